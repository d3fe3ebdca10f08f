// SANDWICH: in that row (or column), the values strictly between the cells holding 1 and N add up to
// `sum`. Its propagator tries every place of 1 and N: a cell keeps the values some feasible placing
// gives it (1 or N at their places, the sandwich's filling between, any middle value outside).
import { popcount } from '../../bits.js';
import { combosFor, type Combos } from '../props/combos.js';
import type { Narrowing, Propagator } from '../props/propagator.js';
import { badRule, isRuleError, readEnum, readInt, type RuleModule } from '../module.js';

/** The sums a sandwich can have on N: every sum of a subset of 2..N−1. */
export function sandwichSums(n: number): Set<number> {
  let sums = new Set<number>([0]);
  for (let v = 2; v <= n - 1; v++) sums = new Set([...sums, ...[...sums].map((s) => s + v)]);
  return sums;
}

export function sandwichCells(line: 'ROW' | 'COLUMN', index: number, n: number): number[] {
  return Array.from({ length: n }, (_, k) => (line === 'ROW' ? index * n + k : k * n + index));
}

class SandwichPropagator implements Propagator {
  private readonly union: Int32Array;
  private readonly combos: Combos | null;

  constructor(
    readonly cells: Int32Array,
    private readonly sum: number,
    private readonly n: number,
  ) {
    this.union = new Int32Array(n);
    this.combos = combosFor(n);
  }

  /** Whether k distinct values of `values` can add up to the sum; the mask of those that can (0: none), -1 for k = 0 and sum 0. */
  private filling(k: number, values: number): number {
    if (k === 0) return this.sum === 0 ? -1 : 0;
    if (popcount(values) < k) return 0;
    if (this.combos !== null) {
      const list = this.combos.list(k, this.sum);
      let possible = 0;
      for (let j = 0; j < list.length; j++) if ((list[j] & ~values) === 0) possible |= list[j];
      return possible;
    }
    // Bounds: the k smallest and the k largest of `values`.
    let least = 0;
    let most = 0;
    for (let x = values, t = 0; t < k; t++, x &= x - 1) least += 32 - Math.clz32(x & -x);
    for (let x = values, t = 0; t < k; t++) {
      const top = 31 - Math.clz32(x);
      most += top + 1;
      x &= ~(1 << top);
    }
    return least <= this.sum && this.sum <= most ? values : 0;
  }

  propagate(m: Int32Array, out: Narrowing): boolean {
    const n = this.n;
    const cells = this.cells;
    const one = 1;
    const top = 1 << (n - 1);
    const middle = (top - 1) & ~one;
    const keep = this.union;
    keep.fill(0);
    let any = false;
    for (let p = 0; p < n; p++) {
      if ((m[cells[p]] & one) === 0) continue;
      for (let q = 0; q < n; q++) {
        if (q === p || (m[cells[q]] & top) === 0) continue;
        const lo = p < q ? p : q;
        const hi = p < q ? q : p;
        let inside = 0;
        let ok = true;
        for (let j = lo + 1; j < hi && ok; j++) {
          const v = m[cells[j]] & middle;
          if (v === 0) ok = false;
          inside |= v;
        }
        for (let j = 0; j < n && ok; j++) if ((j < lo || j > hi) && (m[cells[j]] & middle) === 0) ok = false;
        if (!ok) continue;
        const fill = this.filling(hi - lo - 1, inside);
        if (fill === 0) continue;
        any = true;
        keep[p] |= one;
        keep[q] |= top;
        for (let j = 0; j < n; j++) {
          if (j === p || j === q) continue;
          keep[j] |= m[cells[j]] & (j > lo && j < hi ? fill & middle : middle);
        }
      }
    }
    if (!any) return false;
    for (let j = 0; j < n; j++) {
      const v = m[cells[j]];
      const nv = v & keep[j];
      if (nv === 0) return false;
      if (nv !== v) out.set(cells[j], nv);
    }
    return true;
  }
}

export const sandwich: RuleModule<'SANDWICH'> = {
  kind: 'SANDWICH',
  // The clue moves with its line: a row may become a column.
  image(rule, m) {
    const [a, b] = sandwichCells(rule.line, rule.index, m.n)
      .slice(0, 2)
      .map((x) => m.cell(x));
    const n = m.n;
    const row = Math.floor(a / n) === Math.floor(b / n);
    return { kind: 'SANDWICH', line: row ? 'ROW' : 'COLUMN', index: row ? Math.floor(a / n) : a % n, sum: rule.sum };
  },
  check(rule, ctx) {
    const n = ctx.n;
    const line = readEnum(rule.line, ctx, 'line', ['ROW', 'COLUMN'] as const);
    if (isRuleError(line)) return line;
    const index = readInt(rule.index, ctx, 'index', 0, n - 1);
    if (isRuleError(index)) return index;
    const sum = readInt(rule.sum, ctx, 'sum', 0, (n * (n - 1)) / 2);
    if (isRuleError(sum)) return sum;
    if (!sandwichSums(n).has(sum)) return badRule(ctx, `no values of 2…${n - 1} add up to ${sum}`);
    return { cells: sandwichCells(line, index, n), key: `SANDWICH ${line} ${index}` };
  },
  compile(rule, b, ctx) {
    const cells = Int32Array.from(sandwichCells(rule.line, rule.index, ctx.n));
    b.propagator(new SandwichPropagator(cells, rule.sum, ctx.n), { kind: 'SANDWICH', rule: ctx.index });
  },
};
