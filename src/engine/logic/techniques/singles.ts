// Singles: full house (the last empty cell of a unit), hidden single (a value with one place left
// in a box, then in a row or column) and naked single (a cell with one candidate left).
import { popcount } from '../../bits.js';
import { cellName, unitName, valueName } from '../describe.js';
import type { LogicContext, Step } from '../types.js';
import { cv, unitRef } from '../grid.js';

export function fullHouse(ctx: LogicContext): Step | null {
  const { geo: g, values, cands } = ctx.grid;
  const n = g.size;
  for (let u = 0; u < g.unitCount; u++) {
    let empty = -1;
    let count = 0;
    let placed = 0;
    for (let k = u * n, end = k + n; k < end; k++) {
      const i = g.units[k];
      if (values[i] === 0) {
        empty = i;
        count++;
      } else placed |= 1 << (values[i] - 1);
    }
    ctx.work.spent += n;
    if (count !== 1) continue;
    const missing = g.allValues & ~placed;
    if (popcount(missing) !== 1 || (cands[empty] & missing) === 0) continue; // contradictory grid
    const value = 31 - Math.clz32(missing) + 1;
    const unit = unitRef(g, u);
    return {
      technique: 'FULL_HOUSE',
      placements: [cv(n, empty, value)],
      eliminations: [],
      cells: [empty],
      units: [unit],
      explanation: `${cellName(n, empty)} is the last empty cell of ${unitName(unit)}, so it takes the missing ${valueName(value)}.`,
    };
  }
  return null;
}

/** Hidden single in units [from, to) of the geometry's unit list. */
function hiddenSingleIn(ctx: LogicContext, from: number, to: number): Step | null {
  const { geo: g, cands } = ctx.grid;
  const n = g.size;
  for (let u = from; u < to; u++) {
    let once = 0;
    let twice = 0;
    for (let k = u * n, end = k + n; k < end; k++) {
      const m = cands[g.units[k]];
      twice |= once & m;
      once |= m;
    }
    ctx.work.spent += n;
    const single = once & ~twice;
    if (single === 0) continue;
    const bit = single & -single;
    const value = 31 - Math.clz32(bit) + 1;
    let cell = -1;
    for (let k = u * n, end = k + n; k < end && cell < 0; k++) if (cands[g.units[k]] & bit) cell = g.units[k];
    const unit = unitRef(g, u);
    const name = cellName(n, cell);
    return {
      technique: 'HIDDEN_SINGLE',
      placements: [cv(n, cell, value)],
      eliminations: [],
      cells: [cell],
      units: [unit],
      explanation: `In ${unitName(unit)}, ${valueName(value)} fits only ${name}, so ${name} is ${valueName(value)}.`,
    };
  }
  return null;
}

export function hiddenSingleBox(ctx: LogicContext): Step | null {
  const n = ctx.grid.geo.size;
  return hiddenSingleIn(ctx, 2 * n, 3 * n);
}

export function hiddenSingleLine(ctx: LogicContext): Step | null {
  const n = ctx.grid.geo.size;
  return hiddenSingleIn(ctx, 0, 2 * n);
}

export function nakedSingle(ctx: LogicContext): Step | null {
  const { geo: g, values, cands } = ctx.grid;
  const n = g.size;
  for (let i = 0; i < g.cellCount; i++) {
    if (values[i] !== 0) continue;
    const m = cands[i];
    if (m === 0 || (m & (m - 1)) !== 0) continue;
    ctx.work.spent += i + 1;
    const value = 31 - Math.clz32(m) + 1;
    const name = cellName(n, i);
    return {
      technique: 'NAKED_SINGLE',
      placements: [cv(n, i, value)],
      eliminations: [],
      cells: [i],
      units: [],
      explanation: `${name} has one candidate left, ${valueName(value)}, so ${name} is ${valueName(value)}.`,
    };
  }
  ctx.work.spent += g.cellCount;
  return null;
}
