// SUDOKUWIKI: SudokuWiki's 162-character board string (its solver's `bd=` links), 9×9 only. Each
// cell is two base-32 digits (0-9, a-v) of n = (bits << 1) | clue: bits is one bit per value (1 → 1,
// 2 → 2, 3 → 4 … 9 → 256) and clue is 1 for a given. One bit without the clue flag is a solved
// (placed) value; several bits are the cell's candidates. SudokuWiki's own published example sets
// the flag on some cells of several candidates too, so the flag counts only on a single bit.
// Unfilled cells with no marks are written with every candidate, as SudokuWiki writes a fresh board.
import { resolveShape } from '../shapes.js';
import { filledAt, formatError, fullMask, notedCandidates, placedValues, shapeRefused, type Codec } from './types.js';
import { cellLabel } from './text.js';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

const singleValue = (bits: number): number => (bits !== 0 && (bits & (bits - 1)) === 0 ? 31 - Math.clz32(bits) + 1 : 0);

/** The 162 characters of a SudokuWiki string or link (`…?bd=…`), else undefined. */
export function wikiPayload(text: string): string | undefined {
  const t = text.trim();
  const m = /[?&]bd=([0-9a-v]+)/i.exec(t);
  const body = m ? m[1] : t;
  return /^[0-9a-v]{162}$/i.test(body) ? body.toLowerCase() : undefined;
}

export const wiki: Codec = {
  decode: (text, options) => {
    const body = wikiPayload(text);
    if (body === undefined)
      return formatError('BAD_FORMAT', 'a SudokuWiki string is 162 characters 0-9 and a-v (two per cell), alone or after bd= in a link');
    const shape = resolveShape(9, options.boxRows, options.boxCols);
    if (!shape.ok) return shape;
    const cells = new Uint8Array(81);
    const values = new Uint8Array(81);
    const masks = new Uint32Array(81);
    for (let i = 0; i < 81; i++) {
      const n = DIGITS.indexOf(body[2 * i]) * 32 + DIGITS.indexOf(body[2 * i + 1]);
      const bits = n >> 1;
      const where = cellLabel(Math.floor(i / 9), i % 9);
      if (bits > 0x1ff) return formatError('BAD_FORMAT', `cell at ${where} has bits beyond the nine values`);
      const single = singleValue(bits);
      if (n & 1 && bits === 0) return formatError('BAD_FORMAT', `cell at ${where} is marked as a clue but holds no value`);
      if (single) (n & 1 ? cells : values)[i] = single;
      else masks[i] = bits;
    }
    const board = { shape: shape.value, cells };
    return { ok: true, value: { board, values: placedValues(values), candidates: notedCandidates(masks, { cells, values }, 9) } };
  },
  encode: (state) => {
    const n = state.board.shape.size;
    if (n !== 9) return shapeRefused('SUDOKUWIKI', n, '9×9 boards');
    let s = '';
    for (let i = 0; i < 81; i++) {
      const v = filledAt(state, i);
      const bits = v ? 1 << (v - 1) : state.candidates ? state.candidates[i] : fullMask(9);
      const code = (bits << 1) | (state.board.cells[i] ? 1 : 0);
      s += DIGITS[code >> 5] + DIGITS[code & 31];
    }
    return { ok: true, value: s };
  },
};
