// The only place the server runs engine searches: in the worker pool (src/pool), off the event
// loop. Keep the methods async and their inputs and outputs plain, structured-clone-able data
// (Uint8Array boards, no functions).
import type {
  Board,
  GenerateOptions,
  GenerateOutcome,
  HintOutcome,
  SolveOutcome,
} from '../engine/index.js';
import { createPoolCompute } from '../pool/compute.js';
import { poolConfigFromEnv, type PoolConfig, type TaskLimits } from '../pool/config.js';

/** Work budget of one request's search; the engine's defaults apply where unset. */
export interface ComputeBudget {
  readonly maxNodes?: number;
  readonly deadlineMs?: number;
}

export interface Compute {
  solveBoard(board: Board): Promise<SolveOutcome>;
  hintBoard(board: Board): Promise<HintOutcome>;
  generatePuzzle(options: Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>): Promise<GenerateOutcome>;
  /** Releases workers, if any. */
  close(): Promise<void>;
}

/** `budget` overrides the environment's per-task limits; `pool` its thread and queue sizes. */
export function createCompute(budget: ComputeBudget = {}, pool: Partial<PoolConfig> = {}): Compute {
  const config = { ...poolConfigFromEnv(), ...pool };
  const limit = (env: TaskLimits): TaskLimits => ({
    maxNodes: budget.maxNodes ?? env.maxNodes,
    deadlineMs: budget.deadlineMs ?? env.deadlineMs,
  });
  return createPoolCompute({ ...config, solve: limit(config.solve), generate: limit(config.generate) });
}
