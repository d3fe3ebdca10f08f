// The players' level over every board of the public 9×9 sets (players-level.test.ts has a sample
// for test:quick): every board singles solve is EASY, and on top1465 the level never exceeds SE's
// path's. About 30 s of CPU.
import { describe, expect, it } from 'vitest';
import { generate, type Difficulty } from '../../../src/engine/index.js';
import { readLines } from '../../../support/oracle.js';
import { analysed, board9, levelProblem, SETS, singlesBoards, singlesSolve } from './players-level-sets.js';

describe('the players\u2019 level over the public sets', () => {
  it('is EASY for all of kaggle_easy_10k', () => {
    const r = singlesBoards('kaggle_easy_10k');
    expect(r.singles).toBe(10_000);
    expect(r.notEasy).toEqual([]);
  });

  it.each(SETS.filter((s) => s !== 'kaggle_easy_10k'))('is EASY for every board of %s that singles solve', (set) => {
    const r = singlesBoards(set);
    expect(r.notEasy).toEqual([]);
    // 17clue_20k: 9,618 of 20,000; the hard lists and serg (several solutions each): none.
    expect(r.singles).toBe(set === '17clue_20k' ? 9_618 : 0);
  });

  it('never exceeds the level of SE\u2019s path on top1465 (every 3rd board)', () => {
    const lines = readLines('9x9/magictour_top1465.txt');
    const problems: string[] = [];
    for (let i = 0; i < lines.length; i += 3) {
      const p = levelProblem(analysed(board9(lines[i])));
      if (p) problems.push(`line ${i + 1}: ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it.each([
    [9, ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER']],
    [6, ['EASY', 'MEDIUM', 'HARD', 'EXPERT']],
    [12, ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER']],
  ] as [number, Difficulty[]][])(
    'generated size %i: EASY singles-solvable, every harder level met not (6 seeds a level)',
    (size, levels) => {
      const wrong: string[] = [];
      for (let k = 0; k < 6; k++) {
        for (const difficulty of levels) {
          const g = generate({ size, difficulty, seed: `sweep-${k}`, deadlineMs: 120_000 });
          if (g.status !== 'GENERATED') throw new Error(`${size} ${difficulty} sweep-${k}: ${g.status}`);
          if (!g.gradeMet) continue; // the nearest, labelled with its own level (MASTER's occasional miss)
          if (singlesSolve(g.puzzle) !== (difficulty === 'EASY')) wrong.push(`${difficulty} sweep-${k}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
