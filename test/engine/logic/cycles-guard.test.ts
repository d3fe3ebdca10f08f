// The cycles' guard (techniques/cycles.ts mayEliminate): a loop of a family eliminates only where a
// chain of the family with at most half the loop's links strong does too (an X-chain, an XY-chain,
// an AIC), or, for the arcs shorter than those searches go, a digit's two places in a unit sharing
// another unit that holds the digit, or a naked pair with something to remove. So the loop search
// is skipped elsewhere. Checked at every grid along the solver's path of four top1465 puzzles and
// generated 6×6, 8×8 and 12×12 boards, family by family: wherever the search without the guard
// finds a loop, the guard allows it; and the ladder's two cycle techniques give the same step with
// and without it.
import { describe, expect, it } from 'vitest';
import { bidirectionalCycle, CYCLE_FAMILIES, cycleSearch, mayEliminate, xOrYCycle } from '../../../src/engine/logic/techniques/cycles.js';
import { applyStep, gridOf } from '../../../src/engine/logic/grid.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import type { CandidateGrid, LogicContext } from '../../../src/engine/logic/types.js';
import type { Board } from '../../../src/engine/types.js';
import { generated, TOP_BOARDS } from './propagation-starts.js';

const BOARDS: readonly [string, () => Board][] = [
  ...TOP_BOARDS,
  ['6×6 (2×3) EXPERT', () => generated(6, 2, 3, 'EXPERT', 'recall-6')],
  ['8×8 (2×4) EXPERT', () => generated(8, 2, 4, 'EXPERT', 'recall-8')],
  ['12×12 (3×4) EXPERT', () => generated(12, 3, 4, 'EXPERT', 'recall-12')],
];

const ctxOf = (grid: CandidateGrid): LogicContext => ({
  grid: { geo: grid.geo, values: grid.values.slice(), cands: grid.cands.slice() },
  unique: true,
  work: { spent: 0, limit: Infinity },
});

const unguarded = CYCLE_FAMILIES.map((f) => cycleSearch([f], false));
const xOrYUnguarded = cycleSearch([CYCLE_FAMILIES[0], CYCLE_FAMILIES[1]], false);

describe('cycles: the guard skips only grids where no loop of the family eliminates', () => {
  const seen = CYCLE_FAMILIES.map(() => ({ loops: 0, skipped: 0 }));
  for (const [name, board] of BOARDS) {
    it(`every grid along the path of ${name}`, () => {
      const b = board();
      const run = runLogic(gridOf(b), { unique: true, recall: false });
      const grid = gridOf(b);
      run.steps.forEach((step, at) => {
        CYCLE_FAMILIES.forEach((family, i) => {
          const loop = unguarded[i](ctxOf(grid));
          const allowed = mayEliminate(ctxOf(grid), family);
          if (loop !== null) {
            seen[i].loops++;
            expect(allowed, `${name}: a ${family.technique} at step ${at}`).toBe(true);
          }
          if (!allowed) seen[i].skipped++;
        });
        expect(xOrYCycle(ctxOf(grid))).toEqual(xOrYUnguarded(ctxOf(grid)));
        expect(bidirectionalCycle(ctxOf(grid))).toEqual(unguarded[2](ctxOf(grid)));
        applyStep(grid, step);
      });
    }, 120_000);
  }
  it('met loops of every family, and skipped searches', () => {
    for (const s of seen) {
      expect(s.loops).toBeGreaterThan(20);
      expect(s.skipped).toBeGreaterThan(50);
    }
  });
});
