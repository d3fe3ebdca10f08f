// solve()'s contract for a board with rules (solve.ts dispatches here): the same statuses, the
// lexicographically first answer, the same budget, never a throw. A board whose rules do not pass
// rules/check.ts has no solution: NO_SOLUTION, with the fault in `ruleError` (callers that read rules
// from clients run checkRules first and answer the error themselves).
import { budgetOf, type Budget } from '../budget.js';
import { compileRules } from '../rules/check.js';
import { conflictOutcome } from '../search/solve-ts.js';
import type { RuleSpace } from '../rules/space.js';
import type { Board, SolveOptions, SolveOutcome, SolveStatus } from '../types.js';
import { VariantSearch } from './search.js';
import { firstUpToRelabelling } from './symmetry.js';

const searches = new WeakMap<RuleSpace, VariantSearch>();

/** The search of a compiled model, built once. */
export function variantSearchFor(space: RuleSpace): VariantSearch {
  let s = searches.get(space);
  if (s === undefined) {
    s = new VariantSearch(space);
    searches.set(space, s);
  }
  return s;
}

/** n!, or Infinity past what a count can reach. */
function factorial(n: number): number {
  let f = 1;
  for (let k = 2; k <= n; k++) f *= k;
  return f;
}

function outcome(
  search: VariantSearch,
  start: number,
  status: SolveStatus,
  count: number,
  solution?: Uint8Array,
  unique?: boolean,
): SolveOutcome {
  return {
    status,
    solution,
    unique,
    solutionCount: count,
    conflicts: [],
    stats: { nodes: search.nodes, backtracks: search.backtracks, ms: performance.now() - start },
  };
}

export function solveRules(board: Board, options: SolveOptions, start: number): SolveOutcome {
  const compiled = compileRules(board.shape, board.rules ?? []);
  if (!compiled.ok) {
    return {
      status: 'NO_SOLUTION',
      solutionCount: 0,
      conflicts: [],
      ruleError: compiled.error,
      stats: { nodes: 0, backtracks: 0, ms: performance.now() - start },
    };
  }
  const space = compiled.value;
  const search = variantSearchFor(space);
  const budget: Budget = budgetOf(options, start);
  search.begin(budget);
  if (!search.load(board.cells)) return conflictOutcome(board, start) ?? outcome(search, start, 'NO_SOLUTION', 0);
  const limit = Math.max(2, options.limit ?? 2);
  // With no givens and rules that never tell values apart, every solution is one of N! relabellings
  // of a solution whose first row reads 1..N, which is also the lexicographically first: search those.
  let factor = 1;
  if (space.valueSymmetric && board.cells.every((v) => v === 0)) {
    factor = factorial(space.size);
    // One grid is enough to answer (its N! relabellings reach the limit): the portfolio of houses.
    if (limit <= factor) return symmetricOutcome(search, space, start, limit, factor);
    for (let c = 0; c < space.size; c++) {
      if (!search.restrict(c, 1 << c)) return outcome(search, start, 'NO_SOLUTION', 0);
    }
  }
  const found = search.countWithin(Math.ceil(limit / factor), Infinity);
  if (search.exhausted) return outcome(search, start, 'LIMIT_EXCEEDED', Math.min(limit, found * factor));
  if (found === 0) return outcome(search, start, 'NO_SOLUTION', 0);
  const count = Math.min(limit, found * factor);
  if (count === 1) return outcome(search, start, 'SOLVED', 1, search.solution.slice(), true);
  const first = lexicographicFirst(search, search.solution.slice());
  if (first === null) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  return outcome(search, start, 'SOLVED', count, first, false);
}

/**
 * An empty board under value-symmetric rules, `limit` ≤ N!: whether a grid exists is decided by
 * fixing whichever house refutes or fills fastest (symmetry.ts); the answer is then the
 * lexicographically first grid, whose row 1 reads 1..N.
 */
function symmetricOutcome(search: VariantSearch, space: RuleSpace, start: number, limit: number, factor: number): SolveOutcome {
  const known = firstUpToRelabelling(search, space);
  if (known === 'EXHAUSTED') return outcome(search, start, 'LIMIT_EXCEEDED', 0);
  if (known === null) return outcome(search, start, 'NO_SOLUTION', 0);
  for (let c = 0; c < space.size; c++) search.restrict(c, 1 << c);
  const count = Math.min(limit, factor);
  const first = lexicographicFirst(search, known);
  if (first === null) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  return outcome(search, start, 'SOLVED', count, first, false);
}

/** Nodes the plain row-major search gets before the cell-by-cell method takes over. */
const ROW_MAJOR_NODES = 4096;

/**
 * The lexicographically first solution below the loaded root, given one solution `known`; null when
 * the budget ran out. First a row-major search, smaller values first (its first solution is the
 * answer), within ROW_MAJOR_NODES; where that stalls (an empty jigsaw can take a million nodes),
 * cell by cell in row-major order: while a solution with a smaller value in the cell exists (a
 * search with the cell narrowed below the best known value), take it; then fix the cell.
 */
export function lexicographicFirst(search: VariantSearch, known: Uint8Array, rowMajorNodes = ROW_MAJOR_NODES): Uint8Array | null {
  search.countWithin(1, rowMajorNodes, { rowMajor: true });
  if (!search.exhausted) return search.solution.slice();
  if (search.budgetSpent()) return null;
  const best = known;
  const saved = search.saveRoot();
  const cellCount = best.length;
  for (let i = 0; i < cellCount; i++) {
    for (;;) {
      const below = search.rootMasks()[i] & ((1 << (best[i] - 1)) - 1);
      if (below === 0) break;
      const before = search.saveRoot();
      const possible = search.restrict(i, below);
      const found = possible ? search.countWithin(1, Infinity) : 0;
      search.restoreRoot(before);
      if (possible && search.exhausted) {
        search.restoreRoot(saved);
        return null;
      }
      if (found === 0) break;
      best.set(search.solution);
    }
    search.restrict(i, 1 << (best[i] - 1));
  }
  search.restoreRoot(saved);
  return best;
}
