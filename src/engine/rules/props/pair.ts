// A relation between two cells' values as a table (space.ts PairRelation): arc consistency, each
// cell keeps the values that some value of the other allows.
import type { Narrowing, Propagator } from './propagator.js';

export class PairPropagator implements Propagator {
  readonly cells: Int32Array;

  constructor(
    a: number,
    b: number,
    private readonly allowed: Int32Array,
    private readonly back: Int32Array,
  ) {
    this.cells = Int32Array.of(a, b);
  }

  propagate(m: Int32Array, out: Narrowing): boolean {
    const a = this.cells[0];
    const b = this.cells[1];
    const allowed = this.allowed;
    const back = this.back;
    let va = m[a];
    let vb = m[b];
    for (;;) {
      let sb = 0;
      for (let x = va; x !== 0; x &= x - 1) sb |= allowed[31 - Math.clz32(x & -x)];
      const nb = vb & sb;
      if (nb === 0) return false;
      let sa = 0;
      for (let x = nb; x !== 0; x &= x - 1) sa |= back[31 - Math.clz32(x & -x)];
      const na = va & sa;
      if (na === 0) return false;
      if (na === va && nb === vb) break;
      va = na;
      vb = nb;
    }
    if (va !== m[a]) out.set(a, va);
    if (vb !== m[b]) out.set(b, vb);
    return true;
  }
}
