// The simplest rule steps, one rule at a time (docs/logic.md, "Rule steps"):
// - RULE_ELIMINATION: what a rule forbids given the placed values alone: an even or odd mark, and a
//   relation between two cells (a kropki dot, an X or V, a sign, a thermometer's or whispers line's
//   neighbours, a palindrome's mirror, non-consecutive and negative neighbours) across a placed cell;
// - PAIR_RELATION: such a relation between two open cells, each keeping the values some candidate
//   of the other allows;
// - THERMOMETER_RANGE: along a thermometer each cell is above the one before;
// - RENBAN_RUN: a renban line's runs of consecutive values that its candidates allow;
// - QUADRUPLE_VALUES: the values a quadruple needs, where its cells can hold them.
import type { Rule } from '../../../rules/types.js';
import { popcount } from '../../../bits.js';
import {
  capital,
  cellName,
  cellNames,
  leavesGrouped,
  listWords,
  orWords,
  ruleName,
  valueName,
  valueOrWords,
  valueWords,
} from '../../describe.js';
import type { CellValue, LogicContext, LogicGeometry, Step } from '../../types.js';
import { sees } from '../../propagation/links.js';
import { eachRule, propagatorStep, ruleParts, ruleStep, sortElims, type PairPart } from './parts.js';

export const PAIR_KINDS = new Set<Rule['kind']>([
  'KROPKI',
  'XV',
  'GREATER_THAN',
  'THERMOMETER',
  'WHISPERS',
  'PALINDROME',
  'NON_CONSECUTIVE',
  'NEGATIVE',
]);

/** The values b may hold across `part` when `from` (a or b of the part) holds v. */
function across(part: PairPart, from: number, v: number): number {
  return from === part.a ? part.allowed[v - 1] : part.back[v - 1];
}

/**
 * How a relation ties the cells `bs` to `a` in words: "across the white dot r4c6 differs from it by
 * 1"; several cells alike at once: "r4c5 and r6c5, beside it, are not one more or one less".
 */
function relationWords(geo: LogicGeometry, rule: Rule, a: number, bs: readonly number[]): string {
  const n = geo.size;
  const B = cellNames(n, bs);
  const one = bs.length === 1;
  const verb = (singular: string, plural: string): string => (one ? singular : plural);
  switch (rule.kind) {
    case 'KROPKI': {
      const k = rule.value ?? (rule.color === 'WHITE' ? 1 : 2);
      const dot = `${rule.color === 'WHITE' ? 'white' : 'black'} ${verb('dot', 'dots')}`;
      if (rule.color === 'WHITE') return `across the ${dot} ${B} ${verb('differs', 'differ')} from it by ${k}`;
      return `across the ${dot} ${B} ${verb('is', 'are')} ${k === 2 ? 'double or half of it' : `${k} times it or a ${ordinal(k)} of it`}`;
    }
    case 'XV':
      return `the ${rule.sum === 10 ? 'X' : 'V'} makes ${B} and it add up to ${rule.sum}`;
    case 'GREATER_THAN':
      return (
        `${B} ${verb('is', 'are')} ${rule.greater === a ? 'smaller' : 'larger'} ` +
        `(${cellName(n, rule.greater)} > ${cellName(n, rule.lesser)})`
      );
    case 'THERMOMETER':
      return rule.cells.indexOf(bs[0]) > rule.cells.indexOf(a)
        ? `${B}, after it on the thermometer, ${verb('is', 'are')} larger`
        : `${B}, before it on the thermometer, ${verb('is', 'are')} smaller`;
    case 'WHISPERS':
      return (
        `${B}, beside it on the whispers line, ${verb('differs', 'differ')} from it ` + `by at least ${rule.difference ?? Math.ceil(n / 2)}`
      );
    case 'PALINDROME':
      return `${B} ${verb('mirrors', 'mirror')} it on the palindrome`;
    case 'NON_CONSECUTIVE':
      return `${B}, beside it, ${verb('is', 'are')} not one more or one less (non-consecutive)`;
    case 'NEGATIVE':
      return rule.of === 'XV'
        ? `${B}, beside it with no X or V between them, ${verb('does', 'do')} not add up with it to an X or V`
        : `${B}, beside it with no dot between them, ${verb('makes', 'make')} ` +
            `no ${rule.of === 'WHITE' ? 'white' : 'black'} dot's relation with it`;
    default:
      return `${B} ${verb('is', 'are')} tied to it`;
  }
}

const ordinal = (k: number): string => (k === 3 ? 'third' : `${k}th`);

/** An even or odd mark, with every other mark of that parity that still has something to remove. */
function parityStep(ctx: LogicContext, rule: number): Step | null {
  const { geo, cands, values } = ctx.grid;
  const space = geo.rules!.space;
  const parts = ruleParts(space);
  const first = space.rules[rule] as Extract<Rule, { kind: 'PARITY' }>;
  const elims: CellValue[] = [];
  const cells: number[] = [];
  const refs: { rule: number; kind: 'PARITY' }[] = [];
  for (let r = rule; r < space.rules.length; r++) {
    const other = space.rules[r];
    if (other.kind !== 'PARITY' || other.parity !== first.parity) continue;
    const { cell, mask } = parts.unary[r][0];
    if (values[cell] !== 0 || (cands[cell] & ~mask) === 0) continue;
    cells.push(cell);
    refs.push({ rule: r, kind: 'PARITY' });
    for (let m = cands[cell] & ~mask; m !== 0; m &= m - 1)
      elims.push({ row: (cell / geo.size) | 0, col: cell % geo.size, value: 32 - Math.clz32(m & -m) });
  }
  ctx.work.spent += space.rules.length;
  if (elims.length === 0) return null;
  const word = first.parity === 'EVEN' ? 'even' : 'odd';
  const gone = valueWords(geo.allValues & ~parts.unary[rule][0].mask);
  const them = cells.length === 1 ? 'it' : 'them';
  return {
    technique: 'RULE_ELIMINATION',
    placements: [],
    eliminations: sortElims(elims),
    cells,
    units: [],
    rules: refs,
    explanation: `${cellNames(geo.size, cells)} ${cells.length === 1 ? 'is' : 'are'} marked ${word}, so ${gone} leave ${them}.`,
  };
}

/** A placed cell's partners under one relation rule: what the rule leaves them. */
function placedRelationStep(ctx: LogicContext, rule: number): Step | null {
  const { geo, cands, values } = ctx.grid;
  const n = geo.size;
  const space = geo.rules!.space;
  const pairs = ruleParts(space).pairs[rule];
  ctx.work.spent += pairs.length;
  // The placed cells of the rule in row-major order, each with its open partners.
  let best = -1;
  for (const p of pairs) {
    for (const [a, b] of [
      [p.a, p.b],
      [p.b, p.a],
    ]) {
      if (values[a] === 0 || values[b] !== 0 || (cands[b] & ~across(p, a, values[a])) === 0) continue;
      if (best < 0 || a < best) best = a;
    }
  }
  if (best < 0) return null;
  const v = values[best];
  const elims: CellValue[] = [];
  const cells = [best];
  // Partners the rule ties alike and leaves the same values are named together.
  const groups = new Map<string, { cells: number[]; left: number }>();
  for (const p of pairs) {
    if (p.a !== best && p.b !== best) continue;
    const b = p.a === best ? p.b : p.a;
    const allowed = across(p, best, v);
    if (values[b] !== 0 || (cands[b] & ~allowed) === 0) continue;
    cells.push(b);
    const left = cands[b] & allowed;
    const key = `${relationWords(geo, space.rules[rule], best, [b]).split(cellName(n, b)).join('#')}|${left}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { cells: [b], left });
    else group.cells.push(b);
    for (let m = cands[b] & ~allowed; m !== 0; m &= m - 1) elims.push({ row: (b / n) | 0, col: b % n, value: 32 - Math.clz32(m & -m) });
  }
  const clauses = [...groups.values()].map(
    (g) => `${relationWords(geo, space.rules[rule], best, g.cells)}: ${g.left === 0 ? 'nothing' : valueOrWords(g.left)}`,
  );
  sortElims(elims);
  return ruleStep(
    ctx,
    'RULE_ELIMINATION',
    rule,
    elims,
    cells,
    `${cellName(n, best)} is ${valueName(v)}; ${clauses.join('; ')}; so ${leavesGrouped(n, elims)}.`,
  );
}

/** RULE_ELIMINATION: what one rule forbids given the placed values alone (an even/odd mark, a relation across a placed cell). */
export function ruleElimination(ctx: LogicContext): Step | null {
  return eachRule(ctx, 'RULE_ELIMINATION', (rule) => {
    const kind = ctx.grid.geo.rules!.space.rules[rule].kind;
    if (kind === 'PARITY') return parityStep(ctx, rule);
    return PAIR_KINDS.has(kind) ? placedRelationStep(ctx, rule) : null;
  });
}

/**
 * The values a relation's table (`allowed` or `back`, by the other cell's value) lets some candidate
 * of the other cell (`mask`) support. Two cells that see each other (`same` = -1; else 0) never hold
 * one value, though a relation alone may allow it (non-consecutive, negative): 6 beside {4,6} is 4.
 * PAIR_RELATION's reasoning, shared by the step and the forcing chains (narrowings.ts).
 */
export function supported(table: Int32Array, mask: number, same: number): number {
  let s = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    s |= table[d] & ~((1 << d) & same);
  }
  return s;
}

/** PAIR_RELATION: two open cells of a relation, each keeping the values some candidate of the other allows. */
export function pairRelation(ctx: LogicContext): Step | null {
  const { geo, cands, values } = ctx.grid;
  const n = geo.size;
  return eachRule(ctx, 'PAIR_RELATION', (rule) => {
    const space = geo.rules!.space;
    if (!PAIR_KINDS.has(space.rules[rule].kind)) return null;
    for (const p of ruleParts(space).pairs[rule]) {
      ctx.work.spent += 2;
      if (values[p.a] !== 0 || values[p.b] !== 0) continue;
      const same = sees(geo, p.a, p.b) ? -1 : 0;
      const sa = supported(p.back, cands[p.b], same);
      const sb = supported(p.allowed, cands[p.a], same);
      if ((cands[p.a] & ~sa) === 0 && (cands[p.b] & ~sb) === 0) continue;
      const elims: CellValue[] = [];
      for (const [c, keep] of [
        [p.a, sa],
        [p.b, sb],
      ]) {
        for (let m = cands[c] & ~keep; m !== 0; m &= m - 1) elims.push({ row: (c / n) | 0, col: c % n, value: 32 - Math.clz32(m & -m) });
      }
      sortElims(elims);
      // The pairs of candidates the relation allows, listed when few.
      const fits: string[] = [];
      for (let m = cands[p.a]; m !== 0; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        for (let x = cands[p.b] & p.allowed[d] & ~((1 << d) & same); x !== 0; x &= x - 1)
          fits.push(`${valueName(d + 1)} and ${valueName(32 - Math.clz32(x & -x))}`);
      }
      const A = cellName(n, p.a);
      const B = cellName(n, p.b);
      const how = fits.length <= 6 ? `${A} and ${B} can only be ${orWords(fits)}` : `${fits.length} pairs of values fit`;
      return ruleStep(
        ctx,
        'PAIR_RELATION',
        rule,
        elims,
        [p.a, p.b],
        `${A} holds ${valueOrWords(cands[p.a])} and ${B} ${valueOrWords(cands[p.b])}; ` +
          `${relationWords(geo, space.rules[rule], p.a, [p.b])}: ` +
          `${how}, so ${leavesGrouped(n, elims)}.`,
      );
    }
    return null;
  });
}

/** The smallest value of `mask` ≥ lo (0 when none). */
function lowestFrom(mask: number, lo: number): number {
  const m = mask & ~((1 << (lo - 1)) - 1);
  return m === 0 ? 0 : 32 - Math.clz32(m & -m);
}

/** The largest value of `mask` ≤ hi (0 when none). */
function highestTo(mask: number, hi: number): number {
  const m = hi >= 31 ? mask : mask & ((1 << hi) - 1);
  return m === 0 ? 0 : 32 - Math.clz32(m);
}

/**
 * THERMOMETER_RANGE: along a thermometer each cell is above the one before, so each lies between
 * what the cells before and after leave it.
 */
export function thermometerRange(ctx: LogicContext): Step | null {
  const { geo, cands, values } = ctx.grid;
  const n = geo.size;
  return eachRule(ctx, 'THERMOMETER_RANGE', (rule) => {
    const r = geo.rules!.space.rules[rule];
    if (r.kind !== 'THERMOMETER') return null;
    const cells = r.cells;
    const k = cells.length;
    ctx.work.spent += 2 * k;
    const mask = (c: number): number => (values[c] !== 0 ? 1 << (values[c] - 1) : cands[c]);
    const lo: number[] = new Array<number>(k);
    const hi: number[] = new Array<number>(k);
    for (let i = 0; i < k; i++) lo[i] = lowestFrom(mask(cells[i]), i === 0 ? 1 : lo[i - 1] + 1);
    for (let i = k - 1; i >= 0; i--) hi[i] = highestTo(mask(cells[i]), i === k - 1 ? n : hi[i + 1] - 1);
    if (lo.some((x, i) => x === 0 || hi[i] === 0 || x > hi[i])) return null; // contradictory: left to the chains
    const elims: CellValue[] = [];
    const ranges: string[] = [];
    for (let i = 0; i < k; i++) {
      const c = cells[i];
      if (values[c] !== 0) continue;
      const keep = ((1 << hi[i]) - 1) & ~((1 << (lo[i] - 1)) - 1);
      if ((cands[c] & ~keep) === 0) continue;
      for (let m = cands[c] & ~keep; m !== 0; m &= m - 1) elims.push({ row: (c / n) | 0, col: c % n, value: 32 - Math.clz32(m & -m) });
      ranges.push(`${cellName(n, c)} from ${valueName(lo[i])} to ${valueName(hi[i])}`);
    }
    if (elims.length === 0) return null;
    sortElims(elims);
    return ruleStep(
      ctx,
      'THERMOMETER_RANGE',
      rule,
      elims,
      cells,
      `Along ${ruleName(geo, rule)} every cell is larger than the one before, so with the candidates around them ${listWords(ranges)}: ` +
        `${leavesGrouped(n, elims)}.`,
    );
  });
}

/** RENBAN_RUN: the runs of consecutive values a renban line's candidates allow; every other value leaves it. */
export function renbanRun(ctx: LogicContext): Step | null {
  const { geo, cands, values } = ctx.grid;
  const n = geo.size;
  return propagatorStep(ctx, 'RENBAN_RUN', 'RENBAN', (r, rule, elims) => {
    const k = r.cells.length;
    const mask = (c: number): number => (values[c] !== 0 ? 1 << (values[c] - 1) : cands[c]);
    const runs: string[] = [];
    for (let s = 1; s + k - 1 <= n; s++) {
      const run = ((1 << k) - 1) << (s - 1);
      if (r.cells.every((c) => (mask(c) & run) !== 0) && popcount(r.cells.reduce((u, c) => u | mask(c), 0) & run) >= k) {
        runs.push(`${valueName(s)}–${valueName(s + k - 1)}`);
      }
    }
    return {
      cells: r.cells,
      explanation:
        `${capital(ruleName(geo, rule))} holds ${k} consecutive values; with its candidates only ` +
        `${runs.length === 0 ? 'no run' : listWords(runs.map((x) => `the run ${x}`))} ` +
        `can fit, so ${leavesGrouped(n, elims)}.`,
    };
  });
}

/** QUADRUPLE_VALUES: a quadruple's listed values need cells of its block that can hold them. */
export function quadrupleValues(ctx: LogicContext): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  return propagatorStep(ctx, 'QUADRUPLE_VALUES', 'QUADRUPLE', (r, rule, elims, prop) => {
    const cells = Array.from(prop.cells);
    const { values, cands } = ctx.grid;
    const mask = (c: number): number => (values[c] !== 0 ? 1 << (values[c] - 1) : cands[c]);
    const reasons: string[] = [];
    let listedMask = 0;
    for (const v of r.values) listedMask |= 1 << (v - 1);
    // Cells a value with as many places as it needs takes: the second reason says nothing new of them.
    const taken = new Set<number>();
    for (const v of [...new Set(r.values)].sort((x, y) => x - y)) {
      const need = r.values.filter((x) => x === v).length;
      const places = cells.filter((c) => (mask(c) & (1 << (v - 1))) !== 0);
      if (places.length === need && places.some((c) => values[c] === 0 && cands[c] !== 1 << (v - 1))) {
        reasons.push(`${valueName(v)} fits only ${cellNames(n, places)}`);
        for (const c of places) taken.add(c);
      }
    }
    const free = cells.filter((c) => (mask(c) & listedMask) !== 0);
    if (free.length === r.values.length && free.some((c) => values[c] === 0 && !taken.has(c) && (cands[c] & ~listedMask) !== 0)) {
      reasons.push(`only ${cellNames(n, free)} can hold a listed value, so ${free.length === 1 ? 'it holds' : 'they hold'} nothing else`);
    }
    const listed = [...r.values].sort((a, b) => a - b).map((v) => valueName(v));
    return {
      cells,
      explanation:
        `${capital(ruleName(geo, rule))} needs ${listWords(listed)} among ${cellNames(n, cells)}: ${listWords(reasons)}; ` +
        `so ${leavesGrouped(n, elims)}.`,
    };
  });
}
