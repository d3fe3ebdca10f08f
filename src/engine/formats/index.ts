// The one board codec (docs/formats.md): every format read and written here, used by the API,
// the CLI and the web page. Pure: text in, a value out; failures are { ok: false, error } with a
// code and a field.
import { cells } from './cells.js';
import { candidateFormats } from './detect.js';
import { FPUZZLES_MAX, fpuzzles } from './fpuzzles.js';
import { sdk } from './sdk.js';
import { sdm } from './sdm.js';
import { ss } from './ss.js';
import { hodoku } from './hodoku.js';
import { pencil } from './pencil.js';
import { sudokupad } from './sudokupad.js';
import { wiki } from './wiki.js';
import { killerShort, sudoCueKiller } from './killer.js';
import { jigsawText } from './jigsaw-text.js';
import { MAX_RULES, cannotCarry } from './rule-data.js';
import { MAX_SIZE } from '../symbols.js';
import { jigsawTextSize } from './jigsaw-text.js';
import { BOARD_FORMATS, MAX_JSON, type BoardFormat, type BoardState, type Codec, type FormatOptions } from './types.js';
import type { Board, ParseError, Result } from '../types.js';

const CODECS: Readonly<Record<BoardFormat, Codec>> = {
  CELLS: cells,
  SUDOKUWIKI: wiki,
  PENCILMARKS: pencil,
  HODOKU: hodoku,
  SDK: sdk,
  SDM: sdm,
  SS: ss,
  FPUZZLES: fpuzzles,
  SUDOKUPAD: sudokupad,
  KILLER_SHORT: killerShort,
  SUDOCUE_KILLER: sudoCueKiller,
  JIGSAW_TEXT: jigsawText,
};

/** The formats that write rules (each refuses, by name, the rules it cannot): the others write classic boards only. */
const WRITES_RULES: ReadonlySet<BoardFormat> = new Set([
  'FPUZZLES',
  'SUDOKUPAD',
  'SUDOKUWIKI',
  'KILLER_SHORT',
  'SUDOCUE_KILLER',
  'JIGSAW_TEXT',
]);

/** Longest text any decoder reads: a 25×25 pencil-mark grid with drawing, or a long link. */
export const MAX_FORMAT_TEXT = 64 * 1024;

export interface DecodedBoard {
  readonly format: BoardFormat;
  readonly state: BoardState;
}

/** Text in `format`, or in the format detect finds when `format` is absent. */
export function decodeBoard(text: string, format?: BoardFormat | null, options: FormatOptions = {}): Result<DecodedBoard, ParseError> {
  if (text.length > MAX_FORMAT_TEXT) {
    return {
      ok: false,
      error: { code: 'BAD_LENGTH', field: 'text', message: `the text is ${text.length} characters, more than ${MAX_FORMAT_TEXT}` },
    };
  }
  if (format) {
    const r = CODECS[format].decode(text, options);
    return r.ok ? { ok: true, value: { format, state: r.value } } : r;
  }
  const found = candidateFormats(text);
  if (!found.ok) return found;
  const read: DecodedBoard[] = [];
  let firstError: ParseError | undefined;
  for (const f of found.value) {
    const r = CODECS[f].decode(text, options);
    if (r.ok) read.push({ format: f, state: r.value });
    else firstError ??= r.error;
  }
  if (read.length === 1) return { ok: true, value: read[0] };
  if (read.length > 1) {
    const names = read.map((d) => d.format).join(' or ');
    return { ok: false, error: { code: 'AMBIGUOUS_FORMAT', field: 'format', message: `the text reads as ${names}: name the format` } };
  }
  return { ok: false, error: firstError! };
}

/**
 * A board (or a board with placed values and candidates) as text in `format`. A rule the format
 * cannot write is refused (UNSUPPORTED_RULE naming its kind and index), never dropped.
 */
export function encodeBoard(state: BoardState | Board, format: BoardFormat, options: FormatOptions = {}): Result<string, ParseError> {
  const s: BoardState = 'board' in state ? state : { board: state };
  const rules = s.board.rules;
  if (rules && rules.length > 0 && !WRITES_RULES.has(format)) return cannotCarry(format, rules, 0);
  return CODECS[format].encode(s, options);
}

/** `from` text → `to` text, through the board state (placed values and candidates `to` cannot hold are dropped; rules are refused). */
export function convertBoard(text: string, from: BoardFormat | null | undefined, to: BoardFormat, options: FormatOptions = {}) {
  const d = decodeBoard(text, from, options);
  if (!d.ok) return d;
  const e = encodeBoard(d.value.state, to, options);
  return e.ok ? { ok: true as const, value: { from: d.value.format, to, text: e.value, state: d.value.state } } : e;
}

/** What a text can decode to at most, known before decoding it: a board size and a count of rules and of their cells. */
export interface DecodeBound {
  /** The largest N the text can read as (0: it reads as nothing). */
  readonly size: number;
  /** The most rules it can carry. */
  readonly rules: number;
  /** The most cells those rules can name, counted with repeats. */
  readonly ruleCells: number;
}

/**
 * An upper bound on what `decodeBoard(text, format)` can return, from the text's length and form
 * alone (linear, nothing inflated or parsed): for pricing a decode before running it. Links inflate
 * to at most MAX_JSON characters (an lz-string stream of L characters holds at most 2L codes, the
 * k-th at most k + 1 characters long, so also at most 2L² + 3L), and every rule takes at least 8 of
 * them (`["R1C1"]`, one more line of an entry), every cell name at least 5 (`[0,0]`).
 */
export function decodeBound(text: string, format?: BoardFormat | null): DecodeBound {
  const none = { size: 0, rules: 0, ruleCells: 0 };
  if (text.length > MAX_FORMAT_TEXT) return none;
  let formats: readonly BoardFormat[];
  if (format) formats = [format];
  else {
    const found = candidateFormats(text);
    if (!found.ok) return none;
    formats = found.value;
  }
  const len = text.length;
  let size = 0;
  let rules = 0;
  let ruleCells = 0;
  for (const f of formats) {
    if (f === 'FPUZZLES' || f === 'SUDOKUPAD') {
      const json = Math.min(MAX_JSON, text.trim().startsWith('{') ? len : 2 * len * len + 3 * len);
      size = Math.max(size, f === 'FPUZZLES' ? FPUZZLES_MAX : MAX_SIZE);
      rules = Math.max(rules, Math.min(MAX_RULES, Math.floor(json / 8) + 8));
      ruleCells = Math.max(ruleCells, Math.floor(json / 5));
    } else if (f === 'SUDOKUWIKI' || f === 'KILLER_SHORT' || f === 'SUDOCUE_KILLER') {
      size = Math.max(size, 9);
      rules = Math.max(rules, 84);
      ruleCells = Math.max(ruleCells, 81 * 3);
    } else if (f === 'JIGSAW_TEXT') {
      const n = jigsawTextSize(text.replace(/\s+/g, '')) || Math.floor(Math.sqrt(len / 2));
      size = Math.max(size, Math.min(MAX_SIZE, n));
      rules = Math.max(rules, 1);
      ruleCells = Math.max(ruleCells, n * n);
    } else size = Math.max(size, Math.min(MAX_SIZE, Math.floor(Math.sqrt(len))));
  }
  return { size, rules, ruleCells };
}

/** A format by its name in any case ('sdk', 'SudokuWiki', 'f-puzzles'…), else undefined. */
export function formatNamed(name: string): BoardFormat | undefined {
  const key = name.toUpperCase().replace(/[-_ ]/g, '');
  return (
    BOARD_FORMATS.find((f) => f.replace(/_/g, '') === key) ??
    (
      {
        PENCIL: 'PENCILMARKS',
        WIKI: 'SUDOKUWIKI',
        TEXT: 'CELLS',
        LINE: 'CELLS',
        KILLER: 'KILLER_SHORT',
        SUDOCUE: 'SUDOCUE_KILLER',
        JIGSAW: 'JIGSAW_TEXT',
      } as Record<string, BoardFormat>
    )[key]
  );
}

export { BOARD_FORMATS, type BoardFormat, type BoardState, type FormatOptions } from './types.js';
export { compressToBase64, decompressFromBase64 } from './lz.js';
