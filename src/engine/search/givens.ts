// The givens as the level-0 state of levels.ts (pos, aux: see the glossary in docs/engine.md). Built
// value by value, one row at a time: the same state as placing the givens one by one
// (placements only clear), in O(N²) word operations instead of O(givens·N).
import type { Geometry } from '../geometry.js';
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
    const W = pk.words;
    const kn = pk.kn;
    const bw = pk.bandWords;
    const bands = pk.bands;
    const boxRows = this.boxRows;
    const stackMask = pk.stackMask;
    const rowsOf = this.rowsOf;
    const boxCols = this.boxCols;
    const solvedRow = this.solvedRow;
    const givenAt = this.givenAt;
    aux.fill(0, 0, W + n);
    rowsOf.fill(0);
    boxCols.fill(0);
    // Rows in order, band by band: per value its rows, its columns, its boxes' columns per band.
    for (let r = 0, i = 0, band = 0; r < n; band++) {
      for (let e = r + boxRows; r < e; r++) {
        let solved = 0;
        for (let c = 0; c < n; c++, i++) {
          const v = cells[i] - 1;
          if (v < 0) continue;
          const bit = 1 << c;
          const b = v * bands + band;
          if ((rowsOf[v] & (1 << r)) !== 0 || (aux[W + v] & bit) !== 0 || (boxCols[b] & bit) !== 0) return false;
          rowsOf[v] |= 1 << r;
          solved |= bit;
          givenAt[v * n + r] = bit;
          aux[W + v] |= bit;
          boxCols[b] |= stackMask[c];
        }
        solvedRow[r] = solved;
      }
    }
    for (let w = 0, r = 0; w < W; w++) {
      let x = 0;
      for (let sh = 0; sh < kn; sh += n, r++) x |= solvedRow[r] << sh;
      aux[w] = x;
    }
    for (let v = 0, p = 0; v < n; v++) {
      const open = pk.full & ~aux[W + v];
      const rows = rowsOf[v];
      for (let band = 0, r = 0; band < bands; band++) {
        // The band's cells left open to v, row by row, or the given's own cell.
        const free = open & ~boxCols[v * bands + band];
        for (let e = p + bw; p < e; p++) {
          let x = 0;
          for (let sh = 0; sh < kn; sh += n, r++) x |= (((rows >>> r) & 1) !== 0 ? givenAt[v * n + r] : free & ~solvedRow[r]) << sh;
          pos[p] = x;
        }
      }
    }
    return true;
  }
}
