// What the rule steps share (techniques/rules/): each rule's compiled parts by rule index (its pair
// tables, sums, unary masks, propagators), a scratch copy of the candidates a propagator narrows,
// the eliminations a narrowing makes, and the recall of where a rule step last found nothing.
import type { RuleSource, RuleSpace, SumConstraint } from '../../../rules/space.js';
import type { Propagator } from '../../../rules/props/propagator.js';
import { writeInto } from '../../../rules/props/propagator.js';
import type { RuleKind, RuleOf } from '../../../rules/types.js';
import { recalled, remembering } from '../../recall.js';
import type { CellValue, LogicContext, LogicGeometry, Step, TechniqueName } from '../../types.js';

/** One rule's relation between two cells: `allowed[va−1]` is b's values with a = va; `back` the reverse. */
export interface PairPart {
  readonly a: number;
  readonly b: number;
  readonly allowed: Int32Array;
  readonly back: Int32Array;
  readonly source: RuleSource;
}

/** The parts of every rule, by its index in the board's rules. */
export interface RuleParts {
  readonly pairs: readonly (readonly PairPart[])[];
  readonly sums: readonly (readonly SumConstraint[])[];
  readonly unary: readonly { cell: number; mask: number }[][];
  readonly propagators: readonly (readonly Propagator[])[];
  /** Every cell a rule names (for the recall: a rule whose cells did not change gives what it gave). */
  readonly cells: readonly Int32Array[];
}

const partsOf = new WeakMap<RuleSpace, RuleParts>();

export function ruleParts(space: RuleSpace): RuleParts {
  let p = partsOf.get(space);
  if (p !== undefined) return p;
  const count = space.rules.length;
  const n = space.size;
  const pairs: PairPart[][] = Array.from({ length: count }, () => []);
  for (const pair of space.pairs) {
    for (const part of pair.parts) {
      const back = new Int32Array(n);
      for (let va = 1; va <= n; va++)
        for (let m = part.allowed[va - 1]; m !== 0; m &= m - 1) back[31 - Math.clz32(m & -m)] |= 1 << (va - 1);
      pairs[part.source.rule].push({ a: pair.a, b: pair.b, allowed: part.allowed, back, source: part.source });
    }
  }
  const sums: SumConstraint[][] = Array.from({ length: count }, () => []);
  for (const s of space.sums) sums[s.source.rule].push(s);
  const unary: { cell: number; mask: number }[][] = Array.from({ length: count }, () => []);
  for (const u of space.unaries) unary[u.source.rule].push({ cell: u.cell, mask: u.mask });
  const propagators: Propagator[][] = Array.from({ length: count }, () => []);
  for (const r of space.propagators) propagators[r.source.rule].push(r.propagator);
  const cells: Int32Array[] = [];
  for (let k = 0; k < count; k++) {
    const set = new Set<number>();
    for (const x of pairs[k]) set.add(x.a).add(x.b);
    for (const s of sums[k]) for (const c of s.cells) set.add(c);
    for (const u of unary[k]) set.add(u.cell);
    for (const q of propagators[k]) for (const c of q.cells) set.add(c);
    cells.push(Int32Array.from([...set].sort((x, y) => x - y)));
  }
  p = { pairs, sums, unary, propagators, cells };
  partsOf.set(space, p);
  return p;
}

/** The compiled model of a grid's rules (rule steps run only on boards with rules). */
export function spaceOf(geo: LogicGeometry): RuleSpace {
  return geo.rules!.space;
}

let scratch = new Int32Array(0);

/**
 * The grid's candidates as a propagator reads them (a filled cell: its value's bit), in a scratch
 * array valid until the next call.
 */
export function scratchMasks(ctx: LogicContext): Int32Array {
  const { values, cands } = ctx.grid;
  if (scratch.length !== cands.length) scratch = new Int32Array(cands.length);
  for (let c = 0; c < cands.length; c++) scratch[c] = values[c] === 0 ? cands[c] : 1 << (values[c] - 1);
  return scratch;
}

/**
 * What `propagator` removes from the candidates of its cells, as eliminations in row-major order
 * (none when it removes nothing or finds the grid contradictory, which a grid holding the solution
 * never is).
 */
export function propagatorEliminations(ctx: LogicContext, propagator: Propagator): CellValue[] {
  const m = scratchMasks(ctx);
  ctx.work.spent += propagator.cells.length;
  if (!propagator.propagate(m, writeInto(m))) return [];
  return removed(ctx, propagator.cells, m);
}

/** The candidates of `cells` that `keep` (per cell, a mask over the whole grid's cells) leaves out, row-major. */
export function removed(ctx: LogicContext, cells: ArrayLike<number>, keep: Int32Array): CellValue[] {
  const { values, cands, geo } = ctx.grid;
  const n = geo.size;
  const order = Array.from(cells).sort((x, y) => x - y);
  const out: CellValue[] = [];
  for (const c of order) {
    if (values[c] !== 0) continue;
    for (let m = cands[c] & ~keep[c]; m !== 0; m &= m - 1) out.push({ row: (c / n) | 0, col: c % n, value: 32 - Math.clz32(m & -m) });
  }
  return out;
}

/**
 * A rule step's search over the board's rules of some kinds, rule by rule in the board's order,
 * remembering (recall.ts) the candidates where it found nothing: then only rules with a cell whose
 * candidates changed are searched again (a rule step reads its rule's cells only).
 */
export function eachRule(ctx: LogicContext, key: string, find: (rule: number) => Step | null): Step | null {
  const geo = ctx.grid.geo;
  if (geo.rules === undefined) return null;
  const space = geo.rules.space;
  const parts = ruleParts(space);
  const before = recalled(ctx, key);
  const cands = ctx.grid.cands;
  return remembering(ctx, key, () => {
    for (let r = 0; r < space.rules.length; r++) {
      if (before !== null) {
        let changed = false;
        for (const c of parts.cells[r]) {
          if (before[c] !== cands[c]) {
            changed = true;
            break;
          }
        }
        if (!changed) continue;
      }
      if (ctx.work.spent > ctx.work.limit) return null;
      const step = find(r);
      if (step !== null) return step;
    }
    return null;
  });
}

/** The step of one rule: its technique, eliminations, cells and sentence, naming the rule. */
export function ruleStep(
  ctx: LogicContext,
  technique: TechniqueName,
  rule: number,
  elims: CellValue[],
  cells: readonly number[],
  explanation: string,
): Step {
  const kind = spaceOf(ctx.grid.geo).rules[rule].kind;
  return { technique, placements: [], eliminations: elims, cells: [...cells], units: [], rules: [{ rule, kind }], explanation };
}

/**
 * A rule step whose eliminations are one propagator's per rule (a renban's runs, a quadruple's
 * values, an arrow's, little killer's or sandwich's sum): over the board's rules of `kind` (eachRule),
 * what `propagatorOf` the rule removes (by default the rule's own compiled propagator; null skips the
 * rule); `describe` says why, naming the rule, and gives the step's cells.
 */
export function propagatorStep<K extends RuleKind>(
  ctx: LogicContext,
  technique: TechniqueName,
  kind: K,
  describe: (r: RuleOf<K>, rule: number, elims: CellValue[], propagator: Propagator) => { cells: readonly number[]; explanation: string },
  propagatorOf: (r: RuleOf<K>, rule: number) => Propagator | null = (_, rule) => ruleParts(spaceOf(ctx.grid.geo)).propagators[rule][0],
): Step | null {
  return eachRule(ctx, technique, (rule) => {
    const r = spaceOf(ctx.grid.geo).rules[rule];
    if (r.kind !== kind) return null;
    const propagator = propagatorOf(r as RuleOf<K>, rule);
    if (propagator === null) return null;
    const elims = propagatorEliminations(ctx, propagator);
    if (elims.length === 0) return null;
    const { cells, explanation } = describe(r as RuleOf<K>, rule, elims, propagator);
    return ruleStep(ctx, technique, rule, elims, cells, explanation);
  });
}

/** Eliminations in row-major order, then by value. */
export function sortElims(elims: CellValue[]): CellValue[] {
  return elims.sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
}
