// The bidirectional cycles' guard (techniques/cycles.ts mayHaveBidirectional): a loop of up to six
// links eliminates only where an AIC of two or three strong links, or a digit's two places in a
// unit that share another unit holding the digit, does too, so the loop search is skipped
// elsewhere. Checked at every grid along the solver's path of four top1465 puzzles and generated
// 6×6, 8×8 and 12×12 boards: wherever the search without the guard finds a loop, the guard allows
// it, and the technique gives the same step with and without it.
import { describe, expect, it } from 'vitest';
import { bidirectionalCycle, bidirectionalCycleUnguarded, mayHaveBidirectional } from '../../../src/engine/logic/techniques/cycles.js';
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

describe('bidirectional cycles: the guard skips only grids where no loop eliminates', () => {
  const seen = { loops: 0, skipped: 0 };
  for (const [name, board] of BOARDS) {
    it(`every grid along the path of ${name}`, () => {
      const b = board();
      const run = runLogic(gridOf(b), { unique: true, recall: false });
      const grid = gridOf(b);
      for (const step of run.steps) {
        const loop = bidirectionalCycleUnguarded(ctxOf(grid));
        const allowed = mayHaveBidirectional(ctxOf(grid));
        if (loop !== null) {
          seen.loops++;
          expect(allowed, `${name}: a loop at step ${run.steps.indexOf(step)}`).toBe(true);
        }
        if (!allowed) seen.skipped++;
        expect(bidirectionalCycle(ctxOf(grid))).toEqual(loop);
        applyStep(grid, step);
      }
    }, 120_000);
  }
  it('met loops, and skipped searches', () => {
    expect(seen.loops).toBeGreaterThan(100);
    expect(seen.skipped).toBeGreaterThan(50);
  });
});
