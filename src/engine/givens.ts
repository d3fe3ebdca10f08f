// The givens as the level-0 state of levels.ts (pos: per value its candidates in words of k rows,
// see packing.ts; aux: per word the solved cells, then per value the columns holding it). Built
// value by value, one row at a time: the same state as placing the givens one by one
// (placements only clear), in O(N²) word operations instead of O(givens·N).
import type { Geometry } from './geometry.js';
import type { Packing } from './packing.js';

export class GivensLoader {
  private readonly n: number;
  private readonly pk: Packing;
  /** Scratch: rows per value; per value and band the columns of its boxes; solved per row. */
  private readonly rowsOf: Int32Array;
  private readonly boxCols: Int32Array;
  private readonly solvedRow: Int32Array;
  /** Per value and row with that value given: its column bit. */
  private readonly givenAt: Int32Array;
  private readonly boxRows: number;

  constructor(g: Geometry, pk: Packing) {
    this.n = g.size;
    this.pk = pk;
    this.boxRows = g.boxRows;
    this.rowsOf = new Int32Array(g.size);
    this.boxCols = new Int32Array(g.size * pk.bands);
    this.solvedRow = new Int32Array(g.size);
    this.givenAt = new Int32Array(g.size * g.size);
  }

  /** Writes level 0 of pos and aux; false when two givens clash (then the state is unusable). */
  load(cells: Uint8Array, pos: Int32Array, aux: Int32Array): boolean {
    const n = this.n;
    const pk = this.pk;
    const k = pk.k;
    const W = pk.words;
    const bands = pk.bands;
    const rowsOf = this.rowsOf;
    const boxCols = this.boxCols;
    const solvedRow = this.solvedRow;
    aux.fill(0, 0, W + n);
    rowsOf.fill(0);
    boxCols.fill(0);
    solvedRow.fill(0);
    for (let i = 0, r = 0, c = 0; i < n * n; i++, c++) {
      if (c === n) {
        c = 0;
        r++;
      }
      const v = cells[i] - 1;
      if (v < 0) continue;
      const bit = 1 << c;
      const b = v * bands + ((r / this.boxRows) | 0);
      if ((rowsOf[v] & (1 << r)) !== 0 || (aux[W + v] & bit) !== 0 || (boxCols[b] & bit) !== 0) return false;
      rowsOf[v] |= 1 << r;
      solvedRow[r] |= bit;
      this.givenAt[v * n + r] = bit;
      aux[W + v] |= bit;
      boxCols[b] |= pk.stackMask[c];
    }
    for (let r = 0; r < n; r++) aux[(r / k) | 0] |= solvedRow[r] << ((r % k) * n);
    for (let v = 0; v < n; v++) {
      const open = pk.full & ~aux[W + v];
      for (let w = 0, r = 0; w < W; w++) {
        let x = 0;
        for (let sh = 0; sh < pk.kn; sh += n, r++) {
          // The given's own cell, or the row's cells left open to v.
          const m = ((rowsOf[v] >>> r) & 1) !== 0 ? this.givenAt[v * n + r] : open & ~solvedRow[r] & ~boxCols[v * bands + ((r / this.boxRows) | 0)];
          x |= m << sh;
        }
        pos[v * W + w] = x;
      }
    }
    return true;
  }
}

