// Helpers shared by the wing, single-digit, uniqueness and chain techniques: peer tests, work
// charging, and the bilocal (strong-link) table of every unit. Their words are describe.ts's.
import { popcount } from '../../bits.js';
import type { LogicGeometry } from '../types.js';
import type { CellValue, LogicContext } from '../types.js';
import { cellSetsOf, peersIn } from './cell-sets.js';

/**
 * The work a propagation charges per "on" state (implications.ts, and the stand-ins' quietCost that
 * charge it instead): its peers and itself, and with cell links its pair relations' partners.
 */
export const onStateCost = (geo: LogicGeometry, singleDigit: boolean): number =>
  geo.maxPeers + 1 + (singleDigit || geo.rules === undefined ? 0 : geo.rules.maxPairs);

export { popcount };

/** Charges `n` work units; true once the budget is exceeded (the technique must return null). */
export function spend(ctx: LogicContext, n: number): boolean {
  ctx.work.spent += n;
  return ctx.work.spent > ctx.work.limit;
}

/** Whether `cell` lies in unit `u`. */
export function hasUnit(geo: LogicGeometry, cell: number, u: number): boolean {
  for (let j = geo.cellUnitStart[cell], e = geo.cellUnitStart[cell + 1]; j < e; j++) if (geo.cellUnits[j] === u) return true;
  return false;
}

/**
 * The index (0..N-1) of a cell's box: on a board with rules, of its jigsaw region where the rules
 * replace the boxes (units 2N..3N-1 either way).
 */
export function boxUnitOf(geo: LogicGeometry, cell: number): number {
  const box = geo.boxOf;
  return box !== undefined ? box[cell] : geo.cellUnits[geo.cellUnitStart[cell] + 2] - 2 * geo.size;
}

/** How many peers a cell has. */
export function peerCountOf(geo: LogicGeometry, cell: number): number {
  return geo.peerStart[cell + 1] - geo.peerStart[cell];
}

export function rowOf(geo: LogicGeometry, cell: number): number {
  return (cell / geo.size) | 0;
}

export function colOf(geo: LogicGeometry, cell: number): number {
  return cell % geo.size;
}

/**
 * True when two distinct cells are peers: they share a row, a column or a box (on a board with
 * rules: a house, a group such as a cage, or a knight's or king's move where those rules hold).
 */
export function sees(geo: LogicGeometry, a: number, b: number): boolean {
  if (a === b) return false;
  const box = geo.boxOf;
  if (box === undefined) return peersIn(cellSetsOf(geo), a, b);
  const n = geo.size;
  return ((a / n) | 0) === ((b / n) | 0) || a % n === b % n || box[a] === box[b];
}

/** The first unit two distinct cells share (in the first one's unit order: row, column, box, then the rules' houses), or -1. */
export function sharedUnit(geo: LogicGeometry, a: number, b: number): number {
  const { cellUnitStart: start, cellUnits } = geo;
  for (let j = start[a]; j < start[a + 1]; j++) {
    const u = cellUnits[j];
    for (let k = start[b]; k < start[b + 1]; k++) if (cellUnits[k] === u) return u;
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
  const end = geo.peerStart[a0 + 1];
  ctx.work.spent += end - geo.peerStart[a0];
  const found: number[] = [];
  for (let k = geo.peerStart[a0]; k < end; k++) {
    const p = geo.peers[k];
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
let lastBilocal: { geo: LogicGeometry; source: Int32Array; snapshot: Int32Array; table: Bilocal } | null = null;

export function bilocalTable(ctx: LogicContext): Bilocal {
  const { geo, cands } = ctx.grid;
  // Charged per call, as building it is: the work units do not depend on the reuse.
  ctx.work.spent += geo.unitCount * geo.size;
  return bilocalOf(geo, cands);
}

/** The table of `cands`, uncharged (for a stand-in that charges what it stands in for instead). */
export function bilocalOf(geo: LogicGeometry, cands: Int32Array): Bilocal {
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

function buildBilocal(geo: LogicGeometry, cands: Int32Array): Bilocal {
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

/** Strong links of `digit` in units [from, to) (rows 0..N, columns N..2N, boxes 2N..3N, then the rules' houses), in unit order. */
export function strongLinksOf(geo: LogicGeometry, table: Bilocal, digit: number, from: number, to: number): StrongLink[] {
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
