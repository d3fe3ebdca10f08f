// Prisma's raw API for the hot paths: `$queryRaw`/`$executeRaw` skip the query compiler, which cost
// ~1 ms per call here against ~0.1 ms for a raw statement through the same client and adapter.
// Storage stays exactly what Prisma's own model API writes, so both paths read each other's rows:
// DateTime as ISO-8601 text with "+00:00" (the better-sqlite3 adapter's default timestampFormat),
// Boolean as 0/1. Reads come back typed by the adapter from the declared column types (DATETIME →
// Date, BOOLEAN → boolean, INTEGER → number), which the round-trip tests in test/api pin down.
import { Prisma } from '../generated/prisma/client.js';

/**
 * `true` only when a column list names every field of the generated row type: a field added to the
 * schema then fails the type check instead of silently missing from raw reads and inserts.
 */
export type CoversAll<Row, C extends readonly (keyof Row)[]> = Exclude<keyof Row, C[number]> extends never ? true : false;

export const quoted = (names: readonly string[]): Prisma.Sql => Prisma.raw(names.map((n) => `"${n}"`).join(', '));

/** A JS value as the adapter would bind it for a model write. */
function bindable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace('Z', '+00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** `INSERT INTO "table" (cols) VALUES (...)` for a full row, values taken in column order. */
export function insertRow<Row>(table: string, names: readonly (keyof Row & string)[], row: Row): Prisma.Sql {
  const values = Prisma.join(names.map((n) => bindable(row[n])));
  return Prisma.sql`INSERT INTO ${Prisma.raw(`"${table}"`)} (${quoted(names)}) VALUES (${values})`;
}

/**
 * Many full rows in one INSERT with one bound parameter: the rows travel as a JSON array of value
 * arrays and SQLite's json_each unpacks them, in order. Binding each value instead costs the client
 * per parameter, which dominates a batch of a hundred rows. Values are bound as for a model write.
 */
export function insertRows<Row>(table: string, names: readonly (keyof Row & string)[], rows: readonly Row[]): Prisma.Sql {
  const json = JSON.stringify(rows.map((row) => names.map((n) => bindable(row[n]))));
  const values = names.map((_, i) => `json_extract("value", '$[${i}]')`).join(', ');
  return Prisma.sql`INSERT INTO ${Prisma.raw(`"${table}"`)} (${quoted(names)}) SELECT ${Prisma.raw(values)} FROM json_each(${json})`;
}

/** `WHERE a AND b …`, or nothing when there are no conditions. */
export function whereAll(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 0 ? Prisma.empty : Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/** COUNT(*) arrives as a BigInt from raw queries; a table here never nears 2^53 rows. */
export const toCount = (rows: { n: bigint | number }[]): number => Number(rows[0].n);
