// Solve records of concurrent requests written together: records that arrive while a write is
// being prepared (the same turn of the event loop) go out as one INSERT statement, since the
// statement's fixed cost through the client dwarfs a row's. Each caller still resolves only after
// the statement that holds its row has committed, and a failed statement fails each of its callers.
import type { NewSolveRecord, Repository, SolveRecordRow as SolveRecord } from '../db/repository.js';

/** Rows per statement: solveMany's size, so one statement never outgrows what solveMany sends. */
const MAX_ROWS = 100;

interface Pending {
  readonly data: NewSolveRecord;
  resolve(row: SolveRecord): void;
  reject(error: unknown): void;
}

const writers = new WeakMap<Repository, (data: NewSolveRecord) => Promise<SolveRecord>>();

/** The record writer of a repository: `write(data)` resolves with the committed row. */
export function recordWriter(repo: Repository): (data: NewSolveRecord) => Promise<SolveRecord> {
  let writer = writers.get(repo);
  if (writer) return writer;
  const queue: Pending[] = [];
  const flush = () => {
    const batch = queue.splice(0, MAX_ROWS);
    if (queue.length > 0) setImmediate(flush);
    repo.solveRecords.createMany(batch.map((p) => p.data)).then(
      (rows) => batch.forEach((p, i) => p.resolve(rows[i])),
      (error) => batch.forEach((p) => p.reject(error)),
    );
  };
  writer = (data) =>
    new Promise<SolveRecord>((resolve, reject) => {
      if (queue.push({ data, resolve, reject }) === 1) setImmediate(flush);
    });
  writers.set(repo, writer);
  return writer;
}
