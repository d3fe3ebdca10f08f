// FPUZZLES: an f-puzzles link, `https://www.f-puzzles.com/?load=<data>`, where <data> is the puzzle
// as JSON compressed by lz.ts (base 64, URL-escaped or not). The JSON is { size, grid, title?,
// author?, ruleset?, solution? }: grid[r][c] is { value?, given?, region? }. A given value is a clue,
// a value without `given` was placed by a player. Boxes are f-puzzles' default regions (its height
// is the largest divisor of N up to √N, which is our standard shape) unless cells name a `region`
// (0-based): such regions must tile the board as r×c boxes, else the puzzle is irregular and
// refused. Every other key is a variant constraint or a drawing that may carry rules: refused.
import { resolveShape, standardShape } from '../shapes.js';
import { compressToBase64, decompressFromBase64 } from './lz.js';
import {
  filledAt,
  formatError,
  placedValues,
  shapeRefused,
  type BoardState,
  type Decoded,
  type Encoded,
  type FormatOptions,
} from './types.js';
import type { Shape } from '../types.js';

/** Keys that describe the puzzle without adding rules. */
const PLAIN = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'successMessage',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
]);
/** Cell keys that draw or note without adding rules. */
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

/** The JSON of a classic puzzle can be long for 16×16 with notes, never this long. */
const MAX_JSON = 256 * 1024;

const isSet = (v: unknown): boolean => v !== undefined && v !== null && v !== false && !(Array.isArray(v) && v.length === 0) && v !== '';

/** The shape a region map draws, or undefined when its regions are no r×c boxes. */
function shapeOfRegions(regions: number[][], n: number): Shape | undefined {
  let rows = 0;
  while (rows < n && regions[rows][0] === regions[0][0]) rows++;
  let cols = 0;
  while (cols < n && regions[0][cols] === regions[0][0]) cols++;
  if (rows * cols !== n) return undefined;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const anchor = regions[r - (r % rows)][c - (c % cols)];
      if (regions[r][c] !== anchor) return undefined;
      // Distinct boxes carry distinct regions.
      if (r % rows === 0 && c % cols === 0) {
        for (let r2 = 0; r2 < n; r2 += rows)
          for (let c2 = 0; c2 < n; c2 += cols) if ((r2 !== r || c2 !== c) && regions[r2][c2] === anchor) return undefined;
      }
    }
  }
  return { size: n, boxRows: rows, boxCols: cols };
}

/** The f-puzzles JSON object → board state. */
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
  for (const [key, v] of Object.entries(obj)) {
    if (!PLAIN.has(key) && isSet(v))
      return formatError('VARIANT', `the puzzle has '${key}', a variant constraint or drawing: only classic sudoku is read`);
  }
  const n = obj.size;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > maxSize)
    return formatError('UNSUPPORTED_SHAPE', `size ${String(n)} is outside 2…${maxSize}`, 'size');
  const grid = obj.grid;
  if (!Array.isArray(grid) || grid.length !== n || grid.some((row) => !Array.isArray(row) || row.length !== n)) {
    return formatError('BAD_FORMAT', `grid is not ${n} rows of ${n} cells`);
  }
  const cells = new Uint8Array(n * n);
  const values = new Uint8Array(n * n);
  const def = standardShape(n)!;
  const regions: number[][] = [];
  let named = false;
  for (let r = 0; r < n; r++) {
    regions.push([]);
    for (let c = 0; c < n; c++) {
      const cell = (grid as unknown[][])[r][c];
      if (typeof cell !== 'object' || cell === null)
        return formatError('BAD_FORMAT', `grid cell at row ${r + 1}, column ${c + 1} is not an object`);
      const o = cell as Record<string, unknown>;
      for (const [key, v] of Object.entries(o)) {
        if (!CELL_PLAIN.has(key) && isSet(v))
          return formatError('VARIANT', `cell at row ${r + 1}, column ${c + 1} has '${key}': only classic sudoku is read`);
      }
      if (o.value !== undefined) {
        const v = o.value;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n) {
          const message = `value ${String(v)} at row ${r + 1}, column ${c + 1} is outside 1…${n}`;
          return { ok: false, error: { code: 'VALUE_TOO_LARGE', field: 'text', message, row: r, col: c } };
        }
        (o.given === true ? cells : values)[r * n + c] = v;
      }
      if (o.region !== undefined) {
        if (typeof o.region !== 'number' || !Number.isInteger(o.region))
          return formatError('BAD_FORMAT', `region at row ${r + 1}, column ${c + 1} is not a number`);
        named = true;
        regions[r].push(o.region);
      } else regions[r].push(Math.floor(r / def.boxRows) * (n / def.boxCols) + Math.floor(c / def.boxCols));
    }
  }
  let shape: Shape = def;
  if (named) {
    const drawn = shapeOfRegions(regions, n);
    if (!drawn) return formatError('VARIANT', 'the regions are irregular (not r×c boxes): only classic sudoku is read');
    shape = drawn;
  }
  if (options.boxRows != null || options.boxCols != null) {
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
  return { ok: true, value: { board: { shape, cells }, values: placedValues(values) } };
}

/** Board state → the f-puzzles JSON text (regions named only for a non-standard box shape). */
export function encodeFpuzzlesJson(state: BoardState): string {
  const { shape } = state.board;
  const n = shape.size;
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
      if (custom) cell.region = Math.floor(r / shape.boxRows) * (n / shape.boxCols) + Math.floor(c / shape.boxCols);
      row.push(cell);
    }
    grid.push(row);
  }
  return JSON.stringify({ size: n, grid });
}

/** Compressed link data → board state. */
export function decodeLinkData(data: string, options: FormatOptions, maxSize: number): Decoded {
  let raw = data.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return formatError('BAD_FORMAT', 'the link data is not URL-escaped text');
  }
  const json = decompressFromBase64(raw.replace(/ /g, '+'), MAX_JSON);
  if (json === null || json === '') return formatError('BAD_FORMAT', 'the link data does not decompress (lz-string, base 64)');
  return decodeFpuzzlesJson(json, options, maxSize);
}

export const FPUZZLES_MAX = 16;
const PREFIX = 'https://www.f-puzzles.com/?load=';

export function decodeFpuzzles(text: string, options: FormatOptions): Decoded {
  const m = /[?&]load=([^&#\s]+)/.exec(text.trim());
  if (!m) return formatError('BAD_FORMAT', 'an f-puzzles link looks like https://www.f-puzzles.com/?load=<data>');
  return decodeLinkData(m[1], options, FPUZZLES_MAX);
}

export function encodeFpuzzles(state: BoardState): Encoded {
  const n = state.board.shape.size;
  if (n > FPUZZLES_MAX) return shapeRefused('FPUZZLES', n, `boards up to ${FPUZZLES_MAX}×${FPUZZLES_MAX}`);
  return { ok: true, value: PREFIX + encodeURIComponent(compressToBase64(encodeFpuzzlesJson(state))) };
}

export const fpuzzles = { decode: decodeFpuzzles, encode: encodeFpuzzles };
