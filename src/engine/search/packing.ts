// How the candidates of one value are laid out in 32-bit words of k whole rows (levels.ts and its
// parts): bit b of word w is cell w·k·N + b, every word inside one band, so clearing a column, a
// box or a row takes one word operation per k rows on every shape. The names (k, W, bands,
// carries) and a drawn 9×9 and 16×16 word: docs/engine.md.
//
// The hot loops read these numbers as `pk.x | 0`. V8 then types them as int32, so the carry sums
// of the tricks below, which pass 2^31 when k·N = 32 (16×16), compile to integer adds instead of
// float64 adds and conversions (figures: bench/RESULTS.md). The same reads mark what the kernels'
// copies get as literals (kernels.ts).
import { boxTops } from '../bits.js';
import type { Geometry } from '../geometry.js';

export class Packing {
  readonly n: number;
  /** Rows per word, bits used per word (k·N), words per value (N / k). */
  readonly k: number;
  readonly kn: number;
  readonly words: number;
  /** Words per band (box height / k) and bands. */
  readonly bandWords: number;
  readonly bands: number;
  /** All N columns of one row; every cell of a word (as an int32: -1 when k·N = 32). */
  readonly full: number;
  readonly wordFull: number;
  /** Per column (one row): the columns of its box. */
  readonly stackMask: Int32Array;
  /** Per column, repeated in every row of a word: the column; the columns of its box. */
  readonly colRep: Int32Array;
  readonly boxRep: Int32Array;
  /** boxTops (bits.ts) of one row, and repeated in every row of a word. */
  readonly top: number;
  readonly rest: number;
  readonly topRep: number;
  readonly restRep: number;
  /**
   * The first and the last column of every row of a word, and the other columns. Per row at once
   * (no carry crosses a row): (((x & midRep) + midRep) | x) & highRep keeps the last column's bit
   * of every row where x is not empty, and x & (x - lowRep) drops each row's first bit when no row
   * is empty.
   */
  readonly lowRep: number;
  readonly highRep: number;
  readonly midRep: number;
  /** The first column of every box (one row): its top shifted down. */
  readonly boxLow: number;
  /** Per bit of a word: its column, its row within the word, and the mask of that row. */
  readonly colOfBit: Int32Array;
  readonly rowOfBit: Int32Array;
  readonly rowMaskOfBit: Int32Array;
  /** Per word: the first word of its band. */
  readonly bandWord0: Int32Array;

  constructor(g: Geometry) {
    const n = g.size;
    let k = 1;
    for (let d = 1; d <= g.boxRows; d++) if (g.boxRows % d === 0 && d * n <= 32) k = d;
    this.n = n;
    this.k = k;
    this.kn = k * n;
    this.words = n / k;
    this.bandWords = g.boxRows / k;
    this.bands = n / g.boxRows;
    this.full = g.allValues;
    const repeat = (m: number): number => {
      let x = 0;
      for (let i = 0; i < k; i++) x |= m << (i * n);
      return x | 0;
    };
    this.wordFull = repeat(g.allValues);
    this.stackMask = new Int32Array(n);
    this.colRep = new Int32Array(n);
    this.boxRep = new Int32Array(n);
    for (let c = 0; c < n; c++) {
      const c0 = c - (c % g.boxCols);
      this.stackMask[c] = (((1 << g.boxCols) - 1) << c0) | 0;
      this.colRep[c] = repeat(1 << c);
      this.boxRep[c] = repeat(this.stackMask[c]);
    }
    const { top, rest } = boxTops(n, g.boxCols);
    this.top = top;
    this.rest = rest;
    this.topRep = repeat(top);
    this.restRep = repeat(rest);
    this.boxLow = top >>> (g.boxCols - 1);
    this.lowRep = repeat(1);
    this.highRep = repeat(1 << (n - 1));
    this.midRep = this.wordFull & ~this.highRep;
    this.colOfBit = new Int32Array(32);
    this.rowMaskOfBit = new Int32Array(32);
    this.rowOfBit = new Int32Array(32);
    for (let b = 0; b < this.kn; b++) {
      this.colOfBit[b] = b % n;
      this.rowOfBit[b] = (b / n) | 0;
      this.rowMaskOfBit[b] = (g.allValues << (b - (b % n))) | 0;
    }
    this.bandWord0 = new Int32Array(this.words);
    for (let w = 0; w < this.words; w++) this.bandWord0[w] = w - (w % this.bandWords);
  }
}
