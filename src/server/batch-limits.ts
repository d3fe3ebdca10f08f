// How many puzzles one generatePuzzles may ask for, per shape and level (issue 24 item 5). A batch
// shares one generation's deadline (GENERATE_DEADLINE_MS, default 5 s) across its puzzles, and on a
// one-thread pool (or one busy beside other work) they run one after another: the maximum is what
// fits that deadline with room to spare, from the generation times in bench/RESULTS.md (a
// 25×25 HARD takes about 1.1 s, a 16×16 HARD under 0.2 s; twenty 9×9 HARD or EXPERT 0.7–2.2 s of CPU).
// MASTER from 8×8 to 12×12 is the rating climb (engine generate/climb.ts): a 9×9 takes about 1.3 s
// of CPU at the median and up to about 4.7 s, so one is all a deadline holds. Below 8×8 MASTER
// does not exist and the nearest is answered in about 0.2 s; from 16×16 up it is searched
// like EXPERT. Asking for more is BAD_USER_INPUT naming `count`, with the maximum in the message.

/** The schema's upper bound: boards up to 9×9 (and EASY on any shape) take 20. */
export const MAX_GENERATE_MANY = 20;

const HARD_LEVELS = new Set(['HARD', 'EXPERT', 'MASTER']);

/** The largest `count` generatePuzzles takes for puzzles of `size` at `difficulty`. */
export function maxGenerateMany(size: number, difficulty: string): number {
  if (difficulty === 'MASTER' && size <= 12) return size >= 8 ? 1 : 4;
  if (size <= 9 || difficulty === 'EASY') return MAX_GENERATE_MANY;
  if (size <= 16) return HARD_LEVELS.has(difficulty) ? 8 : 10;
  return HARD_LEVELS.has(difficulty) ? 2 : 4;
}
