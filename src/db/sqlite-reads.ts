// SQLite reads on the adapter's own better-sqlite3 connection with each statement prepared once.
// The adapter prepares every query anew and converts its rows twice (BigInt to text, then back in
// read-rows.ts); on a history page that was about a tenth of the server's CPU (bench/RESULTS.md).
// Rows come out as rowsOf gives them for this schema's declared column types; anything
// that is not a plain SELECT, and any read that fails here, goes through the adapter, so errors keep
// the adapter's form (driver-error.ts) and a failed read is simply read again there.

/** The part of a better-sqlite3 connection used here (the adapter's `client`). */
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface SqliteStatement {
  readonly reader: boolean;
  raw(on: boolean): SqliteStatement;
  safeIntegers(on: boolean): SqliteStatement;
  columns(): { name: string; type: string | null }[];
  all(params: readonly unknown[]): unknown[][];
}

type Convert = (v: unknown) => unknown;
const asIs: Convert = (v) => v;
// Statements here read integers as numbers; a BigInt would come only from the connection's default.
const untyped: Convert = (v) => (typeof v === 'bigint' ? Number(v) : v);
const CONVERT: Readonly<Record<string, Convert>> = {
  INTEGER: (v) => Number(v),
  BOOLEAN: (v) => Number(v) !== 0,
  DATETIME: (v) => new Date(typeof v === 'string' ? v : Number(v)),
  TEXT: asIs,
  REAL: asIs,
};

interface Prepared {
  readonly statement: SqliteStatement;
  readonly names: readonly string[];
  readonly convert: readonly Convert[];
}

/** Statements kept: every read the stores make, with room for the id lists' lengths. */
const KEPT_STATEMENTS = 256;
const READ = /^\s*SELECT\b/i;

/**
 * `read(sql, args)`: the rows, or undefined when the statement is not one read here (the caller
 * then asks the adapter). Throws what better-sqlite3 throws; the caller retries through the adapter.
 */
export function sqliteReads(connection: SqliteConnection) {
  const kept = new Map<string, Prepared>();
  const prepare = (sql: string): Prepared | undefined => {
    const statement = connection.prepare(sql);
    if (!statement.reader) return undefined;
    // Integers as numbers, not BigInt (the connection's default): no table nears 2^53 rows.
    const columns = statement.raw(true).safeIntegers(false).columns();
    const prepared = {
      statement,
      names: columns.map((c) => c.name),
      convert: columns.map((c) => (c.type === null ? untyped : (CONVERT[c.type.toUpperCase()] ?? untyped))),
    };
    if (kept.size < KEPT_STATEMENTS) kept.set(sql, prepared);
    return prepared;
  };
  return <T>(sql: string, args: readonly unknown[]): T[] | undefined => {
    if (!READ.test(sql)) return undefined;
    const p = kept.get(sql) ?? prepare(sql);
    if (!p) return undefined;
    const values = p.statement.all(args);
    const { names, convert } = p;
    const out: T[] = new Array(values.length);
    for (let r = 0; r < values.length; r++) {
      const row: Record<string, unknown> = {};
      const v = values[r];
      for (let c = 0; c < names.length; c++) row[names[c]] = v[c] === null ? null : convert[c](v[c]);
      out[r] = row as T;
    }
    return out;
  };
}
