// SudokuPad's own puzzle form, `scl<data>` (also `ctc<data>`): <data> is lz.ts base 64 of a JSON
// object { cellSize?, cells, regions?, metadata?, id?, …, cages?, lines?, arrows?, overlays?,
// underlays? }. cells[r][c] is { value? } (a value is a given digit, a number or a digit string);
// regions is a list of boxes, each a list of [row, col] pairs (0-based). The JSON may be "zipped" the
// way SudokuPad shares it: keys unquoted and shortened (cells → ce, value → v, regions → re, …),
// single quotes for double, `{}` left out between commas, t/f for true/false. A cage without cells
// carries metadata (title, author, rules). The rules it carries as data are read (decodeScl);
// lines, arrows, overlays and underlays are drawing, refused with UNSUPPORTED_RULE naming them.
import { resolveShape, standardShape } from '../shapes.js';
import type { Rule, RuleKind } from '../rules/types.js';
import type { ParseError, Result, Shape } from '../types.js';
import { compressToBase64, inflateLinkData } from './lz.js';
import {
  MAX_RULES,
  badRuleText,
  boxRegions,
  checkRuleData,
  labelOf,
  onlyJigsaw,
  refuseOthers,
  relabel,
  shapeOfRegionMap,
  unknownConstraint,
} from './rule-data.js';
import { formatError, isSet, MAX_JSON, type BoardState, type Decoded, type FormatOptions } from './types.js';
import { cellLabel } from '../cell-label.js';

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
/** SudokuPad's global rules (its f-puzzles import writes them) that the rule model states. */
const GLOBAL_RULES: Readonly<Record<string, Rule>> = {
  antiknight: { kind: 'ANTI_KNIGHT' },
  antiking: { kind: 'ANTI_KING' },
  nonconsecutive: { kind: 'NON_CONSECUTIVE' },
  disjoint: { kind: 'DISJOINT_GROUPS' },
};

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
  s = asideStrings(s, strings);
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

/**
 * Each JSON string of `s` ("…" with backslash escapes) replaced by the marker "@k@", its text kept
 * as strings[k]. One pass: from a quote with no closing quote after it no later quote can start a
 * string either (every quote after it is escaped, and stays so from any later start), so the scan
 * stops there. A regular expression for the same (/"(?:\\.|[^"\\])*"/g) tried again from every such
 * quote: a 713-character link of escaped quotes took a second of CPU.
 */
function asideStrings(s: string, strings: string[]): string {
  const out: string[] = [];
  let from = 0;
  for (;;) {
    const open = s.indexOf('"', from);
    if (open < 0) break;
    let i = open + 1;
    while (i < s.length && s[i] !== '"') i += s[i] === '\\' ? 2 : 1;
    if (i >= s.length) break;
    out.push(s.slice(from, open), `"@${strings.push(s.slice(open, i + 1)) - 1}@"`);
    from = i + 1;
  }
  out.push(s.slice(from));
  return out.join('');
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

/** A cell of the scl JSON: a [row, col] pair (0-based) or an "r1c1" name; -1 when it is neither, or outside. */
function cellAt(v: unknown, n: number): number {
  let r: unknown;
  let c: unknown;
  if (Array.isArray(v) && v.length === 2) [r, c] = v as unknown[];
  else if (typeof v === 'string') {
    const m = /^r(\d{1,3})c(\d{1,3})$/i.exec(v.trim());
    if (m) [r, c] = [Number(m[1]) - 1, Number(m[2]) - 1];
  }
  if (!Number.isInteger(r) || !Number.isInteger(c)) return -1;
  const [ri, ci] = [r as number, c as number];
  return ri < 0 || ci < 0 || ri >= n || ci >= n ? -1 : ri * n + ci;
}

/** The regions list → each cell's region (0..), or the field's fault: every cell in exactly one region. */
function regionMap(regions: unknown, n: number): number[] | string {
  if (!Array.isArray(regions) || regions.length > n) return `regions is not a list of at most ${n} regions`;
  const map = new Array<number>(n * n).fill(-1);
  for (let k = 0; k < regions.length; k++) {
    const cells = regions[k] as unknown;
    if (!Array.isArray(cells)) return `region ${k + 1} is not a list of cells`;
    for (const v of cells as unknown[]) {
      const i = cellAt(v, n);
      if (i < 0) return `region ${k + 1} has ${JSON.stringify(v)}, no cell of the grid`;
      if (map[i] !== -1) return `${labelOf(i, n)} is in two regions`;
      map[i] = k;
    }
  }
  const free = map.indexOf(-1);
  return free < 0 ? map : `${labelOf(free, n)} is in no region`;
}

/** A cage's clue as a sum: its `sum`, else its value or text when that is a number; null when it has another clue. */
function cageSum(cage: Record<string, unknown>): number | undefined | null {
  if (Number.isInteger(cage.sum) && (cage.sum as number) > 0) return cage.sum as number;
  const clue = cage.value ?? cage.text;
  if (clue === undefined || clue === null || clue === '') return undefined;
  if (Number.isInteger(clue)) return clue as number;
  return typeof clue === 'string' && /^\s*\d{1,4}\s*$/.test(clue) ? Number(clue) : null;
}

/**
 * The rules a puzzle object's cages and globals state: killer cages (a sum from `sum`, or from the
 * value or text when it is a number), extra regions (cages styled `extraregion`), the globals
 * antiknight, antiking, nonconsecutive and disjoint (with the disjoint cages that draw it). Cages
 * without cells are metadata. Any other cage is refused by name.
 */
function rulesOf(obj: Record<string, unknown>, n: number): Result<Rule[], ParseError> {
  const out: Rule[] = [];
  const add = (r: Rule) => {
    if (!out.some((o) => o.kind === r.kind)) out.push(r);
  };
  const globals = obj.global === undefined ? [] : obj.global;
  if (!Array.isArray(globals)) return unknownConstraint('global', "'global' is not a list of rule names");
  for (const g of globals) {
    const rule = typeof g === 'string' ? GLOBAL_RULES[g] : undefined;
    if (!rule) return unknownConstraint(String(g), `the global rule '${String(g)}' is not known`);
    add(rule);
  }
  const meta = obj.metadata as Record<string, unknown> | undefined;
  if (meta && typeof meta === 'object') {
    if (meta.antiknight === true) add(GLOBAL_RULES.antiknight);
    if (meta.antiking === true) add(GLOBAL_RULES.antiking);
  }
  const cages = obj.cages === undefined ? [] : obj.cages;
  if (!Array.isArray(cages)) return formatError('BAD_FORMAT', 'cages is not a list');
  for (let k = 0; k < cages.length; k++) {
    const raw = cages[k] as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return formatError('BAD_FORMAT', `cage ${k + 1} is not an object`);
    const cage = lengthen(raw as Record<string, unknown>);
    // SudokuPad stores title, author and rules as cages without cells.
    if (!isSet(cage.cells)) continue;
    if (cage.type === 'disjoint' && globals.includes('disjoint')) continue;
    const style = cage.style ?? undefined;
    const named = style === 'extraregion' ? 'EXTRA_REGION' : 'KILLER_CAGE';
    if (
      (style !== undefined && style !== null && style !== 'killer' && style !== 'extraregion') ||
      cage.hidden === true ||
      cage.unique === false
    ) {
      const what = style ? `a cage styled '${String(style)}'` : cage.unique === false ? 'a cage whose digits may repeat' : 'a hidden cage';
      return unknownConstraint('cages', `cage ${k + 1} is ${what}, which no rule of the engine states`);
    }
    if (!Array.isArray(cage.cells) || cage.cells.length > n * n)
      return badRuleText(named, `cage ${k + 1}: cells is not a list of cells`, 'cages');
    const cells: number[] = [];
    for (const v of cage.cells as unknown[]) {
      const i = cellAt(v, n);
      if (i < 0) return badRuleText(named, `cage ${k + 1} has ${JSON.stringify(v)}, no cell of the grid`, 'cages');
      cells.push(i);
    }
    if (out.length >= MAX_RULES) return badRuleText(named, `more than ${MAX_RULES} rules`, 'cages');
    if (named === 'EXTRA_REGION') {
      out.push({ kind: 'EXTRA_REGION', cells });
      continue;
    }
    const sum = cageSum(cage);
    if (sum === null) return unknownConstraint('cages', `cage ${k + 1} has the clue '${String(cage.value ?? cage.text)}', which is no sum`);
    out.push(sum === undefined ? { kind: 'KILLER_CAGE', cells } : { kind: 'KILLER_CAGE', cells, sum });
  }
  return { ok: true, value: out };
}

/**
 * The data after `scl` / `ctc` → board state (givens only: SudokuPad keeps a player's progress
 * elsewhere), with the rules the puzzle carries as data: regions (r×c boxes give the shape, any
 * other map is a JIGSAW rule), killer cages, extra regions, and the global rules. Its lines,
 * arrows, overlays and underlays are drawing whose meaning only the rules' prose gives: refused by name.
 */
export function decodeScl(data: string, options: FormatOptions, maxSize: number): Decoded {
  const json = inflateLinkData(data, MAX_JSON, 'the scl data');
  if (!json.ok) return json;
  const parsed = parse(json.value);
  if (!parsed) return formatError('BAD_FORMAT', 'the scl data is not a SudokuPad puzzle object');
  const obj = lengthen(parsed);
  const drawn = Object.entries(obj).filter(([key, v]) => !PLAIN.has(key) && key !== 'cages' && key !== 'global' && isSet(v));
  if (drawn.length > 0) {
    const names = drawn.map(([k]) => `'${k}'`).join(', ');
    return unknownConstraint(drawn[0][0], `the puzzle has ${names}: drawing whose meaning only the rules' text states, not read`);
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
        return formatError('BAD_FORMAT', `cell at ${cellLabel(r, c)} is not an object`);
      const o = lengthen(cell as Record<string, unknown>);
      for (const [key, v] of Object.entries(o))
        if (!CELL_PLAIN.has(key) && isSet(v))
          return unknownConstraint(key, `cell at ${cellLabel(r, c)} has '${key}', which the engine does not know`);
      if (o.value === undefined || o.value === '' || o.value === null) continue;
      const v = typeof o.value === 'string' && /^\d+$/.test(o.value) ? Number(o.value) : o.value;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n) {
        const message = `value ${String(o.value)} at ${cellLabel(r, c)} is outside 1…${n}`;
        return { ok: false, error: { code: 'VALUE_TOO_LARGE', field: 'text', message, row: r, col: c } };
      }
      cells[r * n + c] = v;
    }
  }
  let shape: Shape | undefined = standardShape(n);
  if (!shape) return formatError('UNSUPPORTED_SHAPE', `no standard box shape for ${n}×${n}`, 'size');
  const rules: Rule[] = [];
  if (isSet(obj.regions)) {
    const map = regionMap(obj.regions, n);
    if (typeof map === 'string') return badRuleText('JIGSAW', map, 'regions');
    const drawn = shapeOfRegionMap(map, n);
    if (drawn) shape = drawn;
    else rules.push({ kind: 'JIGSAW', regions: relabel(map).regions });
  }
  if (rules.length > 0 && (options.boxRows != null || options.boxCols != null)) {
    // A jigsaw's regions replace the boxes: the box shape is the caller's, as the link does not say it.
    const asked = resolveShape(n, options.boxRows, options.boxCols);
    if (!asked.ok) return asked;
    shape = asked.value;
  } else if (options.boxRows != null || options.boxCols != null) {
    const asked = resolveShape(n, options.boxRows, options.boxCols);
    if (!asked.ok) return asked;
    if (asked.value.boxRows !== shape.boxRows || asked.value.boxCols !== shape.boxCols)
      return formatError(
        'BAD_SHAPE',
        `the link draws ${shape.boxRows}×${shape.boxCols} boxes, not ${asked.value.boxRows}×${asked.value.boxCols}`,
        'box',
      );
  }
  const read = rulesOf(obj, n);
  if (!read.ok) return read;
  rules.push(...read.value);
  return { ok: true, value: { board: rules.length > 0 ? { shape, cells, rules } : { shape, cells } } };
}

const SCL_RULES: ReadonlySet<RuleKind> = new Set([
  'JIGSAW',
  'KILLER_CAGE',
  'EXTRA_REGION',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'NON_CONSECUTIVE',
  'DISJOINT_GROUPS',
]);

/**
 * Board state → `scl<data>`: the givens, the regions (boxes, or a JIGSAW rule's), and the rules
 * SudokuPad keeps as data (killer cages, extra regions, the global rules). Placed values and
 * candidates are not part of it; any other rule is refused (UNSUPPORTED_RULE): write those as an
 * fpuzzles link (sudokupad.ts), which SudokuPad opens with every rule drawn.
 */
export function encodeSclData(state: BoardState): Result<string, ParseError> {
  const { shape, cells } = state.board;
  const n = shape.size;
  const rules = state.board.rules ?? [];
  const bad = checkRuleData(rules, n) ?? refuseOthers('the SudokuPad scl form', rules, SCL_RULES);
  if (bad) return bad;
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (cells[r * n + c] ? { value: cells[r * n + c] } : {})),
  );
  const jigsaw = onlyJigsaw('the SudokuPad scl form', rules);
  if (!jigsaw.ok) return jigsaw;
  const map = jigsaw.value ? jigsaw.value.regions : boxRegions(shape);
  const regions: number[][][] = [];
  for (let i = 0; i < n * n; i++) (regions[map[i]] ??= []).push([Math.floor(i / n), i % n]);
  const puzzle: Record<string, unknown> = { cellSize: 50, cells: rows, regions: regions.filter(Boolean) };
  const cages: Record<string, unknown>[] = [];
  const global: string[] = [];
  const pairs = (list: readonly number[]) => list.map((i) => [Math.floor(i / n), i % n]);
  for (const r of rules) {
    if (r.kind === 'KILLER_CAGE')
      cages.push({ cells: pairs(r.cells), unique: true, ...(r.sum === undefined ? {} : { value: String(r.sum), sum: r.sum }) });
    else if (r.kind === 'EXTRA_REGION') cages.push({ cells: pairs(r.cells), unique: true, style: 'extraregion' });
    else if (r.kind !== 'JIGSAW') {
      const name = Object.keys(GLOBAL_RULES).find((g) => GLOBAL_RULES[g].kind === r.kind)!;
      if (!global.includes(name)) global.push(name);
      if (name === 'disjoint') {
        const boxes = boxRegions(shape);
        const groups: number[][] = [];
        const seen = new Array<number>(n).fill(0);
        for (let i = 0; i < n * n; i++) (groups[seen[boxes[i]]++] ??= []).push(i);
        for (const g of groups) cages.push({ cells: pairs(g), unique: true, type: 'disjoint' });
      }
    }
  }
  if (cages.length > 0) puzzle.cages = cages;
  if (global.length > 0) puzzle.global = global;
  return { ok: true, value: 'scl' + compressToBase64(JSON.stringify(puzzle)) };
}
