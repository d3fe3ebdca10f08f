// The candidates of the search (search.ts), level by level, and their propagation.
//
// State per level, value-major and bit-parallel (pos, aux, W, k: the glossary in docs/engine.md):
// per value its candidates, then per word the solved cells and per value the columns where it is
// placed. Placing v at a cell is one word
// operation per k rows for v (it leaves the column, the box and the row's other cells) and one
// per other candidate of the cell (only those when they are known), instead of a branchy loop
// over the cell's peers. Levels are preallocated once; a guess copies one level and narrows one
// cell.
//
// Propagation, to a fixed point (the rules only remove candidates, so the fixed point does not
// depend on the order they run in). Work is limited to what changed since last checked: words
// whose cells lost a value, values that lost a place (two dirty sets, filled by every change):
//  - hidden singles and values left without a place, per dirty value: its rows (rows), their
//    once/twice band by band (boxes) and over all rows (columns);
//  - naked singles and empty cells, per dirty word: once/twice over the N values' words (after
//    the values: their placements leave fewer words to check);
//  - locked candidates, once no single is left, per value changed since its last pass: per band,
//    each row's set of boxes (pointing/claiming in rows), then per column (in columns).
// Values placed in every column are skipped: they can change no more.
import { popcount } from '../bits.js';
import { geometryOf, type Geometry } from '../geometry.js';
import { GivensLoader } from './givens.js';
import { LockedCandidates } from './locked-candidates.js';
import { unitsHaveMatching } from './matching.js';
import { Packing } from './packing.js';
import type { Shape } from '../types.js';

export class Levels {
  readonly geometry: Geometry;
  readonly packing: Packing;
  private readonly n: number;
  /** Words per value (W), per level in pos (N·W) and in aux (W + N). */
  private readonly w: number;
  readonly posWords: number;
  readonly auxWords: number;
  private readonly full: number;
  private readonly wordFull: number;
  /** Level d: pos[d·N·W + v·W + w] = cells of word w where value v+1 may go. */
  readonly pos: Int32Array;
  /** Level d at d·(W + N): solved cells per word, then the columns holding each value. */
  readonly aux: Int32Array;
  private readonly scratch: Int32Array;
  private readonly givens: GivensLoader;
  private readonly matchMasks: Int32Array;
  private readonly matchCellOfValue: Int32Array;
  /** Its `run` is a kernel (kernels.ts). */
  readonly locked: LockedCandidates;
  /**
   * Changed since last checked: words (naked singles), values (hidden singles), values (locked
   * candidates). Set by every change, consumed by propagate, which leaves them clear.
   */
  private dWords = 0;
  private dVals = 0;
  private dLocked = 0;

  /** Room for `levels` levels of the shape. */
  constructor(shape: Shape, levels: number) {
    const g = geometryOf(shape);
    this.geometry = g;
    const pk = new Packing(g);
    this.packing = pk;
    const n = g.size;
    this.n = n;
    this.w = pk.words;
    this.posWords = n * pk.words;
    this.auxWords = pk.words + n;
    this.full = pk.full;
    this.wordFull = pk.wordFull;
    this.pos = new Int32Array(levels * this.posWords);
    this.aux = new Int32Array(levels * this.auxWords);
    this.scratch = new Int32Array(n * n);
    this.matchMasks = new Int32Array(n);
    this.matchCellOfValue = new Int32Array(n);
    this.locked = new LockedCandidates(g, pk);
    this.givens = new GivensLoader(g, pk);
    // propagate and place are kernels: the search installs this shape's copies (kernels.ts).
  }

  /** The givens at level 0 (see givens.ts), then propagation; false on clashes or no room. */
  load(cells: Uint8Array): boolean {
    if (!this.givens.load(cells, this.pos, this.aux)) return this.clear();
    this.dWords = (1 << this.w) - 1;
    this.dVals = this.dLocked = this.full;
    return this.propagate(0);
  }

  restrict(level: number, cell: number, mask: number): boolean {
    const cur = this.candidatesAt(level, cell);
    const m = cur & mask;
    if (m === 0) return false;
    if (m === cur) return true;
    const kn = this.packing.kn;
    const w = (cell / kn) | 0;
    const nb = ~(1 << (cell - w * kn));
    const W = this.w | 0;
    const off = level * this.posWords + w;
    for (let x = cur & ~mask; x !== 0; x &= x - 1) {
      const v = 31 - Math.clz32(x & -x);
      this.pos[off + v * W] &= nb;
    }
    this.dWords |= 1 << w;
    this.dVals |= cur & ~mask;
    this.dLocked |= cur & ~mask;
    return this.propagate(level);
  }

  copyLevel(from: number, to: number): void {
    const np = this.posWords;
    this.pos.copyWithin(to * np, from * np, from * np + np);
    const na = this.auxWords;
    this.aux.copyWithin(to * na, from * na, from * na + na);
  }

  candidatesAt(level: number, cell: number): number {
    const kn = this.packing.kn;
    const w = (cell / kn) | 0;
    const b = cell - w * kn;
    const pos = this.pos;
    const W = this.w | 0;
    let m = 0;
    for (let v = 0, p = level * this.posWords + w; v < this.n; v++, p += W) m |= ((pos[p] >>> b) & 1) << v;
    return m;
  }

  /** Hall's condition in every unit at `level` (see matching.ts). */
  unitsHaveMatching(level: number): boolean {
    const s = this.scratch;
    for (let i = 0; i < this.n * this.n; i++) s[i] = this.candidatesAt(level, i);
    return unitsHaveMatching(s, 0, this.geometry, this.matchMasks, this.matchCellOfValue);
  }

  /**
   * Value bit vb at `cell`, whose candidates are `cand`, on a copy of `level` at level + 1,
   * propagated; false on a contradiction.
   */
  guess(level: number, cell: number, vb: number, cand: number): boolean {
    const to = level + 1;
    this.copyLevel(level, to);
    const kn = this.packing.kn;
    const w = (cell / kn) | 0;
    return this.place(to * this.posWords, to * this.auxWords, 31 - Math.clz32(vb), w, cell - w * kn, cand) && this.propagate(to);
  }

  /** Open cells at `level`. */
  openCells(level: number): number {
    let open = 0;
    for (let q = level * this.auxWords, e = q + this.w; q < e; q++) open += popcount(this.wordFull & ~this.aux[q]);
    return open;
  }

  /** Candidates left at `level`, summed over all cells (the generator's measure of progress). */
  candidateCount(level: number): number {
    let total = 0;
    for (let p = level * this.posWords, e = p + this.posWords; p < e; p++) total += popcount(this.pos[p]);
    return total;
  }

  private clear(): false {
    this.dWords = this.dVals = this.dLocked = 0;
    return false;
  }

  /**
   * Value v (0-based) at bit b of word w, at level offsets off (pos) and so (aux).
   * `others`: a superset of the cell's other candidates (0 for a naked single, the cell's mask
   * for a guess: the cell then leaves only those values instead of all N).
   * False if v can no longer go there.
   */
  private place(off: number, so: number, v: number, w: number, b: number, others: number): boolean {
    const n = this.n | 0;
    const W = this.w | 0;
    const full = this.full | 0;
    const pos = this.pos;
    const p = off + v * W;
    const cell = 1 << b;
    if ((pos[p + w] & cell) === 0) return false;
    const aux = this.aux;
    if ((aux[so + w] & cell) !== 0) return true;
    aux[so + w] |= cell;
    const pk = this.packing;
    const c = pk.colOfBit[b];
    aux[so + W + v] |= 1 << c;
    // The cell leaves its other values (all N when they are not known).
    let dv = 1 << v;
    const nb = ~cell;
    if (others === full) {
      for (let u = 0, i = off + w; u < n; u++, i += W) {
        const x = pos[i];
        pos[i] = x & nb;
        dv |= ((x >>> b) & 1) << u;
      }
    } else {
      for (let o = others & ~dv; o !== 0; o &= o - 1) {
        const u = 31 - Math.clz32(o & -o);
        const i = off + u * W + w;
        const x = pos[i];
        pos[i] = x & nb;
        dv |= ((x >>> b) & 1) << u;
      }
    }
    // v leaves column c outside w's band, and inside it the box and the cell's row, but the cell.
    let dw = 1 << w;
    const b0 = pk.bandWord0[w];
    const b1 = b0 + pk.bandWords;
    const cr = pk.colRep[c];
    for (let q = 0; q < b0; q++) {
      const x = pos[p + q];
      const y = x & cr;
      pos[p + q] = x ^ y;
      dw |= ((y | -y) >>> 31) << q;
    }
    const br = pk.boxRep[c];
    for (let q = b0; q < b1; q++) {
      const x = pos[p + q];
      const y = x & br;
      pos[p + q] = x ^ y;
      dw |= ((y | -y) >>> 31) << q;
    }
    pos[p + w] = (pos[p + w] & ~pk.rowMaskOfBit[b]) | cell;
    for (let q = b1; q < W; q++) {
      const x = pos[p + q];
      const y = x & cr;
      pos[p + q] = x ^ y;
      dw |= ((y | -y) >>> 31) << q;
    }
    this.dWords |= dw;
    this.dVals |= dv;
    this.dLocked |= dv;
    return true;
  }

  private propagate(level: number): boolean {
    // `| 0` below: int32 types for V8 (packing.ts).
    const pk = this.packing;
    const n = this.n | 0;
    const W = this.w | 0;
    const kn = pk.kn | 0;
    const bw = pk.bandWords | 0;
    const full = this.full | 0;
    const wordFull = this.wordFull | 0;
    const pos = this.pos;
    const aux = this.aux;
    const np = this.posWords | 0;
    const off = level * np;
    const so = level * (this.auxWords | 0);
    const sc = so + W;
    const stackMask = pk.stackMask;
    const colRep = pk.colRep;
    const low = pk.lowRep | 0;
    const high = pk.highRep | 0;
    const mid = pk.midRep | 0;
    const top = pk.top | 0;
    const boxLow = pk.boxLow | 0;
    const rest = pk.rest | 0;
    for (;;) {
      // Hidden singles in rows, columns and boxes, per value.
      let vals = this.dVals;
      this.dVals = 0;
      while (vals !== 0) {
        const vb = vals & -vals;
        vals ^= vb;
        const v = 31 - Math.clz32(vb);
        const placedCols = aux[sc + v];
        if (placedCols === full) continue;
        const p = off + v * W;
        let once = 0;
        let twice = 0;
        // Band by band: rows, then the band's boxes from the columns met once/twice in the band.
        for (let w0 = 0; w0 < W; w0 += bw) {
          let bo = 0;
          let bt = 0;
          for (let w = w0; w < w0 + bw; w++) {
            let x = pos[p + w];
            // Word-wide per row (packing.ts): a row without a place is a contradiction; a row
            // with one takes v there unless v is placed in it (solved cells hold only their value).
            if (((((x & mid) + mid) | x) & high) !== high) return this.clear();
            const y = x & (x - low);
            const z = x & aux[so + w];
            let singles = high & ~(((y & mid) + mid) | y | (((z & mid) + mid) | z));
            while (singles !== 0) {
              const hb = singles & -singles;
              singles ^= hb;
              const sh = 32 - n - Math.clz32(hb);
              const m = (x >>> sh) & full;
              // Emptied by a placement earlier in this word.
              if (m === 0) return this.clear();
              if (!this.place(off, so, v, w, sh + 31 - Math.clz32(m), full)) return this.clear();
              x = pos[p + w];
            }
            for (let sh = 0; sh < kn; sh += n) {
              const m = (x >>> sh) & full;
              bt |= bo & m;
              bo |= m;
            }
          }
          // Every box of the band must still hold the value somewhere.
          if (((((bo & rest) + rest) | bo) & top) !== top) return this.clear();
          // Boxes with one column in the band, met once and not placed, at once per box (the
          // same carry trick over boxes: bo & (bo - boxLow) drops each box's first column).
          const y2 = bo & (bo - boxLow);
          const bz = (bt | (bo & placedCols)) & full;
          let boxes = top & ~(((y2 & rest) + rest) | y2 | (((bz & rest) + rest) | bz));
          while (boxes !== 0) {
            const tb = boxes & -boxes;
            boxes ^= tb;
            const x = bo & stackMask[31 - Math.clz32(tb)];
            // Read before this band's placements: the place may be gone (then the box has none).
            const cr = colRep[31 - Math.clz32(x)];
            let w = w0;
            let y = pos[p + w] & cr;
            while (y === 0) {
              if (++w === w0 + bw) return this.clear();
              y = pos[p + w] & cr;
            }
            if ((aux[so + w] & y) !== 0) continue;
            if (!this.place(off, so, v, w, 31 - Math.clz32(y), full)) return this.clear();
          }
          twice |= (once & bo) | bt;
          once |= bo;
        }
        if (once !== full) return this.clear();
        let h = once & ~twice & ~aux[sc + v];
        while (h !== 0) {
          const bit = h & -h;
          h ^= bit;
          const cr = colRep[31 - Math.clz32(bit)];
          let w = 0;
          let y = pos[p] & cr;
          while (y === 0) {
            if (++w === W) return this.clear();
            y = pos[p + w] & cr;
          }
          if ((aux[so + w] & y) !== 0) continue;
          if (!this.place(off, so, v, w, 31 - Math.clz32(y), full)) return this.clear();
        }
      }
      // Naked singles; a cell without candidates is a contradiction. Solved words cannot change.
      let words = this.dWords;
      this.dWords = 0;
      while (words !== 0) {
        const wb = words & -words;
        words ^= wb;
        const w = 31 - Math.clz32(wb);
        const solved = aux[so + w];
        if (solved === wordFull) continue;
        let once = 0;
        let twice = 0;
        for (let p = off + w, e = p + np; p < e; p += W) {
          const m = pos[p];
          twice |= once & m;
          once |= m;
        }
        if (once !== wordFull) return this.clear();
        let s = once & ~twice & ~solved;
        while (s !== 0) {
          const bit = s & -s;
          s ^= bit;
          let p = off + w;
          let v = 0;
          while ((pos[p] & bit) === 0) {
            if (++v === n) return this.clear(); // emptied by a placement earlier in this word
            p += W;
          }
          if (!this.place(off, so, v, w, 31 - Math.clz32(bit), 0)) return this.clear();
        }
      }
      if ((this.dWords | this.dVals) !== 0) continue;
      const lc = this.locked;
      const changed = lc.run(pos, aux, off, so, this.dLocked);
      if (changed < 0) return this.clear();
      this.dWords |= lc.words;
      this.dVals |= lc.vals;
      this.dLocked = lc.vals;
      if (changed === 0) return true;
    }
  }
}
