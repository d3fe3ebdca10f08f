// Basic fish: for one value, k rows (base) in which it fits only within the same k columns
// (cover): each of those columns takes the value in one of the base rows, so it leaves the
// columns' other cells. Rows and columns swap roles too. k = 2 X-Wing, 3 Swordfish, 4 Jellyfish.
import { popcount } from '../../bits.js';
import { bitsOf, firstCombination } from '../combos.js';
import { placeMasks } from '../places.js';
import { cellName, listWords, unitsName, valueName } from '../describe.js';
import type { CellValue, LogicContext, Step, TechniqueName, UnitKind, UnitRef } from '../types.js';
import { changedDigits, remembering } from '../recall.js';
import { cv } from '../grid.js';

const FISH: Readonly<Record<number, TechniqueName>> = { 2: 'X_WING', 3: 'SWORDFISH', 4: 'JELLYFISH' };

/** Cell at position `cross` of base line `line`; rows are base when byRows. */
function at(n: number, byRows: boolean, line: number, cross: number): number {
  return byRows ? line * n + cross : cross * n + line;
}

/** Whether a cover line holds the value outside the chosen base lines. */
function fishEliminates(
  cands: Int32Array,
  n: number,
  byRows: boolean,
  bit: number,
  lines: readonly number[],
  chosen: readonly number[],
  cover: number,
): boolean {
  for (let m = cover; m !== 0; m &= m - 1) {
    const x = 31 - Math.clz32(m & -m);
    next: for (let line = 0; line < n; line++) {
      if ((cands[at(n, byRows, line, x)] & bit) === 0) continue;
      for (const c of chosen) if (lines[c] === line) continue next;
      return true;
    }
  }
  return false;
}

function fishIn(ctx: LogicContext, k: number, v: number, byRows: boolean): Step | null {
  const { geo: g, cands } = ctx.grid;
  const n = g.size;
  const bit = 1 << (v - 1);
  const lines: number[] = [];
  const masks: number[] = [];
  // A row's positions are its columns, a column's its rows: the shared table's masks of the line.
  const places = placeMasks(ctx.grid);
  for (let line = 0; line < n; line++) {
    const m = places[(byRows ? line : n + line) * n + v - 1];
    const c = popcount(m);
    if (c >= 2 && c <= k) {
      lines.push(line);
      masks.push(m);
    }
  }
  ctx.work.spent += n * n;
  if (lines.length < k) return null;
  return firstCombination(ctx, masks, k, (chosen, cover) => {
    // Most fish found eliminate nothing any more: checked before building, charged as the build.
    if (!fishEliminates(cands, n, byRows, bit, lines, chosen, cover)) {
      ctx.work.spent += k * n;
      return null;
    }
    const base = chosen.map((x) => lines[x]);
    const baseSet = new Set(base);
    const eliminations: CellValue[] = [];
    for (const x of bitsOf(cover)) {
      for (let line = 0; line < n; line++) {
        const i = at(n, byRows, line, x);
        if (!baseSet.has(line) && cands[i] & bit) eliminations.push(cv(n, i, v));
      }
    }
    ctx.work.spent += k * n;
    if (eliminations.length === 0) return null;
    eliminations.sort((a, b) => a.row - b.row || a.col - b.col);
    const cells: number[] = [];
    for (const line of base) for (const x of bitsOf(cover)) if (cands[at(n, byRows, line, x)] & bit) cells.push(at(n, byRows, line, x));
    cells.sort((a, b) => a - b);
    const baseKind: UnitKind = byRows ? 'ROW' : 'COLUMN';
    const coverKind: UnitKind = byRows ? 'COLUMN' : 'ROW';
    const crosses = bitsOf(cover);
    const units: UnitRef[] = [...base.map((index) => ({ kind: baseKind, index })), ...crosses.map((index) => ({ kind: coverKind, index }))];
    const s = valueName(v);
    const cover_ = unitsName(coverKind, crosses);
    const placesIn = (line: number): string =>
      listWords(bitsOf(masks[lines.indexOf(line)]).map((x) => cellName(n, at(n, byRows, line, x))));
    const explanation =
      k === 2
        ? `In ${unitsName(baseKind, [base[0]])}, ${s} fits only ${placesIn(base[0])}, and in ${unitsName(baseKind, [base[1]])} only ` +
          `${placesIn(base[1])}, so ${s} leaves the other cells of ${cover_}.`
        : `In ${unitsName(baseKind, base)}, ${s} fits only within ${cover_}, so ${s} leaves the other cells of ${cover_}.`;
    return { technique: FISH[k], placements: [], eliminations, cells, units, explanation } satisfies Step;
  });
}

/** The first fish of k lines, value by value; with the recall, only the values whose places changed (recall.ts). */
function fish(ctx: LogicContext, k: number): Step | null {
  const n = ctx.grid.geo.size;
  const digits = changedDigits(ctx, FISH[k]);
  return remembering(ctx, FISH[k], () => {
    for (let v = 1; v <= n; v++) {
      if (((digits >> (v - 1)) & 1) === 0) continue;
      for (const byRows of [true, false]) {
        const step = fishIn(ctx, k, v, byRows);
        if (step !== null || ctx.work.spent > ctx.work.limit) return step;
      }
    }
    return null;
  });
}

export const xWing = (ctx: LogicContext): Step | null => fish(ctx, 2);
export const swordfish = (ctx: LogicContext): Step | null => fish(ctx, 3);
export const jellyfish = (ctx: LogicContext): Step | null => fish(ctx, 4);
