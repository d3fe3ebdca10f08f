// Which open cell a search node branches on, in the value-major state of levels.ts (pos, aux, k:
// see the glossary in docs/engine.md).
//
// Minimum Remaining Values; among cells with equally few candidates, the one with the most open
// peers (its placement narrows the most cells), first in row-major order. Open peers of (r, c),
// up to a constant: the row's open cells outside the box, the column's open cells, and the box's
// open cells outside the column. The column counts come from bit planes summed once per node
// (caching counts per column on first use, with stamps, did not pay).
import { popcount } from '../bits.js';
import type { Geometry } from '../geometry.js';
import type { Packing } from './packing.js';

/** Bivalue cells that mostConstrained keeps for a lookahead (see lookahead.ts). */
export const TOP_CELLS = 4;

export class BranchChoice {
  /**
   * After mostConstrained: the open cells, and the best bivalue cells, best first: up to
   * TOP_CELLS where a lookahead may run, else the best one.
   */
  readonly top = new Int32Array(TOP_CELLS);
  private readonly topScore = new Int32Array(TOP_CELLS);
  topCount = 0;
  openCells = 0;
  private readonly n: number;
  private readonly br: number;
  private readonly pk: Packing;
  /** Per row at the current node: its open columns. */
  private readonly rowOpen: Int32Array;
  /** Open cells per column at the current node, as bit planes (see mostConstrained). */
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  private k3 = 0;
  private k4 = 0;

  /** Open cells from which a node may look ahead (lookahead.ts). */
  private readonly lookaheadMin: number;
  /** For the kernels' copies, which see no module imports (specialize.ts). */
  private readonly popcount = popcount;
  private readonly topCells = TOP_CELLS;

  constructor(g: Geometry, pk: Packing, lookaheadMin: number) {
    this.lookaheadMin = lookaheadMin;
    this.n = g.size;
    this.br = g.boxRows;
    this.pk = pk;
    this.rowOpen = new Int32Array(g.size);
    // mostConstrained and score are kernels: the search installs this shape's copies (kernels.ts).
  }

  /** The first open cell in row-major order, or -1 when every cell is solved. */
  firstOpen(aux: Int32Array, so: number): number {
    const pk = this.pk;
    for (let w = 0; w < pk.words; w++) {
      const open = pk.wordFull & ~aux[so + w];
      if (open !== 0) return w * pk.kn + 31 - Math.clz32(open & -open);
    }
    return -1;
  }

  /** The cell to branch on at level offsets off (pos) and so (aux), or -1 when all are solved. */
  mostConstrained(pos: Int32Array, aux: Int32Array, off: number, so: number): number {
    // `| 0` below: int32 types for V8 (packing.ts).
    const n = this.n | 0;
    const pk = this.pk;
    const popcount = this.popcount;
    const W = pk.words | 0;
    const kn = pk.kn | 0;
    const rowsPerWord = pk.k | 0;
    const rowOfBit = pk.rowOfBit;
    const colOfBit = pk.colOfBit;
    const bandWord0 = pk.bandWord0;
    const full = pk.full | 0;
    const wordFull = pk.wordFull | 0;
    const vw = n * W;
    const rowOpen = this.rowOpen;
    // Open columns per row, and open cells per column as five bit planes (counts up to 31).
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let k3 = 0;
    let k4 = 0;
    let openCells = 0;
    for (let w = 0, r = 0; w < W; w++) {
      const open = ~aux[so + w];
      openCells += popcount(open & wordFull);
      for (let sh = 0; sh < kn; sh += n, r++) {
        const t0 = (open >>> sh) & full;
        rowOpen[r] = t0;
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
    }
    this.k0 = k0;
    this.k1 = k1;
    this.k2 = k2;
    this.k3 = k3;
    this.k4 = k4;
    const top = this.top;
    const topScore = this.topScore;
    let topCount = 0;
    // Only a lookahead (from lookaheadMin open cells on) uses more than the best cell.
    const keep = openCells >= (this.lookaheadMin | 0) ? this.topCells | 0 : 1;
    // Cells with exactly two candidates (the usual minimum), from once/twice/thrice per word.
    for (let w = 0; w < W; w++) {
      const open = wordFull & ~aux[so + w];
      if (open === 0) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let p = off + w, e = p + vw; p < e; p += W) {
        const m = pos[p];
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
      }
      let two = twice & ~thrice & open;
      while (two !== 0) {
        const bit = two & -two;
        two ^= bit;
        const b = 31 - Math.clz32(bit);
        const cell = w * kn + b;
        const s = this.score(w * rowsPerWord + rowOfBit[b], colOfBit[b], bandWord0[w] * rowsPerWord);
        // Keep the top cells by score, earlier cells first among equals: top[0] is the choice.
        let i = topCount < keep ? topCount++ : keep;
        if (i === keep) {
          if (s <= topScore[keep - 1]) continue;
          i--;
        }
        for (; i > 0 && topScore[i - 1] < s; i--) {
          top[i] = top[i - 1];
          topScore[i] = topScore[i - 1];
        }
        top[i] = cell;
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
    for (let w = 0; w < W; w++) {
      for (let open = wordFull & ~aux[so + w]; open !== 0; open &= open - 1) {
        const b = 31 - Math.clz32(open & -open);
        let k = 0;
        for (let p = off + w, e = p + vw; p < e; p += W) k += (pos[p] >>> b) & 1;
        if (k > bestCount) continue;
        const cell = w * kn + b;
        const s = this.score(w * rowsPerWord + rowOfBit[b], colOfBit[b], bandWord0[w] * rowsPerWord);
        if (k < bestCount || s > bestScore) {
          best = cell;
          bestCount = k;
          bestScore = s;
        }
      }
    }
    return best;
  }

  /** Open peers of (r, c) up to a constant (see the header); r0: the first row of r's band. */
  private score(r: number, c: number, r0: number): number {
    const popcount = this.popcount;
    const sm = this.pk.stackMask[c];
    const rowOpen = this.rowOpen;
    let s = popcount(rowOpen[r] & ~sm);
    s +=
      ((this.k0 >>> c) & 1) +
      (((this.k1 >>> c) & 1) << 1) +
      (((this.k2 >>> c) & 1) << 2) +
      (((this.k3 >>> c) & 1) << 3) +
      (((this.k4 >>> c) & 1) << 4);
    for (let q = r0, e = r0 + (this.br | 0); q < e; q++) {
      const open = rowOpen[q];
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
