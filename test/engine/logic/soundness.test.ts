// Soundness over more than 10,000 puzzles of the standard shapes (data sets and generated): no
// step eliminates the solution's value, every placement equals the solution, and a board graded
// solvedByLogic ends at the solution when its steps are replayed. CI checks these 10,091; the long
// run (`npm run soundness`, soundness-run.ts, the same check) aims at 10,000 boards of each
// standard shape. Run on 2026-12-02 (bench/RESULTS.md, "Logic soundness, every standard shape"):
// 10,000 boards each of 4×4, 6×6, 8×8, 9×9 and 10×10; on 2026-12-04 ("Logic soundness above
// 10×10 to 10,000 boards") 10,000 each of 12×12, 15×15 and 16×16 and 11,032 of 25×25 (smaller
// budget; 7,484 more at the default one): 0 wrong eliminations or placements, every replay at
// the solution.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../src/engine/generate/generate.js';
import { parseBoardText } from '../../../src/engine/codec.js';
import { solve } from '../../../src/engine/solve.js';
import type { Board } from '../../../src/engine/types.js';
import { checkBoard } from './soundness-check.js';

const DATA = '../shared/datasets';

function lines(path: string, count: number): string[] {
  return readFileSync(`${DATA}/${path}`, 'utf8').trim().split('\n').slice(0, count);
}

interface Tally {
  puzzles: number;
  steps: number;
  solvedByLogic: number;
}

/** Checks one board (soundness-check.ts: the same check as `npm run soundness`) and counts it. */
function checkOne(board: Board, solution: Uint8Array, tally: Tally): void {
  const c = checkBoard(board, solution);
  if (c.problems.length > 0) throw new Error(c.problems[0]);
  tally.puzzles++;
  tally.steps += c.steps;
  if (c.solvedByLogic) tally.solvedByLogic++;
}

function fromData(path: string, count: number, withSolutions: boolean, tally: Tally): void {
  const puzzles = lines(path, count);
  const solutions = withSolutions ? lines(`${path}.solutions`, count) : [];
  puzzles.forEach((text, k) => {
    const p = parseBoardText(text.trim());
    if (!p.ok) throw new Error(p.error.message);
    const solution = withSolutions ? parseBoardText(solutions[k].trim()) : null;
    checkOne(p.value, solution?.ok ? solution.value.cells : solve(p.value).solution!, tally);
  });
}

const total: Tally = { puzzles: 0, steps: 0, solvedByLogic: 0 };

describe('soundness of every step', () => {
  it('9×9 data sets: kaggle easy, 17-clue, top1465, forum hardest', () => {
    const t: Tally = { puzzles: 0, steps: 0, solvedByLogic: 0 };
    fromData('9x9/kaggle_easy_10k.txt', 7000, false, t);
    fromData('9x9/17clue_20k.txt', 1000, false, t);
    fromData('9x9/magictour_top1465.txt', 500, false, t);
    fromData('9x9/forum_hardest_1905_11plus_20k.txt', 100, false, t);
    fromData('9x9/forum_hardest_1106.txt', 50, false, t);
    expect(t.puzzles).toBe(8650);
    // Kaggle's easy set alone is solved by logic, so far more than 7000 are.
    expect(t.solvedByLogic).toBeGreaterThan(7000);
    Object.assign(total, { puzzles: total.puzzles + t.puzzles, steps: total.steps + t.steps });
  }, 240_000);

  it('4×4 and 16×16 data sets with their solutions', () => {
    const t: Tally = { puzzles: 0, steps: 0, solvedByLogic: 0 };
    fromData('4x4/algts_d1.0_1000.txt', 1000, true, t);
    fromData('16x16/algts_d0.5_100.txt', 25, true, t);
    fromData('16x16/algts_d1.0_100.txt', 25, true, t);
    expect(t.puzzles).toBe(1050);
    total.puzzles += t.puzzles;
  }, 240_000);

  it('generated puzzles of the other standard shapes, every difficulty', () => {
    const t: Tally = { puzzles: 0, steps: 0, solvedByLogic: 0 };
    const plan: [number, number][] = [
      [6, 240],
      [8, 90],
      [10, 30],
      [12, 24],
      [15, 6],
      [25, 1],
    ];
    for (const [size, count] of plan) {
      for (let k = 0; k < count; k++) {
        const difficulty = (['EASY', 'MEDIUM', 'HARD'] as const)[k % 3];
        const g = generate({ size, difficulty, seed: `soundness-${k}` });
        if (g.status !== 'GENERATED') throw new Error(g.status);
        checkOne(g.puzzle, g.solution.cells, t);
      }
    }
    expect(t.puzzles).toBe(391);
    total.puzzles += t.puzzles;
  }, 300_000);

  it('adds up to more than 10,000 puzzles', () => {
    expect(total.puzzles).toBeGreaterThanOrEqual(10_000);
  });
});
