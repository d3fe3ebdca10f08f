// PENCILMARKS: an N³-character pencil-mark grid, N characters per cell in row-major order. The k-th
// character of a cell (0-based) is the symbol of value k+1 when that value is still possible, else
// '.' or '0'. A cell with one possible value is filled (read as a given: the grid cannot tell a given
// from a placed value); several are its candidates. Whitespace and '|' are ignored. Symbols are
// DIGITS_LETTERS (1-9, A-P). Unfilled cells with no marks are written with every value.
import { MAX_SIZE } from '../symbols.js';
import { resolveShape } from '../shapes.js';
import { cellLabel, symbolIn } from './text.js';
import { filledAt, formatError, fullMask, notedCandidates, type Codec } from './types.js';

/** N when `count` is N³ for a supported N, else 0. */
export function cubeSize(count: number): number {
  const n = Math.round(Math.cbrt(count));
  return n >= 2 && n <= MAX_SIZE && n * n * n === count ? n : 0;
}

export const compactText = (text: string): string => text.replace(/[\s|]+/g, '');

export const pencil: Codec = {
  decode: (text, options) => {
    const t = compactText(text);
    const n = cubeSize(t.length);
    if (!n)
      return formatError(
        'BAD_LENGTH',
        `${t.length} characters is no pencil-mark grid: expected N³ (N characters per cell, e.g. 729 for 9×9)`,
      );
    const shape = resolveShape(n, options.boxRows, options.boxCols);
    if (!shape.ok) return shape;
    const cells = new Uint8Array(n * n);
    const masks = new Uint32Array(n * n);
    for (let i = 0; i < n * n; i++) {
      let mask = 0;
      for (let k = 0; k < n; k++) {
        const ch = t[i * n + k].toUpperCase();
        if (ch === '.' || ch === '0') continue;
        if (ch !== symbolIn('DIGITS_LETTERS', k + 1)) {
          const r = Math.floor(i / n);
          const c = i % n;
          const message =
            `'${t[i * n + k]}' at ${cellLabel(r, c)}, place ${k + 1}: ` +
            `only '${symbolIn('DIGITS_LETTERS', k + 1)}' or '.' may stand there`;
          return { ok: false, error: { code: 'BAD_SYMBOL', field: 'text', message, row: r, col: c } };
        }
        mask |= 1 << k;
      }
      if (mask !== 0 && (mask & (mask - 1)) === 0) cells[i] = 31 - Math.clz32(mask) + 1;
      else masks[i] = mask >>> 0;
    }
    return { ok: true, value: { board: { shape: shape.value, cells }, candidates: notedCandidates(masks, { cells }, n) } };
  },
  encode: (state) => {
    const n = state.board.shape.size;
    const parts: string[] = [];
    for (let i = 0; i < n * n; i++) {
      const v = filledAt(state, i);
      const mask = v ? 1 << (v - 1) : state.candidates ? state.candidates[i] : fullMask(n);
      let s = '';
      for (let k = 0; k < n; k++) s += mask & (1 << k) ? symbolIn('DIGITS_LETTERS', k + 1) : '.';
      parts.push(s);
    }
    return { ok: true, value: parts.join('') };
  },
};
