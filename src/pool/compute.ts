// Compute backed by the worker pool: the server's searches (solve, hint, generate) leave the
// event loop. A full queue is SERVER_BUSY at once; a task past its deadline reads as the engine's
// own LIMIT_EXCEEDED, so resolvers handle one outcome whichever side ended it.
import { GraphQLError } from 'graphql';
import type { GeneratedPuzzle, GenerateError, HintOutcome, Result, SolveOutcome } from '../engine/index.js';
import type { Compute } from '../server/compute.js';
import type { PoolConfig, TaskLimits } from './config.js';
import { createPool, PoolBusyError, PoolDeadlineError, type BoundedPool } from './pool.js';
import type { PoolTask } from './worker.js';

export interface PoolCompute extends Compute {
  readonly pool: BoundedPool;
  /** threadId of the worker answering (tests prove work leaves the main thread). */
  workerThreadId(): Promise<number>;
}

export function serverBusy(): GraphQLError {
  // HTTP 503 with Retry-After tells proxies and clients what the code says (Apollo takes `http`
  // out of the extensions and applies it to the response).
  return new GraphQLError('server busy: too many searches queued, retry shortly', {
    extensions: { code: 'SERVER_BUSY', http: { status: 503, headers: new Map([['retry-after', '1']]) } },
  });
}

async function runTask<T>(pool: BoundedPool, task: PoolTask, limits: TaskLimits, onDeadline: (ms: number) => T): Promise<T> {
  try {
    return await pool.run<T>(task, limits.deadlineMs);
  } catch (error) {
    if (error instanceof PoolBusyError) throw serverBusy();
    if (error instanceof PoolDeadlineError) return onDeadline(error.deadlineMs);
    throw error;
  }
}

const budgetOf = (limits: TaskLimits) => ({ maxNodes: limits.maxNodes, deadlineAt: Date.now() + limits.deadlineMs });

export function createPoolCompute(config: PoolConfig, filename?: string): PoolCompute {
  const pool = createPool({ threads: config.threads, maxQueue: config.maxQueue, filename });
  return {
    pool,
    solveBoard: (board) =>
      runTask<SolveOutcome>(pool, { kind: 'solve', board, ...budgetOf(config.solve) }, config.solve, (ms) => ({
        status: 'LIMIT_EXCEEDED',
        solutionCount: 0,
        conflicts: [],
        stats: { nodes: 0, backtracks: 0, ms },
      })),
    solveBoards: async (boards) => {
      // One task per chunk: as many chunks as threads, so a batch spreads over the pool without
      // paying a round trip per board — fewer when the queue is short of room, so a busy pool
      // takes a batch as one task rather than refusing half of it. Each has one solve's deadline.
      const free = pool.threads + pool.maxQueue - pool.pending;
      const size = Math.max(1, Math.ceil(boards.length / Math.max(1, Math.min(pool.threads, free))));
      const chunks: Promise<SolveOutcome[]>[] = [];
      for (let i = 0; i < boards.length; i += size) {
        const part = boards.slice(i, i + size);
        chunks.push(
          runTask<SolveOutcome[]>(pool, { kind: 'solveMany', boards: part, ...budgetOf(config.solve) }, config.solve, (ms) =>
            part.map(() => ({ status: 'LIMIT_EXCEEDED', solutionCount: 0, conflicts: [], stats: { nodes: 0, backtracks: 0, ms } })),
          ),
        );
      }
      return (await Promise.all(chunks)).flat();
    },
    hintBoard: (board) =>
      runTask<HintOutcome>(pool, { kind: 'hint', board, ...budgetOf(config.solve) }, config.solve, () => ({
        status: 'LIMIT_EXCEEDED',
      })),
    generatePuzzle: (options) =>
      runTask<Result<GeneratedPuzzle, GenerateError>>(
        pool,
        { kind: 'generate', options, ...budgetOf(config.generate) },
        config.generate,
        (ms) => ({ ok: false, error: { code: 'LIMIT_EXCEEDED', message: `no puzzle within the ${ms} ms budget` } }),
      ),
    generatePuzzles: async (list) => {
      const size = Math.max(1, Math.ceil(list.length / pool.threads));
      const chunks: Promise<Result<GeneratedPuzzle, GenerateError>[]>[] = [];
      for (let i = 0; i < list.length; i += size) {
        const part = list.slice(i, i + size);
        chunks.push(
          runTask<Result<GeneratedPuzzle, GenerateError>[]>(
            pool,
            { kind: 'generateMany', options: part, ...budgetOf(config.generate) },
            config.generate,
            (ms) => part.map(() => ({ ok: false, error: { code: 'LIMIT_EXCEEDED', message: `no puzzle within the ${ms} ms budget` } })),
          ),
        );
      }
      return (await Promise.all(chunks)).flat();
    },
    workerThreadId: () => pool.run<number>({ kind: 'thread' } satisfies PoolTask, 5000),
    close: () => pool.close(),
  };
}
