// The one rule that weighs a board a client sends, whichever field takes it and wherever its value
// comes from (a variable, a variable's default, an inline literal, variables inside a literal):
// the value execution will see is weighed here, before any resolver runs.
//
// Today a board weighs its cells: a `cells` text its non-blank characters, `rows`/`values` the
// square of their longest side, at most MAX_SIZE² (a larger or malformed input is refused by the
// parser in linear time, so it costs no more than the largest board). A text in another `format`
// is weighed by its characters like `cells`, and its length is also reported as text to decode
// (`decodeChars`), which the main thread decodes before anything else runs.
// Where later work plugs in: a format's board weighed by the board it decodes to, decoding priced
// by `decodeChars`, and a variant's rules weighed with its cells all belong in `weighBoard`, so
// every field that takes a board prices them alike.
import { MAX_SIZE } from '../../engine/index.js';

export const MAX_CELLS = MAX_SIZE * MAX_SIZE;

/** What one BoardInput value weighs. */
export interface BoardWeight {
  /** Cells of the board it describes (at most MAX_CELLS). */
  readonly cells: number;
  /** Characters of text in a format other than CELLS, decoded on the main thread. */
  readonly decodeChars: number;
}

/** Cells of the board a BoardInput value describes, at most MAX_CELLS. */
export function boardCells(input: unknown): number {
  if (typeof input !== 'object' || input === null) return 0;
  const { cells, rows: strings, values } = input as { cells?: unknown; rows?: unknown; values?: unknown };
  const rows = strings ?? values;
  if (typeof cells === 'string') {
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

/** The weight of one BoardInput value (see the top of this file). */
export function weighBoard(input: unknown): BoardWeight {
  const cells = boardCells(input);
  const { cells: text, format } = (typeof input === 'object' && input !== null ? input : {}) as { cells?: unknown; format?: unknown };
  const decodeChars = typeof text === 'string' && typeof format === 'string' && format !== 'CELLS' ? text.length : 0;
  return { cells, decodeChars };
}

/** The weights of a board argument's value: one board, or each board of a list. */
export function weighBoards(value: unknown): BoardWeight[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(weighBoard) : [weighBoard(value)];
}

/** The side of a board of `cells` cells (unknown or empty: the largest). */
export const sideOf = (cells: number): number => (cells <= 0 ? MAX_SIZE : Math.max(1, Math.min(MAX_SIZE, Math.ceil(Math.sqrt(cells)))));
