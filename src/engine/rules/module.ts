// What a rule module is (rules/kinds/*: one per rule kind, listed in rules/registry.ts), and the field
// readers they share. A module checks one rule against the shape, names its cells (for the bounds,
// the duplicate and overlap checks of rules/check.ts) and compiles it into the model (space.ts).
//
// Rules arrive as plain JSON from clients: a module reads every field as unknown data and answers
// BAD_RULES naming the rule, its kind and, where there is one, the cell — it never throws.
import { cellLabel } from '../cell-label.js';
import type { RuleError, Shape } from '../types.js';
import type { SpaceBuilder } from './space.js';
import type { Rule, RuleKind, RuleOf } from './types.js';

export interface RuleContext {
  readonly shape: Shape;
  readonly n: number;
  /** The rule's index in the board's rules. */
  readonly index: number;
  readonly kind: RuleKind;
  /** Every rule of the board (the negative constraints look for the dots they spare). */
  readonly rules: readonly Rule[];
}

/** A rule that passed its own check. */
export interface CheckedRule {
  /** The cells it names: its weight (rules/check.ts prices a rule set by them) and its overlap with others. */
  readonly cells: readonly number[];
  /** Equal for two rules that say the same thing (a duplicate is refused). */
  readonly key: string;
}

/**
 * A transform of the grid that the board's rule set admits (rules/canon.ts), as a rule's image needs
 * it (rules/transform.ts builds one): where cells, points and values go.
 */
export interface RuleMap {
  readonly n: number;
  /** The image of a cell (row-major index). */
  cell(x: number): number;
  /** The image of a point (row, col) of the grid or of a clue position just outside it (−1 or N). */
  point(row: number, col: number): readonly [number, number];
  /** The image of a value (1..N): the identity unless the rules are value-symmetric. */
  value(v: number): number;
}

export interface RuleModule<K extends RuleKind = RuleKind> {
  readonly kind: K;
  /**
   * The rule under a transform its rule set admits: the same meaning on the transformed grid (a
   * rule that says the same thing on every transformed grid, such as anti-knight, returns itself).
   * Cells a rule reads as a set come sorted, so images of a board that are equal as puzzles are
   * equal as data.
   */
  image(rule: RuleOf<K>, m: RuleMap): RuleOf<K>;
  /** The rule's fields on this shape: its cells and key, or what is wrong. */
  check(rule: RuleOf<K>, ctx: RuleContext): CheckedRule | RuleError;
  /** Adds the rule's meaning to the model (only called on a rule set that passed every check). */
  compile(rule: RuleOf<K>, b: SpaceBuilder, ctx: RuleContext): void;
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && (x as { code?: unknown }).code !== undefined;
}

/** BAD_RULES for the rule in `ctx`, naming `cell` (a row-major index inside the grid) when given. */
export function badRule(ctx: RuleContext, message: string, cell?: number): RuleError {
  const where = cell !== undefined ? { row: Math.floor(cell / ctx.n), col: cell % ctx.n } : {};
  const at = cell !== undefined ? ` at ${cellLabel(where.row!, where.col!)}` : '';
  return {
    code: 'BAD_RULES',
    field: 'rules',
    message: `rule ${ctx.index + 1} (${ctx.kind})${at}: ${message}`,
    rule: ctx.index,
    kind: ctx.kind,
    ...where,
  };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** One cell index inside the grid. */
export function readCell(v: unknown, ctx: RuleContext, what: string): number | RuleError {
  if (!isInt(v)) return badRule(ctx, `${what} is not a cell index`);
  if (v < 0 || v >= ctx.n * ctx.n) return badRule(ctx, `${what} ${v} is outside the ${ctx.n}×${ctx.n} grid (cells 0…${ctx.n * ctx.n - 1})`);
  return v;
}

/** A list of distinct cells inside the grid, between `min` and `max` of them. */
export function readCells(v: unknown, ctx: RuleContext, what: string, min: number, max: number): number[] | RuleError {
  if (!Array.isArray(v)) return badRule(ctx, `${what} is not a list of cells`);
  if (v.length < min) return badRule(ctx, `${what} has ${v.length} cell${v.length === 1 ? '' : 's'}, at least ${min} needed`);
  if (v.length > max) return badRule(ctx, `${what} has ${v.length} cells, at most ${max} can hold`);
  const seen = new Set<number>();
  const out: number[] = [];
  for (let k = 0; k < v.length; k++) {
    const cell = readCell(v[k], ctx, `${what}[${k}]`);
    if (isRuleError(cell)) return cell;
    if (seen.has(cell)) return badRule(ctx, `${what} lists the cell twice`, cell);
    seen.add(cell);
    out.push(cell);
  }
  return out;
}

/** An integer in lo..hi. */
export function readInt(v: unknown, ctx: RuleContext, what: string, lo: number, hi: number): number | RuleError {
  if (!isInt(v)) return badRule(ctx, `${what} ${JSON.stringify(v) ?? String(v)} is not an integer`);
  if (v < lo || v > hi) return badRule(ctx, `${what} ${v} is outside ${lo}…${hi}`);
  return v;
}

/** One of `options`. */
export function readEnum<T extends string>(v: unknown, ctx: RuleContext, what: string, options: readonly T[]): T | RuleError {
  if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
  return badRule(ctx, `${what} ${JSON.stringify(v) ?? String(v)} is none of ${options.join(', ')}`);
}

/** True when cells a and b share a side. */
export function orthogonal(a: number, b: number, n: number): boolean {
  const ra = Math.floor(a / n);
  const rb = Math.floor(b / n);
  return (ra === rb && Math.abs(a - b) === 1) || (a % n === b % n && Math.abs(ra - rb) === 1);
}

/** Two orthogonally adjacent cells, as a pair rule names them. */
export function readNeighbours(v: unknown, ctx: RuleContext, what = 'cells'): [number, number] | RuleError {
  const cells = readCells(v, ctx, what, 2, 2);
  if (isRuleError(cells)) return cells;
  if (!orthogonal(cells[0], cells[1], ctx.n)) return badRule(ctx, `${what} are not orthogonal neighbours`, cells[0]);
  return [cells[0], cells[1]];
}

/** Every pair of orthogonal neighbours (a < b). */
export function orthogonalPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (c + 1 < n) out.push([i, i + 1]);
      if (r + 1 < n) out.push([i, i + n]);
    }
  }
  return out;
}

/** The key of an unordered pair of cells. */
export const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Smallest and largest sum of k distinct values of 1..n. */
export function distinctSumRange(k: number, n: number): [number, number] {
  return [(k * (k + 1)) / 2, (k * (2 * n - k + 1)) / 2];
}

/** The image of cells read as a set (a cage, a region, a pair of a dot), ascending. */
export const cellSetImage = (cells: readonly number[], m: RuleMap): number[] => cells.map((x) => m.cell(x)).sort((a, b) => a - b);

/** The image of cells read in order (a thermometer, a line), in the same order. */
export const cellLineImage = (cells: readonly number[], m: RuleMap): number[] => cells.map((x) => m.cell(x));

/** The image of a line read the same from either end (whispers, a palindrome), from its smaller end. */
export const undirectedLineImage = (cells: readonly number[], m: RuleMap): number[] => {
  const out = cellLineImage(cells, m);
  return out[0] > out[out.length - 1] ? out.reverse() : out;
};

/** The image of two neighbours (a dot, a letter), ascending. */
export const pairImage = (cells: readonly [number, number], m: RuleMap): [number, number] => {
  const [a, b] = cellSetImage(cells, m);
  return [a, b];
};

/** Every cell of the grid (what a global rule names). */
export const everyCell = (n: number): number[] => Array.from({ length: n * n }, (_, i) => i);

/** Excludes equal values between every cell and the cells at the given (row, column) offsets from it. */
export function excludeMoves(moves: readonly (readonly [number, number])[], b: SpaceBuilder, ctx: RuleContext): void {
  const n = ctx.n;
  const source = { kind: ctx.kind, rule: ctx.index };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) b.exclude(r * n + c, r2 * n + c2, source);
      }
    }
  }
}
