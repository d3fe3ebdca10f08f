// Intersections (locked candidates): pointing, a value of a box confined to one row or column of
// it, leaves the rest of that line; claiming, a value of a row or column confined to one box,
// leaves the rest of that box. Both hold for any r×c box.
import type { Geometry } from '../../geometry.js';
import { symbolFor } from '../../symbols.js';
import { cellNames, cv, unitName, unitRef } from '../describe.js';
import type { CellValue, LogicContext, Step, UnitRef } from '../types.js';

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
  const s = symbolFor(v);
  return {
    technique,
    placements: [],
    eliminations,
    cells: where,
    units: [a, b],
    explanation: `In ${unitName(a)}, ${s} fits only ${cellNames(n, where)}, all in ${unitName(b)}, so ${s} leaves the other cells of ${unitName(b)}.`,
  };
}

/** Cells of unit u holding candidate v. */
function placesOf(ctx: LogicContext, u: number, bit: number): number[] {
  const g = ctx.grid.geo;
  const out: number[] = [];
  for (let k = u * g.size, end = k + g.size; k < end; k++) if (ctx.grid.cands[g.units[k]] & bit) out.push(g.units[k]);
  ctx.work.spent += g.size;
  return out;
}

export function pointing(ctx: LogicContext): Step | null {
  const g = ctx.grid.geo;
  const n = g.size;
  for (let b = 0; b < n; b++) {
    const box = 2 * n + b;
    for (let v = 1; v <= n; v++) {
      if (ctx.work.spent > ctx.work.limit) return null;
      const where = placesOf(ctx, box, 1 << (v - 1));
      if (where.length < 2) continue;
      const row = (where[0] / n) | 0;
      const col = where[0] % n;
      if (where.every((i) => ((i / n) | 0) === row)) {
        const s = lockedStep(ctx, g, 'POINTING', box, row, v, where);
        if (s) return s;
      }
      if (where.every((i) => i % n === col)) {
        const s = lockedStep(ctx, g, 'POINTING', box, n + col, v, where);
        if (s) return s;
      }
    }
  }
  return null;
}

export function claiming(ctx: LogicContext): Step | null {
  const g = ctx.grid.geo;
  const n = g.size;
  for (let line = 0; line < 2 * n; line++) {
    for (let v = 1; v <= n; v++) {
      if (ctx.work.spent > ctx.work.limit) return null;
      const where = placesOf(ctx, line, 1 << (v - 1));
      if (where.length < 2) continue;
      const box = g.boxOf[where[0]];
      if (!where.every((i) => g.boxOf[i] === box)) continue;
      const s = lockedStep(ctx, g, 'CLAIMING', line, 2 * n + box, v, where);
      if (s) return s;
    }
  }
  return null;
}
