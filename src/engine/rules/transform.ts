// The image of a board with rules under a transform its rule set admits (rules/canon.ts finds one, the
// canonical one, with variantForm): the givens moved and relabelled, each rule mapped by its own
// module (RuleModule.image). boardImage keeps the board's order of rules; canonicalImage lists them
// in an order of their own (the canonical key ignores the order, so analyze must too) and says
// which rule of the board each one is, for a step's RuleRef (logic/frame.ts).
import type { CanonTransform } from '../canon.js';
import type { Board } from '../types.js';
import type { RuleMap } from './module.js';
import { RULE_MODULES } from './registry.js';
import { RULE_KINDS, type Rule, type RuleKind, type RuleOf } from './types.js';

/**
 * Where `t` sends cells, points and values. `t` reads the image off the board: image cell (i, j) is
 * the board's cell (rows[i], cols[j]), or (cols[j], rows[i]) when transposed; labels[v] is the image
 * of value v. A point just outside the grid (row or column −1 or N) goes where its neighbour inside
 * goes, one step further out (the transforms that move clues outside the grid keep or reverse the
 * order of rows and columns).
 */
export function ruleMap(n: number, t: CanonTransform): RuleMap {
  const inverse = (p: readonly number[]) => {
    const out = new Int32Array(n);
    p.forEach((a, i) => (out[a] = i));
    return out;
  };
  const rowAt = inverse(t.rows);
  const colAt = inverse(t.cols);
  const along = (at: Int32Array, x: number): number => {
    if (x >= 0 && x < n) return at[x];
    const edge = at[x < 0 ? 0 : n - 1];
    return edge === 0 ? -1 : edge === n - 1 ? n : x;
  };
  const point = (row: number, col: number): [number, number] =>
    t.transpose ? [along(rowAt, col), along(colAt, row)] : [along(rowAt, row), along(colAt, col)];
  return {
    n,
    cell(x) {
      const [i, j] = point(Math.floor(x / n), x % n);
      return i * n + j;
    },
    point,
    value: (v) => t.labels[v],
  };
}

/** One rule's image, by its kind's module. */
export function ruleImage<K extends RuleKind>(rule: RuleOf<K>, m: RuleMap): RuleOf<K> {
  return (RULE_MODULES[rule.kind] as unknown as { image(r: RuleOf<K>, m: RuleMap): RuleOf<K> }).image(rule, m);
}

/** The board under `t` (one its rules admit): givens moved and relabelled, every rule mapped, in order. */
export function boardImage(board: Board, t: CanonTransform): Board {
  const n = board.shape.size;
  const m = ruleMap(n, t);
  const cells = new Uint8Array(n * n);
  for (let x = 0; x < n * n; x++) cells[m.cell(x)] = t.labels[board.cells[x]];
  const rules: Rule[] | undefined = board.rules?.map((r) => ruleImage(r, m));
  return rules === undefined ? { shape: board.shape, cells } : { shape: board.shape, cells, rules };
}

/** A rule as text with its fields in one order, whatever order they were written in. */
function ruleText(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(ruleText).join(',')}]`;
  if (typeof x === 'object' && x !== null) {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${k}:${ruleText(o[k])}`)
      .join(',')}}`;
  }
  return String(x);
}

/**
 * The board under `t` with its rules in a canonical order (by kind as RULE_KINDS lists them, then by
 * their image's fields; the rules of a board are distinct), so that two boards with one canonical
 * key and the same transformed rules give equal images whatever order each listed its rules in.
 * `ruleOf[k]` is the board's index of the image's rule k.
 */
export function canonicalImage(board: Board, t: CanonTransform): { readonly board: Board; readonly ruleOf: Int32Array } {
  const image = boardImage(board, t);
  const rules = image.rules ?? [];
  const keys = rules.map((r) => `${String(RULE_KINDS.indexOf(r.kind)).padStart(2, '0')}${ruleText(r)}`);
  const order = rules.map((_, k) => k).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  return { board: { ...image, rules: order.map((k) => rules[k]) }, ruleOf: Int32Array.from(order) };
}
