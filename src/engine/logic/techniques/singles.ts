// Singles: full house (the last empty cell of a unit), hidden single (a value with one place left
// in a box, then in a row or column) and naked single (a cell with one candidate left). On a board
// with rules every house counts: a jigsaw's regions and windoku's windows as boxes, diagonals,
// disjoint groups and extra regions as lines.
import { popcount } from '../../bits.js';
import { HOUSE_REGION, HOUSE_WINDOW } from '../../geometry.js';
import { cellName, houseName, valueName } from '../describe.js';
import type { LogicContext, LogicGeometry, Step } from '../types.js';
import { cv, gridUnits, houseRules } from '../grid.js';

/** Hidden single in a box (SE 1.2); in a row or column it is the row's weight, 1.5 (grading.ts stepWeight). */
export const HIDDEN_SINGLE_BOX_WEIGHT = 1.2;

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
    return {
      technique: 'FULL_HOUSE',
      placements: [cv(n, empty, value)],
      eliminations: [],
      cells: [empty],
      units: gridUnits(g, [u]),
      explanation: `${cellName(n, empty)} is the last empty cell of ${houseName(g, u)}, so it takes the missing ${valueName(value)}.`,
      ...houseRules(g, [u]),
    };
  }
  return null;
}

/** Boxes, a jigsaw's regions and windoku's windows: a hidden single there rates as in a box. */
const boxShaped = (g: LogicGeometry, u: number): boolean => {
  const kind = g.unitKinds[u];
  return kind === 2 || kind === HOUSE_REGION || kind === HOUSE_WINDOW;
};

/** Hidden single in the box-shaped units (`boxes`) or in the others, in unit order. */
function hiddenSingleIn(ctx: LogicContext, boxes: boolean): Step | null {
  const { geo: g, cands } = ctx.grid;
  const n = g.size;
  // Classic: the boxes are units 2N..3N-1, the lines 0..2N-1.
  const from = boxes ? 2 * n : 0;
  const to = g.rules === undefined ? (boxes ? 3 * n : 2 * n) : g.unitCount;
  for (let u = from; u < to; u++) {
    if (g.rules !== undefined && boxShaped(g, u) !== boxes) continue;
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
    const name = cellName(n, cell);
    const step: Step = {
      technique: 'HIDDEN_SINGLE',
      placements: [cv(n, cell, value)],
      eliminations: [],
      cells: [cell],
      units: gridUnits(g, [u]),
      explanation: `In ${houseName(g, u)}, ${valueName(value)} fits only ${name}, so ${name} is ${valueName(value)}.`,
      ...houseRules(g, [u]),
    };
    // A region or window rates as a box (a box's UnitRef already says so).
    return boxes && g.unitKinds[u] !== 2 ? { ...step, rating: HIDDEN_SINGLE_BOX_WEIGHT } : step;
  }
  return null;
}

export function hiddenSingleBox(ctx: LogicContext): Step | null {
  return hiddenSingleIn(ctx, true);
}

export function hiddenSingleLine(ctx: LogicContext): Step | null {
  return hiddenSingleIn(ctx, false);
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
