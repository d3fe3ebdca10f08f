// The one search behind solving, counting, hinting and generating, for every board geometry:
// a depth-first tree over the candidate levels of levels.ts (state and propagation).
//
// Branching (choice.ts): Minimum Remaining Values, ties to the cell with the most open peers;
// this shrinks hard trees 1.6–4× against taking the first such cell. Values ascend, or come in a
// random order when seeded (generator), or a preferred known solution's value comes first (the
// generator's uniqueness checks). `rowMajor` instead branches on the first open cell in row-major
// order, so the first solution met is the lexicographically first. In plain solving, a node with
// many open cells first probes its best few two-candidate cells (lookahead.ts).
import type { Geometry } from './geometry.js';
import { BranchChoice, shuffleBits } from './choice.js';
import { Levels } from './levels.js';
import { Lookahead, LOOKAHEAD_MIN_OPEN } from './lookahead.js';
import type { Shape } from './types.js';

export interface Budget {
  readonly maxNodes: number;
  /** Absolute time (performance.now()) after which the search gives up. */
  readonly deadline: number;
}

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
  private random: (() => number) | null = null;
  rowMajor = false;
  /** With rowMajor: check Hall's condition in every unit at every node (see node()). */
  matchEveryNode = false;
  /** A known solution whose value is tried first at every branch (see the header). */
  preferred: Uint8Array | null = null;

  constructor(shape: Shape) {
    const levels = new Levels(shape, shape.size * shape.size + 2);
    const g = levels.geometry;
    this.geometry = g;
    this.levels = levels;
    const n = g.size;
    this.n = n;
    this.choice = new BranchChoice(g, levels.packing, LOOKAHEAD_MIN_OPEN);
    this.look = new Lookahead(levels.posWords, levels.auxWords, levels.pos, levels.aux);
    this.order = new Int32Array((n * n + 2) * n);
    this.solution = new Uint8Array(n * n);
  }

  setBudget(budget: Budget): void {
    this.maxNodes = this.budgetNodes = budget.maxNodes;
    this.deadline = budget.deadline;
  }

  timedOut(): boolean {
    return performance.now() > this.deadline;
  }

  setRandom(random: (() => number) | null): void {
    this.random = random;
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

  count(level: number, limit: number): number {
    this.limit = limit;
    this.solutionCount = 0;
    this.node(level);
    return this.solutionCount;
  }

  /** The whole budget is spent: its nodes, or its deadline (a phase's share is not the budget). */
  budgetSpent(): boolean {
    return this.nodes >= this.budgetNodes || this.timedOut();
  }

  /** count(), within at most `share` more nodes of the budget. */
  countWithin(level: number, limit: number, share: number): number {
    this.exhausted = false;
    this.maxNodes = Math.min(this.budgetNodes, this.nodes + share);
    const c = this.count(level, limit);
    this.maxNodes = this.budgetNodes;
    return c;
  }

  /** One search node at `level`. Returns true when the search must stop (limit or budget). */
  node(level: number): boolean {
    // The clock every 256 nodes, or every node when each runs the matching check (~0.1 ms on 25×25).
    if (++this.nodes > this.maxNodes || (((this.nodes & 255) === 0 || this.matchEveryNode) && performance.now() > this.deadline)) {
      this.exhausted = true;
      return true;
    }
    const n = this.n;
    const pos = this.levels.pos;
    const aux = this.levels.aux;
    const off = level * this.levels.posWords;
    const so = level * this.levels.auxWords;
    // Hall's condition at every row-major node, where asked: it cuts the dead ends that make a
    // row-major search stall on near-empty large boards (empty 25×25: ~600 nodes).
    if (this.rowMajor && this.matchEveryNode && !this.levels.unitsHaveMatching(level)) return false;
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
      return this.solutionCount >= this.limit;
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
        if (this.branch(level, best, b, cand)) return true;
        m ^= b;
      }
    }
    if (this.random !== null) {
      const row = level * n;
      const k = shuffleBits(m, this.random, this.order, row);
      for (let i = 0; i < k; i++) {
        if (this.branch(level, best, this.order[row + i], cand)) return true;
      }
      return false;
    }
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (this.branch(level, best, b, cand)) return true;
    }
    return false;
  }

  /** Value bit b at `cell` on a copy of the level, propagated: the open cells left, or -1. */
  probe(level: number, cell: number, b: number, cand: number): number {
    return this.levels.guess(level, cell, b, cand) ? this.levels.openCells(level + 1) : -1;
  }

  /** Value bit b at `cell`, whose candidates are `cand`, on a copy of the level, then its subtree. */
  branch(level: number, cell: number, b: number, cand: number): boolean {
    if (!this.levels.guess(level, cell, b, cand)) return false;
    if (this.node(level + 1)) return true;
    // Counted only for a guess whose node was entered, so backtracks never exceed nodes; a guess
    // propagation refutes at once is no node and no backtrack.
    this.backtracks++;
    return false;
  }
}
