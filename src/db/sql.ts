// Raw SQL, read and written through Prisma's driver adapter (client.ts; docs/storage.md): it skips
// the client's query compiler and its per-call cost.
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

/** A JS value as the adapter would bind it for a model write on this database. */
function bindable(provider: Provider, value: unknown): unknown {
  if (provider === 'postgres') return value;
  if (value instanceof Date) return value.toISOString().replace('Z', '+00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** `INSERT INTO "table" (cols) VALUES (...)` for a full row, values taken in column order. */
export function insertRow<Row>(provider: Provider, table: string, names: readonly (keyof Row & string)[], row: Row): Sql {
  if (provider === 'sqlite') return insertRows(provider, table, names, [row]);
  const values = join(names.map((n) => bindable(provider, row[n])));
  return sql`INSERT INTO ${raw(`"${table}"`)} (${quoted(names)}) VALUES (${values})`;
}

/**
 * Many full rows in one INSERT. SQLite: a multi-row VALUES list, every value bound (cheaper than
 * unpacking JSON there at every batch size, through the adapter called directly). PostgreSQL: the
 * rows travel as one JSON parameter that json_populate_recordset unpacks over the table's own row
 * type. Values are bound as for a model write; the statement text is made once per table (and, on
 * SQLite, row count), as building it through the template tag for every batch cost more than the
 * batch's values.
 */
export function insertRows<Row>(provider: Provider, table: string, names: readonly (keyof Row & string)[], rows: readonly Row[]): Sql {
  if (provider === 'postgres') {
    const json = JSON.stringify(rows.map((row) => Object.fromEntries(names.map((n) => [n, row[n]]))));
    return new Sql(statementText(provider, table, names, 1), [json]);
  }
  const values: unknown[] = [];
  for (const row of rows) for (const n of names) values.push(bindable(provider, row[n]));
  return new Sql(statementText(provider, table, names, rows.length), values);
}

/** Row counts of one statement whose text is kept (the callers' batches are at most this long). */
const KEPT_ROWS = 100;
const texts = new Map<string, readonly string[]>();

/** The strings around insertRows' parameters: one JSON parameter (PostgreSQL), or `rows` × columns. */
function statementText(provider: Provider, table: string, names: readonly string[], rows: number): readonly string[] {
  const key = `${provider} ${table} ${names.join(',')} ${rows}`;
  const known = texts.get(key);
  if (known) return known;
  const columns = names.map((n) => `"${n}"`).join(', ');
  const head = `INSERT INTO "${table}" (${columns}) `;
  let text: string[];
  if (provider === 'postgres') {
    text = [`${head}SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", `, '::json)'];
  } else {
    // ["head VALUES (", ", ", …, "), (", …, ")"]: one string more than the parameters.
    text = [`${head}VALUES (`];
    for (let r = 0; r < rows; r++) {
      for (let c = 1; c < names.length; c++) text.push(', ');
      text.push(r === rows - 1 ? ')' : '), (');
    }
  }
  if (rows <= KEPT_ROWS) texts.set(key, text);
  return text;
}

/** `WHERE a AND b …`, or nothing when there are no conditions. */
export function whereAll(conditions: Sql[]): Sql {
  return conditions.length === 0 ? empty : sql`WHERE ${join(conditions, ' AND ')}`;
}

/** COUNT(*) and SUM arrive as BigInt from raw queries; a table here never nears 2^53 rows. */
export const toCount = (rows: { n: bigint | number | null }[]): number => Number(rows[0]?.n ?? 0);
