// The one board codec (docs/formats.md): every format read and written here, used by the API,
// the CLI and the web page. Pure: text in, a value out; failures are { ok: false, error } with a
// code and a field.
import { cells } from './cells.js';
import { candidateFormats } from './detect.js';
import { fpuzzles } from './fpuzzles.js';
import { sdk } from './sdk.js';
import { sdm } from './sdm.js';
import { ss } from './ss.js';
import { hodoku } from './hodoku.js';
import { pencil } from './pencil.js';
import { sudokupad } from './sudokupad.js';
import { wiki } from './wiki.js';
import { BOARD_FORMATS, type BoardFormat, type BoardState, type Codec, type FormatOptions } from './types.js';
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
};

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

/** A board (or a board with placed values and candidates) as text in `format`. */
export function encodeBoard(state: BoardState | Board, format: BoardFormat, options: FormatOptions = {}): Result<string, ParseError> {
  const s: BoardState = 'board' in state ? state : { board: state };
  return CODECS[format].encode(s, options);
}

/** `from` text → `to` text, through the board state (what `to` cannot hold is dropped). */
export function convertBoard(text: string, from: BoardFormat | null | undefined, to: BoardFormat, options: FormatOptions = {}) {
  const d = decodeBoard(text, from, options);
  if (!d.ok) return d;
  const e = encodeBoard(d.value.state, to, options);
  return e.ok ? { ok: true as const, value: { from: d.value.format, to, text: e.value, state: d.value.state } } : e;
}

/** A format by its name in any case ('sdk', 'SudokuWiki', 'f-puzzles'…), else undefined. */
export function formatNamed(name: string): BoardFormat | undefined {
  const key = name.toUpperCase().replace(/[-_ ]/g, '');
  return (
    BOARD_FORMATS.find((f) => f === key) ??
    ({ PENCIL: 'PENCILMARKS', WIKI: 'SUDOKUWIKI', TEXT: 'CELLS', LINE: 'CELLS' } as Record<string, BoardFormat>)[key]
  );
}

export { BOARD_FORMATS, type BoardFormat, type BoardState, type FormatOptions } from './types.js';
export { compressToBase64, decompressFromBase64 } from './lz.js';
