// solve() on the TypeScript kernel (search/): one preallocated Search per shape, the phases that
// make a hard board finish (docs/engine.md, "How a solve works") and the lexicographically first
// answer among several.
import { budgetOf } from '../budget.js';
import { findConflicts } from '../conflicts.js';
import { shapeKey } from '../geometry.js';
import type { Board, Shape, SolveOptions, SolveOutcome, SolveStatus } from '../types.js';
import { valuesHaveLineMatching } from './fish-check.js';
import { Search } from './search.js';

const searches = new Map<string, Search>();
/** The same Shape object (standard shapes are shared constants) skips building the key. */
const searchesByShape = new WeakMap<Shape, Search>();

/** Nodes after which a search counts as hard and the givens get the matching check. */
const HARD_AFTER_NODES = 2048;
/**
 * Then the share of a row-major search with the matching check at every node: enough for the
 * empty 25×25, small because each such node is costly there (bench/RESULTS.md).
 */
const ROW_MAJOR_NODES = 1024;

/** One preallocated search per shape; the engine is synchronous, so reuse is safe. */
export function searchFor(shape: Shape): Search {
  let s = searchesByShape.get(shape);
  if (s !== undefined) return s;
  const key = shapeKey(shape);
  s = searches.get(key);
  if (s === undefined) {
    s = new Search(shape);
    searches.set(key, s);
  }
  searchesByShape.set(shape, s);
  return s;
}

function outcome(
  search: Search,
  start: number,
  status: SolveStatus,
  solutionCount: number,
  solution?: Uint8Array,
  unique?: boolean,
): SolveOutcome {
  return {
    status,
    solution,
    unique,
    solutionCount,
    conflicts: [],
    stats: { nodes: search.nodes, backtracks: search.backtracks, ms: performance.now() - start },
  };
}

/**
 * CONFLICT with every clashing given, where givens that failed to load (in any kernel) clash; null
 * where they do not (a contradiction of propagation: NO_SOLUTION).
 */
export function conflictOutcome(board: Board, start: number): SolveOutcome | null {
  const conflicts = findConflicts(board);
  if (conflicts.length === 0) return null;
  return { status: 'CONFLICT', solutionCount: 0, conflicts, stats: { nodes: 0, backtracks: 0, ms: performance.now() - start } };
}

/** solve() on the TypeScript kernel, `start` its clock's zero. */
export function solveTs(board: Board, options: SolveOptions, start: number): SolveOutcome {
  const budget = budgetOf(options, start);
  const search = searchFor(board.shape);
  search.begin(budget);
  if (!search.load(board.cells)) {
    // Clashing givens always fail to load; only then is it worth listing them.
    return conflictOutcome(board, start) ?? outcome(search, start, 'NO_SOLUTION', 0);
  }
  const limit = Math.max(2, options.limit ?? 2);
  // Most boards finish within a few hundred nodes. One that does not is hard: it gets a
  // pigeonhole check of its givens (matching in every unit, and of every value's rows to
  // columns, fish-check.ts), then a share of the budget for a
  // row-major search with that check at every node, then the rest for MRV again. The row-major
  // try is for boards with many solutions that stall MRV's count to two (the empty 25×25); when
  // it finishes, its first solution is the lexicographically first.
  let count = phase(search, limit, HARD_AFTER_NODES, false);
  let lexFirst = false;
  if (search.exhausted && !search.budgetSpent()) {
    if (!search.unitsHaveMatching(0) || !valuesHaveLineMatching(search.levels, 0)) return outcome(search, start, 'NO_SOLUTION', 0);
    count = phase(search, limit, ROW_MAJOR_NODES, true);
    lexFirst = !search.exhausted;
    if (!lexFirst && !search.budgetSpent()) count = phase(search, limit, Infinity, false);
  }
  if (search.exhausted) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  if (count === 0) return outcome(search, start, 'NO_SOLUTION', 0);
  const first = search.solution.slice();
  if (count === 1) return outcome(search, start, 'SOLVED', 1, first, true);
  if (lexFirst) return outcome(search, start, 'SOLVED', count, first, false);
  // Row-major order, smaller values first: the first solution this search meets is the
  // lexicographically first one (propagation and the matching check only remove values no
  // solution can hold). Plain first; with the matching check at every node if that stalls.
  phase(search, 1, HARD_AFTER_NODES, true, false);
  if (search.exhausted && !search.budgetSpent()) phase(search, 1, Infinity, true);
  if (search.exhausted) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  return outcome(search, start, 'SOLVED', count, search.solution.slice(), false);
}

/**
 * One search from level 0 counting to `limit`, on at most `share` more nodes of the budget; MRV,
 * or row-major with the matching check at every node unless `match` is false. Returns the count.
 */
function phase(search: Search, limit: number, share: number, rowMajor: boolean, match = rowMajor): number {
  return search.countWithin(0, limit, share, { rowMajor, matchEveryNode: match });
}
