// Runs a peer on a set in a worker thread, with a hard timeout on top of the peer's own cap; then,
// with our engine's pass given, the paired ratio (paired.ts) against the same worker.
import { Worker } from 'node:worker_threads';
import type { PeerSetResult } from './measure.js';
import { pairPlan, pairedRatio, type PairPass } from './paired.js';
import type { PeerJob } from './peer-worker.js';

/** `ours(pass)`: the ms of one pass of our engine (paired.ts). */
export async function runPeer(job: PeerJob, ours?: (pass: PairPass) => number): Promise<PeerSetResult> {
  // Loading + warm-up + one pass to the cap + one puzzle that started just before it + checks.
  const timeoutMs = 2 * job.capMs + 15_000;
  const stalled = (why: string): PeerSetResult => ({
    peer: job.peer,
    stalled: why,
    puzzles: 0,
    complete: false,
    runs: 0,
    perSecond: NaN,
    usPerPuzzle: NaN,
    failures: 0,
    failureExamples: [],
    oursSamePuzzles: NaN,
  });
  // Worker threads do not inherit tsx's loader hooks: register them before importing the TypeScript entry.
  const entry = JSON.stringify(new URL('./peer-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  const worker = new Worker(boot, { eval: true, workerData: job });
  // An error between two replies (none is awaited then) is met by the next reply's timeout.
  worker.on('error', () => undefined);
  try {
    const first = await reply<PeerSetResult>(worker, timeoutMs);
    if (!first.ok) return stalled(first.why);
    const result = first.value;
    if (ours === undefined || result.failures > 0 || result.puzzles === 0) return result;
    const plan = pairPlan(result.puzzles, result.usPerPuzzle, job.maxRuns);
    // A pass repeats puzzles the peer already solved within its cap: ten times their time is a stall.
    const passTimeoutMs = (10 * (plan[0].count / plan[0].groups + 1) * plan[0].reps * result.usPerPuzzle) / 1000 + 5_000;
    const paired = await pairedRatio(plan, ours, async (pass) => {
      worker.postMessage(pass);
      const r = await reply<{ ms: number }>(worker, passTimeoutMs);
      return r.ok ? r.value.ms : null;
    });
    return { ...result, paired };
  } finally {
    void worker.terminate();
  }
}

/** The worker's next message, or why none came within `ms`. */
function reply<T>(worker: Worker, ms: number): Promise<{ ok: true; value: T } | { ok: false; why: string }> {
  return new Promise((resolve) => {
    const done = (r: { ok: true; value: T } | { ok: false; why: string }) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      resolve(r);
    };
    const onMessage = (value: T) => done({ ok: true, value });
    const onError = (e: Error) => done({ ok: false, why: `worker failed: ${e.message}` });
    const timer = setTimeout(() => done({ ok: false, why: `no result within ${(ms / 1000).toFixed(0)} s: terminated` }), ms);
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}
