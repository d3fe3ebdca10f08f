// `sudoku solve --threads N`: N threads in all, this one and N − 1 workers. The input is cut into
// chunks of whole lines, each chunk is solved by the same line code as a single-thread run
// (solve-lines.ts solveLines, told the chunk's first line number), and the answers are written
// back in input order. So the output bytes are those of --threads 1; only the wall time differs.
// This thread reads, cuts and writes, and solves a chunk itself whenever no worker can take one
// (while they start up, ~0.2 s of module loading each, or when all are busy), so a short input
// costs no more than on one thread.
import { Worker } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import { ByteWriter } from './byte-output.js';
import { newRun, solveLines, type Run, type SolveSettings, type StatusCounts } from './solve-lines.js';

/** Input bytes per chunk: ~800 9×9 lines, enough that a round trip is noise against the solving. */
const CHUNK_BYTES = 64 * 1024;
/** Chunks in flight per worker: one being solved, one waiting, so no worker idles between chunks. */
const IN_FLIGHT = 2;
/** Chunks read but not yet written, per thread: bounds memory when one chunk is slow. */
const AHEAD = 8;

/** What a worker answers for one chunk (solve-worker.ts). */
export interface ChunkAnswer {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly counts: StatusCounts;
  readonly puzzles: number;
  readonly error?: string;
}

/** What a worker is sent for one chunk: its bytes (whole lines) and the number of lines before it. */
export interface ChunkTask {
  readonly id: number;
  readonly chunk: Uint8Array;
  readonly line: number;
  /** The input's last chunk: its final line may lack a newline. */
  readonly last: boolean;
}

export async function solveThreaded(
  run: Run,
  settings: SolveSettings,
  input: AsyncIterable<Buffer>,
  threads: number,
  tick: () => void,
): Promise<void> {
  const workers = Array.from({ length: threads - 1 }, () => {
    const worker = new Worker(new URL('./solve-worker.js', import.meta.url), { workerData: settings });
    return { worker, ready: false, busy: 0 };
  });
  const waiting = new Map<number, { resolve: (a: ChunkAnswer) => void; reject: (e: Error) => void }>();
  for (const w of workers) {
    w.worker.on('message', (a: ChunkAnswer | 'ready') => {
      if (a === 'ready') {
        w.ready = true;
        return;
      }
      w.busy--;
      const p = waiting.get(a.id);
      waiting.delete(a.id);
      if (a.error !== undefined) p?.reject(new Error(a.error));
      else p?.resolve(a);
    });
    w.worker.on('error', (e) => {
      for (const p of waiting.values()) p.reject(e);
      waiting.clear();
    });
  }
  // Answers in input order; `done` marks those that arrived, so the head is written without waiting.
  const pending: { answer: Promise<ChunkAnswer>; done: boolean }[] = [];
  const track = (answer: Promise<ChunkAnswer>) => {
    const entry = { answer, done: false };
    void answer.then(
      () => (entry.done = true),
      () => (entry.done = true),
    );
    pending.push(entry);
  };
  let next = 0;
  let lines = 0;
  const send = (chunk: Uint8Array, count: number, last: boolean) => {
    const task: ChunkTask = { id: next, chunk, line: lines, last };
    const free = workers.find((w) => w.ready && w.busy < IN_FLIGHT);
    if (free) {
      const answer = new Promise<ChunkAnswer>((resolve, reject) => waiting.set(task.id, { resolve, reject }));
      free.busy++;
      free.worker.postMessage(task);
      track(answer);
    } else {
      track(solveChunk(settings, task));
    }
    next++;
    lines += count;
  };
  const write = async () => {
    const a = await pending.shift()!.answer;
    await run.out.reserve(a.bytes.length);
    run.out.bytes(a.bytes, 0, a.bytes.length);
    for (const k of Object.keys(a.counts) as (keyof StatusCounts)[]) run.counts[k] += a.counts[k];
    run.puzzles += a.puzzles;
    tick();
  };
  try {
    let carry: Buffer | null = null;
    for await (const piece of input) {
      const buf: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
      let from = 0;
      // Cut at the last newline within CHUNK_BYTES (or the first after, for a longer line).
      while (buf.length - from >= CHUNK_BYTES) {
        let cut = buf.lastIndexOf(10, from + CHUNK_BYTES - 1);
        if (cut < from) cut = buf.indexOf(10, from + CHUNK_BYTES);
        if (cut < 0) break;
        send(buf.subarray(from, cut + 1), newlines(buf, from, cut + 1), false);
        from = cut + 1;
        while (pending.length > 0 && (pending[0].done || pending.length >= threads * AHEAD)) await write();
        // Let workers' answers and start-up messages in between chunks this thread solves.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      carry = from < buf.length ? Buffer.from(buf.subarray(from)) : null;
    }
    if (carry) send(carry, newlines(carry, 0, carry.length), true);
    while (pending.length > 0) await write();
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
}

function newlines(buf: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = buf.indexOf(10, from); i >= 0 && i < to; i = buf.indexOf(10, i + 1)) n++;
  return n;
}

/** One chunk solved, into memory: what a worker does, and this thread when no worker is free. */
export async function solveChunk(settings: SolveSettings, task: ChunkTask): Promise<ChunkAnswer> {
  const parts: Buffer[] = [];
  // Never full: every flush is kept, so the writer never waits.
  const sink = { write: (b: Buffer) => parts.push(b) > 0 } as unknown as Writable;
  const run = newRun(settings, new ByteWriter(sink), task.line);
  const chunk = Buffer.from(task.chunk.buffer, task.chunk.byteOffset, task.chunk.byteLength);
  await solveLines(run, chunk, task.last);
  await run.out.flush();
  return { id: task.id, bytes: Buffer.concat(parts), counts: run.counts, puzzles: run.puzzles };
}
