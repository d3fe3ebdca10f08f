// HODOKU: a line of HoDoKu's puzzle library, 9×9 only: `:type:values:grid:deleted:eliminations:…`.
// `grid` is 81 cells ('.' or '0' empty, a digit a given, '+' before a digit a placed value);
// `deleted` lists the candidates already removed as space-separated `drc` triples (digit, row,
// column, 1-based), so a cell's candidates are the values its peers leave minus those. A board
// with no step writes type 0000 and values x (HoDoKu's own form for a plain position).
import { resolveShape } from '../shapes.js';
import { candidateMasks } from '../candidates.js';
import { cellLabel } from './text.js';
import { filledAt, formatError, notedCandidates, placedValues, shapeRefused, type BoardState, type Codec } from './types.js';
import type { Board } from '../types.js';

/** Candidates the peers leave, over givens and placed values together. */
function peerMasks(state: BoardState): Uint32Array {
  const all = new Uint8Array(state.board.cells.length);
  for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
  return new Uint32Array(candidateMasks({ shape: state.board.shape, cells: all }));
}

export const hodoku: Codec = {
  decode: (text, options) => {
    const fields = text.trim().split(':');
    if (fields.length < 5 || fields[0] !== '')
      return formatError('BAD_FORMAT', 'a HoDoKu library line looks like :0000:x:<81 cells>:<deleted candidates>::');
    const shape = resolveShape(9, options.boxRows, options.boxCols);
    if (!shape.ok) return shape;
    const grid = fields[3];
    const cells = new Uint8Array(81);
    const values = new Uint8Array(81);
    let i = 0;
    for (let k = 0; k < grid.length; k++) {
      const ch = grid[k];
      if (i >= 81) return formatError('BAD_LENGTH', 'the grid field of a HoDoKu line has more than 81 cells');
      const placed = ch === '+';
      const d = placed ? grid[++k] : ch;
      if (d === '.' || d === '0') {
        if (placed) return formatError('BAD_FORMAT', `'+' before an empty cell at ${cellLabel(Math.floor(i / 9), i % 9)}`);
      } else if (d !== undefined && d >= '1' && d <= '9') (placed ? values : cells)[i] = d.charCodeAt(0) - 48;
      else {
        const message = `unknown symbol '${d ?? ch}' at ${cellLabel(Math.floor(i / 9), i % 9)} of the HoDoKu grid`;
        return { ok: false, error: { code: 'BAD_SYMBOL', field: 'text', message, row: Math.floor(i / 9), col: i % 9 } };
      }
      i++;
    }
    if (i !== 81) return formatError('BAD_LENGTH', `the grid field of a HoDoKu line has ${i} cells, expected 81`);
    const board: Board = { shape: shape.value, cells };
    const state: BoardState = { board, values: placedValues(values) };
    const deleted = fields[4].trim();
    if (deleted === '') return { ok: true, value: state };
    const masks = peerMasks(state);
    for (const token of deleted.split(/\s+/)) {
      if (!/^[1-9]{3}$/.test(token))
        return formatError('BAD_FORMAT', `deleted candidate '${token}' is not a digit, row and column (e.g. 417)`);
      const [d, r, c] = [...token].map(Number);
      masks[(r - 1) * 9 + (c - 1)] &= ~(1 << (d - 1));
    }
    for (let j = 0; j < 81; j++) if (filledAt(state, j)) masks[j] = 0;
    return { ok: true, value: { ...state, candidates: notedCandidates(masks, { cells, values }, 9) ?? masks } };
  },
  encode: (state) => {
    const n = state.board.shape.size;
    if (n !== 9) return shapeRefused('HODOKU', n, '9×9 boards');
    let grid = '';
    for (let i = 0; i < 81; i++) {
      const g = state.board.cells[i];
      const v = state.values ? state.values[i] : 0;
      grid += g ? String(g) : v ? `+${v}` : '.';
    }
    const deleted: number[] = [];
    if (state.candidates) {
      const peers = peerMasks(state);
      for (let i = 0; i < 81; i++) {
        if (filledAt(state, i)) continue;
        const gone = peers[i] & ~state.candidates[i];
        for (let d = 1; d <= 9; d++) if (gone & (1 << (d - 1))) deleted.push(d * 100 + (Math.floor(i / 9) + 1) * 10 + (i % 9) + 1);
      }
    }
    deleted.sort((a, b) => a - b);
    return { ok: true, value: `:0000:x:${grid}:${deleted.join(' ')}::` };
  },
};
