// solve(board, options): the engine's one solving contract.
//
// Statuses: CONFLICT (givens clash; nothing searched), NO_SOLUTION (complete search found none),
// SOLVED (with `unique`), LIMIT_EXCEEDED (budget ran out first). Never throws on a parsed board.
//
// When a board has several solutions, the one returned is the lexicographically first
// (row-major, smaller value first). MRV finds *a* solution fast but not that one, so only then a
// second search branches on the first open cell in row-major order instead, with the same
// propagation and budget.
import type { Board, SolveOptions, SolveOutcome } from './types.js';
import { solveTs } from './search/solve-ts.js';
import { wasmKernelFor, wasmShapeKernelFor } from './search/wasm/kernel.js';
import { solveWasm, solveWasmShape } from './search/wasm/solve-wasm.js';
import { solveRules } from './variants/solve.js';

/**
 * The one dispatcher: each board goes to the kernel that takes its shape (docs/engine.md, "Which
 * kernel takes which board"); every kernel keeps the same contract.
 */
export function solve(board: Board, options: SolveOptions = {}): SolveOutcome {
  const start = performance.now();
  if (board.rules !== undefined && board.rules.length > 0) return solveRules(board, options, start);
  const wasm = wasmKernelFor(board.shape);
  if (wasm !== null) return solveWasm(wasm, board, options, start);
  const shapes = wasmShapeKernelFor(board.shape);
  if (shapes !== null) return solveWasmShape(shapes, board, options, start);
  return solveTs(board, options, start);
}
