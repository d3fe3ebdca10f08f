import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.js';
import { databasePath, ensureDatabaseDir } from './url.js';

export type Db = PrismaClient;

/** Busy timeout in ms: how long a writer waits for another connection's lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database and sets the durability pragmas on the live connection (the adapter keeps one
 * better-sqlite3 connection, so they hold for every query). WAL lets readers run beside the writer;
 * synchronous=NORMAL in WAL mode never corrupts the file and keeps every committed transaction
 * across a process crash — only an OS crash or power loss can drop the last commits.
 */
export async function openDb(url: string): Promise<Db> {
  ensureDatabaseDir(url);
  const adapter = new PrismaBetterSQLite3({ url: `file:${databasePath(url)}`, timeout: BUSY_TIMEOUT_MS });
  const db = new PrismaClient({ adapter });
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return db;
}

export interface Pragmas {
  journalMode: string;
  busyTimeout: number;
  synchronous: number;
}

export async function readPragmas(db: Db): Promise<Pragmas> {
  const [j] = await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
  const [b] = await db.$queryRawUnsafe<{ timeout: bigint | number }[]>('PRAGMA busy_timeout');
  const [s] = await db.$queryRawUnsafe<{ synchronous: bigint | number }[]>('PRAGMA synchronous');
  return { journalMode: j.journal_mode, busyTimeout: Number(b.timeout), synchronous: Number(s.synchronous) };
}
