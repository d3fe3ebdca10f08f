// The page's side of the engine's one board codec (docs/formats.md): a pasted text in any format
// read into givens, entries and centre marks, and the current position written in every format.
import { BOARD_FORMATS, checkRules, decodeBoard, encodeBoard, type Alphabet, type BoardFormat } from '../../src/engine/codec.js';
import { VARIANT_WORDS } from './rule-words.js';
import { variantsOf } from '../../src/engine/index.js';
import type { Rule, Shape } from './board.js';

export type { Alphabet };
export { BOARD_FORMATS, type BoardFormat };

/** What each format is called on the page. */
export const FORMAT_NAMES: Readonly<Record<BoardFormat, string>> = {
  CELLS: 'Cells string (81, 256… symbols)',
  SUDOKUWIKI: 'SudokuWiki 162-character string',
  PENCILMARKS: 'Pencil-mark grid (N³ characters)',
  HODOKU: 'HoDoKu library line',
  SDK: 'SadMan .sdk',
  SDM: 'SadMan .sdm (one line)',
  SS: 'Simple Sudoku .ss',
  FPUZZLES: 'f-puzzles link',
  SUDOKUPAD: 'SudokuPad link',
  KILLER_SHORT: 'Killer text (81 characters: sums and arrows)',
  SUDOCUE_KILLER: 'SudoCue killer line',
  JIGSAW_TEXT: 'Jigsaw text (givens, then regions)',
};

export interface PastedBoard {
  format: BoardFormat;
  shape: Shape;
  givens: number[];
  /** Values placed beyond the givens (0 where none), or null when the text holds none. */
  values: number[] | null;
  /** Centre marks (bit v−1 = value v) of the unfilled cells, or null when the text notes none. */
  centre: number[] | null;
  /** The puzzle's variant rules (empty: classic). */
  rules: Rule[];
}

export type PasteOutcome = { ok: true; board: PastedBoard } | { ok: false; message: string; ambiguous: boolean };

/**
 * Reads a pasted text: in `format`, or in the format the codec detects when `format` is null.
 * `fits` says whether the page plays that shape.
 */
export function readPasted(text: string, format: BoardFormat | null, alphabet: Alphabet, fits: (s: Shape) => boolean): PasteOutcome {
  const r = decodeBoard(text.trim(), format, { alphabet });
  if (!r.ok) {
    // Said in words, never by code.
    if (r.error.code !== 'AMBIGUOUS_FORMAT') return { ok: false, message: `Not read: ${r.error.message}.`, ambiguous: false };
    return { ok: false, message: 'This text reads in more than one format: choose the format above.', ambiguous: true };
  }
  const { state } = r.value;
  const rules = [...(state.board.rules ?? [])];
  const shape: Shape = { size: state.board.shape.size, boxRows: state.board.shape.boxRows, boxCols: state.board.shape.boxCols };
  if (!fits(shape)) {
    return {
      ok: false,
      message: `A ${shape.size}×${shape.size} board with ${shape.boxRows}×${shape.boxCols} boxes is not played here.`,
      ambiguous: false,
    };
  }
  const values = state.values && state.values.some(Boolean) ? Array.from(state.values) : null;
  const centre = state.candidates && state.candidates.some(Boolean) ? Array.from(state.candidates) : null;
  const checked = rules.length ? checkRules(shape, rules) : null;
  if (checked && !checked.ok) return { ok: false, message: `Not read: ${checked.error.message}.`, ambiguous: false };
  return { ok: true, board: { format: r.value.format, shape, givens: Array.from(state.board.cells), values, centre, rules } };
}

/** The position as text in `format`: givens, placed values and centre marks where the format holds them. */
export function exportPosition(
  shape: Shape,
  givens: readonly number[],
  values: readonly number[],
  centre: readonly number[],
  format: BoardFormat,
  rules: readonly Rule[] = [],
): { ok: true; text: string } | { ok: false; message: string } {
  const placed = Uint8Array.from(values, (v, i) => (givens[i] ? 0 : v));
  const marks = Uint32Array.from(centre, (m, i) => (givens[i] || placed[i] ? 0 : m));
  const r = encodeBoard(
    {
      board: { shape, cells: Uint8Array.from(givens), ...(rules.length ? { rules } : {}) },
      ...(placed.some(Boolean) ? { values: placed } : {}),
      ...(marks.some(Boolean) ? { candidates: marks } : {}),
    },
    format,
  );
  if (r.ok) return { ok: true, text: r.value };
  // A format without room for a rule says which variant, in words.
  const kind = r.error.code === 'UNSUPPORTED_RULE' && r.error.rule !== undefined ? rules[r.error.rule] : undefined;
  const variant = kind ? variantsOf([kind])[0] : undefined;
  if (variant)
    return {
      ok: false,
      message: `${FORMAT_NAMES[format]} cannot hold the ${VARIANT_WORDS[variant].name} rules of this puzzle: choose an f-puzzles or SudokuPad link.`,
    };
  return { ok: false, message: `${FORMAT_NAMES[format]} cannot hold this board: ${r.error.message}.` };
}
