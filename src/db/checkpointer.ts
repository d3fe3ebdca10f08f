// SQLite's WAL is copied back into the database file by a checkpoint, which ends in an fsync. Left
// to SQLite, the commit that fills the WAL to `wal_autocheckpoint` pages runs it: on the server's
// one connection, on the event loop, inside whichever request happened to write then. Here a
// worker thread with its own connection runs the checkpoint instead, PASSIVE (it never blocks a
// writer or a reader), while the server goes on writing.
//
// What stays on the writer is the WAL restart: the first commit after a complete checkpoint starts
// the WAL over, and SQLite syncs the new WAL header then. That sync is paid once per checkpoint,
// so checkpoints follow the volume written, not the clock: the serving connection truncates the
// WAL at each restart (journal_size_limit = 0), which makes the WAL file's size the pages written
// since, and the worker checkpoints once that passes WAL_PAGES. The serving connection keeps an
// automatic checkpoint only as a backstop (FALLBACK_PAGES), should this thread ever fall behind.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Pages the WAL may hold before the worker checkpoints: one WAL-header sync per this many pages. */
export const WAL_PAGES = 5000;

/** `wal_autocheckpoint` of the serving connection, well above WAL_PAGES plus one check's writes. */
export const FALLBACK_PAGES = 40_000;

/** How often the worker looks at the WAL's size, in ms. */
export const CHECK_INTERVAL_MS = 50;

// A plain script (no TypeScript, no imports to resolve) so that the same code runs under tsx,
// vitest and the compiled server. A failed look or checkpoint (busy, read-only, disk full, file
// gone) is tried again next time: the storage checks report such states; this thread only keeps
// the WAL short while the file is healthy.
const WORKER = `
const { statSync } = require('node:fs');
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const frame = Number(db.pragma('page_size', { simple: true })) + 24;
const timer = setInterval(() => {
  try {
    if (statSync(workerData.file + '-wal').size >= 32 + workerData.walPages * frame) db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  /** Stops the worker after closing its connection. */
  stop(): Promise<void>;
}

/** Pragmas of the serving connection that this scheme relies on. */
export const SERVING_PRAGMAS = [`journal_size_limit = 0`, `wal_autocheckpoint = ${FALLBACK_PAGES}`];

export function startCheckpointer(file: string, walPages: number = WAL_PAGES, intervalMs: number = CHECK_INTERVAL_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, walPages, intervalMs } });
  worker.unref();
  // A worker that cannot open the file leaves checkpoints to the backstop; nothing else depends on it.
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      const timeout = setTimeout(() => void worker.terminate(), 1000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
