// PostgreSQL reads on the adapter's own pg pool as named prepared statements. Through the adapter,
// every read was an unnamed statement: parsed and planned by the server each time, its rows parsed by
// pg's type parsers, then again by the adapter's, then converted once more in read-rows.ts. A named
// statement is parsed once per pooled connection, and rows come back as text converted once, here,
// to what rowsOf gives for the column types this schema uses (bench/RESULTS.md). Anything
// else — a statement that is not a plain SELECT, a parameter that is not text, a number or null, a
// column type not listed — and any read that fails here goes through the adapter, so errors keep its
// form (driver-error.ts) and a failed read is simply read again there.

/** The part of a pg pool used here (the adapter's `underlyingDriver()`). */
export interface PgPool {
  query(config: {
    name?: string;
    text: string;
    values: readonly unknown[];
    rowMode: 'array';
    types: { getTypeParser: () => (text: string) => unknown };
  }): Promise<{ fields: { name: string; dataTypeID: number }[]; rows: unknown[][] }>;
}

type Convert = (text: string) => unknown;
const asIs: Convert = (v) => v;
const number: Convert = (v) => Number(v);
// TIMESTAMP(3) prints as "2026-12-02 07:11:12.123", in UTC as the adapter writes it.
const timestamp: Convert = (v) => new Date(`${v.replace(' ', 'T')}Z`);
/** Type OIDs of the columns this schema's reads return, and their conversion. */
const CONVERT: ReadonlyMap<number, Convert> = new Map([
  [16, (v: string) => v === 't'], // boolean
  [20, number], // bigint (COUNT, SUM of integers)
  [21, number], // smallint
  [23, number], // integer
  [700, number], // real
  [701, number], // double precision
  [1700, number], // numeric (SUM of bigints)
  [1114, timestamp], // timestamp without time zone
  [25, asIs], // text
  [1043, asIs], // varchar
]);

// Every value arrives as the server's text: converted once, by column, below.
const RAW_TEXT = { getTypeParser: () => asIs };

/** Statement names kept: every read the stores make, with room for the id lists' lengths. */
const NAMED_STATEMENTS = 256;
const READ = /^\s*SELECT\b/i;
const plain = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number';

/**
 * `read(text, values)`: the rows, or undefined when the statement is not one read here (the caller
 * then asks the adapter). Rejects with what pg rejects with; the caller reads again through the adapter.
 */
export function pgReads(pool: PgPool) {
  const names = new Map<string, string>();
  /** Statements whose columns are not all converted here: read through the adapter from now on. */
  const foreign = new Set<string>();
  let made = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) names.set(text, (name = `sudoku_read_${made++}`));
    return name;
  };
  return async <T>(text: string, values: readonly unknown[]): Promise<T[] | undefined> => {
    if (!READ.test(text) || foreign.has(text) || !values.every(plain)) return undefined;
    let result: Awaited<ReturnType<PgPool['query']>>;
    try {
      result = await pool.query({ name: nameOf(text), text, values, rowMode: 'array', types: RAW_TEXT });
    } catch (e) {
      // A statement prepared before a schema change can fail on every connection that kept it
      // ("cached plan must not change result type"): the next read prepares it anew, by a new name.
      names.delete(text);
      throw e;
    }
    const { fields, rows } = result;
    const convert: Convert[] = new Array(fields.length);
    for (let c = 0; c < fields.length; c++) {
      const f = CONVERT.get(fields[c].dataTypeID);
      if (f === undefined) {
        foreign.add(text);
        return undefined;
      }
      convert[c] = f;
    }
    const out: T[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row: Record<string, unknown> = {};
      const v = rows[r];
      for (let c = 0; c < fields.length; c++) row[fields[c].name] = v[c] === null ? null : convert[c](v[c] as string);
      out[r] = row as T;
    }
    return out;
  };
}
