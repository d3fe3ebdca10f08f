// Puzzles finished by players (submitSolution): one row per finish, kept apart from the engine's
// solve records. Rows are few and read only per puzzle, so there is no cache here.
import type { Db } from './client.js';
import { Prisma, type PlayerSolve } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageArgs } from './page.js';
import { insertRow, quoted, toCount, type CoversAll } from './rawSql.js';

export interface NewPlayerSolve {
  puzzleId: string;
  elapsedMs: number;
  hintsUsed: number;
}

const COLUMNS = ['id', 'puzzleId', 'elapsedMs', 'hintsUsed', 'createdAt'] as const;
const allColumns: CoversAll<PlayerSolve, typeof COLUMNS> = true;
const SELECT = Prisma.sql`SELECT ${quoted(COLUMNS)} FROM "PlayerSolve"`;

export function playerSolveStore(db: Db) {
  void allColumns;
  return {
    /** One INSERT; the row is answered from memory, not read back. */
    async create(data: NewPlayerSolve): Promise<PlayerSolve> {
      const row: PlayerSolve = { id: newId(), ...data, createdAt: new Date() };
      await db.$executeRaw(insertRow<PlayerSolve>('PlayerSolve', COLUMNS, row));
      return Object.freeze(row);
    },
    /** A puzzle's finishes, newest first (id order is creation order). */
    async list(puzzleId: string, page: PageArgs): Promise<Page<PlayerSolve>> {
      const after = page.afterId ? Prisma.sql`AND "id" < ${page.afterId}` : Prisma.empty;
      const rows = await db.$queryRaw<PlayerSolve[]>`${SELECT} WHERE "puzzleId" = ${puzzleId} ${after} ORDER BY "id" DESC LIMIT ${page.first + 1}`;
      return toPage(rows, page.first);
    },
    async count(puzzleId: string): Promise<number> {
      return toCount(await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "puzzleId" = ${puzzleId}`);
    },
  };
}
