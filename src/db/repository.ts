// The one door to storage: resolvers see these functions, never Prisma itself.
import { openDb, readPragmas, type Db } from './client.js';
import { puzzleStore } from './puzzles.js';
import { solveRecordStore } from './solveRecords.js';
import { playerSolveStore } from './player-solves.js';

export type { NewPuzzle, PuzzleFilter } from './puzzles.js';
export type { NewSolveRecord, SolveRecordFilter } from './solveRecords.js';
export type { Page, PageArgs } from './page.js';

export function createRepository(db: Db) {
  return {
    puzzles: puzzleStore(db),
    solveRecords: solveRecordStore(db),
    playerSolves: playerSolveStore(db),
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await db.$queryRawUnsafe('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    pragmas: () => readPragmas(db),
    close: () => db.$disconnect(),
  };
}

export type Repository = ReturnType<typeof createRepository>;

export async function openRepository(url: string): Promise<Repository> {
  return createRepository(await openDb(url));
}
