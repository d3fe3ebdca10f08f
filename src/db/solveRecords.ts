import type { Db } from './client.js';
import { Prisma, type SolveRecord } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { frozenPage, toPage, type Page, type PageArgs } from './page.js';
import { insertRow, insertRows, quoted, toCount, whereAll, type CoversAll } from './rawSql.js';
import { tableCache } from './tableCache.js';

export interface NewSolveRecord {
  puzzleId: string | null;
  size: number;
  boxRows: number;
  boxCols: number;
  cells: string;
  status: string;
  solution: string | null;
  unique: boolean | null;
  nodes: number;
  backtracks: number;
  durationMs: number;
}

export interface SolveRecordFilter {
  puzzleId?: string;
  status?: string;
}

const COLUMNS = [
  'id', 'puzzleId', 'size', 'boxRows', 'boxCols', 'cells', 'status', 'solution', 'unique', 'nodes', 'backtracks', 'durationMs', 'createdAt',
] as const;
const allColumns: CoversAll<SolveRecord, typeof COLUMNS> = true;
const SELECT = Prisma.sql`SELECT ${quoted(COLUMNS)} FROM "SolveRecord"`;

function conditions(f: SolveRecordFilter): Prisma.Sql[] {
  const c: Prisma.Sql[] = [];
  if (f.puzzleId != null) c.push(Prisma.sql`"puzzleId" = ${f.puzzleId}`);
  if (f.status != null) c.push(Prisma.sql`"status" = ${f.status}`);
  return c;
}

// 13 columns a row: 100 rows stay far below SQLite's bound-parameter cap.
const ROWS_PER_INSERT = 100;

export function solveRecordStore(db: Db) {
  void allColumns;
  const cache = tableCache<SolveRecordFilter, SolveRecord>({
    // JSON keeps a puzzle id and a status apart whatever characters either holds.
    key: (f) => JSON.stringify([f.puzzleId ?? null, f.status ?? null]),
    matches: (f, r) => (f.puzzleId == null || f.puzzleId === r.puzzleId) && (f.status == null || f.status === r.status),
    // One total per puzzle whose records were paged, so allow more of them.
    maxCounts: 10_000,
  });

  return {
    /** One INSERT, committed before it resolves; the row is answered from memory, not read back. */
    create(data: NewSolveRecord): Promise<SolveRecord> {
      const { puzzleId, size, boxRows, boxCols, cells, status, solution, unique, nodes, backtracks, durationMs } = data;
      const row: SolveRecord = {
        id: newId(), puzzleId, size, boxRows, boxCols, cells, status, solution, unique, nodes, backtracks, durationMs, createdAt: new Date(),
      };
      return cache.insert(async () => {
        await db.$executeRaw(insertRow<SolveRecord>('SolveRecord', COLUMNS, row));
        return Object.freeze(row);
      });
    },
    /** All rows in one INSERT statement (one commit), answered from memory in order. */
    createMany(data: readonly NewSolveRecord[]): Promise<SolveRecord[]> {
      const rows: SolveRecord[] = data.map((d) => ({ id: newId(), ...d, createdAt: new Date() }));
      return cache.insertMany(async () => {
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
          await db.$executeRaw(insertRows<SolveRecord>('SolveRecord', COLUMNS, rows.slice(i, i + ROWS_PER_INSERT)));
        }
        return rows.map((r) => Object.freeze(r));
      });
    },
    list(filter: SolveRecordFilter, page: PageArgs): Promise<Page<SolveRecord>> {
      return cache.page(filter, `${page.first}:${page.afterId ?? ''}`, async () => {
        const c = conditions(filter);
        if (page.afterId) c.push(Prisma.sql`"id" < ${page.afterId}`);
        const rows = await db.$queryRaw<SolveRecord[]>`${SELECT} ${whereAll(c)} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
        // Rows are shared by every request that reads this page from memory: frozen, so none can alter another's.
        return frozenPage(toPage(rows.map((r) => Object.freeze(r)), page.first));
      });
    },
    count(filter: SolveRecordFilter): Promise<number> {
      return cache.count(filter, async () => toCount(await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "SolveRecord" ${whereAll(conditions(filter))}`));
    },
  };
}
