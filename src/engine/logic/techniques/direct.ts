// Sudoku Explainer's "direct" variants: a pattern whose eliminations at once leave a hidden single,
// scored as that single's step (it places the value; the eliminations stay on the board).
// - direct pointing (1.7) / claiming (1.9): a value of a box confined to one line (of a line to
//   one box); another box crossing that line (another line crossing that box) then has one place
//   left for the value outside the first's intersection;
// - direct hidden pair (2.0) / triple (2.5): k values confined to k cells of a unit; another value
//   of that unit then has one place left outside those cells.
//
// On a board with rules the same patterns run over every house: pointing from a box, region,
// window, disjoint group or extra region, claiming from a row, column or diagonal, the single in a
// house of the first house's kind; the hidden subsets in any house.
import { HOUSE_DIAGONAL } from '../../geometry.js';
import type { LogicContext, LogicGeometry, Step, TechniqueName } from '../types.js';
import { cellName, houseName, valueName, valueSymbols } from '../describe.js';
import { popcount } from '../../bits.js';
import { placeMasks } from '../places.js';
import { changedDigits, changedUnits, remembering } from '../recall.js';
import { houseRefs } from '../grid.js';
import { hasUnit } from '../propagation/links.js';

/** The unit's kind as an index into a cell's three units (0 row, 1 column, 2 box). */
const kindOf = (n: number, u: number): number => (u < n ? 0 : u < 2 * n ? 1 : 2);

/**
 * Direct pointing (boxes into lines) or claiming (lines into boxes). Each digit's places alone
 * decide: with the recall, only the digits whose places changed (recall.ts).
 */
function directLocking(ctx: LogicContext, pointing: boolean): Step | null {
  const key = pointing ? 'DIRECT_POINTING' : 'DIRECT_CLAIMING';
  const digits = changedDigits(ctx, key);
  return remembering(ctx, key, () => directLockingIn(ctx, pointing, digits));
}

function directLockingIn(ctx: LogicContext, pointing: boolean, digits: number): Step | null {
  const { geo, cands } = ctx.grid;
  if (geo.rules !== undefined) return directLockingAnywhere(ctx, pointing, digits);
  const { units, cellUnits } = geo;
  const n = geo.size;
  // Positions of a value in a unit as a mask, walked in unit order (the order a list would give).
  const places = placeMasks(ctx.grid);
  const from = pointing ? 2 * n : 0;
  const to = pointing ? 3 * n : 2 * n;
  for (let d = 0; d < n; d++) {
    if (((digits >> d) & 1) === 0) continue;
    const bit = 1 << d;
    for (let u1 = from; u1 < to; u1++) {
      ctx.work.spent += n;
      if (ctx.work.spent > ctx.work.limit) return null;
      const m1 = places[u1 * n + d];
      if (m1 === 0 || (m1 & (m1 - 1)) === 0) continue;
      const c0 = units[u1 * n + (31 - Math.clz32(m1 & -m1))];
      // The crossing units holding every place: for a box its row or column, for a line its box.
      for (let j2 = pointing ? 0 : 2, end2 = pointing ? 2 : 3; j2 < end2; j2++) {
        const u2 = cellUnits[3 * c0 + j2];
        let all = true;
        for (let m = m1; m !== 0 && all; m &= m - 1) {
          const c = units[u1 * n + (31 - Math.clz32(m & -m))];
          all = cellUnits[3 * c] === u2 || cellUnits[3 * c + 1] === u2 || cellUnits[3 * c + 2] === u2;
        }
        if (!all) continue;
        const k1 = kindOf(n, u1);
        const k2 = kindOf(n, u2);
        // Cells of u2 outside u1 that lose the value, in u2's order.
        for (let i = 0, k = u2 * n; i < n; i++, k++) {
          const r = units[k];
          if (cellUnits[3 * r + k1] === u1 || (cands[r] & bit) === 0) continue;
          // Units of u1's type crossing u2 where the value keeps one place outside u2.
          for (let j = 0; j < 3; j++) {
            const u3 = cellUnits[3 * r + j];
            const sameType = pointing ? u3 >= 2 * n : u3 < 2 * n && u3 < n === u1 < n;
            if (!sameType || u3 === u1) continue;
            const m3 = places[u3 * n + d];
            if (m3 === 0 || (m3 & (m3 - 1)) === 0) continue;
            let cell = -1;
            let left = 0;
            for (let m = m3; m !== 0 && left < 2; m &= m - 1) {
              const c = units[u3 * n + (31 - Math.clz32(m & -m))];
              if (cellUnits[3 * c + k2] !== u2) {
                cell = c;
                left++;
              }
            }
            if (left !== 1) continue;
            const p1: number[] = [];
            for (let m = m1; m !== 0; m &= m - 1) p1.push(units[u1 * n + (31 - Math.clz32(m & -m))]);
            return lockingStep(ctx, pointing, d, p1, cell, u1, u2, u3);
          }
        }
      }
    }
  }
  return null;
}

function lockingStep(
  ctx: LogicContext,
  pointing: boolean,
  d: number,
  p1: number[],
  cell: number,
  u1: number,
  u2: number,
  u3: number,
): Step {
  const { geo } = ctx.grid;
  const n = geo.size;
  const technique: TechniqueName = pointing ? 'DIRECT_POINTING' : 'DIRECT_CLAIMING';
  const v = valueName(d + 1);
  return {
    technique,
    placements: [{ row: (cell / n) | 0, col: cell % n, value: d + 1 }],
    eliminations: [],
    cells: [...p1, cell],
    ...houseRefs(geo, [u1, u2, u3]),
    explanation:
      `In ${houseName(geo, u1)}, ${v} fits only in ${houseName(geo, u2)}, so it leaves the rest of ` +
      `${houseName(geo, u2)}; ` +
      `then in ${houseName(geo, u3)} ${v} fits only ${cellName(geo.size, cell)}.`,
  };
}

/** Rows, columns and diagonals: the houses that claim (the others point). */
const isLine = (g: LogicGeometry, u: number): boolean => g.unitKinds[u] <= 1 || g.unitKinds[u] === HOUSE_DIAGONAL;

/**
 * directLockingIn on a board with rules: the first house u1 (pointing: not a line; claiming: a
 * line) whose places of a digit all lie in another house u2, then a cell of u2 outside u1 holding
 * the digit, then a house u3 of that cell (pointing: not a line; claiming: of u1's kind) where the
 * digit has one place left outside u2. The same order as the classic search.
 */
function directLockingAnywhere(ctx: LogicContext, pointing: boolean, digits: number): Step | null {
  const { geo, cands } = ctx.grid;
  const { units, cellUnits, cellUnitStart } = geo;
  const n = geo.size;
  const places = placeMasks(ctx.grid);
  for (let d = 0; d < n; d++) {
    if (((digits >> d) & 1) === 0) continue;
    const bit = 1 << d;
    for (let u1 = 0; u1 < geo.unitCount; u1++) {
      if (isLine(geo, u1) === pointing) continue;
      ctx.work.spent += n;
      if (ctx.work.spent > ctx.work.limit) return null;
      const m1 = places[u1 * n + d];
      if (m1 === 0 || (m1 & (m1 - 1)) === 0) continue;
      const c0 = units[u1 * n + (31 - Math.clz32(m1 & -m1))];
      for (let j2 = cellUnitStart[c0]; j2 < cellUnitStart[c0 + 1]; j2++) {
        const u2 = cellUnits[j2];
        if (u2 === u1) continue;
        let all = true;
        for (let m = m1; m !== 0 && all; m &= m - 1) all = hasUnit(geo, units[u1 * n + (31 - Math.clz32(m & -m))], u2);
        if (!all) continue;
        for (let k = u2 * n; k < u2 * n + n; k++) {
          const r = units[k];
          if ((cands[r] & bit) === 0 || hasUnit(geo, r, u1)) continue;
          for (let j = cellUnitStart[r]; j < cellUnitStart[r + 1]; j++) {
            const u3 = cellUnits[j];
            const sameType = pointing ? !isLine(geo, u3) : geo.unitKinds[u3] === geo.unitKinds[u1];
            if (!sameType || u3 === u1 || u3 === u2) continue;
            const m3 = places[u3 * n + d];
            if (m3 === 0 || (m3 & (m3 - 1)) === 0) continue;
            let cell = -1;
            let left = 0;
            // Places left: those outside u2, or in u1 too (houses of different kinds may overlap).
            for (let m = m3; m !== 0 && left < 2; m &= m - 1) {
              const c = units[u3 * n + (31 - Math.clz32(m & -m))];
              if (!hasUnit(geo, c, u2) || hasUnit(geo, c, u1)) {
                cell = c;
                left++;
              }
            }
            if (left !== 1) continue;
            const p1: number[] = [];
            for (let m = m1; m !== 0; m &= m - 1) p1.push(units[u1 * n + (31 - Math.clz32(m & -m))]);
            return lockingStep(ctx, pointing, d, p1, cell, u1, u2, u3);
          }
        }
      }
    }
  }
  return null;
}

/** Per-unit scratch of directHidden: each value's positions over the unit's cells. */
let posBuf = new Int32Array(0);
let digitBuf = new Int32Array(0);

/** Direct hidden pair (k = 2) or triple (k = 3): a unit's cells alone decide; with the recall, only changed units (recall.ts). */
function directHidden(ctx: LogicContext, k: number): Step | null {
  const key = k === 2 ? 'DIRECT_HIDDEN_PAIR' : 'DIRECT_HIDDEN_TRIPLE';
  const changed = changedUnits(ctx, key);
  return remembering(ctx, key, () => directHiddenIn(ctx, k, changed));
}

function directHiddenIn(ctx: LogicContext, k: number, changed: Uint8Array | null): Step | null {
  const { geo, values } = ctx.grid;
  const units = geo.units;
  const n = geo.size;
  if (posBuf.length < n) {
    posBuf = new Int32Array(n);
    digitBuf = new Int32Array(n);
  }
  const pos = posBuf;
  const digits = digitBuf;
  const places = placeMasks(ctx.grid);
  // SE's order of units: boxes, columns, rows (then the rules' houses).
  for (let o = 0; o < geo.unitCount; o++) {
    const u = o < n ? 2 * n + o : o < 2 * n ? o : o < 3 * n ? o - 2 * n : o;
    if (changed !== null && changed[u] === 0) continue;
    const at = u * n;
    let empty = 0;
    for (let i = 0; i < n; i++) if (values[units[at + i]] === 0) empty++;
    if (empty <= k) continue;
    ctx.work.spent += n * n;
    if (ctx.work.spent > ctx.work.limit) return null;
    // Positions of each value as a bit mask over the unit's cells.
    for (let d = 0; d < n; d++) pos[d] = places[at + d];
    let count = 0;
    for (let d = 0; d < n; d++) if (pos[d] !== 0 && popcount(pos[d]) <= k) digits[count++] = d;
    // The k-subsets of those values in lexicographic order (k is 2 or 3), pruned by the union.
    for (let a = 0; a < count; a++) {
      const ua = pos[digits[a]];
      for (let b = a + 1; b < count; b++) {
        const ub = ua | pos[digits[b]];
        if (popcount(ub) > k) continue;
        if (k === 2) {
          if (popcount(ub) !== 2) continue;
          const s = hiddenLeaves(ctx, u, k, (1 << digits[a]) | (1 << digits[b]), ub);
          if (s !== null) return s;
          continue;
        }
        for (let c = b + 1; c < count; c++) {
          const uc = ub | pos[digits[c]];
          if (popcount(uc) !== 3) continue;
          const s = hiddenLeaves(ctx, u, k, (1 << digits[a]) | (1 << digits[b]) | (1 << digits[c]), uc);
          if (s !== null) return s;
        }
      }
    }
  }
  return null;
}

/** The first value outside `set` left with one place outside `union` (pos as directHidden filled it). */
function hiddenLeaves(ctx: LogicContext, u: number, k: number, set: number, union: number): Step | null {
  const { geo } = ctx.grid;
  const n = geo.size;
  const pos = posBuf;
  for (let d = 0; d < n; d++) {
    if ((set >> d) & 1 || popcount(pos[d]) < 2) continue;
    const left = pos[d] & ~union;
    if (popcount(left) !== 1) continue;
    const cell = geo.units[u * n + 31 - Math.clz32(left)];
    const setCells: number[] = [];
    for (let i = 0; i < n; i++) if ((union >> i) & 1) setCells.push(geo.units[u * n + i]);
    const names = valueSymbols(set);
    return {
      technique: k === 2 ? 'DIRECT_HIDDEN_PAIR' : 'DIRECT_HIDDEN_TRIPLE',
      placements: [{ row: (cell / n) | 0, col: cell % n, value: d + 1 }],
      eliminations: [],
      cells: [...setCells, cell],
      ...houseRefs(geo, [u]),
      explanation:
        `In ${houseName(geo, u)}, ${names.join(', ')} fit only ${setCells.map((c) => cellName(geo.size, c)).join(', ')}, so ` +
        `those cells hold nothing else; ` +
        `then ${valueName(d + 1)} fits only ${cellName(geo.size, cell)}.`,
    };
  }
  return null;
}

export const directPointing = (ctx: LogicContext): Step | null => directLocking(ctx, true);
export const directClaiming = (ctx: LogicContext): Step | null => directLocking(ctx, false);
export const directHiddenPair = (ctx: LogicContext): Step | null => directHidden(ctx, 2);
export const directHiddenTriple = (ctx: LogicContext): Step | null => directHidden(ctx, 3);
