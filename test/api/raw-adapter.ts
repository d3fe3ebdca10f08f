// The driver adapter's own read path, for the tests that compare our reads with it
// (sqlite-reads.test.ts, pg-reads.test.ts): the part of a connected adapter they call, and its
// rows as the adapter path gives them.
import { rowsOf, type ResultSet } from '../../src/db/read-rows.js';

export interface RawAdapter {
  queryRaw(q: { sql: string; args: unknown[]; argTypes: unknown[] }): Promise<ResultSet>;
  dispose(): Promise<void>;
}

/** The rows of `text` with `args` (untyped, as the adapter takes them) read through the adapter. */
export const adapterRows = async (adapter: RawAdapter, text: string, args: unknown[] = []) =>
  rowsOf(await adapter.queryRaw({ sql: text, args, argTypes: args.map(() => ({ scalarType: 'unknown', arity: 'scalar' })) }));
