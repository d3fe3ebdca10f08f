// One connection (SQLite) or pool (PostgreSQL) per process, behind the few raw calls the stores use.
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as SqliteClient } from '../generated/prisma/client.js';
import { PrismaClient as PostgresClient } from '../generated/prisma-postgres/client.js';
import { SERVING_PRAGMAS, startCheckpointer } from './checkpointer.js';
import type { Sql } from './sql.js';
import { databasePath, ensureDatabaseDir, pgParts, providerOf, type Provider } from './url.js';

export interface Db {
  readonly provider: Provider;
  queryRaw<T>(query: Sql): Promise<T[]>;
  executeRaw(query: Sql): Promise<number>;
  /** Prisma's full client, for tests that check raw paths against the model API. */
  readonly prisma: SqliteClient | PostgresClient;
  close(): Promise<void>;
}

/** Busy timeout in ms: how long a writer waits for another connection's lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** Connections per replica to PostgreSQL when DB_POOL_MAX is unset. */
export const DEFAULT_POOL_MAX = 10;

export interface DbOptions {
  /** PostgreSQL pool size per process (DB_POOL_MAX). Replicas × this must stay under max_connections. */
  readonly poolMax?: number;
}

export function poolMaxFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.DB_POOL_MAX;
  if (v === undefined || v === '') return DEFAULT_POOL_MAX;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`DB_POOL_MAX must be 1..1000, got '${v}'`);
  return n;
}

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type AdapterFactory = PrismaBetterSQLite3 | PrismaPg;

/**
 * Connects the adapter once and hands the client that same connection, so the writes below and the
 * client's reads and model calls share one SQLite connection (one set of pragmas) or one pg pool.
 */
async function shared(factory: AdapterFactory): Promise<{ adapter: Adapter; factory: AdapterFactory }> {
  const adapter = (await factory.connect()) as Adapter;
  const once = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => Promise.resolve(adapter),
  } as unknown as AdapterFactory;
  return { adapter, factory: once };
}

// Statement arguments are already in the database's form (sql.ts binds them as a model write
// would), so the adapter is told nothing about their types.
const UNTYPED = { scalarType: 'unknown', arity: 'scalar' } as const;

/**
 * Reads go through the client, which turns the adapter's typed result set into rows exactly as
 * the model API returns them. Writes return only a count, so they go straight to the adapter the
 * client itself would call: the client's per-statement work (query planning in its compiler,
 * request bookkeeping) costs several times the statement itself on an INSERT, and it is the one
 * path every request that stores something waits on.
 */
function wrap(provider: Provider, client: SqliteClient | PostgresClient, adapter: Adapter): Db {
  return {
    provider,
    prisma: client,
    queryRaw: <T>(query: Sql) => client.$queryRaw<T[]>(query),
    executeRaw: (query: Sql) =>
      adapter.executeRaw({
        sql: provider === 'postgres' ? query.text : query.sql,
        args: query.values as never,
        argTypes: query.values.map(() => UNTYPED) as never,
      }),
    close: () => client.$disconnect(),
  };
}

/**
 * SQLite: sets the durability pragmas on the live connection (the adapter keeps one better-sqlite3
 * connection, so they hold for every query). WAL lets readers run beside the writer;
 * synchronous=NORMAL in WAL mode never corrupts the file and keeps every committed transaction
 * across a process crash — only an OS crash or power loss can drop the last commits.
 * Checkpoints run on their own thread (checkpointer.ts), not inside whichever write fills the WAL.
 * PostgreSQL: a pg pool of `poolMax` connections.
 */
export async function openDb(url: string, options: DbOptions = {}): Promise<Db> {
  const provider = providerOf(url);
  if (provider === 'postgres') {
    const { options: params, ...parts } = pgParts(url);
    const ssl = params.sslmode && params.sslmode !== 'disable' ? { ssl: true } : {};
    const { adapter, factory } = await shared(new PrismaPg({ ...parts, ...ssl, max: options.poolMax ?? poolMaxFromEnv() }));
    const client = new PostgresClient({ adapter: factory as PrismaPg });
    await client.$queryRawUnsafe('SELECT 1');
    return wrap(provider, client, adapter);
  }
  ensureDatabaseDir(url);
  const { adapter, factory } = await shared(new PrismaBetterSQLite3({ url: `file:${databasePath(url)}`, timeout: BUSY_TIMEOUT_MS }));
  const client = new SqliteClient({ adapter: factory as PrismaBetterSQLite3 });
  await client.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await client.$queryRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  await client.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await client.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  for (const pragma of SERVING_PRAGMAS) await client.$queryRawUnsafe(`PRAGMA ${pragma}`);
  const checkpoints = startCheckpointer(databasePath(url));
  const db = wrap(provider, client, adapter);
  return { ...db, close: () => checkpoints.stop().then(db.close) };
}

export interface Pragmas {
  journalMode: string;
  busyTimeout: number;
  synchronous: number;
}

/** SQLite only: the pragmas the connection runs with. */
export async function readPragmas(db: Db): Promise<Pragmas> {
  if (db.provider !== 'sqlite') throw new Error('readPragmas: SQLite only');
  const client = db.prisma as SqliteClient;
  const [j] = await client.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
  const [b] = await client.$queryRawUnsafe<{ timeout: bigint | number }[]>('PRAGMA busy_timeout');
  const [s] = await client.$queryRawUnsafe<{ synchronous: bigint | number }[]>('PRAGMA synchronous');
  return { journalMode: j.journal_mode, busyTimeout: Number(b.timeout), synchronous: Number(s.synchronous) };
}
