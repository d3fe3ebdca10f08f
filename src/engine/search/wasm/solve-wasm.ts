// The solve contract on the WebAssembly kernels (search/wasm/): search9 for 9×9 with 3×3 boxes,
// searchn for every other shape, which hands a board past its share of nodes to the TypeScript
// kernel. Each kernel searches (MRV counting to the limit, then row-major for the
// lexicographically first answer); these wrap its answer in a SolveOutcome.
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_NODES } from '../../budget.js';
import type { Board, SolveOptions, SolveOutcome } from '../../types.js';
import { conflictOutcome, solveTs } from '../solve-ts.js';
import { WASM_CONTRADICTION, WASM_LIMIT_EXCEEDED, WASM_SOLVED, type WasmKernel, type WasmShapeKernel } from './kernel.js';

// Solutions of the WebAssembly kernel are views into shared 64-solution slabs: a typed array of
// its own (81 bytes, past V8's on-heap limit) cost more than the whole solve of an easy board.
// A kept solution keeps at most its slab (5 kB) alive.
const SLAB_SOLUTIONS = 64;
let slab = new ArrayBuffer(0);
let slabNext = SLAB_SOLUTIONS;

function solutionCopy(output: Uint8Array): Uint8Array {
  const n = output.length;
  if (slabNext === SLAB_SOLUTIONS) {
    slab = new ArrayBuffer(n * SLAB_SOLUTIONS);
    slabNext = 0;
  }
  // A view made from the buffer costs less than subarray() of a typed array (bench/RESULTS.md).
  const copy = new Uint8Array(slab, slabNext * n, n);
  slabNext++;
  copy.set(output);
  return copy;
}

/**
 * The same contract on the WebAssembly kernel (search/wasm/): it searches (MRV counting to the
 * limit, then row-major for the lexicographically first) and this wraps its answer.
 */
export function solveWasm(wasm: WasmKernel, board: Board, options: SolveOptions, start: number): SolveOutcome {
  wasm.input.set(board.cells);
  const code = wasm.exports.solve(wasmLimit(options), wasmMaxNodes(options), start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS));
  if (code === WASM_CONTRADICTION) {
    const clash = conflictOutcome(board, start);
    if (clash !== null) return clash;
  }
  const counts = wasm.stats;
  const solutionCount = counts[0];
  const stats = { nodes: counts[1], backtracks: counts[2], ms: performance.now() - start };
  if (code === WASM_SOLVED) {
    return { status: 'SOLVED', solution: solutionCopy(wasm.output), unique: solutionCount === 1, solutionCount, conflicts: [], stats };
  }
  if (code === WASM_LIMIT_EXCEEDED) return { status: 'LIMIT_EXCEEDED', solutionCount, conflicts: [], stats };
  return { status: 'NO_SOLUTION', solutionCount: 0, conflicts: [], stats };
}

export const wasmLimit = (options: SolveOptions): number =>
  options.limit === undefined ? 2 : Math.min(Math.max(2, options.limit), 0x7fffffff);
export const wasmMaxNodes = (options: SolveOptions): number => Math.min(options.maxNodes ?? DEFAULT_MAX_NODES, 0x7fffffff);

/**
 * Nodes the shapes kernel (searchn) gets before the board goes to the TypeScript kernel with the
 * rest of the budget. searchn has no matching checks (solve() above), so the rare board that
 * needs them (a hidden pigeonhole, a many-solution count MRV stalls on) would run to the budget
 * there; typical boards take a few hundred nodes (bench/RESULTS.md).
 */
export const WASM_SHAPE_NODES = 1 << 12;

/** The contract on searchn (search/wasm/assembly/searchn.ts), as solveWasm for search9, with the handover above. */
export function solveWasmShape(wasm: WasmShapeKernel, board: Board, options: SolveOptions, start: number): SolveOutcome {
  const { size, boxRows, boxCols } = board.shape;
  const cells = size * size;
  wasm.input.set(board.cells);
  const limit = wasmLimit(options);
  const budgetNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  const share = Math.min(budgetNodes, WASM_SHAPE_NODES);
  const deadline = start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const code = wasm.exports.solveShape(size, boxRows, boxCols, limit, share, deadline);
  if (code === WASM_CONTRADICTION) {
    const clash = conflictOutcome(board, start);
    if (clash !== null) return clash;
  }
  const counts = wasm.stats;
  const solutionCount = counts[0];
  const nodes = counts[1];
  const backtracks = counts[2];
  if (code === WASM_LIMIT_EXCEEDED && share < budgetNodes && performance.now() <= deadline) {
    // The share ran out, not the budget: the TypeScript kernel, with what is left of it.
    const r = solveTs(board, { ...options, maxNodes: budgetNodes - nodes }, start);
    return { ...r, stats: { nodes: r.stats.nodes + nodes, backtracks: r.stats.backtracks + backtracks, ms: performance.now() - start } };
  }
  const stats = { nodes, backtracks, ms: performance.now() - start };
  if (code === WASM_SOLVED) {
    return {
      status: 'SOLVED',
      solution: wasm.output.slice(0, cells),
      unique: solutionCount === 1,
      solutionCount,
      conflicts: [],
      stats,
    };
  }
  if (code === WASM_LIMIT_EXCEEDED) return { status: 'LIMIT_EXCEEDED', solutionCount, conflicts: [], stats };
  return { status: 'NO_SOLUTION', solutionCount: 0, conflicts: [], stats };
}
