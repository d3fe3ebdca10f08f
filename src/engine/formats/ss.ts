// SS: a Simple Sudoku .ss grid, on every shape: N lines with '|' between stacks and a line of '-'
// between bands, '.' empty (DIGITS_LETTERS past 9). Reading ignores the drawing.
import { digitsOf, parseBoardText, textRows } from './text.js';
import { filledAt, type Codec } from './types.js';
import type { Board, Shape } from '../types.js';

/** The board drawn as Simple Sudoku draws it: `|` between stacks, a line of `-` between bands. */
export function drawGrid(board: Board, shape: Shape = board.shape): string {
  const n = shape.size;
  const rows = textRows(board.cells, n);
  const out: string[] = [];
  const width = n + n / shape.boxCols - 1;
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % shape.boxRows === 0) out.push('-'.repeat(width));
    const parts: string[] = [];
    for (let c = 0; c < n; c += shape.boxCols) parts.push(rows[r].slice(c, c + shape.boxCols));
    out.push(parts.join('|'));
  }
  return out.join('\n');
}

export const ss: Codec = {
  decode: (text, options) => {
    const r = parseBoardText(text, digitsOf(options));
    return r.ok ? { ok: true, value: { board: r.value } } : r;
  },
  encode: (state) => {
    const all = new Uint8Array(state.board.cells.length);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: drawGrid({ shape: state.board.shape, cells: all }) };
  },
};
