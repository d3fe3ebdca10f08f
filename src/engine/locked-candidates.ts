// Locked candidates (pointing and claiming) in the value-major state of levels.ts, for every box
// shape: per value, per band of rows, each row's set of boxes where the value may go (rows), and
// per band the columns it may use (columns). Each mask applied removes at least one candidate.
// Rows sit k to a word (packing.ts); masks over a word clear a column or a box in all its rows.
import type { Geometry } from './geometry.js';
import type { Packing } from './packing.js';

export class LockedCandidates {
  private readonly n: number;
  private readonly br: number;
  private readonly bc: number;
  private readonly pk: Packing;
  /** Scratch: per band the OR of its rows' masks; per row of a band its set of boxes. */
  private readonly bandOr: Int32Array;
  private readonly ys: Int32Array;
  /** After run(): the words and the values whose candidates it changed. */
  words = 0;
  vals = 0;

  constructor(g: Geometry, pk: Packing) {
    this.n = g.size;
    this.br = g.boxRows;
    this.bc = g.boxCols;
    this.pk = pk;
    this.bandOr = new Int32Array(g.size);
    this.ys = new Int32Array(g.size);
  }

  /**
   * One pass over `values` (a bitmask) at level offsets `off` (pos) and `so` (aux): the number of
   * masks that removed something, or -1 on a contradiction. Sets `words` and `vals`.
   */
  run(pos: Int32Array, aux: Int32Array, off: number, so: number, values: number): number {
    const n = this.n;
    const pk = this.pk;
    const full = pk.full;
    const W = pk.words;
    const k = pk.k;
    const kn = pk.kn;
    const bw = pk.bandWords;
    const br = this.br;
    const bc = this.bc;
    const topRep = pk.topRep;
    const restRep = pk.restRep;
    const stackMask = pk.stackMask;
    const colRep = pk.colRep;
    const boxRep = pk.boxRep;
    const bandOr = this.bandOr;
    const ys = this.ys;
    let changed = 0;
    let vals = values;
    let dw = 0;
    let dv = 0;
    while (vals !== 0) {
      const vb = vals & -vals;
      vals ^= vb;
      const v = 31 - Math.clz32(vb);
      if (aux[so + W + v] === full) continue;
      const p = off + v * W;
      const changedBefore = changed;
      let gOnce = 0;
      let gTwice = 0;
      for (let d = 0, w0 = 0; w0 < W; d++, w0 += bw) {
        // Per row, the boxes (their last column's bit) where the value may go.
        let yo = 0;
        let yt = 0;
        let bo = 0;
        const changedBand = changed;
        for (let w = w0, i = 0; w < w0 + bw; w++) {
          const x = pos[p + w];
          const yw = (((x & restRep) + restRep) | x) & topRep;
          for (let sh = 0; sh < kn; sh += n, i++) {
            const y = (yw >>> sh) & full;
            ys[i] = y;
            yt |= yo & y;
            yo |= y;
            bo |= (x >>> sh) & full;
          }
        }
        // Pointing in rows: a box where only row i may hold the value confines the row to it.
        const only = yo & ~yt;
        if (only !== 0) {
          for (let i = 0; i < br; i++) {
            const kk = ys[i] & only;
            if (kk === 0) continue;
            const kb = kk & -kk;
            if (ys[i] === kb) continue;
            const w = w0 + ((i / k) | 0);
            pos[p + w] &= ~((full & ~stackMask[31 - Math.clz32(kb)]) << ((i % k) * n));
            ys[i] = kb;
            dw |= 1 << w;
            changed++;
          }
        }
        // Claiming in rows: a row confined to one box clears the box's other rows.
        for (let i = 0; i < br; i++) {
          const y = ys[i];
          if (y === 0) return -1;
          if ((y & (y - 1)) !== 0 || (yt & y) === 0) continue;
          const box = boxRep[31 - Math.clz32(y)];
          const wi = w0 + ((i / k) | 0);
          const own = ~(full << ((i % k) * n));
          let hit = false;
          for (let w = w0; w < w0 + bw; w++) {
            const x = pos[p + w];
            const m = w === wi ? x & box & own : x & box;
            if (m !== 0) {
              pos[p + w] = x ^ m;
              dw |= 1 << w;
              hit = true;
            }
          }
          if (hit) changed++;
        }
        if (changed !== changedBand) {
          bo = 0;
          for (let w = w0; w < w0 + bw; w++) {
            const x = pos[p + w];
            for (let sh = 0; sh < kn; sh += n) bo |= (x >>> sh) & full;
          }
        }
        bandOr[d] = bo;
        gTwice |= gOnce & bo;
        gOnce |= bo;
      }
      // Pointing in columns: a box whose places lie in one column clears it in the other bands.
      for (let d = 0, w0 = 0; w0 < W; d++, w0 += bw) {
        const bo = bandOr[d];
        for (let c0 = 0; c0 < n; c0 += bc) {
          const x = bo & stackMask[c0];
          if (x === 0) return -1;
          if ((x & (x - 1)) !== 0 || (gTwice & x) === 0) continue;
          const cr = colRep[31 - Math.clz32(x)];
          let hit = false;
          for (let w = 0; w < W; w++) {
            if (w === w0) {
              w += bw - 1;
              continue;
            }
            const y = pos[p + w];
            if ((y & cr) !== 0) {
              pos[p + w] = y & ~cr;
              dw |= 1 << w;
              hit = true;
            }
          }
          if (hit) changed++;
        }
      }
      // Claiming in columns: a column whose places lie in one band clears the box's other columns.
      const single = gOnce & ~gTwice;
      for (let d = 0, w0 = 0; w0 < W; d++, w0 += bw) {
        let cols = bandOr[d] & single;
        while (cols !== 0) {
          const bit = cols & -cols;
          cols ^= bit;
          const c = 31 - Math.clz32(bit);
          if ((bandOr[d] & stackMask[c] & ~bit) === 0) continue;
          const rest = boxRep[c] & ~colRep[c];
          let hit = false;
          for (let w = w0; w < w0 + bw; w++) {
            const x = pos[p + w];
            if ((x & rest) !== 0) {
              pos[p + w] = x & ~rest;
              dw |= 1 << w;
              hit = true;
            }
          }
          if (hit) changed++;
        }
      }
      if (changed !== changedBefore) dv |= vb;
    }
    this.words = dw;
    this.vals = dv;
    return changed;
  }
}
