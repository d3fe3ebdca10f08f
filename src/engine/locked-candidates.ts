// Locked candidates (pointing and claiming) in the value-major state of levels.ts, for every box
// shape: per value, per band of rows, each row's set of boxes where the value may go (rows), and
// per band the columns it may use (columns). Each mask applied removes at least one candidate.
import { boxTops } from './bits.js';
import type { Geometry } from './geometry.js';

export class LockedCandidates {
  private readonly n: number;
  private readonly full: number;
  private readonly br: number;
  private readonly bc: number;
  /** Last column of every box, and the other columns (see boxTops). */
  private readonly top: number;
  private readonly rest: number;
  /** Per column: the columns of its box. */
  private readonly stackMask: Int32Array;
  /** Scratch: per band the OR of its rows' masks; per row of a band its set of boxes. */
  private readonly bandOr: Int32Array;
  private readonly ys: Int32Array;
  /** After run(): the rows and the values whose candidates it changed. */
  rows = 0;
  vals = 0;

  constructor(g: Geometry, stackMask: Int32Array) {
    this.n = g.size;
    this.full = g.allValues;
    this.br = g.boxRows;
    this.bc = g.boxCols;
    const { top, rest } = boxTops(g.size, g.boxCols);
    this.top = top;
    this.rest = rest;
    this.stackMask = stackMask;
    this.bandOr = new Int32Array(g.size);
    this.ys = new Int32Array(g.size);
  }

  /**
   * One pass over `values` (a bitmask) at level offsets `off` (pos) and `so` (aux): the number of
   * masks that removed something, or -1 on a contradiction. Sets `rows` and `vals`.
   */
  run(pos: Int32Array, aux: Int32Array, off: number, so: number, values: number): number {
    const n = this.n;
    const full = this.full;
    const br = this.br;
    const bc = this.bc;
    const top = this.top;
    const rest = this.rest;
    const stackMask = this.stackMask;
    const bandOr = this.bandOr;
    const ys = this.ys;
    const bands = n / br;
    let changed = 0;
    let vals = values;
    let dr = 0;
    let dv = 0;
    while (vals !== 0) {
      const vb = vals & -vals;
      vals ^= vb;
      const v = 31 - Math.clz32(vb);
      if (aux[so + n + v] === full) continue;
      const p = off + v * n;
      const changedBefore = changed;
      let gOnce = 0;
      let gTwice = 0;
      for (let d = 0, r0 = 0; d < bands; d++, r0 += br) {
        // Per row, the boxes (their last column's bit) where the value may go.
        let yo = 0;
        let yt = 0;
        let bo = 0;
        const changedBand = changed;
        for (let i = 0; i < br; i++) {
          const x = pos[p + r0 + i];
          const y = (((x & rest) + rest) | x) & top;
          ys[i] = y;
          yt |= yo & y;
          yo |= y;
          bo |= x;
        }
        // Pointing in rows: a box where only row r may hold the value confines the row to it.
        const only = yo & ~yt;
        if (only !== 0) {
          for (let i = 0; i < br; i++) {
            const k = ys[i] & only;
            if (k === 0) continue;
            const kb = k & -k;
            if (ys[i] === kb) continue;
            pos[p + r0 + i] &= stackMask[31 - Math.clz32(kb)];
            ys[i] = kb;
            dr |= 1 << (r0 + i);
            changed++;
          }
        }
        // Claiming in rows: a row confined to one box clears the box's other rows.
        for (let i = 0; i < br; i++) {
          const y = ys[i];
          if (y === 0) return -1;
          if ((y & (y - 1)) !== 0 || (yt & y) === 0) continue;
          const sm = stackMask[31 - Math.clz32(y)];
          let hit = false;
          for (let q = 0; q < br; q++) {
            if (q === i) continue;
            const x = pos[p + r0 + q];
            if ((x & sm) !== 0) {
              pos[p + r0 + q] = x & ~sm;
              dr |= 1 << (r0 + q);
              hit = true;
            }
          }
          if (hit) changed++;
        }
        if (changed !== changedBand) {
          bo = 0;
          for (let r = r0; r < r0 + br; r++) bo |= pos[p + r];
        }
        bandOr[d] = bo;
        gTwice |= gOnce & bo;
        gOnce |= bo;
      }
      // Pointing in columns: a box whose places lie in one column clears it in the other bands.
      for (let d = 0, r0 = 0; d < bands; d++, r0 += br) {
        const bo = bandOr[d];
        for (let c0 = 0; c0 < n; c0 += bc) {
          const x = bo & stackMask[c0];
          if (x === 0) return -1;
          if ((x & (x - 1)) !== 0 || (gTwice & x) === 0) continue;
          let hit = false;
          for (let r = 0; r < n; r++) {
            if (r === r0) {
              r += br - 1;
              continue;
            }
            const y = pos[p + r];
            if ((y & x) !== 0) {
              pos[p + r] = y & ~x;
              dr |= 1 << r;
              hit = true;
            }
          }
          if (hit) changed++;
        }
      }
      // Claiming in columns: a column whose places lie in one band clears the box's other columns.
      const single = gOnce & ~gTwice;
      for (let d = 0, r0 = 0; d < bands; d++, r0 += br) {
        let cols = bandOr[d] & single;
        while (cols !== 0) {
          const bit = cols & -cols;
          cols ^= bit;
          const rest = stackMask[31 - Math.clz32(bit)] & ~bit;
          if ((bandOr[d] & rest) === 0) continue;
          let hit = false;
          for (let r = r0; r < r0 + br; r++) {
            const x = pos[p + r];
            if ((x & rest) !== 0) {
              pos[p + r] = x & ~rest;
              dr |= 1 << r;
              hit = true;
            }
          }
          if (hit) changed++;
        }
      }
      if (changed !== changedBefore) dv |= vb;
    }
    this.rows = dr;
    this.vals = dv;
    return changed;
  }
}
