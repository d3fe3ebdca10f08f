// Helpers shared by the wing, single-digit, uniqueness and chain techniques: peer tests, work
// charging, and the bilocal (strong-link) table of every unit. Their words are describe.ts's.
import { popcount } from '../../bits.js';
import type { Geometry } from '../../geometry.js';
import type { CellValue, LogicContext } from '../types.js';

export { popcount };

/** Charges `n` work units; true once the budget is exceeded (the technique must return null). */
export function spend(ctx: LogicContext, n: number): boolean {
  ctx.work.spent += n;
  return ctx.work.spent > ctx.work.limit;
}

export function rowOf(geo: Geometry, cell: number): number {
  return (cell / geo.size) | 0;
}

export function colOf(geo: Geometry, cell: number): number {
  return cell % geo.size;
}

/** True when two distinct cells share a row, a column or a box. */
export function sees(geo: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const n = geo.size;
  return ((a / n) | 0) === ((b / n) | 0) || a % n === b % n || geo.boxOf[a] === geo.boxOf[b];
}

/** The first unit two distinct peers share (row, then column, then box), or -1. */
export function sharedUnit(geo: Geometry, a: number, b: number): number {
  for (let j = 0; j < 3; j++) {
    const u = geo.cellUnits[3 * a + j];
    for (let k = 0; k < 3; k++) if (geo.cellUnits[3 * b + k] === u) return u;
  }
  return -1;
}

/**
 * Cells other than `exclude` that see every cell of `anchors` and still hold `digit`, in cell
 * order, as eliminations. Visits the first anchor's peers once (charged).
 */
export function commonPeerEliminations(
  ctx: LogicContext,
  anchors: readonly number[],
  digit: number,
  exclude: readonly number[] = anchors,
): CellValue[] {
  const { geo, cands } = ctx.grid;
  const bit = 1 << digit;
  const out: CellValue[] = [];
  const a0 = anchors[0];
  ctx.work.spent += geo.peerCount;
  const base = a0 * geo.peerCount;
  const found: number[] = [];
  for (let k = 0; k < geo.peerCount; k++) {
    const p = geo.peers[base + k];
    if ((cands[p] & bit) === 0 || exclude.includes(p)) continue;
    let all = true;
    for (let j = 1; j < anchors.length && all; j++) all = sees(geo, p, anchors[j]);
    if (all) found.push(p);
  }
  found.sort((x, y) => x - y);
  for (const p of found) out.push({ row: rowOf(geo, p), col: colOf(geo, p), value: digit + 1 });
  return out;
}

/**
 * Where each digit sits in each unit: count[u·N + d] positions, and the first and second of them
 * (a strong link when the count is 2). Built per call from the grid; charges 3N·N.
 */
export interface Bilocal {
  readonly count: Uint8Array;
  readonly first: Int32Array;
  readonly second: Int32Array;
}

/**
 * The last table built, with the candidates it was built from: skyscraper, kite, X-chain, cycles,
 * W-Wing and the chains each ask for it on the same grid in one climb of the ladder. A table is
 * never changed once returned (a new grid gets new arrays), so a caller may keep it while another
 * grid's table is built (an AIC inside a forcing chain's propagation).
 */
let lastBilocal: { geo: Geometry; source: Int32Array; snapshot: Int32Array; table: Bilocal } | null = null;

export function bilocalTable(ctx: LogicContext): Bilocal {
  const { geo, cands } = ctx.grid;
  // Charged per call, as building it is: the work units do not depend on the reuse.
  ctx.work.spent += geo.unitCount * geo.size;
  return bilocalOf(geo, cands);
}

/** The table of `cands`, uncharged (for a stand-in that charges what it stands in for instead). */
export function bilocalOf(geo: Geometry, cands: Int32Array): Bilocal {
  const last = lastBilocal;
  if (last !== null && last.geo === geo && last.source === cands && sameCands(last.snapshot, cands)) return last.table;
  const table = buildBilocal(geo, cands);
  lastBilocal = { geo, source: cands, snapshot: cands.slice(), table };
  return table;
}

/** Do two candidate grids hold the same candidates? */
export function sameCands(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function buildBilocal(geo: Geometry, cands: Int32Array): Bilocal {
  const n = geo.size;
  const count = new Uint8Array(geo.unitCount * n);
  const first = new Int32Array(geo.unitCount * n).fill(-1);
  const second = new Int32Array(geo.unitCount * n).fill(-1);
  for (let u = 0; u < geo.unitCount; u++) {
    for (let k = 0; k < n; k++) {
      const c = geo.units[u * n + k];
      let m = cands[c];
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const idx = u * n + (31 - Math.clz32(low));
        const seen = count[idx];
        if (seen === 0) first[idx] = c;
        else if (seen === 1) second[idx] = c;
        if (seen < 255) count[idx] = seen + 1;
      }
    }
  }
  return { count, first, second };
}

/** A strong link on one digit: the only two places of that digit in a unit. */
export interface StrongLink {
  readonly unit: number;
  readonly a: number;
  readonly b: number;
}

/** Strong links of `digit` in units [from, to) (rows 0..N, columns N..2N, boxes 2N..3N), in unit order. */
export function strongLinksOf(geo: Geometry, table: Bilocal, digit: number, from: number, to: number): StrongLink[] {
  const n = geo.size;
  const out: StrongLink[] = [];
  for (let u = from; u < to; u++) {
    const idx = u * n + digit;
    if (table.count[idx] === 2) out.push({ unit: u, a: table.first[idx], b: table.second[idx] });
  }
  return out;
}

/** The lowest digit (bit index) of a non-empty mask. */
export function lowDigit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
