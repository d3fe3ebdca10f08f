// The one search behind solving, counting, hinting and generating, for every board geometry.
//
// State: one candidates bitmask per cell (bit v-1 = value v may go there), in an Int32Array.
// The search keeps a stack of these arrays, one level per guess, preallocated once, so a node
// allocates nothing: a guess copies the level (a memmove), narrows one cell and propagates.
//
// Propagation, to a fixed point:
//  - a cell with a single candidate is placed: that value leaves every peer's candidates
//    (a peer left with none is a contradiction; one left with a single candidate is placed next);
//  - hidden singles: in every unit, a value with one possible cell is placed there; a value with
//    no possible cell is a contradiction.
// Invariant between propagations: every single-candidate cell has been eliminated from its peers,
// so "placed" needs no flag of its own.
//
// Branching: Minimum Remaining Values (the first cell with the fewest candidates), values in
// ascending order, or in a random order when the search is seeded (generator).
import { geometryOf, type Geometry } from './geometry.js';
import type { Shape } from './types.js';

/** Bits set in a 16-bit number. */
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
  /** Level d holds the candidates at cand[d·N² .. (d+1)·N²). */
  readonly cand: Int32Array;
  private readonly queue: Int32Array;
  private queueLength = 0;
  /** The row, column and box unit of every cell. */
  private readonly cellUnits: Int32Array;
  /** Units whose cells changed since their last hidden-singles check, as flags and as a list. */
  private readonly dirty: Uint8Array;
  private readonly dirtyList: Int32Array;
  private dirtyLength = 0;
  /** Scratch for locked candidates: candidates of each row segment and column segment. */
  private readonly rowSeg: Int32Array;
  private readonly colSeg: Int32Array;
  private readonly lineScratch: Int32Array;
  /** Scratch for unitsHaveMatching: the unit's candidate masks and the cell holding each value. */
  private readonly matchMasks: Int32Array;
  private readonly matchCellOfValue: Int32Array;
  /** Use locked candidates (box/line intersections) after singles. */
  intersections = true;
  /** Scratch for random value orders, one row per level. */
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
    this.n = g.size;
    this.cellCount = g.cellCount;
    this.allValues = g.allValues;
    this.peers = g.peers;
    this.peerCount = g.peerCount;
    this.units = g.units;
    this.unitCount = g.unitCount;
    this.cand = new Int32Array((g.cellCount + 2) * g.cellCount);
    this.queue = new Int32Array(g.cellCount);
    this.order = new Int32Array((g.cellCount + 2) * g.size);
    this.solution = new Uint8Array(g.cellCount);
    this.cellUnits = g.cellUnits;
    this.dirty = new Uint8Array(g.unitCount);
    this.dirtyList = new Int32Array(2 * g.unitCount);
    this.rowSeg = new Int32Array(g.size * (g.size / g.boxCols));
    this.colSeg = new Int32Array(g.size * (g.size / g.boxRows));
    this.lineScratch = new Int32Array(8 * g.size);
    this.matchMasks = new Int32Array(g.size);
    this.matchCellOfValue = new Int32Array(g.size);
  }

  setBudget(budget: Budget): void {
    this.maxNodes = budget.maxNodes;
    this.deadline = budget.deadline;
  }

  /** Narrow the node budget for one phase of a larger job (the deadline stays). */
  setBudgetNodes(maxNodes: number): void {
    this.maxNodes = maxNodes;
  }

  timedOut(): boolean {
    return performance.now() > this.deadline;
  }

  /** Random value order for the generator; null for ascending order. */
  setRandom(random: (() => number) | null): void {
    this.random = random;
  }

  /**
   * Level 0 := the givens, propagated. False when the givens contradict each other or
   * propagation reaches a contradiction (then the board has no solution).
   */
  load(cells: Uint8Array): boolean {
    const cand = this.cand;
    cand.fill(this.allValues, 0, this.cellCount);
    this.queueLength = 0;
    for (let i = 0; i < this.cellCount; i++) {
      const v = cells[i];
      if (v === 0) continue;
      cand[i] = 1 << (v - 1);
      this.queue[this.queueLength++] = i;
    }
    // Two clashing givens are a contradiction here too: placing the first empties the second.
    for (let u = 0; u < this.unitCount; u++) {
      this.dirty[u] = 1;
      this.dirtyList[u] = u;
    }
    this.dirtyLength = this.unitCount;
    return this.propagate(0, true);
  }

  /**
   * Narrow one cell at `level` to `mask` and propagate. False on contradiction.
   * The level is changed in place.
   */
  restrict(level: number, cell: number, mask: number): boolean {
    const i = level * this.cellCount + cell;
    const m = this.cand[i] & mask;
    if (m === 0) return false;
    if (m === this.cand[i]) return true;
    this.cand[i] = m;
    this.queueLength = 0;
    if ((m & (m - 1)) === 0) this.queue[this.queueLength++] = cell;
    this.markCell(cell);
    return this.propagate(level, true);
  }

  /** Copy level `from` onto level `to`. */
  copyLevel(from: number, to: number): void {
    const nc = this.cellCount;
    this.cand.copyWithin(to * nc, from * nc, from * nc + nc);
  }

  /**
   * Count solutions below `level` up to `limit` (the first one kept in `solution`).
   * Returns the solutions found by this call.
   */
  count(level: number, limit: number): number {
    this.limit = limit;
    this.solutionCount = 0;
    this.node(level);
    return this.solutionCount;
  }

  /** Candidates of a cell at a level. */
  candidatesAt(level: number, cell: number): number {
    return this.cand[level * this.cellCount + cell];
  }

  /** Queue the units of `cell` for the next hidden-singles pass (its candidates changed). */
  private markCell(cell: number): void {
    const dirty = this.dirty;
    for (let x = cell * 3, e = x + 3; x < e; x++) {
      const u = this.cellUnits[x];
      if (dirty[u] === 0) {
        dirty[u] = 1;
        this.dirtyList[this.dirtyLength++] = u;
      }
    }
  }

  /** Contradiction: forget the pending work so the next propagation starts clean. */
  private fail(dirtyLength: number): false {
    for (let i = 0; i < dirtyLength; i++) this.dirty[this.dirtyList[i]] = 0;
    this.dirtyLength = 0;
    this.queueLength = 0;
    return false;
  }

  /**
   * Propagate the queued placements at `level` to a fixed point. Hidden singles are looked for
   * only in units whose cells changed since they were last checked (the dirty list): a unit
   * that passed the check and has not changed still passes it.
   */
  private propagate(level: number, hiddenSingles: boolean): boolean {
    const cand = this.cand;
    const queue = this.queue;
    const peers = this.peers;
    const pc = this.peerCount;
    const units = this.units;
    const cellUnits = this.cellUnits;
    const dirty = this.dirty;
    const dl = this.dirtyList;
    const n = this.n;
    const off = level * this.cellCount;
    const all = this.allValues;
    let dlen = this.dirtyLength;
    let head = 0;
    let tail = this.queueLength;
    for (;;) {
      while (head < tail) {
        const c = queue[head++];
        const b = cand[off + c];
        const base = c * pc;
        for (let k = 0; k < pc; k++) {
          const q = peers[base + k];
          const p = off + q;
          const m = cand[p];
          if ((m & b) !== 0) {
            const r = m ^ b;
            if (r === 0) return this.fail(dlen);
            cand[p] = r;
            if ((r & (r - 1)) === 0) queue[tail++] = q;
            const x = q * 3;
            let u = cellUnits[x];
            if (dirty[u] === 0) { dirty[u] = 1; dl[dlen++] = u; }
            u = cellUnits[x + 1];
            if (dirty[u] === 0) { dirty[u] = 1; dl[dlen++] = u; }
            u = cellUnits[x + 2];
            if (dirty[u] === 0) { dirty[u] = 1; dl[dlen++] = u; }
          }
        }
      }
      head = tail = 0;
      if (!hiddenSingles || dlen === 0) {
        this.dirtyLength = dlen;
        this.queueLength = 0;
        return true;
      }
      const end = dlen;
      for (let i = 0; i < end; i++) {
        const u = dl[i];
        dirty[u] = 0;
        const ub = u * n;
        let once = 0;
        let twice = 0;
        let placed = 0;
        for (let k = 0; k < n; k++) {
          const m = cand[off + units[ub + k]];
          twice |= once & m;
          once |= m;
          if ((m & (m - 1)) === 0) placed |= m;
        }
        if (once !== all) return this.fail(dlen);
        const hidden = once & ~twice & ~placed;
        if (hidden === 0) continue;
        for (let k = 0; k < n; k++) {
          const cell = units[ub + k];
          const x = cand[off + cell] & hidden;
          if (x === 0) continue;
          if ((x & (x - 1)) !== 0) return this.fail(dlen); // one cell is the only place for two values
          cand[off + cell] = x;
          queue[tail++] = cell;
          const y = cell * 3;
          let v = cellUnits[y];
          if (dirty[v] === 0) { dirty[v] = 1; dl[dlen++] = v; }
          v = cellUnits[y + 1];
          if (dirty[v] === 0) { dirty[v] = 1; dl[dlen++] = v; }
          v = cellUnits[y + 2];
          if (dirty[v] === 0) { dirty[v] = 1; dl[dlen++] = v; }
        }
      }
      // Units marked during this pass move to the front for the next one.
      let j = 0;
      for (let i = end; i < dlen; i++) dl[j++] = dl[i];
      dlen = j;
      if (tail === 0 && dlen === 0) {
        // Singles are exhausted: try the box/line intersections, then go round again if they removed anything.
        this.dirtyLength = 0;
        this.queueLength = 0;
        if (!this.intersections) return true;
        const changed = this.lockedCandidates(off);
        if (changed < 0) return this.fail(this.dirtyLength);
        if (changed === 0) return true;
        tail = this.queueLength;
        dlen = this.dirtyLength;
      }
    }
  }

  /**
   * Locked candidates, for every box and line at once. A segment is the part of a row (or column)
   * inside one box. A value whose places in a box all lie in one segment leaves the rest of that
   * line (pointing); a value whose places in a line all lie in one segment leaves the rest of that
   * box (claiming). Returns the number of cells narrowed, or -1 on a contradiction.
   */
  private lockedCandidates(off: number): number {
    const g = this.geometry;
    const n = this.n;
    const br = g.boxRows;
    const bc = g.boxCols;
    const across = n / bc; // row segments per row = boxes per band of rows
    const down = n / br; // column segments per column = boxes per stack of columns
    const cand = this.cand;
    const rowSeg = this.rowSeg;
    const colSeg = this.colSeg;
    rowSeg.fill(0);
    colSeg.fill(0);
    const rowSegmentOf = g.rowSegmentOf;
    const colSegmentOf = g.colSegmentOf;
    for (let i = 0; i < this.cellCount; i++) {
      const m = cand[off + i];
      if ((m & (m - 1)) === 0) continue; // placed: its peers no longer hold its value
      rowSeg[rowSegmentOf[i]] |= m;
      colSeg[colSegmentOf[i]] |= m;
    }
    // For every line: values in exactly one of its segments (conf) and in two or more (twice).
    // For every box: the same over its row segments and over its column segments.
    const t = this.lineScratch; // 8 arrays of N, flattened
    const rowConf = 0, rowTwice = n, colConf = 2 * n, colTwice = 3 * n;
    const boxRowConf = 4 * n, boxRowTwice = 5 * n, boxColConf = 6 * n, boxColTwice = 7 * n;
    for (let r = 0; r < n; r++) {
      let once = 0, twice = 0;
      for (let s = r * across; s < r * across + across; s++) {
        twice |= once & rowSeg[s];
        once |= rowSeg[s];
      }
      t[rowConf + r] = once & ~twice;
      t[rowTwice + r] = twice;
    }
    for (let c = 0; c < n; c++) {
      let once = 0, twice = 0;
      for (let s = c * down; s < c * down + down; s++) {
        twice |= once & colSeg[s];
        once |= colSeg[s];
      }
      t[colConf + c] = once & ~twice;
      t[colTwice + c] = twice;
    }
    for (let b = 0; b < n; b++) {
      const r0 = ((b / across) | 0) * br;
      const c0 = (b % across) * bc;
      let once = 0, twice = 0;
      for (let r = r0; r < r0 + br; r++) {
        const m = rowSeg[r * across + (b % across)];
        twice |= once & m;
        once |= m;
      }
      t[boxRowConf + b] = once & ~twice;
      t[boxRowTwice + b] = twice;
      once = 0;
      twice = 0;
      for (let c = c0; c < c0 + bc; c++) {
        const m = colSeg[c * down + ((b / across) | 0)];
        twice |= once & m;
        once |= m;
      }
      t[boxColConf + b] = once & ~twice;
      t[boxColTwice + b] = twice;
    }
    // A value confined to one segment of a line that the box still holds in another line leaves
    // the box's other lines (claiming); a value confined to one line of a box that the line still
    // holds in another box leaves the rest of the line (pointing). Each mask below removes something.
    let changed = 0;
    for (let b = 0; b < n; b++) {
      const bandRow = (b / across) | 0;
      const bandCol = b % across;
      const r0 = bandRow * br;
      const c0 = bandCol * bc;
      for (let r = r0; r < r0 + br; r++) {
        const seg = rowSeg[r * across + bandCol];
        const claim = seg & t[rowConf + r] & t[boxRowTwice + b];
        if (claim !== 0) {
          for (let rr = r0; rr < r0 + br; rr++) {
            if (rr === r) continue;
            for (let c = c0; c < c0 + bc; c++) {
              if (this.eliminate(off, rr * n + c, claim) < 0) return -1;
            }
          }
          changed++;
        }
        const point = seg & t[boxRowConf + b] & t[rowTwice + r];
        if (point !== 0) {
          for (let c = 0; c < n; c++) {
            if (c >= c0 && c < c0 + bc) continue;
            if (this.eliminate(off, r * n + c, point) < 0) return -1;
          }
          changed++;
        }
      }
      for (let c = c0; c < c0 + bc; c++) {
        const seg = colSeg[c * down + bandRow];
        const claim = seg & t[colConf + c] & t[boxColTwice + b];
        if (claim !== 0) {
          for (let cc = c0; cc < c0 + bc; cc++) {
            if (cc === c) continue;
            for (let r = r0; r < r0 + br; r++) {
              if (this.eliminate(off, r * n + cc, claim) < 0) return -1;
            }
          }
          changed++;
        }
        const point = seg & t[boxColConf + b] & t[colTwice + c];
        if (point !== 0) {
          for (let r = 0; r < n; r++) {
            if (r >= r0 && r < r0 + br) continue;
            if (this.eliminate(off, r * n + c, point) < 0) return -1;
          }
          changed++;
        }
      }
    }
    return changed;
  }

  /**
   * Hall's condition in every unit at `level`: each unit's cells can take distinct values from
   * their candidates (a perfect matching, found by augmenting paths). Singles and locked
   * candidates miss a pigeonhole such as "three values fit only two cells of a box"; a search
   * then explores every permutation of the other cells before it gives up. Costs O(N³) a unit,
   * so it is meant for the root of a search that has turned out to be hard.
   */
  unitsHaveMatching(level: number): boolean {
    const n = this.n;
    const off = level * this.cellCount;
    const masks = this.matchMasks;
    const cellOfValue = this.matchCellOfValue;
    for (let u = 0; u < this.unitCount; u++) {
      for (let k = 0; k < n; k++) masks[k] = this.cand[off + this.units[u * n + k]];
      cellOfValue.fill(-1);
      for (let k = 0; k < n; k++) {
        if (!this.augment(k, 0)) return false;
      }
    }
    return true;
  }

  /** Kuhn's augmenting path from cell k of the unit being matched; `seen` marks values visited. */
  private augment(k: number, seen: number): boolean {
    const cellOfValue = this.matchCellOfValue;
    let m = this.matchMasks[k] & ~seen;
    // First a free value, then displace: shallow paths are the common case.
    for (let free = m; free !== 0; free &= free - 1) {
      const v = 31 - Math.clz32(free & -free);
      if (cellOfValue[v] < 0) {
        cellOfValue[v] = k;
        return true;
      }
    }
    const visited = seen | m;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const v = 31 - Math.clz32(b);
      if (this.augment(cellOfValue[v], visited)) {
        cellOfValue[v] = k;
        return true;
      }
    }
    return false;
  }

  /** Remove `mask` from a cell's candidates: 1 if it changed, 0 if not, -1 if none are left. */
  private eliminate(off: number, cell: number, mask: number): number {
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
    } else for (let i = 0; i < nc; i++) {
      const m = cand[off + i];
      if ((m & (m - 1)) !== 0) {
        const k = POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
        if (k < bestCount) {
          best = i;
          bestCount = k;
          if (k === 2) break;
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
    const noff = off + nc;
    let m = cand[off + best];
    if (this.preferred !== null) {
      const b = 1 << (this.preferred[best] - 1);
      if ((m & b) !== 0) {
        if (this.branch(level, off, noff, best, b)) return true;
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
        if (this.branch(level, off, noff, best, this.order[row + i])) return true;
      }
      return false;
    }
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (this.branch(level, off, noff, best, b)) return true;
    }
    return false;
  }

  private branch(level: number, off: number, noff: number, cell: number, b: number): boolean {
    const cand = this.cand;
    cand.copyWithin(noff, off, noff);
    cand[noff + cell] = b;
    this.queue[0] = cell;
    this.queueLength = 1;
    this.markCell(cell);
    if (this.propagate(level + 1, true) && this.node(level + 1)) return true;
    this.backtracks++;
    return false;
  }
}
