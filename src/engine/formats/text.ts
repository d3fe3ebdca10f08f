// Boards as text in the common forms people paste: one symbol per cell, blanks as `.`, `0`, `_` or
// `*`, with grid drawing ignored (`|` and spaces anywhere, line breaks, and whole separator lines
// made of `-`, `+` and `|`, such as `------+-------+------`). Three alphabets pick the symbols:
//  - DIGITS_LETTERS (default): 1–9 then A=10 … P=25; `.`, `0`, `_`, `*` are empty.
//  - HEX (16×16 only): 0–F are the values 1–16; only `.` is empty.
//  - LETTERS: A=1 … P=16; `.`, `0`, `_`, `*` are empty.
// Letters are accepted in either case. The same parser reads the API's `cells`, the CLI's lines, the
// stored boards and submitted solutions (one parser, not two);
// the byte form writes straight into a caller's buffer so a file of boards makes no per-line strings.
import { cellLabel } from '../cell-label.js';
import { resolveShape } from '../shapes.js';
import { MAX_SIZE } from '../symbols.js';
import type { Board, ParseError, Result, Shape } from '../types.js';

export type Alphabet = 'DIGITS_LETTERS' | 'HEX' | 'LETTERS';

export interface TextOptions {
  readonly alphabet?: Alphabet;
  readonly boxRows?: number | null;
  readonly boxCols?: number | null;
}

const MAX_CELLS = MAX_SIZE * MAX_SIZE;
/** Table entries besides values ≥ 0 (0 = empty). */
const BAD = -1;
const SKIP = -2;

function table(alphabet: Alphabet): Int8Array {
  const t = new Int8Array(128).fill(BAD);
  for (const ch of ' \t\r|') t[ch.charCodeAt(0)] = SKIP;
  const set = (ch: string, v: number) => {
    t[ch.toUpperCase().charCodeAt(0)] = v;
    t[ch.toLowerCase().charCodeAt(0)] = v;
  };
  set('.', 0);
  if (alphabet !== 'HEX') for (const ch of '0_*') set(ch, 0);
  const symbols = SYMBOLS[alphabet];
  for (let v = 1; v <= symbols.length; v++) set(symbols[v - 1], v);
  return t;
}

const SYMBOLS: Readonly<Record<Alphabet, string>> = {
  DIGITS_LETTERS: '123456789ABCDEFGHIJKLMNOP',
  HEX: '0123456789ABCDEF',
  LETTERS: 'ABCDEFGHIJKLMNOP',
};
const TABLES: Readonly<Record<Alphabet, Int8Array>> = {
  DIGITS_LETTERS: table('DIGITS_LETTERS'),
  HEX: table('HEX'),
  LETTERS: table('LETTERS'),
};

/**
 * Char code → value + 1 for each char that reads as a value 0..max in this alphabet, 0 for every
 * other char (blanks, grid drawing, unknown symbols, values above max): the table of the
 * WebAssembly kernel's line path (solve.ts solvePlainLine), which takes only such chars.
 */
export function plainValueTable(alphabet: Alphabet, max: number): Uint8Array {
  const t = TABLES[alphabet];
  const out = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (t[c] >= 0 && t[c] <= max) out[c] = t[c] + 1;
  return out;
}

/** The largest board an alphabet can write: its symbol count (HEX is for 16×16 alone). */
export function alphabetFits(alphabet: Alphabet, size: number): boolean {
  return alphabet === 'HEX' ? size === 16 : size <= SYMBOLS[alphabet].length;
}

/** A line of only `-`, `+`, `|` and blanks holding at least one `-` or `+`: band drawing, skipped. */
function isSeparator(src: ArrayLike<number>, from: number, to: number): boolean {
  let dash = false;
  for (let i = from; i < to; i++) {
    const c = src[i];
    if (c === 45 /* - */ || c === 43 /* + */) dash = true;
    else if (c !== 124 /* | */ && c !== 32 && c !== 9 && c !== 13) return false;
  }
  return dash;
}

/** What scanBoard read. */
export interface Scan {
  /** Cells read (more than MAX_CELLS when longer). */
  readonly count: number;
  /** The first char that is no symbol: its index in src, -1 when none. */
  readonly bad: number;
  /** The cell that char stood for (-1 when none), so the error can name its row and column. */
  readonly cell: number;
}

/**
 * Reads char codes src[from..to) into out (values, 0 empty) and answers the cell count and the
 * first char that is no symbol (which counts as a cell). `out` needs room for MAX_CELLS + 1 values.
 */
export function scanBoard(src: ArrayLike<number>, from: number, to: number, alphabet: Alphabet, out: Uint8Array): Scan {
  const t = TABLES[alphabet];
  let bad = -1;
  let cell = -1;
  let n = 0;
  let line = from;
  while (line < to) {
    let end = line;
    while (end < to && src[end] !== 10) end++;
    if (!isSeparator(src, line, end)) {
      for (let i = line; i < end; i++) {
        const c = src[i];
        const v = c < 128 ? t[c] : BAD;
        if (v === SKIP) continue;
        if (n > MAX_CELLS) return { count: n, bad, cell };
        if (v === BAD) {
          if (bad < 0) {
            bad = i;
            cell = n;
          }
          out[n++] = 0;
        } else out[n++] = v;
      }
    }
    line = end + 1;
  }
  return { count: n, bad, cell };
}

/** "row R, column C" (1-based) for the cell at row r, column c (0-based): the one cell label. */
export { cellLabel };

const where = (i: number, n: number) => ({ row: Math.floor(i / n), col: i % n, text: cellLabel(Math.floor(i / n), i % n) });

/** The shape for `count` cells, or BAD_LENGTH / BAD_SHAPE. */
export function shapeOfCount(count: number, box: TextOptions): Result<Shape, ParseError> {
  const n = Math.round(Math.sqrt(count));
  if (n * n !== count || n < 2 || n > MAX_SIZE) {
    const cells = count > MAX_CELLS ? `more than ${MAX_CELLS}` : String(count);
    const message = `${cells} cells is not a square board: expected N² cells for N from 2 to ${MAX_SIZE} (16, 36, 64, 81, …, 625)`;
    return { ok: false, error: { code: 'BAD_LENGTH', field: 'cells', message } };
  }
  return resolveShape(n, box.boxRows, box.boxCols);
}

/** The first value above N, as a VALUE_TOO_LARGE error, or an alphabet that cannot spell N. */
export function checkValues(cells: Uint8Array, shape: Shape, alphabet: Alphabet, show: (v: number) => string): ParseError | undefined {
  const n = shape.size;
  if (!alphabetFits(alphabet, n)) {
    return {
      code: 'BAD_SHAPE',
      field: 'alphabet',
      message:
        `alphabet ${alphabet} cannot write a ${n}×${n} board ` +
        `(${alphabet === 'HEX' ? 'HEX is for 16×16' : `at most ${SYMBOLS[alphabet].length}×${SYMBOLS[alphabet].length}`})`,
    };
  }
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] > n) {
      const w = where(i, n);
      const message = `symbol '${show(cells[i])}' at ${w.text} means ${cells[i]}, larger than the board size ${n}`;
      return { code: 'VALUE_TOO_LARGE', field: 'cells', message, row: w.row, col: w.col };
    }
  }
  return undefined;
}

/** The BAD_SYMBOL error of the scan's first unreadable char, on a board of size n. */
function badSymbol(text: string, n: number, alphabet: Alphabet, scan: Scan): ParseError {
  const shown = String.fromCodePoint(text.codePointAt(scan.bad) ?? 0);
  const w = where(scan.cell, n);
  const hint = alphabet === 'DIGITS_LETTERS' ? '' : ` (alphabet ${alphabet})`;
  return { code: 'BAD_SYMBOL', field: 'cells', message: `unknown symbol '${shown}' at ${w.text}${hint}`, row: w.row, col: w.col };
}

const scratch = new Uint8Array(MAX_CELLS + 1);

/** A board from text in any of the forms above; N is inferred from the cell count. */
export function parseBoardText(text: string, options: TextOptions = {}): Result<Board, ParseError> {
  const alphabet = options.alphabet ?? 'DIGITS_LETTERS';
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  const scan = scanBoard(codes, 0, codes.length, alphabet, scratch);
  // A count that is no board is reported before any symbol in it.
  const shape = shapeOfCount(scan.count, options);
  if (!shape.ok) return shape;
  if (scan.bad >= 0) return { ok: false, error: badSymbol(text, shape.value.size, alphabet, scan) };
  const cells = scratch.slice(0, scan.count);
  const err = checkValues(cells, shape.value, alphabet, (v) => SYMBOLS[alphabet][v - 1]);
  return err ? { ok: false, error: err } : { ok: true, value: { shape: shape.value, cells } };
}

/** One symbol of a value in an alphabet; `.` for empty. */
export function symbolIn(alphabet: Alphabet, value: number): string {
  return value <= 0 ? '.' : SYMBOLS[alphabet][value - 1];
}

const CODES: Readonly<Record<Alphabet, Uint8Array>> = {
  DIGITS_LETTERS: symbolCodes('DIGITS_LETTERS'),
  HEX: symbolCodes('HEX'),
  LETTERS: symbolCodes('LETTERS'),
};
const textBytes = new Uint8Array(MAX_CELLS);
// Symbols are ASCII, so a single-byte decode of their codes is the string, without the
// per-character concatenation (and the flattening of the rope it builds) of a loop of `+=`.
const ascii = new TextDecoder('latin1');

/** Cells as text in an alphabet (`.` empty); the caller checks alphabetFits first. */
export function formatBoardText(cells: ArrayLike<number>, alphabet: Alphabet = 'DIGITS_LETTERS'): string {
  const codes = CODES[alphabet];
  const n = cells.length;
  for (let i = 0; i < n; i++) textBytes[i] = codes[cells[i]];
  return ascii.decode(textBytes.subarray(0, n));
}

/** Char codes of each value's symbol (index 0 is `.`), for writers that fill byte buffers. */
export function symbolCodes(alphabet: Alphabet): Uint8Array {
  const codes = new Uint8Array(SYMBOLS[alphabet].length + 1);
  codes[0] = 46;
  for (let v = 1; v < codes.length; v++) codes[v] = SYMBOLS[alphabet].charCodeAt(v - 1);
  return codes;
}

/** N rows of N symbols (DIGITS_LETTERS, '.' empty) of a board's cells, for the line-grid formats. */
export function textRows(cells: ArrayLike<number>, n: number): string[] {
  const text = formatBoardText(cells, 'DIGITS_LETTERS');
  const rows: string[] = [];
  for (let r = 0; r < n; r++) rows.push(text.slice(r * n, (r + 1) * n));
  return rows;
}

/** Options that read the grid formats: the box of `options`, symbols DIGITS_LETTERS. */
export const digitsOf = (options: { boxRows?: number | null; boxCols?: number | null }): TextOptions => ({
  boxRows: options.boxRows,
  boxCols: options.boxCols,
  alphabet: 'DIGITS_LETTERS',
});
