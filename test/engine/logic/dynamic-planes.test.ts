// The dynamic planes (propagation/dynamic-planes.ts) against the propagation they stand in for: on
// puzzles of several shapes (one to twenty 32-bit words a plane) as given and where the techniques
// below the forcing chains leave them, for every candidate state, on and off, the dynamic
// propagation with cell links meets a contradiction exactly when the planes say so, and where it
// does not, it derives exactly the states the planes hold and charges exactly the work they compute.
import { expect } from 'vitest';
import { DynamicPlanes } from '../../../src/engine/logic/propagation/dynamic-planes.js';
import { describeDynamicStandIn } from './propagation-starts.js';

describeDynamicStandIn(
  'dynamic planes: the dynamic propagation of every candidate state, without propagating',
  false,
  (grid) => new DynamicPlanes(grid.geo, grid.cands),
  (planes, start, br) => {
    expect([start, planes.size]).toEqual([start, br.size]);
    // The same states: every derived one is among the kept set, which is no larger.
    const kept = planes.keep();
    for (const s of br.derived()) expect([start, s, planes.sharesState([kept], (x) => x === s)]).toEqual([start, s, true]);
  },
);
