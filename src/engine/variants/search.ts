// The propagator-based search for boards with rules (docs/variants.md, "The search").
//
// State: a frame per depth, preallocated and copied on branching, holding every cell's candidate
// mask and, for every house, how many of its cells still hold each value. Propagation runs to a
// fixed point, cheapest first:
// 1. a cell narrowed to one value removes it from its peers (houses, groups, exclusions);
// 2. a value left with one place in a house goes there, with none the state fails (the counts are
//    kept as masks narrow, so houses cost nothing until a count reaches 1);
// 3. the propagators watching a narrowed cell (pairs, jigsaw leftovers: level 0), then the costly
//    ones (sums, sandwiches…: level 1). Some watch only for a cell being fixed (propagators.ts);
// 4. once the queues are empty, pointing and claiming over the segments (two houses' common cells)
//    of the houses narrowed since the last pass.
// Branching, two ways: the open cell with the highest score per candidate (its constraints' weight,
// raised by the conflicts met branching on it and by the failures of its constraints), or a value
// with two places in a house; row-major for the lexicographically first answer.
//
// Built once per compiled model (variants/solve.ts caches it); synchronous, so reuse is safe. A caller
// (the solve contract, the generator) runs begin(budget), load(givens), optionally restrict(), then
// countWithin(limit, share, mode) as often as it likes from the loaded root.
import type { Budget } from '../budget.js';
import type { Random } from '../rng.js';
import type { Narrowing, Propagator } from '../rules/props/propagator.js';
import type { RuleSpace } from '../rules/space.js';
import { shapeKey } from '../geometry.js';
import { segments } from './derive.js';
import { buildPropagators } from './propagators.js';

/** How one count searches (all optional): the default is the scored cell choice, smaller values first. */
export interface VariantSearchMode {
  /** Branch on the first open cell in row-major order: the first solution met is the lexicographically first. */
  readonly rowMajor?: boolean;
  /** Try each cell's values in a random order (grid filling). */
  readonly random?: Random;
  /** Try this value first in each cell where it is a candidate (a known solution: uniqueness checks). */
  readonly preferred?: Uint8Array;
  /**
   * Count only solutions other than this one (the generator's "is there a solution other than the
   * known one?", with the other one in `solution`): a leaf equal to it is passed over.
   */
  readonly avoid?: Uint8Array;
}

/** Nodes between two looks at the clock. */
const CLOCK_EVERY = 256;
/** Conflicts between two halvings of the conflict scores. */
const DECAY_EVERY = 1 << 14;

export class VariantSearch implements Narrowing {
  readonly space: RuleSpace;
  /** Search nodes (calls of the recursive search) since begin(). */
  nodes = 0;
  /** Branches that failed since begin(). */
  backtracks = 0;
  /** The last count stopped on its share or the budget, not on a finished tree or its limit. */
  exhausted = false;
  /** The first solution of the last count (values 1..N). */
  readonly solution: Uint8Array;

  private readonly n: number;
  private readonly cellCount: number;
  private readonly props: Propagator[];
  private readonly level: Uint8Array;
  /** Cell i's props in cellProps: [propStart[i], anyEnd[i]) on any narrowing, then up to fixedEnd[i] on fixing. */
  private readonly propStart: Int32Array;
  private readonly anyEnd: Int32Array;
  private readonly fixedEnd: Int32Array;
  private readonly cellProps: Int32Array;
  private readonly peerStart: Int32Array;
  private readonly peers: Int32Array;
  private readonly houseCells: Int32Array;
  private readonly cellHouseStart: Int32Array;
  private readonly cellHouses: Int32Array;
  /** Where the house counts start in a frame: count of value v in house h at countBase + h·N + v − 1. */
  private readonly countBase: number;
  /**
   * Where the houses' placed values start in a frame: at placedBase + h, the values of the cells of
   * house h whose fixing has been passed to their peers. A count of such a value that falls to 1 is
   * the placed cell itself: no hidden single to look for.
   */
  private readonly placedBase: number;
  /**
   * Segments (derive.ts): segStart/segCells their common cells; for segment s, its two houses at
   * segHouses[2s], [2s+1] and the cells of house k outside it at outCells[outStart[2s + k] ..).
   * Segments of each house: houseSegs[houseSegStart[h] ..).
   */
  private readonly segStart: Int32Array;
  private readonly segCells: Int32Array;
  private readonly segHouses: Int32Array;
  private readonly outStart: Int32Array;
  private readonly outCells: Int32Array;
  private readonly houseSegStart: Int32Array;
  private readonly houseSegs: Int32Array;
  /**
   * The same outsides as whole segments of that house (pairwise disjoint) and loose cells: side
   * 2s + k is the segments outSegs[outSegStart[2s + k] ..) and the cells outRest[outRestStart[2s + k] ..).
   * Every segment's union of masks (segOrs) is computed once per pass and read by every segment whose
   * outside holds it (a box and a line read each other's thirds): a pass looks at most houses.
   */
  private readonly outSegStart: Int32Array;
  private readonly outSegs: Int32Array;
  private readonly outRestStart: Int32Array;
  private readonly outRest: Int32Array;
  private readonly segOrs: Int32Array;
  /** Segments of each cell: cellSegs[cellSegStart[i] ..). */
  private readonly cellSegStart: Int32Array;
  private readonly cellSegs: Int32Array;
  /** Houses narrowed since their segments were last looked at. */
  private readonly houseDirty: Uint8Array;
  private readonly dirtyHouses: Int32Array;
  private dirtyCount = 0;
  /** Frame slots (+ v for value v) of each cell's houses' counts, in cellHouses' order. */
  private readonly cellHouseSlots: Int32Array;
  private readonly priority: Int32Array;
  /** Conflicts met branching on each cell since begin() (halved every DECAY_EVERY), over its priority. */
  private readonly scores: Int32Array;
  private decayCountdown = DECAY_EVERY;
  private readonly queued: Uint8Array;
  /** The queues of level-0 and level-1 props (rings; a prop is in at most one, once). */
  private readonly q0: Int32Array;
  private readonly q1: Int32Array;
  private head0 = 0;
  private tail0 = 0;
  private head1 = 0;
  private tail1 = 0;
  private readonly fixedQueue: Int32Array;
  private fixedHead = 0;
  private fixedTop = 0;
  /** Frame slots of house counts that fell to 1 or 0. */
  private readonly singleQueue: Int32Array;
  private singleHead = 0;
  private singleTop = 0;
  /** Frame d; frames[0] is the loaded root. */
  private readonly frames: Int32Array[];
  private f: Int32Array;
  /** Each depth's value order: orders[d·N ..]. */
  private readonly orders: Int32Array;
  private budget: Budget = { maxNodes: 0, deadline: 0 };
  private nodeCap = 0;
  private count = 0;
  private limit = 2;
  private mode: VariantSearchMode = {};
  /** bestOpen's choice: its candidates and score per candidate; placement's cell. */
  private bestCount = 0;
  private bestRatio = 0;
  private placeCell = -1;

  constructor(space: RuleSpace) {
    this.space = space;
    const n = space.size;
    const cellCount = space.cellCount;
    this.n = n;
    this.cellCount = cellCount;
    const built = buildPropagators(space);
    this.props = built.props;
    this.level = built.level;
    // Built once per model, mostly before the JIT has warmed up, yet often enough across models to be
    // optimized: plain loops over typed arrays, no callbacks or spreads (which made this constructor
    // one of the process's largest compilations).
    // Each cell's props: those woken by any narrowing, then those woken only by fixing, in prop order.
    const props = this.props;
    const onFixed = built.onFixed;
    const anyCount = new Int32Array(cellCount);
    const fixedCount = new Int32Array(cellCount);
    const last = new Int32Array(cellCount).fill(-1);
    for (let k = 0; k < props.length; k++) {
      const cells = props[k].cells;
      for (let j = 0; j < cells.length; j++) {
        const c = cells[j];
        if (last[c] === k) continue;
        last[c] = k;
        if (onFixed[k] === 1) fixedCount[c]++;
        else anyCount[c]++;
      }
    }
    this.propStart = new Int32Array(cellCount);
    this.anyEnd = new Int32Array(cellCount);
    this.fixedEnd = new Int32Array(cellCount);
    let end = 0;
    for (let i = 0; i < cellCount; i++) {
      this.propStart[i] = end;
      this.anyEnd[i] = end + anyCount[i];
      end = this.fixedEnd[i] = this.anyEnd[i] + fixedCount[i];
    }
    this.cellProps = new Int32Array(end);
    const anyAt = this.propStart.slice();
    const fixedAt = this.anyEnd.slice();
    last.fill(-1);
    for (let k = 0; k < props.length; k++) {
      const cells = props[k].cells;
      for (let j = 0; j < cells.length; j++) {
        const c = cells[j];
        if (last[c] === k) continue;
        last[c] = k;
        if (onFixed[k] === 1) this.cellProps[fixedAt[c]++] = k;
        else this.cellProps[anyAt[c]++] = k;
      }
    }
    this.peerStart = space.peerStart;
    this.peers = space.peers;
    const houses = space.houses;
    this.houseCells = new Int32Array(houses.length * n);
    for (let k = 0; k < houses.length; k++) this.houseCells.set(houses[k].cells, k * n);
    this.cellHouseStart = space.cellHouseStart;
    this.cellHouses = space.cellHouses;
    this.countBase = cellCount;
    const tables = segmentTablesFor(space);
    this.segStart = tables.segStart;
    this.segCells = tables.segCells;
    this.segHouses = tables.segHouses;
    this.outStart = tables.outStart;
    this.outCells = tables.outCells;
    this.houseSegStart = tables.houseSegStart;
    this.houseSegs = tables.houseSegs;
    this.outSegStart = tables.outSegStart;
    this.outSegs = tables.outSegs;
    this.outRestStart = tables.outRestStart;
    this.outRest = tables.outRest;
    this.cellSegStart = tables.cellSegStart;
    this.cellSegs = tables.cellSegs;
    this.segOrs = new Int32Array(tables.segHouses.length / 2);
    this.houseDirty = new Uint8Array(houses.length);
    this.dirtyHouses = new Int32Array(houses.length);
    this.cellHouseSlots = new Int32Array(this.cellHouses.length);
    for (let k = 0; k < this.cellHouses.length; k++) this.cellHouseSlots[k] = this.countBase + this.cellHouses[k] * n - 1;
    // A cell's weight before any conflict: what its houses and constraints weigh.
    this.priority = new Int32Array(cellCount);
    for (let i = 0; i < cellCount; i++) this.priority[i] = n * (this.cellHouseStart[i + 1] - this.cellHouseStart[i]);
    for (let k = 0; k < props.length; k++) {
      const cells = props[k].cells;
      for (let j = 0; j < cells.length; j++) this.priority[cells[j]] += built.weight[k];
    }
    this.scores = new Int32Array(cellCount);
    this.queued = new Uint8Array(this.props.length);
    this.q0 = new Int32Array(this.props.length + 1);
    this.q1 = new Int32Array(this.props.length + 1);
    this.fixedQueue = new Int32Array(2 * cellCount + 1);
    // A house's count of a value is queued when it falls to 1 and to 0, after the root's first look.
    this.singleQueue = new Int32Array(houses.length * n * 3 + 1);
    this.placedBase = cellCount + houses.length * n;
    const stride = this.placedBase + houses.length;
    const buffer = new Int32Array((cellCount + 3) * stride);
    this.frames = [];
    for (let d = 0; d < cellCount + 3; d++) this.frames.push(buffer.subarray(d * stride, (d + 1) * stride));
    this.f = this.frames[0];
    this.orders = new Int32Array((cellCount + 3) * n);
    this.solution = new Uint8Array(cellCount);
  }

  /** Starts a task: its budget, counts at zero. */
  begin(budget: Budget): void {
    this.budget = budget;
    this.nodes = 0;
    this.backtracks = 0;
    this.exhausted = false;
    this.scores.set(this.priority);
    this.decayCountdown = DECAY_EVERY;
  }

  /** The root frame: the unary rules and the givens (0 = empty), propagated. False: a contradiction. */
  load(cells: Uint8Array): boolean {
    const space = this.space;
    const n = this.n;
    const f = this.frames[0];
    this.f = f;
    this.resetQueues();
    for (let i = 0; i < this.cellCount; i++) {
      const v = cells[i];
      let mask = space.unary[i];
      if (v !== 0) {
        if (v > n || (mask & (1 << (v - 1))) === 0) return false;
        mask = 1 << (v - 1);
      }
      if (mask === 0) return false;
      f[i] = mask;
      if ((mask & (mask - 1)) === 0) this.fixedQueue[this.fixedTop++] = i;
    }
    const base = this.countBase;
    const houseCount = this.space.houses.length;
    for (let h = 0; h < houseCount; h++) {
      for (let v = 0; v < n; v++) {
        let count = 0;
        for (let k = 0; k < n; k++) if ((f[this.houseCells[h * n + k]] >> v) & 1) count++;
        f[base + h * n + v] = count;
        if (count <= 1) this.singleQueue[this.singleTop++] = base + h * n + v;
      }
    }
    f.fill(0, this.placedBase, this.placedBase + houseCount);
    // Every segment looked at once.
    for (let h = 0; h < houseCount; h++) this.markDirty(h);
    for (let p = 0; p < this.props.length; p++) this.enqueue(p);
    return this.propagate();
  }

  /** Narrows the root to `mask` at `cell` (after load), propagated. False: a contradiction. */
  restrict(cell: number, mask: number): boolean {
    const f = this.frames[0];
    this.f = f;
    const nv = f[cell] & mask;
    if (nv === 0) return false;
    if (nv !== f[cell]) this.set(cell, nv);
    return this.propagate();
  }

  /** A copy of the root's whole state (masks and counts), for restoreRoot. */
  saveRoot(): Int32Array {
    return this.frames[0].slice();
  }

  /** Puts back a root saved by saveRoot (after restrict() narrowed it for a while). */
  restoreRoot(saved: Int32Array): void {
    this.frames[0].set(saved);
  }

  /** The root's masks (after load and restrict): a copy. */
  rootMasks(): Int32Array {
    return this.frames[0].slice(0, this.cellCount);
  }

  /** The budget's nodes or its deadline are spent. */
  budgetSpent(): boolean {
    return this.nodes >= this.budget.maxNodes || performance.now() > this.budget.deadline;
  }

  /**
   * Counts solutions below the loaded root up to `limit`, on at most `share` more nodes of the budget.
   * The first one found is in `solution`; `exhausted` tells whether the count stopped on the budget.
   */
  countWithin(limit: number, share: number, mode: VariantSearchMode = {}): number {
    this.count = 0;
    this.limit = limit;
    this.mode = mode;
    this.exhausted = false;
    this.nodeCap = Math.min(this.budget.maxNodes, this.nodes + share);
    // The root stays as loaded: the search works from a copy.
    this.frames[1].set(this.frames[0]);
    this.f = this.frames[1];
    this.node(1);
    this.f = this.frames[0];
    return this.count;
  }

  /** Narrowing: the propagators (and the search itself) narrow a cell through here. */
  set(cell: number, mask: number): void {
    const f = this.f;
    const removed = f[cell] & ~mask;
    f[cell] = mask;
    // House counts of the values removed (a value left with one place is a hidden single); the
    // houses' segments are looked at again once the queues are empty.
    const houseSlots = this.cellHouseSlots;
    for (let k = this.cellHouseStart[cell], end = this.cellHouseStart[cell + 1]; k < end; k++) {
      const at = houseSlots[k];
      for (let x = removed; x !== 0; x &= x - 1) {
        const v = 32 - Math.clz32(x & -x);
        if (--f[at + v] <= 1) this.singleQueue[this.singleTop++] = at + v;
      }
      const h = this.cellHouses[k];
      if (this.houseDirty[h] === 0) {
        this.houseDirty[h] = 1;
        this.dirtyHouses[this.dirtyCount++] = h;
      }
    }
    this.schedule(cell, mask);
  }

  /** set(cell, mask & ~bit) for one value `bit` the cell holds with others (a peer of a fixed cell). */
  private drop(cell: number, mask: number, bit: number): void {
    const f = this.f;
    const left = mask & ~bit;
    f[cell] = left;
    const v = 32 - Math.clz32(bit);
    const houseSlots = this.cellHouseSlots;
    for (let k = this.cellHouseStart[cell], end = this.cellHouseStart[cell + 1]; k < end; k++) {
      const at = houseSlots[k] + v;
      if (--f[at] <= 1) this.singleQueue[this.singleTop++] = at;
      const h = this.cellHouses[k];
      if (this.houseDirty[h] === 0) {
        this.houseDirty[h] = 1;
        this.dirtyHouses[this.dirtyCount++] = h;
      }
    }
    this.schedule(cell, left);
  }

  /** After `cell` narrowed to `mask`: queues its peers' update if fixed, and the props watching it. */
  private schedule(cell: number, mask: number): void {
    let end: number;
    if ((mask & (mask - 1)) === 0) {
      this.fixedQueue[this.fixedTop++] = cell;
      end = this.fixedEnd[cell];
    } else {
      end = this.anyEnd[cell];
    }
    const cellProps = this.cellProps;
    const queued = this.queued;
    for (let k = this.propStart[cell]; k < end; k++) {
      const p = cellProps[k];
      if (queued[p] === 0) this.enqueue(p);
    }
  }

  private enqueue(p: number): void {
    if (this.queued[p] !== 0) return;
    this.queued[p] = 1;
    if (this.level[p] === 0) {
      this.q0[this.tail0] = p;
      this.tail0 = this.tail0 + 1 === this.q0.length ? 0 : this.tail0 + 1;
    } else {
      this.q1[this.tail1] = p;
      this.tail1 = this.tail1 + 1 === this.q1.length ? 0 : this.tail1 + 1;
    }
  }

  private resetQueues(): void {
    for (let h = this.head0; h !== this.tail0; h = h + 1 === this.q0.length ? 0 : h + 1) this.queued[this.q0[h]] = 0;
    for (let h = this.head1; h !== this.tail1; h = h + 1 === this.q1.length ? 0 : h + 1) this.queued[this.q1[h]] = 0;
    this.head0 = this.tail0 = this.head1 = this.tail1 = 0;
    this.fixedHead = 0;
    this.fixedTop = 0;
    this.singleHead = 0;
    this.singleTop = 0;
    this.clearDirty();
  }

  private markDirty(h: number): void {
    if (this.houseDirty[h] === 0) {
      this.houseDirty[h] = 1;
      this.dirtyHouses[this.dirtyCount++] = h;
    }
  }

  private clearDirty(): void {
    for (let k = 0; k < this.dirtyCount; k++) this.houseDirty[this.dirtyHouses[k]] = 0;
    this.dirtyCount = 0;
  }

  /**
   * Pointing and claiming over every segment of a narrowed house: the values a house holds only in
   * the segment leave the other house's cells outside it. 1 when it removed something, 0 when
   * nothing, -1 when a cell lost its last value.
   */
  private segmentPass(): number {
    const f = this.f;
    let changed = false;
    const outStart = this.outStart;
    const outCells = this.outCells;
    this.segmentUnions(f);
    while (this.dirtyCount > 0) {
      const h = this.dirtyHouses[--this.dirtyCount];
      this.houseDirty[h] = 0;
      for (let j = this.houseSegStart[h], end = this.houseSegStart[h + 1]; j < end; j++) {
        const sg = this.houseSegs[j];
        const inside = this.segOrs[sg];
        const outA = this.sideOr(f, 2 * sg);
        const outB = this.sideOr(f, 2 * sg + 1);
        // House A's values found only inside leave B outside the segment, and the other way round.
        const clearB = inside & ~outA & outB;
        const clearA = inside & ~outB & outA;
        if (clearB !== 0) {
          for (let k = outStart[2 * sg + 1]; k < outStart[2 * sg + 2]; k++) {
            const c = outCells[k];
            const w = f[c];
            if ((w & clearB) === 0) continue;
            if ((w & ~clearB) === 0) return -1;
            this.set(c, w & ~clearB);
            this.refreshUnions(f, c);
          }
          changed = true;
        }
        if (clearA !== 0) {
          for (let k = outStart[2 * sg]; k < outStart[2 * sg + 1]; k++) {
            const c = outCells[k];
            const w = f[c];
            if ((w & clearA) === 0) continue;
            if ((w & ~clearA) === 0) return -1;
            this.set(c, w & ~clearA);
            this.refreshUnions(f, c);
          }
          changed = true;
        }
      }
    }
    return changed ? 1 : 0;
  }

  /** Every segment's union of masks, in segOrs. */
  private segmentUnions(f: Int32Array): void {
    const segStart = this.segStart;
    const segCells = this.segCells;
    for (let sg = 0, count = this.segOrs.length; sg < count; sg++) {
      let u = 0;
      for (let k = segStart[sg], end = segStart[sg + 1]; k < end; k++) u |= f[segCells[k]];
      this.segOrs[sg] = u;
    }
  }

  /** Cell c narrowed during a pass: the unions of its segments again. */
  private refreshUnions(f: Int32Array, c: number): void {
    for (let j = this.cellSegStart[c], end = this.cellSegStart[c + 1]; j < end; j++) {
      const sg = this.cellSegs[j];
      let u = 0;
      for (let k = this.segStart[sg], stop = this.segStart[sg + 1]; k < stop; k++) u |= f[this.segCells[k]];
      this.segOrs[sg] = u;
    }
  }

  /** The union of the masks of a segment's side (2s + k): its house's cells outside the segment. */
  private sideOr(f: Int32Array, side: number): number {
    let u = 0;
    for (let j = this.outSegStart[side], end = this.outSegStart[side + 1]; j < end; j++) u |= this.segOrs[this.outSegs[j]];
    for (let j = this.outRestStart[side], end = this.outRestStart[side + 1]; j < end; j++) u |= f[this.outRest[j]];
    return u;
  }

  /**
   * Runs the queues to a fixed point; false (queues emptied) on a contradiction. Every contradiction
   * leaves by one exit: a call first met after this loop is optimized (a segment pass's wipe-out can
   * come late in a process) would throw the optimized code away, and this is the costliest compilation.
   */
  private propagate(): boolean {
    const f = this.f;
    const peers = this.peers;
    const peerStart = this.peerStart;
    const n = this.n;
    const base = this.countBase;
    const houseCells = this.houseCells;
    const placedBase = this.placedBase;
    run: for (;;) {
      if (this.fixedHead < this.fixedTop) {
        const cell = this.fixedQueue[this.fixedHead++];
        const v = f[cell];
        for (let k = this.cellHouseStart[cell], end = this.cellHouseStart[cell + 1]; k < end; k++) f[placedBase + this.cellHouses[k]] |= v;
        for (let k = peerStart[cell], end = peerStart[cell + 1]; k < end; k++) {
          const p = peers[k];
          const w = f[p];
          if ((w & v) === 0) continue;
          if (w === v) break run;
          this.drop(p, w, v);
        }
        continue;
      }
      if (this.singleHead < this.singleTop) {
        const slot = this.singleQueue[this.singleHead++];
        const count = f[slot];
        if (count === 0) break run;
        if (count > 1) continue;
        const hv = slot - base;
        const bit = 1 << (hv % n);
        const at = hv - (hv % n);
        if ((f[placedBase + at / n] & bit) !== 0) continue;
        for (let k = 0; k < n; k++) {
          const c = houseCells[at + k];
          const w = f[c];
          if ((w & bit) !== 0) {
            if (w !== bit) this.set(c, bit);
            break;
          }
        }
        continue;
      }
      let p: number;
      if (this.head0 !== this.tail0) {
        p = this.q0[this.head0];
        this.head0 = this.head0 + 1 === this.q0.length ? 0 : this.head0 + 1;
      } else if (this.head1 !== this.tail1) {
        p = this.q1[this.head1];
        this.head1 = this.head1 + 1 === this.q1.length ? 0 : this.head1 + 1;
      } else if (this.dirtyCount > 0) {
        if (this.segmentPass() < 0) break run;
        continue;
      } else {
        this.fixedHead = 0;
        this.fixedTop = 0;
        this.singleHead = 0;
        this.singleTop = 0;
        return true;
      }
      // A propagator is not queued again by its own narrowing (each is close to idempotent; every
      // solution is checked against all of them, solved()).
      this.queued[p] = 1;
      const ok = this.props[p].propagate(f, this);
      this.queued[p] = 0;
      if (!ok) {
        // Weighted degree: a constraint that fails makes its cells more urgent to branch on.
        const cells = this.props[p].cells;
        for (let k = 0; k < cells.length; k++) this.scores[cells[k]]++;
        break;
      }
    }
    this.resetQueues();
    return false;
  }

  /**
   * The search below this.f = frames[depth], two ways at a time: the chosen cell takes its first value
   * (a deeper node), then loses it here, which propagates, and the choice starts again. Returns false
   * to stop the whole count. The frame is this depth's own: its parent copies its state into it.
   */
  private node(depth: number): boolean {
    const f = this.f;
    const next = this.frames[depth + 1];
    for (;;) {
      this.nodes++;
      // The clock at every CLOCK_EVERY nodes from a task's first: a task begun past its deadline stops
      // at once, and the look is met before this loop is optimized (not on the first large board).
      if (this.nodes > this.nodeCap || ((this.nodes & (CLOCK_EVERY - 1)) === 1 && performance.now() > this.budget.deadline)) {
        this.exhausted = true;
        return false;
      }
      let best = this.mode.rowMajor ? this.firstOpen(f) : this.bestOpen(f);
      if (best < 0) return this.solved();
      let bit: number;
      if (!this.mode.rowMajor && this.mode.random === undefined && this.bestCount > 2 && (bit = this.placement(f)) !== 0) {
        best = this.placeCell;
      } else {
        this.valueOrder(f[best], best, depth);
        bit = 1 << (this.orders[depth * this.n] - 1);
      }
      next.set(f);
      this.f = next;
      this.set(best, bit);
      if (this.propagate()) {
        if (!this.node(depth + 1)) {
          this.f = f;
          return false;
        }
      } else {
        this.backtracks++;
        this.conflict(best);
      }
      this.f = f;
      this.set(best, f[best] & ~bit);
      if (!this.propagate()) return true;
    }
  }

  private firstOpen(f: Int32Array): number {
    for (let i = 0; i < this.cellCount; i++) {
      const v = f[i];
      if ((v & (v - 1)) !== 0) return i;
    }
    return -1;
  }

  /**
   * A value with two places left in a house, worth branching on instead of the best cell's values
   * (two branches instead of more): half the larger score of its two cells must reach the best
   * cell's score per candidate. Returns the value's bit, with its higher-scored cell in placeCell;
   * 0 when none is worth it.
   */
  private placement(f: Int32Array): number {
    const n = this.n;
    const base = this.countBase;
    const scores = this.scores;
    const houseCells = this.houseCells;
    let bar = this.bestRatio;
    let found = 0;
    const total = this.space.houses.length * n;
    for (let hv = 0; hv < total; hv++) {
      if (f[base + hv] !== 2) continue;
      const v = hv % n;
      const bit = 1 << v;
      const at = hv - v;
      let a = -1;
      let b = -1;
      for (let k = 0; k < n; k++) {
        const c = houseCells[at + k];
        if ((f[c] & bit) === 0) continue;
        if (a < 0) a = c;
        else {
          b = c;
          break;
        }
      }
      if (b < 0 || f[a] === bit || f[b] === bit) continue;
      const high = scores[a] >= scores[b] ? a : b;
      const score = scores[high] * 0.5;
      if (score >= bar) {
        bar = score;
        found = bit;
        this.placeCell = high;
      }
    }
    return found;
  }

  /** The open cell with the highest score per candidate; -1 when every cell is fixed. */
  private bestOpen(f: Int32Array): number {
    let best = -1;
    let bestCount = 1;
    let bestScore = -1;
    const scores = this.scores;
    for (let i = 0; i < this.cellCount; i++) {
      const v = f[i];
      if ((v & (v - 1)) === 0) continue;
      let x = v - ((v >>> 1) & 0x55555555);
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      const count = (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
      const score = scores[i];
      if (score * bestCount > bestScore * count) {
        best = i;
        bestCount = count;
        bestScore = score;
      }
    }
    this.bestCount = bestCount;
    this.bestRatio = bestScore / bestCount;
    return best;
  }

  private conflict(cell: number): void {
    this.scores[cell]++;
    if (--this.decayCountdown === 0) {
      this.decayCountdown = DECAY_EVERY;
      for (let i = 0; i < this.cellCount; i++) this.scores[i] >>= 1;
    }
  }

  /** Writes the values of `mask` in the mode's order to depth's row of this.orders; returns how many. */
  private valueOrder(mask: number, cell: number, depth: number): number {
    const order = this.orders;
    const at = depth * this.n;
    let count = 0;
    const preferred = this.mode.preferred;
    const first = preferred !== undefined ? preferred[cell] : 0;
    if (first !== 0 && (mask & (1 << (first - 1))) !== 0) order[at + count++] = first;
    for (let x = mask; x !== 0; x &= x - 1) {
      const v = 32 - Math.clz32(x & -x);
      if (v !== first) order[at + count++] = v;
    }
    const random = this.mode.random;
    if (random !== undefined) {
      for (let i = count - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const t = order[at + i];
        order[at + i] = order[at + j];
        order[at + j] = t;
      }
    }
    return count;
  }

  /** Every cell is fixed: a solution when every constraint holds (each checks its fixed cells). */
  private solved(): boolean {
    const f = this.f;
    for (let p = 0; p < this.props.length; p++) {
      if (!this.props[p].propagate(f, this)) {
        this.resetQueues();
        this.backtracks++;
        return true;
      }
    }
    this.resetQueues();
    const avoid = this.mode.avoid;
    if (avoid !== undefined && sameAs(f, avoid)) return true;
    if (this.count === 0) for (let i = 0; i < this.cellCount; i++) this.solution[i] = 32 - Math.clz32(f[i]);
    this.count++;
    return this.count < this.limit;
  }
}

/** The search's tables of the segments (see the fields of VariantSearch): read only, shareable. */
interface SegmentTables {
  readonly segStart: Int32Array;
  readonly segCells: Int32Array;
  readonly segHouses: Int32Array;
  readonly outStart: Int32Array;
  readonly outCells: Int32Array;
  readonly houseSegStart: Int32Array;
  readonly houseSegs: Int32Array;
  readonly outSegStart: Int32Array;
  readonly outSegs: Int32Array;
  readonly outRestStart: Int32Array;
  readonly outRest: Int32Array;
  readonly cellSegStart: Int32Array;
  readonly cellSegs: Int32Array;
}

/** Segment tables of the models whose houses are their shape's rows, columns and boxes, by shape. */
const classicTables = new Map<string, SegmentTables>();

/**
 * The segment tables of a model. They depend on its houses only: a model whose houses are its
 * shape's rows, columns and boxes (killers and every other rule that adds no house) shares them
 * with every such model of its shape, built once.
 */
function segmentTablesFor(space: RuleSpace): SegmentTables {
  const classic = space.boxes && space.houses.length === 3 * space.size;
  const key = shapeKey(space.shape);
  const known = classic ? classicTables.get(key) : undefined;
  if (known !== undefined) return known;
  const tables = segmentTables(space);
  if (classic) classicTables.set(key, tables);
  return tables;
}

function segmentTables(space: RuleSpace): SegmentTables {
  const cellCount = space.cellCount;
  const houses = space.houses;
  const segs = segments(space);
  const segsOfHouse: number[][] = [];
  for (let h = 0; h < houses.length; h++) segsOfHouse.push([]);
  const segCellLists: (readonly number[])[] = [];
  const outsides: (readonly number[])[] = [];
  const segsOfCell: number[][] = [];
  for (let c = 0; c < cellCount; c++) segsOfCell.push([]);
  const segHouses = new Int32Array(2 * segs.length);
  for (let k = 0; k < segs.length; k++) {
    const sg = segs[k];
    segsOfHouse[sg.houses[0]].push(k);
    segsOfHouse[sg.houses[1]].push(k);
    segCellLists.push(sg.cells);
    outsides.push(sg.outside[0], sg.outside[1]);
    segHouses[2 * k] = sg.houses[0];
    segHouses[2 * k + 1] = sg.houses[1];
    for (let j = 0; j < sg.cells.length; j++) segsOfCell[sg.cells[j]].push(k);
  }
  const [segStart, segCells] = csr(segCellLists);
  const [houseSegStart, houseSegs] = csr(segsOfHouse);
  const [outStart, outCells] = csr(outsides);
  const [cellSegStart, cellSegs] = csr(segsOfCell);
  // Each side's outside as disjoint whole segments of its house, and the loose cells left.
  const outSegLists: number[][] = [];
  const outRestLists: number[][] = [];
  const covered = new Int32Array(cellCount).fill(-1);
  for (let s = 0; s < segs.length; s++) {
    const sg = segs[s];
    for (let side = 0; side < 2; side++) {
      const mark = 2 * s + side;
      for (let j = 0; j < sg.cells.length; j++) covered[sg.cells[j]] = mark;
      const chosen: number[] = [];
      const ofHouse = segsOfHouse[sg.houses[side]];
      for (let x = 0; x < ofHouse.length; x++) {
        const t = ofHouse[x];
        if (t === s) continue;
        const cells = segs[t].cells;
        let free = true;
        for (let j = 0; j < cells.length && free; j++) free = covered[cells[j]] !== mark;
        if (!free) continue;
        chosen.push(t);
        for (let j = 0; j < cells.length; j++) covered[cells[j]] = mark;
      }
      outSegLists.push(chosen);
      const rest: number[] = [];
      const outside = sg.outside[side];
      for (let j = 0; j < outside.length; j++) if (covered[outside[j]] !== mark) rest.push(outside[j]);
      outRestLists.push(rest);
    }
  }
  const [outSegStart, outSegs] = csr(outSegLists);
  const [outRestStart, outRest] = csr(outRestLists);
  return {
    segStart,
    segCells,
    segHouses,
    outStart,
    outCells,
    houseSegStart,
    houseSegs,
    outSegStart,
    outSegs,
    outRestStart,
    outRest,
    cellSegStart,
    cellSegs,
  };
}

/** Lists as start/flat arrays: list i is flat[start[i] .. start[i + 1]). */
function csr(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const flat = new Int32Array(start[lists.length]);
  for (let i = 0; i < lists.length; i++) {
    const l = lists[i];
    for (let k = 0; k < l.length; k++) flat[start[i] + k] = l[k];
  }
  return [start, flat];
}

/** The fixed masks of a frame are exactly the values of `grid`. */
function sameAs(f: Int32Array, grid: Uint8Array): boolean {
  for (let i = 0; i < grid.length; i++) if (f[i] !== 1 << (grid[i] - 1)) return false;
  return true;
}
