// generate(options): a random, reproducible puzzle with exactly one solution.
//
// 1. Fill mutually independent boxes on the main diagonal with random permutations.
// 2. Complete the grid with the same search as the solver, values in random order.
// 3. Remove cells in random order, keeping a removal only when the puzzle stays unique.
//    "Unique after emptying cell i (value v)" is asked as "is there a solution with i ≠ v?",
//    one search that usually fails at once, instead of counting to two.
// 4. If that stalls below the difficulty's target, build a sparse puzzle for the same grid up
//    from no givens instead (sparse.ts). The best puzzle is kept if it is within 3 % of N² of
//    the target.
// 5. Below that (boxes of one row or column from 12×12 on, 22×22 with 2×11 boxes, 24×24 with
//    2×12), the puzzle is built on the pattern grid instead (pattern.ts), which reaches the exact
//    target on every shape. No second random grid is tried: on those shapes further grids
//    stalled too, and elsewhere the first grid reached the floor (bench/RESULTS.md).
import { budgetOf } from '../budget.js';
import { geometryOf } from '../geometry.js';
import { patternPuzzle } from './pattern.js';
import { freshSeed, randomFromSeed, shuffle, type Random } from '../rng.js';
import type { Search } from '../search/search.js';
import { resolveShape } from '../shapes.js';
import { searchFor, solve } from '../solve.js';
import { emptyCount, sparsePuzzle } from './sparse.js';
import type { Difficulty, GenerateOptions, GenerateOutcome, Shape } from '../types.js';

export const REMOVAL_FRACTION: Readonly<Record<Difficulty, number>> = { EASY: 0.38, MEDIUM: 0.53, HARD: 0.65 };

/** Grids to try filling (each with FILL_ATTEMPTS restarts) before falling back to the pattern. */
const MAX_GRIDS = 4;
/** Grid-filling attempts; attempt k may spend FILL_NODES_PER_CELL · N² · 2^k nodes. */
const FILL_ATTEMPTS = 8;
const FILL_NODES_PER_CELL = 4;
/** Node cap of one uniqueness check during removal (see removeCells). */
const CHECK_NODES = 5;

export function removalTarget(size: number, difficulty: Difficulty): number {
  return Math.round(REMOVAL_FRACTION[difficulty] * size * size);
}

export function generate(options: GenerateOptions): GenerateOutcome {
  const start = performance.now();
  const shape = resolveShape(options.size, options.boxRows, options.boxCols);
  if (!shape.ok) return { status: 'BAD_SHAPE', error: shape.error };
  const seed = options.seed ?? freshSeed();
  const random = randomFromSeed(`${seed}|${shape.value.size}|${shape.value.boxRows}x${shape.value.boxCols}|${options.difficulty}`);
  const search = searchFor(shape.value);
  const budget = budgetOf(options, start);
  search.begin(budget);

  const n = shape.value.size;
  const cellCount = n * n;
  const target = removalTarget(n, options.difficulty);
  const floor = target - Math.floor(0.03 * cellCount);
  const limitExceeded = (message: string): GenerateOutcome => ({
    status: 'LIMIT_EXCEEDED',
    message,
    stats: { nodes: search.nodes, backtracks: search.backtracks, ms: performance.now() - start },
  });

  let best: { puzzle: Uint8Array; solution: Uint8Array; removed: number } | null = null;
  const order = new Int32Array(cellCount);
  for (let grid = 0; grid < MAX_GRIDS && best === null; grid++) {
    const solution = fillGrid(search, shape.value, random);
    if (solution === null) {
      if (search.exhausted) break;
      continue;
    }
    for (let i = 0; i < cellCount; i++) order[i] = i;
    shuffle(order, random);
    const puzzle = solution.slice();
    const removed = removeCells(search, puzzle, order, target, solution);
    best = { puzzle, solution, removed };
    if (removed >= target || search.exhausted) break;
    const sparse = sparsePuzzle(search, solution, random, target, floor);
    if (sparse !== null) {
      const k = emptyCount(sparse);
      if (k > best.removed) best = { puzzle: sparse, solution, removed: k };
    }
  }
  if (best === null || best.removed < floor) {
    // Past the deadline too: the pattern needs no search, only the check below (its own budget).
    if (search.nodes >= budget.maxNodes) {
      const what = best === null ? 'filling a grid' : `at ${best.removed} of ${target} removed cells`;
      return limitExceeded(`generation gave up ${what} after ${search.nodes} search nodes`);
    }
    const p = patternPuzzle(geometryOf(shape.value), random, target);
    best = { puzzle: p.puzzle, solution: p.solution, removed: target };
  }

  const stats = { nodes: search.nodes, backtracks: search.backtracks };
  const puzzle = { shape: shape.value, cells: best.puzzle };
  // The contract's own check, whatever built the puzzle: the solver, counting to 2, finds one
  // solution, this one (cheap: propagation alone nearly completes a unique puzzle).
  const check = solve(puzzle, { limit: 2, maxNodes: options.maxNodes, deadlineMs: options.deadlineMs });
  if (check.status !== 'SOLVED' || check.unique !== true || !sameCells(check.solution!, best.solution)) {
    return limitExceeded(`the puzzle failed its uniqueness check (${check.status})`);
  }
  return {
    status: 'GENERATED',
    puzzle,
    solution: { shape: shape.value, cells: best.solution },
    seed,
    difficulty: options.difficulty,
    removed: best.removed,
    target,
    stats: { ...stats, ms: performance.now() - start },
  };
}

/** A full random grid, or null when this attempt ran over its share of the budget. */
function fillGrid(search: Search, shape: Shape, random: Random): Uint8Array | null {
  const g = geometryOf(shape);
  const n = g.size;
  for (let attempt = 0; attempt < FILL_ATTEMPTS; attempt++) {
    const cells = new Uint8Array(g.cellCount);
    // Boxes (k, k) share no band of rows or columns with each other, so any permutations fit.
    const diagonal = Math.min(n / g.boxRows, n / g.boxCols);
    const values = Array.from({ length: n }, (_, i) => i + 1);
    for (let k = 0; k < diagonal; k++) {
      shuffle(values, random);
      for (let j = 0; j < n; j++) {
        const row = k * g.boxRows + Math.floor(j / g.boxCols);
        const col = k * g.boxCols + (j % g.boxCols);
        cells[row * n + col] = values[j];
      }
    }
    if (!search.load(cells)) continue;
    // Filling is heavy-tailed: most attempts need fewer than N² nodes, a few get lost for ages.
    // Restarts with doubling caps bound that (and stay reproducible: caps count nodes).
    const share = FILL_NODES_PER_CELL * g.cellCount * 2 ** attempt;
    const found = search.countWithin(0, 1, share, { random });
    if (found === 1) return search.solution.slice();
    if (search.budgetSpent()) return null;
    search.exhausted = false;
  }
  return null;
}

/**
 * Empty cells of `puzzle` in `order` while it stays unique, up to `target` empty cells in all.
 * A check that needs more than CHECK_NODES nodes keeps its cell: past that point proofs get
 * expensive, and sparsePuzzle does better than paying for them. Returns the puzzle's empty count.
 */
function removeCells(search: Search, puzzle: Uint8Array, order: ArrayLike<number>, target: number, solution: Uint8Array): number {
  // The full grid's value first: a second solution, if any, is usually met at once.
  const mode = { preferred: solution };
  let removed = emptyCount(puzzle);
  for (let k = 0; k < order.length && removed < target; k++) {
    const cell = order[k];
    const v = puzzle[cell];
    if (v === 0) continue;
    puzzle[cell] = 0;
    if (!search.load(puzzle) || !search.restrict(0, cell, ~(1 << (v - 1)))) {
      removed++; // no solution with another value here: still unique
      continue;
    }
    const other = search.countWithin(0, 1, CHECK_NODES, mode);
    if (search.exhausted) {
      puzzle[cell] = v; // not known to stay unique: keep the cell
      if (search.budgetSpent()) return removed;
      search.exhausted = false;
      continue;
    }
    if (other === 0) removed++;
    else puzzle[cell] = v;
  }
  return removed;
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
