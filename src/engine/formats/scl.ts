// SudokuPad's own puzzle form, `scl<data>` (also `ctc<data>`): <data> is lz.ts base 64 of a JSON
// object { cellSize?, cells, regions?, metadata?, id?, …, cages?, lines?, arrows?, overlays?,
// underlays? }. cells[r][c] is { value? } (a value is a given digit, a number or a digit string);
// regions is a list of boxes, each a list of [row, col] pairs (0-based). The JSON may be "zipped" the
// way SudokuPad shares it: keys unquoted and shortened (cells → ce, value → v, regions → re, …),
// single quotes for double, `{}` left out between commas, t/f for true/false. A cage without cells
// carries metadata (title, author, rules); any other cage, line, arrow, overlay or underlay is a
// variant constraint or a drawing, refused with VARIANT. Regions must tile the board as r×c boxes.
import { resolveShape, standardShape } from '../shapes.js';
import type { Shape } from '../types.js';
import { compressToBase64, decompressFromBase64 } from './lz.js';
import { formatError, type BoardState, type Decoded, type FormatOptions } from './types.js';

const MAX_JSON = 256 * 1024;

/** SudokuPad's short keys → the full ones (only those a classic puzzle can carry, and the variants we name). */
const LONG: Record<string, string> = {
  ce: 'cells',
  cs: 'cellSize',
  v: 'value',
  re: 'regions',
  t: 'title',
  ca: 'cages',
  a: 'arrows',
  o: 'overlays',
  u: 'underlays',
  l: 'lines',
  c: 'color',
  c1: 'borderColor',
  c2: 'backgroundColor',
  te: 'text',
  w: 'width',
  h: 'height',
};

/** Top-level keys that add no rule. */
const PLAIN = new Set(['id', 'cellSize', 'cells', 'regions', 'metadata', 'settings', 'title', 'author', 'rules', 'solution']);
/** Cell keys that add no rule. */
const CELL_PLAIN = new Set(['value', 'given', 'pencilMarks', 'candidates', 'centremarks', 'pencilmarks']);

/** A zipped JSON text → standard JSON text (strings are kept as they are). */
function unzip(zipped: string): string {
  let s = zipped;
  // Single quotes stand for double ones, and \' for a quote inside a string.
  if (!s.includes('"'))
    s = s
      .split("\\'")
      .map((part) => part.replace(/'/g, '"'))
      .join("'");
  // Strings are set aside while the rest is rewritten (markers hold no quote, so none is in a string).
  const strings: string[] = [];
  s = s.replace(/"(?:\\.|[^"\\])*"/g, (q) => `"@${strings.push(q) - 1}@"`);
  s = s
    .replace(/([,{[])([a-zA-Z0-9]+):/g, '$1"$2":')
    .replace(/([,{[])(?=[,}\]])/g, '$1_')
    .replace(/\{_\}/g, '{}')
    .replace(/([,{[])_/g, '$1{}')
    .replace(/(:)f(?=[,}\]])/g, '$1false')
    .replace(/(:)t(?=[,}\]])/g, '$1true')
    .replace(/(:)#0(?=[,}\]])/g, '$1"#000000"')
    .replace(/(:)#F(?=[,}\]])/g, '$1"#FFFFFF"')
    .replace(/(:)([0-9a-fA-F]{6})(?=[,}\]])/g, '$1"#$2"');
  return s.replace(/"@(\d+)@"/g, (_, i: string) => strings[Number(i)]);
}

function parse(json: string): Record<string, unknown> | null {
  for (const text of [json, unzip(json)]) {
    try {
      const v: unknown = JSON.parse(text);
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
      return null;
    } catch {
      // try the zipped form next
    }
  }
  return null;
}

const lengthen = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [LONG[k] ?? k, v]));

const isSet = (v: unknown): boolean => v !== undefined && v !== null && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The r×c shape the region list draws, or undefined when it is no tiling by r×c boxes. */
function shapeOfRegions(regions: unknown, n: number): Shape | undefined {
  if (!Array.isArray(regions) || regions.length !== n) return undefined;
  const box = new Int16Array(n * n).fill(-1);
  for (let k = 0; k < n; k++) {
    const cells = regions[k] as unknown;
    if (!Array.isArray(cells) || cells.length !== n) return undefined;
    for (const rc of cells as unknown[]) {
      if (!Array.isArray(rc) || rc.length !== 2) return undefined;
      const [r, c] = rc as unknown[];
      if (!Number.isInteger(r) || !Number.isInteger(c)) return undefined;
      const [ri, ci] = [r as number, c as number];
      if (ri < 0 || ci < 0 || ri >= n || ci >= n || box[ri * n + ci] !== -1) return undefined;
      box[ri * n + ci] = k;
    }
  }
  let rows = 1;
  while (rows < n && box[rows * n] === box[0]) rows++;
  let cols = 1;
  while (cols < n && box[cols] === box[0]) cols++;
  if (rows * cols !== n) return undefined;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (box[r * n + c] !== box[(r - (r % rows)) * n + (c - (c % cols))]) return undefined;
  return { size: n, boxRows: rows, boxCols: cols };
}

/** The data after `scl` / `ctc` → board state (givens only: SudokuPad keeps a player's progress elsewhere). */
export function decodeScl(data: string, options: FormatOptions, maxSize: number): Decoded {
  let raw = data.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return formatError('BAD_FORMAT', 'the scl data is not URL-escaped text');
  }
  const json = decompressFromBase64(raw.replace(/ /g, '+'), MAX_JSON);
  if (json === null || json === '') return formatError('BAD_FORMAT', 'the scl data does not decompress (lz-string, base 64)');
  const parsed = parse(json);
  if (!parsed) return formatError('BAD_FORMAT', 'the scl data is not a SudokuPad puzzle object');
  const obj = lengthen(parsed);
  for (const [key, v] of Object.entries(obj)) {
    if (key === 'cages') {
      if (!Array.isArray(v)) return formatError('BAD_FORMAT', 'cages is not a list');
      // SudokuPad stores title, author and rules as cages without cells.
      const ruled = v.some((cage) => typeof cage !== 'object' || cage === null || isSet(lengthen(cage as Record<string, unknown>).cells));
      if (ruled) return formatError('VARIANT', "the puzzle has 'cages', a variant constraint: only classic sudoku is read");
    } else if (!PLAIN.has(key) && isSet(v))
      return formatError('VARIANT', `the puzzle has '${key}', a variant constraint or drawing: only classic sudoku is read`);
  }
  const grid = obj.cells;
  const n = Array.isArray(grid) ? grid.length : 0;
  if (n < 2 || n > maxSize) return formatError('UNSUPPORTED_SHAPE', `the scl puzzle has ${n} rows, outside 2…${maxSize}`, 'size');
  if ((grid as unknown[]).some((row) => !Array.isArray(row) || row.length !== n))
    return formatError('BAD_FORMAT', `cells is not ${n} rows of ${n} cells (only square boards are sudoku)`);
  const cells = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cell = (grid as unknown[][])[r][c];
      if (typeof cell !== 'object' || cell === null || Array.isArray(cell))
        return formatError('BAD_FORMAT', `cell at row ${r + 1}, column ${c + 1} is not an object`);
      const o = lengthen(cell as Record<string, unknown>);
      for (const [key, v] of Object.entries(o))
        if (!CELL_PLAIN.has(key) && isSet(v))
          return formatError('VARIANT', `cell at row ${r + 1}, column ${c + 1} has '${key}': only classic sudoku is read`);
      if (o.value === undefined || o.value === '' || o.value === null) continue;
      const v = typeof o.value === 'string' && /^\d+$/.test(o.value) ? Number(o.value) : o.value;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n) {
        const message = `value ${String(o.value)} at row ${r + 1}, column ${c + 1} is outside 1…${n}`;
        return { ok: false, error: { code: 'VALUE_TOO_LARGE', field: 'text', message, row: r, col: c } };
      }
      cells[r * n + c] = v;
    }
  }
  let shape: Shape | undefined = standardShape(n);
  if (isSet(obj.regions)) {
    shape = shapeOfRegions(obj.regions, n);
    if (!shape) return formatError('VARIANT', 'the regions are irregular (not r×c boxes): only classic sudoku is read');
  }
  if (!shape) return formatError('UNSUPPORTED_SHAPE', `no standard box shape for ${n}×${n}`, 'size');
  if (options.boxRows != null || options.boxCols != null) {
    const asked = resolveShape(n, options.boxRows, options.boxCols);
    if (!asked.ok) return asked;
    if (asked.value.boxRows !== shape.boxRows || asked.value.boxCols !== shape.boxCols)
      return formatError(
        'BAD_SHAPE',
        `the link draws ${shape.boxRows}×${shape.boxCols} boxes, not ${asked.value.boxRows}×${asked.value.boxCols}`,
        'box',
      );
  }
  return { ok: true, value: { board: { shape, cells } } };
}

/** Board state → `scl<data>` (the givens and the boxes; placed values and candidates are not part of it). */
export function encodeSclData(state: BoardState): string {
  const { shape, cells } = state.board;
  const n = shape.size;
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (cells[r * n + c] ? { value: cells[r * n + c] } : {})),
  );
  const regions: number[][][] = [];
  for (let br = 0; br < n; br += shape.boxRows)
    for (let bc = 0; bc < n; bc += shape.boxCols) {
      const box: number[][] = [];
      for (let r = br; r < br + shape.boxRows; r++) for (let c = bc; c < bc + shape.boxCols; c++) box.push([r, c]);
      regions.push(box);
    }
  return 'scl' + compressToBase64(JSON.stringify({ cellSize: 50, cells: rows, regions }));
}
