// The one search behind solving, counting, hinting and generating, for every board geometry:
// a depth-first tree over the candidate levels of levels.ts (state and propagation).
//
// Branching (choice.ts): Minimum Remaining Values, ties to the cell with the most open peers,
// which shrinks hard trees against taking the first such cell (bench/RESULTS.md). Values ascend, or come in a
// random order when seeded (generator), or a preferred known solution's value comes first (the
// generator's uniqueness checks). `rowMajor` instead branches on the first open cell in row-major
// order, so the first solution met is the lexicographically first. In plain solving, a node with
// many open cells first probes its best few two-candidate cells (lookahead.ts).
//
// Return convention, shared with levels.ts: a boolean answers "go on?". true: the state is
// consistent (levels) / the search goes on (node, branch); false: a contradiction (levels) / the
// search stops (node, branch: the limit was reached, or the budget ran out, see `exhausted`).
//
// The modes of one count (branching order, random values, a preferred solution) are the
// argument of countWithin, never state a caller must reset: one Search serves every caller of a
// shape (solve.ts), and each call states its own mode.
import type { Budget } from '../budget.js';
import type { Geometry } from '../geometry.js';
import { BranchChoice, shuffleBits } from './choice.js';
import { installKernels } from './kernels.js';
import { Levels } from './levels.js';
import { Lookahead, LOOKAHEAD_MIN_OPEN } from './lookahead.js';
import type { Shape } from '../types.js';

/** How one count branches (see the header); the default is MRV, values ascending. */
export interface SearchMode {
  /** Branch on the first open cell in row-major order (the first solution met is the lexicographically first). */
  readonly rowMajor?: boolean;
  /** With rowMajor: check Hall's condition in every unit at every node (see node()). */
  readonly matchEveryNode?: boolean;
  /** Values in a random order (the generator's grid filling). */
  readonly random?: (() => number) | null;
  /** A known solution whose value is tried first at every branch (the generator's uniqueness checks). */
  readonly preferred?: Uint8Array | null;
}

const MRV: SearchMode = {};

export class Search {
  readonly geometry: Geometry;
  /** The candidates per level, and propagation (levels.ts). */
  readonly levels: Levels;
  private readonly n: number;
  private readonly choice: BranchChoice;
  private readonly look: Lookahead;
  private readonly order: Int32Array;

  nodes = 0;
  backtracks = 0;
  /** Set when the budget ran out: the counts are then lower bounds. */
  exhausted = false;
  solutionCount = 0;
  readonly solution: Uint8Array;
  private limit = 2;
  private maxNodes = Infinity;
  /** The budget's node count (setBudget); maxNodes may stop a phase of the search earlier. */
  private budgetNodes = Infinity;
  private deadline = Infinity;
  // The mode of the count under way (SearchMode), set by countWithin only.
  private random: (() => number) | null = null;
  private rowMajor = false;
  private matchEveryNode = false;
  private preferred: Uint8Array | null = null;

  constructor(shape: Shape) {
    const levels = new Levels(shape, shape.size * shape.size + 2);
    const g = levels.geometry;
    this.geometry = g;
    this.levels = levels;
    const n = g.size;
    this.n = n;
    this.choice = new BranchChoice(g, levels.packing, LOOKAHEAD_MIN_OPEN);
    this.look = new Lookahead(levels.posWords, levels.auxWords, levels.pos, levels.aux);
    installKernels(levels, this.choice);
    this.order = new Int32Array((n * n + 2) * n);
    this.solution = new Uint8Array(n * n);
  }

  /** A new task on this (shared) search: its budget, and no nodes, backtracks or exhaustion yet. */
  begin(budget: Budget): void {
    this.maxNodes = this.budgetNodes = budget.maxNodes;
    this.deadline = budget.deadline;
    this.nodes = 0;
    this.backtracks = 0;
    this.exhausted = false;
  }

  timedOut(): boolean {
    return performance.now() > this.deadline;
  }

  // The level operations the solver and the generator use, from levels.ts.
  load(cells: Uint8Array): boolean {
    return this.levels.load(cells);
  }

  restrict(level: number, cell: number, mask: number): boolean {
    return this.levels.restrict(level, cell, mask);
  }

  copyLevel(from: number, to: number): void {
    this.levels.copyLevel(from, to);
  }

  candidatesAt(level: number, cell: number): number {
    return this.levels.candidatesAt(level, cell);
  }

  candidateCount(level: number): number {
    return this.levels.candidateCount(level);
  }

  unitsHaveMatching(level: number): boolean {
    return this.levels.unitsHaveMatching(level);
  }

  /** The whole budget is spent: its nodes, or its deadline (a phase's share is not the budget). */
  budgetSpent(): boolean {
    return this.nodes >= this.budgetNodes || this.timedOut();
  }

  /**
   * Solutions from `level`, counted up to `limit`, within at most `share` more nodes of the
   * budget, branching as `mode` says. Sets `exhausted` when the budget or the share ran out.
   */
  countWithin(level: number, limit: number, share: number, mode: SearchMode = MRV): number {
    this.exhausted = false;
    this.maxNodes = Math.min(this.budgetNodes, this.nodes + share);
    this.rowMajor = mode.rowMajor ?? false;
    this.matchEveryNode = mode.matchEveryNode ?? false;
    this.random = mode.random ?? null;
    this.preferred = mode.preferred ?? null;
    this.limit = limit;
    this.solutionCount = 0;
    try {
      this.node(level);
    } finally {
      this.maxNodes = this.budgetNodes;
      this.rowMajor = this.matchEveryNode = false;
      this.random = this.preferred = null;
    }
    return this.solutionCount;
  }

  /** One search node at `level`. False when the search stops (limit reached or budget spent). */
  node(level: number): boolean {
    // The clock every 256 nodes, or every node when each runs the (costly) matching check.
    if (++this.nodes > this.maxNodes || (((this.nodes & 255) === 0 || this.matchEveryNode) && performance.now() > this.deadline)) {
      this.exhausted = true;
      return false;
    }
    const n = this.n;
    const pos = this.levels.pos;
    const aux = this.levels.aux;
    const off = level * this.levels.posWords;
    const so = level * this.levels.auxWords;
    // Hall's condition at every row-major node, where asked: it cuts the dead ends that make a
    // row-major search stall on near-empty large boards (the empty 25×25).
    if (this.rowMajor && this.matchEveryNode && !this.levels.unitsHaveMatching(level)) return true;
    const best = this.rowMajor ? this.choice.firstOpen(aux, so) : this.choice.mostConstrained(pos, aux, off, so);
    if (best < 0) {
      if (++this.solutionCount === 1) {
        const sol = this.solution;
        const { words, kn } = this.levels.packing;
        for (let v = 0, p = off; v < n; v++) {
          for (let w = 0; w < words; w++, p++) {
            for (let x = pos[p]; x !== 0; x &= x - 1) sol[w * kn + 31 - Math.clz32(x & -x)] = v + 1;
          }
        }
      }
      return this.solutionCount < this.limit;
    }
    if (this.random === null && this.preferred === null && !this.rowMajor) {
      const choice = this.choice;
      if (choice.topCount > 1 && choice.openCells >= LOOKAHEAD_MIN_OPEN) return this.look.run(this, level, choice.top, choice.topCount);
    }
    const cand = this.candidatesAt(level, best);
    let m = cand;
    if (this.preferred !== null) {
      const b = 1 << (this.preferred[best] - 1);
      if ((m & b) !== 0) {
        if (!this.branch(level, best, b, cand)) return false;
        m ^= b;
      }
    }
    if (this.random !== null) {
      const row = level * n;
      const k = shuffleBits(m, this.random, this.order, row);
      for (let i = 0; i < k; i++) {
        if (!this.branch(level, best, this.order[row + i], cand)) return false;
      }
      return true;
    }
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (!this.branch(level, best, b, cand)) return false;
    }
    return true;
  }

  /** Value bit b at `cell` on a copy of the level, propagated: the open cells left, or -1. */
  probe(level: number, cell: number, b: number, cand: number): number {
    return this.levels.guess(level, cell, b, cand) ? this.levels.openCells(level + 1) : -1;
  }

  /** Value bit b at `cell`, whose candidates are `cand`, on a copy of the level, then its subtree. False: stop. */
  branch(level: number, cell: number, b: number, cand: number): boolean {
    if (!this.levels.guess(level, cell, b, cand)) return true;
    if (!this.node(level + 1)) return false;
    // Counted only for a guess whose node was entered, so backtracks never exceed nodes; a guess
    // propagation refutes at once is no node and no backtrack.
    this.backtracks++;
    return true;
  }
}
