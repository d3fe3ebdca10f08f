// Intersections (locked candidates): pointing, a value of a box confined to one row or column of
// it, leaves the rest of that line; claiming, a value of a row or column confined to one box,
// leaves the rest of that box. Both hold for any r×c box.
import type { Geometry } from '../../geometry.js';
import { placeMasks } from '../places.js';
import { cellNames, unitName, valueName } from '../describe.js';
import type { CellValue, LogicContext, Step, UnitRef } from '../types.js';
import { changedDigits, remembering } from '../recall.js';
import { cv, unitRef } from '../grid.js';

/**
 * Value v confined, within unit `inside`, to the cells it shares with unit `other`: v leaves the
 * cells of `other` outside `inside`. Null when `other` has no such candidate.
 */
function lockedStep(
  ctx: LogicContext,
  g: Geometry,
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
  const cu = g.cellUnits;
  for (let k = other * n, end = k + n; k < end; k++) {
    const j = g.units[k];
    // j lies in `inside` when one of its three units is it (no set per call: this runs inside
    // every dynamic-plus propagation).
    const inInside = cu[3 * j] === inside || cu[3 * j + 1] === inside || cu[3 * j + 2] === inside;
    if (!inInside && cands[j] & bit) eliminations.push(cv(n, j, v));
  }
  ctx.work.spent += 2 * n;
  if (eliminations.length === 0) return null;
  const a: UnitRef = unitRef(g, inside);
  const b: UnitRef = unitRef(g, other);
  const s = valueName(v);
  return {
    technique,
    placements: [],
    eliminations,
    cells: where,
    units: [a, b],
    explanation:
      `In ${unitName(a)}, ${s} fits only ${cellNames(n, where)}, all in ${unitName(b)}, so ${s} leaves the other cells of ` +
      `${unitName(b)}.`,
  };
}

/** The cells of unit u at the positions of `mask` (placeMasks), in unit order. */
function cellsAt(g: Geometry, u: number, mask: number): number[] {
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
  const n = g.size;
  const places = placeMasks(ctx.grid);
  for (let line = 0; line < 2 * n; line++) {
    for (let v = 1; v <= n; v++) {
      if (((digits >> (v - 1)) & 1) === 0) continue;
      if (ctx.work.spent > ctx.work.limit) return null;
      ctx.work.spent += n;
      const mask = places[line * n + v - 1];
      if (mask === 0 || (mask & (mask - 1)) === 0) continue;
      const box = g.boxOf[g.units[line * n + 31 - Math.clz32(mask & -mask)]];
      let inBox = true;
      for (let m = mask; m !== 0 && inBox; m &= m - 1) inBox = g.boxOf[g.units[line * n + 31 - Math.clz32(m & -m)]] === box;
      if (!inBox) continue;
      const s = lockedStep(ctx, g, 'CLAIMING', line, 2 * n + box, v, cellsAt(g, line, mask));
      if (s) return s;
    }
  }
  return null;
}
