// Retention (docs/storage.md): solve records, games and finishes older than a cutoff are deleted,
// and so are generated puzzles older than their cutoff that nothing refers to (no game, finish,
// solve record or daily date): a generated puzzle nobody played is no catalogue, and a flood of
// generations once stored 47,860 puzzles in 10 s. Imported puzzles, daily puzzles and every puzzle
// a surviving row refers to stay. Rate buckets untouched for a day (refilled long since) go too.
// Deletes run in slices, each its own short statement, so a prune never holds SQLite's write lock
// for long and the server keeps serving beside it; the delete triggers keep every total exact.
import type { Db } from './client.js';
import { sql } from './sql.js';

const SLICE = 5000;
/** Buckets untouched this long are full again (every window is an hour or less) and are deleted. */
export const BUCKET_IDLE_MS = 24 * 3_600_000;

export interface Pruned {
  readonly solveRecords: number;
  readonly games: number;
  readonly playerSolves: number;
  /** Generated puzzles nothing referred to. */
  readonly puzzles: number;
  /** Rate buckets idle for BUCKET_IDLE_MS. */
  readonly rateBuckets: number;
}

export interface PruneOptions {
  /** Unreferenced generated puzzles stored before this go (default: the history cutoff). */
  readonly puzzlesBefore?: Date;
  /** The clock, for the rate buckets (default Date.now()). */
  readonly now?: number;
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

/**
 * Generated puzzles minted before `floor` that no row refers to, deleted a window of ids at a time:
 * each window is listed in id order (the primary key) from where the last one ended, so puzzles
 * that stay (referenced) are looked at once per prune, not once per slice.
 */
async function prunePuzzles(db: Db, floor: string): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const window = await db.queryRaw<{ id: string }>(
      sql`SELECT "id" FROM "Puzzle" WHERE "id" > ${after} AND "id" < ${floor} ORDER BY "id" LIMIT ${SLICE}`,
    );
    if (window.length === 0) return total;
    const last = window[window.length - 1].id;
    total += await db.executeRaw(
      sql`DELETE FROM "Puzzle" WHERE "id" > ${after} AND "id" <= ${last} AND "source" = 'GENERATED'
            AND NOT EXISTS (SELECT 1 FROM "Game" g WHERE g."puzzleId" = "Puzzle"."id")
            AND NOT EXISTS (SELECT 1 FROM "PlayerSolve" s WHERE s."puzzleId" = "Puzzle"."id")
            AND NOT EXISTS (SELECT 1 FROM "SolveRecord" r WHERE r."puzzleId" = "Puzzle"."id")
            AND NOT EXISTS (SELECT 1 FROM "DailyPuzzle" d WHERE d."puzzleId" = "Puzzle"."id")`,
    );
    if (window.length < SLICE) return total;
    after = last;
  }
}

/** Deletes history older than `cutoff` (see the top of this file). A game's finish goes with its game (cascade). */
export async function pruneHistory(db: Db, cutoff: Date, options: PruneOptions = {}): Promise<Pruned> {
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
  // After the history: a puzzle whose only references were pruned just now goes too.
  const puzzles = await prunePuzzles(db, idFloor((options.puzzlesBefore ?? cutoff).getTime()));
  const idle = (options.now ?? Date.now()) - BUCKET_IDLE_MS;
  const at = db.provider === 'postgres' ? sql`${idle}::bigint` : sql`${idle}`;
  const rateBuckets = await sliced(
    db,
    () => sql`DELETE FROM "RateBucket" WHERE "key" IN (SELECT "key" FROM "RateBucket" WHERE "at" < ${at} LIMIT ${SLICE})`,
  );
  return { solveRecords, games, playerSolves: Number(finishesBefore[0].n) - Number(finishesAfter[0].n), puzzles, rateBuckets };
}
