// One peer on one data set, in a worker thread: the main thread can terminate it when a single
// puzzle runs far past the cap (a synchronous solve cannot be interrupted from inside). After
// its result, it answers pass requests for the paired ratio (paired.ts) with the pass's { ms };
// the puzzles of a pass are among those whose answers its first pass checked.
import { parentPort, workerData } from 'node:worker_threads';
import { DATASETS, loadSet } from './datasets.js';
import { benchPeer, parseSet } from './measure.js';
import { timePass, type PairPass } from './paired.js';
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
const size = spec.size;
const inputs = boards.map((b) => peer.prepare(b.cells, size));
const result = benchPeer(peer, set, boards, inputs, job.oursPerSecond, { maxRuns: job.maxRuns, capMs: job.capMs });
parentPort?.postMessage(result);
const scratch = new Uint8Array(size * size);
parentPort?.on('message', (pass: PairPass) => {
  parentPort?.postMessage({ ms: timePass(pass, (i) => peer.solve(inputs[i], size, scratch)) });
});
