// Sudoku Explainer's "direct" variants: a pattern whose eliminations at once leave a hidden single,
// scored as that single's step (it places the value; the eliminations stay on the board).
// - direct pointing (1.7) / claiming (1.9): a value of a box confined to one line (of a line to
//   one box); another box crossing that line (another line crossing that box) then has one place
//   left for the value outside the first's intersection;
// - direct hidden pair (2.0) / triple (2.5): k values confined to k cells of a unit; another value
//   of that unit then has one place left outside those cells.
import { symbolFor } from '../../symbols.js';
import type { LogicContext, Step, TechniqueName } from '../types.js';
import { cellName, popcount, unitName, unitRef } from './links.js';

function unitCells(ctx: LogicContext, u: number): Int32Array {
  const n = ctx.grid.geo.size;
  return ctx.grid.geo.units.subarray(u * n, u * n + n);
}

/** Positions of `bit` in unit u (as a list of cells). */
function places(ctx: LogicContext, u: number, bit: number): number[] {
  const out: number[] = [];
  for (const c of unitCells(ctx, u)) if ((ctx.grid.cands[c] & bit) !== 0) out.push(c);
  return out;
}

/** Direct pointing (boxes into lines) or claiming (lines into boxes). */
function directLocking(ctx: LogicContext, pointing: boolean): Step | null {
  const { geo } = ctx.grid;
  const n = geo.size;
  const inside = pointing ? [2 * n, 3 * n] : [0, 2 * n];
  for (let d = 0; d < n; d++) {
    const bit = 1 << d;
    for (let u1 = inside[0]; u1 < inside[1]; u1++) {
      ctx.work.spent += n;
      if (ctx.work.spent > ctx.work.limit) return null;
      const p1 = places(ctx, u1, bit);
      if (p1.length < 2) continue;
      // The crossing units holding every place: for a box its row or column, for a line its box.
      const candidates = pointing ? [geo.cellUnits[3 * p1[0]], geo.cellUnits[3 * p1[0] + 1]] : [geo.cellUnits[3 * p1[0] + 2]];
      for (const u2 of candidates) {
        if (!p1.every((c) => geo.cellUnits[3 * c] === u2 || geo.cellUnits[3 * c + 1] === u2 || geo.cellUnits[3 * c + 2] === u2)) continue;
        const inU2 = new Set(unitCells(ctx, u2));
        const inU1 = new Set(unitCells(ctx, u1));
        const removed = [...inU2].filter((c) => !inU1.has(c) && (ctx.grid.cands[c] & bit) !== 0);
        if (removed.length === 0) continue;
        // Units of u1's type crossing u2 where the value keeps one place outside u2.
        for (const r of removed) {
          for (let j = 0; j < 3; j++) {
            const u3 = geo.cellUnits[3 * r + j];
            const sameType = pointing ? u3 >= 2 * n : u3 < 2 * n && u3 < n === u1 < n;
            if (!sameType || u3 === u1) continue;
            const p3 = places(ctx, u3, bit);
            if (p3.length < 2) continue;
            const left = p3.filter((c) => !inU2.has(c));
            if (left.length !== 1) continue;
            const cell = left[0];
            const technique: TechniqueName = pointing ? 'DIRECT_POINTING' : 'DIRECT_CLAIMING';
            const v = symbolFor(d + 1);
            return {
              technique,
              placements: [{ row: (cell / n) | 0, col: cell % n, value: d + 1 }],
              eliminations: [],
              cells: [...p1, cell],
              units: [unitRef(geo, u1), unitRef(geo, u2), unitRef(geo, u3)],
              explanation:
                `In ${unitName(geo, u1)}, ${v} fits only in ${unitName(geo, u2)}, so it leaves the rest of ${unitName(geo, u2)}; ` +
                `then in ${unitName(geo, u3)} ${v} fits only ${cellName(geo, cell)}.`,
            };
          }
        }
      }
    }
  }
  return null;
}

/** Direct hidden pair (k = 2) or triple (k = 3). */
function directHidden(ctx: LogicContext, k: number): Step | null {
  const { geo, values, cands } = ctx.grid;
  const n = geo.size;
  // SE's order of units: boxes, columns, rows.
  const order: number[] = [];
  for (let u = 2 * n; u < 3 * n; u++) order.push(u);
  for (let u = n; u < 2 * n; u++) order.push(u);
  for (let u = 0; u < n; u++) order.push(u);
  for (const u of order) {
    const cells = unitCells(ctx, u);
    let empty = 0;
    for (const c of cells) if (values[c] === 0) empty++;
    if (empty <= k) continue;
    ctx.work.spent += n * n;
    if (ctx.work.spent > ctx.work.limit) return null;
    // Positions of each value as a bit mask over the unit's cells.
    const pos = new Int32Array(n);
    for (let i = 0; i < n; i++) for (let m = cands[cells[i]]; m !== 0; m &= m - 1) pos[31 - Math.clz32(m & -m)] |= 1 << i;
    const digits: number[] = [];
    for (let d = 0; d < n; d++) if (pos[d] !== 0 && popcount(pos[d]) <= k) digits.push(d);
    const pick: number[] = [];
    const found = (from: number, union: number): Step | null => {
      if (pick.length === k) {
        if (popcount(union) !== k) return null;
        let set = 0;
        for (const d of pick) set |= 1 << d;
        for (let d = 0; d < n; d++) {
          if ((set >> d) & 1 || popcount(pos[d]) < 2) continue;
          const left = pos[d] & ~union;
          if (popcount(left) !== 1) continue;
          const cell = cells[31 - Math.clz32(left)];
          const setCells: number[] = [];
          for (let i = 0; i < n; i++) if ((union >> i) & 1) setCells.push(cells[i]);
          const names = pick.map((x) => symbolFor(x + 1)).join(', ');
          return {
            technique: k === 2 ? 'DIRECT_HIDDEN_PAIR' : 'DIRECT_HIDDEN_TRIPLE',
            placements: [{ row: (cell / n) | 0, col: cell % n, value: d + 1 }],
            eliminations: [],
            cells: [...setCells, cell],
            units: [unitRef(geo, u)],
            explanation:
              `In ${unitName(geo, u)}, ${names} fit only ${setCells.map((c) => cellName(geo, c)).join(', ')}, so those cells hold nothing else; ` +
              `then ${symbolFor(d + 1)} fits only ${cellName(geo, cell)}.`,
          };
        }
        return null;
      }
      for (let i = from; i < digits.length; i++) {
        const u2 = union | pos[digits[i]];
        if (popcount(u2) > k) continue;
        pick.push(digits[i]);
        const s = found(i + 1, u2);
        pick.pop();
        if (s !== null) return s;
      }
      return null;
    };
    const s = found(0, 0);
    if (s !== null) return s;
  }
  return null;
}

export const directPointing = (ctx: LogicContext): Step | null => directLocking(ctx, true);
export const directClaiming = (ctx: LogicContext): Step | null => directLocking(ctx, false);
export const directHiddenPair = (ctx: LogicContext): Step | null => directHidden(ctx, 2);
export const directHiddenTriple = (ctx: LogicContext): Step | null => directHidden(ctx, 3);
