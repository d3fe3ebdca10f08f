// The plain-text grid formats of SadMan Sudoku and Simple Sudoku, on every shape (the tools draw
// 9×9; larger boards use the DIGITS_LETTERS symbols):
//  - SDK (SadMan .sdk): `#` header lines (#A author, #D description, …), then N lines of N cells,
//    '.' empty. Sectioned files hold the givens under `[Puzzle]` and the current position under
//    `[State]`; a cell filled in [State] and not in [Puzzle] is a placed value.
//  - SDM (SadMan .sdm): one puzzle a line, N² cells, '0' empty.
//  - SS (Simple Sudoku .ss): N lines with '|' between stacks and a line of '-' between bands.
import { formatBoardText, parseBoardText, symbolCodes } from './text.js';
import { filledAt, formatError, placedValues, type Codec, type FormatOptions } from './types.js';
import type { Board, Shape } from '../types.js';

const digits = (options: FormatOptions) => ({ boxRows: options.boxRows, boxCols: options.boxCols, alphabet: 'DIGITS_LETTERS' as const });

function rowsOf(cells: ArrayLike<number>, n: number): string[] {
  const text = formatBoardText(cells, 'DIGITS_LETTERS');
  const rows: string[] = [];
  for (let r = 0; r < n; r++) rows.push(text.slice(r * n, (r + 1) * n));
  return rows;
}

/** Lines under `[name]` up to the next section, or undefined when the text has no such section. */
function section(lines: string[], name: string): string[] | undefined {
  const start = lines.findIndex((l) => l.trim().toLowerCase() === `[${name}]`);
  if (start < 0) return undefined;
  const out: string[] = [];
  for (let i = start + 1; i < lines.length && !/^\s*\[/.test(lines[i]); i++) out.push(lines[i]);
  return out;
}

export const sdk: Codec = {
  decode: (text, options) => {
    const lines = text.split(/\r?\n/).filter((l) => !l.startsWith('#'));
    const puzzle = section(lines, 'puzzle') ?? lines;
    const given = parseBoardText(puzzle.join('\n'), digits(options));
    if (!given.ok) return given;
    const state = section(lines, 'state');
    if (state === undefined) return { ok: true, value: { board: given.value } };
    const now = parseBoardText(state.join('\n'), {
      ...digits(options),
      boxRows: given.value.shape.boxRows,
      boxCols: given.value.shape.boxCols,
    });
    if (!now.ok) return now;
    if (now.value.cells.length !== given.value.cells.length)
      return formatError('BAD_LENGTH', '[State] and [Puzzle] hold boards of different sizes');
    const values = new Uint8Array(given.value.cells.length);
    for (let i = 0; i < values.length; i++) if (!given.value.cells[i]) values[i] = now.value.cells[i];
    return { ok: true, value: { board: given.value, values: placedValues(values) } };
  },
  encode: (state) => {
    const n = state.board.shape.size;
    const givens = rowsOf(state.board.cells, n).join('\n');
    if (!state.values) return { ok: true, value: givens };
    const all = new Uint8Array(n * n);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: `[Puzzle]\n${givens}\n[State]\n${rowsOf(all, n).join('\n')}` };
  },
};

const zeroCodes = (() => {
  const codes = symbolCodes('DIGITS_LETTERS');
  codes[0] = 48;
  return codes;
})();

export const sdm: Codec = {
  decode: (text, options) => {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    if (lines.length !== 1)
      return formatError('BAD_FORMAT', `an SDM line holds one puzzle; got ${lines.length} lines (convert a file line by line)`);
    if (/[\s|]/.test(lines[0].trim())) return formatError('BAD_FORMAT', 'an SDM line is N² symbols with no spaces or drawing');
    const r = parseBoardText(lines[0], digits(options));
    return r.ok ? { ok: true, value: { board: r.value } } : r;
  },
  encode: (state) => {
    let s = '';
    for (let i = 0; i < state.board.cells.length; i++) s += String.fromCharCode(zeroCodes[filledAt(state, i)]);
    return { ok: true, value: s };
  },
};

/** The board drawn as Simple Sudoku draws it: `|` between stacks, a line of `-` between bands. */
export function drawGrid(board: Board, shape: Shape = board.shape): string {
  const n = shape.size;
  const rows = rowsOf(board.cells, n);
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
    const r = parseBoardText(text, digits(options));
    return r.ok ? { ok: true, value: { board: r.value } } : r;
  },
  encode: (state) => {
    const all = new Uint8Array(state.board.cells.length);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: drawGrid({ shape: state.board.shape, cells: all }) };
  },
};
