// A bounded worker-thread pool: a fixed number of threads, a bounded queue, and a wall-clock
// backstop per task that terminates (and replaces) a thread still busy past its deadline.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** The queue is full: the caller should answer at once instead of waiting. */
export class PoolBusyError extends Error {
  constructor() {
    super('the compute queue is full');
    this.name = 'PoolBusyError';
  }
}

/** The task ran past its deadline and its thread was terminated. */
export class PoolDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`task exceeded its ${deadlineMs} ms deadline`);
    this.name = 'PoolDeadlineError';
  }
}

export interface PoolOptions {
  /** Worker threads (default: the available cores). */
  readonly threads?: number;
  /** Tasks that may wait for a thread beyond those running (default: 4 per thread). */
  readonly maxQueue?: number;
  /** Worker module; defaults to the engine worker (compiled worker.js if present, else worker.ts via tsx). */
  readonly filename?: string;
}

export interface BoundedPool {
  readonly threads: number;
  readonly maxQueue: number;
  /** Runs a task; rejects with PoolBusyError or PoolDeadlineError. `deadlineMs` counts from now, queueing included. */
  run<T>(task: unknown, deadlineMs: number): Promise<T>;
  /** Tasks running or queued. */
  readonly pending: number;
  close(): Promise<void>;
}

export function defaultWorkerFile(): string {
  const compiled = new URL('./worker.js', import.meta.url);
  if (import.meta.url.endsWith('.js') && existsSync(compiled)) return fileURLToPath(compiled);
  return fileURLToPath(new URL('./worker-entry.mjs', import.meta.url));
}

export function createPool(options: PoolOptions = {}): BoundedPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const maxQueue = Math.max(0, options.maxQueue ?? threads * 4);
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
    get pending() {
      return inFlight;
    },
    async run<T>(task: unknown, deadlineMs: number): Promise<T> {
      // Counted here, not by piscina: it queues abortable tasks apart and never applies maxQueue to them.
      if (closed || inFlight >= threads + maxQueue) throw new PoolBusyError();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), deadlineMs);
      inFlight++;
      try {
        return (await piscina.run(task, { signal: controller.signal })) as T;
      } catch (error) {
        if (controller.signal.aborted) throw new PoolDeadlineError(deadlineMs);
        if (error instanceof Error && /queue is at limit|No task queue available/.test(error.message)) {
          throw new PoolBusyError();
        }
        throw error;
      } finally {
        inFlight--;
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await piscina.close({ force: true });
    },
  };
}
