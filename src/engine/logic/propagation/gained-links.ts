// The strong links a grid has gained since an earlier grid of the same run (recall.ts). Candidates
// only go, so weak links only go too and strong links are the only new ones: a cell left with two
// candidates, or a digit left with two places in a unit. A chain or loop made of links that were
// all there before was there before (with the eliminations it makes now, which were candidates
// then); so where a chain technique found nothing before, whatever it finds now uses a gained link.
import type { LogicGeometry } from '../types.js';
import { popcount } from '../../bits.js';
import type { LogicContext } from '../types.js';
import type { Bilocal } from './links.js';

/** Is every candidate of `cands` a candidate in `before` too (the grid only lost candidates)? */
export function onlyLost(before: Int32Array, cands: Int32Array): boolean {
  for (let c = 0; c < cands.length; c++) if ((cands[c] & ~before[c]) !== 0) return false;
  return true;
}

/**
 * The strong links of `cands` that `before` (a superset, see onlyLost) lacks, as node pairs
 * (cell·N + digit) flattened: [p0, q0, p1, q1, …]. `cell`: bivalue cells; `unit`: a digit's two
 * places in a unit (`table` is cands' bilocal table). Each link once, cells first, in cell order.
 */
export function gainedStrongLinks(
  geo: LogicGeometry,
  before: Int32Array,
  cands: Int32Array,
  table: Bilocal,
  cell: boolean,
  unit: boolean,
): number[] {
  const n = geo.size;
  const out: number[] = [];
  if (cell) {
    for (let c = 0; c < cands.length; c++) {
      const m = cands[c];
      if (m === before[c] || popcount(m) !== 2) continue;
      const d = 31 - Math.clz32(m & -m);
      out.push(c * n + d, c * n + (31 - Math.clz32(m & ~(1 << d))));
    }
  }
  if (unit) {
    const seen = new Set<number>();
    for (let c = 0; c < cands.length; c++) {
      const lost = before[c] & ~cands[c];
      if (lost === 0) continue;
      for (let j = geo.cellUnitStart[c]; j < geo.cellUnitStart[c + 1]; j++) {
        const u = geo.cellUnits[j];
        for (let m = lost; m !== 0; m &= m - 1) {
          const idx = u * n + (31 - Math.clz32(m & -m));
          // Two places now, and this cell's was one more then.
          if (table.count[idx] !== 2 || seen.has(idx)) continue;
          seen.add(idx);
          const d = idx % n;
          out.push(table.first[idx] * n + d, table.second[idx] * n + d);
        }
      }
    }
  }
  return out;
}

/** Which links a chain may use (chain-search.ts ChainRules). */
export interface LinkKinds {
  /** Strong: a bivalue cell's two digits. */
  readonly cellStrong: boolean;
  /** Strong: a digit's only two places in a unit. */
  readonly unitStrong: boolean;
  /** Weak: two digits of one cell. */
  readonly cellWeak: boolean;
  /** Weak: one digit in two peers. */
  readonly peerWeak: boolean;
}

/**
 * The states from which a gained strong link (of `kinds`) can be reached, with at most `maxStrong`
 * strong links before it (Infinity: any): per node (cell·N + digit), 1 where its "false" (`off`)
 * or "true" (`on`) state reaches the link's tail ("p is false" for a link p = q, either way round).
 * Charges about one unit per cell visit, like the chain searches.
 */
export function reachingGained(
  ctx: LogicContext,
  before: Int32Array,
  table: Bilocal,
  kinds: LinkKinds,
  maxStrong: number,
): { readonly off: Uint8Array; readonly on: Uint8Array } {
  const { geo, cands } = ctx.grid;
  const nodes = geo.cellCount * geo.size;
  const links = gainedStrongLinks(geo, before, cands, table, kinds.cellStrong, kinds.unitStrong);
  ctx.work.spent += geo.cellCount;
  const off = new Uint8Array(nodes);
  const on = new Uint8Array(nodes);
  if (marks.length < 2 * nodes) marks = new Int32Array(2 * nodes);
  for (const s of backwards(ctx, table, kinds, maxStrong, links, marks, ++gen)) (s & 1 ? on : off)[s >> 1] = 1;
  return { off, on };
}

/** Visit marks by state (2·node + on), stamped with `gen` (reused across calls; the engine is synchronous). */
let marks = new Int32Array(0);
let gen = 0;

/**
 * The states (2·node + on) that reach one of the "false" states of `tails` (nodes), by a
 * breadth-first search backwards: a "false" state is reached from the "true" states weakly linked
 * to it, a "true" state from the "false" states strongly linked to it (one more strong link).
 * Marks them with `g` in `mark`.
 */
function backwards(
  ctx: LogicContext,
  table: Bilocal,
  kinds: LinkKinds,
  maxStrong: number,
  tails: readonly number[],
  mark: Int32Array,
  g: number,
): number[] {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const out: number[] = [];
  let layer: number[] = [];
  for (const x of tails) {
    if (mark[2 * x] !== g) {
      mark[2 * x] = g;
      layer.push(x);
      out.push(2 * x);
    }
  }
  let next: number[] = [];
  const reachOff = (y: number): void => {
    if (mark[2 * y] !== g) {
      mark[2 * y] = g;
      next.push(y);
      out.push(2 * y);
    }
  };
  const reachOn = (x: number): void => {
    if (mark[2 * x + 1] === g) return;
    mark[2 * x + 1] = g;
    out.push(2 * x + 1);
    const c = (x / n) | 0;
    const d = x % n;
    const rest = cands[c] & ~(1 << d);
    if (kinds.cellStrong && popcount(cands[c]) === 2) reachOff(c * n + (31 - Math.clz32(rest & -rest)));
    if (kinds.unitStrong) {
      for (let j = geo.cellUnitStart[c]; j < geo.cellUnitStart[c + 1]; j++) {
        const idx = geo.cellUnits[j] * n + d;
        if (table.count[idx] === 2) reachOff((table.first[idx] === c ? table.second[idx] : table.first[idx]) * n + d);
      }
    }
  };
  for (let k = 0; k < maxStrong && layer.length > 0; k++) {
    next = [];
    for (const y of layer) {
      const c = (y / n) | 0;
      const d = y % n;
      ctx.work.spent += geo.peerStart[c + 1] - geo.peerStart[c] + n;
      if (kinds.cellWeak) for (let m = cands[c] & ~(1 << d); m !== 0; m &= m - 1) reachOn(c * n + (31 - Math.clz32(m & -m)));
      if (kinds.peerWeak) {
        for (let q = geo.peerStart[c], e = geo.peerStart[c + 1]; q < e; q++) {
          const p = geo.peers[q];
          if ((cands[p] & (1 << d)) !== 0) reachOn(p * n + d);
        }
      }
    }
    layer = next;
  }
  return out;
}
