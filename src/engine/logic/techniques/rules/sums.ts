// Rule steps over sums (docs/logic.md, "Rule steps"), one rule at a time:
// - CAGE_COMBINATION: a killer cage's combinations of distinct values that its cells' candidates
//   can place; a value no placement of them puts in a cell leaves it;
// - ARROW_SUM and LITTLE_KILLER_SUM: an arrow's line against its circle, a little killer's diagonal
//   against its clue, by the bounds the candidates give (exactly with two open cells);
// - SANDWICH_SUM: the places of 1 and N in a row or column that leave a filling adding up to the clue.
import { combosFor } from '../../../rules/props/combos.js';
import { groupedRange, SumPropagator, sumGroups } from '../../../rules/props/sum.js';
import { allSee, type SumConstraint } from '../../../rules/space.js';
import { popcount } from '../../../bits.js';
import { capital, cellNames, leavesGrouped, listWords, orWords, ruleName, unitName, valueName, valueSymbols } from '../../describe.js';
import { sees } from '../../propagation/links.js';
import type { CellValue, LogicContext, LogicGeometry, Step } from '../../types.js';
import { eachRule, propagatorStep, removed, ruleParts, ruleStep, sortElims } from './parts.js';

/** "{1,5,9}": a combination as a set. */
const comboWords = (mask: number): string => `{${valueSymbols(mask).join(',')}}`;

/** Which cell holds each value bit in the matching being built (scratch of `matches`). */
const owner = new Int32Array(32);
let seen = 0;

/** Kuhn's augmenting path from cell i over the values of `combo`. */
function augment(masks: readonly number[], combo: number, i: number): boolean {
  for (let m = masks[i] & combo & ~seen; m !== 0; m &= m - 1) {
    const bit = m & -m;
    seen |= bit;
    const v = 31 - Math.clz32(bit);
    if (owner[v] < 0 || augment(masks, combo, owner[v])) {
      owner[v] = i;
      return true;
    }
  }
  return false;
}

/**
 * Whether the cells' masks (`masks`, one per cell; all but cell `skip`) can take distinct values
 * covering `combo` exactly (as many cells as values); when they can, `owner` holds such a matching.
 */
function matches(masks: readonly number[], combo: number, skip = -1): boolean {
  if (popcount(combo) !== masks.length - (skip >= 0 ? 1 : 0)) return false;
  owner.fill(-1);
  for (let i = 0; i < masks.length; i++) {
    if (i === skip) continue;
    seen = 0;
    if (!augment(masks, combo, i)) return false;
  }
  return true;
}

/**
 * CAGE_COMBINATION: the combinations of distinct values (not placed in the cage already) that add
 * up to what the cage's open cells must make and that the open cells can take one value each; a
 * candidate that no such placement uses leaves its cell.
 */
export function cageCombination(ctx: LogicContext): Step | null {
  const { geo, cands, values } = ctx.grid;
  const n = geo.size;
  const combos = combosFor(n);
  if (combos === null) {
    // Past the combinations table's sizes: the cage's sum by bounds only.
    return propagatorStep(
      ctx,
      'CAGE_COMBINATION',
      'KILLER_CAGE',
      (r, rule, elims) => ({
        cells: r.cells,
        explanation: `${capital(ruleName(geo, rule))} cannot add up with ${elimWords(n, elims)}: ${leavesGrouped(n, elims)}.`,
      }),
      (r, rule) => {
        if (r.sum === undefined || r.sum === null || r.cells.every((c) => values[c] !== 0)) return null;
        ctx.work.spent += r.cells.length;
        return ruleSum(ctx, rule);
      },
    );
  }
  return eachRule(ctx, 'CAGE_COMBINATION', (rule) => {
    const space = geo.rules!.space;
    const r = space.rules[rule];
    if (r.kind !== 'KILLER_CAGE' || r.sum === undefined || r.sum === null) return null;
    const cells = r.cells;
    let placed = 0;
    let rest = r.sum;
    const open: number[] = [];
    for (const c of cells) {
      if (values[c] !== 0) {
        placed |= 1 << (values[c] - 1);
        rest -= values[c];
      } else open.push(c);
    }
    if (open.length === 0) return null;
    ctx.work.spent += cells.length;
    const masks = open.map((c) => cands[c]);
    const { feasible, keep } = cageFit(ctx.work, n, masks, placed, rest);
    if (feasible.length === 0) return null; // contradictory grid: left to the chains
    const whole = new Int32Array(geo.cellCount);
    open.forEach((c, i) => (whole[c] = keep[i]));
    const elims = removed(ctx, open, whole);
    if (elims.length === 0) return null;
    feasible.sort(byValues);
    const shown =
      feasible.length <= 6 ? feasible.map(comboWords) : [...feasible.slice(0, 5).map(comboWords), `${feasible.length - 5} more`];
    const combosText = orWords(shown);
    const head =
      placed === 0
        ? `${capital(ruleName(geo, rule))}: ${combosText}`
        : `${capital(ruleName(geo, rule))} holds ${listWords(valueSymbols(placed))} already, and its other ` +
          `${open.length === 1 ? 'cell makes' : `${open.length} cells make`} ${rest}: ${combosText}`;
    return ruleStep(ctx, 'CAGE_COMBINATION', rule, sortElims(elims), cells, `${head}, so ${leavesGrouped(n, elims)}.`);
  });
}

/**
 * A cage's open cells (their candidates `masks`) against what they must make (`rest`, the values
 * `placed` in the cage already excluded): the combinations a placement of one distinct value per
 * cell can take, and each cell's values some such placement gives it (`keep`, by open cell).
 * CAGE_COMBINATION's reasoning, shared by the step and the forcing chains (narrowings.ts).
 */
export function cageFit(
  work: { spent: number },
  n: number,
  masks: readonly number[],
  placed: number,
  rest: number,
): { readonly feasible: number[]; readonly keep: Int32Array } {
  const combos = combosFor(n)!;
  let union = 0;
  for (const m of masks) union |= m;
  const list = combos.list(masks.length, rest);
  const feasible: number[] = [];
  const keep = new Int32Array(masks.length);
  for (let j = 0; j < list.length; j++) {
    const combo = list[j];
    if ((combo & placed) !== 0 || (combo & ~union) !== 0) continue;
    work.spent += masks.length;
    if (!matches(masks, combo)) continue;
    feasible.push(combo);
    // Each cell's values that some placement of this combination gives it: the matching found
    // gives each cell one; any other, when the other cells can take the rest.
    for (let m = combo; m !== 0; m &= m - 1) {
      const v = 31 - Math.clz32(m & -m);
      keep[owner[v]] |= 1 << v;
    }
    for (let i = 0; i < masks.length; i++) {
      for (let m = masks[i] & combo & ~keep[i]; m !== 0; m &= m - 1) {
        const bit = m & -m;
        if (matches(masks, combo & ~bit, i)) keep[i] |= bit;
      }
    }
  }
  return { feasible, keep };
}

/** Combinations (of as many values) in the order a player lists them: by their smallest value, then the next. */
function byValues(a: number, b: number): number {
  for (let x = a, y = b; x !== 0 && y !== 0; x &= x - 1, y &= y - 1) {
    const d = (x & -x) - (y & -y);
    if (d !== 0) return d;
  }
  return 0;
}

/** "9 in r1c2 or 8 in r1c3": what cannot complete a sum. */
function elimWords(n: number, elims: readonly CellValue[]): string {
  const parts = elims.slice(0, 6).map((e) => `${valueName(e.value)} in ${cellNames(n, [e.row * n + e.col])}`);
  return elims.length > 6 ? `${parts.join(', ')} or more` : orWords(parts);
}

const propagators = new WeakMap<SumConstraint, SumPropagator>();

/**
 * The sum's propagator (bounds counting the cells that see each other; exact with two open cells; a
 * cage's combinations), made once per sum.
 */
function sumPropagator(geo: LogicGeometry, s: SumConstraint): SumPropagator {
  let p = propagators.get(s);
  if (p === undefined) {
    const apart = (a: number, b: number): boolean => sees(geo, a, b);
    p = new SumPropagator(s.cells, s.coefs, s.total, geo.size, s.distinct || allSee([...s.cells], apart), apart, true);
    propagators.set(s, p);
  }
  return p;
}

/** The propagator of a rule's sum (a cage's, an arrow's, a little killer's: each compiles to one). */
export const ruleSumOf = (geo: LogicGeometry, rule: number): SumPropagator => sumPropagator(geo, ruleParts(geo.rules!.space).sums[rule][0]);
const ruleSum = (ctx: LogicContext, rule: number): SumPropagator => ruleSumOf(ctx.grid.geo, rule);

/**
 * The smallest and largest Σ coef·value the cells' candidates allow, cells that see each other
 * holding different values (as the rule steps' sum propagator counts them: sum.ts groupedRange).
 */
function bounds(ctx: LogicContext, cells: ArrayLike<number>, coefs: ArrayLike<number>): [number, number] {
  const { values, cands, geo } = ctx.grid;
  const masks = Array.from(cells, (c) => (values[c] !== 0 ? 1 << (values[c] - 1) : cands[c]));
  return groupedRange(
    masks,
    coefs,
    sumGroups(cells.length, coefs, (i, j) => sees(geo, cells[i], cells[j])),
  );
}

/** ARROW_SUM: the line adds up to the circle; each cell keeps the values the others' candidates can complete. */
export function arrowSum(ctx: LogicContext): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  return propagatorStep(
    ctx,
    'ARROW_SUM',
    'ARROW',
    (r, _, elims) => {
      const [lineLo, lineHi] = bounds(
        ctx,
        r.line,
        r.line.map(() => 1),
      );
      const circle = [...r.circle].sort((a, b) => a - b);
      const weights = circle.map((_, k) => 10 ** (circle.length - 1 - k));
      const [cLo, cHi] = bounds(ctx, circle, weights);
      const what = circle.length === 1 ? `the circle ${cellNames(n, circle)}` : `the number ${cellNames(n, circle)} in the circle`;
      return {
        cells: [...circle, ...r.line],
        explanation:
          `The line ${cellNames(n, r.line)} adds up to ${what}; with their candidates the line makes ${lineLo} to ${lineHi} and ` +
          `the circle holds ${cLo} to ${cHi}, and ${elimWords(n, elims)} cannot complete it, so ${leavesGrouped(n, elims)}.`,
      };
    },
    (_, rule) => ruleSum(ctx, rule),
  );
}

/** LITTLE_KILLER_SUM: a little killer's diagonal adds up to its clue (values may repeat where no house forbids it). */
export function littleKillerSum(ctx: LogicContext): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  return propagatorStep(
    ctx,
    'LITTLE_KILLER_SUM',
    'LITTLE_KILLER',
    (r, rule, elims) => {
      const s = ruleParts(geo.rules!.space).sums[rule][0];
      const [lo, hi] = bounds(ctx, s.cells, s.coefs);
      return {
        cells: Array.from(s.cells),
        explanation:
          `The little killer's diagonal ${cellNames(n, Array.from(s.cells))} adds up to ${r.sum}; ` +
          `with their candidates its cells make ${lo} to ${hi}, ` +
          `and ${elimWords(n, elims)} cannot complete ${r.sum}, so ${leavesGrouped(n, elims)}.`,
      };
    },
    (_, rule) => ruleSum(ctx, rule),
  );
}

/** SANDWICH_SUM: the places of 1 and N in the row or column whose values between add up to the clue. */
export function sandwichSum(ctx: LogicContext): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  return propagatorStep(ctx, 'SANDWICH_SUM', 'SANDWICH', (r, _, elims, prop) => {
    const line = unitName({ kind: r.line, index: r.index });
    const gaps = new Set<number>();
    const { values, cands } = ctx.grid;
    const cells = Array.from(prop.cells);
    const has = (c: number, v: number): boolean => (values[c] !== 0 ? values[c] === v : (cands[c] & (1 << (v - 1))) !== 0);
    for (let p = 0; p < n; p++)
      for (let q = 0; q < n; q++) if (p !== q && has(cells[p], 1) && has(cells[q], n)) gaps.add(Math.abs(p - q) - 1);
    return {
      cells,
      explanation:
        `In ${line} the values between ${valueName(1)} and ${valueName(n)} add up to ${r.sum}; the candidates leave them ` +
        `${listWords([...gaps].sort((a, b) => a - b).map(String))} cells apart, and no filling of those adds up to ${r.sum} with ` +
        `${elimWords(n, elims)}, so ${leavesGrouped(n, elims)}.`,
    };
  });
}
