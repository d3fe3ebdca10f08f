// SDK: a SadMan Sudoku .sdk file, on every shape (SadMan draws 9×9; larger boards use DIGITS_LETTERS):
// `#` header lines (#A author, #D description, …), then N lines of N cells, '.' empty. Sectioned
// files hold the givens under `[Puzzle]` and the current position under `[State]`; a cell filled in
// [State] and not in [Puzzle] is a placed value.
import { digitsOf, parseBoardText, textRows } from './text.js';
import { filledAt, formatError, placedValues, type Codec } from './types.js';

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
    const given = parseBoardText(puzzle.join('\n'), digitsOf(options));
    if (!given.ok) return given;
    const state = section(lines, 'state');
    if (state === undefined) return { ok: true, value: { board: given.value } };
    const now = parseBoardText(state.join('\n'), {
      ...digitsOf(options),
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
    const givens = textRows(state.board.cells, n).join('\n');
    if (!state.values) return { ok: true, value: givens };
    const all = new Uint8Array(n * n);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: `[Puzzle]\n${givens}\n[State]\n${textRows(all, n).join('\n')}` };
  },
};
