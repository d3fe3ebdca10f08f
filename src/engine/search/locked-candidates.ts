// Locked candidates (pointing and claiming) in the value-major state of levels.ts, for every box
// shape: per value, per band of rows, each row's set of boxes where the value may go (rows), and
// per band the columns it may use (columns). Each mask applied removes at least one candidate.
// Rows sit k to a word (packing.ts); masks over a word clear a column or a box in all its rows.
import type { Geometry } from '../geometry.js';
import type { Packing } from './packing.js';

export class LockedCandidates {
  private readonly n: number;
  private readonly bc: number;
  private readonly pk: Packing;
  /** Scratch: per band the OR of its rows' masks; per word of a band its rows' sets of boxes. */
  private readonly bandOr: Int32Array;
  private readonly ys: Int32Array;
  /** After run(): the words and the values whose candidates it changed. */
  words = 0;
  vals = 0;

  constructor(g: Geometry, pk: Packing) {
    this.n = g.size;
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
    // `| 0` below: int32 types for V8 (packing.ts).
    const n = this.n | 0;
    const pk = this.pk;
    const full = pk.full | 0;
    const W = pk.words | 0;
    const kn = pk.kn | 0;
    const bw = pk.bandWords | 0;
    const bc = this.bc | 0;
    const topRep = pk.topRep | 0;
    const restRep = pk.restRep | 0;
    const lowRep = pk.lowRep | 0;
    const mid = pk.midRep | 0;
    const high = pk.highRep | 0;
    const top = pk.top | 0;
    const rest = pk.rest | 0;
    const boxLow = pk.boxLow | 0;
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
        // Per row, the boxes (their last column's bit) where the value may go: per word, then
        // once/twice over the band's rows.
        let yo = 0;
        let yt = 0;
        let bo = 0;
        for (let w = w0; w < w0 + bw; w++) {
          const x = pos[p + w];
          const yw = (((x & restRep) + restRep) | x) & topRep;
          // A row without a place (the singles catch it first; kept as a guard).
          if (((((yw & mid) + mid) | yw) & high) !== high) return -1;
          ys[w - w0] = yw;
          for (let sh = 0; sh < kn; sh += n) {
            const y = (yw >>> sh) & full;
            yt |= yo & y;
            yo |= y;
            bo |= (x >>> sh) & full;
          }
        }
        const changedBand = changed;
        // Per row at once (packing.ts): rows that meet a box no other row meets, among others
        // (pointing: the row is confined to that box), and rows in one box that others meet too
        // (claiming: the box's other rows lose it). yw & (yw - lowRep): each row's boxes but its
        // first, so empty exactly for rows in one box.
        const onlyRep = Math.imul(yo & ~yt, lowRep);
        const twiceRep = Math.imul(yt, lowRep);
        for (let w = w0; w < w0 + bw; w++) {
          const yw = ys[w - w0];
          const y2 = yw & (yw - lowRep);
          const yp = yw & onlyRep;
          let rows = (((yp & mid) + mid) | yp) & (((y2 & mid) + mid) | y2) & high;
          while (rows !== 0) {
            const hb = rows & -rows;
            rows ^= hb;
            const sh = 32 - n - Math.clz32(hb);
            const kk = (yw >>> sh) & onlyRep & full;
            pos[p + w] &= ~((full & ~stackMask[31 - Math.clz32(kk & -kk)]) << sh);
            dw |= 1 << w;
            changed++;
          }
        }
        for (let w = w0; w < w0 + bw; w++) {
          const yw = ys[w - w0];
          const y2 = yw & (yw - lowRep);
          const yc = yw & twiceRep;
          let rows = ~(((y2 & mid) + mid) | y2) & (((yc & mid) + mid) | yc) & high;
          while (rows !== 0) {
            const hb = rows & -rows;
            rows ^= hb;
            const sh = 32 - n - Math.clz32(hb);
            const box = boxRep[31 - Math.clz32((yw >>> sh) & full)];
            let hit = false;
            for (let q = w0; q < w0 + bw; q++) {
              const x = pos[p + q];
              const m = q === w ? x & box & ~(full << sh) : x & box;
              if (m !== 0) {
                pos[p + q] = x ^ m;
                dw |= 1 << q;
                hit = true;
              }
            }
            if (hit) changed++;
          }
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
      // Per band, boxes by their columns (the same tricks over box fields): every box must have
      // a place; boxes with one column (pointing in columns, when another band meets it too:
      // the column leaves the other bands); columns in this band only, in a box with other
      // columns here (claiming in columns: the box's other columns leave the band).
      const single = gOnce & ~gTwice;
      for (let d = 0, w0 = 0; w0 < W; d++, w0 += bw) {
        const bo = bandOr[d];
        if (((((bo & rest) + rest) | bo) & top) !== top) return -1;
        const y2 = bo & (bo - boxLow);
        const many = (((y2 & rest) + rest) | y2) & top;
        const one = top & ~many;
        let cols = bo & ((one - (one >>> (bc - 1))) | one) & gTwice;
        while (cols !== 0) {
          const bit = cols & -cols;
          cols ^= bit;
          const cr = colRep[31 - Math.clz32(bit)];
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
        cols = bo & ((many - (many >>> (bc - 1))) | many) & single;
        while (cols !== 0) {
          const bit = cols & -cols;
          cols ^= bit;
          const c = 31 - Math.clz32(bit);
          const others = boxRep[c] & ~colRep[c];
          let hit = false;
          for (let w = w0; w < w0 + bw; w++) {
            const x = pos[p + w];
            if ((x & others) !== 0) {
              pos[p + w] = x & ~others;
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
