// The server's side of the Compute seam (src/pool owns the interface): builds the pool from the
// environment and the app's budget, answers easy boards on the request's thread (withInlineSolves),
// and maps the pool's busy refusal to SERVER_BUSY (HTTP 503 with Retry-After) for resolvers, which
// only ever see GraphQL errors.
import { GraphQLError } from 'graphql';
import { solve, type Board, type SolveOutcome } from '../engine/index.js';
import { createPoolCompute, isBusy, poolFor, type Compute } from '../pool/compute.js';
import { poolConfigFromEnv, type PoolConfig, type TaskLimits } from '../pool/config.js';
import type { BoundedPool } from '../pool/pool.js';

export type { Compute } from '../pool/compute.js';

/** Work budget of one request's search; the engine's defaults apply where unset. */
export interface ComputeBudget {
  readonly maxNodes?: number;
  /** Counted from when a worker starts the search; queue wait is bounded apart (pool.maxWaitMs). */
  readonly deadlineMs?: number;
}

/**
 * `budget` overrides the environment's per-task limits; `pool` its thread, queue and wait sizes.
 * `workers` is the pool to run on (default: a new one of those sizes), for a caller that watches it.
 */
export function createCompute(budget: ComputeBudget = {}, pool: Partial<PoolConfig> = {}, workers?: BoundedPool): Compute {
  const config = { ...poolConfigFromEnv({}), ...pool };
  const limit = (env: TaskLimits): TaskLimits => ({
    maxNodes: budget.maxNodes ?? env.maxNodes,
    deadlineMs: budget.deadlineMs ?? env.deadlineMs,
  });
  const limited = { ...config, solve: limit(config.solve), generate: limit(config.generate) };
  const pooled = createPoolCompute(limited, workers ?? poolFor(limited));
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

export function withInlineSolves<C extends Compute>(compute: C, maxNodes: number = INLINE_NODES): C {
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

export function serverBusy(message = 'server busy: too many searches queued, retry shortly'): GraphQLError {
  // Apollo takes `http` out of the extensions and applies it to the response, so proxies and
  // clients see what the code says.
  return new GraphQLError(message, {
    extensions: { code: 'SERVER_BUSY', http: { status: 503, headers: new Map([['retry-after', '1']]) } },
  });
}

/**
 * The Compute resolvers see: the same calls, with a busy pool answered as SERVER_BUSY. With
 * `cancel` (one per request, whose signal the request runs under: `withdrawable`, app.ts), a
 * refusal aborts it, so the request's other tasks still queued leave the queue (a batch's chunks,
 * the rest of a refused operation: once, queued generations ran on after the 503 and were stored).
 */
export function servedCompute(inner: Compute, cancel?: AbortController): Compute {
  const mapBusy = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isBusy(error)) {
        cancel?.abort();
        throw serverBusy();
      }
      throw error;
    }
  };
  return {
    solveBoard: (board) => mapBusy(() => inner.solveBoard(board)),
    solveBoards: (boards) => mapBusy(() => inner.solveBoards(boards)),
    hintBoard: (board) => mapBusy(() => inner.hintBoard(board)),
    analyzeBoard: (board) => mapBusy(() => inner.analyzeBoard(board)),
    analyzeBoards: (boards) => mapBusy(() => inner.analyzeBoards(boards)),
    canonicalKey: (board) => mapBusy(() => inner.canonicalKey(board)),
    importPuzzle: (board) => mapBusy(() => inner.importPuzzle(board)),
    nextStepBoard: (board, notes) => mapBusy(() => inner.nextStepBoard(board, notes)),
    reviewGame: (input) => mapBusy(() => inner.reviewGame(input)),
    generatePuzzle: (options) => mapBusy(() => inner.generatePuzzle(options)),
    generatePuzzles: (list) => mapBusy(() => inner.generatePuzzles(list)),
    ...(inner.decodeBoards ? { decodeBoards: (items) => mapBusy(() => inner.decodeBoards!(items)) } : {}),
    close: () => inner.close(),
  };
}
