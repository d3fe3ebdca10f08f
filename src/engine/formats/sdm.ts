// SDM: a SadMan Sudoku .sdm line, one puzzle a line: N² cells, '0' empty (DIGITS_LETTERS past 9).
import { digitsOf, parseBoardText, symbolCodes } from './text.js';
import { filledAt, formatError, type Codec } from './types.js';

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
    const r = parseBoardText(lines[0], digitsOf(options));
    return r.ok ? { ok: true, value: { board: r.value } } : r;
  },
  encode: (state) => {
    let s = '';
    for (let i = 0; i < state.board.cells.length; i++) s += String.fromCharCode(zeroCodes[filledAt(state, i)]);
    return { ok: true, value: s };
  },
};
