// A mark of the stored data, for answers kept between requests (src/server/stored-answers.ts): two
// equal marks mean that nothing was committed in between, by any connection or replica, so reads
// made between them saw the data of the first mark. A mark may change when nothing did (a
// rolled-back statement, an aborted transaction): that only costs a kept answer, never serves a
// stale one.
//
// SQLite pairs its own two counters as one connection sees them: `data_version`, which changes
// whenever another connection commits, and `total_changes()`, the rows this connection has changed
// (its own commits). Inside an open transaction there is no mark: reads there see writes that may
// yet be rolled back.
//
// PostgreSQL's mark is the current snapshot (`pg_current_snapshot()`, xmin:xmax:in-progress ids),
// which no statement writes: a transaction that commits or aborts between two reads either was in
// progress at the first (and leaves the list) or took its id after it (and moves xmax on), so equal
// snapshots bracket reads that all saw the same committed transactions.
import { raw, type Sql } from './sql.js';

/** The part of a better-sqlite3 connection used here (the adapter's `client`). */
export interface VersionedConnection {
  readonly inTransaction: boolean;
  prepare(sql: string): { raw(on: boolean): { get(): unknown } };
}

const MARK = 'SELECT total_changes(), (SELECT data_version FROM pragma_data_version)';

/** `mark()`: the current mark, or undefined inside a transaction. Throws what better-sqlite3 throws. */
export function sqliteDataVersion(connection: VersionedConnection): () => Promise<string | undefined> {
  const statement = connection.prepare(MARK).raw(true);
  return async () => {
    if (connection.inTransaction) return undefined;
    const [changes, version] = statement.get() as [number | bigint, number | bigint];
    return `${changes}:${version}`;
  };
}

const SNAPSHOT = raw('SELECT pg_current_snapshot()::text AS "v"');

/** `mark()` on PostgreSQL: one statement on the pool. Throws what the query throws. */
export function pgDataVersion(db: { queryRaw<T>(query: Sql): Promise<T[]> }): () => Promise<string | undefined> {
  return async () => (await db.queryRaw<{ v: string }>(SNAPSHOT))[0]?.v;
}
