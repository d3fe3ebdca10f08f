// How many items one batch may carry. solveMany and analyzeMany take up to MAX_SOLVE_MANY boards, fewer
// of the large shapes (maxSolveMany), and are priced besides by their cells (board work, table.ts).
// generatePuzzles' maximum is per shape and level: a batch shares one generation's deadline
// (GENERATE_DEADLINE_MS, default 5 s) across its puzzles, and on a one-thread pool (or one busy beside
// other work) they run one after another: the maximum is what fits that deadline, from CPU time
// measured one puzzle after another (bench/RESULTS.md, "Batch maxima"): twenty 9×9 HARD or EXPERT take
// 0.7–2.2 s, four 12×12 HARD or EXPERT 2–2.8 s; one 9×9 MASTER (the rating climb, engine
// generate/climb.ts) about 0.5 s at the median and up to 3.7 s (2026-12-06, 80 seeds), so one is all a
// deadline holds, and the same from 8×8 to 16×16 (16×16 MASTER climbs too: about 1 s at the median, up
// to 3.8 s); below 8×8 MASTER does not exist and the nearest is answered in about 0.2 s. Since the
// forcing chains rate 16×16 and 25×25 puzzles, one 16×16 or 25×25 HARD or above takes up to about 2 s
// on some seeds (four took 0.13–2.4 s), so the maximum there is 1, and that one may itself answer
// LIMIT_EXCEEDED (docs/logic.md); ten 25×25 MEDIUM take 0.3–0.6 s (measured 2026-12-02; they once took
// 11 s each), so they take 10, as 16×16 MEDIUM does. Asking for more is BAD_USER_INPUT naming `count`,
// with the maximum in the message.
import { difficultyRank, type Difficulty } from '../../engine/index.js';

/** Boards of one solveMany or analyzeMany at most, of the smaller shapes. */
export const MAX_SOLVE_MANY = 100;

/** Cells one solveMany or analyzeMany holds at most: the board work one operation is allowed (limits.ts). */
export const MAX_BATCH_CELLS = 16_000;

/**
 * Boards one solveMany or analyzeMany takes when its largest board is `size`×`size`: 100, or as many
 * of that shape as MAX_BATCH_CELLS holds (25 of 25×25, 62 of 16×16, 100 of 12×12 and below). Once 100
 * for every shape: 100 links of an empty 25×25 were taken, each link weighed by its few characters.
 */
export function maxSolveMany(size: number): number {
  return Math.max(1, Math.min(MAX_SOLVE_MANY, Math.floor(MAX_BATCH_CELLS / (size * size))));
}

/** BAD_USER_INPUT naming `boards` when a batch of `boards` is empty or more than its largest shape allows. */
export function batchSizeProblem(boards: readonly { readonly shape: { readonly size: number } }[]): string | undefined {
  const largest = boards.reduce((n, b) => Math.max(n, b.shape.size), 1);
  const most = maxSolveMany(largest);
  if (boards.length >= 1 && boards.length <= most) return undefined;
  return most < MAX_SOLVE_MANY
    ? `at most ${most} boards when one is ${largest}×${largest}, got ${boards.length}`
    : `between 1 and ${MAX_SOLVE_MANY} boards, got ${boards.length}`;
}

/** The schema's upper bound: boards up to 9×9 (and EASY on any shape) take 20. */
export const MAX_GENERATE_MANY = 20;

/** The largest `count` generatePuzzles takes for puzzles of `size` at `difficulty`. */
export function maxGenerateMany(size: number, difficulty: Difficulty): number {
  if (difficulty === 'MASTER' && size <= 12) return size >= 8 ? 1 : 4;
  if (size <= 9 || difficulty === 'EASY') return MAX_GENERATE_MANY;
  const hard = difficultyRank(difficulty) >= difficultyRank('HARD');
  if (size <= 12) return hard ? 4 : 10;
  return hard ? 1 : 10;
}
