// The only place the server runs engine searches: in the worker pool (src/pool), off the event
// loop. Keep the methods async and their inputs and outputs plain, structured-clone-able data
// (Uint8Array boards, no functions).
import type {
  Board,
  GenerateError,
  GenerateOptions,
  GeneratedPuzzle,
  HintOutcome,
  Result,
  SolveOutcome,
} from '../engine/index.js';
import { solve } from '../engine/index.js';
import { createPoolCompute } from '../pool/compute.js';
import { poolConfigFromEnv, type PoolConfig, type TaskLimits } from '../pool/config.js';

/** Work budget of one request's search; the engine's defaults apply where unset. */
export interface ComputeBudget {
  readonly maxNodes?: number;
  readonly deadlineMs?: number;
}

export interface Compute {
  solveBoard(board: Board): Promise<SolveOutcome>;
  /** Many boards, one outcome each in order, each with one solve's budget. */
  solveBoards(boards: readonly Board[]): Promise<SolveOutcome[]>;
  hintBoard(board: Board): Promise<HintOutcome>;
  generatePuzzle(options: Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>): Promise<Result<GeneratedPuzzle, GenerateError>>;
  /** Several generations, one result each in order; chunks share one generation's deadline. */
  generatePuzzles(
    list: readonly Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>[],
  ): Promise<Result<GeneratedPuzzle, GenerateError>[]>;
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
  const pooled = createPoolCompute({ ...config, solve: limit(config.solve), generate: limit(config.generate) });
  return withInlineSolves(pooled, Math.min(INLINE_NODES, limit(config.solve).maxNodes));
}

/**
 * Boards up to 9×9 are first tried on the request's own thread within `INLINE_NODES` search nodes
 * (a fraction of a millisecond there); most real puzzles finish so, sparing the worker round trip.
 * One that does not goes to the pool and is solved there from the start, so its answer and stats
 * are the pool's alone, under the full budget.
 */
export const INLINE_NODES = 64;
const INLINE_MAX_SIZE = 9;
/** Wall-clock cap of the inline try, should a node ever be slow (e.g. a loaded machine). */
const INLINE_DEADLINE_MS = 2;

/** Inline work one batch may spend on the request's thread, in nodes and ms; the rest go to the pool. */
const BATCH_INLINE_NODES = 1024;
const BATCH_INLINE_MS = 2;

export function withInlineSolves(compute: Compute, maxNodes: number = INLINE_NODES): Compute {
  const inline = (board: Board, nodes: number, deadlineMs: number): SolveOutcome | undefined => {
    if (board.shape.size > INLINE_MAX_SIZE || nodes <= 0) return undefined;
    const outcome = solve(board, { maxNodes: nodes, deadlineMs });
    return outcome.status === 'LIMIT_EXCEEDED' ? undefined : outcome;
  };
  return {
    ...compute,
    solveBoard: async (board) => inline(board, maxNodes, INLINE_DEADLINE_MS) ?? compute.solveBoard(board),
    solveBoards: async (boards) => {
      // Easy boards of a batch are answered here while the batch's inline allowance lasts; the
      // others go to the pool together (one task per chunk), each from the start with a full budget.
      const outcomes: (SolveOutcome | undefined)[] = [];
      const rest: Board[] = [];
      let nodes = BATCH_INLINE_NODES;
      const until = performance.now() + BATCH_INLINE_MS;
      for (const board of boards) {
        const left = until - performance.now();
        const done = left > 0 ? inline(board, Math.min(maxNodes, nodes), left) : undefined;
        if (done) nodes -= done.stats.nodes;
        else {
          nodes -= board.shape.size <= INLINE_MAX_SIZE ? maxNodes : 0;
          rest.push(board);
        }
        outcomes.push(done);
      }
      const pooled = rest.length > 0 ? await compute.solveBoards(rest) : [];
      let k = 0;
      return outcomes.map((o) => o ?? pooled[k++]);
    },
  };
}
