// The digit planes (propagation/digit-planes.ts) against the propagation they stand in for: on
// puzzles of several shapes (one to twenty 32-bit words a plane) as given and where the techniques
// below the forcing chains leave them (where Nishio runs), for every candidate state, on and off,
// the single-digit dynamic propagation meets a contradiction exactly when the planes say so, and
// where it does not, it charges exactly the work the planes compute.
import { DigitPlanes } from '../../../src/engine/logic/propagation/digit-planes.js';
import { describeDynamicStandIn } from './propagation-starts.js';

describeDynamicStandIn(
  'digit planes: the single-digit dynamic propagation of every candidate state, without propagating',
  true,
  (grid) => new DigitPlanes(grid.geo, grid.cands),
);
