// The one search behind solving, counting, hinting and generating, for every board geometry.
//
// State: one candidates bitmask per cell (bit v-1 = value v may go there) in an Int32Array, plus
// per unit the values already placed. The search keeps a stack of levels, one per guess,
// preallocated once, so a node allocates nothing: a guess copies the level, narrows one cell and
// propagates.
//
// Propagation, to a fixed point (the rules only ever remove candidates, so the fixed point does
// not depend on the order they run in):
//  - a cell with a single candidate is placed: that value leaves every peer (a peer left with none
//    is a contradiction; one left with a single candidate is placed next);
//  - hidden singles, only in units changed since they were last checked (three bitmasks of dirty
//    rows, columns and boxes): a value with one possible cell in a unit is placed there, a value
//    with none is a contradiction;
//  - locked candidates (locked-candidates.ts), once singles are exhausted.
//
// Branching: Minimum Remaining Values; among cells with equally few candidates, the one with the
// most open peers (its placement narrows the most cells), which shrinks hard trees 1.6–4×.
// Values in ascending order, a random order when seeded (generator), or a preferred known
// solution's value first (the generator's uniqueness checks). `rowMajor` instead branches on the
// first open cell in row-major order, so the first solution met is the lexicographically first.
import { geometryOf, type Geometry } from './geometry.js';
import { lockedCandidates } from './locked-candidates.js';
import { unitsHaveMatching } from './matching.js';
import type { Shape } from './types.js';

const POPCOUNT16 = new Uint8Array(1 << 16);
for (let i = 1; i < POPCOUNT16.length; i++) POPCOUNT16[i] = POPCOUNT16[i >> 1] + (i & 1);

export function popcount(m: number): number {
  return POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
}

/** Value (1-based) of a single-bit mask. */
export function valueOfBit(b: number): number {
  return 32 - Math.clz32(b);
}

export interface Budget {
  readonly maxNodes: number;
  /** Absolute time (performance.now()) after which the search gives up. */
  readonly deadline: number;
}

export class Search {
  readonly geometry: Geometry;
  private readonly n: number;
  private readonly cellCount: number;
  private readonly allValues: number;
  private readonly peers: Int32Array;
  private readonly peerCount: number;
  private readonly units: Int32Array;
  private readonly unitCount: number;
  /** Scratch for unitsHaveMatching: the unit's candidate masks and the cell holding each value. */
  private readonly matchMasks: Int32Array;
  private readonly matchCellOfValue: Int32Array;
  /** Level d holds the candidates at cand[d·N² .. (d+1)·N²). */
  readonly cand: Int32Array;
  /** Level d: values placed in each unit (rows, columns, boxes), at placed[d·3N .. (d+1)·3N). */
  private readonly placed: Int32Array;
  private readonly queue: Int32Array;
  private queueLength = 0;
  /** Row, column and box index of every cell. */
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;
  private readonly boxOf: Int32Array;
  /** First cell of each cell's row segment and column segment (the row/column inside its box). */
  private readonly rowSegStart: Int32Array;
  private readonly colSegStart: Int32Array;
  /** Units changed since their last hidden-singles check: bit i = row/column/box i. */
  private dirtyRows = 0;
  private dirtyCols = 0;
  private dirtyBoxes = 0;
  readonly rowSeg: Int32Array;
  readonly colSeg: Int32Array;
  readonly lineScratch: Int32Array;
  /** Use locked candidates (box/line intersections) after singles. */
  intersections = true;
  private readonly order: Int32Array;

  nodes = 0;
  backtracks = 0;
  /** Set when the budget ran out: the counts are then lower bounds. */
  exhausted = false;
  solutionCount = 0;
  readonly solution: Uint8Array;
  private limit = 2;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private random: (() => number) | null = null;
  rowMajor = false;
  /**
   * A known solution whose value is tried first at every branch. A search for a *different*
   * solution (the generator's uniqueness check) then explores the neighbourhood of the known one,
   * where such a solution usually is, instead of wandering the whole tree.
   */
  preferred: Uint8Array | null = null;

  constructor(shape: Shape) {
    const g = geometryOf(shape);
    this.geometry = g;
    const n = g.size;
    this.n = n;
    this.cellCount = g.cellCount;
    this.allValues = g.allValues;
    this.peers = g.peers;
    this.peerCount = g.peerCount;
    this.units = g.units;
    this.unitCount = g.unitCount;
    this.matchMasks = new Int32Array(n);
    this.matchCellOfValue = new Int32Array(n);
    this.cand = new Int32Array((g.cellCount + 2) * g.cellCount);
    this.placed = new Int32Array((g.cellCount + 2) * 3 * n);
    this.queue = new Int32Array(g.cellCount);
    this.order = new Int32Array((g.cellCount + 2) * n);
    this.solution = new Uint8Array(g.cellCount);
    this.rowOf = new Int32Array(g.cellCount);
    this.colOf = new Int32Array(g.cellCount);
    this.boxOf = new Int32Array(g.cellCount);
    this.rowSegStart = new Int32Array(g.cellCount);
    this.colSegStart = new Int32Array(g.cellCount);
    for (let i = 0; i < g.cellCount; i++) {
      this.rowOf[i] = (i / n) | 0;
      this.colOf[i] = i % n;
      this.boxOf[i] = g.boxOf[i];
      const r = (i / n) | 0;
      const c = i % n;
      this.rowSegStart[i] = r * n + c - (c % g.boxCols);
      this.colSegStart[i] = (r - (r % g.boxRows)) * n + c;
    }
    this.rowSeg = new Int32Array(n * (n / g.boxCols));
    this.colSeg = new Int32Array(n * (n / g.boxRows));
    this.lineScratch = new Int32Array(8 * n);
  }

  setBudget(budget: Budget): void {
    this.maxNodes = budget.maxNodes;
    this.deadline = budget.deadline;
  }

  setBudgetNodes(maxNodes: number): void {
    this.maxNodes = maxNodes;
  }

  timedOut(): boolean {
    return performance.now() > this.deadline;
  }

  setRandom(random: (() => number) | null): void {
    this.random = random;
  }

  load(cells: Uint8Array): boolean {
    const cand = this.cand;
    cand.fill(this.allValues, 0, this.cellCount);
    this.placed.fill(0, 0, 3 * this.n);
    this.queueLength = 0;
    for (let i = 0; i < this.cellCount; i++) {
      const v = cells[i];
      if (v === 0) continue;
      cand[i] = 1 << (v - 1);
      this.queue[this.queueLength++] = i;
    }
    const every = this.n === 32 ? -1 : (1 << this.n) - 1;
    this.dirtyRows = every;
    this.dirtyCols = every;
    this.dirtyBoxes = every;
    return this.propagate(0);
  }

  restrict(level: number, cell: number, mask: number): boolean {
    const i = level * this.cellCount + cell;
    const m = this.cand[i] & mask;
    if (m === 0) return false;
    if (m === this.cand[i]) return true;
    this.cand[i] = m;
    this.queueLength = 0;
    if ((m & (m - 1)) === 0) this.queue[this.queueLength++] = cell;
    this.markCell(cell);
    return this.propagate(level);
  }

  copyLevel(from: number, to: number): void {
    const nc = this.cellCount;
    this.cand.copyWithin(to * nc, from * nc, from * nc + nc);
    const nu = 3 * this.n;
    this.placed.copyWithin(to * nu, from * nu, from * nu + nu);
  }

  count(level: number, limit: number): number {
    this.limit = limit;
    this.solutionCount = 0;
    this.node(level);
    return this.solutionCount;
  }

  candidatesAt(level: number, cell: number): number {
    return this.cand[level * this.cellCount + cell];
  }

  private markCell(cell: number): void {
    this.dirtyRows |= 1 << this.rowOf[cell];
    this.dirtyCols |= 1 << this.colOf[cell];
    this.dirtyBoxes |= 1 << this.boxOf[cell];
  }

  private fail(): false {
    this.dirtyRows = 0;
    this.dirtyCols = 0;
    this.dirtyBoxes = 0;
    this.queueLength = 0;
    return false;
  }

  /** Hidden singles of one unit; returns the new queue tail, or -1 on a contradiction. */
  private hiddenInUnit(off: number, pu: number, u: number, tail: number): number {
    const n = this.n;
    const cand = this.cand;
    const units = this.units;
    const ub = u * n;
    let once = 0;
    let twice = 0;
    for (let k = 0; k < n; k++) {
      const m = cand[off + units[ub + k]];
      twice |= once & m;
      once |= m;
    }
    if (once !== this.allValues) return -1;
    const hidden = once & ~twice & ~this.placed[pu + u];
    if (hidden === 0) return tail;
    for (let k = 0; k < n; k++) {
      const cell = units[ub + k];
      const x = cand[off + cell] & hidden;
      if (x === 0) continue;
      if ((x & (x - 1)) !== 0) return -1; // one cell is the only place for two values
      if (x === cand[off + cell]) continue; // already a single, still queued
      cand[off + cell] = x;
      this.queue[tail++] = cell;
      this.dirtyRows |= 1 << this.rowOf[cell];
      this.dirtyCols |= 1 << this.colOf[cell];
      this.dirtyBoxes |= 1 << this.boxOf[cell];
    }
    return tail;
  }

  private propagate(level: number): boolean {
    const cand = this.cand;
    const queue = this.queue;
    const peers = this.peers;
    const pc = this.peerCount;
    const rowOf = this.rowOf;
    const colOf = this.colOf;
    const boxOf = this.boxOf;
    const placed = this.placed;
    const n = this.n;
    const off = level * this.cellCount;
    const pu = level * 3 * n;
    let head = 0;
    let tail = this.queueLength;
    for (;;) {
      let dr = this.dirtyRows;
      let dc = this.dirtyCols;
      let db = this.dirtyBoxes;
      while (head < tail) {
        const c = queue[head++];
        const b = cand[off + c];
        placed[pu + rowOf[c]] |= b;
        placed[pu + n + colOf[c]] |= b;
        placed[pu + 2 * n + boxOf[c]] |= b;
        const base = c * pc;
        for (let k = 0; k < pc; k++) {
          const q = peers[base + k];
          const p = off + q;
          const m = cand[p];
          if ((m & b) !== 0) {
            const r = m ^ b;
            if (r === 0) return this.fail();
            cand[p] = r;
            if ((r & (r - 1)) === 0) queue[tail++] = q;
            dr |= 1 << rowOf[q];
            dc |= 1 << colOf[q];
            db |= 1 << boxOf[q];
          }
        }
      }
      head = tail = 0;
      this.dirtyRows = 0;
      this.dirtyCols = 0;
      this.dirtyBoxes = 0;
      // Units whose cells change during this pass are marked in the fields for the next one.
      while (dr !== 0) {
        const bit = dr & -dr;
        dr ^= bit;
        tail = this.hiddenInUnit(off, pu, 31 - Math.clz32(bit), tail);
        if (tail < 0) return this.fail();
      }
      while (dc !== 0) {
        const bit = dc & -dc;
        dc ^= bit;
        tail = this.hiddenInUnit(off, pu, n + 31 - Math.clz32(bit), tail);
        if (tail < 0) return this.fail();
      }
      while (db !== 0) {
        const bit = db & -db;
        db ^= bit;
        tail = this.hiddenInUnit(off, pu, 2 * n + 31 - Math.clz32(bit), tail);
        if (tail < 0) return this.fail();
      }
      if (tail === 0 && (this.dirtyRows | this.dirtyCols | this.dirtyBoxes) === 0) {
        this.queueLength = 0;
        if (!this.intersections) return true;
        const changed = lockedCandidates(this, off);
        if (changed < 0) return this.fail();
        if (changed === 0) return true;
        tail = this.queueLength;
      }
    }
  }

  /** Hall's condition in every unit at `level` (see matching.ts). */
  unitsHaveMatching(level: number): boolean {
    return unitsHaveMatching(this.cand, level * this.cellCount, this.geometry, this.matchMasks, this.matchCellOfValue);
  }

  /** Remove `mask` from a cell's candidates: 1 if it changed, 0 if not, -1 if none are left. */
  eliminate(off: number, cell: number, mask: number): number {
    const m = this.cand[off + cell];
    if ((m & mask) === 0) return 0;
    const r = m & ~mask;
    if (r === 0) return -1;
    this.cand[off + cell] = r;
    if ((r & (r - 1)) === 0) this.queue[this.queueLength++] = cell;
    this.markCell(cell);
    return 1;
  }

  /** One search node at `level`. Returns true when the search must stop (limit or budget). */
  private node(level: number): boolean {
    if (++this.nodes > this.maxNodes || ((this.nodes & 255) === 0 && performance.now() > this.deadline)) {
      this.exhausted = true;
      return true;
    }
    const cand = this.cand;
    const nc = this.cellCount;
    const off = level * nc;
    let best = -1;
    let bestCount = 99;
    if (this.rowMajor) {
      for (let i = 0; i < nc; i++) {
        const m = cand[off + i];
        if ((m & (m - 1)) !== 0) { best = i; break; }
      }
    } else {
      // Fewest candidates first; among those, the cell whose units hold the most open cells
      // (its placement narrows the most peers). The tie-break cuts 16×16 trees several-fold.
      const placed = this.placed;
      const pr = level * 3 * this.n;
      const pc = pr + this.n;
      const pb = pc + this.n;
      const rowOf = this.rowOf;
      const colOf = this.colOf;
      const boxOf = this.boxOf;
      let bestScore = -1000;
      const n = this.n;
      const bcols = this.geometry.boxCols;
      const brows = this.geometry.boxRows;
      for (let i = 0; i < nc; i++) {
        const m = cand[off + i];
        if ((m & (m - 1)) !== 0) {
          const k = POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
          if (k > bestCount) continue;
          const x = placed[pr + rowOf[i]];
          const y = placed[pc + colOf[i]];
          const z = placed[pb + boxOf[i]];
          let score = 100 - POPCOUNT16[x & 0xffff] - POPCOUNT16[x >>> 16] - POPCOUNT16[y & 0xffff] - POPCOUNT16[y >>> 16] - POPCOUNT16[z & 0xffff] - POPCOUNT16[z >>> 16];
          // The corrections below only lower the score: a tie that cannot win skips them.
          if (k === bestCount && score <= bestScore) continue;
          // Open cells of the row and column inside the box were counted twice: the score is then
          // exactly the number of open peers (plus a constant).
          for (let j = off + this.rowSegStart[i], e = j + bcols; j < e; j++) {
            const w = cand[j];
            if ((w & (w - 1)) !== 0) score--;
          }
          for (let j = off + this.colSegStart[i], e = j + brows * n; j < e; j += n) {
            const w = cand[j];
            if ((w & (w - 1)) !== 0) score--;
          }
          if (k < bestCount || score > bestScore) {
            best = i;
            bestCount = k;
            bestScore = score;
          }
        }
      }
    }
    if (best < 0) {
      if (++this.solutionCount === 1) {
        const sol = this.solution;
        for (let i = 0; i < nc; i++) sol[i] = 32 - Math.clz32(cand[off + i]);
      }
      return this.solutionCount >= this.limit;
    }
    let m = cand[off + best];
    if (this.preferred !== null) {
      const b = 1 << (this.preferred[best] - 1);
      if ((m & b) !== 0) {
        if (this.branch(level, best, b)) return true;
        m ^= b;
      }
    }
    if (this.random !== null) {
      const row = level * this.n;
      let k = 0;
      while (m !== 0) {
        const b = m & -m;
        m ^= b;
        this.order[row + k++] = b;
      }
      for (let i = k - 1; i > 0; i--) {
        const j = Math.floor(this.random() * (i + 1));
        const t = this.order[row + i];
        this.order[row + i] = this.order[row + j];
        this.order[row + j] = t;
      }
      for (let i = 0; i < k; i++) {
        if (this.branch(level, best, this.order[row + i])) return true;
      }
      return false;
    }
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (this.branch(level, best, b)) return true;
    }
    return false;
  }

  private branch(level: number, cell: number, b: number): boolean {
    this.copyLevel(level, level + 1);
    this.cand[(level + 1) * this.cellCount + cell] = b;
    this.queue[0] = cell;
    this.queueLength = 1;
    this.markCell(cell);
    if (this.propagate(level + 1) && this.node(level + 1)) return true;
    this.backtracks++;
    return false;
  }
}
