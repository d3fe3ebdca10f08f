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
import type { LogicGeometry } from '../types.js';
import type { LogicContext, Step } from '../types.js';
// popcount from bits.js itself: through links.js's re-export every call pays tsx's getter.
import { popcount } from '../../bits.js';

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
  /** The propagation's queues and dynamic working copy, kept with the branch for reuse. */
  readonly qOn: number[] = [];
  readonly qOff: number[] = [];
  cur: Int32Array | null = null;

  constructor(states: number) {
    this.has = new Uint8Array(states);
    this.pStart = new Int32Array(states);
    this.pCount = new Int32Array(states);
  }

  /** Back to empty: only the derived states' flags are cleared (pStart/pCount are read only for them). */
  reset(): void {
    const order = this.order;
    for (let i = 0; i < order.length; i++) this.has[order[i]] = 0;
    // Setting an array's length is a runtime call even when it is already 0: only when needed.
    if (this.parents.length !== 0) this.parents.length = 0;
    if (order.length !== 0) order.length = 0;
    if (this.nested.size !== 0) this.nested.clear();
    this.contradiction = -1;
    if (this.qOn.length !== 0) this.qOn.length = 0;
    if (this.qOff.length !== 0) this.qOff.length = 0;
  }

  parentsOf(s: number): number[] {
    const out: number[] = [];
    for (let k = this.pStart[s], e = k + this.pCount[s]; k < e; k++) out.push(this.parents[k]);
    return out;
  }
}

// Branches are recycled: a technique's search runs inside withBranches, and every branch made
// during it (nested searches included) goes back to the free list when it returns, so the state
// arrays are allocated once instead of once per propagation. A branch must not outlive the
// search that made it (steps keep no branch); outside any such search branches are plain garbage.
const freeBranches: Branch[] = [];
const liveBranches: Branch[] = [];
let branchDepth = 0;
/** Free branches kept at most (about 13 kB each on 9×9). */
const MAX_FREE_BRANCHES = 4096;

function acquireBranch(states: number): Branch {
  let b = freeBranches.pop();
  if (b !== undefined && b.has.length !== states) {
    freeBranches.length = 0;
    b = undefined;
  }
  b ??= new Branch(states);
  if (branchDepth > 0) liveBranches.push(b);
  return b;
}

/** Runs `f`; the branches propagated during it are recycled when it returns. */
export function withBranches<T>(f: () => T): T {
  const mark = liveBranches.length;
  branchDepth++;
  try {
    return f();
  } finally {
    branchDepth--;
    while (liveBranches.length > mark) {
      const b = liveBranches.pop() as Branch;
      if (freeBranches.length < MAX_FREE_BRANCHES) {
        b.reset();
        freeBranches.push(b);
      }
    }
  }
}

/**
 * What propagation reads of the base grid, memoised per (cell, digit) and (unit, digit) on first
 * use: the peers that hold the digit, in peer order, and the unit's places of the digit, in unit
 * order. A propagation over a working copy filters these by the copy (it only loses candidates),
 * so it derives exactly what scanning every peer and unit cell would, with fewer reads. Checked
 * against the base's content on every propagation (the step's grid changes in place between
 * steps); a running propagation's tables are never reloaded for another base (nested searches).
 */
class BaseTables {
  readonly snapshot: Int32Array;
  readonly peerLen: Int32Array;
  readonly peerBuf: Int32Array;
  readonly placeLen: Int32Array;
  readonly placeBuf: Int32Array;
  source: Int32Array | null = null;

  constructor(readonly geo: LogicGeometry) {
    const n = geo.size;
    this.snapshot = new Int32Array(geo.cellCount);
    this.peerLen = new Int32Array(geo.cellCount * n);
    this.peerBuf = new Int32Array(geo.cellCount * n * geo.maxPeers);
    this.placeLen = new Int32Array(geo.unitCount * n);
    this.placeBuf = new Int32Array(geo.unitCount * n * n);
  }

  /** Running propagations that read these tables. */
  users = 0;

  describes(base: Int32Array): boolean {
    if (this.source !== base) return false;
    for (let i = 0; i < base.length; i++) if (this.snapshot[i] !== base[i]) return false;
    return true;
  }

  load(base: Int32Array): void {
    this.source = base;
    this.snapshot.set(base);
    this.peerLen.fill(-1);
    this.placeLen.fill(-1);
  }

  peers(c: number, d: number): number {
    const key = c * this.geo.size + d;
    let len = this.peerLen[key];
    if (len >= 0) return len;
    const { peers, peerStart, maxPeers } = this.geo;
    const bit = 1 << d;
    const base = this.snapshot;
    len = 0;
    for (let k = peerStart[c], e = peerStart[c + 1], o = key * maxPeers; k < e; k++) {
      const p = peers[k];
      if ((base[p] & bit) !== 0) this.peerBuf[o + len++] = p;
    }
    this.peerLen[key] = len;
    return len;
  }

  places(u: number, d: number): number {
    const n = this.geo.size;
    const key = u * n + d;
    let len = this.placeLen[key];
    if (len >= 0) return len;
    const units = this.geo.units;
    const bit = 1 << d;
    const base = this.snapshot;
    len = 0;
    for (let k = u * n, e = k + n, o = key * n; k < e; k++) {
      const q = units[k];
      if ((base[q] & bit) !== 0) this.placeBuf[o + len++] = q;
    }
    this.placeLen[key] = len;
    return len;
  }
}

const tablePool: BaseTables[] = [];
/** Index in the pool of the tables last returned. */
let lastTables = -1;

/**
 * Tables for `base`: ones that already describe it (shared by nested propagations over the same
 * base), else ones no running propagation uses, else new ones.
 */
function tablesFor(geo: LogicGeometry, base: Int32Array): BaseTables {
  // A search propagates many assumptions over one base: its tables are checked first.
  const last = tablePool[lastTables];
  if (last !== undefined && last.geo === geo && last.describes(base)) return last;
  let idle: BaseTables | null = null;
  for (let i = 0; i < tablePool.length; i++) {
    const t = tablePool[i];
    if (t.geo !== geo) continue;
    if (t.describes(base)) {
      lastTables = i;
      return t;
    }
    if (t.users === 0 && idle === null) idle = t;
  }
  if (idle === null) {
    if (tablePool.length > 16) tablePool.length = 0;
    idle = new BaseTables(geo);
    tablePool.push(idle);
  }
  idle.load(base);
  lastTables = tablePool.indexOf(idle);
  return idle;
}

let stampBuf = new Int32Array(0);
/** The walk's stack (each state is pushed at most once, so the state count bounds it). */
let stackBuf = new Int32Array(0);
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
  if (stackBuf.length < b.has.length) stackBuf = new Int32Array(b.has.length);
  const stack = stackBuf;
  let top = 0;
  stack[top++] = s;
  stampBuf[s] = gen;
  let count = 0;
  const nested = b.nested.size > 0 ? b.nested : null;
  let rules: Set<number> | null = null;
  let nestedSum = 0;
  while (top > 0) {
    const x = stack[--top];
    count++;
    if (nested !== null) {
      const nest = nested.get(x);
      if (nest !== undefined && !(rules ??= new Set<number>()).has(nest[0])) {
        rules.add(nest[0]);
        nestedSum += nest[1];
      }
    }
    for (let k = b.pStart[x], e = k + b.pCount[x]; k < e; k++) {
      const p = b.parents[k];
      if (stampBuf[p] !== gen) {
        stampBuf[p] = gen;
        stack[top++] = p;
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
  const t = tablesFor(ctx.grid.geo, base);
  t.users++;
  try {
    return run(ctx, base, start, mode, t);
  } finally {
    t.users--;
  }
}

function run(ctx: LogicContext, base: Int32Array, start: readonly number[], mode: PropagationMode, t: BaseTables): Branch | null {
  const geo: LogicGeometry = ctx.grid.geo;
  const n = geo.size;
  const b = acquireBranch(2 * geo.cellCount * n);
  let cur = base;
  if (mode.dynamic) {
    if (b.cur === null || b.cur.length !== base.length) b.cur = new Int32Array(base.length);
    cur = b.cur;
    cur.set(base);
  }
  const qOn = b.qOn;
  const qOff = b.qOff;
  let hOn = 0;
  let hOff = 0;
  for (const st of start) if (addOne(b, qOn, qOff, st, -1)) return b;
  const work = ctx.work;
  const peerCount = geo.maxPeers;
  const { cellUnits, cellUnitStart } = geo;
  const single = mode.singleDigit;
  const dynamic = mode.dynamic;
  for (;;) {
    if (work.spent > work.limit) return null;
    if (hOn < qOn.length) {
      const st = qOn[hOn++];
      const node = st >> 1;
      const c = (node / n) | 0;
      const d = node - c * n;
      const bit = 1 << d;
      work.spent += peerCount + 1;
      if (!single) {
        for (let m = cur[c] & ~bit; m !== 0; m &= m - 1) {
          if (addOne(b, qOn, qOff, 2 * (c * n + (31 - Math.clz32(m & -m))), st)) return b;
        }
      }
      const pBuf = t.peerBuf;
      for (let k = (c * n + d) * peerCount, e = k + t.peers(c, d); k < e; k++) {
        const p = pBuf[k];
        if ((cur[p] & bit) !== 0 && addOne(b, qOn, qOff, 2 * (p * n + d), st)) return b;
      }
      continue;
    }
    if (hOff < qOff.length) {
      const st = qOff[hOff++];
      const node = st >> 1;
      const c = (node / n) | 0;
      const d = node - c * n;
      const bit = 1 << d;
      work.spent += 3 * n + 1;
      if ((cur[c] & bit) !== 0) {
        if (!single && popcount(cur[c]) === 2) {
          const e = 31 - Math.clz32(cur[c] & ~bit);
          const gone = base[c] & ~cur[c];
          if (gone === 0) {
            if (addOne(b, qOn, qOff, 2 * (c * n + e) + 1, st)) return b;
          } else {
            const parents = [st];
            for (let m = gone; m !== 0; m &= m - 1) parents.push(2 * (c * n + (31 - Math.clz32(m & -m))));
            if (addMany(b, qOn, qOff, 2 * (c * n + e) + 1, parents)) return b;
          }
        }
        for (let j = cellUnitStart[c], je = cellUnitStart[c + 1]; j < je; j++) {
          const u = cellUnits[j];
          const from = (u * n + d) * n;
          const to = from + t.places(u, d);
          const qBuf = t.placeBuf;
          let other = -1;
          let count = 0;
          for (let k = from; k < to; k++) {
            const q = qBuf[k];
            if (q !== c && (cur[q] & bit) !== 0) {
              other = q;
              if (++count > 1) break;
            }
          }
          if (count !== 1) continue;
          const target = 2 * (other * n + d) + 1;
          if (dynamic) {
            let parents: number[] | null = null;
            for (let k = from; k < to; k++) {
              const q = qBuf[k];
              if (q !== c && (cur[q] & bit) === 0) (parents ??= [st]).push(2 * (q * n + d));
            }
            if (parents !== null ? addMany(b, qOn, qOff, target, parents) : addOne(b, qOn, qOff, target, st)) return b;
          } else if (addOne(b, qOn, qOff, target, st)) return b;
        }
        if (dynamic) cur[c] &= ~bit;
      }
      continue;
    }
    if (dynamic && mode.rules !== undefined && applyRules(ctx, base, cur, b, mode, qOn, qOff)) {
      if (b.contradiction >= 0) return b;
      continue;
    }
    return b;
  }
}

/** Derives `st` with one parent (-1: none, an assumption); true on a contradiction. */
function addOne(b: Branch, qOn: number[], qOff: number[], st: number, parent: number): boolean {
  const has = b.has;
  if (has[st] === 1) return false;
  has[st] = 1;
  b.pStart[st] = b.parents.length;
  if (parent >= 0) {
    b.pCount[st] = 1;
    b.parents.push(parent);
  } else b.pCount[st] = 0;
  b.order.push(st);
  if (has[st ^ 1] === 1) {
    b.contradiction = st;
    return true;
  }
  if (st & 1) qOn.push(st);
  else qOff.push(st);
  return false;
}

/** Derives `st` with its parents, in order; true on a contradiction. */
function addMany(b: Branch, qOn: number[], qOff: number[], st: number, parents: readonly number[]): boolean {
  const has = b.has;
  if (has[st] === 1) return false;
  has[st] = 1;
  b.pStart[st] = b.parents.length;
  b.pCount[st] = parents.length;
  for (const p of parents) b.parents.push(p);
  b.order.push(st);
  if (has[st ^ 1] === 1) {
    b.contradiction = st;
    return true;
  }
  if (st & 1) qOn.push(st);
  else qOff.push(st);
  return false;
}

/** Runs the mode's rules on the working copy; true when one added a state. */
function applyRules(
  ctx: LogicContext,
  base: Int32Array,
  cur: Int32Array,
  b: Branch,
  mode: PropagationMode,
  qOn: number[],
  qOff: number[],
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
      if (addMany(b, qOn, qOff, st, parents)) return true;
    }
    if (added) return true;
  }
  return false;
}
