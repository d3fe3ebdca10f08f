// Two sets of cells that hold the same values: what two houses leave when their common cells are taken
// away (a box and a row: locked candidates both ways), or the law of leftovers of a jigsaw (there as
// multisets: a side's cells need not see each other). Search aid only: the model never needs it for
// its meaning.
import { popcount } from '../../bits.js';
import type { Narrowing, Propagator } from './propagator.js';

export class SameValuesPropagator implements Propagator {
  readonly cells: Int32Array;
  private readonly size: number;

  /** `distinct`: each side's cells see each other, so each side holds as many values as cells. */
  constructor(
    left: readonly number[],
    right: readonly number[],
    private readonly distinct: boolean,
  ) {
    this.size = left.length;
    this.cells = Int32Array.from([...left, ...right]);
  }

  propagate(m: Int32Array, out: Narrowing): boolean {
    const cells = this.cells;
    const size = this.size;
    let left = 0;
    let right = 0;
    let fixedLeft = 0;
    let fixedRight = 0;
    for (let k = 0; k < size; k++) {
      const v = m[cells[k]];
      left |= v;
      if ((v & (v - 1)) === 0) fixedLeft |= v;
    }
    for (let k = size; k < cells.length; k++) {
      const v = m[cells[k]];
      right |= v;
      if ((v & (v - 1)) === 0) fixedRight |= v;
    }
    const both = left & right;
    if (both === 0 || (this.distinct && popcount(both) < size)) return false;
    if (left !== both || right !== both) {
      for (let k = 0; k < cells.length; k++) {
        const v = m[cells[k]];
        const nv = v & both;
        if (nv === 0) return false;
        if (nv !== v) out.set(cells[k], nv);
      }
    }
    // A value placed on one side must be placed on the other: with one place left there, it goes there.
    if (!this.place(m, out, fixedLeft & ~fixedRight, size, cells.length)) return false;
    return this.place(m, out, fixedRight & ~fixedLeft, 0, size);
  }

  private place(m: Int32Array, out: Narrowing, values: number, from: number, to: number): boolean {
    const cells = this.cells;
    for (let x = values; x !== 0; x &= x - 1) {
      const bit = x & -x;
      let at = -1;
      for (let k = from; k < to; k++) {
        if ((m[cells[k]] & bit) === 0) continue;
        if (at >= 0) {
          at = -2;
          break;
        }
        at = k;
      }
      if (at === -1) return false;
      if (at >= 0 && m[cells[at]] !== bit) out.set(cells[at], bit);
    }
    return true;
  }
}
