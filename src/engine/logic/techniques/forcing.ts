// Forcing chains on Sudoku Explainer 1.2.1's model (implications.ts propagates): Nishio (7.5),
// static cell and region forcing chains (8.0), dynamic forcing chains (8.5), dynamic "plus" (9.0)
// and nested dynamic chains (9.5 and up: 8.5 + 0.5 per nesting level). Each result is rated as
// SE rates it: the technique's base plus the length difficulty of its complexity (the distinct
// states that lead to the result, summed over the branches). Every instance is searched and the
// lowest rated ones are applied together (SE would take them one by one, each again the lowest).
import type { CellValue, ChainLink, LogicContext, Step, TechniqueName } from '../types.js';
import { cellName, houseName, valueName } from '../describe.js';
import { ancestorCount, Branch, narrowingsOf, pathTo, propagate, withBranches, type PropagationMode } from '../propagation/implications.js';
import { popcount } from '../../bits.js';
import { changedDigits, recalled, remember } from '../recall.js';
import { lengthTenths } from '../propagation/se-length.js';
import { staticClosure, type StaticClosure } from '../propagation/static-closure.js';
import { DigitPlanes } from '../propagation/digit-planes.js';
import { DynamicPlanes } from '../propagation/dynamic-planes.js';
import { houseRefs } from '../grid.js';

export { lengthTenths } from '../propagation/se-length.js';

export interface ForcingRules {
  readonly technique: TechniqueName;
  /** Base rating in tenths (SE: Nishio 75, multiple 80, dynamic 85, level L 85 + 5L). */
  readonly base: number;
  readonly mode: PropagationMode;
  /** Cell and region forcing chains over cells or units with more than two places. */
  readonly multiple: boolean;
  /** Contradictions (an assumption implies a state and its negation). */
  readonly contradiction: boolean;
  /** Stop at the first result (a chain nested inside another needs one, not the lowest rated). */
  readonly firstOnly?: boolean;
}

type Kind = 'CONTRADICTION_ON' | 'CONTRADICTION_OFF' | 'DOUBLE' | 'CELL' | 'REGION';

interface Hint {
  readonly tenths: number;
  readonly complexity: number;
  readonly target: number;
  readonly kind: Kind;
  readonly source: number;
  readonly unit: number;
  readonly branches: readonly { readonly label: number; readonly branch: Branch; readonly end: number }[];
}

/**
 * A start charged and not propagated (yet): a static one held as its closure (k its compact index
 * there), a dynamic one that meets no contradiction held as the states it derives (k their number
 * among the dynamic planes' kept sets, `size` how many), or a Nishio start that meets no
 * contradiction (k = -1).
 */
class Closed {
  constructor(
    readonly start: number,
    readonly k: number,
    readonly size = 0,
  ) {}
}
type Held = Branch | Closed;

/**
 * A stand-in's quietCost (static-closure.ts, digit-planes.ts): when the propagation would meet no
 * contradiction and fit the budget, charges what it would have charged and says it is not needed.
 * (It would fail the budget exactly when its whole cost does not fit: it checks before each state
 * and once after the last.)
 */
function chargedInstead(work: LogicContext['work'], cost: number): boolean {
  if (cost < 0 || work.spent + cost > work.limit) return false;
  work.spent += cost;
  return true;
}

const stateWords = (n: number, s: number): string => {
  const node = s >> 1;
  const c = (node / n) | 0;
  return `${cellName(n, c)}${s & 1 ? '=' : '≠'}${valueName((node % n) + 1)}`;
};

/** Searches every instance and returns the lowest-rated ones as one step (null: none, or out of budget). */
export function findForcing(ctx: LogicContext, rules: ForcingRules): Step | null {
  return withBranches(() => searchForcing(ctx, rules));
}

/** Nishio: one digit, dynamic, no rules; its propagation reads that digit's places alone (digit-planes.ts). */
const isNishio = (mode: PropagationMode): boolean => mode.dynamic && mode.singleDigit && mode.rules === undefined;

/**
 * The digits whose starts Nishio must search (bit d: digit d; -1: all). Nishio's propagation reads
 * one digit's places, so a digit whose places are as they were in the last grid Nishio searched to
 * the end (found or not), and that met no contradiction there, meets none now. The recall keeps
 * that grid under `${technique}/searched` and the digits that met one under `${technique}/loud`.
 */
function nishioDigits(ctx: LogicContext, rules: ForcingRules): number {
  if (!isNishio(rules.mode)) return -1;
  const loud = ctx.recall?.get(`${rules.technique}/loud`);
  if (loud === undefined || recalled(ctx, `${rules.technique}/searched`) === null) return -1;
  return changedDigits(ctx, `${rules.technique}/searched`) | loud[0];
}

/** Remembers that Nishio searched the grid to the end and met contradictions with the digits `loud` only. */
function rememberLoud(ctx: LogicContext, rules: ForcingRules, loud: number): void {
  if (ctx.recall === undefined || ctx.work.spent > ctx.work.limit) return;
  remember(ctx, `${rules.technique}/searched`);
  ctx.recall.set(`${rules.technique}/loud`, Int32Array.of(loud));
}

function searchForcing(ctx: LogicContext, rules: ForcingRules): Step | null {
  const { geo, values } = ctx.grid;
  const base = ctx.grid.cands;
  const n = geo.size;
  const mode = rules.mode;
  const found: Hint[] = [];
  let best = Infinity;
  const worth = (s: number): boolean => {
    const node = s >> 1;
    const c = (node / n) | 0;
    if (values[c] !== 0) return false;
    const bit = 1 << (node % n);
    return s & 1 ? popcount(base[c]) > 1 && (base[c] & bit) !== 0 : (base[c] & bit) !== 0;
  };
  let done = false;
  const offer = (h: Hint): void => {
    if (rules.firstOnly === true || h.tenths === rules.base) done = true;
    if (h.tenths < best) {
      best = h.tenths;
      found.length = 0;
    }
    if (h.tenths !== best) return;
    for (const f of found) if (f.target === h.target) return;
    found.push(h);
  };
  // A static propagation derives exactly its start's closure (static-closure.ts): a start that
  // cannot reach its negation is charged what its propagation would charge and held as its
  // closure, and propagated (uncharged) only when a chain through it may give a result, i.e. when
  // the states its branches have in common include one worth offering.
  const closure = mode.dynamic ? null : staticClosure(geo, base, mode.singleDigit);
  // Nishio (one digit, dynamic, no rules) keeps only contradictions: the digit planes tell which
  // starts meet none and what their propagation would charge (digit-planes.ts).
  const planes = isNishio(mode) ? new DigitPlanes(geo, base) : null;
  const searched = nishioDigits(ctx, rules);
  // Nishio: the digits whose starts met a contradiction.
  let loud = 0;
  // The dynamic chains with cell links (no rules, no rule narrowings) keep contradictions and the
  // states their branches share: the dynamic planes tell which starts meet no contradiction, what they derive
  // and what their propagation would charge (dynamic-planes.ts).
  const dynamic =
    mode.dynamic && !mode.singleDigit && mode.rules === undefined && narrowingsOf(mode, geo) === null ? new DynamicPlanes(geo, base) : null;
  /**
   * `s` held unpropagated by the mode's stand-in when it meets no contradiction, else propagated;
   * charged either way (null: out of budget).
   */
  const hold = (s: number): Held | null => {
    if (planes !== null && chargedInstead(ctx.work, planes.quietCost(s))) return new Closed(s, -1);
    if (closure !== null && chargedInstead(ctx.work, closure.quietCost(s))) return new Closed(s, closure.index[s]);
    if (dynamic !== null && chargedInstead(ctx.work, dynamic.quietCost(s))) return new Closed(s, dynamic.keep(), dynamic.size);
    return propagate(ctx, base, [s], mode);
  };
  const sizeOf = (b: Held): number => (b instanceof Branch ? b.size : dynamic !== null ? b.size : (closure as StaticClosure).size(b.k));
  /** Held starts propagated when a result needs their chains (uncharged: their work was charged). */
  const realized = new Map<number, Branch>();
  const real = (b: Held): Branch => {
    if (b instanceof Branch) return b;
    let r = realized.get(b.start);
    if (r === undefined) {
      r = propagate({ ...ctx, work: { spent: 0, limit: Infinity } }, base, [b.start], mode) as Branch;
      realized.set(b.start, r);
    }
    return r;
  };
  /** Is a state that every held branch derives worth offering (for a cell chain: outside `cell`)? */
  const anyWorth = (branches: readonly Closed[], cell: number): boolean => {
    if (dynamic !== null)
      return dynamic.sharesState(
        branches.map((b) => b.k),
        (st) => worth(st) && (((st >> 1) / n) | 0) !== cell,
      );
    const cl = closure as StaticClosure;
    const { reach, words } = cl;
    const ats = branches.map((b) => cl.reachAt(b.k));
    for (let w = 0; w < words; w++) {
      let bits = -1;
      for (let i = 0; i < ats.length && bits !== 0; i++) bits &= reach[ats[i] + w];
      for (; bits !== 0; bits &= bits - 1) {
        const st = cl.stateOf(32 * w + 31 - Math.clz32(bits & -bits));
        if (worth(st) && (((st >> 1) / n) | 0) !== cell) return true;
      }
    }
    return false;
  };
  /** The states every branch derives, in the order the smallest derived them; null when none is worth offering. */
  const common = (held: readonly Held[], cell: number): { states: number[]; branches: Branch[] } | null => {
    let smallest = 0;
    for (let i = 1; i < held.length; i++) if (sizeOf(held[i]) < sizeOf(held[smallest])) smallest = i;
    ctx.work.spent += sizeOf(held[smallest]) * held.length;
    if ((closure !== null || dynamic !== null) && held.every((b) => b instanceof Closed) && !anyWorth(held as Closed[], cell)) return null;
    const branches = held.map(real);
    const out: number[] = [];
    const least = branches[smallest];
    next: for (let i = 0; i < least.size; i++) {
      const s = least.states[i];
      for (const b of branches) if (b !== least && !b.has(s)) continue next;
      out.push(s);
    }
    return { states: out, branches };
  };
  // "On" propagations are shared by the cell, region and contradiction searches of this call.
  const onCache = new Map<number, Held | null>();
  const onBranch = (s: number): Held | null => {
    let b = onCache.get(s);
    if (b === undefined) {
      b = hold(s);
      onCache.set(s, b);
    }
    return b;
  };
  const dead = (b: Held): boolean => b instanceof Branch && b.contradiction >= 0;
  const minCells = mode.dynamic ? 2 : 3;
  for (let c = 0; c < geo.cellCount && !done; c++) {
    if (values[c] !== 0 || popcount(base[c]) < minCells) continue;
    const card = popcount(base[c]);
    const onBranches: Held[] = [];
    const digits: number[] = [];
    for (let m = base[c] & searched; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const node = c * n + d;
      const held = onBranch(2 * node + 1);
      if (held === null) return null;
      // Held unpropagated only where it meets no contradiction (static: doubles are not searched either).
      const on = held instanceof Branch ? held : null;
      if (rules.contradiction && on !== null && on.contradiction >= 0) {
        loud |= 1 << d;
        const x = on.contradiction;
        const cx = ancestorCount(on, x) + ancestorCount(on, x ^ 1);
        offer({
          tenths: rules.base + lengthTenths(cx),
          complexity: cx,
          target: 2 * node,
          kind: 'CONTRADICTION_ON',
          source: 2 * node + 1,
          unit: -1,
          branches: [
            { label: 2 * node + 1, branch: on, end: x | 1 },
            { label: 2 * node + 1, branch: on, end: x & ~1 },
          ],
        });
      }
      const doDouble = card >= 3 && mode.dynamic && !mode.singleDigit;
      if (rules.contradiction || doDouble) {
        const heldOff = hold(2 * node);
        if (heldOff === null) return null;
        const off = heldOff instanceof Branch ? heldOff : null;
        if (rules.contradiction && off !== null && off.contradiction >= 0) {
          loud |= 1 << d;
          const x = off.contradiction;
          const cx = ancestorCount(off, x) + ancestorCount(off, x ^ 1);
          offer({
            tenths: rules.base + lengthTenths(cx),
            complexity: cx,
            target: 2 * node + 1,
            kind: 'CONTRADICTION_OFF',
            source: 2 * node,
            unit: -1,
            branches: [
              { label: 2 * node, branch: off, end: x | 1 },
              { label: 2 * node, branch: off, end: x & ~1 },
            ],
          });
        }
        if (doDouble && !dead(held) && !dead(heldOff)) {
          const shared = common([held, heldOff], -1);
          const [on2, off2] = shared?.branches ?? [];
          for (const s of shared?.states ?? []) {
            if (s >> 1 === node || !worth(s)) continue;
            const cx = ancestorCount(on2, s) + ancestorCount(off2, s);
            // A hint rated above the best so far would be dropped by offer: not built.
            if (rules.base + lengthTenths(cx) > best) continue;
            offer({
              tenths: rules.base + lengthTenths(cx),
              complexity: cx,
              target: s,
              kind: 'DOUBLE',
              source: 2 * node + 1,
              unit: -1,
              branches: [
                { label: 2 * node + 1, branch: on2, end: s },
                { label: 2 * node, branch: off2, end: s },
              ],
            });
          }
        }
      }
      if (!mode.singleDigit && !dead(held)) {
        // Region forcing: every place of d in a unit of c, met first at c.
        const bit = 1 << d;
        for (let j = geo.cellUnitStart[c]; j < geo.cellUnitStart[c + 1]; j++) {
          const u = geo.cellUnits[j];
          // c holds d: the scan stops at c at the latest.
          let k = u * n;
          while ((base[geo.units[k]] & bit) === 0) k++;
          if (geo.units[k] !== c) continue;
          const places: number[] = [c];
          for (k++; k < u * n + n; k++) if ((base[geo.units[k]] & bit) !== 0) places.push(geo.units[k]);
          if (places.length < 2 || (places.length > 2 && !rules.multiple)) continue;
          const held2: Held[] = [held];
          let anyDead = false;
          for (let i = 1; i < places.length; i++) {
            const b = onBranch(2 * (places[i] * n + d) + 1);
            if (b === null) return null;
            if (dead(b)) anyDead = true;
            held2.push(b);
          }
          if (anyDead) continue;
          const shared = common(held2, -1);
          if (shared === null) continue;
          const branches = shared.branches;
          for (const s of shared.states) {
            if (!worth(s)) continue;
            let cx = 0;
            for (const b of branches) cx += ancestorCount(b, s);
            if (rules.base + lengthTenths(cx) > best) continue;
            offer({
              tenths: rules.base + lengthTenths(cx),
              complexity: cx,
              target: s,
              kind: 'REGION',
              source: 2 * node + 1,
              unit: u,
              branches: branches.map((b, i) => ({ label: 2 * (places[i] * n + d) + 1, branch: b, end: s })),
            });
          }
        }
      }
      onBranches.push(held);
      digits.push(d);
    }
    if (!mode.singleDigit && (card === 2 || rules.multiple) && onBranches.every((b) => !dead(b))) {
      const shared = common(onBranches, c);
      const branches = shared?.branches ?? [];
      for (const s of shared?.states ?? []) {
        if (!worth(s) || (((s >> 1) / n) | 0) === c) continue;
        let cx = 0;
        for (const b of branches) cx += ancestorCount(b, s);
        if (rules.base + lengthTenths(cx) > best) continue;
        offer({
          tenths: rules.base + lengthTenths(cx),
          complexity: cx,
          target: s,
          kind: 'CELL',
          source: 2 * c * n + 1,
          unit: -1,
          branches: branches.map((b, i) => ({ label: 2 * (c * n + digits[i]) + 1, branch: b, end: s })),
        });
      }
    }
  }
  if (isNishio(mode) && !done) rememberLoud(ctx, rules, loud);
  if (found.length === 0) return null;
  const step = buildStep(ctx, rules, found, best);
  complexities.set(step, found[0].complexity);
  return step;
}

/** The complexity (SE) of a forcing-chain step this module built, for nesting it in another chain. */
export const complexities = new WeakMap<Step, number>();

function buildStep(ctx: LogicContext, rules: ForcingRules, hints: readonly Hint[], tenths: number): Step {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const placements: CellValue[] = [];
  const eliminations: CellValue[] = [];
  const placed = new Set<number>();
  for (const h of hints) {
    const node = h.target >> 1;
    const c = (node / n) | 0;
    const cvv = { row: (c / n) | 0, col: c % n, value: (node % n) + 1 };
    if (h.target & 1) {
      if (placed.has(c)) continue;
      placed.add(c);
      placements.push(cvv);
    } else eliminations.push(cvv);
  }
  // Eliminations in a placed cell are implied by the placement.
  const elims = eliminations.filter((e) => !placed.has(e.row * n + e.col));
  const first = hints[0];
  const links: ChainLink[] = [];
  const cells: number[] = [];
  const texts: string[] = [];
  first.branches.forEach((br, i) => {
    const path = pathTo(br.branch, br.end);
    for (let k = 0; k < path.length; k++) {
      const cell = ((path[k] >> 1) / n) | 0;
      if (!cells.includes(cell)) cells.push(cell);
      if (k > 0) {
        const a = path[k - 1];
        const z = path[k];
        links.push({
          fromCell: ((a >> 1) / n) | 0,
          fromValue: ((a >> 1) % n) + 1,
          fromOn: (a & 1) === 1,
          toCell: ((z >> 1) / n) | 0,
          toValue: ((z >> 1) % n) + 1,
          toOn: (z & 1) === 1,
          branch: i,
        });
      }
    }
    // A state a rule's narrowing derived names the rule ("r3c4≠2 (the quadruple at r3c4)").
    texts.push(
      path
        .map((s) => {
          const via = br.branch.viaOf(s);
          return via === undefined ? stateWords(n, s) : `${stateWords(n, s)} (${via})`;
        })
        .join(' → '),
    );
  });
  const tWords = stateWords(n, first.target);
  const srcWords = stateWords(n, first.source);
  const targetSentence = first.target & 1 ? `${tWords.replace('=', ' is ')}` : `${tWords.replace('≠', ' is not ')}`;
  let why: string;
  switch (first.kind) {
    case 'CONTRADICTION_ON':
    case 'CONTRADICTION_OFF':
      why = `Suppose ${srcWords}: ${texts[0]}, but also ${texts[1]}, a contradiction; so ${targetSentence}`;
      break;
    case 'DOUBLE':
      why = `If ${srcWords}: ${texts[0]}; if not: ${texts[1]}; either way ${targetSentence}`;
      break;
    case 'CELL': {
      const c = (first.source >> 1) / n;
      why = `Whatever ${cellName(geo.size, c | 0)} holds: ${texts.join('; ')}; either way ${targetSentence}`;
      break;
    }
    case 'REGION': {
      const d = (first.source >> 1) % n;
      why = `Wherever ${valueName(d + 1)} goes in ${houseName(geo, first.unit)}: ${texts.join('; ')}; either way ${targetSentence}`;
      break;
    }
  }
  const more = hints.length - 1;
  const refs = houseRefs(geo, first.unit >= 0 ? [first.unit] : []);
  const technique: TechniqueName =
    rules.technique === 'CELL_FORCING_CHAIN' && first.kind === 'REGION' ? 'REGION_FORCING_CHAIN' : rules.technique;
  return {
    technique,
    placements,
    eliminations: elims,
    cells,
    ...refs,
    explanation: more > 0 ? `${why} (chains of the same rating give the ${more} other result${more > 1 ? 's' : ''} too).` : `${why}.`,
    rating: tenths / 10,
    links,
  };
}
