// One peer on one data set, in a worker thread: the main thread can terminate it when a single
// puzzle runs far past the cap (a synchronous solve cannot be interrupted from inside).
import { parentPort, workerData } from 'node:worker_threads';
import { DATASETS, loadSet } from './datasets.js';
import { benchPeer, parseSet } from './measure.js';
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
const result = benchPeer(peer, set, parseSet(set), job.oursPerSecond, { maxRuns: job.maxRuns, capMs: job.capMs });
parentPort?.postMessage(result);
