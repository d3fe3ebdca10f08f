// What the formats need of the rule model (rules/types.ts) to read and write it: the typed errors
// of a rule a format cannot carry or a field it cannot read, the shape checks a writer needs before
// it touches a rule's cells (indices inside the grid, well-formed numbers), and the small geometry
// several formats share (windoku windows, region maps, the cages covering each cell). Whether a rule
// set can hold (overlapping cages, impossible sums, regions of the wrong size) is the engine's rule
// checker's question, not the formats': they refuse only what their own layout cannot say.
import type { Rule, RuleKind } from '../rules/types.js';
import type { ParseError, Shape } from '../types.js';
import { cellLabel } from '../cell-label.js';

/** Most rules one decoded text may hold (a 16×16 with every kropki dot has 480): more is refused. */
export const MAX_RULES = 4096;

type Failure = { ok: false; error: ParseError };

/** UNSUPPORTED_RULE for a constraint of a text the engine does not know, named as the text spells it. */
export function unknownConstraint(name: string, message: string): Failure {
  return { ok: false, error: { code: 'UNSUPPORTED_RULE', field: 'text', name, message } };
}

/** BAD_RULES for a field of a text that does not read as the rule it stands for. */
export function badRuleText(kind: RuleKind, message: string, name?: string): Failure {
  return { ok: false, error: { code: 'BAD_RULES', field: 'text', kind, message, ...(name ? { name } : {}) } };
}

/** UNSUPPORTED_RULE for a rule of a board that a format cannot write. */
export function cannotCarry(format: string, rules: readonly Rule[], index: number, why?: string): Failure {
  const kind = rules[index].kind;
  const message = `${format} cannot carry the ${kind} rule (rule ${index + 1})${why ? `: ${why}` : ''}`;
  return { ok: false, error: { code: 'UNSUPPORTED_RULE', field: 'rules', rule: index, kind, message } };
}

/** BAD_RULES for a rule whose data is malformed. */
export function badRule(rules: readonly Rule[], index: number, message: string): Failure {
  const kind = rules[index].kind;
  return { ok: false, error: { code: 'BAD_RULES', field: 'rules', rule: index, kind, message: `rule ${index + 1} (${kind}): ${message}` } };
}

/** The first rule whose kind a format cannot write, as UNSUPPORTED_RULE; undefined when it can write them all. */
export function refuseOthers(format: string, rules: readonly Rule[], carried: ReadonlySet<RuleKind>): Failure | undefined {
  const i = rules.findIndex((r) => !carried.has(r.kind));
  return i < 0 ? undefined : cannotCarry(format, rules, i);
}

/** A refusal of the givens or placed values a format has no place for. */
export function noGivens(format: string): Failure {
  return { ok: false, error: { code: 'BAD_FORMAT', field: 'format', message: `${format} holds cages only, no givens` } };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The first structural fault of a rule list on an N×N board, as BAD_RULES naming the rule: a cell
 * index outside 0..N²−1, a number that is no integer, an unknown direction or colour, data of the
 * wrong length. Writers call it before reading any cell, so nothing a client sends can make them
 * index outside the grid. It says nothing of whether the rules can hold together.
 */
export function checkRuleData(rules: unknown, n: number): Failure | undefined {
  if (!Array.isArray(rules)) {
    return { ok: false, error: { code: 'BAD_RULES', field: 'rules', message: 'rules is not a list' } };
  }
  if (rules.length > MAX_RULES) {
    return { ok: false, error: { code: 'BAD_RULES', field: 'rules', message: `${rules.length} rules, more than ${MAX_RULES}` } };
  }
  const cells = n * n;
  const isCell = (v: unknown) => isInt(v) && v >= 0 && v < cells;
  const cellList = (v: unknown, min: number) => Array.isArray(v) && v.length >= min && v.length <= cells && v.every(isCell);
  const list = rules as Rule[];
  for (let i = 0; i < list.length; i++) {
    const r = list[i] as Rule | null;
    if (typeof r !== 'object' || r === null || typeof r.kind !== 'string') {
      return { ok: false, error: { code: 'BAD_RULES', field: 'rules', rule: i, message: `rule ${i + 1} has no kind` } };
    }
    const fault = faultOf(r, n, isCell, cellList);
    if (fault) return badRule(list, i, fault);
  }
  return undefined;
}

function faultOf(r: Rule, n: number, isCell: (v: unknown) => boolean, cellList: (v: unknown, min: number) => boolean): string | undefined {
  const optInt = (v: unknown) => v === undefined || isInt(v);
  switch (r.kind) {
    case 'DIAGONAL':
      return r.direction === 'MAIN' || r.direction === 'ANTI' ? undefined : 'direction is neither MAIN nor ANTI';
    case 'JIGSAW':
      return Array.isArray(r.regions) && r.regions.length === n * n && r.regions.every((v) => isInt(v) && v >= 0 && v < n)
        ? undefined
        : `regions is not ${n * n} region numbers 0..${n - 1}`;
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'NON_CONSECUTIVE':
      return undefined;
    case 'EXTRA_REGION':
    case 'THERMOMETER':
    case 'WHISPERS':
    case 'RENBAN':
    case 'PALINDROME':
    case 'KILLER_CAGE':
      if (!cellList(r.cells, 1)) return 'cells is not a list of cells inside the grid';
      if (r.kind === 'KILLER_CAGE' && !optInt(r.sum)) return 'sum is no integer';
      if (r.kind === 'WHISPERS' && !optInt(r.difference)) return 'difference is no integer';
      return undefined;
    case 'KROPKI':
      if (!cellList(r.cells, 2) || r.cells.length !== 2) return 'cells is not two cells inside the grid';
      if (r.color !== 'WHITE' && r.color !== 'BLACK') return 'color is neither WHITE nor BLACK';
      return optInt(r.value) ? undefined : 'value is no integer';
    case 'XV':
      if (!cellList(r.cells, 2) || r.cells.length !== 2) return 'cells is not two cells inside the grid';
      return r.sum === 5 || r.sum === 10 ? undefined : 'sum is neither 5 nor 10';
    case 'NEGATIVE':
      return r.of === 'WHITE' || r.of === 'BLACK' || r.of === 'XV' ? undefined : 'of is none of WHITE, BLACK, XV';
    case 'PARITY':
      if (!isCell(r.cell)) return 'cell is outside the grid';
      return r.parity === 'EVEN' || r.parity === 'ODD' ? undefined : 'parity is neither EVEN nor ODD';
    case 'GREATER_THAN':
      return isCell(r.greater) && isCell(r.lesser) ? undefined : 'greater and lesser are not cells inside the grid';
    case 'ARROW':
      return cellList(r.circle, 1) && cellList(r.line, 0) ? undefined : 'circle and line are not lists of cells inside the grid';
    case 'LITTLE_KILLER': {
      const c = r.clue as { row?: unknown; col?: unknown } | undefined;
      const inRange = (v: unknown) => isInt(v) && v >= -1 && v <= n;
      if (!c || !inRange(c.row) || !inRange(c.col)) return 'clue is not a position next to the grid';
      const row = c.row as number;
      const col = c.col as number;
      if (row >= 0 && row < n && col >= 0 && col < n) return 'clue is inside the grid';
      if (!['UP_LEFT', 'UP_RIGHT', 'DOWN_LEFT', 'DOWN_RIGHT'].includes(r.direction)) return 'direction is no diagonal';
      return isInt(r.sum) ? undefined : 'sum is no integer';
    }
    case 'SANDWICH':
      if (r.line !== 'ROW' && r.line !== 'COLUMN') return 'line is neither ROW nor COLUMN';
      if (!isInt(r.index) || r.index < 0 || r.index >= n) return `index is not 0..${n - 1}`;
      return isInt(r.sum) ? undefined : 'sum is no integer';
    case 'QUADRUPLE': {
      if (!isCell(r.cell) || r.cell % n === n - 1 || Math.floor(r.cell / n) === n - 1) return 'cell is not the top-left of a 2×2 block';
      const ok = Array.isArray(r.values) && r.values.length >= 1 && r.values.length <= 4 && r.values.every((v) => isInt(v));
      return ok ? undefined : 'values is not 1 to 4 integers';
    }
    default:
      return `unknown kind '${String((r as { kind: unknown }).kind)}'`;
  }
}

/** Cell i as row and column (0-based). */
export const rc = (i: number, n: number): [number, number] => [Math.floor(i / n), i % n];

/** "row R, column C" of cell i. */
export const labelOf = (i: number, n: number): string => cellLabel(Math.floor(i / n), i % n);

/** Each cell's box number (row-major boxes) on an r×c shape. */
export function boxRegions(shape: Shape): number[] {
  const n = shape.size;
  const out = new Array<number>(n * n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) out[r * n + c] = Math.floor(r / shape.boxRows) * (n / shape.boxCols) + Math.floor(c / shape.boxCols);
  return out;
}

/** A region map relabelled 0, 1, … in order of first appearance, and how many regions it has. */
export function relabel(map: ArrayLike<number | string>): { regions: number[]; count: number } {
  const seen = new Map<number | string, number>();
  const regions = new Array<number>(map.length);
  for (let i = 0; i < map.length; i++) {
    let k = seen.get(map[i]);
    if (k === undefined) seen.set(map[i], (k = seen.size));
    regions[i] = k;
  }
  return { regions, count: seen.size };
}

/** The r×c shape whose boxes a region map (relabelled or not) draws, or undefined when it draws none. */
export function shapeOfRegionMap(map: ArrayLike<number>, n: number): Shape | undefined {
  let rows = 1;
  while (rows < n && map[rows * n] === map[0]) rows++;
  let cols = 1;
  while (cols < n && map[cols] === map[0]) cols++;
  if (rows * cols !== n) return undefined;
  const shape = { size: n, boxRows: rows, boxCols: cols };
  const boxes = boxRegions(shape);
  // Same partition: a box's cells share one label and distinct boxes have distinct labels.
  const labelOfBox = new Map<number, number>();
  const boxOfLabel = new Map<number, number>();
  for (let i = 0; i < n * n; i++) {
    const a = labelOfBox.get(boxes[i]);
    const b = boxOfLabel.get(map[i]);
    if ((a !== undefined && a !== map[i]) || (b !== undefined && b !== boxes[i])) return undefined;
    labelOfBox.set(boxes[i], map[i]);
    boxOfLabel.set(map[i], boxes[i]);
  }
  return shape;
}

/**
 * The windoku windows of a shape, as rules/types.ts places them: boxRows × boxCols windows whose
 * top-left corners sit at row 1 + a·(boxRows+1), column 1 + b·(boxCols+1) (0-based), inside the grid.
 */
export function windokuWindows(shape: Shape): number[][] {
  const { size: n, boxRows: br, boxCols: bc } = shape;
  const out: number[][] = [];
  for (let top = 1; top + br <= n; top += br + 1)
    for (let left = 1; left + bc <= n; left += bc + 1) {
      const cells: number[] = [];
      for (let r = top; r < top + br; r++) for (let c = left; c < left + bc; c++) cells.push(r * n + c);
      out.push(cells);
    }
  return out;
}

/** Whether two cell lists hold the same cells (in any order). */
export function sameCells(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
}

/**
 * Each cell's cage (index into `cages`, −1 for none) when no cell is in two cages; else the BAD_RULES
 * of the second cage over a cell (a format that writes one cage per cell cannot say it).
 */
export function cageOfCell(rules: readonly Rule[], n: number): { ok: true; value: Int32Array } | Failure {
  const at = new Int32Array(n * n).fill(-1);
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    if (r.kind !== 'KILLER_CAGE') continue;
    for (const c of r.cells) {
      if (at[c] >= 0) return badRule(rules, i, `${labelOf(c, n)} is already in cage ${at[c] + 1}`);
      at[c] = i;
    }
  }
  return { ok: true, value: at };
}

/** The board's one JIGSAW rule (undefined when none); a second one is refused: a format writes one region map. */
export function onlyJigsaw(
  format: string,
  rules: readonly Rule[],
): { ok: true; value: Extract<Rule, { kind: 'JIGSAW' }> | undefined } | Failure {
  const at = rules.flatMap((r, i) => (r.kind === 'JIGSAW' ? [i] : []));
  if (at.length > 1) return cannotCarry(format, rules, at[1], 'one region map per puzzle');
  return { ok: true, value: at.length === 1 ? (rules[at[0]] as Extract<Rule, { kind: 'JIGSAW' }>) : undefined };
}
