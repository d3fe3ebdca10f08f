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
import { onStateCost } from './links.js';
import type { Narrowing } from '../../rules/props/propagator.js';
import type { RuleNarrowings } from '../techniques/rules/narrowings.js';

export interface PropagationMode {
  readonly dynamic: boolean;
  /** Single-digit mode (Nishio): no cell links. */
  readonly singleDigit: boolean;
  /** Techniques run on the working copy when nothing is pending (dynamic only). */
  readonly rules?: readonly ((ctx: LogicContext) => Step | null)[];
  /** Complexity a rule's step adds (nested chains); 0 for plain techniques. */
  readonly ruleComplexity?: (step: Step) => number;
  /**
   * The board's rule steps as narrowings of the working copy (dynamic, not single-digit): each
   * runs when nothing is pending and one of its cells changed, before `rules`. Null for a board
   * without them (a classic board propagates as without this).
   */
  readonly boardRules?: (geo: LogicGeometry) => RuleNarrowings | null;
}

/** The rule narrowings a propagation in `mode` runs on boards of `geo` (null: none). */
export function narrowingsOf(mode: PropagationMode, geo: LogicGeometry): RuleNarrowings | null {
  return mode.dynamic && !mode.singleDigit && mode.boardRules !== undefined ? mode.boardRules(geo) : null;
}

/**
 * What one propagation derived: its states in order (index i is the i-th state derived), each
 * with its parents (the states that caused it), held as indices into that order. Sized by what
 * was derived, never by the grid's state count (2·N³): a forcing search holds a branch per start,
 * up to 2·N³ of them (15,625 "on" starts on an empty 25×25), so a dense per-state table in each
 * made the search's memory grow as N⁶ (once 4.4 GB on an empty 25×25).
 */
export class Branch {
  /** The states derived, in order (the first `size` entries). */
  states = new Int32Array(INITIAL);
  /** Index i's parents are parents[pEnd[i − 1] … pEnd[i]) (from 0 for i = 0), as indices. */
  pEnd = new Int32Array(INITIAL);
  parents = new Int32Array(INITIAL);
  /** How many states were derived. */
  size = 0;
  parentCount = 0;
  /** Nested-rule derivations: index → [rule id, complexity] (null: none). */
  nested: Map<number, readonly [number, number]> | null = null;
  /** Derivations by a board rule's narrowing: index → the rule's name (null: none). */
  via: Map<number, string> | null = null;
  /** A state derived together with its negation, or -1. */
  contradiction = -1;
  /** The scratch the branch was built in and its generation there: while they match, its lookup is the scratch's. */
  scratch: Scratch | null = null;
  gen = 0;
  /** Open-addressed lookup, state → index + 1 (0: empty slot), built on first use when the scratch moved on. */
  private table: Int32Array | null = null;
  private tableMask = 0;
  private tableBuilt = false;
  /** Counted in the pool's bytes (made inside withBranches). */
  tracked = false;

  /** Bytes of the typed arrays it holds (what the pool's byte counts add up). */
  bytes(): number {
    return this.states.byteLength + this.pEnd.byteLength + this.parents.byteLength + (this.table?.byteLength ?? 0);
  }

  /** The index of state `s` in the order, or -1 when it was not derived. */
  indexOf(s: number): number {
    const sc = this.scratch;
    if (sc !== null && sc.gen === this.gen) return s < sc.mark.length && sc.mark[s] === this.gen ? sc.at[s] : -1;
    if (!this.tableBuilt) this.buildTable();
    const table = this.table as Int32Array;
    const mask = this.tableMask;
    for (let h = hashOf(s) & mask; ; h = (h + 1) & mask) {
      const k = table[h];
      if (k === 0) return -1;
      if (this.states[k - 1] === s) return k - 1;
    }
  }

  has(s: number): boolean {
    return this.indexOf(s) >= 0;
  }

  /** The states derived, in order (a view: valid until the branch is recycled). */
  derived(): Int32Array {
    return this.states.subarray(0, this.size);
  }

  /** The rule whose narrowing derived state `s`, by name (undefined: none did). */
  viaOf(s: number): string | undefined {
    return this.via?.get(this.indexOf(s));
  }

  /** The parents of state `s` (derived), as states. */
  parentsOf(s: number): number[] {
    const i = this.indexOf(s);
    const out: number[] = [];
    for (let k = i === 0 ? 0 : this.pEnd[i - 1], e = this.pEnd[i]; k < e; k++) out.push(this.states[this.parents[k]]);
    return out;
  }

  private buildTable(): void {
    let cap = 16;
    while (cap < 2 * this.size) cap *= 2;
    if (this.table === null || this.table.length < cap) {
      const before = this.bytes();
      this.table = new Int32Array(cap);
      grown(this, before);
    } else this.table.fill(0, 0, cap);
    const table = this.table;
    const mask = (this.tableMask = cap - 1);
    for (let i = 0; i < this.size; i++) {
      let h = hashOf(this.states[i]) & mask;
      while (table[h] !== 0) h = (h + 1) & mask;
      table[h] = i + 1;
    }
    this.tableBuilt = true;
  }

  /** Back to empty, keeping its arrays for the next propagation. */
  reset(): void {
    this.size = 0;
    this.parentCount = 0;
    this.nested = null;
    this.via = null;
    this.contradiction = -1;
    this.scratch = null;
    this.tableBuilt = false;
  }

  growStates(): void {
    const before = this.bytes();
    const states = new Int32Array(2 * this.states.length);
    states.set(this.states);
    this.states = states;
    const pEnd = new Int32Array(2 * this.pEnd.length);
    pEnd.set(this.pEnd);
    this.pEnd = pEnd;
    grown(this, before);
  }

  growParents(need: number): void {
    const before = this.bytes();
    let cap = 2 * this.parents.length;
    while (cap < need) cap *= 2;
    const parents = new Int32Array(cap);
    parents.set(this.parents.subarray(0, this.parentCount));
    this.parents = parents;
    grown(this, before);
  }
}

/** A new branch's capacity, in states and in parents (doubled as needed). */
const INITIAL = 32;

const hashOf = (s: number): number => Math.imul(s, 0x9e3779b1) >>> 16;

/**
 * Per propagation depth (a propagation runs rules, which may propagate in turn), what building a
 * branch needs per state, stamped by generation instead of cleared: whether it is derived (mark
 * equal to the generation) and its index, the two queues and the dynamic working copy. Shared by
 * every propagation at that depth: 16 bytes a state, once per depth.
 */
class Scratch {
  mark = new Int32Array(0);
  at = new Int32Array(0);
  qOn = new Int32Array(0);
  qOff = new Int32Array(0);
  onTail = 0;
  offTail = 0;
  cur = new Int32Array(0);
  gen = 0;
  /** With rule narrowings: the working copy as they read it (a placed cell: its value), and the queue of those to run. */
  masks = new Int32Array(0);
  queued = new Int32Array(0);
  queue = new Int32Array(0);
  qHead = 0;
  qLen = 0;
  /** What one narrowing wrote: the cells and their masks before. */
  written: number[] = [];
  before: number[] = [];
  readonly out: Narrowing = {
    set: (cell: number, mask: number): void => {
      if (!this.written.includes(cell)) {
        this.written.push(cell);
        this.before.push(this.masks[cell]);
      }
      this.masks[cell] = mask;
    },
  };

  /** Ready for the narrowings of `count` rules over a branch from `base` (nothing queued: the base is at their fixpoint). */
  beginRules(count: number, base: Int32Array, values: Uint8Array): void {
    if (this.masks.length !== base.length) this.masks = new Int32Array(base.length);
    for (let c = 0; c < base.length; c++) this.masks[c] = values[c] === 0 ? base[c] : 1 << (values[c] - 1);
    if (this.queued.length < count) {
      this.queued = new Int32Array(count);
      this.queue = new Int32Array(count);
    } else this.queued.fill(0, 0, count);
    this.qHead = 0;
    this.qLen = 0;
  }

  /** Ready for a new branch over `states` states and `cells` cells. */
  begin(states: number, cells: number): void {
    if (this.mark.length !== states) {
      this.mark = new Int32Array(states);
      this.at = new Int32Array(states);
      this.qOn = new Int32Array(states);
      this.qOff = new Int32Array(states);
    }
    if (this.cur.length !== cells) this.cur = new Int32Array(cells);
    if (this.gen === 0x7fffffff) {
      this.mark.fill(0);
      this.gen = 0;
    }
    // Every new generation (a new array included) leaves the branches built before with their own table.
    this.gen++;
    this.onTail = 0;
    this.offTail = 0;
  }
}

const scratches: Scratch[] = [];
/** Propagations running (nested ones inside rules). */
let depth = 0;

// Branches are recycled: a technique's search runs inside withBranches, and every branch made
// during it (nested searches included) goes back to the free list when it returns, so their
// arrays are allocated once instead of once per propagation. A branch must not outlive the
// search that made it (steps keep no branch); outside any such search branches are plain garbage.
// The free list is capped by bytes: after a search of many large branches the rest is garbage.
const freeBranches: Branch[] = [];
const liveBranches: Branch[] = [];
let branchDepth = 0;
/** The free list keeps branches up to this many bytes of arrays. */
export const MAX_FREE_BRANCH_BYTES = 8 << 20;
let freeBytes = 0;
/** Bytes of the arrays of the branches made inside withBranches and not yet dropped (free ones included). */
let poolBytes = 0;
let peakBytes = 0;

/** Counts a tracked branch's growth in the pool's bytes. */
function grown(b: Branch, before: number): void {
  if (!b.tracked) return;
  poolBytes += b.bytes() - before;
  if (poolBytes > peakBytes) peakBytes = poolBytes;
}

function acquireBranch(): Branch {
  let b = freeBranches.pop();
  if (b !== undefined) {
    freeBytes -= b.bytes();
    if (branchDepth === 0) {
      b.tracked = false;
      poolBytes -= b.bytes();
    }
  } else {
    b = new Branch();
    if (branchDepth > 0) {
      b.tracked = true;
      poolBytes += b.bytes();
      if (poolBytes > peakBytes) peakBytes = poolBytes;
    }
  }
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
      b.reset();
      const bytes = b.bytes();
      if (freeBytes + bytes <= MAX_FREE_BRANCH_BYTES) {
        freeBranches.push(b);
        freeBytes += bytes;
      } else {
        poolBytes -= bytes;
        b.tracked = false;
      }
    }
  }
}

/** What the branch pool holds, for tests and benches: bytes kept free, bytes held now, and the most held since the last reset. */
export function branchPoolBytes(): { readonly free: number; readonly held: number; readonly peak: number } {
  return { free: freeBytes, held: poolBytes, peak: peakBytes };
}

/** Starts a new peak (branchPoolBytes().peak) from what is held now. */
export function resetBranchPeak(): void {
  peakBytes = poolBytes;
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
    // Another shape's idle tables go (on 25×25 one set is 4.7 MB): a worker keeps the last shape's only.
    for (let i = tablePool.length - 1; i >= 0; i--) if (tablePool[i].geo !== geo && tablePool[i].users === 0) tablePool.splice(i, 1);
    if (tablePool.length > 16) tablePool.length = 0;
    idle = new BaseTables(geo);
    tablePool.push(idle);
  }
  idle.load(base);
  lastTables = tablePool.indexOf(idle);
  return idle;
}

let stampBuf = new Int32Array(0);
/** The walk's stack (each derived state is pushed at most once, so the branch's size bounds it). */
let stackBuf = new Int32Array(0);
let stampGen = 0;

/**
 * SE's complexity of a derived state: how many distinct states lead to it (itself included), plus
 * the complexity of each distinct nested chain among them.
 */
export function ancestorCount(b: Branch, s: number): number {
  if (stampBuf.length < b.size) {
    stampBuf = new Int32Array(Math.max(b.size, 2 * stampBuf.length));
    stampGen = 0;
  }
  if (stampGen === 0x7fffffff) {
    stampBuf.fill(0);
    stampGen = 0;
  }
  const gen = ++stampGen;
  if (stackBuf.length < b.size) stackBuf = new Int32Array(stampBuf.length);
  const stack = stackBuf;
  const { pEnd, parents } = b;
  let top = 0;
  const i0 = b.indexOf(s);
  stack[top++] = i0;
  stampBuf[i0] = gen;
  let count = 0;
  const nested = b.nested;
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
    for (let k = x === 0 ? 0 : pEnd[x - 1], e = pEnd[x]; k < e; k++) {
      const p = parents[k];
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
  let x = b.indexOf(s);
  const guard = b.size + 1;
  while (out.length <= guard) {
    out.push(b.states[x]);
    const from = x === 0 ? 0 : b.pEnd[x - 1];
    if (b.pEnd[x] === from) break;
    x = b.parents[from];
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
  const sc = (scratches[depth] ??= new Scratch());
  depth++;
  try {
    return run(ctx, base, start, mode, t, sc);
  } finally {
    depth--;
    t.users--;
  }
}

function run(
  ctx: LogicContext,
  base: Int32Array,
  start: readonly number[],
  mode: PropagationMode,
  t: BaseTables,
  sc: Scratch,
): Branch | null {
  const geo: LogicGeometry = ctx.grid.geo;
  const n = geo.size;
  const b = acquireBranch();
  sc.begin(2 * geo.cellCount * n, geo.cellCount);
  b.scratch = sc;
  b.gen = sc.gen;
  let cur = base;
  if (mode.dynamic) {
    cur = sc.cur;
    cur.set(base);
  }
  const qOn = sc.qOn;
  const qOff = sc.qOff;
  let hOn = 0;
  let hOff = 0;
  for (const st of start) if (addOne(b, sc, st, -1)) return b;
  const work = ctx.work;
  const peerCount = geo.maxPeers;
  const onCost = onStateCost(geo, mode.singleDigit);
  const { cellUnits, cellUnitStart } = geo;
  const single = mode.singleDigit;
  const dynamic = mode.dynamic;
  // A board's pair relations (kropki, XV, thermometers…): weak links between candidates of two
  // cells, followed with cell links (not in single-digit mode).
  const links = single ? undefined : geo.rules;
  const pairs = links !== undefined && links.pairCell.length > 0 ? links : undefined;
  const narrowings = narrowingsOf(mode, geo);
  if (narrowings !== null) sc.beginRules(narrowings.list.length, base, ctx.grid.values);
  for (;;) {
    if (work.spent > work.limit) return null;
    if (hOn < sc.onTail) {
      const st = qOn[hOn++];
      const node = st >> 1;
      const c = (node / n) | 0;
      const d = node - c * n;
      const bit = 1 << d;
      work.spent += onCost;
      if (!single) {
        for (let m = cur[c] & ~bit; m !== 0; m &= m - 1) {
          if (addOne(b, sc, 2 * (c * n + (31 - Math.clz32(m & -m))), st)) return b;
        }
      }
      const pBuf = t.peerBuf;
      for (let k = (c * n + d) * peerCount, e = k + t.peers(c, d); k < e; k++) {
        const p = pBuf[k];
        if ((cur[p] & bit) !== 0 && addOne(b, sc, 2 * (p * n + d), st)) return b;
      }
      if (pairs !== undefined) {
        const { pairStart, pairCell, pairMask } = pairs;
        for (let k = pairStart[c], e = pairStart[c + 1]; k < e; k++) {
          const p = pairCell[k];
          for (let m = cur[p] & ~pairMask[k * n + d]; m !== 0; m &= m - 1) {
            if (addOne(b, sc, 2 * (p * n + (31 - Math.clz32(m & -m))), st)) return b;
          }
        }
      }
      continue;
    }
    if (hOff < sc.offTail) {
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
            if (addOne(b, sc, 2 * (c * n + e) + 1, st)) return b;
          } else {
            const parents = [st];
            for (let m = gone; m !== 0; m &= m - 1) parents.push(2 * (c * n + (31 - Math.clz32(m & -m))));
            if (addMany(b, sc, 2 * (c * n + e) + 1, parents)) return b;
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
            if (parents !== null ? addMany(b, sc, target, parents) : addOne(b, sc, target, st)) return b;
          } else if (addOne(b, sc, target, st)) return b;
        }
        if (dynamic) cur[c] &= ~bit;
        if (narrowings !== null) {
          sc.masks[c] &= ~bit;
          const { cellStart, byCell } = narrowings;
          for (let k = cellStart[c], e = cellStart[c + 1]; k < e; k++) {
            const r = byCell[k];
            if (sc.queued[r] === 0) {
              sc.queued[r] = 1;
              sc.queue[(sc.qHead + sc.qLen++) % narrowings.list.length] = r;
            }
          }
        }
      }
      continue;
    }
    if (narrowings !== null && sc.qLen > 0 && applyNarrowings(ctx, base, cur, b, sc, narrowings)) {
      if (b.contradiction >= 0) return b;
      continue;
    }
    if (dynamic && mode.rules !== undefined && applyRules(ctx, base, cur, b, sc, mode)) {
      if (b.contradiction >= 0) return b;
      continue;
    }
    return b;
  }
}

/** Derives `st` with one parent (a derived state; -1: none, an assumption); true on a contradiction. */
function addOne(b: Branch, sc: Scratch, st: number, parent: number): boolean {
  if (!claim(b, sc, st)) return false;
  if (parent >= 0) {
    if (b.parentCount === b.parents.length) b.growParents(b.parentCount + 1);
    b.parents[b.parentCount++] = sc.at[parent];
  }
  return close(b, sc, st);
}

/** Derives `st` with its parents (derived states), in order; true on a contradiction. */
function addMany(b: Branch, sc: Scratch, st: number, parents: readonly number[]): boolean {
  if (!claim(b, sc, st)) return false;
  if (b.parentCount + parents.length > b.parents.length) b.growParents(b.parentCount + parents.length);
  for (const p of parents) b.parents[b.parentCount++] = sc.at[p];
  return close(b, sc, st);
}

/** Marks `st` derived, at the branch's next index (false: it was already); its parents follow. */
function claim(b: Branch, sc: Scratch, st: number): boolean {
  if (sc.mark[st] === sc.gen) return false;
  sc.mark[st] = sc.gen;
  const i = b.size;
  if (i === b.states.length) b.growStates();
  b.states[i] = st;
  sc.at[st] = i;
  return true;
}

/** Ends the state just claimed after its parents; true when its negation was derived too, else it is queued. */
function close(b: Branch, sc: Scratch, st: number): boolean {
  b.pEnd[b.size++] = b.parentCount;
  if (sc.mark[st ^ 1] === sc.gen) {
    b.contradiction = st;
    return true;
  }
  if (st & 1) sc.qOn[sc.onTail++] = st;
  else sc.qOff[sc.offTail++] = st;
  return false;
}

/**
 * Runs the queued rule narrowings on the working copy, in the order their cells changed, until one
 * removes a candidate; true when one added a state. Its removals hang on the chain's removals in
 * its cells (what made it apply). A rule nothing can satisfy any more removes every candidate of
 * one of its cells the chain changed (the rule leaves that cell no value): the propagation then
 * meets the contradiction.
 */
function applyNarrowings(ctx: LogicContext, base: Int32Array, cur: Int32Array, b: Branch, sc: Scratch, rules: RuleNarrowings): boolean {
  const n = ctx.grid.geo.size;
  const count = rules.list.length;
  const masks = sc.masks;
  while (sc.qLen > 0) {
    if (ctx.work.spent > ctx.work.limit) return false;
    const r = sc.queue[sc.qHead];
    sc.qHead = (sc.qHead + 1) % count;
    sc.qLen--;
    sc.queued[r] = 0;
    const rule = rules.list[r];
    sc.written.length = 0;
    sc.before.length = 0;
    const ok = rule.narrow(masks, sc.out, ctx.work);
    const targets: number[] = [];
    for (let i = 0; i < sc.written.length; i++) {
      const c = sc.written[i];
      // The working copy changes only as the chain derives the removals.
      if (ok) for (let m = sc.before[i] & ~masks[c]; m !== 0; m &= m - 1) targets.push(2 * (c * n + (31 - Math.clz32(m & -m))));
      masks[c] = sc.before[i];
    }
    if (!ok) {
      for (const c of rule.cells) {
        if (cur[c] === base[c]) continue;
        for (let m = cur[c]; m !== 0; m &= m - 1) targets.push(2 * (c * n + (31 - Math.clz32(m & -m))));
        break;
      }
    }
    if (targets.length === 0) continue;
    const parents: number[] = [];
    for (const c of rule.cells) {
      for (let m = base[c] & ~cur[c]; m !== 0; m &= m - 1) {
        const st = 2 * (c * n + (31 - Math.clz32(m & -m)));
        if (sc.mark[st] === sc.gen) parents.push(st);
      }
    }
    ctx.work.spent += parents.length;
    if (parents.length === 0) parents.push(b.states[0]);
    let added = false;
    for (const st of targets) {
      if (sc.mark[st] === sc.gen) continue;
      added = true;
      (b.via ??= new Map()).set(b.size, rule.name);
      if (addMany(b, sc, st, parents)) return true;
    }
    if (added) return true;
  }
  return false;
}

/** Runs the mode's rules on the working copy; true when one added a state. */
function applyRules(ctx: LogicContext, base: Int32Array, cur: Int32Array, b: Branch, sc: Scratch, mode: PropagationMode): boolean {
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
        if (sc.mark[st] === sc.gen) parents.push(st);
      }
    }
    // None (the pattern's cells lost nothing): it hangs on the assumption itself.
    if (parents.length === 0) parents.push(b.states[0]);
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
      if (sc.mark[st] === sc.gen) continue;
      if (complexity > 0) (b.nested ??= new Map()).set(b.size, [id, complexity]);
      added = true;
      if (addMany(b, sc, st, parents)) return true;
    }
    if (added) return true;
  }
  return false;
}
