// The givens as the level-0 state of levels.ts (pos: per value and row the columns open to it;
// aux: per row the solved columns, then per value the columns holding it). Built value by value:
// the same state as placing the givens one by one (placements only clear), in O(N²) word
// operations instead of O(givens·N).
import type { Geometry } from './geometry.js';

export class GivensLoader {
  private readonly n: number;
  private readonly full: number;
  /** Per column: the columns of its box. Per row: the first row of its band. */
  private readonly stackMask: Int32Array;
  private readonly bandStart: Int32Array;
  /** Scratch: rows per value; per value and band (its first row) the columns of its boxes. */
  private readonly rowsOf: Int32Array;
  private readonly boxCols: Int32Array;

  constructor(g: Geometry, stackMask: Int32Array, bandStart: Int32Array) {
    this.n = g.size;
    this.full = g.allValues;
    this.stackMask = stackMask;
    this.bandStart = bandStart;
    this.rowsOf = new Int32Array(g.size);
    this.boxCols = new Int32Array(g.size * g.size);
  }

  /** Writes level 0 of pos and aux; false when two givens clash (then the state is unusable). */
  load(cells: Uint8Array, pos: Int32Array, aux: Int32Array): boolean {
    const n = this.n;
    const rowsOf = this.rowsOf;
    const boxCols = this.boxCols;
    const bandStart = this.bandStart;
    aux.fill(0, 0, 2 * n);
    rowsOf.fill(0);
    boxCols.fill(0);
    for (let i = 0, r = 0, c = 0; i < n * n; i++, c++) {
      if (c === n) {
        c = 0;
        r++;
      }
      const v = cells[i] - 1;
      if (v < 0) continue;
      const bit = 1 << c;
      const b = v * n + bandStart[r];
      if ((rowsOf[v] & (1 << r)) !== 0 || (aux[n + v] & bit) !== 0 || (boxCols[b] & bit) !== 0) return false;
      rowsOf[v] |= 1 << r;
      aux[r] |= bit;
      aux[n + v] |= bit;
      boxCols[b] |= this.stackMask[c];
      pos[v * n + r] = bit;
    }
    for (let v = 0; v < n; v++) {
      const open = this.full & ~aux[n + v];
      for (let r = 0, p = v * n; r < n; r++, p++) {
        if ((rowsOf[v] & (1 << r)) === 0) pos[p] = open & ~aux[r] & ~boxCols[v * n + bandStart[r]];
      }
    }
    return true;
  }
}
