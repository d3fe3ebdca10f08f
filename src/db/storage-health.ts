// Is the SQLite file the server writes to still there, the same file, with its schema, and
// writable? Prisma keeps one connection open on the file it opened at start; if that file is
// deleted or replaced (rename over it, restore from backup), writes keep succeeding into the
// orphaned inode and are lost at the next restart. This module notices:
//
// - identity: the file's (dev, inode) when the server opened it against what the path names now,
//   a stat per check, sticky once lost (the open connection can never reach the new file);
// - readiness: identity, every model's table and columns present (migrations applied), a write
//   possible (a rolled-back schema change through a fresh connection, which sees a file made
//   read-only since), and free space on the file's filesystem above a floor;
// - preflight: at start, a file that cannot be opened, is not a database, or cannot be written
//   fails with the file's path and SQLite's cause instead of the adapter's "External error".
//
// Only for `file:` URLs; another datasource would bring its own checks.
import { statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Prisma } from '../generated/prisma/client.js';
import { driverCause } from './driver-error.js';
import { databasePath } from './url.js';

export type StorageProblem = 'FILE_MISSING' | 'FILE_REPLACED' | 'SCHEMA_MISSING' | 'READ_ONLY' | 'DISK_FULL' | 'CORRUPT' | 'UNAVAILABLE';

export type StorageStatus = { readonly ok: true } | { readonly ok: false; readonly problem: StorageProblem; readonly detail: string };

/** A storage failure the server must answer as STORAGE_UNAVAILABLE; `detail` may name the file (logs only). */
export class StorageUnavailableError extends Error {
  constructor(
    readonly problem: StorageProblem,
    readonly detail: string,
  ) {
    super(`storage unavailable (${problem}): ${detail}`);
    this.name = 'StorageUnavailableError';
  }
}

/** The database cannot be used at start: names the file and the cause. */
export class StorageStartError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`database ${file}: ${reason}`);
    this.name = 'StorageStartError';
  }
}

/** Free bytes below which the file's filesystem reads as full (a write may not fit). */
export const DEFAULT_MIN_FREE_BYTES = 1 << 20;
/** The probe's SQLite work runs on the main thread; a burst of ready probes shares one result this long. */
const PROBE_CACHE_MS = 250;
/** A readiness probe's write lock wait; a busy writer means writes are possible, so it passes. */
const PROBE_TIMEOUT_MS = 200;

/** The SQLite file a `file:` URL names, or null (in memory, or another datasource: not watched here). */
export function sqliteFile(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const file = databasePath(url);
  return file === '' || file === ':memory:' ? null : file;
}

interface Identity {
  readonly dev: number;
  readonly ino: number;
}

function identityOf(file: string): Identity | null {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? { dev: s.dev, ino: s.ino } : null;
}

/** SQLite result codes that mean the storage, not the query, failed. */
const CODE_PROBLEM: Record<string, StorageProblem> = {
  SQLITE_READONLY: 'READ_ONLY',
  SQLITE_FULL: 'DISK_FULL',
  SQLITE_CORRUPT: 'CORRUPT',
  SQLITE_NOTADB: 'CORRUPT',
  SQLITE_IOERR: 'UNAVAILABLE',
  SQLITE_CANTOPEN: 'UNAVAILABLE',
  SQLITE_PERM: 'READ_ONLY',
  SQLITE_AUTH: 'UNAVAILABLE',
  SQLITE_NOMEM: 'UNAVAILABLE',
};

function sqliteProblem(code: unknown): StorageProblem | null {
  if (typeof code !== 'string') return null;
  const base = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  return base ? (CODE_PROBLEM[base] ?? null) : null;
}

/** The adapter's kinds (PostgreSQL) that mean the database cannot be reached or used now. */
const UNREACHABLE_KINDS: ReadonlySet<string> = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'DatabaseDoesNotExist',
  'DatabaseAccessDenied',
  'AuthenticationFailed',
  'TlsConnectionError',
]);

/**
 * PostgreSQL SQLSTATEs that mean the server, not the query, failed: a lost connection (class 08),
 * a shutdown or restart (57P01–57P03), no resources (class 53: a full disk, memory, connections),
 * a system or I/O error (class 58), a read-only server (25006), corruption (XX001, XX002).
 */
function pgProblem(code: unknown): StorageProblem | null {
  if (typeof code !== 'string' || code.length !== 5) return null;
  if (code === '53100') return 'DISK_FULL';
  if (code === '25006') return 'READ_ONLY';
  if (code === 'XX001' || code === 'XX002') return 'CORRUPT';
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('58') || /^57P0[123]$/.test(code)) return 'UNAVAILABLE';
  return null;
}

/** Socket codes of a connection that failed or broke. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The pg driver's own words for a connection it lost or could not make (thrown without a code). */
const LOST_CONNECTION = new RegExp(
  '^(' +
    [
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error',
      'Cannot use a pool after calling end',
    ].join('|') +
    ')',
);

/**
 * The storage problem behind an error thrown by a query (through Prisma and its adapter, pg, or
 * better-sqlite3 directly), or null when the error is not about storage (a constraint, a bug).
 */
export function storageProblemOf(error: unknown): StorageProblem | null {
  if (error instanceof StorageUnavailableError) return error.problem;
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (e === null || typeof e !== 'object') return null;
  if (e.name === 'PrismaClientInitializationError' || e.name === 'PrismaClientRustPanicError') return 'UNAVAILABLE';
  const cause = driverCause(error);
  if (cause?.kind === 'TableDoesNotExist' || cause?.kind === 'ColumnNotFound') return 'SCHEMA_MISSING';
  if (cause?.kind !== undefined && UNREACHABLE_KINDS.has(cause.kind)) return 'UNAVAILABLE';
  if (typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return 'UNAVAILABLE';
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return 'UNAVAILABLE';
  return (
    sqliteProblem(cause?.originalCode) ??
    pgProblem(cause?.originalCode) ??
    sqliteProblem(e.code) ??
    pgProblem(e.code) ??
    (error instanceof Error ? storageProblemOf(error.cause) : null)
  );
}

/** Every model's table and scalar columns, from the generated client (what the queries read). */
function expectedColumns(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const ns = Prisma as unknown as Record<string, unknown>;
  for (const model of Object.values(Prisma.ModelName)) {
    const fields = ns[`${model}ScalarFieldEnum`] as Record<string, string> | undefined;
    out.set(model, fields ? Object.values(fields) : []);
  }
  return out;
}

function missingSchema(db: Database.Database): string | null {
  for (const [table, columns] of expectedColumns()) {
    const have = new Set((db.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name));
    if (have.size === 0) return `table ${table} is missing (migrations not applied)`;
    const lost = columns.filter((c) => !have.has(c));
    if (lost.length > 0) return `table ${table} lacks column(s) ${lost.join(', ')} (migrations not applied)`;
  }
  return null;
}

/** Takes the write lock and changes the schema, then rolls back: nothing is stored. */
function probeWrite(db: Database.Database): void {
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY') return; // another writer holds the lock
    throw e;
  }
  try {
    db.exec('CREATE TABLE "_write_probe" (x)');
  } finally {
    db.exec('ROLLBACK');
  }
}

function causeOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${typeof e?.message === 'string' ? e.message : String(error)}`;
}

export interface StorageGuard {
  /** The database file's path, or null when there is none to watch (":memory:"). */
  readonly file: string | null;
  /** Cheap (one stat): throws StorageUnavailableError once the opened file is gone or replaced. */
  assertSameFile(): void;
  /** Full readiness: identity, schema, a write, free space. */
  ready(): StorageStatus;
  /** Marks the storage lost for good (e.g. after a query reported the file replaced). */
  lose(problem: StorageProblem, detail: string): void;
}

export interface GuardOptions {
  readonly minFreeBytes?: number;
}

/** Call right after opening the database: the identity recorded now is the one watched. */
export function watchStorage(url: string, options: GuardOptions = {}): StorageGuard {
  const file = sqliteFile(url);
  if (file === null) {
    return { file: null, assertSameFile: () => {}, ready: () => ({ ok: true }), lose: () => {} };
  }
  const minFree = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const opened = identityOf(file);
  let probed: { at: number; status: StorageStatus } | null = null;
  let lost: StorageUnavailableError | null = opened
    ? null
    : new StorageUnavailableError('FILE_MISSING', `${file} was not found after opening`);

  const assertSameFile = () => {
    if (lost) throw lost;
    const now = identityOf(file);
    if (now === null) lost = new StorageUnavailableError('FILE_MISSING', `${file} was deleted after the server opened it`);
    else if (now.dev !== opened!.dev || now.ino !== opened!.ino) {
      lost = new StorageUnavailableError('FILE_REPLACED', `${file} was replaced after the server opened it`);
    }
    if (lost) throw lost;
  };

  return {
    file,
    assertSameFile,
    lose: (problem, detail) => void (lost ??= new StorageUnavailableError(problem, detail)),
    ready: () => {
      try {
        assertSameFile();
      } catch (e) {
        const err = e as StorageUnavailableError;
        return { ok: false, problem: err.problem, detail: err.detail };
      }
      const now = performance.now();
      if (probed === null || now - probed.at >= PROBE_CACHE_MS) probed = { at: now, status: probe(file, minFree) };
      return probed.status;
    },
  };
}

/** Schema, a write, free space, through a fresh connection (identity is checked by the caller). */
function probe(file: string, minFree: number): StorageStatus {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, timeout: PROBE_TIMEOUT_MS });
    const schema = missingSchema(db);
    if (schema) return { ok: false, problem: 'SCHEMA_MISSING', detail: schema };
    probeWrite(db);
  } catch (e) {
    return { ok: false, problem: storageProblemOf(e) ?? 'UNAVAILABLE', detail: `${file}: ${causeOf(e)}` };
  } finally {
    db?.close();
  }
  const fs = statfsSync(path.dirname(path.resolve(file)));
  const free = fs.bavail * fs.bsize;
  if (free < minFree) return { ok: false, problem: 'DISK_FULL', detail: `${free} bytes free next to ${file}, below ${minFree}` };
  return { ok: true };
}

/**
 * At start, before Prisma opens the file: it can be opened, it is a database, and it can be
 * written. Throws StorageStartError naming the file and SQLite's cause. A missing file is fine
 * (SQLite creates it; readiness then reports the schema missing until migrations run).
 */
export function preflightStorage(url: string): void {
  const file = sqliteFile(url);
  if (file === null) return;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { timeout: PROBE_TIMEOUT_MS });
    db.pragma('schema_version');
    probeWrite(db);
  } catch (e) {
    const problem = storageProblemOf(e);
    const hint = problem === 'CORRUPT' ? ' (corrupt or not an SQLite file)' : problem === 'READ_ONLY' ? ' (not writable)' : '';
    throw new StorageStartError(path.resolve(file), `${causeOf(e)}${hint}`);
  } finally {
    db?.close();
  }
}
