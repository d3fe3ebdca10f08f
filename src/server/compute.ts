// The only place the server runs engine searches. Today they run inline; a worker pool replaces
// createCompute's body without touching any resolver, so keep the methods async and their inputs
// and outputs plain, structured-clone-able data (Uint8Array boards, no functions).
import {
  generate,
  hint,
  solve,
  type Board,
  type GenerateError,
  type GenerateOptions,
  type GeneratedPuzzle,
  type HintOutcome,
  type Result,
  type SolveOutcome,
} from '../engine/index.js';

/** Work budget of one request's search; the engine's defaults apply where unset. */
export interface ComputeBudget {
  readonly maxNodes?: number;
  readonly deadlineMs?: number;
}

export interface Compute {
  solveBoard(board: Board): Promise<SolveOutcome>;
  hintBoard(board: Board): Promise<HintOutcome>;
  generatePuzzle(options: Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>): Promise<Result<GeneratedPuzzle, GenerateError>>;
  /** Releases workers, if any. */
  close(): Promise<void>;
}

export function createCompute(budget: ComputeBudget = {}): Compute {
  return {
    solveBoard: async (board) => solve(board, budget),
    hintBoard: async (board) => hint(board, budget),
    generatePuzzle: async (options) => generate({ ...options, ...budget }),
    close: async () => {},
  };
}
