import type { Db } from './client.js';
import { Prisma, type Puzzle } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { frozenPage, toPage, type Page, type PageArgs } from './page.js';
import { insertRow, quoted, toCount, whereAll, type CoversAll } from './rawSql.js';
import { rowCache } from './rowCache.js';
import { tableCache } from './tableCache.js';

export interface NewPuzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  difficulty: string;
  seed: string;
  cells: string;
  solution: string;
  givens: number;
  /** GENERATED (default) or IMPORTED. */
  source?: string;
}

export interface PuzzleFilter {
  size?: number;
  difficulty?: string;
}

const COLUMNS = ['id', 'size', 'boxRows', 'boxCols', 'difficulty', 'seed', 'cells', 'solution', 'givens', 'createdAt', 'source'] as const;
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
  const byId = rowCache<Puzzle>(10_000);
  const cache = tableCache<PuzzleFilter, Puzzle>({
    key: (f) => JSON.stringify([f.size ?? null, f.difficulty ?? null]),
    matches: (f, p) => (f.size == null || f.size === p.size) && (f.difficulty == null || f.difficulty === p.difficulty),
  });
  // Rows are shared by every request that reads them from memory: frozen, so none can alter another's.
  const keep = (rows: Puzzle[]) => rows.map((p) => byId.add(Object.freeze(p)));

  return {
    /** One INSERT, committed before it resolves; the row is answered from memory, not read back. */
    create(data: NewPuzzle): Promise<Puzzle> {
      const { size, boxRows, boxCols, difficulty, seed, cells, solution, givens } = data;
      const source = data.source ?? 'GENERATED';
      const row: Puzzle = { id: newId(), size, boxRows, boxCols, difficulty, seed, cells, solution, givens, createdAt: new Date(), source };
      return cache.insert(async () => {
        await db.$executeRaw(insertRow<Puzzle>('Puzzle', COLUMNS, row));
        keep([row]);
        return row;
      });
    },
    async find(id: string): Promise<Puzzle | null> {
      const known = byId.get(id);
      if (known) return known;
      return keep(await db.$queryRaw<Puzzle[]>`${SELECT} WHERE "id" = ${id}`)[0] ?? null;
    },
    async findMany(ids: readonly string[]): Promise<Puzzle[]> {
      const found: Puzzle[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const known = byId.get(id);
        if (known) found.push(known);
        else missing.push(id);
      }
      for (let i = 0; i < missing.length; i += IDS_PER_QUERY) {
        const chunk = missing.slice(i, i + IDS_PER_QUERY);
        found.push(...keep(await db.$queryRaw<Puzzle[]>`${SELECT} WHERE "id" IN (${Prisma.join(chunk)})`));
      }
      return found;
    },
    list(filter: PuzzleFilter, page: PageArgs): Promise<Page<Puzzle>> {
      return cache.page(filter, `${page.first}:${page.afterId ?? ''}`, async () => {
        const c = conditions(filter);
        if (page.afterId) c.push(Prisma.sql`"id" < ${page.afterId}`);
        const rows = await db.$queryRaw<Puzzle[]>`${SELECT} ${whereAll(c)} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
        return frozenPage(toPage(keep(rows), page.first));
      });
    },
    count(filter: PuzzleFilter): Promise<number> {
      return cache.count(filter, async () => toCount(await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "Puzzle" ${whereAll(conditions(filter))}`));
    },
  };
}
