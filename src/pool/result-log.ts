// A batch's result log: where a worker appends each item of a batch the moment it finishes, so the
// pool holds every finished item even when its backstop terminates the thread mid-batch. It lives
// in a growable SharedArrayBuffer: an append is a few stores, no message, and the pool reads the
// log synchronously whether the task returned or was ended. A plain solve outcome (the hot path:
// solveMany of easy boards, a few µs each) is written as bytes; any other item (a generation, an
// analysis, a solve with conflicts) is posted on the envelope's port and the log holds a marker,
// so the order of items is the log's. Posting every item instead cost ~10 µs an item on each side,
// more than solving an easy 9×9.
// Imports nothing at run time: worker modules load it.
import type { MessagePort } from 'node:worker_threads';

/** Header: Int32 [0] items appended (stored last), [1] bytes used after the header. */
const HEADER = 8;
const INITIAL_BYTES = 64 * 1024;
const MAX_BYTES = 64 * 1024 * 1024;

const SOLVE_RECORD = 0;
const MESSAGE_RECORD = 1;
const STATUSES = ['SOLVED', 'NO_SOLUTION', 'CONFLICT', 'LIMIT_EXCEEDED'] as const;
/** type, status, unique, pad; solutionCount; nodes, backtracks, ms; solution length. */
const SOLVE_FIXED = 4 + 4 + 24 + 4;
const NO_SOLUTION = 0xffffffff;

// Growable SharedArrayBuffer (Node ≥ 20) is ES2024; the project's lib stops at ES2022.
type Growable = SharedArrayBuffer & { readonly maxByteLength: number; grow(bytes: number): void };
const GrowableBuffer = SharedArrayBuffer as unknown as new (bytes: number, options: { maxByteLength: number }) => Growable;

export function createResultLog(): SharedArrayBuffer {
  return new GrowableBuffer(INITIAL_BYTES, { maxByteLength: MAX_BYTES });
}

interface PlainSolve {
  readonly status: (typeof STATUSES)[number];
  readonly solution?: Uint8Array;
  readonly unique?: boolean;
  readonly solutionCount: number;
  readonly conflicts: readonly unknown[];
  readonly stats: { readonly nodes: number; readonly backtracks: number; readonly ms: number };
}

const SOLVE_KEYS = new Set(['status', 'solution', 'unique', 'solutionCount', 'conflicts', 'stats']);

/** True only for an item the byte form restores exactly: a solve outcome with no conflicts and no other field. */
function isPlainSolve(item: unknown): item is PlainSolve {
  if (typeof item !== 'object' || item === null) return false;
  const o = item as Record<string, unknown>;
  for (const key in o) if (!SOLVE_KEYS.has(key)) return false;
  const stats = o.stats as Record<string, unknown> | undefined;
  if (typeof stats !== 'object' || stats === null || Object.keys(stats).length !== 3) return false;
  return (
    STATUSES.includes(o.status as PlainSolve['status']) &&
    Number.isInteger(o.solutionCount) &&
    (o.solutionCount as number) >= 0 &&
    (o.solutionCount as number) <= 0xffffffff &&
    Array.isArray(o.conflicts) &&
    o.conflicts.length === 0 &&
    (o.solution === undefined || o.solution instanceof Uint8Array) &&
    (o.unique === undefined || typeof o.unique === 'boolean') &&
    typeof stats.nodes === 'number' &&
    typeof stats.backtracks === 'number' &&
    typeof stats.ms === 'number'
  );
}

/** Room for `bytes` more after `end`, growing the buffer; false past its maximum. */
function reserve(buffer: SharedArrayBuffer, end: number, bytes: number): boolean {
  const log = buffer as Growable;
  const need = HEADER + end + bytes;
  if (need <= log.byteLength) return true;
  if (need > log.maxByteLength) return false;
  log.grow(Math.min(log.maxByteLength, Math.max(need, log.byteLength * 2)));
  return true;
}

/** Appends one finished item (worker side): bytes for a plain solve, else a message and a marker. */
export function appendItem(log: SharedArrayBuffer, port: MessagePort, item: unknown): void {
  const header = new Int32Array(log, 0, 2);
  const end = header[1];
  const solution = isPlainSolve(item) ? item.solution : undefined;
  if (isPlainSolve(item) && reserve(log, end, SOLVE_FIXED + (solution?.length ?? 0))) {
    const view = new DataView(log, HEADER + end);
    view.setUint8(0, SOLVE_RECORD);
    view.setUint8(1, STATUSES.indexOf(item.status));
    view.setUint8(2, item.unique === undefined ? 2 : item.unique ? 1 : 0);
    view.setUint32(4, item.solutionCount);
    view.setFloat64(8, item.stats.nodes);
    view.setFloat64(16, item.stats.backtracks);
    view.setFloat64(24, item.stats.ms);
    view.setUint32(32, solution ? solution.length : NO_SOLUTION);
    if (solution) new Uint8Array(log, HEADER + end + SOLVE_FIXED, solution.length).set(solution);
    header[1] = end + SOLVE_FIXED + (solution?.length ?? 0);
  } else {
    port.postMessage(item);
    if (!reserve(log, end, 1)) throw new Error('result log full');
    new Uint8Array(log, HEADER + end, 1)[0] = MESSAGE_RECORD;
    header[1] = end + 1;
  }
  // Stored last, so a thread ended between two stores leaves a log whose count is exact.
  Atomics.store(header, 0, Atomics.load(header, 0) + 1);
}

/** The items appended so far, in order (pool side; `next` reads the port's next message). */
export function readResultLog(log: SharedArrayBuffer, next: () => unknown): unknown[] {
  const count = Atomics.load(new Int32Array(log, 0, 2), 0);
  const bytes = new Uint8Array(log);
  const items: unknown[] = [];
  let at = HEADER;
  for (let i = 0; i < count; i++) {
    if (bytes[at] === MESSAGE_RECORD) {
      items.push(next());
      at += 1;
      continue;
    }
    const view = new DataView(log, at);
    const unique = view.getUint8(2);
    const length = view.getUint32(32);
    const solution = length === NO_SOLUTION ? undefined : bytes.slice(at + SOLVE_FIXED, at + SOLVE_FIXED + length);
    items.push({
      status: STATUSES[view.getUint8(1)],
      ...(solution ? { solution } : {}),
      ...(unique === 2 ? {} : { unique: unique === 1 }),
      solutionCount: view.getUint32(4),
      conflicts: [],
      stats: { nodes: view.getFloat64(8), backtracks: view.getFloat64(16), ms: view.getFloat64(24) },
    });
    at += SOLVE_FIXED + (solution?.length ?? 0);
  }
  return items;
}
