// How many items one batch may carry. solveMany and analyzeMany take up to MAX_SOLVE_MANY boards
// (priced besides by their cells: board work, table.ts). generatePuzzles' maximum is per shape and
// level: a batch shares one generation's deadline (GENERATE_DEADLINE_MS, default 5 s) across its
// puzzles, and on a one-thread pool (or one busy beside other work) they run one after another:
// the maximum is what fits that deadline, from CPU time measured one puzzle after another (bench/RESULTS.md, "Batch
// maxima"): twenty 9×9 HARD or EXPERT take 0.7–2.2 s, four 12×12 HARD or EXPERT 2–2.8 s; one 9×9
// MASTER (the rating climb, engine generate/climb.ts) about 0.5 s at the median and up to 3.7 s
// (2026-12-06, 80 seeds), so one is all a deadline holds, and the same from 8×8 to 16×16 (16×16
// MASTER climbs too: about 1 s at the median, up to 3.8 s); below 8×8 MASTER does not exist and
// the nearest is answered in about 0.2 s.
// Since the forcing chains rate 16×16 and 25×25 puzzles, one 16×16 or 25×25 HARD or above takes
// up to about 2 s on some seeds (four took 0.13–2.4 s), so the maximum there is 1, and that one may
// itself answer LIMIT_EXCEEDED (docs/logic.md); ten 25×25 MEDIUM take 0.3–0.6 s (measured
// 2026-12-02; they once took 11 s each), so they take 10, as 16×16 MEDIUM does. Asking for more is
// BAD_USER_INPUT naming `count`, with the maximum in the message.
import { difficultyRank, type Difficulty } from '../../engine/index.js';

/** Boards of one solveMany or analyzeMany. */
export const MAX_SOLVE_MANY = 100;

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
