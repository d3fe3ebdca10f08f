// One peer on one data set, in a worker thread: the main thread can terminate it when a single
// puzzle runs far past the cap (a synchronous solve cannot be interrupted from inside). After
// its result, it answers pass requests for the paired ratio (paired.ts): { count, reps } runs
// `reps` times over the first `count` puzzles (their answers were checked in the first pass) and
// answers { ms }.
import { parentPort, workerData } from 'node:worker_threads';
import { DATASETS, loadSet } from './datasets.js';
import { benchPeer, parseSet } from './measure.js';
import type { PairPass } from './paired.js';
import { PEERS } from './peers.js';

export interface PeerJob {
  readonly set: string;
  readonly limit: number;
  readonly peer: string;
  readonly maxRuns: number;
  readonly capMs: number;
  readonly oursPerSecond: number;
}

const job = workerData as PeerJob;
const spec = DATASETS.find((d) => d.name === job.set);
const peer = PEERS.find((p) => p.name === job.peer);
if (spec === undefined || peer === undefined) throw new Error(`unknown set or peer: ${job.set} / ${job.peer}`);
const set = loadSet(spec, job.limit);
const boards = parseSet(set);
const result = benchPeer(peer, set, boards, job.oursPerSecond, { maxRuns: job.maxRuns, capMs: job.capMs });
parentPort?.postMessage(result);
const size = spec.size;
const inputs = boards.map((b) => peer.prepare(b.cells, size));
const scratch = new Uint8Array(size * size);
parentPort?.on('message', (m: PairPass) => {
  const t0 = performance.now();
  for (let r = 0; r < m.reps; r++) for (let i = 0; i < m.count; i++) peer.solve(inputs[i], size, scratch);
  parentPort?.postMessage({ ms: performance.now() - t0 });
});
