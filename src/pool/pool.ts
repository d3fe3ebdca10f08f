// A bounded worker-thread pool: a fixed number of threads, a bounded queue with a bounded wait,
// and a wall-clock backstop per task, counted from when a worker starts it, that terminates (and
// replaces) a thread still busy past its deadline. A batch task (runBatch) keeps the items its worker
// reported before the backstop ended it (PoolDeadlineError.done).
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { createResultLog, readResultLog } from './result-log.js';
import { envelope, type BatchLog } from './task.js';

/**
 * Why the pool refused: every slot taken, no worker free within the wait bound, closed, or the
 * caller withdrew the task before a worker started it (its operation was refused or its client left).
 */
export type BusyReason = 'queue-full' | 'queue-wait' | 'closed' | 'cancelled';

/** The pool cannot take the task now: the caller should tell its client to retry. */
export class PoolBusyError extends Error {
  constructor(readonly reason: BusyReason) {
    super(`the compute pool is busy (${reason})`);
    this.name = 'PoolBusyError';
  }
}

/**
 * The task ran past its deadline (counted from its start on a worker) and its thread was
 * terminated. `done`: the items a batch's worker reported finished before that, in order (empty
 * for a task run with `run`).
 */
export class PoolDeadlineError extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly done: readonly unknown[] = [],
  ) {
    super(`task exceeded its ${deadlineMs} ms deadline`);
    this.name = 'PoolDeadlineError';
  }
}

export const DEFAULT_MAX_WAIT_MS = 5000;

/**
 * The signal that withdraws the tasks started within `withdrawable.run(signal, …)` while they still
 * wait for a worker (a server runs each request so: its tasks leave the queue when the request is
 * refused or its client leaves). A task given a signal of its own uses that one.
 */
export const withdrawable = new AsyncLocalStorage<AbortSignal>();

// Atomics.waitAsync (Node ≥ 16) is ES2024; the project's lib stops at ES2022.
type WaitResult = { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync(a: Int32Array, i: number, v: number, ms: number): WaitResult }).waitAsync;

export interface PoolOptions {
  /** Worker threads (default: the available cores). */
  readonly threads?: number;
  /** Tasks that may wait for a thread beyond those running (default: 4 per thread). */
  readonly maxQueue?: number;
  /** How long a task may wait for a free thread before it is refused as busy (default 5 s). */
  readonly maxWaitMs?: number;
  /**
   * Worker module; defaults to the engine worker (compiled worker.js if present, else worker.ts via
   * tsx), each loaded through a CommonJS file (defaultWorkerFile). It receives a TaskEnvelope and
   * must call markStarted on it before working.
   */
  readonly filename?: string;
}

export interface BoundedPool {
  readonly threads: number;
  readonly maxQueue: number;
  readonly maxWaitMs: number;
  /**
   * Runs a task; rejects with PoolBusyError (queue full, or no thread free within maxWaitMs) or
   * PoolDeadlineError (`deadlineMs` after a worker started it). When `signal` aborts while the task
   * waits for a worker, it leaves the queue (PoolBusyError 'cancelled'); once started it runs on.
   */
  run<T>(task: unknown, deadlineMs: number, signal?: AbortSignal): Promise<T>;
  /**
   * Runs a batch task: its envelope carries a result log the worker reports each finished item to
   * (task.ts reportItem) and the task returns their count; resolves to the items in order. Past
   * the deadline, the PoolDeadlineError holds the items reported before the thread was ended.
   */
  runBatch<T>(task: unknown, deadlineMs: number, signal?: AbortSignal): Promise<T[]>;
  /** Tasks running or queued. */
  readonly pending: number;
  close(): Promise<void>;
}

export function defaultWorkerFile(): string {
  // CommonJS files that import() the worker (worker-entry.cjs says why not the module itself).
  const compiled = new URL('./worker-compiled.cjs', import.meta.url);
  if (import.meta.url.endsWith('.js') && existsSync(compiled)) return fileURLToPath(compiled);
  return fileURLToPath(new URL('./worker-entry.cjs', import.meta.url));
}

export function createPool(options: PoolOptions = {}): BoundedPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const maxQueue = Math.max(0, options.maxQueue ?? threads * 4);
  const maxWaitMs = Math.max(1, options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS);
  const piscina = new Piscina({
    filename: options.filename ?? defaultWorkerFile(),
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // Threads stay up: starting one (and its TypeScript loader) costs far more than a task.
    idleTimeout: Number.MAX_SAFE_INTEGER,
  });
  // A task's failure reaches its caller; this only keeps a worker crash from being unhandled.
  piscina.on('error', () => {});
  let closed = false;
  let inFlight = 0;

  return {
    threads,
    maxQueue,
    maxWaitMs,
    get pending() {
      return inFlight;
    },
    run: <T>(task: unknown, deadlineMs: number, signal?: AbortSignal) => start<T>(task, deadlineMs, undefined, signal),
    async runBatch<T>(task: unknown, deadlineMs: number, signal?: AbortSignal): Promise<T[]> {
      // The port is never started (no listener): items posted on it wait in its queue and are
      // read synchronously with the log.
      const channel = new MessageChannel();
      const batch: BatchLog = { log: createResultLog(), port: channel.port2 };
      try {
        const count = await start<number>(task, deadlineMs, batch, signal);
        const items = read(batch, channel.port1) as T[];
        if (items.length !== count) throw new Error(`batch worker returned ${count} but reported ${items.length} items`);
        return items;
      } catch (error) {
        if (error instanceof PoolDeadlineError) throw new PoolDeadlineError(error.deadlineMs, read(batch, channel.port1));
        throw error;
      } finally {
        channel.port1.close();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await piscina.close({ force: true });
    },
  };

  async function start<T>(task: unknown, deadlineMs: number, batch: BatchLog | undefined, given?: AbortSignal): Promise<T> {
    const signal = given ?? withdrawable.getStore();
    // Counted here, not by piscina: it queues abortable tasks apart and never applies maxQueue to them.
    if (closed) throw new PoolBusyError('closed');
    if (signal?.aborted) throw new PoolBusyError('cancelled');
    if (inFlight >= threads + maxQueue) throw new PoolBusyError('queue-full');
    const sent = envelope(task, batch);
    const controller = new AbortController();
    let ended: 'queue-wait' | 'deadline' | 'cancelled' | undefined;
    // The caller withdrawing a task still queued takes it out of the queue; a started one runs on.
    const withdraw = () => {
      if (Atomics.load(sent.started, 0) !== 0 || ended !== undefined) return;
      ended = 'cancelled';
      controller.abort();
    };
    signal?.addEventListener('abort', withdraw, { once: true });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    // Wait (bounded) for the worker's start flag; only then does the deadline start counting.
    const waiting = waitAsync(sent.started, 0, 0, maxWaitMs);
    void (waiting.async ? waiting.value : Promise.resolve(waiting.value)).then(() => {
      if (settled || ended === 'cancelled') return;
      if (Atomics.load(sent.started, 0) === 0) {
        ended = 'queue-wait';
        controller.abort();
        return;
      }
      timer = setTimeout(() => {
        ended = 'deadline';
        controller.abort();
      }, deadlineMs);
    });
    inFlight++;
    try {
      const transferList = batch ? [batch.port] : undefined;
      return (await piscina.run(sent, { signal: controller.signal, transferList })) as T;
    } catch (error) {
      if (ended === 'queue-wait') throw new PoolBusyError('queue-wait');
      if (ended === 'cancelled') throw new PoolBusyError('cancelled');
      if (ended === 'deadline') throw new PoolDeadlineError(deadlineMs);
      if (error instanceof Error && /queue is at limit|No task queue available/.test(error.message)) {
        throw new PoolBusyError('queue-full');
      }
      throw error;
    } finally {
      settled = true;
      inFlight--;
      clearTimeout(timer);
      signal?.removeEventListener('abort', withdraw);
    }
  }
}

/** A batch's items so far, in order: the log's, with its posted items read off `port` in turn. */
function read(batch: BatchLog, port: MessagePort): unknown[] {
  return readResultLog(batch.log, () => {
    const m = receiveMessageOnPort(port);
    if (m === undefined) throw new Error('result log names a posted item that never arrived');
    return m.message;
  });
}
