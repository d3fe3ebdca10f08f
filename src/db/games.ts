// Games (startGame), their one finish each (a PlayerSolve with a unique gameId), a player's own
// finishes and the rows their statistics are made from, and the counts the per-player rate limits
// read. Everything a limit or a "one finish" rule needs is in the database, so replicas agree.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './client.js';
import { driverCause } from './driver-error.js';
import { stamp } from './ids.js';
import type { Page, PageArgs } from './page.js';
import { PLAYER_SOLVE_COLUMNS } from './player-solves.js';
import type { GameLogRow, GameRow, PlayerSolveRow } from './rows.js';
import { insertRow, quoted, sql, toCount } from './sql.js';
import { table } from './table.js';

/** What the database keeps of a player's anonymous id: its SHA-256, never the id itself. */
export const playerKey = (player: string): string => createHash('sha256').update(player).digest('base64url');

/** Random, unguessable: a game's id is what finishes it. 22 URL-safe characters (128 bits). */
const gameId = (): string => randomBytes(16).toString('base64url');

/**
 * The smallest id minted at or after `ms` (ids.ts: 9 base-36 characters of milliseconds first),
 * so "rows since t" is an index range on an id-ordered index.
 */
const idFloor = (ms: number): string => Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');

/** A DateTime bound as the database stores it (sql.ts: SQLite keeps ISO text with "+00:00"). */
const at = (db: Db, d: Date): Date | string => (db.provider === 'sqlite' ? d.toISOString().replace('Z', '+00:00') : d);

export interface NewFinish {
  readonly game: GameRow;
  readonly elapsedMs: number;
  readonly hintsUsed: number;
  readonly claimedElapsedMs: number | null;
  /** The game's move log and the techniques its review found, stored with a finish made now. */
  readonly log?: { readonly moves: string; readonly techniques: readonly string[] };
  /** Faster than the floor for its board: stored, but out of statistics. */
  readonly tooFast: boolean;
}

/** One finish of a player with its puzzle's shape, level and variants, and the daily date if it was one. */
export interface FinishFact {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly difficulty: string;
  /** The puzzle's variants as stored (a JSON array), null for a classic puzzle. */
  readonly variants: string | null;
  readonly elapsedMs: number;
  readonly hintsUsed: number;
  readonly createdAt: Date;
  readonly dailyDate: string | null;
  /** The techniques the game's review found (its move log's), none when it had no log. */
  readonly techniques: readonly string[];
}

const selectSolve = sql`SELECT ${quoted(PLAYER_SOLVE_COLUMNS)} FROM "PlayerSolve"`;

export function gameStore(db: Db) {
  const games = table<GameRow, Record<string, never>>(db, {
    table: 'Game',
    columns: ['id', 'puzzleId', 'player', 'startedAt'],
    conditions: () => [],
    countKey: () => 'Game|*',
  });
  const byPlayer = table<PlayerSolveRow, { player: string }>(db, {
    table: 'PlayerSolve',
    columns: PLAYER_SOLVE_COLUMNS,
    conditions: (f) => [sql`"player" = ${f.player}`],
    countKey: () => 'unused',
  });
  const finishOf = async (id: string): Promise<PlayerSolveRow | null> =>
    (await db.queryRaw<PlayerSolveRow>(sql`${selectSolve} WHERE "gameId" = ${id}`))[0] ?? null;

  return {
    /** A new game of the puzzle; null when the puzzle is gone (deleted by retention since it was read). */
    async start(puzzleId: string, player: string | null, startedAt: Date = new Date()): Promise<GameRow | null> {
      try {
        return await games.insert({ id: gameId(), puzzleId, player, startedAt });
      } catch (e) {
        if (driverCause(e)?.kind === 'ForeignKeyConstraintViolation') return null;
        throw e;
      }
    },
    /** Whether the player has a game stored (a player id not seen before has none). */
    async known(player: string): Promise<boolean> {
      return (await db.queryRaw<{ one: unknown }>(sql`SELECT 1 AS "one" FROM "Game" WHERE "player" = ${player} LIMIT 1`)).length > 0;
    },
    find: games.find,
    findMany: games.findMany,
    /** The game's finish, or null while it is open. */
    finishOf,
    /**
     * Stores the game's finish unless it has one (the unique gameId decides, on any replica):
     * `created` false means an earlier finish was kept and is returned unchanged.
     */
    async finish(f: NewFinish): Promise<{ row: PlayerSolveRow; created: boolean }> {
      const row: PlayerSolveRow = {
        ...stamp(),
        puzzleId: f.game.puzzleId,
        elapsedMs: f.elapsedMs,
        hintsUsed: f.hintsUsed,
        gameId: f.game.id,
        player: f.game.player,
        claimedElapsedMs: f.claimedElapsedMs,
        tooFast: f.tooFast,
      };
      const insert = insertRow<PlayerSolveRow>(db.provider, 'PlayerSolve', PLAYER_SOLVE_COLUMNS, row);
      const n = await db.executeRaw(sql`${insert} ON CONFLICT ("gameId") DO NOTHING`);
      if (n === 1) {
        // The finish's own log: only the finish stored now has one (a retry keeps the first finish).
        if (f.log) {
          const log: GameLogRow = { gameId: f.game.id, moves: f.log.moves, techniques: f.log.techniques.join(' ') };
          const write = insertRow<GameLogRow>(db.provider, 'GameLog', ['gameId', 'moves', 'techniques'], log);
          await db.executeRaw(sql`${write} ON CONFLICT ("gameId") DO NOTHING`);
        }
        return { row: Object.freeze(row), created: true };
      }
      const kept = await finishOf(f.game.id);
      if (!kept) throw new Error(`game ${f.game.id}: finish neither stored nor found`);
      return { row: kept, created: false };
    },
    /** The game's move log (stored with its finish), or null. */
    async logOf(id: string): Promise<GameLogRow | null> {
      const rows = await db.queryRaw<GameLogRow>(sql`SELECT "gameId", "moves", "techniques" FROM "GameLog" WHERE "gameId" = ${id}`);
      return rows[0] ?? null;
    },
    /** A player's finishes, newest first. */
    listByPlayer: (player: string, page: PageArgs): Promise<Page<PlayerSolveRow>> => byPlayer.list({ player }, page),
    /** Exact; a player's rows are bounded by the per-player limits times the retention period. */
    async countByPlayer(player: string): Promise<number> {
      return toCount(await db.queryRaw<{ n: bigint | number }>(sql`SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "player" = ${player}`));
    },
    /** Finishes stored for a player since `since` (an index range: player, then time-ordered id). */
    async finishesSince(player: string, since: Date): Promise<number> {
      const floor = idFloor(since.getTime());
      return toCount(
        await db.queryRaw<{ n: bigint | number }>(
          sql`SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "player" = ${player} AND "id" >= ${floor}`,
        ),
      );
    },
    /** Games a player started since `since`. */
    async gamesSince(player: string, since: Date): Promise<number> {
      return toCount(
        await db.queryRaw<{ n: bigint | number }>(
          sql`SELECT COUNT(*) AS n FROM "Game" WHERE "player" = ${player} AND "startedAt" >= ${at(db, since)}`,
        ),
      );
    },
    /** A player's newest `limit` finishes that count (not tooFast), with their puzzles' shape and level and daily date. */
    async facts(player: string, limit: number): Promise<FinishFact[]> {
      const rows = await db.queryRaw<Omit<FinishFact, 'techniques'> & { createdAt: Date | string; techniques: string | null }>(
        sql`SELECT p."size" AS "size", p."boxRows" AS "boxRows", p."boxCols" AS "boxCols", p."difficulty" AS "difficulty",
                   p."variants" AS "variants", s."elapsedMs" AS "elapsedMs", s."hintsUsed" AS "hintsUsed", s."createdAt" AS "createdAt",
                   d."date" AS "dailyDate", g."techniques" AS "techniques"
            FROM "PlayerSolve" s JOIN "Puzzle" p ON p."id" = s."puzzleId" LEFT JOIN "DailyPuzzle" d ON d."puzzleId" = s."puzzleId"
            LEFT JOIN "GameLog" g ON g."gameId" = s."gameId"
            WHERE s."player" = ${player} AND NOT s."tooFast" ORDER BY s."id" DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        ...r,
        techniques: r.techniques ? r.techniques.split(' ') : [],
        size: Number(r.size),
        boxRows: Number(r.boxRows),
        boxCols: Number(r.boxCols),
        elapsedMs: Number(r.elapsedMs),
        hintsUsed: Number(r.hintsUsed),
        createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(String(r.createdAt)),
      }));
    },
  };
}
