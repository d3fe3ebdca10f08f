// The one shape every stored table shares: rows written once by id (never updated or deleted),
// read by id or in newest-first keyset pages under a filter, with exact totals per filter from the
// RowCount table that the insert triggers keep in the same transaction as the row. Nothing here is
// remembered per process except write-once rows by id, so any number of replicas agree at once.
import type { Db } from './client.js';
import { rowCount } from './counts.js';
import { frozenPage, toPage, type Page, type PageArgs } from './page.js';
import { rowCache } from './row-cache.js';
import { insertRow, insertRows, join, quoted, raw, sql, whereAll, type Sql } from './sql.js';

export interface TableSpec<Row, Filter> {
  readonly table: string;
  readonly columns: readonly (keyof Row & string)[];
  /** SQL conditions for a filter (ANDed). */
  conditions(filter: Filter): Sql[];
  /** The RowCount key of a filter's total (must match the table's insert trigger). */
  countKey(filter: Filter): string;
  /** Rows kept by id in memory (0: none). */
  readonly cacheRows?: number;
}

export interface Table<Row extends { id: string }, Filter> {
  /** One INSERT (its trigger adds to the totals), committed before it resolves; not read back. */
  insert(row: Row): Promise<Row>;
  /**
   * Many rows in as few INSERTs as the batch needs (ROWS_PER_INSERT each), in order. A batch of at
   * most ROWS_PER_INSERT rows is one statement, so it is stored whole or not at all.
   */
  insertMany(rows: readonly Row[]): Promise<Row[]>;
  find(id: string): Promise<Row | null>;
  findMany(ids: readonly string[]): Promise<Row[]>;
  list(filter: Filter, page: PageArgs): Promise<Page<Row>>;
  count(filter: Filter): Promise<number>;
}

// SQLite caps bound parameters per statement; a request's batch of ids is split below that.
const IDS_PER_QUERY = 500;
/** Rows of one multi-row INSERT: a solveMany batch (at most 100 boards) is one statement. */
const ROWS_PER_INSERT = 100;

export function table<Row extends { id: string }, Filter>(db: Db, spec: TableSpec<Row, Filter>): Table<Row, Filter> {
  const select = sql`SELECT ${quoted(spec.columns)} FROM ${raw(`"${spec.table}"`)}`;
  const byId = spec.cacheRows ? rowCache<Row>(spec.cacheRows) : undefined;
  // Rows are shared by every request that reads them from memory: frozen, so none can alter another's.
  const keep = (rows: Row[]): Row[] => rows.map((r) => (byId ? byId.add(Object.freeze(r)) : Object.freeze(r)));

  return {
    async insert(row) {
      await db.executeRaw(insertRow<Row>(db.provider, spec.table, spec.columns, row));
      return keep([row])[0];
    },
    async insertMany(rows) {
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        await db.executeRaw(insertRows<Row>(db.provider, spec.table, spec.columns, rows.slice(i, i + ROWS_PER_INSERT)));
      }
      return keep([...rows]);
    },
    async find(id) {
      const known = byId?.get(id);
      if (known) return known;
      return keep(await db.queryRaw<Row>(sql`${select} WHERE "id" = ${id}`))[0] ?? null;
    },
    async findMany(ids) {
      const found: Row[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const known = byId?.get(id);
        if (known) found.push(known);
        else missing.push(id);
      }
      for (let i = 0; i < missing.length; i += IDS_PER_QUERY) {
        const chunk = missing.slice(i, i + IDS_PER_QUERY);
        found.push(...keep(await db.queryRaw<Row>(sql`${select} WHERE "id" IN (${join(chunk)})`)));
      }
      return found;
    },
    async list(filter, page) {
      const c = spec.conditions(filter);
      if (page.afterId) c.push(sql`"id" < ${page.afterId}`);
      const rows = await db.queryRaw<Row>(sql`${select} ${whereAll(c)} ORDER BY "id" DESC LIMIT ${page.first + 1}`);
      return frozenPage(toPage(keep(rows), page.first));
    },
    count: (filter) => rowCount(db, spec.countKey(filter)),
  };
}
