// Intersections (locked candidates): pointing, a value of a box confined to one row or column of
// it, leaves the rest of that line; claiming, a value of a row or column confined to one box,
// leaves the rest of that box. Both hold for any r×c box. On a board with rules, for any two
// houses: a value of a house confined to the cells it shares with another leaves the other's
// remaining cells (pointing from a box, region, window, disjoint group or extra region; claiming
// from a row, column or diagonal).
import { HOUSE_DIAGONAL } from '../../geometry.js';
import type { LogicGeometry } from '../types.js';
import { placeMasks } from '../places.js';
import { cellNames, houseName, valueName } from '../describe.js';
import type { CellValue, LogicContext, Step } from '../types.js';
import { changedDigits, remembering } from '../recall.js';
import { cv, gridUnits, houseRules } from '../grid.js';

/**
 * Value v confined, within unit `inside`, to the cells it shares with unit `other`: v leaves the
 * cells of `other` outside `inside`. Null when `other` has no such candidate.
 */
function lockedStep(
  ctx: LogicContext,
  g: LogicGeometry,
  technique: 'POINTING' | 'CLAIMING',
  inside: number,
  other: number,
  v: number,
  where: number[],
): Step | null {
  const n = g.size;
  const { cands } = ctx.grid;
  const bit = 1 << (v - 1);
  const eliminations: CellValue[] = [];
  const { cellUnits: cu, cellUnitStart: cs } = g;
  for (let k = other * n, end = k + n; k < end; k++) {
    const j = g.units[k];
    if ((cands[j] & bit) === 0) continue;
    // j lies in `inside` when one of its units is it (no set per call: this runs inside every
    // dynamic-plus propagation).
    let inInside = false;
    for (let x = cs[j], e = cs[j + 1]; x < e && !inInside; x++) inInside = cu[x] === inside;
    if (!inInside) eliminations.push(cv(n, j, v));
  }
  ctx.work.spent += 2 * n;
  if (eliminations.length === 0) return null;
  const s = valueName(v);
  return {
    technique,
    placements: [],
    eliminations,
    cells: where,
    units: gridUnits(g, [inside, other]),
    explanation:
      `In ${houseName(g, inside)}, ${s} fits only ${cellNames(n, where)}, all in ${houseName(g, other)}, ` +
      `so ${s} leaves the other cells of ` +
      `${houseName(g, other)}.`,
    ...houseRules(g, [inside, other]),
  };
}

/** The cells of unit u at the positions of `mask` (placeMasks), in unit order. */
function cellsAt(g: LogicGeometry, u: number, mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(g.units[u * g.size + 31 - Math.clz32(m & -m)]);
  return out;
}

// Both read each value's places alone: with the recall, only the values whose places changed (recall.ts).
export function pointing(ctx: LogicContext): Step | null {
  const digits = changedDigits(ctx, 'POINTING');
  return remembering(ctx, 'POINTING', () => pointingIn(ctx, digits));
}

function pointingIn(ctx: LogicContext, digits: number): Step | null {
  const g = ctx.grid.geo;
  if (g.rules !== undefined) return lockedIn(ctx, digits, false);
  const n = g.size;
  const places = placeMasks(ctx.grid);
  for (let b = 0; b < n; b++) {
    const box = 2 * n + b;
    for (let v = 1; v <= n; v++) {
      if (((digits >> (v - 1)) & 1) === 0) continue;
      if (ctx.work.spent > ctx.work.limit) return null;
      ctx.work.spent += n;
      const mask = places[box * n + v - 1];
      if (mask === 0 || (mask & (mask - 1)) === 0) continue;
      const first = g.units[box * n + 31 - Math.clz32(mask & -mask)];
      const row = (first / n) | 0;
      const col = first % n;
      let sameRow = true;
      let sameCol = true;
      for (let m = mask; m !== 0; m &= m - 1) {
        const i = g.units[box * n + 31 - Math.clz32(m & -m)];
        if (((i / n) | 0) !== row) sameRow = false;
        if (i % n !== col) sameCol = false;
      }
      if (sameRow) {
        const s = lockedStep(ctx, g, 'POINTING', box, row, v, cellsAt(g, box, mask));
        if (s) return s;
      }
      if (sameCol) {
        const s = lockedStep(ctx, g, 'POINTING', box, n + col, v, cellsAt(g, box, mask));
        if (s) return s;
      }
    }
  }
  return null;
}

export function claiming(ctx: LogicContext): Step | null {
  const digits = changedDigits(ctx, 'CLAIMING');
  return remembering(ctx, 'CLAIMING', () => claimingIn(ctx, digits));
}

function claimingIn(ctx: LogicContext, digits: number): Step | null {
  const g = ctx.grid.geo;
  if (g.rules !== undefined) return lockedIn(ctx, digits, true);
  const n = g.size;
  const places = placeMasks(ctx.grid);
  for (let line = 0; line < 2 * n; line++) {
    for (let v = 1; v <= n; v++) {
      if (((digits >> (v - 1)) & 1) === 0) continue;
      if (ctx.work.spent > ctx.work.limit) return null;
      ctx.work.spent += n;
      const mask = places[line * n + v - 1];
      if (mask === 0 || (mask & (mask - 1)) === 0) continue;
      const boxOf = g.boxOf as Int32Array;
      const box = boxOf[g.units[line * n + 31 - Math.clz32(mask & -mask)]];
      let inBox = true;
      for (let m = mask; m !== 0 && inBox; m &= m - 1) inBox = boxOf[g.units[line * n + 31 - Math.clz32(m & -m)]] === box;
      if (!inBox) continue;
      const s = lockedStep(ctx, g, 'CLAIMING', line, 2 * n + box, v, cellsAt(g, line, mask));
      if (s) return s;
    }
  }
  return null;
}

/** Rows, columns and diagonals: the houses that claim (the others point). */
const isLine = (g: LogicGeometry, u: number): boolean => g.unitKinds[u] <= 1 || g.unitKinds[u] === HOUSE_DIAGONAL;

/**
 * Locked candidates between any two houses of a board with rules: in each house of one group
 * (`lines`: rows, columns, diagonals; else every other house), in unit order, a value whose places
 * (two or more) all lie in another house leaves that house's other cells. The other house is looked
 * for among the first place's houses, in their order.
 */
function lockedIn(ctx: LogicContext, digits: number, lines: boolean): Step | null {
  const g = ctx.grid.geo;
  const n = g.size;
  const { units, cellUnits, cellUnitStart } = g;
  const places = placeMasks(ctx.grid);
  for (let a = 0; a < g.unitCount; a++) {
    if (isLine(g, a) !== lines) continue;
    for (let v = 1; v <= n; v++) {
      if (((digits >> (v - 1)) & 1) === 0) continue;
      if (ctx.work.spent > ctx.work.limit) return null;
      ctx.work.spent += n;
      const mask = places[a * n + v - 1];
      if (mask === 0 || (mask & (mask - 1)) === 0) continue;
      const first = units[a * n + 31 - Math.clz32(mask & -mask)];
      for (let x = cellUnitStart[first]; x < cellUnitStart[first + 1]; x++) {
        const b = cellUnits[x];
        if (b === a) continue;
        let all = true;
        for (let m = mask & (mask - 1); m !== 0 && all; m &= m - 1) {
          const c = units[a * n + 31 - Math.clz32(m & -m)];
          all = false;
          for (let y = cellUnitStart[c]; y < cellUnitStart[c + 1] && !all; y++) all = cellUnits[y] === b;
        }
        if (!all) continue;
        const s = lockedStep(ctx, g, lines ? 'CLAIMING' : 'POINTING', a, b, v, cellsAt(g, a, mask));
        if (s) return s;
      }
    }
  }
  return null;
}
