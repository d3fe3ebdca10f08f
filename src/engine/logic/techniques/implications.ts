// Implication propagation for forcing chains, on Sudoku Explainer's model. A state is a candidate
// (cell, digit) and a truth: state 2·node is "cell is not digit" (off), 2·node+1 "cell is digit"
// (on), node = cell·N + digit. From assumed states the propagation derives, breadth first (every
// pending "on" before the next "off"):
//   on  → off: the cell's other digits (unless single-digit mode) and the digit in every peer;
//   off → on:  the cell's last digit (unless single-digit mode) and the digit's last place in each
//              of the cell's units.
// Static mode reads the step's grid as it is; dynamic mode also removes each "off" from a working
// copy, so later singles see every candidate the chain has removed (their extra parents are those
// removals). With `rules`, whenever nothing is pending the rules run on the working copy and their
// eliminations join as "off" (SE's dynamic plus and nested chains). A state derived together with
// its negation is a contradiction: the assumption is false.
import type { Geometry } from '../../geometry.js';
import type { LogicContext, Step } from '../types.js';
import { popcount } from './links.js';

export interface PropagationMode {
  readonly dynamic: boolean;
  /** Single-digit mode (Nishio): no cell links. */
  readonly singleDigit: boolean;
  /** Techniques run on the working copy when nothing is pending (dynamic only). */
  readonly rules?: readonly ((ctx: LogicContext) => Step | null)[];
  /** Complexity a rule's step adds (nested chains); 0 for plain techniques. */
  readonly ruleComplexity?: (step: Step) => number;
}

/** What one propagation derived: states in order, each with its parents (the states that caused it). */
export class Branch {
  readonly has: Uint8Array;
  readonly pStart: Int32Array;
  readonly pCount: Int32Array;
  readonly parents: number[] = [];
  readonly order: number[] = [];
  /** Nested-rule derivations: state → [rule id, complexity]. */
  readonly nested = new Map<number, readonly [number, number]>();
  /** A state derived together with its negation, or -1. */
  contradiction = -1;

  constructor(states: number) {
    this.has = new Uint8Array(states);
    this.pStart = new Int32Array(states);
    this.pCount = new Int32Array(states);
  }

  parentsOf(s: number): number[] {
    const out: number[] = [];
    for (let k = this.pStart[s], e = k + this.pCount[s]; k < e; k++) out.push(this.parents[k]);
    return out;
  }
}

let stampBuf = new Int32Array(0);
let stampGen = 0;

/**
 * SE's complexity of a derived state: how many distinct states lead to it (itself included), plus
 * the complexity of each distinct nested chain among them.
 */
export function ancestorCount(b: Branch, s: number): number {
  if (stampBuf.length < b.has.length) {
    stampBuf = new Int32Array(b.has.length);
    stampGen = 0;
  }
  if (stampGen === 0x7fffffff) {
    stampBuf.fill(0);
    stampGen = 0;
  }
  const gen = ++stampGen;
  const stack = [s];
  stampBuf[s] = gen;
  let count = 0;
  const rules = new Set<number>();
  let nestedSum = 0;
  while (stack.length > 0) {
    const x = stack.pop() as number;
    count++;
    const nest = b.nested.get(x);
    if (nest !== undefined && !rules.has(nest[0])) {
      rules.add(nest[0]);
      nestedSum += nest[1];
    }
    for (let k = b.pStart[x], e = k + b.pCount[x]; k < e; k++) {
      const p = b.parents[k];
      if (stampBuf[p] !== gen) {
        stampBuf[p] = gen;
        stack.push(p);
      }
    }
  }
  return count + nestedSum;
}

/** The first-parent path from an assumption to `s`, as states in order. */
export function pathTo(b: Branch, s: number): number[] {
  const out: number[] = [];
  let x = s;
  const guard = b.order.length + 1;
  while (out.length <= guard) {
    out.push(x);
    if (b.pCount[x] === 0) break;
    x = b.parents[b.pStart[x]];
  }
  return out.reverse();
}

let ruleIds = 0;

/**
 * Propagates the assumed `start` states over the candidates `base` (the step's grid). Returns null
 * once the work budget is spent. Charges about one unit per cell visited.
 */
export function propagate(ctx: LogicContext, base: Int32Array, start: readonly number[], mode: PropagationMode): Branch | null {
  const geo: Geometry = ctx.grid.geo;
  const n = geo.size;
  const b = new Branch(2 * geo.cellCount * n);
  const cur = mode.dynamic ? base.slice() : base;
  const qOn: number[] = [];
  const qOff: number[] = [];
  let hOn = 0;
  let hOff = 0;
  const add = (s: number, parents: readonly number[]): boolean => {
    if (b.has[s] === 1) return false;
    b.has[s] = 1;
    b.pStart[s] = b.parents.length;
    b.pCount[s] = parents.length;
    for (const p of parents) b.parents.push(p);
    b.order.push(s);
    if (b.has[s ^ 1] === 1) {
      b.contradiction = s;
      return true;
    }
    if (s & 1) qOn.push(s);
    else qOff.push(s);
    return false;
  };
  for (const s of start) if (add(s, [])) return b;
  const work = ctx.work;
  for (;;) {
    if (work.spent > work.limit) return null;
    if (hOn < qOn.length) {
      const s = qOn[hOn++];
      const node = s >> 1;
      const c = (node / n) | 0;
      const d = node - c * n;
      const bit = 1 << d;
      work.spent += geo.peerCount + 1;
      if (!mode.singleDigit) {
        for (let m = cur[c] & ~bit; m !== 0; m &= m - 1) {
          if (add(2 * (c * n + (31 - Math.clz32(m & -m))), [s])) return b;
        }
      }
      for (let k = c * geo.peerCount, e = k + geo.peerCount; k < e; k++) {
        const p = geo.peers[k];
        if ((cur[p] & bit) !== 0 && add(2 * (p * n + d), [s])) return b;
      }
      continue;
    }
    if (hOff < qOff.length) {
      const s = qOff[hOff++];
      const node = s >> 1;
      const c = (node / n) | 0;
      const d = node - c * n;
      const bit = 1 << d;
      work.spent += 3 * n + 1;
      if ((cur[c] & bit) !== 0) {
        if (!mode.singleDigit && popcount(cur[c]) === 2) {
          const e = 31 - Math.clz32(cur[c] & ~bit);
          const parents = [s];
          for (let m = base[c] & ~cur[c]; m !== 0; m &= m - 1) parents.push(2 * (c * n + (31 - Math.clz32(m & -m))));
          if (add(2 * (c * n + e) + 1, parents)) return b;
        }
        for (let j = 0; j < 3; j++) {
          const u = geo.cellUnits[3 * c + j];
          let other = -1;
          let count = 0;
          for (let k = u * n, e = k + n; k < e; k++) {
            const q = geo.units[k];
            if (q !== c && (cur[q] & bit) !== 0) {
              other = q;
              if (++count > 1) break;
            }
          }
          if (count !== 1) continue;
          const parents = [s];
          if (mode.dynamic) {
            for (let k = u * n, e = k + n; k < e; k++) {
              const q = geo.units[k];
              if (q !== c && (base[q] & bit) !== 0 && (cur[q] & bit) === 0) parents.push(2 * (q * n + d));
            }
          }
          if (add(2 * (other * n + d) + 1, parents)) return b;
        }
        if (mode.dynamic) cur[c] &= ~bit;
      }
      continue;
    }
    if (mode.dynamic && mode.rules !== undefined && applyRules(ctx, base, cur, b, mode, add)) {
      if (b.contradiction >= 0) return b;
      continue;
    }
    return b;
  }
}

/** Runs the mode's rules on the working copy; true when one added a state. */
function applyRules(
  ctx: LogicContext,
  base: Int32Array,
  cur: Int32Array,
  b: Branch,
  mode: PropagationMode,
  add: (s: number, parents: readonly number[]) => boolean,
): boolean {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const sub: LogicContext = { grid: { geo, values: ctx.grid.values, cands: cur }, unique: false, work: ctx.work };
  for (const rule of mode.rules ?? []) {
    const step = rule(sub);
    if (ctx.work.spent > ctx.work.limit) return false;
    if (step === null) continue;
    // The chain's removals in the pattern's cells are what made the rule apply.
    const parents: number[] = [];
    for (const c of step.cells) {
      for (let m = base[c] & ~cur[c]; m !== 0; m &= m - 1) {
        const st = 2 * (c * n + (31 - Math.clz32(m & -m)));
        if (b.has[st] === 1) parents.push(st);
      }
    }
    // None (the pattern's cells lost nothing): it hangs on the assumption itself.
    if (parents.length === 0) parents.push(b.order[0]);
    const complexity = mode.ruleComplexity?.(step) ?? 0;
    const id = ++ruleIds;
    let added = false;
    const targets: number[] = [];
    for (const e of step.eliminations) targets.push(2 * ((e.row * n + e.col) * n + e.value - 1));
    for (const p of step.placements) {
      const c = p.row * n + p.col;
      for (let m = cur[c] & ~(1 << (p.value - 1)); m !== 0; m &= m - 1) targets.push(2 * (c * n + (31 - Math.clz32(m & -m))));
    }
    for (const st of targets) {
      if (b.has[st] === 1) continue;
      if (complexity > 0) b.nested.set(st, [id, complexity]);
      added = true;
      if (add(st, parents)) return true;
    }
    if (added) return true;
  }
  return false;
}
