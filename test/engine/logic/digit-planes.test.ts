// The digit planes (techniques/digit-planes.ts) against the propagation they stand in for: on
// puzzles of several shapes (one to twenty 32-bit words a plane) as given and where the techniques
// below the forcing chains leave them (where Nishio runs), for every candidate state, on and off,
// the single-digit dynamic propagation meets a contradiction exactly when the planes say so, and
// where it does not, it charges exactly the work the planes compute.
import { describe, expect, it } from 'vitest';
import { DigitPlanes } from '../../../src/engine/logic/techniques/digit-planes.js';
import { propagate } from '../../../src/engine/logic/techniques/implications.js';
import type { LogicContext } from '../../../src/engine/logic/types.js';
import { everyStart, gridsOf, PLANE_BOARDS } from './propagation-starts.js';

describe('digit planes: the single-digit dynamic propagation of every candidate state, without propagating', () => {
  let allContradictions = 0;
  it.each(PLANE_BOARDS)('%s', (_name, board) => {
    const b = board();
    let contradictions = 0;
    let states = 0;
    for (const grid of gridsOf(b)) {
      const planes = new DigitPlanes(grid.geo, grid.cands);
      everyStart(grid, (start) => {
        const ctx: LogicContext = { grid, unique: true, work: { spent: 0, limit: 1e12 } };
        const br = propagate(ctx, grid.cands, [start], { dynamic: true, singleDigit: true })!;
        const cost = planes.quietCost(start);
        if (br.contradiction >= 0) {
          expect([start, cost]).toEqual([start, -1]);
          contradictions++;
        } else expect([start, cost]).toEqual([start, ctx.work.spent]);
        states++;
      });
    }
    expect(states).toBeGreaterThan(contradictions);
    allContradictions += contradictions;
  });

  it('met contradictions on those grids too (both answers were checked)', () => {
    expect(allContradictions).toBeGreaterThan(0);
  });
});
