// FPUZZLES: an f-puzzles link, `https://www.f-puzzles.com/?load=<data>`, where <data> is the puzzle
// as JSON compressed by lz.ts (base 64, URL-escaped or not). The JSON is { size, grid, title?,
// author?, ruleset?, solution?, <constraints>… }: grid[r][c] is { value?, given?, region? }. A given
// value is a clue, a value without `given` was placed by a player. Boxes are f-puzzles' default
// regions (its height is the largest divisor of N up to √N, which is our standard shape) unless
// cells name a `region` (0-based): regions that tile the board as r×c boxes give that box shape,
// any other region map is a JIGSAW rule. The constraint keys are the rules of fpuzzles-rules.ts;
// any other key with content is refused with UNSUPPORTED_RULE naming it, never dropped.
import { resolveShape, standardShape } from '../shapes.js';
import type { Rule } from '../rules/types.js';
import { compressToBase64, inflateLinkData } from './lz.js';
import { readConstraints, unknownKeys, writeConstraints } from './fpuzzles-rules.js';
import { badRuleText, checkRuleData, onlyJigsaw, relabel, shapeOfRegionMap, unknownConstraint } from './rule-data.js';
import {
  filledAt,
  formatError,
  placedValues,
  shapeRefused,
  type BoardState,
  type Decoded,
  type Encoded,
  type FormatOptions,
  MAX_JSON,
  isSet,
} from './types.js';
import type { ParseError, Result, Shape } from '../types.js';
import { cellLabel } from '../cell-label.js';

/** Cell keys that draw or note without adding rules (givenPencilMarks: only on a filled cell). */
const CELL_PLAIN = new Set([
  'value',
  'given',
  'region',
  'centerPencilMarks',
  'cornerPencilMarks',
  'givenPencilMarks',
  'c',
  'cArray',
  'highlight',
]);

/** Given pencil marks restrict an unfilled cell's candidates: a rule the model has no kind for. */
function restrictsCandidates(marks: unknown, n: number): boolean {
  if (!Array.isArray(marks) || marks.length === 0) return false;
  for (let v = 1; v <= n; v++) if (!marks.includes(v)) return true;
  return false;
}

/** The f-puzzles JSON object → board state, with the puzzle's rules on `board.rules`. */
export function decodeFpuzzlesJson(json: string, options: FormatOptions, maxSize: number): Decoded {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return formatError('BAD_FORMAT', 'the link data is not f-puzzles JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return formatError('BAD_FORMAT', 'the link data is not an f-puzzles object');
  const obj = data as Record<string, unknown>;
  const n = obj.size;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > maxSize)
    return formatError('UNSUPPORTED_SHAPE', `size ${String(n)} is outside 2…${maxSize}`, 'size');
  const grid = obj.grid;
  if (!Array.isArray(grid) || grid.length !== n || grid.some((row) => !Array.isArray(row) || row.length !== n)) {
    return formatError('BAD_FORMAT', `grid is not ${n} rows of ${n} cells`);
  }
  const unknown = unknownKeys(obj);
  if (unknown.length > 0) {
    const names = unknown.map((k) => `'${k}'`).join(', ');
    return unknownConstraint(unknown[0], `the puzzle has ${names}, which the engine does not know: it is not read`);
  }
  const cells = new Uint8Array(n * n);
  const values = new Uint8Array(n * n);
  const def = standardShape(n)!;
  const regions = new Array<number>(n * n);
  let named = false;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cell = (grid as unknown[][])[r][c];
      if (typeof cell !== 'object' || cell === null) return formatError('BAD_FORMAT', `grid cell at ${cellLabel(r, c)} is not an object`);
      const o = cell as Record<string, unknown>;
      for (const [key, v] of Object.entries(o)) {
        if (!CELL_PLAIN.has(key) && isSet(v))
          return unknownConstraint(key, `cell at ${cellLabel(r, c)} has '${key}', which the engine does not know`);
      }
      if (o.value !== undefined) {
        const v = o.value;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n) {
          const message = `value ${String(v)} at ${cellLabel(r, c)} is outside 1…${n}`;
          return { ok: false, error: { code: 'VALUE_TOO_LARGE', field: 'text', message, row: r, col: c } };
        }
        (o.given === true ? cells : values)[r * n + c] = v;
      } else if (restrictsCandidates(o.givenPencilMarks, n)) {
        return unknownConstraint(
          'givenPencilMarks',
          `cell at ${cellLabel(r, c)} has given pencil marks (a set of candidates), which no rule of the engine states`,
        );
      }
      if (o.region !== undefined) {
        if (typeof o.region !== 'number' || !Number.isInteger(o.region))
          return formatError('BAD_FORMAT', `region at ${cellLabel(r, c)} is not a number`);
        named = true;
        regions[r * n + c] = o.region;
      } else regions[r * n + c] = Math.floor(r / def.boxRows) * (n / def.boxCols) + Math.floor(c / def.boxCols);
    }
  }
  let shape: Shape = def;
  const rules: Rule[] = [];
  if (named) {
    const { regions: map, count } = relabel(regions);
    const drawn = shapeOfRegionMap(map, n);
    if (drawn) shape = drawn;
    else if (count > n) return badRuleText('JIGSAW', `the grid names ${count} regions, more than ${n}`, 'region');
    else rules.push({ kind: 'JIGSAW', regions: map });
  }
  if (rules.length > 0 && (options.boxRows != null || options.boxCols != null)) {
    // A jigsaw's regions replace the boxes: the box shape (which windoku and disjoint groups use)
    // is the caller's, as the link does not say it.
    const asked = resolveShape(n, options.boxRows, options.boxCols);
    if (!asked.ok) return asked;
    shape = asked.value;
  } else if (options.boxRows != null || options.boxCols != null) {
    const asked = resolveShape(n, options.boxRows, options.boxCols);
    if (!asked.ok) return asked;
    if (asked.value.boxRows !== shape.boxRows || asked.value.boxCols !== shape.boxCols) {
      return formatError(
        'BAD_SHAPE',
        `the link draws ${shape.boxRows}×${shape.boxCols} boxes, not ${asked.value.boxRows}×${asked.value.boxCols}`,
        'box',
      );
    }
  }
  const read = readConstraints(obj, shape);
  if (!read.ok) return read;
  rules.push(...read.value);
  const board = rules.length > 0 ? { shape, cells, rules } : { shape, cells };
  return { ok: true, value: { board, values: placedValues(values) } };
}

/**
 * Board state → the f-puzzles JSON text: regions named only for a non-standard box shape or a
 * JIGSAW rule, the other rules as f-puzzles' constraint keys (fpuzzles-rules.ts).
 */
export function encodeFpuzzlesJson(state: BoardState, format = 'FPUZZLES'): Result<string, ParseError> {
  const { shape } = state.board;
  const n = shape.size;
  const rules = state.board.rules ?? [];
  const bad = checkRuleData(rules, n);
  if (bad) return bad;
  const only = onlyJigsaw(format, rules);
  if (!only.ok) return only;
  const jigsaw = only.value;
  const def = standardShape(n)!;
  const custom = def.boxRows !== shape.boxRows;
  const grid: Record<string, unknown>[][] = [];
  for (let r = 0; r < n; r++) {
    const row: Record<string, unknown>[] = [];
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const cell: Record<string, unknown> = {};
      const v = filledAt(state, i);
      if (v) cell.value = v;
      if (state.board.cells[i]) cell.given = true;
      if (jigsaw) cell.region = jigsaw.regions[i];
      else if (custom) cell.region = Math.floor(r / shape.boxRows) * (n / shape.boxCols) + Math.floor(c / shape.boxCols);
      row.push(cell);
    }
    grid.push(row);
  }
  return { ok: true, value: JSON.stringify({ size: n, grid, ...writeConstraints(rules, shape) }) };
}

/** Compressed link data → board state. */
export function decodeLinkData(data: string, options: FormatOptions, maxSize: number): Decoded {
  const json = inflateLinkData(data, MAX_JSON, 'the link data');
  return json.ok ? decodeFpuzzlesJson(json.value, options, maxSize) : json;
}

export const FPUZZLES_MAX = 16;
const PREFIX = 'https://www.f-puzzles.com/?load=';

/** An f-puzzles link, its data alone (the part after `load=`), or the puzzle's JSON itself. */
export function decodeFpuzzles(text: string, options: FormatOptions): Decoded {
  const t = text.trim();
  if (t.startsWith('{')) {
    if (t.length > MAX_JSON) return formatError('BAD_LENGTH', `the JSON is ${t.length} characters, more than ${MAX_JSON}`);
    return decodeFpuzzlesJson(t, options, FPUZZLES_MAX);
  }
  const m = /[?&]load=([^&#\s]+)/.exec(t);
  if (m) return decodeLinkData(m[1], options, FPUZZLES_MAX);
  if (/^[A-Za-z0-9+/=%-]+$/.test(t)) return decodeLinkData(t, options, FPUZZLES_MAX);
  return formatError(
    'BAD_FORMAT',
    'an f-puzzles link looks like https://www.f-puzzles.com/?load=<data> (or give the data or the JSON alone)',
  );
}

export function encodeFpuzzles(state: BoardState): Encoded {
  const n = state.board.shape.size;
  if (n > FPUZZLES_MAX) return shapeRefused('FPUZZLES', n, `boards up to ${FPUZZLES_MAX}×${FPUZZLES_MAX}`);
  const json = encodeFpuzzlesJson(state);
  return json.ok ? { ok: true, value: PREFIX + encodeURIComponent(compressToBase64(json.value)) } : json;
}

export const fpuzzles = { decode: decodeFpuzzles, encode: encodeFpuzzles };
