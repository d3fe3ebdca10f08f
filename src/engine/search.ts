// The one search behind solving, counting, hinting and generating, for every board geometry.
//
// State per level, value-major and bit-parallel: for every value v and row r one N-bit mask
// pos[v·N + r] of the columns where v may still go, plus per row the mask of solved columns and
// per value the columns where it is placed. Placing v at (r, c) is ~2N+boxRows word operations
// (v leaves the column, the box and the row's other cells) instead of a branchy loop over the
// cell's peers. Levels are preallocated once; a guess copies one level and narrows one cell.
//
// Propagation, to a fixed point (the rules only remove candidates, so the fixed point does not
// depend on the order they run in). Work is limited to what changed since last checked: rows
// whose cells lost a value, values that lost a place (two dirty sets, filled by every change):
//  - naked singles and empty cells, per dirty row: once/twice over the N value masks;
//  - hidden singles and values left without a place, per dirty value: its row masks (rows), their
//    once/twice band by band (boxes) and over all rows (columns);
//  - locked candidates, once no single is left, per value changed since its last pass: per band,
//    each row's set of boxes (pointing/claiming in rows), then per column (in columns).
// Values placed in every column are skipped: they can change no more.
//
// Branching: Minimum Remaining Values; among cells with equally few candidates, the one with the
// most open peers (its placement narrows the most cells), first in row-major order; this shrinks
// hard trees 1.6–4× against taking the first such cell. Values ascend, or come in a random order
// when seeded (generator), or a preferred known solution's value comes first (the generator's
// uniqueness checks). `rowMajor` instead branches on the first open cell in row-major order, so
// the first solution met is the lexicographically first.
import { geometryOf, type Geometry } from './geometry.js';
import { LockedCandidates } from './locked-candidates.js';
import { unitsHaveMatching } from './matching.js';
import type { Shape } from './types.js';

const POPCOUNT16 = new Uint8Array(1 << 16);
for (let i = 1; i < POPCOUNT16.length; i++) POPCOUNT16[i] = POPCOUNT16[i >> 1] + (i & 1);

export function popcount(m: number): number {
  return POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
}

/** Value (1-based) of a single-bit mask. */
export function valueOfBit(b: number): number {
  return 32 - Math.clz32(b);
}

export interface Budget {
  readonly maxNodes: number;
  /** Absolute time (performance.now()) after which the search gives up. */
  readonly deadline: number;
}

export class Search {
  readonly geometry: Geometry;
  private readonly n: number;
  private readonly nn: number;
  private readonly full: number;
  private readonly br: number;
  private readonly bc: number;
  /** Level d: pos[d·N² + v·N + r] = columns of row r where value v+1 may go. */
  private readonly pos: Int32Array;
  /** Level d at d·2N: solved columns per row, then the columns holding each value. */
  private readonly aux: Int32Array;
  /** Per column: the columns of its box. */
  private readonly stackMask: Int32Array;
  /** Per row: the first row of its band. */
  private readonly bandStart: Int32Array;
  private readonly scratch: Int32Array;
  private readonly matchMasks: Int32Array;
  private readonly matchCellOfValue: Int32Array;
  /** Bits of each box's first column. */
  private readonly stackLow: number;
  private readonly locked: LockedCandidates;
  private readonly order: Int32Array;
  /**
   * Changed since last checked: rows (naked singles), values (hidden singles), values (locked
   * candidates). Set by every change, consumed by propagate, which leaves them clear.
   */
  private dRows = 0;
  private dVals = 0;
  private dLocked = 0;
  /** Use locked candidates (box/line intersections) after singles. */
  intersections = true;

  nodes = 0;
  backtracks = 0;
  /** Set when the budget ran out: the counts are then lower bounds. */
  exhausted = false;
  solutionCount = 0;
  readonly solution: Uint8Array;
  private limit = 2;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private random: (() => number) | null = null;
  rowMajor = false;
  /** A known solution whose value is tried first at every branch (see the header). */
  preferred: Uint8Array | null = null;

  constructor(shape: Shape) {
    const g = geometryOf(shape);
    this.geometry = g;
    const n = g.size;
    this.n = n;
    this.nn = n * n;
    this.full = g.allValues;
    this.br = g.boxRows;
    this.bc = g.boxCols;
    const levels = n * n + 2;
    this.pos = new Int32Array(levels * n * n);
    this.aux = new Int32Array(levels * 2 * n);
    this.stackMask = new Int32Array(n);
    this.bandStart = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const c0 = i - (i % g.boxCols);
      this.stackMask[i] = (((1 << g.boxCols) - 1) << c0) | 0;
      this.bandStart[i] = i - (i % g.boxRows);
    }
    this.scratch = new Int32Array(n * n);
    this.matchMasks = new Int32Array(n);
    this.matchCellOfValue = new Int32Array(n);
    let low = 0;
    for (let c0 = 0; c0 < n; c0 += g.boxCols) low |= 1 << c0;
    this.stackLow = low;
    this.locked = new LockedCandidates(g, this.stackMask, low);
    this.order = new Int32Array(levels * n);
    this.solution = new Uint8Array(n * n);
  }

  setBudget(budget: Budget): void {
    this.maxNodes = budget.maxNodes;
    this.deadline = budget.deadline;
  }

  setBudgetNodes(maxNodes: number): void {
    this.maxNodes = maxNodes;
  }

  timedOut(): boolean {
    return performance.now() > this.deadline;
  }

  setRandom(random: (() => number) | null): void {
    this.random = random;
  }

  load(cells: Uint8Array): boolean {
    const n = this.n;
    this.pos.fill(this.full, 0, this.nn);
    this.aux.fill(0, 0, 2 * n);
    for (let i = 0; i < this.nn; i++) {
      const v = cells[i];
      if (v === 0) continue;
      if (!this.place(0, 0, v - 1, (i / n) | 0, 1 << (i % n))) return this.clear();
    }
    this.dRows = this.dVals = this.dLocked = this.full;
    return this.propagate(0);
  }

  restrict(level: number, cell: number, mask: number): boolean {
    const cur = this.candidatesAt(level, cell);
    const m = cur & mask;
    if (m === 0) return false;
    if (m === cur) return true;
    const n = this.n;
    const r = (cell / n) | 0;
    const nb = ~(1 << (cell % n));
    const off = level * this.nn;
    for (let x = cur & ~mask; x !== 0; x &= x - 1) {
      const v = 31 - Math.clz32(x & -x);
      this.pos[off + v * n + r] &= nb;
    }
    this.dRows |= 1 << r;
    this.dVals |= cur & ~mask;
    this.dLocked |= cur & ~mask;
    return this.propagate(level);
  }

  copyLevel(from: number, to: number): void {
    const nn = this.nn;
    this.pos.copyWithin(to * nn, from * nn, from * nn + nn);
    const na = 2 * this.n;
    this.aux.copyWithin(to * na, from * na, from * na + na);
  }

  count(level: number, limit: number): number {
    this.limit = limit;
    this.solutionCount = 0;
    this.node(level);
    return this.solutionCount;
  }

  candidatesAt(level: number, cell: number): number {
    const n = this.n;
    const r = (cell / n) | 0;
    const bit = 1 << (cell % n);
    const pos = this.pos;
    let m = 0;
    for (let v = 0, p = level * this.nn + r; v < n; v++, p += n) {
      if ((pos[p] & bit) !== 0) m |= 1 << v;
    }
    return m;
  }

  /** Hall's condition in every unit at `level` (see matching.ts). */
  unitsHaveMatching(level: number): boolean {
    const s = this.scratch;
    for (let i = 0; i < this.nn; i++) s[i] = this.candidatesAt(level, i);
    return unitsHaveMatching(s, 0, this.geometry, this.matchMasks, this.matchCellOfValue);
  }

  private clear(): false {
    this.dRows = this.dVals = this.dLocked = 0;
    return false;
  }

  /**
   * Value v (0-based) at row r, column bit `bit`, at level offsets off (pos) and so (aux).
   * False if v can no longer go there.
   */
  private place(off: number, so: number, v: number, r: number, bit: number): boolean {
    const n = this.n;
    const pos = this.pos;
    const p = off + v * n;
    if ((pos[p + r] & bit) === 0) return false;
    const aux = this.aux;
    if ((aux[so + r] & bit) !== 0) return true;
    aux[so + r] |= bit;
    aux[so + n + v] |= bit;
    const c = 31 - Math.clz32(bit);
    const nb = ~bit;
    let dr = 1 << r;
    for (let q = 0; q < n; q++) {
      const x = pos[p + q];
      pos[p + q] = x & nb;
      dr |= ((x >>> c) & 1) << q;
    }
    const sm = this.stackMask[c];
    for (let q = this.bandStart[r], e = q + this.br; q < e; q++) {
      const x = pos[p + q];
      pos[p + q] = x & ~sm;
      dr |= (-(x & sm) >>> 31) << q;
    }
    let dv = 1 << v;
    for (let u = 0, i = off + r; u < n; u++, i += n) {
      const x = pos[i];
      pos[i] = x & nb;
      dv |= ((x >>> c) & 1) << u;
    }
    pos[p + r] = bit;
    this.dRows |= dr;
    this.dVals |= dv;
    this.dLocked |= dv;
    return true;
  }

  private propagate(level: number): boolean {
    const n = this.n;
    const nn = this.nn;
    const full = this.full;
    const pos = this.pos;
    const aux = this.aux;
    const br = this.br;
    const off = level * nn;
    const so = level * 2 * n;
    const sc = so + n;
    const bc = this.bc;
    const stackMask = this.stackMask;
    const low = this.stackLow;
    for (;;) {
      // Naked singles; a cell without candidates is a contradiction. Solved rows cannot change.
      let rows = this.dRows;
      this.dRows = 0;
      while (rows !== 0) {
        const rb = rows & -rows;
        rows ^= rb;
        const r = 31 - Math.clz32(rb);
        const solvedRow = aux[so + r];
        if (solvedRow === full) continue;
        let once = 0;
        let twice = 0;
        for (let p = off + r, e = p + nn; p < e; p += n) {
          const m = pos[p];
          twice |= once & m;
          once |= m;
        }
        if (once !== full) return this.clear();
        let s = once & ~twice & ~solvedRow;
        while (s !== 0) {
          const bit = s & -s;
          s ^= bit;
          let p = off + r;
          let v = 0;
          while ((pos[p] & bit) === 0) {
            if (++v === n) return this.clear(); // emptied by a placement earlier in this row
            p += n;
          }
          if (!this.place(off, so, v, r, bit)) return this.clear();
        }
      }
      // Hidden singles in rows, columns and boxes, per value.
      let vals = this.dVals;
      this.dVals = 0;
      while (vals !== 0) {
        const vb = vals & -vals;
        vals ^= vb;
        const v = 31 - Math.clz32(vb);
        if (aux[sc + v] === full) continue;
        const p = off + v * n;
        const placedCols = aux[sc + v];
        let once = 0;
        let twice = 0;
        // Band by band: rows, then the band's boxes from the columns met once/twice in the band.
        for (let r0 = 0; r0 < n; r0 += br) {
          let bo = 0;
          let bt = 0;
          for (let r = r0; r < r0 + br; r++) {
            let m = pos[p + r];
            if (m === 0) return this.clear();
            if ((m & (m - 1)) === 0 && (aux[so + r] & m) === 0) {
              if (!this.place(off, so, v, r, m)) return this.clear();
              m = pos[p + r];
            }
            bt |= bo & m;
            bo |= m;
          }
          // Every box of the band must still hold the value somewhere.
          let y = bo;
          for (let k = 1; k < bc; k++) y |= bo >>> k;
          if ((y & low) !== low) return this.clear();
          // Only columns met once in the band, not placed, can make a box's single.
          let once1 = bo & ~bt & ~placedCols;
          while (once1 !== 0) {
            const sm = stackMask[31 - Math.clz32(once1 & -once1)];
            once1 &= ~sm;
            const x = bo & sm;
            // A placed column's bit in the band comes from the placement itself: the box is done.
            if ((x & (x - 1)) !== 0 || (bt & sm) !== 0 || (x & placedCols) !== 0) continue;
            // Read before this band's placements: the place may be gone (then the box has none).
            let r = r0;
            while ((pos[p + r] & x) === 0) if (++r === r0 + br) return this.clear();
            if ((aux[so + r] & x) !== 0) continue;
            if (!this.place(off, so, v, r, x)) return this.clear();
          }
          twice |= (once & bo) | bt;
          once |= bo;
        }
        if (once !== full) return this.clear();
        let h = once & ~twice & ~aux[sc + v];
        while (h !== 0) {
          const bit = h & -h;
          h ^= bit;
          let r = 0;
          while ((pos[p + r] & bit) === 0) if (++r === n) return this.clear();
          if ((aux[so + r] & bit) !== 0) continue;
          if (!this.place(off, so, v, r, bit)) return this.clear();
        }
      }
      if ((this.dRows | this.dVals) !== 0) continue;
      if (!this.intersections) {
        this.dLocked = 0;
        return true;
      }
      const lc = this.locked;
      const changed = lc.run(this.pos, this.aux, off, so, this.dLocked);
      if (changed < 0) return this.clear();
      this.dRows |= lc.rows;
      this.dVals |= lc.vals;
      this.dLocked = lc.vals;
      if (changed === 0) return true;
    }
  }

  /** Open peers of (r, c), up to a constant: the branching tie-break (see the header). */
  private score(so: number, r: number, c: number): number {
    const n = this.n;
    const full = this.full;
    const aux = this.aux;
    const sm = this.stackMask[c];
    const openRow = full & ~aux[so + r];
    let s = popcount(openRow) - popcount(openRow & sm);
    for (let q = so, e = so + n; q < e; q++) s += (~aux[q] >>> c) & 1;
    const r0 = so + this.bandStart[r];
    for (let q = r0; q < r0 + this.br; q++) {
      const open = ~aux[q];
      s += popcount(open & sm) - ((open >>> c) & 1);
    }
    return s;
  }

  /** One search node at `level`. Returns true when the search must stop (limit or budget). */
  private node(level: number): boolean {
    if (++this.nodes > this.maxNodes || ((this.nodes & 255) === 0 && performance.now() > this.deadline)) {
      this.exhausted = true;
      return true;
    }
    const n = this.n;
    const nn = this.nn;
    const full = this.full;
    const pos = this.pos;
    const aux = this.aux;
    const off = level * nn;
    const so = level * 2 * n;
    let best = -1;
    let anyOpen = false;
    if (this.rowMajor) {
      for (let r = 0; r < n; r++) {
        const open = full & ~aux[so + r];
        if (open !== 0) {
          best = r * n + 31 - Math.clz32(open & -open);
          break;
        }
      }
    } else {
      // Cells with exactly two candidates (the usual minimum), from once/twice/thrice per row.
      let bestScore = -1;
      for (let r = 0; r < n; r++) {
        const open = full & ~aux[so + r];
        if (open === 0) continue;
        anyOpen = true;
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
          const s = this.score(so, r, c);
          if (s > bestScore) {
            bestScore = s;
            best = r * n + c;
          }
        }
      }
      if (best < 0 && anyOpen) {
        let bestCount = 99;
        for (let i = 0; i < nn; i++) {
          const r = (i / n) | 0;
          const c = i % n;
          if ((aux[so + r] & (1 << c)) !== 0) continue;
          const k = popcount(this.candidatesAt(level, i));
          if (k > bestCount) continue;
          const s = this.score(so, r, c);
          if (k < bestCount || s > bestScore) {
            best = i;
            bestCount = k;
            bestScore = s;
          }
        }
      }
    }
    if (best < 0) {
      if (++this.solutionCount === 1) {
        const sol = this.solution;
        for (let v = 0; v < n; v++) {
          for (let r = 0, p = off + v * n; r < n; r++) sol[r * n + 31 - Math.clz32(pos[p + r])] = v + 1;
        }
      }
      return this.solutionCount >= this.limit;
    }
    let m = this.candidatesAt(level, best);
    if (this.preferred !== null) {
      const b = 1 << (this.preferred[best] - 1);
      if ((m & b) !== 0) {
        if (this.branch(level, best, b)) return true;
        m ^= b;
      }
    }
    if (this.random !== null) {
      const row = level * n;
      let k = 0;
      while (m !== 0) {
        const b = m & -m;
        m ^= b;
        this.order[row + k++] = b;
      }
      for (let i = k - 1; i > 0; i--) {
        const j = Math.floor(this.random() * (i + 1));
        const t = this.order[row + i];
        this.order[row + i] = this.order[row + j];
        this.order[row + j] = t;
      }
      for (let i = 0; i < k; i++) {
        if (this.branch(level, best, this.order[row + i])) return true;
      }
      return false;
    }
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (this.branch(level, best, b)) return true;
    }
    return false;
  }

  private branch(level: number, cell: number, b: number): boolean {
    const to = level + 1;
    this.copyLevel(level, to);
    const n = this.n;
    const ok = this.place(to * this.nn, to * 2 * n, 31 - Math.clz32(b), (cell / n) | 0, 1 << (cell % n));
    if (ok && this.propagate(to) && this.node(to)) return true;
    this.backtracks++;
    return false;
  }

  /** Candidates left at `level`, summed over all cells (the generator's measure of progress). */
  candidateCount(level: number): number {
    let total = 0;
    for (let p = level * this.nn, e = p + this.nn; p < e; p++) {
      let x = this.pos[p];
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      total += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
    }
    return total;
  }
}
