// All different over fewer than N cells (a group): no value twice, and enough values left for the
// cells. (A house's N cells are the search's own counts, variants/search.ts.)
import { popcount } from '../../bits.js';
import type { Propagator } from './propagator.js';

/** Fewer than N cells holding no value twice. */
export class GroupPropagator implements Propagator {
  constructor(readonly cells: Int32Array) {}

  propagate(m: Int32Array): boolean {
    const cells = this.cells;
    let all = 0;
    let fixed = 0;
    for (let k = 0; k < cells.length; k++) {
      const v = m[cells[k]];
      all |= v;
      if ((v & (v - 1)) === 0) {
        if ((fixed & v) !== 0) return false;
        fixed |= v;
      }
    }
    return popcount(all) >= cells.length;
  }
}
