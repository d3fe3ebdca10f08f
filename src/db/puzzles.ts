import type { Db } from './client.js';
import { Prisma, type Puzzle } from '../generated/prisma/client.js';
import { countCache } from './countCache.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageArgs } from './page.js';
import { insertRow, quoted, toCount, whereAll, type CoversAll } from './rawSql.js';

export interface NewPuzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  difficulty: string;
  seed: string;
  cells: string;
  solution: string;
  givens: number;
}

export interface PuzzleFilter {
  size?: number;
  difficulty?: string;
}

const COLUMNS = ['id', 'size', 'boxRows', 'boxCols', 'difficulty', 'seed', 'cells', 'solution', 'givens', 'createdAt'] as const;
const allColumns: CoversAll<Puzzle, typeof COLUMNS> = true;
const SELECT = Prisma.sql`SELECT ${quoted(COLUMNS)} FROM "Puzzle"`;

function conditions(f: PuzzleFilter): Prisma.Sql[] {
  const c: Prisma.Sql[] = [];
  if (f.size != null) c.push(Prisma.sql`"size" = ${f.size}`);
  if (f.difficulty != null) c.push(Prisma.sql`"difficulty" = ${f.difficulty}`);
  return c;
}

// SQLite caps bound parameters per statement; a request's batch of ids is split below that.
const IDS_PER_QUERY = 500;

export function puzzleStore(db: Db) {
  void allColumns;
  const totals = countCache<PuzzleFilter, Puzzle>({
    key: (f) => JSON.stringify([f.size ?? null, f.difficulty ?? null]),
    matches: (f, p) => (f.size == null || f.size === p.size) && (f.difficulty == null || f.difficulty === p.difficulty),
    query: async (f) => toCount(await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "Puzzle" ${whereAll(conditions(f))}`),
  });

  return {
    /** One INSERT, committed before it resolves; the row is answered from memory, not read back. */
    create(data: NewPuzzle): Promise<Puzzle> {
      const { size, boxRows, boxCols, difficulty, seed, cells, solution, givens } = data;
      const row: Puzzle = { id: newId(), size, boxRows, boxCols, difficulty, seed, cells, solution, givens, createdAt: new Date() };
      return totals.insert(async () => {
        await db.$executeRaw(insertRow<Puzzle>('Puzzle', COLUMNS, row));
        return row;
      });
    },
    async find(id: string): Promise<Puzzle | null> {
      const rows = await db.$queryRaw<Puzzle[]>`${SELECT} WHERE "id" = ${id}`;
      return rows[0] ?? null;
    },
    async findMany(ids: readonly string[]): Promise<Puzzle[]> {
      const found: Puzzle[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const chunk = ids.slice(i, i + IDS_PER_QUERY);
        found.push(...(await db.$queryRaw<Puzzle[]>`${SELECT} WHERE "id" IN (${Prisma.join(chunk)})`));
      }
      return found;
    },
    async list(filter: PuzzleFilter, page: PageArgs): Promise<Page<Puzzle>> {
      const c = conditions(filter);
      if (page.afterId) c.push(Prisma.sql`"id" < ${page.afterId}`);
      const rows = await db.$queryRaw<Puzzle[]>`${SELECT} ${whereAll(c)} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
      return toPage(rows, page.first);
    },
    count: (filter: PuzzleFilter): Promise<number> => totals.count(filter),
  };
}
