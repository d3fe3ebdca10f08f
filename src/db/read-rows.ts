// The adapter's result set (column names, column types, rows of values) as row objects with the
// JavaScript types Prisma's model API hands out, for the column types this schema uses: DateTime
// as a Date, Boolean as true/false (SQLite stores 0/1), integers, 64-bit integers and NUMERIC
// (COUNT and SUM results) as numbers, since no table here nears 2^53 rows. Type codes are those of
// @prisma/driver-adapter-utils' ColumnTypeEnum (the adapters' own contract).

export interface ResultSet {
  readonly columnNames: readonly string[];
  readonly columnTypes: readonly number[];
  readonly rows: readonly (readonly unknown[])[];
}

const INT32 = 0;
const INT64 = 1;
const NUMERIC = 4;
const BOOLEAN = 5;
const DATETIME = 10;

type Convert = (v: unknown) => unknown;
const asIs: Convert = (v) => v;
const CONVERT: Readonly<Record<number, Convert>> = {
  // better-sqlite3 reads integers as BigInt for the adapter, which hands them on as text.
  [INT32]: (v) => Number(v),
  [INT64]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
  [BOOLEAN]: (v) => (typeof v === 'boolean' ? v : Number(v) !== 0),
  [DATETIME]: (v) => new Date(v as string),
};

export function rowsOf<T>(set: ResultSet): T[] {
  const names = set.columnNames;
  const convert = set.columnTypes.map((t) => CONVERT[t] ?? asIs);
  const out: T[] = new Array(set.rows.length);
  for (let r = 0; r < set.rows.length; r++) {
    const values = set.rows[r];
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) {
      const v = values[c];
      row[names[c]] = v === null ? null : convert[c](v);
    }
    out[r] = row as T;
  }
  return out;
}
