// Bivalue Universal Grave (BUG), types 1 to 4, on boards known to have exactly one solution. A grave
// is a candidate grid where every empty cell holds two candidates and every candidate sits twice in
// each unit it is in: it has two solutions or none (each solution's other candidates form a second
// one). When removing a few "extra" candidates from the cells holding three or more would leave a
// grave, one of those extra candidates is true:
// - type 1, one such cell: it holds one of its extra digits (the others leave it);
// - type 2, one extra digit x in several cells: one of them is x, so x leaves every cell seeing them all;
// - type 3, the cells share a unit: together they act as one cell holding the extra digits, in a
//   naked subset with other cells of that unit;
// - type 4, two cells sharing a unit and a grave digit d, whose only places there they are: one is
//   d and the other its extra digit, so their last grave digits leave them.
// Ratings are Sudoku Explainer 1.2.1's (Bug1Hint..Bug4Hint): 5.6, 5.7, 5.7 + 0.1 per cell of the
// naked subset beyond the first (pair 5.8, triple 5.9, quad 6.0), 5.7. The extra candidates are
// found as SE finds them (a digit whose count in a unit is neither 0 nor 2, with one cell of three or
// more candidates among its places), then the grave is checked; the first type that applies is the
// step, in SE's order (1; 2 then 4 for one extra digit; else 4 then 3).
import { cellName, cellNames, leaves, listWords, sym, unitName, valueSymbols } from '../describe.js';
import type { CellValue, LogicContext, Step, UnitRef } from '../types.js';
import { bilocalOf, lowDigit, peerCountOf, popcount, sees, spend } from '../propagation/links.js';
import { cv, unitRef } from '../grid.js';

const SET_NAMES = ['pair', 'triple', 'quad', 'quintuple', 'sextuple', 'septuple', 'octuple'];
/** SE's unit order (block, row, column) as offsets into the cell's row, column, box units. */
const SE_UNIT_ORDER = [2, 0, 1];

interface Grave {
  /** The cells with extra candidates, in the order found. */
  readonly cells: number[];
  /** Extra digits (mask) per such cell. */
  readonly extra: Map<number, number>;
  readonly allExtra: number;
  /** Empty cells (not of `cells`) that see every one of `cells`, ascending. */
  readonly common: number[];
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowDigit(m));
  return out;
}

const orList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

function findGrave(ctx: LogicContext): Grave | null {
  const { geo, values, cands } = ctx.grid;
  const n = geo.size;
  if (spend(ctx, geo.unitCount * n)) return null;
  const places = bilocalOf(geo, cands);
  const cells: number[] = [];
  const extra = new Map<number, number>();
  let allExtra = 0;
  for (const t of SE_UNIT_ORDER) {
    for (let i = 0; i < n; i++) {
      const u = t === 0 ? i : t === 1 ? n + i : 2 * n + i;
      for (let d = 0; d < n; d++) {
        // The digit's places in the unit, from the grid's bilocal table: 0 or 2 ask nothing.
        const count = places.count[u * n + d];
        if (count === 0 || count === 2) continue;
        const bit = 1 << d;
        let heavy = -1;
        let heavyCount = 0;
        for (let k = u * n, end = k + n; k < end; k++) {
          const c = geo.units[k];
          if ((cands[c] & bit) !== 0 && popcount(cands[c]) >= 3) {
            heavy = c;
            heavyCount++;
          }
        }
        // No cell of three candidates among its places: no grave. Two or more: another unit decides.
        if (heavyCount === 0) return null;
        if (heavyCount > 1) continue;
        if (!extra.has(heavy)) cells.push(heavy);
        extra.set(heavy, (extra.get(heavy) ?? 0) | bit);
        allExtra |= bit;
      }
    }
  }
  if (cells.length === 0) return null;
  // Without the extras, the grid must be a grave.
  const reduced = (c: number): number => cands[c] & ~(extra.get(c) ?? 0);
  for (let c = 0; c < geo.cellCount; c++) if (values[c] === 0 && popcount(reduced(c)) !== 2) return null;
  const counts = new Uint8Array(n);
  for (let u = 0; u < geo.unitCount; u++) {
    counts.fill(0);
    for (let k = u * n, end = k + n; k < end; k++) for (const d of digitsOf(reduced(geo.units[k]))) counts[d]++;
    for (let d = 0; d < n; d++) if (counts[d] !== 0 && counts[d] !== 2) return null;
  }
  const common: number[] = [];
  spend(ctx, peerCountOf(geo, cells[0]));
  for (let k = geo.peerStart[cells[0]], end = geo.peerStart[cells[0] + 1]; k < end; k++) {
    const p = geo.peers[k];
    if (values[p] === 0 && !cells.includes(p) && cells.every((c) => sees(geo, p, c))) common.push(p);
  }
  common.sort((x, y) => x - y);
  return { cells, extra, allExtra, common };
}

/** "Without 3 in r1c1 and 6 in r1c5, …: so r1c1 is 3 or r1c5 is 6". */
function intro(ctx: LogicContext, grave: Grave): { without: string; either: string } {
  const geo = ctx.grid.geo;
  const parts = grave.cells.map((c) => ({ cell: cellName(geo.size, c), digits: valueSymbols(grave.extra.get(c) ?? 0) }));
  const oneDigit = popcount(grave.allExtra) === 1;
  const without = oneDigit
    ? `Without ${sym(lowDigit(grave.allExtra))} in ${cellNames(geo.size, grave.cells)}`
    : `Without ${listWords(parts.map((p) => `${listWords(p.digits)} in ${p.cell}`))}`;
  const either = oneDigit
    ? `${orList(parts.map((p) => p.cell))} is ${sym(lowDigit(grave.allExtra))}`
    : orList(parts.map((p) => `${p.cell} is ${orList(p.digits)}`));
  return {
    without:
      `${without}, every empty cell would hold two candidates and each candidate would sit twice in each unit ` +
      `it is in, a grave with two solutions or none`,
    either,
  };
}

function sortElims(elims: CellValue[]): CellValue[] {
  return elims.sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
}

function type1(ctx: LogicContext, grave: Grave): Step {
  const geo = ctx.grid.geo;
  const cell = grave.cells[0];
  const keep = grave.extra.get(cell) ?? 0;
  const { without, either } = intro(ctx, grave);
  const base = { technique: 'BUG_TYPE_1' as const, cells: [cell], units: [0, 1, 2].map((t) => unitRef(geo, geo.cellUnits[3 * cell + t])) };
  if (popcount(keep) === 1) {
    return {
      ...base,
      placements: [cv(geo.size, cell, lowDigit(keep) + 1)],
      eliminations: [],
      explanation: `${without}: so ${either}.`,
    };
  }
  const elims = digitsOf(ctx.grid.cands[cell] & ~keep).map((d) => cv(geo.size, cell, d + 1));
  return { ...base, placements: [], eliminations: elims, explanation: `${without}: so ${either}, and ${leaves(geo.size, elims)}.` };
}

function type2(ctx: LogicContext, grave: Grave): Step | null {
  const { geo, cands } = ctx.grid;
  const x = lowDigit(grave.allExtra);
  const elims = grave.common.filter((c) => (cands[c] >> x) & 1).map((c) => cv(geo.size, c, x + 1));
  if (elims.length === 0) return null;
  const { without, either } = intro(ctx, grave);
  const see = `${elims.length === 1 ? 'which sees' : 'which see'} ${grave.cells.length === 2 ? 'both' : 'them all'}`;
  return {
    technique: 'BUG_TYPE_2',
    rating: 5.7,
    placements: [],
    eliminations: elims,
    cells: grave.cells.slice(),
    units: [],
    explanation: `${without}: so ${either}, and ${sym(x)} leaves ${cellNames(
      geo.size,
      elims.map((e) => e.row * geo.size + e.col),
    )}, ${see}.`,
  };
}

/** Units (geometry numbers) every one of `cells` lies in, in SE's order. */
function sharedUnits(ctx: LogicContext, cells: readonly number[]): number[] {
  const g = ctx.grid.geo;
  const out: number[] = [];
  for (const t of SE_UNIT_ORDER) {
    const u = g.cellUnits[3 * cells[0] + t];
    if (cells.every((c) => g.cellUnits[3 * c + t] === u)) out.push(u);
  }
  return out;
}

function type4(ctx: LogicContext, grave: Grave): Step | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const [c1, c2] = grave.cells;
  const common = cands[c1] & cands[c2] & ~grave.allExtra;
  if (popcount(common) !== 1) return null;
  const units = sharedUnits(ctx, [c1, c2]);
  if (units.length === 0) return null;
  const u = units[0];
  const d = lowDigit(common);
  const e1 = grave.extra.get(c1) ?? 0;
  const e2 = grave.extra.get(c2) ?? 0;
  const elims = sortElims([
    ...digitsOf(cands[c1] & ~e1 & ~common).map((v) => cv(geo.size, c1, v + 1)),
    ...digitsOf(cands[c2] & ~e2 & ~common).map((v) => cv(geo.size, c2, v + 1)),
  ]);
  spend(ctx, n);
  const { without, either } = intro(ctx, grave);
  const ref: UnitRef = unitRef(geo, u);
  return {
    technique: 'BUG_TYPE_4',
    rating: 5.7,
    placements: [],
    eliminations: elims,
    cells: [c1, c2],
    units: [ref],
    explanation:
      `${without}: so ${either}. In ${unitName(unitRef(geo, u))}, ${sym(d)} fits only ${cellName(geo.size, c1)} and ` +
      `${cellName(geo.size, c2)}, so one ` +
      `of them is ${sym(d)} and the other holds its extra digit: ${leaves(geo.size, elims)}.`,
  };
}

function type3(ctx: LogicContext, grave: Grave): Step | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  for (const u of sharedUnits(ctx, grave.cells)) {
    const inUnit = grave.common.filter(
      (c) => geo.cellUnits[3 * c] === u || geo.cellUnits[3 * c + 1] === u || geo.cellUnits[3 * c + 2] === u,
    );
    for (let degree = 2; degree <= n - 3; degree++) {
      if (inUnit.length < degree) break;
      const chosen: number[] = [];
      let result: Step | null = null;
      const walk = (from: number, union: number): void => {
        if (result !== null || spend(ctx, 1)) return;
        if (chosen.length === degree - 1) {
          if (popcount(union) !== degree || (grave.allExtra & ~union) !== 0) return;
          const elims: CellValue[] = [];
          for (const c of inUnit) if (!chosen.includes(c)) for (const v of digitsOf(cands[c] & union)) elims.push(cv(geo.size, c, v + 1));
          if (elims.length === 0) return;
          const { without, either } = intro(ctx, grave);
          const naked = chosen.slice().sort((x, y) => x - y);
          result = {
            technique: 'BUG_TYPE_3',
            rating: Math.round((5.7 + (degree - 1) * 0.1) * 10) / 10,
            placements: [],
            eliminations: sortElims(elims),
            cells: [...grave.cells, ...naked],
            units: [unitRef(geo, u)],
            explanation:
              `${without}: so ${either}. With ${cellNames(geo.size, naked)} that makes a naked ${SET_NAMES[degree - 2]} of ` +
              `${listWords(valueSymbols(union))} in ${unitName(unitRef(geo, u))}: ${leaves(geo.size, sortElims(elims.slice()))}.`,
          };
          return;
        }
        for (let i = from; i < inUnit.length && result === null; i++) {
          const m = union | cands[inUnit[i]];
          if (popcount(m) > degree) continue;
          chosen.push(inUnit[i]);
          walk(i + 1, m);
          chosen.pop();
        }
      };
      walk(0, 0);
      if (result !== null) return result;
      if (ctx.work.spent > ctx.work.limit) return null;
    }
  }
  return null;
}

/** The first BUG step (types 1 to 4, in SE's order), or null. */
export function bug(ctx: LogicContext): Step | null {
  // On a board with rules, only where the rules allow the argument (rule-geometry.ts `uniqueness`).
  if (!ctx.unique || ctx.grid.geo.rules?.uniqueness === false) return null;
  const grave = findGrave(ctx);
  if (grave === null || ctx.work.spent > ctx.work.limit) return null;
  if (grave.cells.length === 1) return type1(ctx, grave);
  if (popcount(grave.allExtra) === 1) {
    const two = type2(ctx, grave);
    if (two !== null) return two;
    return grave.cells.length === 2 ? type4(ctx, grave) : null;
  }
  if (grave.common.length === 0 && !(grave.cells.length === 2 && sees(ctx.grid.geo, grave.cells[0], grave.cells[1]))) return null;
  if (grave.cells.length === 2) {
    const four = type4(ctx, grave);
    if (four !== null) return four;
  }
  return type3(ctx, grave);
}

/** BUG type 1 only (the cell with extra candidates is alone). */
export function bugType1(ctx: LogicContext): Step | null {
  const step = bug(ctx);
  return step?.technique === 'BUG_TYPE_1' ? step : null;
}
