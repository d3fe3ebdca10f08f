// QUADRUPLE: the 2×2 block whose top-left cell is `cell` holds each of `values` (a value listed twice,
// at least twice). Its propagator counts, per listed value, the cells that can still hold it.
import type { Narrowing, Propagator } from '../props/propagator.js';
import { badRule, isRuleError, readCell, type RuleModule } from '../module.js';

class QuadruplePropagator implements Propagator {
  /** Listed values as masks, and how many cells each needs. */
  private readonly bits: Int32Array;
  private readonly needs: Int32Array;
  private readonly listed: number;
  private readonly total: number;

  constructor(
    readonly cells: Int32Array,
    values: readonly number[],
  ) {
    const distinct = [...new Set(values)];
    this.bits = Int32Array.from(distinct.map((v) => 1 << (v - 1)));
    this.needs = Int32Array.from(distinct.map((v) => values.filter((x) => x === v).length));
    this.listed = distinct.reduce((m, v) => m | (1 << (v - 1)), 0);
    this.total = values.length;
  }

  propagate(m: Int32Array, out: Narrowing): boolean {
    const cells = this.cells;
    // Cells that can still hold a listed value: each listed value needs its own.
    let free = 0;
    for (let i = 0; i < 4; i++) if ((m[cells[i]] & this.listed) !== 0) free++;
    if (free < this.total) return false;
    for (let t = 0; t < this.bits.length; t++) {
      const bit = this.bits[t];
      let can = 0;
      for (let i = 0; i < 4; i++) if ((m[cells[i]] & bit) !== 0) can++;
      if (can < this.needs[t]) return false;
      if (can === this.needs[t]) {
        for (let i = 0; i < 4; i++) {
          const v = m[cells[i]];
          if ((v & bit) !== 0 && v !== bit) out.set(cells[i], bit);
        }
      }
    }
    // As many cells can hold a listed value as values are listed: those cells hold only listed values.
    if (free === this.total) {
      for (let i = 0; i < 4; i++) {
        const v = m[cells[i]];
        const nv = v & this.listed;
        if (nv !== 0 && nv !== v) out.set(cells[i], nv);
      }
    }
    return true;
  }
}

export const quadruple: RuleModule<'QUADRUPLE'> = {
  kind: 'QUADRUPLE',
  // The 2×2 block's image is a 2×2 block: its top-left cell is the smallest.
  image(rule, m) {
    const c = rule.cell;
    const n = m.n;
    const cell = Math.min(...[c, c + 1, c + n, c + n + 1].map((x) => m.cell(x)));
    return { kind: 'QUADRUPLE', cell, values: rule.values.map((v) => m.value(v)).sort((a, b) => a - b) };
  },
  check(rule, ctx) {
    const n = ctx.n;
    const cell = readCell(rule.cell, ctx, 'cell');
    if (isRuleError(cell)) return cell;
    if (Math.floor(cell / n) === n - 1 || cell % n === n - 1)
      return badRule(ctx, 'a quadruple sits on the top-left cell of a 2×2 block inside the grid', cell);
    const values: unknown = rule.values;
    if (!Array.isArray(values) || values.length < 1 || values.length > 4) return badRule(ctx, 'values must list 1 to 4 values', cell);
    for (const v of values) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n)
        return badRule(ctx, `value ${JSON.stringify(v) ?? String(v)} is outside 1…${n}`, cell);
      // Two cells of a 2×2 block that hold the same value are diagonal: at most two of them.
      if (values.filter((x) => x === v).length > 2)
        return badRule(ctx, `value ${v} is listed more than twice; a 2×2 block holds it at most twice`, cell);
    }
    return { cells: [cell, cell + 1, cell + n, cell + n + 1], key: `QUADRUPLE ${cell}` };
  },
  compile(rule, b, ctx) {
    const c = rule.cell;
    const n = ctx.n;
    b.propagator(new QuadruplePropagator(Int32Array.of(c, c + 1, c + n, c + n + 1), rule.values), { kind: 'QUADRUPLE', rule: ctx.index });
  },
};
