// The vocabulary of the board formats (docs/formats.md): which format, and what a text holds.
import type { Alphabet } from './text.js';
import type { Board, ParseError, Result } from '../types.js';

export type BoardFormat =
  | 'CELLS'
  | 'SUDOKUWIKI'
  | 'PENCILMARKS'
  | 'HODOKU'
  | 'SDK'
  | 'SDM'
  | 'SS'
  | 'FPUZZLES'
  | 'SUDOKUPAD'
  | 'KILLER_SHORT'
  | 'SUDOCUE_KILLER'
  | 'JIGSAW_TEXT';

export const BOARD_FORMATS: readonly BoardFormat[] = [
  'CELLS',
  'SUDOKUWIKI',
  'PENCILMARKS',
  'HODOKU',
  'SDK',
  'SDM',
  'SS',
  'FPUZZLES',
  'SUDOKUPAD',
  'KILLER_SHORT',
  'SUDOCUE_KILLER',
  'JIGSAW_TEXT',
];

/**
 * A board as the formats carry it: the givens and the puzzle's rules, and where a format holds them,
 * the values a solver or player placed since and the candidates left in the unfilled cells.
 */
export interface BoardState {
  /** The givens only, with the puzzle's rules (`board.rules`, absent for a classic puzzle). */
  readonly board: Board;
  /** N² values placed beyond the givens (0 where none); absent when there are none. */
  readonly values?: Uint8Array;
  /** N² candidate masks (bit v−1 = value v) for the cells filled by neither; absent when none are noted. */
  readonly candidates?: Uint32Array;
}

export interface FormatOptions {
  /** Symbols of CELLS text (default DIGITS_LETTERS); the other formats fix their own. */
  readonly alphabet?: Alphabet;
  readonly boxRows?: number | null;
  readonly boxCols?: number | null;
}

/** The longest JSON a link may decompress to (f-puzzles, SudokuPad): a 16×16 with notes and hundreds of rules fits. */
export const MAX_JSON = 256 * 1024;

/** Whether a field of a puzzle's JSON says anything: not absent, null, false, '' or an empty list. */
export const isSet = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0);

export type Decoded = Result<BoardState, ParseError>;
export type Encoded = Result<string, ParseError>;

export interface Codec {
  readonly decode: (text: string, options: FormatOptions) => Decoded;
  readonly encode: (state: BoardState, options: FormatOptions) => Encoded;
}

export const formatError = (
  code: ParseError['code'],
  message: string,
  field: ParseError['field'] = 'text',
): { ok: false; error: ParseError } => ({
  ok: false,
  error: { code, field, message },
});

/** Refuses a shape a format cannot hold. */
export function shapeRefused(format: BoardFormat, size: number, holds: string): { ok: false; error: ParseError } {
  return formatError('UNSUPPORTED_SHAPE', `${format} holds ${holds}, not ${size}×${size}`, 'format');
}

/** The filled value of cell i: given, else placed, else 0. */
export function filledAt(state: BoardState, i: number): number {
  return state.board.cells[i] || (state.values ? state.values[i] : 0);
}

/** Every value of an N×N board as one mask. */
export const fullMask = (n: number): number => (n >= 32 ? 0xffffffff : (1 << n) - 1) >>> 0;

/** Candidates as read: none when every unfilled cell lists every value (no marks were made). */
export function notedCandidates(masks: Uint32Array, state: { cells: Uint8Array; values?: Uint8Array }, n: number): Uint32Array | undefined {
  const all = fullMask(n);
  for (let i = 0; i < masks.length; i++) {
    if (state.cells[i] === 0 && !(state.values && state.values[i]) && masks[i] !== all) return masks;
  }
  return undefined;
}

/** Placed values as read: none when no cell holds one. */
export const placedValues = (values: Uint8Array): Uint8Array | undefined => (values.some((v) => v !== 0) ? values : undefined);
