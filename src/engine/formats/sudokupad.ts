// SUDOKUPAD: a SudokuPad link. Two forms are read: one that carries an f-puzzles puzzle,
// `https://sudokupad.app/fpuzzles<data>` (<data> as in fpuzzles.ts), and SudokuPad's own
// `https://sudokupad.app/scl<data>` (also `ctc<data>`, as in scl.ts); either may sit in the path or
// in a `?puzzleid=` / `?puzzle=` parameter, on sudokupad.app or the older
// app.crackingthecryptic.com/sudoku/ address. SudokuPad draws boards past 16×16, so every size up
// to 25 is read and written. A short puzzle id (the puzzle is stored on SudokuPad's server) is
// refused with BAD_FORMAT: the engine fetches nothing. The codec writes the fpuzzles form, which
// keeps placed values and every rule (SudokuPad opens it with its rules drawn);
// `encodeSudokuPadScl` writes the scl form (givens, regions, cages and global rules).
import { MAX_SIZE } from '../symbols.js';
import { compressToBase64 } from './lz.js';
import { decodeLinkData, encodeFpuzzlesJson } from './fpuzzles.js';
import { decodeScl, encodeSclData } from './scl.js';
import { formatError, type BoardState, type Codec } from './types.js';
import type { ParseError, Result } from '../types.js';

const HOST = 'https://sudokupad.app/';

/**
 * The puzzle id of a SudokuPad link: the `puzzleid`/`puzzle` parameter, else the path after the host
 * (base 64 data may hold '/'), without SudokuPad's `?setting-…` parameters.
 */
function puzzleId(text: string): string {
  const t = text.trim();
  const q = /[?&]puzzle(?:id)?=([^&#\s]*)/.exec(t);
  if (q) return q[1];
  const path = t.replace(/[?#].*$/, '').replace(/^(?:[a-z]+:\/\/)?[^/]*\/(?:sudoku\/)?/i, '');
  return path;
}

export const sudokupad: Codec = {
  decode: (text, options) => {
    const id = puzzleId(text);
    const m = /^(fpuzzles|scl|ctc)(.+)$/.exec(id);
    if (m?.[1] === 'fpuzzles') return decodeLinkData(m[2], options, MAX_SIZE);
    if (m) return decodeScl(m[2], options, MAX_SIZE);
    if (/^[A-Za-z0-9_-]{1,64}$/.test(id))
      return formatError(
        'BAD_FORMAT',
        `'${id}' is a short SudokuPad puzzle id, stored on SudokuPad's server, which is not fetched: ` +
          "share the puzzle's scl or fpuzzles link",
      );
    return formatError('BAD_FORMAT', 'a SudokuPad link looks like https://sudokupad.app/scl<data> or https://sudokupad.app/fpuzzles<data>');
  },
  encode: (state) => {
    const json = encodeFpuzzlesJson(state, 'SUDOKUPAD');
    return json.ok ? { ok: true, value: HOST + 'fpuzzles' + encodeURIComponent(compressToBase64(json.value)) } : json;
  },
};

/**
 * Board state → a SudokuPad `scl` link: givens, regions and the rules SudokuPad keeps as data
 * (scl.ts); SudokuPad keeps no placed values in it. Other rules are refused: the codec's fpuzzles
 * link carries every rule.
 */
export function encodeSudokuPadScl(state: BoardState): Result<string, ParseError> {
  const data = encodeSclData(state);
  return data.ok ? { ok: true, value: HOST + encodeURIComponent(data.value) } : data;
}
