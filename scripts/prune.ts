// npm run prune -- --older-than 90d [--puzzles-older-than 30d]: the retention command (docs/storage.md).
// On the database at DATABASE_URL (default file:./data/sudoku.db), in short slices so a running
// server keeps serving:
//  - deletes solve records, games and their finishes older than --older-than;
//  - deletes generated puzzles older than --puzzles-older-than (default: --older-than) that no game,
//    finish, solve record or daily date refers to; imported and daily puzzles stay;
//  - deletes rate buckets idle for a day (they have refilled);
//  - gives canonical keys to puzzles stored before keys (at most --keys, default 10,000, per run;
//    the server never computes one on read), '' where the canonical form is out of budget.
// Totals stay exact (the delete triggers). Run it daily from cron.
import { openRepository } from '../src/db/repository.js';
import { DEFAULT_DATABASE_URL } from '../src/db/url.js';
import { keyOldPuzzles } from '../src/server/old-keys.js';

const UNITS: Record<string, number> = { d: 86_400_000, h: 3_600_000 };

/** '90d' or '12h' → milliseconds; anything else throws naming the option. */
export function parseAge(text: string | undefined, option = '--older-than'): number {
  const m = /^(\d{1,5})([dh])$/.exec(text ?? '');
  if (!m || Number(m[1]) < 1) throw new Error(`${option}: a positive age like 90d or 12h, got '${text ?? ''}'`);
  return Number(m[1]) * UNITS[m[2]];
}

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
try {
  const age = parseAge(value('--older-than'));
  const puzzleAge = value('--puzzles-older-than') === undefined ? age : parseAge(value('--puzzles-older-than'), '--puzzles-older-than');
  const keys = value('--keys') === undefined ? 10_000 : Number(value('--keys'));
  if (!Number.isInteger(keys) || keys < 0) throw new Error(`--keys: a count of puzzles, got '${value('--keys')}'`);
  const now = Date.now();
  const cutoff = new Date(now - age);
  const repo = await openRepository(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, { poolMax: 2 });
  try {
    const pruned = await repo.prune(cutoff, { puzzlesBefore: new Date(now - puzzleAge), now });
    const k = await keyOldPuzzles(repo, keys);
    console.log(
      `pruned history before ${cutoff.toISOString()}: ${pruned.solveRecords} solve records, ${pruned.games} games, ` +
        `${pruned.playerSolves} finishes, ${pruned.puzzles} unplayed generated puzzles, ${pruned.rateBuckets} idle rate buckets; ` +
        `canonical keys for ${k.keyed} older puzzles (${k.outOfBudget} out of budget)`,
    );
  } finally {
    await repo.close();
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
