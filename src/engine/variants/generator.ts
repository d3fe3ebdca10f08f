// What the variant search offers the generator (generate/variants/): a search per rule set, random
// grids, and uniqueness questions asked the cheap way round. Kept apart from search.ts, which only
// gains the `avoid` mode for "a solution other than the known one".
//
// Every question is bounded by a node cap, never by the clock, so that a seed replays: a question
// whose cap runs out answers UNKNOWN (the generator then keeps what it had). Each question begins its
// own task on the search (begin), because the search of a rule set is shared with solve() and
// analyze() on the same rules (variants/solve.ts caches it), which a generation calls in between.
import type { Budget } from '../budget.js';
import { compileRules } from '../rules/check.js';
import type { RuleSpace } from '../rules/space.js';
import type { Rule } from '../rules/types.js';
import { shuffle, type Random } from '../rng.js';
import type { RuleError, Shape } from '../types.js';
import type { VariantSearch } from './search.js';
import { variantSearchFor } from './solve.js';

/**
 * Grid-filling restarts; restart k may spend FILL_NODES_PER_CELL · N² · 1.5^k nodes. Short restarts pay
 * on heavy-tailed fills: a 9×9 non-consecutive grid took 3,300–4,500 nodes a success with caps of
 * 200–400 against 6,400–7,800 with caps of 800–1,600 (200 fills each).
 */
const FILL_RESTARTS = 16;
/**
 * Restarts for a drawn layout (a jigsaw, extra regions): one that neither fills nor is refuted within
 * them (about 8,000 nodes on 9×9) is not worth more, another layout is drawn instead.
 */
export const LAYOUT_FILL_RESTARTS = 8;
const FILL_NODES_PER_CELL = 2;
const FILL_GROWTH = 1.5;

/**
 * A generation's searches and their budget: every question is charged to one node count, whichever
 * rule set's search answers it.
 */
export class GeneratorSearch {
  /** Nodes spent over every question so far. */
  nodes = 0;
  /** Backtracks over every question so far. */
  backtracks = 0;

  constructor(
    readonly shape: Shape,
    readonly budget: Budget,
  ) {}

  /** The budget's nodes or its deadline are spent: the generation gives up (the deadline only aborts). */
  spent(): boolean {
    return this.nodes >= this.budget.maxNodes || performance.now() > this.budget.deadline;
  }

  /** The compiled model and its search for `rules`, or the rules' first fault. */
  searchOf(rules: readonly Rule[]): { space: RuleSpace; search: VariantSearch } | RuleError {
    const compiled = compileRules(this.shape, rules);
    if (!compiled.ok) return compiled.error;
    return { space: compiled.value, search: variantSearchFor(compiled.value) };
  }

  /** Runs one question on `search` as its own task, charging its nodes. */
  private task<T>(search: VariantSearch, ask: () => T): T {
    search.begin({ maxNodes: Math.max(0, this.budget.maxNodes - this.nodes), deadline: this.budget.deadline });
    const answer = ask();
    this.nodes += search.nodes;
    this.backtracks += search.backtracks;
    return answer;
  }

  /**
   * A random full grid of the rule set, values in random order with restarts on growing node caps
   * (filling is heavy-tailed). With value-symmetric rules the first row is a random permutation
   * (every grid is a relabelling of one with any first row). NONE: the search proved that no grid
   * fits (a jigsaw layout, say); UNKNOWN: the restarts ran out of nodes.
   */
  randomGrid(space: RuleSpace, search: VariantSearch, random: Random, restarts = FILL_RESTARTS): Uint8Array | 'NONE' | 'UNKNOWN' {
    const n = space.size;
    for (let restart = 0; restart < restarts; restart++) {
      const cells = new Uint8Array(space.cellCount);
      if (space.valueSymmetric) {
        const row = Array.from({ length: n }, (_, k) => k + 1);
        shuffle(row, random);
        cells.set(row, 0);
      }
      const share = Math.round(FILL_NODES_PER_CELL * space.cellCount * FILL_GROWTH ** restart);
      const found = this.task(search, () => (search.load(cells) ? search.countWithin(1, share, { random }) : 0));
      if (found === 1) return search.solution.slice();
      if (!search.exhausted) return 'NONE';
      if (this.spent()) return 'UNKNOWN';
    }
    return 'UNKNOWN';
  }

  /**
   * A solution of `givens` other than `known` (a solution of them), searched with known's values
   * first: null when there is none (unique), UNKNOWN past `cap` nodes.
   */
  otherSolution(search: VariantSearch, givens: Uint8Array, known: Uint8Array, cap: number): Uint8Array | null | 'UNKNOWN' {
    const found = this.task(search, () => (search.load(givens) ? search.countWithin(1, cap, { preferred: known, avoid: known }) : 0));
    if (search.exhausted) return 'UNKNOWN';
    return found === 0 ? null : search.solution.slice();
  }

  /**
   * A solution of `givens` with `cell` ≠ `value`, searched with known's values first: null when there
   * is none, UNKNOWN past `cap` nodes.
   */
  otherAt(
    search: VariantSearch,
    givens: Uint8Array,
    cell: number,
    value: number,
    known: Uint8Array,
    cap: number,
  ): Uint8Array | null | 'UNKNOWN' {
    const found = this.task(search, () =>
      search.load(givens) && search.restrict(cell, ~(1 << (value - 1))) ? search.countWithin(1, cap, { preferred: known }) : 0,
    );
    if (search.exhausted) return 'UNKNOWN';
    return found === 0 ? null : search.solution.slice();
  }

  /**
   * Does `puzzle` stay unique with `cells` emptied (each holding known's value now)? Asked for one cell
   * as "is there a solution with another value there?" (it usually fails at once), for several as a
   * solution other than `known`. The puzzle is left as it was.
   */
  uniqueWithout(search: VariantSearch, puzzle: Uint8Array, cells: readonly number[], known: Uint8Array, cap: number): Uniqueness {
    const values = cells.map((c) => puzzle[c]);
    for (const c of cells) puzzle[c] = 0;
    const other =
      cells.length === 1 ? this.otherAt(search, puzzle, cells[0], values[0], known, cap) : this.otherSolution(search, puzzle, known, cap);
    cells.forEach((c, k) => (puzzle[c] = values[k]));
    return other === 'UNKNOWN' ? 'UNKNOWN' : other === null ? 'UNIQUE' : 'NOT_UNIQUE';
  }
}

export type Uniqueness = 'UNIQUE' | 'NOT_UNIQUE' | 'UNKNOWN';
