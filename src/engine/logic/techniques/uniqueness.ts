// Unique rectangles and unique loops, types 1 to 4, on boards known to have exactly one solution.
// A candidate loop (loop-search.ts) whose cells all held only {a, b} would be a deadly pattern: the
// two digits could swap, giving a second solution. So the cells holding more (the "extra" cells)
// cannot all drop their other digits:
// - type 1, one extra cell: it is neither a nor b;
// - type 2, every extra cell's other digit is the same x: one of them is x, so x leaves every cell
//   that sees them all;
// - type 3, two extra cells in one unit: one of them holds one of their other digits, so the pair
//   acts as one cell holding those digits in a naked subset of the unit; or, holding at most one of
//   a and b, it acts as one cell in a hidden subset of a, b and digits neither of them holds;
// - type 4, two extra cells in one unit where a fits nowhere else: one of them is a, so neither
//   may be b.
// Ratings are Sudoku Explainer 1.2.1's (UniqueLoopHint, UniqueLoopType3NakedHint/HiddenHint): 4.5
// for a rectangle, 4.6 for a 6-cell loop, 4.7 for 8, 5.0 for 10 or more; type 3 adds 0.1 per cell of
// its naked subset beyond the first (pair 0.1, triple 0.2, quad 0.3) and, for a hidden subset, per
// cell beyond the first two. Like SE's producer, every instance is rated and the lowest is the step
// (equal ratings: the lower type, then the first found).
import type { CellValue, LogicContext, Step, TechniqueName, UnitRef } from '../types.js';
import { cellName, cellNames, leaves, listWords, sym, unitName, valueName, valueOrWords, valueSymbols, valueWords } from '../describe.js';
import { forEachLoop, type CandidateLoop } from '../propagation/loop-search.js';
import { colOf, lowDigit, peerCountOf, popcount, rowOf, sees, spend } from '../propagation/links.js';
import { cv, unitRef } from '../grid.js';

const RECTANGLE: readonly TechniqueName[] = ['UNIQUE_RECTANGLE_1', 'UNIQUE_RECTANGLE_2', 'UNIQUE_RECTANGLE_3', 'UNIQUE_RECTANGLE_4'];
const LOOP: readonly TechniqueName[] = ['UNIQUE_LOOP_1', 'UNIQUE_LOOP_2', 'UNIQUE_LOOP_3', 'UNIQUE_LOOP_4'];
const SET_NAMES = ['pair', 'triple', 'quad', 'quintuple', 'sextuple', 'septuple', 'octuple'];

/** SE's base rating of a loop by its length. */
export function loopRating(length: number): number {
  if (length >= 10) return 5.0;
  if (length >= 8) return 4.7;
  if (length >= 6) return 4.6;
  return 4.5;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowDigit(m));
  return out;
}

interface Found {
  readonly step: Step;
  readonly rating: number;
  readonly type: number;
}

/** The lowest rated unique rectangle or loop step (types 1 to 4), or null. */
export const uniqueLoops = (ctx: LogicContext): Step | null => {
  // On a board with rules, only where the rules allow the argument (rule-geometry.ts `uniqueness`).
  if (!ctx.unique || ctx.grid.geo.rules?.uniqueness === false) return null;
  let best: Found | null = null;
  const offer = (f: Found | null): boolean => {
    if (f === null) return false;
    if (best === null || f.rating < best.rating - 1e-9 || (Math.abs(f.rating - best.rating) < 1e-9 && f.type < best.type)) best = f;
    // Nothing beats a rectangle of type 1 at 4.5: stop there.
    return best.rating <= 4.5 && best.type === 1;
  };
  const completed = forEachLoop(ctx, (loop) => {
    // A loop rated above the best so far cannot win (its types 3 only add to its rating).
    if (best !== null && loopRating(loop.cells.length) > best.rating + 1e-9) return false;
    return visitLoop(ctx, loop, offer);
  });
  if (!completed) return null;
  return (best as Found | null)?.step ?? null;
};

function visitLoop(ctx: LogicContext, loop: CandidateLoop, offer: (f: Found | null) => boolean): boolean {
  const { cands } = ctx.grid;
  const { extra, pair } = loop;
  if (extra.length === 1) return offer(type1(ctx, loop));
  if (extra.length === 0) return false; // two solutions or none: not this technique's business
  let others = 0;
  for (const c of extra) others |= cands[c] & ~pair;
  if (extra.length > 2 || popcount(others) === 1) {
    if (popcount(others) === 1 && offer(type2(ctx, loop, others))) return true;
  } else {
    for (const f of type3(ctx, loop, others)) if (offer(f)) return true;
  }
  if (extra.length === 2) return offer(type4(ctx, loop));
  return false;
}

function found(
  ctx: LogicContext,
  loop: CandidateLoop,
  type: number,
  rating: number,
  parts: Omit<Step, 'technique' | 'cells' | 'units' | 'placements' | 'rating'> & { more?: readonly number[]; unit?: number },
): Found {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const isRectangle = loop.cells.length === 4;
  const rows = new Set<number>();
  const cols = new Set<number>();
  for (const c of loop.cells) {
    rows.add(rowOf(geo, c));
    cols.add(colOf(geo, c));
  }
  const units: UnitRef[] = [
    ...[...rows].sort((x, y) => x - y).map((r) => unitRef(geo, r)),
    ...[...cols].sort((x, y) => x - y).map((c) => unitRef(geo, n + c)),
  ];
  if (parts.unit !== undefined) {
    const u = unitRef(geo, parts.unit);
    if (!units.some((x) => x.kind === u.kind && x.index === u.index)) units.push(u);
  }
  const eliminations = parts.eliminations.slice().sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
  return {
    type,
    rating: round1(rating),
    step: {
      technique: (isRectangle ? RECTANGLE : LOOP)[type - 1],
      placements: [],
      eliminations,
      cells: [...loop.cells.slice().sort((x, y) => x - y), ...(parts.more ?? [])],
      units,
      explanation: parts.explanation,
      rating: round1(rating),
    },
  };
}

/** "The rectangle r1c1, r1c2, r4c2 and r4c1 would be a deadly pattern of 1 and 2 (…)". */
function deadly(ctx: LogicContext, loop: CandidateLoop): string {
  const geo = ctx.grid.geo;
  // The pair's symbols as the board names them, smallest first.
  const [a, b] = valueSymbols(loop.pair);
  const what = loop.cells.length === 4 ? 'The rectangle' : `The loop of ${loop.cells.length} cells`;
  return (
    `${what} ${cellNames(geo.size, loop.cells)} would be a deadly pattern of ${a} and ${b} (the two could swap, giving a second ` +
    `solution)`
  );
}

function type1(ctx: LogicContext, loop: CandidateLoop): Found {
  const geo = ctx.grid.geo;
  const roof = loop.extra[0];
  const elims = digitsOf(loop.pair).map((d) => cv(geo.size, roof, d + 1));
  return found(ctx, loop, 1, loopRating(loop.cells.length), {
    eliminations: elims,
    explanation:
      `${deadly(ctx, loop)} unless ${cellName(geo.size, roof)} takes another digit: ${valueWords(loop.pair)} leave ` +
      `${cellName(geo.size, roof)}.`,
  });
}

function type2(ctx: LogicContext, loop: CandidateLoop, xMask: number): Found | null {
  const { geo, cands } = ctx.grid;
  const x = lowDigit(xMask);
  const first = loop.extra[0];
  spend(ctx, peerCountOf(geo, first));
  const elims: CellValue[] = [];
  for (let k = geo.peerStart[first], end = geo.peerStart[first + 1]; k < end; k++) {
    const p = geo.peers[k];
    if ((cands[p] & xMask) === 0 || loop.extra.includes(p)) continue;
    if (loop.extra.every((e) => sees(geo, p, e))) elims.push(cv(geo.size, p, x + 1));
  }
  if (elims.length === 0) return null;
  const names = cellNames(geo.size, loop.extra).replace(/ and (?=[^,]*$)/, ' or ');
  const targets = listWords(elims.map((e) => cellName(geo.size, e.row * geo.size + e.col)));
  const see = `${elims.length === 1 ? 'which sees' : 'which see'} ${loop.extra.length === 2 ? 'both' : 'them all'}`;
  return found(ctx, loop, 2, loopRating(loop.cells.length), {
    eliminations: elims,
    explanation: `${deadly(ctx, loop)} unless ${names} is ${sym(x)}, so one of them is: ${sym(x)} leaves ${targets}, ${see}.`,
  });
}

/** The units (row, column, box) both cells lie in, in SE's order: box, row, column. */
function commonUnits(ctx: LogicContext, c1: number, c2: number): number[] {
  const g = ctx.grid.geo;
  const out: number[] = [];
  for (const t of [2, 0, 1]) if (g.cellUnits[3 * c1 + t] === g.cellUnits[3 * c2 + t]) out.push(g.cellUnits[3 * c1 + t]);
  return out;
}

function type3(ctx: LogicContext, loop: CandidateLoop, others: number): Found[] {
  const { geo, values, cands } = ctx.grid;
  const n = geo.size;
  const [c1, c2] = loop.extra;
  const out: Found[] = [];
  const base = loopRating(loop.cells.length);
  const both = others & cands[c1] & cands[c2];
  const pairText = `${cellName(geo.size, c1)} or ${cellName(geo.size, c2)}`;
  for (const u of commonUnits(ctx, c1, c2)) {
    const open: number[] = [];
    for (let k = u * n, end = k + n; k < end; k++) {
      const c = geo.units[k];
      if (values[c] === 0 && c !== c1 && c !== c2) open.push(c);
    }
    const emptyCount = open.length + 2;
    spend(ctx, n);
    for (let degree = popcount(others); degree <= n - 2; degree++) {
      // Naked: the pair (as one cell holding `others`) and degree-1 cells of the unit hold
      // `degree` digits between them.
      if (degree * 2 <= emptyCount) {
        const chosen: number[] = [];
        const walk = (from: number, union: number): void => {
          if (spend(ctx, 1)) return;
          if (chosen.length === degree - 1) {
            if (popcount(union | both) !== degree || popcount(union | others) !== degree) return;
            const set = union | others;
            const elims: CellValue[] = [];
            for (const c of open) if (!chosen.includes(c)) for (const d of digitsOf(cands[c] & set)) elims.push(cv(geo.size, c, d + 1));
            if (elims.length === 0) return;
            out.push(
              found(ctx, loop, 3, base + (degree - 1) * 0.1, {
                eliminations: elims,
                more: chosen.slice().sort((x, y) => x - y),
                unit: u,
                explanation:
                  `${deadly(ctx, loop)} unless ${pairText} holds ${valueOrWords(others)}; so one of them does, and with ` +
                  `${cellNames(geo.size, chosen)} they hold ${valueWords(set)} in ${unitName(unitRef(geo, u))}, a naked ` +
                  `${SET_NAMES[degree - 2]}: ` +
                  `${leaves(geo.size, elims)}.`,
              }),
            );
            return;
          }
          for (let i = from; i < open.length; i++) {
            const m = union | cands[open[i]];
            if (popcount(m | others) > degree) continue;
            chosen.push(open[i]);
            walk(i + 1, m);
            chosen.pop();
          }
        };
        walk(0, 0);
      }
      // Hidden: a, b and degree-2 digits that neither extra cell holds fit only c1 or c2 and
      // degree-1 other cells; the pair holds at most one of them, so those cells hold the rest.
      if (degree * 2 < emptyCount) {
        const where = (d: number): number[] => open.filter((c) => (cands[c] >> d) & 1);
        const placedHere = (d: number): boolean => {
          for (let k = u * n, end = k + n; k < end; k++) if (values[geo.units[k]] === d + 1) return true;
          return false;
        };
        const rest: number[] = [];
        for (let d = 0; d < n; d++) if (((loop.pair | others) >> d) & 1 ? false : !placedHere(d)) rest.push(d);
        const chosen: number[] = [];
        const pick = (from: number): void => {
          if (spend(ctx, 1)) return;
          if (chosen.length === degree - 2) {
            const digits = [...chosen, ...digitsOf(loop.pair)];
            const cells = new Set<number>();
            for (const d of digits) for (const c of where(d)) cells.add(c);
            if (cells.size !== degree - 1) return;
            let keep = 0;
            for (const d of digits) keep |= 1 << d;
            const q = [...cells].sort((x, y) => x - y);
            const elims: CellValue[] = [];
            for (const c of q) for (const d of digitsOf(cands[c] & ~keep)) elims.push(cv(geo.size, c, d + 1));
            if (elims.length === 0) return;
            out.push(
              found(ctx, loop, 3, base + (degree - 2) * 0.1, {
                eliminations: elims,
                more: q,
                unit: u,
                explanation:
                  `${deadly(ctx, loop)} unless ${pairText} holds ${valueOrWords(others)}; so at most one of them is ` +
                  `${valueOrWords(loop.pair)}, and in ${unitName(unitRef(geo, u))}, ${valueWords(keep)} fit only those two and ` +
                  `${cellNames(geo.size, q)}, ` +
                  `a hidden ${SET_NAMES[degree - 2]}: ${cellNames(geo.size, q)} ${q.length === 1 ? 'keeps' : 'keep'} only ` +
                  `${valueWords(keep)}.`,
              }),
            );
            return;
          }
          for (let i = from; i < rest.length; i++) {
            chosen.push(rest[i]);
            pick(i + 1);
            chosen.pop();
          }
        };
        pick(0);
      }
      if (ctx.work.spent > ctx.work.limit) return out;
    }
  }
  return out;
}

function type4(ctx: LogicContext, loop: CandidateLoop): Found | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const [c1, c2] = loop.extra;
  const [a, b] = digitsOf(loop.pair);
  // SE: the last unit (box, row, column) where a is locked, else where b is.
  let lockA = -1;
  let lockB = -1;
  for (const u of commonUnits(ctx, c1, c2)) {
    let hasA = false;
    let hasB = false;
    for (let k = u * n, end = k + n; k < end; k++) {
      const c = geo.units[k];
      if (c === c1 || c === c2) continue;
      if ((cands[c] >> a) & 1) hasA = true;
      if ((cands[c] >> b) & 1) hasB = true;
    }
    spend(ctx, n);
    if (!hasA) lockA = u;
    if (!hasB) lockB = u;
  }
  const [lock, rem, unit] = lockA >= 0 ? [a, b, lockA] : lockB >= 0 ? [b, a, lockB] : [-1, -1, -1];
  if (unit < 0) return null;
  const elims = [cv(geo.size, c1, rem + 1), cv(geo.size, c2, rem + 1)];
  return found(ctx, loop, 4, loopRating(loop.cells.length), {
    eliminations: elims,
    unit,
    explanation:
      `${deadly(ctx, loop)} unless ${cellName(geo.size, c1)} or ${cellName(geo.size, c2)} holds another digit; in ` +
      `${unitName(unitRef(geo, unit))}, ` +
      `${valueName(lock + 1)} fits only those two, so one of them is ${valueName(lock + 1)} and neither may be ${valueName(rem + 1)}: ` +
      `${valueName(rem + 1)} leaves ${cellName(geo.size, c1)} and ${cellName(geo.size, c2)}.`,
  });
}
