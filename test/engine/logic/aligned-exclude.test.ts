// The aligned exclusions' check of one set of base cells (techniques/aligned-exclusion.ts exclude)
// against every choice of values, enumerated here independently: a candidate of a base cell goes
// exactly when no choice holding it is possible (two base cells sharing a unit with one value, or
// an excluder left without candidates). Random base cells and excluders on 9×9 and 6×6 (2×3).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { geometryOf } from '../../../src/engine/geometry.js';
import { cellSetsOf } from '../../../src/engine/logic/propagation/cell-sets.js';
import { exclude } from '../../../src/engine/logic/techniques/aligned-exclusion.js';
import { sees } from '../../../src/engine/logic/propagation/links.js';
import type { CellValue, LogicContext } from '../../../src/engine/logic/types.js';

/** Every candidate of each base cell that no possible choice holds, base cell by base cell, ascending. */
function byEnumeration(geo: ReturnType<typeof geometryOf>, cands: Int32Array, base: number[], excluders: number[]): CellValue[] {
  const n = geo.size;
  const allowed = base.map(() => 0);
  const digits = base.map((c) => [...Array(n).keys()].filter((d) => (cands[c] >> d) & 1));
  const pick = (i: number, values: number[]): void => {
    if (i === base.length) {
      for (let a = 0; a < base.length; a++) for (let b = 0; b < a; b++) if (values[a] === values[b] && sees(geo, base[a], base[b])) return;
      const union = values.reduce((m, v) => m | (1 << v), 0);
      if (excluders.some((x) => (cands[x] & ~union) === 0)) return;
      values.forEach((v, j) => (allowed[j] |= 1 << v));
      return;
    }
    for (const v of digits[i]) pick(i + 1, [...values, v]);
  };
  pick(0, []);
  return base.flatMap((c, i) =>
    digits[i].filter((d) => ((allowed[i] >> d) & 1) === 0).map((d) => ({ row: Math.floor(c / n), col: c % n, value: d + 1 })),
  );
}

/** Values drawn from the first four only, so that the random excluders do exclude. */
const DIGITS = 4;

const mask = (n: number, min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: min, maxLength: max }).map((ds) => ds.reduce((m, d) => m | (1 << d), 0));

for (const [size, boxRows, boxCols] of [
  [9, 3, 3],
  [6, 2, 3],
] as const) {
  const geo = geometryOf({ size, boxRows, boxCols });
  const sets = cellSetsOf(geo);
  const cell = fc.integer({ min: 0, max: geo.cellCount - 1 });
  describe(`aligned exclusion's check, ${size}×${size}`, () => {
    it('eliminates exactly the candidates no possible choice holds', () => {
      let eliminated = 0;
      fc.assert(
        fc.property(
          fc.uniqueArray(cell, { minLength: 2, maxLength: 3 }),
          fc.array(mask(DIGITS, 2, 4), { minLength: 3, maxLength: 3 }),
          fc.array(fc.tuple(cell, mask(DIGITS, 2, 3)), { minLength: 0, maxLength: 12 }),
          (base, baseMasks, ex) => {
            const cands = new Int32Array(geo.cellCount);
            base.forEach((c, i) => (cands[c] = baseMasks[i]));
            const excluders = [...new Set(ex.filter(([c]) => !base.includes(c)).map(([c, m]) => ((cands[c] = m), c)))];
            const ctx = {
              grid: { geo, values: new Uint8Array(geo.cellCount), cands },
              unique: true,
              work: { spent: 0, limit: Infinity },
            } as LogicContext;
            const got = exclude(ctx, sets, Int32Array.from(base), base.length, Int32Array.from(excluders), excluders.length);
            const want = byEnumeration(geo, cands, base, excluders);
            eliminated += want.length;
            expect(got).toEqual(want);
            expect(ctx.work.spent).toBeGreaterThan(0);
          },
        ),
        { numRuns: 3000, seed: 23 },
      );
      // The generated sets do eliminate (the property is not only "nothing goes").
      expect(eliminated).toBeGreaterThan(1000);
    });
  });
}
