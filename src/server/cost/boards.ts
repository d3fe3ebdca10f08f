// The one rule that weighs a board a client sends, whichever field takes it and wherever its value
// comes from (a variable, a variable's default, an inline literal, variables inside a literal):
// the value execution will see is weighed here, before any resolver runs.
//
// A board weighs its cells and its rules:
// - cells: a `cells` text its non-blank characters, `rows`/`values` the square of their longest
//   side, at most MAX_SIZE² (a larger or malformed input is refused by the parser in linear time,
//   so it costs no more than the largest board); a text in another `format` (a link, a HoDoKu
//   line) the N² cells of the board it decodes to, once it is decoded (before, nothing: its
//   decode is priced instead, below);
// - rules (the board's own, or those its text decodes to): each rule 1 plus the cells it names
//   (every number in it), or the whole grid (N²) for a rule that names none (anti-knight,
//   windoku…): a board with 10,000 cages costs what it weighs.
// A text in another format is first decoded, once per operation whatever the number of fields
// that take it, priced by its length (decodeWork) before it runs: on the pool when it may inflate
// (a link: f-puzzles, SudokuPad, or a format to detect) or is long, else on the main thread. Once,
// a 109-character link weighed 109 and an empty 25×25 came back 13 times over in 782 KB, and
// decoding ran on the main thread unpriced (a 1.8 KB request held it 0.5 s).
import { MAX_SIZE } from '../../engine/index.js';
import type { BoardFormat } from '../../engine/codec.js';
import type { DecodeItem, DecodeResult } from '../../pool/compute.js';

export const MAX_CELLS = MAX_SIZE * MAX_SIZE;

/** Characters of text one unit of work decodes (a linear parse: a 64 KiB text is 8,192 units). */
export const DECODE_CHARS_PER_UNIT = 8;
/** Texts longer than this are decoded on the pool whatever their format. */
export const MAIN_DECODE_CHARS = 1024;
/** Formats whose text may inflate (lz-string links to 256 KiB of JSON): decoded on the pool. */
const INFLATING: ReadonlySet<string> = new Set<BoardFormat>(['FPUZZLES', 'SUDOKUPAD']);

/** A text an operation decodes: once per key, on the pool or the main thread. */
export interface DecodeRequest {
  readonly key: string;
  readonly item: DecodeItem;
  readonly onPool: boolean;
}

/** Decoded texts by key: a result, or null (not read within its budget). */
export type Decoded = ReadonlyMap<string, DecodeResult | null>;

/** What one BoardInput value weighs. */
export interface BoardWeight {
  /** Cells of the board it describes (at most MAX_CELLS); a text not yet decoded: 0. */
  readonly cells: number;
  /** Work of its rules (see the top of this file). */
  readonly rules: number;
  /** Characters of text it decodes (a format other than CELLS). */
  readonly decodeChars: number;
  /** The decode it needs, if it is a text in another format. */
  readonly decode?: DecodeRequest;
}

/** Work of decoding `chars` characters. */
export const decodeWork = (chars: number): number => Math.ceil(chars / DECODE_CHARS_PER_UNIT);

/** The key under which a text is decoded once per operation. */
export const decodeKey = (item: DecodeItem): string =>
  JSON.stringify([item.text, item.format, item.options.alphabet ?? null, item.options.boxRows ?? null, item.options.boxCols ?? null]);

/** A decode of `item`, on the pool when it may inflate, its format is to be detected, or it is long. */
export function decodeRequest(item: DecodeItem): DecodeRequest {
  const onPool = item.format === null || INFLATING.has(item.format) || item.text.length > MAIN_DECODE_CHARS;
  return { key: decodeKey(item), item, onPool };
}

/** Numbers a rule names (cells, sums, clues), counted up to `limit`. */
function numbersIn(value: unknown, limit: number, depth = 0): number {
  if (typeof value === 'number') return 1;
  if (typeof value !== 'object' || value === null || depth > 4) return 0;
  let n = 0;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    n += numbersIn(v, limit - n, depth + 1);
    if (n >= limit) return n;
  }
  return n;
}

/** Work of a list of rules on an N×N board (see the top of this file); stops counting past `limit`. */
export function ruleWork(rules: unknown, n: number, limit = Number.MAX_SAFE_INTEGER): number {
  if (!Array.isArray(rules)) return 0;
  let work = 0;
  for (const rule of rules) {
    const named = numbersIn(rule, limit);
    work += 1 + (named === 0 ? n * n : named);
    if (work >= limit) return work;
  }
  return work;
}

/** Cells of the board a BoardInput value describes, at most MAX_CELLS (a text in another format: 0). */
export function boardCells(input: unknown): number {
  if (typeof input !== 'object' || input === null) return 0;
  const { cells, rows: strings, values, format } = input as { cells?: unknown; rows?: unknown; values?: unknown; format?: unknown };
  const rows = strings ?? values;
  if (typeof cells === 'string') {
    if (typeof format === 'string' && format !== 'CELLS') return 0;
    let n = 0;
    for (let i = 0; i < cells.length && n < MAX_CELLS; i++) if (cells.charCodeAt(i) > 32) n++;
    return n;
  }
  if (Array.isArray(rows)) {
    let side = Math.min(rows.length, MAX_SIZE);
    for (let i = 0; i < rows.length && side < MAX_SIZE; i++) {
      const row = rows[i];
      if (Array.isArray(row)) side = Math.max(side, Math.min(row.length, MAX_SIZE));
    }
    return side * side;
  }
  return 0;
}

/** The decode a BoardInput value needs: its `cells` text in a `format` other than CELLS, with its box; else undefined. */
export function boardDecodeItem(input: unknown): DecodeItem | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const { cells, format, boxRows, boxCols } = input as { cells?: unknown; format?: unknown; boxRows?: unknown; boxCols?: unknown };
  if (typeof cells !== 'string' || typeof format !== 'string' || format === 'CELLS') return undefined;
  const box = (v: unknown) => (typeof v === 'number' ? v : null);
  return { text: cells, format: format as BoardFormat, options: { boxRows: box(boxRows), boxCols: box(boxCols) } };
}

/** The weight of one BoardInput value (see the top of this file), with the texts decoded so far. */
export function weighBoard(input: unknown, decoded?: Decoded): BoardWeight {
  const o = (typeof input === 'object' && input !== null ? input : {}) as { rules?: unknown };
  const item = boardDecodeItem(input);
  if (item !== undefined) {
    const decode = decodeRequest(item);
    const read = decoded?.get(decode.key);
    if (!read?.ok) return { cells: 0, rules: 0, decodeChars: item.text.length, decode };
    const { shape, rules } = read.value.state.board;
    return { cells: shape.size * shape.size, rules: ruleWork(rules, shape.size), decodeChars: item.text.length, decode };
  }
  const cells = boardCells(input);
  return { cells, rules: ruleWork(o.rules, sideOf(cells)), decodeChars: 0 };
}

/** The weights of a board argument's value: one board, or each board of a list. */
export function weighBoards(value: unknown, decoded?: Decoded): BoardWeight[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map((v) => weighBoard(v, decoded)) : [weighBoard(value, decoded)];
}

/** The side of a board of `cells` cells (unknown or empty: the largest). */
export const sideOf = (cells: number): number => (cells <= 0 ? MAX_SIZE : Math.max(1, Math.min(MAX_SIZE, Math.ceil(Math.sqrt(cells)))));
