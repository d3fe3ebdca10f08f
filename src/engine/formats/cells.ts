// CELLS: N² symbols in one of the alphabets of text.ts, grid drawing ignored (the API's `cells`).
// Holds givens only: placed values are written as givens, candidates are not written.
import { alphabetFits, formatBoardText, parseBoardText } from './text.js';
import { filledAt, formatError, type Codec } from './types.js';

export const cells: Codec = {
  decode: (text, options) => {
    const r = parseBoardText(text, options);
    return r.ok ? { ok: true, value: { board: r.value } } : r;
  },
  encode: (state, options) => {
    const alphabet = options.alphabet ?? 'DIGITS_LETTERS';
    const n = state.board.shape.size;
    if (!alphabetFits(alphabet, n)) return formatError('BAD_SHAPE', `alphabet ${alphabet} cannot write a ${n}×${n} board`, 'alphabet');
    const all = new Uint8Array(n * n);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: formatBoardText(all, alphabet) };
  },
};
