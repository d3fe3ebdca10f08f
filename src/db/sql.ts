// Prisma's raw API for the hot paths: `$queryRaw`/`$executeRaw` skip the query compiler, which cost
// ~1 ms per call here against ~0.1 ms for a raw statement through the same client and adapter.
// Storage stays exactly what Prisma's own model API writes, so both paths read each other's rows
// (the round-trip tests in test/api pin this down on both databases):
//  - SQLite: DateTime as ISO-8601 text with "+00:00" (the better-sqlite3 adapter's default
//    timestampFormat), Boolean as 0/1; reads are typed by the adapter from the declared columns.
//  - PostgreSQL: native TIMESTAMP(3), BOOLEAN, DOUBLE PRECISION; values bind as they are.
import { empty, join, raw, Sql, sqltag as sql } from '@prisma/client/runtime/client';
import type { Provider } from './url.js';

export { empty, join, raw, sql, Sql };

/**
 * `true` only when a column list names every field of a row type: a field added to the schema
 * then fails the type check instead of silently missing from raw reads and inserts.
 */
export type CoversAll<Row, C extends readonly (keyof Row)[]> = Exclude<keyof Row, C[number]> extends never ? true : false;

/** `true` only when two row types have the same fields with the same types. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const quoted = (names: readonly string[]): Sql => raw(names.map((n) => `"${n}"`).join(', '));

// A batch's rows share one creation time: its text is made once.
let lastDate: Date | undefined;
let lastText = '';

/** A JS value as the adapter would bind it for a model write on this database. */
function bindable(provider: Provider, value: unknown): unknown {
  if (provider === 'postgres') return value;
  if (value instanceof Date) {
    if (value !== lastDate) {
      lastText = value.toISOString().replace('Z', '+00:00');
      lastDate = value;
    }
    return lastText;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** `INSERT INTO "table" (cols) VALUES (...)` for a full row, values taken in column order. */
export function insertRow<Row>(provider: Provider, table: string, names: readonly (keyof Row & string)[], row: Row): Sql {
  const values = join(names.map((n) => bindable(provider, row[n])));
  return sql`INSERT INTO ${raw(`"${table}"`)} (${quoted(names)}) VALUES (${values})`;
}

/**
 * Many full rows in one INSERT with one bound parameter: the rows travel as JSON and the database
 * unpacks them in order (SQLite's json_each, PostgreSQL's json_populate_recordset over the table's
 * own row type). Binding every value instead costs the client per parameter, which dominates a
 * batch of a hundred rows. Values are bound as for a model write.
 */
export function insertRows<Row>(provider: Provider, table: string, names: readonly (keyof Row & string)[], rows: readonly Row[]): Sql {
  const [before, after] = insertRowsText(provider, table, names);
  const json =
    provider === 'postgres'
      ? JSON.stringify(rows.map((row) => Object.fromEntries(names.map((n) => [n, row[n]]))))
      : JSON.stringify(rows.map((row) => names.map((n) => bindable(provider, row[n]))));
  return new Sql([before, after], [json]);
}

// The statement around insertRows' one parameter, made once per table: building it through the
// template tag for every batch cost more than the batch's JSON.
const insertTexts = new Map<string, readonly [string, string]>();

function insertRowsText(provider: Provider, table: string, names: readonly string[]): readonly [string, string] {
  const key = `${provider} ${table} ${names.join(',')}`;
  let text = insertTexts.get(key);
  if (!text) {
    const columns = names.map((n) => `"${n}"`).join(', ');
    text =
      provider === 'postgres'
        ? [`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", `, '::json)']
        : [
            `INSERT INTO "${table}" (${columns}) SELECT ${names.map((_, i) => `json_extract("value", '$[${i}]')`).join(', ')} FROM json_each(`,
            ')',
          ];
    insertTexts.set(key, text);
  }
  return text;
}

/** `WHERE a AND b …`, or nothing when there are no conditions. */
export function whereAll(conditions: Sql[]): Sql {
  return conditions.length === 0 ? empty : sql`WHERE ${join(conditions, ' AND ')}`;
}

/** COUNT(*) and SUM arrive as BigInt from raw queries; a table here never nears 2^53 rows. */
export const toCount = (rows: { n: bigint | number | null }[]): number => Number(rows[0]?.n ?? 0);
