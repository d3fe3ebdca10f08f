// Pool size and per-request budgets, from the environment. Every number has a default so a bare
// `npm start` is bounded: no request waits for a worker more than 5 s, nor computes for more than 5 s.
import { availableParallelism } from 'node:os';
import { DEFAULT_DEADLINE_MS, DEFAULT_MAX_NODES } from '../engine/index.js';
import { kernelFromEnv } from '../node/engine-kernel.js';
import { DEFAULT_MAX_WAIT_MS } from './pool.js';

export interface TaskLimits {
  /** Search nodes the engine may spend. */
  readonly maxNodes: number;
  /** Wall-clock ms from the task's start on a worker until the pool ends it (queue wait excluded). */
  readonly deadlineMs: number;
}

export interface PoolConfig {
  readonly threads: number;
  readonly maxQueue: number;
  /** Longest a task may wait for a free worker before it is refused as busy. */
  readonly maxWaitMs: number;
  readonly solve: TaskLimits;
  readonly generate: TaskLimits;
}

/**
 * An integer variable in min..max; unset or blank gives `fallback`, anything else throws naming it.
 * The one parser of integer variables: the pool's, the server's and the database's.
 */
export function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Infinity): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  const range = max === Infinity ? `an integer ≥ ${min}` : `${min}..${max}`;
  throw new Error(`${name} must be ${range}, got '${raw}'`);
}

export function poolConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PoolConfig {
  const threads = intFrom(env, 'POOL_THREADS', availableParallelism(), 1);
  kernelFromEnv(env); // a bad ENGINE_KERNEL fails at start-up, not in every worker
  return {
    threads,
    maxQueue: intFrom(env, 'POOL_MAX_QUEUE', threads * 4, 0),
    maxWaitMs: intFrom(env, 'POOL_MAX_WAIT_MS', DEFAULT_MAX_WAIT_MS, 1),
    solve: {
      maxNodes: intFrom(env, 'SOLVE_MAX_NODES', DEFAULT_MAX_NODES, 1),
      deadlineMs: intFrom(env, 'SOLVE_DEADLINE_MS', DEFAULT_DEADLINE_MS, 1),
    },
    generate: {
      maxNodes: intFrom(env, 'GENERATE_MAX_NODES', DEFAULT_MAX_NODES, 1),
      deadlineMs: intFrom(env, 'GENERATE_DEADLINE_MS', DEFAULT_DEADLINE_MS, 1),
    },
  };
}
