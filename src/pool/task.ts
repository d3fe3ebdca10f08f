// What the pool hands a worker: the task inside an envelope that carries a shared start flag. The
// worker raises the flag the moment it picks the task up, so the pool can tell queue wait (bounded
// on its own, answered as busy) from run time (the task's deadline counts from here). A batch's
// envelope also carries a result log (result-log.ts): the worker appends each item there as it
// finishes (and returns only their count), so a thread the backstop ends still leaves its
// finished items with the pool.
// Imports nothing at run time but the log: worker modules load it.
import type { MessagePort } from 'node:worker_threads';
import { appendItem } from './result-log.js';

/** A batch's result log and the port its non-byte items travel on. */
export interface BatchLog {
  readonly log: SharedArrayBuffer;
  readonly port: MessagePort;
}

export interface TaskEnvelope<T = unknown> {
  /** One Int32 over a SharedArrayBuffer: 0 while queued, 1 once a worker started the task. */
  readonly started: Int32Array;
  readonly task: T;
  /** Batches only: where each finished item goes, in order, the moment it finishes. */
  readonly batch?: BatchLog;
}

export function envelope<T>(task: T, batch?: BatchLog): TaskEnvelope<T> {
  return { started: new Int32Array(new SharedArrayBuffer(4)), task, batch };
}

/** Called by the worker first thing: wakes the pool's wait on the flag. */
export function markStarted(envelope: TaskEnvelope): void {
  Atomics.store(envelope.started, 0, 1);
  Atomics.notify(envelope.started, 0);
}

/**
 * Called by a batch's worker after each item, in order. The item is in the pool's hands when this
 * returns (shared memory, or a message queued on the pool's side), so it survives the thread being
 * terminated right after. A batch task returns only how many items it reported (each item crosses
 * the thread boundary once, here); the pool reads them from the log, whether the task returned or
 * the backstop ended it.
 */
export function reportItem(envelope: TaskEnvelope, item: unknown): void {
  if (!envelope.batch) throw new Error('reportItem: this task was not run as a batch (no result log)');
  appendItem(envelope.batch.log, envelope.batch.port, item);
}
