// Totals from the RowCount table (see the row_counts migrations): one key per table and filter,
// summed over its shards. The key formats here and in the triggers must agree; the count tests
// compare every total with a fresh COUNT(*) on both databases.
import type { Db } from './client.js';
import { sql, toCount } from './sql.js';

const ANY = '*';
const part = (v: string | number | undefined | null): string => (v == null ? ANY : String(v));

export const countKeys = {
  puzzle: (f: { size?: number; difficulty?: string }) => `Puzzle|${part(f.size)}|${part(f.difficulty)}`,
  solveRecord: (f: { puzzleId?: string; status?: string }) => `SolveRecord|${part(f.puzzleId)}|${part(f.status)}`,
  playerSolve: (f: { puzzleId?: string }) => `PlayerSolve|${part(f.puzzleId)}`,
  puzzleVariant: (f: { variant: string; size?: number; difficulty?: string }) =>
    `PuzzleVariant|${f.variant}|${part(f.size)}|${part(f.difficulty)}`,
};

export async function rowCount(db: Db, key: string): Promise<number> {
  return toCount(await db.queryRaw<{ n: bigint | number | null }>(sql`SELECT SUM("n") AS n FROM "RowCount" WHERE "key" = ${key}`));
}
