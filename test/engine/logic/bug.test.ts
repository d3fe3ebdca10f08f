// BUG type 1 on the shared top1465 set: replaying each analysis, every BUG step is found on a grid
// where every empty cell but one holds two candidates, and it places the solution's value there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze, applyStep, gridOf } from '../../../src/engine/logic/index.js';
import { bugType1 } from '../../../src/engine/logic/techniques/bug.js';
import { solve } from '../../../src/engine/solve.js';
import { boardOf } from './golden-helpers.js';

const popcount = (m: number): number => m.toString(2).split('1').length - 1;

describe('BUG type 1', () => {
  it('on 17-clue puzzles whose analysis uses it (lines 822, 940, 1918, 1923, 2003): sound, on a bivalue grid but one cell', () => {
    const all = readFileSync('../shared/datasets/9x9/17clue_20k.txt', 'utf8').trim().split('\n');
    const lines = [821, 939, 1917, 1922, 2002].map((i) => all[i]);
    let found = 0;
    for (const text of lines) {
      const board = boardOf(text);
      const solution = solve(board).solution!;
      const r = analyze(board, { maxLevel: 'HARD' });
      if (r.status !== 'ANALYZED') throw new Error(r.status);
      const grid = gridOf(board);
      for (const s of r.analysis.steps) {
        if (s.technique === 'BUG_TYPE_1') {
          found++;
          const p = s.placements[0];
          expect(p.value).toBe(solution[p.row * 9 + p.col]);
          const open = [...grid.cands.keys()].filter((i) => grid.values[i] === 0);
          expect(open.filter((i) => popcount(grid.cands[i]) !== 2)).toEqual([p.row * 9 + p.col]);
          expect(popcount(grid.cands[p.row * 9 + p.col])).toBe(3);
        }
        applyStep(grid, s);
      }
    }
    expect(found).toBe(5);
  }, 120_000);

  it('never on a board not known to have one solution', () => {
    const grid = gridOf(boardOf('.'.repeat(81)));
    expect(bugType1({ grid, unique: false, work: { spent: 0, limit: 1e6 } })).toBeNull();
  });
});
