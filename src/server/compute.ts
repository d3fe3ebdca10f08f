// The only place the server runs engine searches. Today they run inline; the worker pool replaces
// the bodies of these functions without touching any resolver, so keep them async and keep their
// inputs and outputs plain, structured-clone-able data (Uint8Array boards, no functions).
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
  type SolveOptions,
  type SolveOutcome,
} from '../engine/index.js';

export async function solveBoard(board: Board, options: SolveOptions = {}): Promise<SolveOutcome> {
  return solve(board, options);
}

export async function hintBoard(board: Board, options: SolveOptions = {}): Promise<HintOutcome> {
  return hint(board, options);
}

export async function generatePuzzle(options: GenerateOptions): Promise<Result<GeneratedPuzzle, GenerateError>> {
  return generate(options);
}
