// What the pool hands a worker: the task inside an envelope that carries a shared start flag. The
// worker raises the flag the moment it picks the task up, so the pool can tell queue wait (bounded
// on its own, answered as busy) from run time (the task's deadline counts from here).
// Imports nothing: worker modules load it.

export interface TaskEnvelope<T = unknown> {
  /** One Int32 over a SharedArrayBuffer: 0 while queued, 1 once a worker started the task. */
  readonly started: Int32Array;
  readonly task: T;
}

export function envelope<T>(task: T): TaskEnvelope<T> {
  return { started: new Int32Array(new SharedArrayBuffer(4)), task };
}

/** Called by the worker first thing: wakes the pool's wait on the flag. */
export function markStarted(envelope: TaskEnvelope): void {
  Atomics.store(envelope.started, 0, 1);
  Atomics.notify(envelope.started, 0);
}
