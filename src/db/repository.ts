// The one door to storage: resolvers see these functions and row types, never Prisma itself.
import { openDb, type Db, type DbOptions } from './client.js';
import { readiness, type Readiness } from './migrations.js';
import { playerSolveStore } from './player-solves.js';
import { puzzleStore } from './puzzles.js';
import { solveRecordStore } from './solve-records.js';
import { sql } from './sql.js';
import { gameStore } from './games.js';
import { dailyStore } from './daily.js';
import { pruneHistory, type PruneOptions } from './retention.js';
import { rateBucketStore } from './rate-buckets.js';

export type { NewPuzzle, PuzzleFilter, PuzzleRating, PuzzleSource } from './puzzles.js';
export type { NewSolveRecord, SolveRecordFilter } from './solve-records.js';
export { recordOf } from './solve-records.js';
export type { NewPlayerSolve, PlayerSolveFilter } from './player-solves.js';
export type { PlayerSolveRow, PuzzleRow, SolveRecordRow } from './rows.js';
export type { Page, PageArgs } from './page.js';
export type { Readiness } from './migrations.js';
export type { Provider } from './url.js';
export type { GameLogRow, GameRow } from './rows.js';
export type { FinishFact, NewFinish } from './games.js';
export type { Pruned, PruneOptions } from './retention.js';
export type { BucketSpec, Take } from './rate-buckets.js';
export { boardKeyOf, NO_CANONICAL_KEY } from './puzzles.js';
export { playerKey } from './games.js';
export { DEFAULT_POOL_MAX, type DbOptions } from './client.js';
// What the server needs of storage beyond the stores: the SQLite file's health checks (every name
// storage-health.ts exports, so the list lives there alone), URLs, driver errors.
export * from './storage-health.js';
export { databasePath, databaseUrlFromEnv, ensureDatabaseDir } from './url.js';
export { driverCause, isDriverError } from './driver-error.js';

export function createRepository(db: Db) {
  const repo = {
    provider: db.provider,
    puzzles: puzzleStore(db),
    solveRecords: solveRecordStore(db),
    playerSolves: playerSolveStore(db),
    games: gameStore(db),
    daily: dailyStore(db),
    /** Token buckets every replica shares (the rate limits on stored writes). */
    rateBuckets: rateBucketStore(db),
    /**
     * A mark that changes whenever anything stored may have changed, on any connection or replica
     * (data-version.ts); undefined where there is none (SQLite inside a transaction).
     */
    dataVersion: { current: (): Promise<string | undefined> => db.dataVersion() },
    /** Deletes history older than `cutoff`, and unplayed generated puzzles (docs/storage.md, retention). */
    prune: (cutoff: Date, options?: PruneOptions) => pruneHistory(db, cutoff, options),
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await db.queryRaw(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
    /** Serving is safe: `ping` holds and (PostgreSQL) every shipped migration is applied. */
    ready: (): Promise<Readiness> => ready(),
    close: () => db.close(),
  };
  // Through `repo.ping`, so whatever answers the trivial query also decides readiness.
  const ready = readiness(db, () => repo.ping());
  return repo;
}

export type Repository = ReturnType<typeof createRepository>;

export async function openRepository(url: string, options: DbOptions = {}): Promise<Repository> {
  return createRepository(await openDb(url, options));
}
