// Runs a peer on a set in a worker thread, with a hard timeout on top of the peer's own cap.
import { Worker } from 'node:worker_threads';
import type { PeerSetResult } from './measure.js';
import type { PeerJob } from './peer-worker.js';

export function runPeer(job: PeerJob): Promise<PeerSetResult> {
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
  return new Promise((resolve) => {
    // Worker threads do not inherit tsx's loader hooks: register them before importing the TypeScript entry.
    const entry = JSON.stringify(new URL('./peer-worker.ts', import.meta.url).href);
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(stalled(`no result within ${(timeoutMs / 1000).toFixed(0)} s: terminated`));
    }, timeoutMs);
    worker.once('message', (result: PeerSetResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      resolve(stalled(`worker failed: ${e.message}`));
    });
  });
}
