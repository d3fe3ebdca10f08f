// SUDOKUPAD: a SudokuPad link that carries an f-puzzles puzzle, `https://sudokupad.app/fpuzzles<data>`
// (also `?puzzleid=fpuzzles<data>` and the older app.crackingthecryptic.com/sudoku/ address), <data>
// as in fpuzzles.ts. SudokuPad draws boards past 16×16, so every size up to 25 is read and written.
// Its own compact `scl…` form and short puzzle ids (which need SudokuPad's server) are refused with
// BAD_FORMAT naming the form.
import { MAX_SIZE } from '../symbols.js';
import { compressToBase64 } from './lz.js';
import { decodeLinkData, encodeFpuzzlesJson } from './fpuzzles.js';
import { formatError, type Codec } from './types.js';

const PREFIX = 'https://sudokupad.app/fpuzzles';

export const sudokupad: Codec = {
  decode: (text, options) => {
    const t = text.trim();
    const m = /(?:^|[/=])(fpuzzles|scl|ctc|sclN?)([^/?&#\s]*)$/.exec(
      t.replace(/[?#].*$/, (q) => (q.includes('puzzleid=') ? `/${q.split('puzzleid=')[1]}` : '')),
    );
    if (!m) return formatError('BAD_FORMAT', 'a SudokuPad link looks like https://sudokupad.app/fpuzzles<data>');
    if (m[1] !== 'fpuzzles')
      return formatError('BAD_FORMAT', `SudokuPad's '${m[1]}' form is not read; share the puzzle from f-puzzles or as an fpuzzles link`);
    return decodeLinkData(m[2], options, MAX_SIZE);
  },
  encode: (state) => ({ ok: true, value: PREFIX + encodeURIComponent(compressToBase64(encodeFpuzzlesJson(state))) }),
};
