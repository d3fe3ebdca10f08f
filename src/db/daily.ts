// The daily puzzle of a date, size and variant ('' for the classic one), stored once: the
// DailyPuzzle key (date, size, variant) decides which replica's puzzle row is the daily one when two
// generate it at the same moment (they generate the same puzzle from the same seed). The loser
// deletes its own row again (its delete triggers take it off the totals, its variant rows go by
// cascade) and answers the winner's.
import type { Db } from './client.js';
import { sql } from './sql.js';

export function dailyStore(db: Db) {
  const find = async (date: string, size: number, variant = ''): Promise<string | null> =>
    (
      await db.queryRaw<{ puzzleId: string }>(
        sql`SELECT "puzzleId" FROM "DailyPuzzle" WHERE "date" = ${date} AND "size" = ${size} AND "variant" = ${variant}`,
      )
    )[0]?.puzzleId ?? null;
  return {
    /** The stored daily puzzle's id, or null before its first request. */
    find,
    /**
     * Makes `puzzleId` (just stored, referenced by nothing yet) the daily puzzle of date, size and
     * variant, unless another is already: returns the daily puzzle's id, ours or the earlier one.
     */
    async claim(date: string, size: number, puzzleId: string, variant = ''): Promise<string> {
      const n = await db.executeRaw(
        sql`INSERT INTO "DailyPuzzle" ("date", "size", "variant", "puzzleId") VALUES (${date}, ${size}, ${variant}, ${puzzleId})
            ON CONFLICT ("date", "size", "variant") DO NOTHING`,
      );
      if (n === 1) return puzzleId;
      await db.executeRaw(sql`DELETE FROM "Puzzle" WHERE "id" = ${puzzleId}`);
      const kept = await find(date, size, variant);
      if (!kept) throw new Error(`daily puzzle ${date} ${size} ${variant}: key taken but not found`);
      return kept;
    },
  };
}
