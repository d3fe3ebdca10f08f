// One connection (SQLite) or pool (PostgreSQL) per process, made by Prisma's driver adapter, behind
// the two raw calls the stores use. Reads and writes both go straight to the adapter: Prisma's client
// on top of it planned every statement in its query compiler (about 0.3–0.4 ms a query, several
// times the statement itself), and nothing here needs its model API. Rows come back converted as
// the model API would return them (read-rows.ts; test/api/repository-raw.test.ts compares both).
// SQLite's plain SELECTs run on the adapter's own connection with statements kept (sqlite-reads.ts),
// PostgreSQL's on the adapter's pool as named prepared statements (pg-reads.ts).
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { SERVING_PRAGMAS, startCheckpointer } from './checkpointer.js';
import { rowsOf, type ResultSet } from './read-rows.js';
import { raw, type Sql } from './sql.js';
import { pgReads, type PgPool } from './pg-reads.js';
import { pgDataVersion, sqliteDataVersion, type VersionedConnection } from './data-version.js';
import { sqliteReads, type SqliteConnection } from './sqlite-reads.js';
import { databasePath, ensureDatabaseDir, pgParts, providerOf, type Provider } from './url.js';

export interface Db {
  readonly provider: Provider;
  queryRaw<T>(query: Sql): Promise<T[]>;
  executeRaw(query: Sql): Promise<number>;
  /**
   * A mark that changes whenever the stored data may have changed (data-version.ts), or undefined
   * where there is none (SQLite inside a transaction).
   */
  dataVersion(): Promise<string | undefined>;
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

interface Adapter {
  /** The better-sqlite3 connection of the SQLite adapter. */
  readonly client?: SqliteConnection & Partial<VersionedConnection>;
  /** The pg pool of the PostgreSQL adapter. */
  underlyingDriver?(): unknown;
  queryRaw(query: { sql: string; args: unknown[]; argTypes: unknown[] }): Promise<ResultSet>;
  executeRaw(query: { sql: string; args: unknown[]; argTypes: unknown[] }): Promise<number>;
  dispose(): Promise<void>;
}

// Statement arguments are already in the database's form (sql.ts binds them as a model write
// would), so the adapter is told nothing about their types.
const UNTYPED = { scalarType: 'unknown', arity: 'scalar' } as const;

function wrap(provider: Provider, adapter: Adapter): Db {
  const statement = (query: Sql) => ({
    sql: provider === 'postgres' ? query.text : query.sql,
    args: query.values as unknown[],
    argTypes: query.values.map(() => UNTYPED),
  });
  return {
    provider,
    queryRaw: async <T>(query: Sql) => rowsOf<T>(await adapter.queryRaw(statement(query))),
    executeRaw: (query: Sql) => adapter.executeRaw(statement(query)),
    dataVersion: async () => undefined,
    close: () => adapter.dispose(),
  };
}

/** SQLite: plain SELECTs on the adapter's connection with statements kept (sqlite-reads.ts). */
function withPreparedReads(db: Db, adapter: Adapter): Db {
  if (typeof adapter.client?.prepare !== 'function') return db;
  const read = sqliteReads(adapter.client);
  const client = adapter.client;
  return {
    ...db,
    dataVersion: typeof client.inTransaction === 'boolean' ? sqliteDataVersion(client as VersionedConnection) : db.dataVersion,
    queryRaw: async <T>(query: Sql) => {
      let rows: T[] | undefined;
      try {
        rows = read<T>(query.sql, query.values);
      } catch {
        // Read again through the adapter: it throws the same failure in its own form.
      }
      return rows ?? db.queryRaw<T>(query);
    },
  };
}

/** PostgreSQL: plain SELECTs on the adapter's pool as named prepared statements (pg-reads.ts). */
function withNamedReads(db: Db, adapter: Adapter): Db {
  const pool = adapter.underlyingDriver?.() as PgPool | undefined;
  if (typeof pool?.query !== 'function') return db;
  const read = pgReads(pool);
  return {
    ...db,
    queryRaw: async <T>(query: Sql) => {
      let rows: T[] | undefined;
      try {
        rows = await read<T>(query.text, query.values);
      } catch {
        // Read again through the adapter: it throws the same failure in its own form.
      }
      return rows ?? db.queryRaw<T>(query);
    },
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
    const factory = new PrismaPg({ ...parts, ...ssl, max: options.poolMax ?? DEFAULT_POOL_MAX });
    const adapter = (await factory.connect()) as unknown as Adapter;
    const reads = withNamedReads(wrap(provider, adapter), adapter);
    const db: Db = { ...reads, dataVersion: pgDataVersion(reads) };
    try {
      await db.queryRaw(raw('SELECT 1'));
    } catch (e) {
      await adapter.dispose();
      throw e;
    }
    return db;
  }
  ensureDatabaseDir(url);
  const factory = new PrismaBetterSQLite3({ url: `file:${databasePath(url)}`, timeout: BUSY_TIMEOUT_MS });
  const adapter = (await factory.connect()) as unknown as Adapter;
  const db = withPreparedReads(wrap(provider, adapter), adapter);
  const pragmas = [
    'journal_mode = WAL',
    `busy_timeout = ${BUSY_TIMEOUT_MS}`,
    'synchronous = NORMAL',
    'foreign_keys = ON',
    ...SERVING_PRAGMAS,
  ];
  for (const p of pragmas) await db.queryRaw(raw(`PRAGMA ${p}`));
  const checkpoints = startCheckpointer(databasePath(url));
  return { ...db, close: () => checkpoints.stop().then(db.close) };
}
