// npm run prune -- --older-than 90d: the history retention command (docs/storage.md).
// Deletes solve records, games and their finishes older than the cutoff from the database at
// DATABASE_URL (default file:./data/sudoku.db), in short slices so a running server keeps serving;
// puzzles stay. Totals stay exact (the delete triggers of the games migration). Run it from cron.
import { openRepository } from '../src/db/repository.js';
import { DEFAULT_DATABASE_URL } from '../src/db/url.js';

const UNITS: Record<string, number> = { d: 86_400_000, h: 3_600_000 };

/** '90d' or '12h' → milliseconds; anything else throws naming the option. */
export function parseAge(text: string | undefined): number {
  const m = /^(\d{1,5})([dh])$/.exec(text ?? '');
  if (!m || Number(m[1]) < 1) throw new Error(`--older-than: a positive age like 90d or 12h, got '${text ?? ''}'`);
  return Number(m[1]) * UNITS[m[2]];
}

const args = process.argv.slice(2);
const at = args.indexOf('--older-than');
try {
  const age = parseAge(at >= 0 ? args[at + 1] : undefined);
  const cutoff = new Date(Date.now() - age);
  const repo = await openRepository(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, { poolMax: 2 });
  try {
    const pruned = await repo.prune(cutoff);
    console.log(
      `pruned history before ${cutoff.toISOString()}: ${pruned.solveRecords} solve records, ${pruned.games} games, ${pruned.playerSolves} finishes`,
    );
  } finally {
    await repo.close();
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
