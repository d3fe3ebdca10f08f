// Timed passes over one data set: our engine (every puzzle, median of several passes) and the
// peers (capped in time, since a slow peer must not stall the bench).
import { parseBoardText } from '../src/engine/codec.js';
import { solve, type Board, type SolveOutcome } from '../src/engine/index.js';
import { cellsOf, isValidSolution, sameCells } from './check.js';
import type { LoadedSet } from './datasets.js';
import { timePass, type PairedRatio, type PairPass } from './paired.js';
import type { Peer } from './peers.js';
import { median } from './stats.js';

export interface EngineSetResult {
  readonly puzzles: number;
  readonly runs: number;
  readonly runMs: number[];
  readonly perSecond: number;
  readonly usPerPuzzle: number;
  /** Answers that failed a check (status, uniqueness, solution); must be 0. */
  readonly failures: number;
  readonly failureExamples: string[];
  readonly statuses: Record<string, number>;
  readonly meanNodes: number;
  readonly meanBacktracks: number;
  readonly maxPuzzleMs: number;
}

export interface PeerSetResult {
  readonly peer: string;
  /** Set when the worker gave no result in time and was terminated; the figures are then NaN. */
  readonly stalled?: string;
  /** Puzzles the peer got through in its first pass (a prefix of the set when the cap stopped it). */
  readonly puzzles: number;
  readonly complete: boolean;
  readonly runs: number;
  readonly perSecond: number;
  readonly usPerPuzzle: number;
  readonly failures: number;
  readonly failureExamples: string[];
  /** Our engine's puzzles/s on the same puzzles (differs from the set's figure when the peer was capped). */
  readonly oursSamePuzzles: number;
  /** Passes of ours and the peer's back to back (paired.ts); absent when the peer stalled or erred. */
  readonly paired?: PairedRatio;
}

export function parseSet(set: LoadedSet): Board[] {
  const { boxRows, boxCols } = set.spec;
  return set.lines.map((line, i) => {
    const r = parseBoardText(line, { boxRows, boxCols });
    if (!r.ok) throw new Error(`${set.spec.name} line ${i + 1}: ${r.error.message}`);
    return r.value;
  });
}

/** Checks one answer against the givens, the expected uniqueness and the known solution; returns why it is wrong, or null. */
function wrongAnswer(set: LoadedSet, i: number, out: SolveOutcome): string | null {
  const { size, boxRows, boxCols, unique } = set.spec;
  if (out.status !== 'SOLVED' || out.solution === undefined) return `status ${out.status}`;
  if (out.unique !== unique) return `unique=${out.unique}, expected ${unique}`;
  const givens = cellsOf(set.lines[i]);
  if (!isValidSolution(givens, out.solution, size, boxRows, boxCols)) return 'solution is not a valid grid keeping the givens';
  if (set.solutions !== null && !sameCells(out.solution, cellsOf(set.solutions[i]))) return 'solution differs from the .solutions file';
  return null;
}

/**
 * Warm-up, the same for our engine and the peers: passes over the set until `warmMs` have gone
 * (at least one). One pass was not enough on short sets: after the 9×9 sets, the 100-puzzle 16×16
 * d0.5 set (about 20 ms a pass) still ran its timed passes at 52, 60, 42, 25 and 21 ms while V8
 * re-optimized for the new shape, and the median took the slow ones.
 */
export function benchEngine(set: LoadedSet, boards: Board[], opts: { maxRuns: number; budgetMs: number; warmMs: number }): EngineSetResult {
  const n = boards.length;
  // First pass: keep every outcome and check it afterwards (checking is not timed).
  const outcomes: SolveOutcome[] = new Array(n);
  let t0 = performance.now();
  for (let i = 0; i < n; i++) outcomes[i] = solve(boards[i], { limit: 2 });
  const firstMs = performance.now() - t0;
  while (performance.now() - t0 < opts.warmMs) for (let i = 0; i < n; i++) solve(boards[i], { limit: 2 });

  const statuses: Record<string, number> = {};
  const failureExamples: string[] = [];
  let failures = 0;
  let nodes = 0;
  let backtracks = 0;
  let maxPuzzleMs = 0;
  for (let i = 0; i < n; i++) {
    const out = outcomes[i];
    statuses[out.status] = (statuses[out.status] ?? 0) + 1;
    nodes += out.stats.nodes;
    backtracks += out.stats.backtracks;
    maxPuzzleMs = Math.max(maxPuzzleMs, out.stats.ms);
    const why = wrongAnswer(set, i, out);
    if (why !== null) {
      failures++;
      if (failureExamples.length < 3) failureExamples.push(`line ${i + 1}: ${why}`);
    }
  }

  // Timed passes, after the warm-up; each still checks status and uniqueness.
  const runs = Math.max(1, Math.min(opts.maxRuns, Math.floor(opts.budgetMs / Math.max(firstMs, 1e-3))));
  const runMs: number[] = [];
  const unique = set.spec.unique;
  for (let r = 0; r < runs; r++) {
    let bad = 0;
    t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const out = solve(boards[i], { limit: 2 });
      if (out.status !== 'SOLVED' || out.unique !== unique) bad++;
    }
    runMs.push(performance.now() - t0);
    if (bad > 0 && failures === 0) {
      failures += bad;
      failureExamples.push(`timed pass ${r + 1}: ${bad} answers changed status/uniqueness`);
    }
  }
  const ms = median(runMs);
  return {
    puzzles: n,
    runs,
    runMs,
    perSecond: (n / ms) * 1000,
    usPerPuzzle: (ms * 1000) / n,
    failures,
    failureExamples,
    statuses,
    meanNodes: nodes / n,
    meanBacktracks: backtracks / n,
    maxPuzzleMs,
  };
}

/** `inputs`: the boards in the peer's own form (peer.prepare), the same index for index. */
export function benchPeer<In>(
  peer: Peer<In>,
  set: LoadedSet,
  boards: Board[],
  inputs: readonly In[],
  oursPerSecond: number,
  opts: { maxRuns: number; capMs: number },
): PeerSetResult {
  const { size, boxRows, boxCols } = set.spec;
  peer.setup?.(size);
  // Warm-up (untimed, as for our engine, see benchEngine): a tenth of the cap, cycling the set.
  const warm = new Uint8Array(size * size);
  let t0 = performance.now();
  for (let i = 0; performance.now() - t0 < opts.capMs / 10; i = (i + 1) % inputs.length) peer.solve(inputs[i], size, warm);
  const answers: Uint8Array[] = [];
  const found: boolean[] = [];
  // First timed pass, stopped at the cap; its answers are checked afterwards.
  t0 = performance.now();
  let done = 0;
  let elapsed = 0;
  while (done < inputs.length) {
    const out = new Uint8Array(size * size);
    found.push(peer.solve(inputs[done], size, out));
    answers.push(out);
    done++;
    elapsed = performance.now() - t0;
    if (elapsed > opts.capMs) break;
  }
  const runMs = [elapsed];
  const complete = done === inputs.length;
  // More passes over the same prefix while they fit in the cap.
  const scratch = new Uint8Array(size * size);
  let spent = elapsed;
  while (runMs.length < opts.maxRuns && spent + elapsed <= opts.capMs) {
    t0 = performance.now();
    for (let i = 0; i < done; i++) peer.solve(inputs[i], size, scratch);
    const ms = performance.now() - t0;
    runMs.push(ms);
    spent += ms;
  }
  let failures = 0;
  const failureExamples: string[] = [];
  for (let i = 0; i < done; i++) {
    let why: string | null = null;
    if (!found[i]) why = 'no solution returned';
    else if (!isValidSolution(boards[i].cells, answers[i], size, boxRows, boxCols)) why = 'answer is not a valid grid keeping the givens';
    else if (set.spec.unique && set.solutions !== null && !sameCells(answers[i], cellsOf(set.solutions[i])))
      why = 'answer differs from the .solutions file';
    if (why !== null) {
      failures++;
      if (failureExamples.length < 3) failureExamples.push(`line ${i + 1}: ${why}`);
    }
  }
  const ms = median(runMs);
  return {
    peer: peer.name,
    puzzles: done,
    complete,
    runs: runMs.length,
    perSecond: (done / ms) * 1000,
    usPerPuzzle: (ms * 1000) / done,
    failures,
    failureExamples,
    oursSamePuzzles: complete ? oursPerSecond : engineRateOnPrefix(boards, done, 3, opts.capMs / 10),
  };
}

/** The ms of one pass of our engine (paired.ts) over `boards` (warm: after benchEngine). */
export function enginePassMs(boards: Board[], pass: PairPass): number {
  return timePass(pass, (i) => solve(boards[i], { limit: 2 }));
}

/** Our puzzles/s on the first `count` boards (median of `runs` passes after warming for `warmMs`, as in benchEngine): the same puzzles a capped peer got through. */
export function engineRateOnPrefix(boards: Board[], count: number, runs: number, warmMs: number): number {
  const w0 = performance.now();
  do {
    for (let i = 0; i < count; i++) solve(boards[i], { limit: 2 });
  } while (performance.now() - w0 < warmMs);
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) solve(boards[i], { limit: 2 });
    ms.push(performance.now() - t0);
  }
  return (count / median(ms)) * 1000;
}
