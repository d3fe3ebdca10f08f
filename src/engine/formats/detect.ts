// Which format a pasted text is in, where the text says so unambiguously: links by their address,
// f-puzzles JSON by its `{` and its grid (and its lz-string data by the `N4Ig` that `{"` compresses
// to), SudoCue killers by `3x3:…:k:`, short killers by their arrows, HoDoKu lines by their leading
// ':', SudokuWiki by 162 base-32 characters (or its killer string, or its parameters), jigsaw texts
// by N² givens and N² region characters (N symbols N times each), pencil marks by N³ cells, SadMan
// files by their `#` headers or sections, Simple Sudoku by its drawing, and CELLS for a board of N²
// symbols. 64 cells read both as an 8×8 board and a 4×4 pencil-mark grid: when both readings work
// the answer is AMBIGUOUS_FORMAT and the caller names the format.
import { MAX_SIZE } from '../symbols.js';
import { cubeSize, compactText } from './pencil.js';
import { isWikiKiller, isWikiQuery, wikiPayload } from './wiki.js';
import { isSudoCueKiller, killerShortBody } from './killer.js';
import { jigsawTextSize } from './jigsaw-text.js';
import type { BoardFormat } from './types.js';
import type { ParseError, Result } from '../types.js';

const fail = (code: 'UNKNOWN_FORMAT' | 'AMBIGUOUS_FORMAT', message: string): Result<BoardFormat[], ParseError> => ({
  ok: false,
  error: { code, field: 'text', message },
});

const isSquare = (count: number): boolean => {
  const n = Math.round(Math.sqrt(count));
  return n >= 2 && n <= MAX_SIZE && n * n === count;
};

/**
 * The formats the text may be in, most specific first: one format, or two when only decoding can
 * tell (64 cells); the caller decodes each and reports AMBIGUOUS_FORMAT if more than one reads.
 */
export function candidateFormats(text: string): Result<BoardFormat[], ParseError> {
  const t = text.trim();
  if (t === '') return fail('UNKNOWN_FORMAT', 'the text is empty');
  if (/^(https?:\/\/)?(www\.)?f-puzzles\.com\//i.test(t)) return { ok: true, value: ['FPUZZLES'] };
  if (/^(https?:\/\/)?(sudokupad\.app|app\.crackingthecryptic\.com|sudokupad\.svencodes\.com)\//i.test(t))
    return { ok: true, value: ['SUDOKUPAD'] };
  if (/^(https?:\/\/)?(www\.)?sudokuwiki\.org\//i.test(t)) return { ok: true, value: ['SUDOKUWIKI'] };
  if (/^https?:\/\//i.test(t)) return fail('UNKNOWN_FORMAT', 'links are read from f-puzzles, SudokuPad and SudokuWiki only');
  if (t.startsWith('{') && /"grid"\s*:/.test(t)) return { ok: true, value: ['FPUZZLES'] };
  if (/^N4Ig[A-Za-z0-9+/=%-]{12,}$/.test(t)) return { ok: true, value: ['FPUZZLES'] };
  if (isSudoCueKiller(t)) return { ok: true, value: ['SUDOCUE_KILLER'] };
  if (killerShortBody(t) !== undefined) return { ok: true, value: ['KILLER_SHORT'] };
  if (t.startsWith(':')) return { ok: true, value: ['HODOKU'] };
  if (isWikiKiller(t) || isWikiQuery(t)) return { ok: true, value: ['SUDOKUWIKI'] };
  if (jigsawTextSize(t.replace(/\s+/g, '')) > 0) return { ok: true, value: ['JIGSAW_TEXT'] };
  if (wikiPayload(t) !== undefined) return { ok: true, value: ['SUDOKUWIKI'] };
  const lines = t.split(/\r?\n/);
  if (lines.some((l) => /^\s*\[(puzzle|state)\]\s*$/i.test(l)) || lines[0].startsWith('#')) return { ok: true, value: ['SDK'] };
  const compact = compactText(t);
  const drawn = /\|/.test(t) || lines.some((l) => /^[-+|\s]*-[-+|\s]*$/.test(l));
  if (cubeSize(compact.length) && !drawn) return { ok: true, value: isSquare(compact.length) ? ['CELLS', 'PENCILMARKS'] : ['PENCILMARKS'] };
  if (drawn) return { ok: true, value: ['SS'] };
  const rows = lines.map((l) => l.trim()).filter((l) => l !== '');
  if (rows.length > 1 && rows.every((l) => l.length === rows.length)) return { ok: true, value: ['SDK'] };
  if (rows.length > 1 && rows.every((l) => isSquare(l.length) && !/\s/.test(l))) {
    return fail('AMBIGUOUS_FORMAT', `${rows.length} lines of one board each: an SDM file, convert it line by line`);
  }
  if (isSquare(compact.length)) return { ok: true, value: ['CELLS'] };
  return fail(
    'UNKNOWN_FORMAT',
    `${compact.length} symbols: no board (N²), pencil-mark grid (N³), jigsaw text (2N²), SudokuWiki string (162), ` +
      'killer text (81 with arrows), HoDoKu or SudoCue line, SadMan or Simple Sudoku file, f-puzzles JSON, or link',
  );
}
