// SUDOKUWIKI: SudokuWiki's board strings and links, 9×9 only (its "Sudoku String Definitions" and
// "Killer String Definitions" pages, version A; the newer packed version-B strings, `bd=S9B…`,
// `X9B…`, `J9B…`, are refused by name).
//  - The 162-character board (the solver's `bd=` links): each cell is two base-32 digits (0-9, a-v)
//    of n = (bits << 1) | clue: bits is one bit per value (1 → 1, 2 → 2, 3 → 4 … 9 → 256) and clue
//    is 1 for a given. One bit without the clue flag is a solved (placed) value; several bits are
//    the cell's candidates. SudokuWiki's own published example sets the flag on some cells of several
//    candidates too, so the flag counts only on a single bit. Unfilled cells with no marks are
//    written with every candidate, as SudokuWiki writes a fresh board. `bd=` may also be 81 digits
//    (0 or . empty), the puzzle alone.
//  - Sudoku X: the same board on the X solver's page (`SudokuX.aspx?bd=…`): both diagonals.
//  - Jigsaw: `jigsaw.aspx?shape=33&bd=<board>&jigmap=<81 digits 1-9>`, the digit of each cell's
//    region. A numbered `shape=` without a jigmap is one of the site's own layouts, not known here:
//    refused. A jigmap of r×c boxes is no jigsaw.
//  - Killer: `killersudoku.aspx?bd=<81 colour digits>,<162 digits>` (or the two parts alone): touching
//    cells of one colour are one cage; each cage's sum, two digits, sits in one of its cells (the
//    first, row-major, when written) and `00` in the others. No givens: a killer with givens, or with
//    a cell in no cage, a cage without a sum or one not joined by side steps, is refused.
// A page of another kind of puzzle (windoku, kenken…) is refused by name: it is never read as classic.
import type { Rule } from '../rules/types.js';
import type { ParseError, Result, Shape } from '../types.js';
import { resolveShape } from '../shapes.js';
import {
  badRuleText,
  cageOfCell,
  cannotCarry,
  checkRuleData,
  labelOf,
  noGivens,
  onlyJigsaw,
  refuseOthers,
  relabel,
  shapeOfRegionMap,
  unknownConstraint,
} from './rule-data.js';
import { digitsOf, parseBoardText } from './text.js';
import {
  filledAt,
  formatError,
  fullMask,
  notedCandidates,
  placedValues,
  shapeRefused,
  type BoardState,
  type Codec,
  type Encoded,
} from './types.js';
import { cellLabel } from './text.js';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';
const HOST = 'https://www.sudokuwiki.org/';

const singleValue = (bits: number): number => (bits !== 0 && (bits & (bits - 1)) === 0 ? 31 - Math.clz32(bits) + 1 : 0);

/** The 162 characters of a SudokuWiki string or link (`…?bd=…`), else undefined. */
export function wikiPayload(text: string): string | undefined {
  const t = text.trim();
  const m = /[?&]bd=([0-9a-v]+)/i.exec(t);
  const body = m ? m[1] : t;
  return /^[0-9a-v]{162}$/i.test(body) ? body.toLowerCase() : undefined;
}

/** SudokuWiki's killer string alone: 81 colour digits, a comma, 162 clue digits. */
export const isWikiKiller = (text: string): boolean => /^[1-9]{81},\d{162}$/.test(text.trim());

/** A text of SudokuWiki's parameters without its address (`shape=33&bd=…&jigmap=…`). */
export const isWikiQuery = (text: string): boolean => /^(bd|shape|jigmap)=[^\s]*$/i.test(text.trim());

interface WikiParts {
  readonly page: string;
  readonly params: Map<string, string>;
}

/** The page name (lower case, '' for none) and parameters of a link, a bare query or a bare board. */
function partsOf(text: string): WikiParts {
  const t = text.trim();
  const params = new Map<string, string>();
  const q = t.indexOf('?');
  const url = /^(https?:\/\/)?(www\.)?sudokuwiki\.org\//i.exec(t);
  const page = url ? (q < 0 ? t.slice(url[0].length) : t.slice(url[0].length, q)).toLowerCase() : '';
  const query = url ? (q < 0 ? '' : t.slice(q + 1)) : isWikiQuery(t) ? t : `bd=${t}`;
  for (const part of query.replace(/#.*$/, '').split('&')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    let value = part.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // not URL-escaped: read as it stands
    }
    params.set(part.slice(0, at).toLowerCase(), value);
  }
  return { page, params };
}

type Kind = 'CLASSIC' | 'X' | 'JIGSAW' | 'KILLER';

/** Which puzzle a page solves; undefined for a kind the engine does not read from SudokuWiki. */
function kindOfPage(page: string): Kind | undefined {
  const p = page.replace(/\.(aspx|htm|html)$/, '');
  if (p === '' || p === 'sudoku' || p === 'sudoku_player') return 'CLASSIC';
  if (/^sudoku_?x(_player)?$/.test(p)) return 'X';
  if (/jigsaw/.test(p)) return 'JIGSAW';
  if (/killer/.test(p)) return 'KILLER';
  return undefined;
}

/** The 162-character board → givens, placed values, candidates. */
function packedBoard(body: string, shape: Shape): Result<BoardState, ParseError> {
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
  const board = { shape, cells };
  return { ok: true, value: { board, values: placedValues(values), candidates: notedCandidates(masks, { cells, values }, 9) } };
}

/** Killer colours and clues → cages: touching cells of one colour, one sum each. */
function killerCages(colours: string, clues: string): Result<Rule[], ParseError> {
  const seen = new Uint8Array(81);
  const rules: Rule[] = [];
  for (let start = 0; start < 81; start++) {
    if (seen[start]) continue;
    const cells = [start];
    seen[start] = 1;
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k];
      const r = Math.floor(i / 9);
      const c = i % 9;
      for (const j of [r > 0 ? i - 9 : -1, r < 8 ? i + 9 : -1, c > 0 ? i - 1 : -1, c < 8 ? i + 1 : -1]) {
        if (j >= 0 && !seen[j] && colours[j] === colours[i]) {
          seen[j] = 1;
          cells.push(j);
        }
      }
    }
    cells.sort((a, b) => a - b);
    const sums = cells.map((i) => Number(clues.slice(2 * i, 2 * i + 2))).filter((s) => s > 0);
    if (sums.length !== 1) {
      const what = sums.length === 0 ? 'no sum' : `${sums.length} sums (two cages of one colour touch?)`;
      return badRuleText('KILLER_CAGE', `the cage of colour ${colours[start]} at ${labelOf(start, 9)} has ${what}`, 'bd');
    }
    rules.push({ kind: 'KILLER_CAGE', cells, sum: sums[0] });
  }
  return { ok: true, value: rules };
}

function decodeWiki(text: string, options: { boxRows?: number | null; boxCols?: number | null }): Result<BoardState, ParseError> {
  const shape = resolveShape(9, options.boxRows, options.boxCols);
  if (!shape.ok) return shape;
  const { page, params } = partsOf(text);
  const kind = kindOfPage(page);
  if (!kind) return unknownConstraint(page, `'${page}' is a SudokuWiki page for a kind of puzzle the engine does not read`);
  const bd = params.get('bd');
  if (bd === undefined) return formatError('BAD_FORMAT', 'a SudokuWiki link carries its board after bd=');
  if (/^[A-Z]\d+[A-Z]/.test(bd))
    return formatError(
      'BAD_FORMAT',
      `'${bd.slice(0, 3)}…' is a SudokuWiki version-B string, not read: use the site's 162-character or 81-digit board`,
    );
  let state: BoardState;
  const rules: Rule[] = [];
  const killer = /^([1-9]{81}),(\d{162})$/.exec(bd);
  if (killer) {
    const cages = killerCages(killer[1], killer[2]);
    if (!cages.ok) return cages;
    rules.push(...cages.value);
    state = { board: { shape: shape.value, cells: new Uint8Array(81) } };
  } else if (/^[0-9a-v]{162}$/i.test(bd)) {
    const read = packedBoard(bd.toLowerCase(), shape.value);
    if (!read.ok) return read;
    state = read.value;
  } else if (/^[0-9.]{81}$/.test(bd)) {
    const read = parseBoardText(bd, { ...digitsOf({}), boxRows: shape.value.boxRows, boxCols: shape.value.boxCols });
    if (!read.ok) return read;
    state = { board: read.value };
  } else {
    return formatError(
      'BAD_FORMAT',
      'a SudokuWiki board is 162 characters 0-9 and a-v (two per cell), 81 digits, ' +
        'or for a killer 81 colour digits, a comma and 162 clue digits',
    );
  }
  if (kind === 'X') rules.push({ kind: 'DIAGONAL', direction: 'MAIN' }, { kind: 'DIAGONAL', direction: 'ANTI' });
  const jigmap = params.get('jigmap');
  if (jigmap !== undefined) {
    if (!/^[1-9]{81}$/.test(jigmap)) return badRuleText('JIGSAW', 'a jigmap is 81 digits 1-9, the region of each cell', 'jigmap');
    const { regions, count } = relabel(jigmap);
    if (count !== 9) return badRuleText('JIGSAW', `the jigmap names ${count} regions, not 9`, 'jigmap');
    if (!shapeOfRegionMap(regions, 9)) rules.unshift({ kind: 'JIGSAW', regions });
  } else if (params.has('shape')) {
    return formatError(
      'BAD_FORMAT',
      `shape=${params.get('shape')} is one of SudokuWiki's numbered layouts, not known here: give the layout as jigmap=`,
    );
  }
  if (rules.length === 0) return { ok: true, value: state };
  return { ok: true, value: { ...state, board: { ...state.board, rules } } };
}

/** Board state → the 162 characters. */
function packed(state: BoardState): string {
  let s = '';
  for (let i = 0; i < 81; i++) {
    const v = filledAt(state, i);
    const bits = v ? 1 << (v - 1) : state.candidates ? state.candidates[i] : fullMask(9);
    const code = (bits << 1) | (state.board.cells[i] ? 1 : 0);
    s += DIGITS[code >> 5] + DIGITS[code & 31];
  }
  return s;
}

/** Colours 1-9 for cages such that side-touching cages differ (4 suffice for a map; backtracking, bounded). */
function colourCages(cageAt: Int32Array, count: number): number[] | undefined {
  const touching: Set<number>[] = Array.from({ length: count }, () => new Set<number>());
  for (let i = 0; i < 81; i++) {
    for (const j of [i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1]) {
      if (j >= 0 && cageAt[i] !== cageAt[j]) {
        touching[cageAt[i]].add(cageAt[j]);
        touching[cageAt[j]].add(cageAt[i]);
      }
    }
  }
  const colour = new Array<number>(count).fill(0);
  let steps = 0;
  const assign = (k: number, palette: number): boolean => {
    if (k === count) return true;
    if (++steps > 100_000) return false;
    for (let c = 1; c <= palette; c++) {
      if ([...touching[k]].some((o) => colour[o] === c)) continue;
      colour[k] = c;
      if (assign(k + 1, palette)) return true;
    }
    colour[k] = 0;
    return false;
  };
  for (let palette = 4; palette <= 9; palette++) {
    steps = 0;
    if (assign(0, palette)) return colour;
  }
  return undefined;
}

/** Whether a cage's cells are joined by side steps. */
function sideConnected(cells: readonly number[]): boolean {
  const inCage = new Set(cells);
  const reached = new Set([cells[0]]);
  const queue = [cells[0]];
  while (queue.length > 0) {
    const i = queue.pop()!;
    for (const j of [i % 9 > 0 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1, i - 9, i + 9]) {
      if (inCage.has(j) && !reached.has(j)) {
        reached.add(j);
        queue.push(j);
      }
    }
  }
  return reached.size === inCage.size;
}

function encodeKiller(state: BoardState, rules: readonly Rule[]): Encoded {
  if (state.board.cells.some((v) => v !== 0)) return noGivens('SudokuWiki killer string');
  const at = cageOfCell(rules, 9);
  if (!at.ok) return at;
  const uncaged = at.value.indexOf(-1);
  if (uncaged >= 0)
    return cannotCarry(
      'SUDOKUWIKI',
      rules,
      rules.findIndex((r) => r.kind === 'KILLER_CAGE'),
      `${labelOf(uncaged, 9)} is in no cage`,
    );
  const index = new Map<number, number>();
  for (let k = 0; k < rules.length; k++) {
    const r = rules[k];
    if (r.kind !== 'KILLER_CAGE') continue;
    if (r.sum === undefined || r.sum < 1 || r.sum > 99) return cannotCarry('SUDOKUWIKI', rules, k, 'every cage needs a sum of 1 to 99');
    if (!sideConnected(r.cells)) return cannotCarry('SUDOKUWIKI', rules, k, 'its cells are not joined by side steps');
    index.set(k, index.size);
  }
  const cageAt = Int32Array.from(at.value, (k) => index.get(k)!);
  const colours = colourCages(cageAt, index.size);
  if (!colours) return cannotCarry('SUDOKUWIKI', rules, 0, 'its cages cannot be told apart by nine colours');
  const clues = new Array<string>(81).fill('00');
  for (const k of index.keys()) {
    const cage = rules[k] as Extract<Rule, { kind: 'KILLER_CAGE' }>;
    clues[Math.min(...cage.cells)] = String(cage.sum).padStart(2, '0');
  }
  const colourText = Array.from(cageAt, (c) => String(colours[c])).join('');
  return { ok: true, value: `${HOST}killersudoku.aspx?bd=${colourText},${clues.join('')}` };
}

function encodeWiki(state: BoardState): Encoded {
  const { shape } = state.board;
  if (shape.size !== 9 || shape.boxRows !== 3) return shapeRefused('SUDOKUWIKI', shape.size, '9×9 boards');
  const rules = state.board.rules ?? [];
  if (rules.length === 0) return { ok: true, value: packed(state) };
  const bad = checkRuleData(rules, 9) ?? refuseOthers('SUDOKUWIKI', rules, new Set(['DIAGONAL', 'JIGSAW', 'KILLER_CAGE']));
  if (bad) return bad;
  const kinds = new Set(rules.map((r) => r.kind));
  if (kinds.size > 1)
    return cannotCarry(
      'SUDOKUWIKI',
      rules,
      rules.findIndex((r) => r.kind !== rules[0].kind),
      'one kind of puzzle per link',
    );
  if (kinds.has('KILLER_CAGE')) return encodeKiller(state, rules);
  if (kinds.has('DIAGONAL')) {
    const both = new Set(rules.map((r) => (r.kind === 'DIAGONAL' ? r.direction : ''))).size === 2;
    if (!both) return cannotCarry('SUDOKUWIKI', rules, 0, 'its X solver has both diagonals');
    return { ok: true, value: `${HOST}SudokuX.aspx?bd=${packed(state)}` };
  }
  const jigsaw = onlyJigsaw('SUDOKUWIKI', rules);
  if (!jigsaw.ok) return jigsaw;
  const jigmap = jigsaw.value!.regions.map((k) => String(k + 1)).join('');
  return { ok: true, value: `${HOST}jigsaw.aspx?shape=33&bd=${packed(state)}&jigmap=${jigmap}` };
}

export const wiki: Codec = { decode: (text, options) => decodeWiki(text, options), encode: (state) => encodeWiki(state) };
