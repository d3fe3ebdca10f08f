// A `sudoku solve --threads N` worker (solve-threads.ts): says 'ready' once loaded, then solves
// each chunk of whole lines it is sent with the single-thread line code and answers the output
// bytes, the status counts and the puzzles seen. The run's settings come once, as workerData.
import { parentPort, workerData } from 'node:worker_threads';
import { useEngineKernel } from '../node/engine-kernel.js';
import type { SolveSettings } from './solve-lines.js';
import { solveChunk, type ChunkTask } from './solve-threads.js';

useEngineKernel(); // ENGINE_KERNEL, as on the main thread (main.ts checked it)
const settings = workerData as SolveSettings;

parentPort!.on('message', (task: ChunkTask) => {
  void solveChunk(settings, task).then(
    (a) => parentPort!.postMessage(a),
    (e: unknown) => parentPort!.postMessage({ id: task.id, bytes: new Uint8Array(0), counts: {}, puzzles: 0, error: String(e) }),
  );
});
parentPort!.postMessage('ready');
