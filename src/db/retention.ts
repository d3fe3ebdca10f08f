// History retention (docs/storage.md): solve records, games and finishes older than a cutoff are
// deleted; puzzles are the catalogue and stay (daily puzzles among them). Deletes run in slices,
// each its own short statement, so a prune never holds SQLite's write lock for long and the
// server keeps serving beside it; the delete triggers keep every total exact.
import type { Db } from './client.js';
import { sql } from './sql.js';

const SLICE = 5000;

export interface Pruned {
  readonly solveRecords: number;
  readonly games: number;
  readonly playerSolves: number;
}

/** Ids are time-ordered (ids.ts): every row minted before `ms` has an id below this. */
const idFloor = (ms: number): string => Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');

async function sliced(db: Db, statement: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.executeRaw(statement());
    total += n;
    if (n < SLICE) return total;
  }
}

/** Deletes history older than `cutoff`. A game's finish goes with its game (cascade). */
export async function pruneHistory(db: Db, cutoff: Date): Promise<Pruned> {
  const floor = idFloor(cutoff.getTime());
  const startedAt = db.provider === 'sqlite' ? cutoff.toISOString().replace('Z', '+00:00') : cutoff;
  const solveRecords = await sliced(
    db,
    () => sql`DELETE FROM "SolveRecord" WHERE "id" IN (SELECT "id" FROM "SolveRecord" WHERE "id" < ${floor} LIMIT ${SLICE})`,
  );
  const finishesBefore = await db.queryRaw<{ n: bigint | number }>(sql`SELECT COUNT(*) AS n FROM "PlayerSolve"`);
  const games = await sliced(
    db,
    () => sql`DELETE FROM "Game" WHERE "id" IN (SELECT "id" FROM "Game" WHERE "startedAt" < ${startedAt} LIMIT ${SLICE})`,
  );
  // Finishes without a game (none since the games migration) by their own age.
  await sliced(
    db,
    () =>
      sql`DELETE FROM "PlayerSolve" WHERE "id" IN
            (SELECT "id" FROM "PlayerSolve" WHERE "gameId" IS NULL AND "id" < ${floor} LIMIT ${SLICE})`,
  );
  const finishesAfter = await db.queryRaw<{ n: bigint | number }>(sql`SELECT COUNT(*) AS n FROM "PlayerSolve"`);
  return { solveRecords, games, playerSolves: Number(finishesBefore[0].n) - Number(finishesAfter[0].n) };
}
