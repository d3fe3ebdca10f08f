// The dynamic planes (techniques/dynamic-planes.ts) against the propagation they stand in for: on
// puzzles of several shapes (one to twenty 32-bit words a plane) as given and where the techniques
// below the forcing chains leave them, for every candidate state, on and off, the dynamic
// propagation with cell links meets a contradiction exactly when the planes say so, and where it
// does not, it derives exactly the states the planes hold and charges exactly the work they compute.
import { describe, expect, it } from 'vitest';
import { DynamicPlanes } from '../../../src/engine/logic/techniques/dynamic-planes.js';
import { propagate } from '../../../src/engine/logic/techniques/implications.js';
import type { LogicContext } from '../../../src/engine/logic/types.js';
import { everyStart, gridsOf, PLANE_BOARDS } from './propagation-starts.js';

describe('dynamic planes: the dynamic propagation of every candidate state, without propagating', () => {
  let allContradictions = 0;
  it.each(PLANE_BOARDS)('%s', (_name, board) => {
    const b = board();
    let contradictions = 0;
    let states = 0;
    for (const grid of gridsOf(b)) {
      const planes = new DynamicPlanes(grid.geo, grid.cands);
      everyStart(grid, (start) => {
        const ctx: LogicContext = { grid, unique: true, work: { spent: 0, limit: 1e12 } };
        const br = propagate(ctx, grid.cands, [start], { dynamic: true, singleDigit: false })!;
        const cost = planes.quietCost(start);
        states++;
        if (br.contradiction >= 0) {
          expect([start, cost]).toEqual([start, -1]);
          contradictions++;
          return;
        }
        expect([start, cost, planes.size]).toEqual([start, ctx.work.spent, br.order.length]);
        // The same states: every derived one is among the kept set, which is no larger.
        const kept = planes.keep();
        for (const s of br.order) expect([start, s, planes.sharesState([kept], (x) => x === s)]).toEqual([start, s, true]);
      });
    }
    expect(states).toBeGreaterThan(contradictions);
    allContradictions += contradictions;
  });

  it('met contradictions on those grids too (both answers were checked)', () => {
    expect(allContradictions).toBeGreaterThan(0);
  });
});
