// RENBAN: the line's values are distinct and consecutive, in any order. A group (no value twice) and
// a propagator: the runs of as many consecutive values as cells that every cell can meet, and whose
// values the cells can all hold; a cell keeps the values of those runs.
import { popcount } from '../../bits.js';
import type { Narrowing, Propagator } from '../props/propagator.js';
import { cellSetImage, isRuleError, readCells, type RuleModule } from '../module.js';

class RenbanPropagator implements Propagator {
  constructor(
    readonly cells: Int32Array,
    private readonly n: number,
  ) {}

  propagate(m: Int32Array, out: Narrowing): boolean {
    const cells = this.cells;
    const k = cells.length;
    let union = 0;
    for (let i = 0; i < k; i++) union |= m[cells[i]];
    const run0 = (1 << k) - 1;
    let possible = 0;
    for (let s = 0; s + k <= this.n; s++) {
      const run = run0 << s;
      if (popcount(union & run) < k) continue;
      let ok = true;
      for (let i = 0; i < k && ok; i++) if ((m[cells[i]] & run) === 0) ok = false;
      if (ok) possible |= run;
    }
    if (possible === 0) return false;
    let fixed = 0;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      const nv = v & possible;
      if (nv === 0) return false;
      if (nv !== v) out.set(cells[i], nv);
      if ((nv & (nv - 1)) === 0) {
        if ((fixed & nv) !== 0) return false;
        fixed |= nv;
      }
    }
    return true;
  }
}

export const renban: RuleModule<'RENBAN'> = {
  kind: 'RENBAN',
  image: (rule, m) => ({ kind: 'RENBAN', cells: cellSetImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 1, ctx.n);
    if (isRuleError(cells)) return cells;
    return { cells, key: `RENBAN ${[...cells].sort((x, y) => x - y).join(',')}` };
  },
  compile(rule, b, ctx) {
    const source = { kind: 'RENBAN' as const, rule: ctx.index };
    b.distinct(rule.cells, source);
    b.propagator(new RenbanPropagator(Int32Array.from(rule.cells), ctx.n), source);
  },
};
