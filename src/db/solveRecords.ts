import type { Db } from './client.js';
import { Prisma, type SolveRecord } from '../generated/prisma/client.js';
import { countCache } from './countCache.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageArgs } from './page.js';
import { insertRow, quoted, toCount, whereAll, type CoversAll } from './rawSql.js';

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

export function solveRecordStore(db: Db) {
  void allColumns;
  const totals = countCache<SolveRecordFilter, SolveRecord>({
    // JSON keeps a puzzle id and a status apart whatever characters either holds.
    key: (f) => JSON.stringify([f.puzzleId ?? null, f.status ?? null]),
    matches: (f, r) => (f.puzzleId == null || f.puzzleId === r.puzzleId) && (f.status == null || f.status === r.status),
    query: async (f) => toCount(await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "SolveRecord" ${whereAll(conditions(f))}`),
    // One entry per puzzle whose records were paged, so allow more of them.
    maxEntries: 10_000,
  });

  return {
    /** One INSERT, committed before it resolves; the row is answered from memory, not read back. */
    create(data: NewSolveRecord): Promise<SolveRecord> {
      const { puzzleId, size, boxRows, boxCols, cells, status, solution, unique, nodes, backtracks, durationMs } = data;
      const row: SolveRecord = {
        id: newId(), puzzleId, size, boxRows, boxCols, cells, status, solution, unique, nodes, backtracks, durationMs, createdAt: new Date(),
      };
      return totals.insert(async () => {
        await db.$executeRaw(insertRow<SolveRecord>('SolveRecord', COLUMNS, row));
        return row;
      });
    },
    async list(filter: SolveRecordFilter, page: PageArgs): Promise<Page<SolveRecord>> {
      const c = conditions(filter);
      if (page.afterId) c.push(Prisma.sql`"id" < ${page.afterId}`);
      const rows = await db.$queryRaw<SolveRecord[]>`${SELECT} ${whereAll(c)} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
      return toPage(rows, page.first);
    },
    count: (filter: SolveRecordFilter): Promise<number> => totals.count(filter),
  };
}
