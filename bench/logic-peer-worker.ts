// sudoku-core's analyze (the one JS peer that rates) on 9×9 puzzles, in a worker thread: it posts
// a count after every puzzle, so the main thread can stop it at the time cap even when a single
// analyze never returns. Its answers are counted by level; the peer is not checked for soundness.
import { parentPort, workerData } from 'node:worker_threads';
import { analyze } from 'sudoku-core';

export interface LogicPeerJob {
  readonly puzzles: readonly string[];
}

const job = workerData as LogicPeerJob;
for (const text of job.puzzles) {
  const board = Array.from(text, (ch) => (ch === '.' || ch === '0' ? null : Number(ch)));
  const t = performance.now();
  let level: string;
  try {
    const a = analyze(board);
    // hasSolution is false where its strategies stall (it reports no level then).
    level = a.hasSolution ? String(a.difficulty ?? 'none') : 'unsolved';
  } catch {
    level = 'ERROR';
  }
  parentPort?.postMessage({ level, ms: performance.now() - t });
}
parentPort?.postMessage({ done: true });
