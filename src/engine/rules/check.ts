// A rule set's check and compilation (docs/variants.md, "Errors and bounds"): every rule is read as
// untrusted data by its module, the set as a whole is bounded and checked for duplicates and
// overlapping cages, and only then compiled into the model (space.ts). The first fault found is the
// answer, as a typed RuleError naming the rule (its index and kind) and, where there is one, the cell.
import { shapeKey } from '../geometry.js';
import type { Result, RuleError, Shape } from '../types.js';
import { isRuleError, type CheckedRule, type RuleContext } from './module.js';
import { RULE_MODULES } from './registry.js';
import { SpaceBuilder, type RuleSpace } from './space.js';
import type { Rule, RuleKind } from './types.js';

/** At most this many rules on an N×N board: 4·N² + 32 (356 on 9×9), more than every dot and line a setter draws. */
export const maxRules = (n: number): number => 4 * n * n + 32;
/** At most this much weight (rulesWeight) on an N×N board: 16·N² (1,296 on 9×9). */
export const maxRuleWeight = (n: number): number => 16 * n * n;

/**
 * What a checked rule set weighs: the cells its rules name, each rule at least 1 (a global rule such
 * as ANTI_KNIGHT names every cell). The one measure the bounds above and a caller's pricing use.
 */
export function rulesWeight(checked: readonly CheckedRule[]): number {
  let w = 0;
  for (const r of checked) w += Math.max(1, r.cells.length);
  return w;
}

/** A rule set that passed the checks, with each rule's cells and the set's weight. */
export interface CheckedRules {
  readonly rules: readonly Rule[];
  readonly checked: readonly CheckedRule[];
  readonly weight: number;
}

function setError(message: string): RuleError {
  return { code: 'BAD_RULES', field: 'rules', message };
}

/**
 * Checks `rules` on `shape` (a valid shape): a rule of an unknown kind is UNSUPPORTED_RULE (its kind in
 * `name`), a malformed one, one that cannot hold alone, a duplicate, a killer cage overlapping another,
 * or a set beyond the bounds is BAD_RULES. Never throws, whatever the data.
 */
export function checkRules(shape: Shape, rules: readonly unknown[]): Result<CheckedRules, RuleError> {
  const n = shape.size;
  if (!Array.isArray(rules)) return { ok: false, error: setError('rules must be a list') };
  if (rules.length > maxRules(n)) {
    return { ok: false, error: setError(`${rules.length} rules: a ${n}×${n} board holds at most ${maxRules(n)}`) };
  }
  const checked: CheckedRule[] = [];
  const keys = new Map<string, number>();
  const cageOf = new Int32Array(n * n).fill(-1);
  let weight = 0;
  for (let index = 0; index < rules.length; index++) {
    const rule: unknown = rules[index];
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
      return { ok: false, error: { ...setError(`rule ${index + 1} is not an object`), rule: index } };
    }
    const kind: unknown = (rule as { kind?: unknown }).kind;
    if (typeof kind !== 'string' || !Object.hasOwn(RULE_MODULES, kind)) {
      const name = typeof kind === 'string' ? kind : String(JSON.stringify(kind));
      return {
        ok: false,
        error: {
          code: 'UNSUPPORTED_RULE',
          field: 'rules',
          message: `rule ${index + 1}: the engine knows no rule '${name}'`,
          rule: index,
          name,
        },
      };
    }
    const ctx: RuleContext = { shape, n, index, kind: kind as RuleKind, rules: rules as readonly Rule[] };
    const module = RULE_MODULES[kind as RuleKind] as { check: (r: unknown, c: RuleContext) => CheckedRule | RuleError };
    const result = module.check(rule, ctx);
    if (isRuleError(result)) return { ok: false, error: result };
    const earlier = keys.get(result.key);
    if (earlier !== undefined) {
      return {
        ok: false,
        error: badSet(ctx, `rule ${earlier + 1} already puts a ${kind} rule here (a duplicate or a contradiction)`, result.cells[0]),
      };
    }
    keys.set(result.key, index);
    if (kind === 'KILLER_CAGE') {
      for (const cell of result.cells) {
        if (cageOf[cell] >= 0) return { ok: false, error: badSet(ctx, `the cage overlaps rule ${cageOf[cell] + 1}'s cage`, cell) };
        cageOf[cell] = index;
      }
    }
    weight += Math.max(1, result.cells.length);
    if (weight > maxRuleWeight(n)) {
      return {
        ok: false,
        error: setError(`the rules name ${weight} cells by rule ${index + 1}: a ${n}×${n} board allows ${maxRuleWeight(n)}`),
      };
    }
    checked.push(result);
  }
  return { ok: true, value: { rules: rules as readonly Rule[], checked, weight } };
}

function badSet(ctx: RuleContext, message: string, cell?: number): RuleError {
  const where = cell !== undefined ? { row: Math.floor(cell / ctx.n), col: cell % ctx.n } : {};
  return {
    code: 'BAD_RULES',
    field: 'rules',
    message: `rule ${ctx.index + 1} (${ctx.kind}): ${message}`,
    rule: ctx.index,
    kind: ctx.kind,
    ...where,
  };
}

/** The model of rules that passed checkRules: rows, columns, boxes (unless a JIGSAW replaces them), then each rule. */
export function buildSpace(shape: Shape, rules: readonly Rule[]): RuleSpace {
  const n = shape.size;
  const boxes = !rules.some((r) => r.kind === 'JIGSAW');
  const b = new SpaceBuilder(shape, rules, boxes);
  for (let r = 0; r < n; r++)
    b.house(
      Array.from({ length: n }, (_, c) => r * n + c),
      { kind: 'ROW', index: r },
    );
  for (let c = 0; c < n; c++)
    b.house(
      Array.from({ length: n }, (_, r) => r * n + c),
      { kind: 'COLUMN', index: c },
    );
  if (boxes) {
    const across = n / shape.boxCols;
    for (let box = 0; box < n; box++) {
      const top = Math.floor(box / across) * shape.boxRows;
      const left = (box % across) * shape.boxCols;
      const cells: number[] = [];
      for (let r = 0; r < shape.boxRows; r++) for (let c = 0; c < shape.boxCols; c++) cells.push((top + r) * n + left + c);
      b.house(cells, { kind: 'BOX', index: box });
    }
  }
  rules.forEach((rule, index) => {
    const ctx: RuleContext = { shape, n, index, kind: rule.kind, rules };
    (RULE_MODULES[rule.kind] as { compile: (r: Rule, b: SpaceBuilder, c: RuleContext) => void }).compile(rule, b, ctx);
  });
  return b.build();
}

/** Compiled models by rules array and shape: a board's rules are compiled once however often it is solved. */
const compiled = new WeakMap<readonly unknown[], Map<string, Result<RuleSpace, RuleError>>>();

/**
 * checkRules, then buildSpace: the model of a board's rules, or the first fault. Cached per rules
 * array (the engine treats a rules array it was given as immutable) and shape.
 */
export function compileRules(shape: Shape, rules: readonly unknown[]): Result<RuleSpace, RuleError> {
  const key = shapeKey(shape);
  let byShape = Array.isArray(rules) ? compiled.get(rules) : undefined;
  const known = byShape?.get(key);
  if (known !== undefined) return known;
  const checked = checkRules(shape, rules);
  const result: Result<RuleSpace, RuleError> = checked.ok ? { ok: true, value: buildSpace(shape, checked.value.rules) } : checked;
  if (Array.isArray(rules)) {
    if (byShape === undefined) {
      byShape = new Map();
      compiled.set(rules, byShape);
    }
    byShape.set(key, result);
  }
  return result;
}
