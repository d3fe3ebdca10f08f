// Bivalue Universal Grave, type 1 (Sudoku Explainer 5.6): on a board known to have one solution,
// when every empty cell holds two candidates but one cell with three, the board without that
// cell's extra digit would be a "grave" (every candidate twice in each unit: two solutions or
// none). So the extra digit, the one found three times in that cell's row, is the cell's value.
import { symbolFor } from '../../symbols.js';
import type { LogicContext, Step } from '../types.js';
import { cellName, popcount, unitName, unitRef } from './links.js';

export function bugType1(ctx: LogicContext): Step | null {
  if (!ctx.unique) return null;
  const { geo, values, cands } = ctx.grid;
  const n = geo.size;
  ctx.work.spent += geo.cellCount;
  let extra = -1;
  for (let c = 0; c < geo.cellCount; c++) {
    if (values[c] !== 0) continue;
    const k = popcount(cands[c]);
    if (k === 2) continue;
    if (k !== 3 || extra >= 0) return null;
    extra = c;
  }
  if (extra < 0) return null;
  // Every other unit must hold each digit twice or not at all (the grave); the extra cell's three
  // units hold its extra digit three times and every other digit twice.
  ctx.work.spent += geo.unitCount * n;
  const counts = new Int32Array(n);
  let digit = -1;
  for (let u = 0; u < geo.unitCount; u++) {
    counts.fill(0);
    let has = false;
    for (let k = u * n, e = k + n; k < e; k++) {
      const c = geo.units[k];
      if (c === extra) has = true;
      for (let m = cands[c]; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]++;
    }
    for (let d = 0; d < n; d++) {
      const want = counts[d] === 0 || counts[d] === 2;
      if (want) continue;
      if (!has || counts[d] !== 3 || (cands[extra] & (1 << d)) === 0) return null;
      if (digit >= 0 && digit !== d) return null;
      digit = d;
    }
  }
  if (digit < 0) return null;
  const row = geo.cellUnits[3 * extra];
  return {
    technique: 'BUG_TYPE_1',
    placements: [{ row: (extra / n) | 0, col: extra % n, value: digit + 1 }],
    eliminations: [],
    cells: [extra],
    units: [unitRef(geo, row)],
    explanation:
      `Every empty cell but ${cellName(geo, extra)} holds two candidates, and each candidate sits twice in every unit but ` +
      `${symbolFor(digit + 1)} three times in ${unitName(geo, row)}: without it the board would have two solutions or none, so ` +
      `${cellName(geo, extra)} is ${symbolFor(digit + 1)}.`,
  };
}
