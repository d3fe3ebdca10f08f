// The server's side of the Compute seam (src/pool owns the interface): builds the pool from the
// environment and the app's budget, and maps the pool's busy refusal to SERVER_BUSY (HTTP 503 with
// Retry-After) for resolvers, which only ever see GraphQL errors.
import { GraphQLError } from 'graphql';
import { createPoolCompute, isBusy, type Compute, type PoolCompute } from '../pool/compute.js';
import { poolConfigFromEnv, type PoolConfig, type TaskLimits } from '../pool/config.js';

export type { Compute } from '../pool/compute.js';

/** Work budget of one request's search; the engine's defaults apply where unset. */
export interface ComputeBudget {
  readonly maxNodes?: number;
  /** Counted from when a worker starts the search; queue wait is bounded apart (pool.maxWaitMs). */
  readonly deadlineMs?: number;
}

/** `budget` overrides the environment's per-task limits; `pool` its thread, queue and wait sizes. */
export function createCompute(budget: ComputeBudget = {}, pool: Partial<PoolConfig> = {}): PoolCompute {
  const config = { ...poolConfigFromEnv(), ...pool };
  const limit = (env: TaskLimits): TaskLimits => ({
    maxNodes: budget.maxNodes ?? env.maxNodes,
    deadlineMs: budget.deadlineMs ?? env.deadlineMs,
  });
  return createPoolCompute({ ...config, solve: limit(config.solve), generate: limit(config.generate) });
}

export function serverBusy(): GraphQLError {
  // Apollo takes `http` out of the extensions and applies it to the response, so proxies and
  // clients see what the code says.
  return new GraphQLError('server busy: too many searches queued, retry shortly', {
    extensions: { code: 'SERVER_BUSY', http: { status: 503, headers: new Map([['retry-after', '1']]) } },
  });
}

async function mapBusy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isBusy(error)) throw serverBusy();
    throw error;
  }
}

/** The Compute resolvers see: the same calls, with a busy pool answered as SERVER_BUSY. */
export function servedCompute(inner: Compute): Compute {
  return {
    solveBoard: (board) => mapBusy(() => inner.solveBoard(board)),
    hintBoard: (board) => mapBusy(() => inner.hintBoard(board)),
    analyzeBoard: (board) => mapBusy(() => inner.analyzeBoard(board)),
    nextStepBoard: (board, notes) => mapBusy(() => inner.nextStepBoard(board, notes)),
    generatePuzzle: (options) => mapBusy(() => inner.generatePuzzle(options)),
    close: () => inner.close(),
  };
}
