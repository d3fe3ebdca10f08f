// The one shape every stored table shares: rows written once by id (never updated), read by id or
// in newest-first keyset pages under a filter, with exact totals per filter from the RowCount table
// that the insert triggers keep in the same transaction as the row. Nothing here is remembered per
// process except write-once rows by id, so any number of replicas agree at once.
//
// A page of a table with rows kept in memory is read as its ids (a covering index scan) and the
// filter's total in one statement; only the rows not in memory are then read by id. Which rows are
// on the page, and the total, always come from the database at the time of the request; memory
// only spares reading again the columns of a row that cannot have changed.
import type { Db } from './client.js';
import { rowCount } from './counts.js';
import { frozenPage, toPage, type Page, type PageArgs } from './page.js';
import { rowCache } from './row-cache.js';
import { empty, insertRow, insertRows, join, quoted, raw, sql, whereAll, type Sql } from './sql.js';

export interface TableSpec<Row, Filter> {
  readonly table: string;
  readonly columns: readonly (keyof Row & string)[];
  /** SQL conditions for a filter (ANDed). */
  conditions(filter: Filter): Sql[];
  /** The RowCount key of a filter's total (must match the table's insert trigger). */
  countKey(filter: Filter): string;
  /**
   * A filter whose page is listed from another table's index (a join table that holds the row's id
   * with the filter's columns), walked backwards by that id: its table, id column and conditions.
   * `conditions` must give the same rows (used when the page is read again whole).
   */
  listedFrom?(filter: Filter): { readonly table: string; readonly id: string; readonly conditions: Sql[] } | undefined;
  /** Rows kept by id in memory (0: none), for find, findMany and pages. */
  readonly cacheRows?: number;
  /**
   * Rows kept for pages only (a table whose rows may be deleted: find must not answer from memory).
   * A kept row is used only for an id the page's statement has just listed.
   */
  readonly pageRows?: number;
}

export interface Table<Row extends { id: string }, Filter> {
  /** One INSERT (its trigger adds to the totals), committed before it resolves; not read back. */
  insert(row: Row): Promise<Row>;
  /**
   * Many rows in as few INSERTs as the batch needs (ROWS_PER_INSERT each), in order. A batch of at
   * most ROWS_PER_INSERT rows is one statement, so it is stored whole or not at all.
   */
  insertMany(rows: readonly Row[]): Promise<Row[]>;
  /** A row the caller has just stored itself (a conditional INSERT of its own), kept as insert keeps one. */
  remember(row: Row): Row;
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
  const from = raw(`"${spec.table}"`);
  const select = sql`SELECT ${quoted(spec.columns)} FROM ${from}`;
  const byId = spec.cacheRows ? rowCache<Row>(spec.cacheRows) : undefined;
  const paged = byId ?? (spec.pageRows ? rowCache<Row>(spec.pageRows) : undefined);
  // Rows are shared by every request that reads them from memory: frozen, so none can alter another's.
  const keep = (rows: Row[]): Row[] => rows.map((r) => (paged ? paged.add(Object.freeze(r)) : Object.freeze(r)));
  const count = (filter: Filter) => rowCount(db, spec.countKey(filter));

  /** The page as whole rows in one statement; the total, when asked, in another. */
  const wholeRows = async (filter: Filter, page: PageArgs, where: Sql): Promise<Page<Row>> => {
    const rows = await db.queryRaw<Row>(sql`${select} ${where} ORDER BY "id" DESC LIMIT ${page.first + 1}`);
    return frozenPage(toPage(keep(rows), page.first, page.withTotal ? await count(filter) : undefined));
  };

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
    remember: (row) => keep([row])[0],
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
      const where = whereAll(c);
      const other = spec.listedFrom?.(filter);
      if (!paged) return wholeRows(filter, page, where);
      const total = page.withTotal ? sql`, (SELECT SUM("n") FROM "RowCount" WHERE "key" = ${spec.countKey(filter)}) AS "total"` : empty;
      let listing = sql`SELECT "id"${total} FROM ${from} ${where} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
      if (other) {
        const id = raw(`"${other.id}"`);
        const oc = [...other.conditions];
        if (page.afterId) oc.push(sql`${id} < ${page.afterId}`);
        const table = raw(`"${other.table}"`);
        listing = sql`SELECT ${id} AS "id"${total} FROM ${table} ${whereAll(oc)} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
      }
      const listed = await db.queryRaw<{ id: string; total?: number | null }>(listing);
      const rows: Row[] = new Array(listed.length);
      const missing: string[] = [];
      for (let i = 0; i < listed.length; i++) {
        const known = paged.get(listed[i].id);
        if (known) rows[i] = known;
        else missing.push(listed[i].id);
      }
      if (missing.length > 0) {
        const found = new Map(keep(await db.queryRaw<Row>(sql`${select} WHERE "id" IN (${join(missing)})`)).map((r) => [r.id, r]));
        // A row listed a moment ago and gone now was deleted in between (retention): read the page again whole.
        if (found.size !== missing.length) return wholeRows(filter, page, where);
        for (let i = 0; i < listed.length; i++) rows[i] ??= found.get(listed[i].id)!;
      }
      // An empty page carries no total: count() reads it then.
      const counted = page.withTotal && listed.length > 0 ? Number(listed[0].total ?? 0) : undefined;
      return frozenPage(toPage(rows, page.first, counted));
    },
    count,
  };
}
