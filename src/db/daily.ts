// The daily puzzle of a date and size, stored once: the DailyPuzzle key (date, size) decides
// which replica's puzzle row is the daily one when two generate it at the same moment (they
// generate the same puzzle from the same seed). The loser deletes its own row again (its delete
// trigger takes it off the totals) and answers the winner's.
import type { Db } from './client.js';
import { sql } from './sql.js';

export function dailyStore(db: Db) {
  const find = async (date: string, size: number): Promise<string | null> =>
    (await db.queryRaw<{ puzzleId: string }>(sql`SELECT "puzzleId" FROM "DailyPuzzle" WHERE "date" = ${date} AND "size" = ${size}`))[0]
      ?.puzzleId ?? null;
  return {
    /** The stored daily puzzle's id, or null before its first request. */
    find,
    /**
     * Makes `puzzleId` (just stored, referenced by nothing yet) the daily puzzle of date and size,
     * unless another is already: returns the daily puzzle's id, ours or the earlier one.
     */
    async claim(date: string, size: number, puzzleId: string): Promise<string> {
      const n = await db.executeRaw(
        sql`INSERT INTO "DailyPuzzle" ("date", "size", "puzzleId") VALUES (${date}, ${size}, ${puzzleId})
            ON CONFLICT ("date", "size") DO NOTHING`,
      );
      if (n === 1) return puzzleId;
      await db.executeRaw(sql`DELETE FROM "Puzzle" WHERE "id" = ${puzzleId}`);
      const kept = await find(date, size);
      if (!kept) throw new Error(`daily puzzle ${date} ${size}: key taken but not found`);
      return kept;
    },
  };
}
