// generate(options): a random, reproducible puzzle with exactly one solution.
//
// 1. Fill mutually independent boxes on the main diagonal with random permutations.
// 2. Complete the grid with the same search as the solver, values in random order.
// 3. Remove cells in random order, keeping a removal only when the puzzle stays unique.
//    "Unique after emptying cell i (value v)" is asked as "is there a solution with i ≠ v?",
//    one search that usually fails at once, instead of counting to two.
//    Stop at the difficulty's target; a pass that gets stuck below it is retried with a new
//    order (then a new grid), and the best pass is kept if it is within 3 % of N² of the target.
import { budgetOf } from './budget.js';
import { geometryOf } from './geometry.js';
import { freshSeed, randomFromSeed, shuffle, type Random } from './rng.js';
import type { Search } from './search.js';
import { resolveShape } from './shapes.js';
import { searchFor } from './solve.js';
import type { Difficulty, GenerateError, GenerateOptions, GeneratedPuzzle, Result, Shape } from './types.js';

export const REMOVAL_FRACTION: Readonly<Record<Difficulty, number>> = { EASY: 0.38, MEDIUM: 0.53, HARD: 0.65 };

/** Removal passes over one grid before a new grid is drawn. */
const PASSES_PER_GRID = Number(process.env.PASSES ?? 4);
const MAX_GRIDS = 40;
/** Share of the node budget one attempt at completing a grid may spend before a fresh start. */
const FILL_ATTEMPTS = 8;
/** Node cap of one uniqueness check during removal (see removeCells). */
const CHECK_NODES = Number(process.env.CHECK_NODES ?? 200);

export function removalTarget(size: number, difficulty: Difficulty): number {
  return Math.round(REMOVAL_FRACTION[difficulty] * size * size);
}

export function generate(options: GenerateOptions): Result<GeneratedPuzzle, GenerateError> {
  const start = performance.now();
  const shape = resolveShape(options.size, options.boxRows, options.boxCols);
  if (!shape.ok) return { ok: false, error: { code: 'BAD_SHAPE', message: shape.error.message } };
  const seed = options.seed ?? freshSeed();
  const random = randomFromSeed(`${seed}|${shape.value.size}|${shape.value.boxRows}x${shape.value.boxCols}|${options.difficulty}`);
  const search = searchFor(shape.value);
  const budget = budgetOf(options, start);
  search.setBudget(budget);
  search.nodes = 0;
  search.backtracks = 0;
  search.exhausted = false;

  const n = shape.value.size;
  const cellCount = n * n;
  const target = removalTarget(n, options.difficulty);
  const floor = target - Math.floor(0.03 * cellCount);
  const limitError = (what: string): Result<GeneratedPuzzle, GenerateError> => ({
    ok: false,
    error: { code: 'LIMIT_EXCEEDED', message: `generation gave up ${what} after ${search.nodes} search nodes` },
  });

  let best: { puzzle: Uint8Array; solution: Uint8Array; removed: number } | null = null;
  const order = new Int32Array(cellCount);
  for (let grid = 0; grid < MAX_GRIDS && (best === null || best.removed < target); grid++) {
    const solution = fillGrid(search, shape.value, random, budget.maxNodes);
    if (solution === null) {
      if (search.exhausted) break;
      continue;
    }
    for (let pass = 0; pass < PASSES_PER_GRID; pass++) {
      for (let i = 0; i < cellCount; i++) order[i] = i;
      shuffle(order, random);
      const puzzle = solution.slice();
      const removed = removeCells(search, puzzle, order, target, budget.maxNodes, CHECK_NODES);
      if (best === null || removed > best.removed) best = { puzzle, solution, removed };
      if (removed >= target || search.exhausted) break;
    }
    if (search.exhausted) break;
  }
  if (best === null || best.removed < floor) return limitError(best === null ? 'filling a grid' : `at ${best.removed} of ${target} removed cells`);

  return {
    ok: true,
    value: {
      puzzle: { shape: shape.value, cells: best.puzzle },
      solution: { shape: shape.value, cells: best.solution },
      seed,
      difficulty: options.difficulty,
      removed: best.removed,
      target,
      stats: { nodes: search.nodes, backtracks: search.backtracks, ms: performance.now() - start },
    },
  };
}

/** A full random grid, or null when this attempt ran over its share of the budget. */
function fillGrid(search: Search, shape: Shape, random: Random, maxNodes: number): Uint8Array | null {
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
    // Each attempt gets a slice of the remaining node budget, so one bad start cannot eat it all.
    const nodesBefore = search.nodes;
    const share = Math.max(1000, Math.floor((maxNodes - nodesBefore) / (FILL_ATTEMPTS - attempt)));
    search.setRandom(random);
    search.setBudgetNodes(Math.min(maxNodes, nodesBefore + share));
    const found = search.count(0, 1);
    search.setRandom(null);
    search.setBudgetNodes(maxNodes);
    if (found === 1) return search.solution.slice();
    if (search.nodes >= maxNodes || search.timedOut()) return null;
    search.exhausted = false;
  }
  return null;
}

/**
 * Empty cells of `puzzle` in `order` while it stays unique; returns how many were emptied.
 * A check that needs more than `checkNodes` nodes keeps its cell: proving uniqueness of a
 * nearly minimal puzzle can take far longer than trying another order.
 */
function removeCells(search: Search, puzzle: Uint8Array, order: Int32Array, target: number, maxNodes: number, checkNodes: number): number {
  let removed = 0;
  for (let k = 0; k < order.length && removed < target; k++) {
    const cell = order[k];
    const v = puzzle[cell];
    puzzle[cell] = 0;
    if (!search.load(puzzle) || !search.restrict(0, cell, ~(1 << (v - 1)))) {
      removed++; // no solution with another value here: still unique
      continue;
    }
    search.setBudgetNodes(Math.min(maxNodes, search.nodes + checkNodes));
    const other = search.count(0, 1);
    search.setBudgetNodes(maxNodes);
    if (search.exhausted) {
      puzzle[cell] = v; // unknown whether it stays unique: keep the cell
      if (search.nodes >= maxNodes || search.timedOut()) return removed;
      search.exhausted = false;
      continue;
    }
    if (other === 0) removed++;
    else puzzle[cell] = v;
  }
  return removed;
}
