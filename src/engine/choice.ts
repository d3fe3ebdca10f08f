// Which open cell a search node branches on, in the value-major state of levels.ts (pos: per
// value and row the columns still open to it; aux: per row the solved columns).
//
// Minimum Remaining Values; among cells with equally few candidates, the one with the most open
// peers (its placement narrows the most cells), first in row-major order. Open peers of (r, c),
// up to a constant: the row's open cells outside the box, the column's open cells, and the box's
// open cells outside the column. The column counts come from bit planes summed once per node
// (caching counts per column on first use, with stamps, did not pay).
import { popcount } from './bits.js';
import type { Geometry } from './geometry.js';

/** Bivalue cells that mostConstrained keeps for a lookahead (see lookahead.ts). */
export const TOP_CELLS = 4;

export class BranchChoice {
  /** After mostConstrained: up to TOP_CELLS bivalue cells, best first, and the open cells. */
  readonly top = new Int32Array(TOP_CELLS);
  private readonly topScore = new Int32Array(TOP_CELLS);
  topCount = 0;
  openCells = 0;
  private readonly n: number;
  private readonly full: number;
  private readonly br: number;
  /** Per column: the columns of its box. */
  private readonly stackMask: Int32Array;
  /** Per row: the first row of its band. */
  private readonly bandStart: Int32Array;
  /** Open cells per column at the current node, as bit planes (see mostConstrained). */
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  private k3 = 0;
  private k4 = 0;

  constructor(g: Geometry, stackMask: Int32Array, bandStart: Int32Array) {
    const n = g.size;
    this.n = n;
    this.full = g.allValues;
    this.br = g.boxRows;
    this.stackMask = stackMask;
    this.bandStart = bandStart;
  }

  /** The first open cell in row-major order, or -1 when every cell is solved. */
  firstOpen(aux: Int32Array, so: number): number {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      const open = this.full & ~aux[so + r];
      if (open !== 0) return r * n + 31 - Math.clz32(open & -open);
    }
    return -1;
  }

  /** The cell to branch on at level offsets off (pos) and so (aux), or -1 when all are solved. */
  mostConstrained(pos: Int32Array, aux: Int32Array, off: number, so: number): number {
    const n = this.n;
    const nn = n * n;
    const full = this.full;
    // Open cells per column as five bit planes (counts up to 31), for score().
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let k3 = 0;
    let k4 = 0;
    for (let q = so, e = so + n; q < e; q++) {
      const t0 = full & ~aux[q];
      const t1 = k0 & t0;
      k0 ^= t0;
      const t2 = k1 & t1;
      k1 ^= t1;
      const t3 = k2 & t2;
      k2 ^= t2;
      const t4 = k3 & t3;
      k3 ^= t3;
      k4 ^= t4;
    }
    this.k0 = k0;
    this.k1 = k1;
    this.k2 = k2;
    this.k3 = k3;
    this.k4 = k4;
    const top = this.top;
    const topScore = this.topScore;
    let topCount = 0;
    let openCells = 0;
    // Cells with exactly two candidates (the usual minimum), from once/twice/thrice per row.
    for (let r = 0; r < n; r++) {
      const open = full & ~aux[so + r];
      if (open === 0) continue;
      openCells += popcount(open);
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let p = off + r, e = p + nn; p < e; p += n) {
        const m = pos[p];
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
      }
      let two = twice & ~thrice & open;
      while (two !== 0) {
        const bit = two & -two;
        two ^= bit;
        const c = 31 - Math.clz32(bit);
        const s = this.score(aux, so, r, c);
        // Keep the top cells by score, earlier cells first among equals: top[0] is the choice.
        let i = topCount < TOP_CELLS ? topCount++ : TOP_CELLS;
        if (i === TOP_CELLS) {
          if (s <= topScore[TOP_CELLS - 1]) continue;
          i--;
        }
        for (; i > 0 && topScore[i - 1] < s; i--) {
          top[i] = top[i - 1];
          topScore[i] = topScore[i - 1];
        }
        top[i] = r * n + c;
        topScore[i] = s;
      }
    }
    this.topCount = topCount;
    this.openCells = openCells;
    if (topCount > 0) return top[0];
    if (openCells === 0) return -1;
    let best = -1;
    let bestScore = -1;
    let bestCount = 99;
    for (let r = 0; r < n; r++) {
      for (let open = full & ~aux[so + r]; open !== 0; open &= open - 1) {
        const bit = open & -open;
        const c = 31 - Math.clz32(bit);
        let k = 0;
        for (let p = off + r, e = p + nn; p < e; p += n) k += (pos[p] >>> c) & 1;
        if (k > bestCount) continue;
        const s = this.score(aux, so, r, c);
        if (k < bestCount || s > bestScore) {
          best = r * n + c;
          bestCount = k;
          bestScore = s;
        }
      }
    }
    return best;
  }

  private score(aux: Int32Array, so: number, r: number, c: number): number {
    const sm = this.stackMask[c];
    let s = popcount(~aux[so + r] & this.full & ~sm);
    s += ((this.k0 >>> c) & 1) + (((this.k1 >>> c) & 1) << 1) + (((this.k2 >>> c) & 1) << 2) + (((this.k3 >>> c) & 1) << 3) + (((this.k4 >>> c) & 1) << 4);
    const r0 = so + this.bandStart[r];
    for (let q = r0, e = r0 + this.br; q < e; q++) {
      const open = ~aux[q];
      s += popcount(open & sm) - ((open >>> c) & 1);
    }
    return s;
  }
}

/** The bits of m in a random order (Fisher–Yates) at order[at..]; returns how many. */
export function shuffleBits(m: number, random: () => number, order: Int32Array, at: number): number {
  let k = 0;
  for (let x = m; x !== 0; x &= x - 1) order[at + k++] = x & -x;
  for (let i = k - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = order[at + i];
    order[at + i] = order[at + j];
    order[at + j] = t;
  }
  return k;
}
