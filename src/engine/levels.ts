// The candidates of the search (search.ts), level by level, and their propagation.
//
// State per level, value-major and bit-parallel: for every value v and row r one N-bit mask
// pos[v·N + r] of the columns where v may still go, plus per row the mask of solved columns and
// per value the columns where it is placed. Placing v at (r, c) is ~2N word operations (v leaves
// the column, the box and the row's other cells; the cell's other candidates leave it, only those
// when they are known) instead of a branchy loop over the cell's peers. Levels are preallocated
// once; a guess copies one level and narrows one cell.
//
// Propagation, to a fixed point (the rules only remove candidates, so the fixed point does not
// depend on the order they run in). Work is limited to what changed since last checked: rows
// whose cells lost a value, values that lost a place (two dirty sets, filled by every change):
//  - hidden singles and values left without a place, per dirty value: its row masks (rows), their
//    once/twice band by band (boxes) and over all rows (columns);
//  - naked singles and empty cells, per dirty row: once/twice over the N value masks (after the
//    values: their placements leave ~15 % fewer rows to check, and the other order no fewer values);
//  - locked candidates, once no single is left, per value changed since its last pass: per band,
//    each row's set of boxes (pointing/claiming in rows), then per column (in columns).
// Values placed in every column are skipped: they can change no more.
import { boxTops, popcount } from './bits.js';
import { geometryOf, type Geometry } from './geometry.js';
import { GivensLoader } from './givens.js';
import { LockedCandidates } from './locked-candidates.js';
import { unitsHaveMatching } from './matching.js';
import type { Shape } from './types.js';

export class Levels {
  readonly geometry: Geometry;
  private readonly n: number;
  private readonly nn: number;
  private readonly full: number;
  private readonly br: number;
  /** Level d: pos[d·N² + v·N + r] = columns of row r where value v+1 may go. */
  readonly pos: Int32Array;
  /** Level d at d·2N: solved columns per row, then the columns holding each value. */
  readonly aux: Int32Array;
  /** Per column: the columns of its box. */
  readonly stackMask: Int32Array;
  /** Per row: the first row of its band. */
  readonly bandStart: Int32Array;
  private readonly scratch: Int32Array;
  private readonly givens: GivensLoader;
  private readonly matchMasks: Int32Array;
  private readonly matchCellOfValue: Int32Array;
  /** Last column of every box, and the other columns (see boxTops). */
  private readonly boxTop: number;
  private readonly boxRest: number;
  private readonly locked: LockedCandidates;
  /**
   * Changed since last checked: rows (naked singles), values (hidden singles), values (locked
   * candidates). Set by every change, consumed by propagate, which leaves them clear.
   */
  private dRows = 0;
  private dVals = 0;
  private dLocked = 0;

  /** Room for `levels` levels of the shape. */
  constructor(shape: Shape, levels: number) {
    const g = geometryOf(shape);
    this.geometry = g;
    const n = g.size;
    this.n = n;
    this.nn = n * n;
    this.full = g.allValues;
    this.br = g.boxRows;
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
    const { top, rest } = boxTops(n, g.boxCols);
    this.boxTop = top;
    this.boxRest = rest;
    this.locked = new LockedCandidates(g, this.stackMask);
    this.givens = new GivensLoader(g, this.stackMask, this.bandStart);
  }

  /** The givens at level 0 (see givens.ts), then propagation; false on clashes or no room. */
  load(cells: Uint8Array): boolean {
    if (!this.givens.load(cells, this.pos, this.aux)) return this.clear();
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

  /**
   * Value bit b at `cell`, whose candidates are `cand`, on a copy of `level` at level + 1,
   * propagated; false on a contradiction.
   */
  guess(level: number, cell: number, b: number, cand: number): boolean {
    const to = level + 1;
    this.copyLevel(level, to);
    const n = this.n;
    return this.place(to * this.nn, to * 2 * n, 31 - Math.clz32(b), (cell / n) | 0, 1 << (cell % n), cand) && this.propagate(to);
  }

  /** Open cells at `level`. */
  openCells(level: number): number {
    const n = this.n;
    let open = 0;
    for (let q = level * 2 * n, e = q + n; q < e; q++) open += popcount(this.full & ~this.aux[q]);
    return open;
  }

  /** Candidates left at `level`, summed over all cells (the generator's measure of progress). */
  candidateCount(level: number): number {
    let total = 0;
    for (let p = level * this.nn, e = p + this.nn; p < e; p++) total += popcount(this.pos[p]);
    return total;
  }

  private clear(): false {
    this.dRows = this.dVals = this.dLocked = 0;
    return false;
  }

  /**
   * Value v (0-based) at row r, column bit `bit`, at level offsets off (pos) and so (aux).
   * `others`: a superset of the cell's other candidates (0 for a naked single, the cell's mask
   * for a guess: the cell then leaves only those values instead of all N).
   * False if v can no longer go there.
   */
  private place(off: number, so: number, v: number, r: number, bit: number, others: number): boolean {
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
    // v leaves column c outside r's band, and the box (column c included) inside it.
    let dr = 1 << r;
    const b0 = this.bandStart[r];
    const b1 = b0 + this.br;
    for (let q = 0; q < b0; q++) {
      const x = pos[p + q];
      pos[p + q] = x & nb;
      dr |= ((x >>> c) & 1) << q;
    }
    const sm = this.stackMask[c];
    for (let q = b0; q < b1; q++) {
      const x = pos[p + q];
      pos[p + q] = x & ~sm;
      dr |= (-(x & sm) >>> 31) << q;
    }
    for (let q = b1; q < n; q++) {
      const x = pos[p + q];
      pos[p + q] = x & nb;
      dr |= ((x >>> c) & 1) << q;
    }
    let dv = 1 << v;
    if (others === this.full) {
      for (let u = 0, i = off + r; u < n; u++, i += n) {
        const x = pos[i];
        pos[i] = x & nb;
        dv |= ((x >>> c) & 1) << u;
      }
    } else {
      for (let o = others & ~dv; o !== 0; o &= o - 1) {
        const u = 31 - Math.clz32(o & -o);
        const i = off + u * n + r;
        const x = pos[i];
        pos[i] = x & nb;
        dv |= ((x >>> c) & 1) << u;
      }
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
    const stackMask = this.stackMask;
    const top = this.boxTop;
    const rest = this.boxRest;
    for (;;) {
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
            // A row's only place is open unless v is placed there (no open place of v shares a
            // column with a placed one).
            if ((m & (m - 1)) === 0 && (m & placedCols) === 0) {
              if (!this.place(off, so, v, r, m, full)) return this.clear();
              m = pos[p + r];
            }
            bt |= bo & m;
            bo |= m;
          }
          // Every box of the band must still hold the value somewhere.
          if (((((bo & rest) + rest) | bo) & top) !== top) return this.clear();
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
            if (!this.place(off, so, v, r, x, full)) return this.clear();
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
          if (!this.place(off, so, v, r, bit, full)) return this.clear();
        }
      }
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
          if (!this.place(off, so, v, r, bit, 0)) return this.clear();
        }
      }
      if ((this.dRows | this.dVals) !== 0) continue;
      const lc = this.locked;
      const changed = lc.run(this.pos, this.aux, off, so, this.dLocked);
      if (changed < 0) return this.clear();
      this.dRows |= lc.rows;
      this.dVals |= lc.vals;
      this.dLocked = lc.vals;
      if (changed === 0) return true;
    }
  }
}
