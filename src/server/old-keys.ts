// Canonical keys for puzzles stored before keys existed (canonicalKey null). The server computes a
// key once, when it stores a puzzle, and never on read (a page of 43 such puzzles once made 43 pool
// tasks); `npm run prune` calls this to fill the old rows in, a bounded number per run, on its own
// thread. A key out of budget is stored as NO_CANONICAL_KEY, so no row is tried twice.
import { canonicalKey } from '../engine/index.js';
import { NO_CANONICAL_KEY, type Repository } from '../db/repository.js';
import { CANON_NODES } from '../pool/compute.js';
import { storedBoard } from './stored-boards.js';

/** Keys for up to `most` puzzles stored before keys, oldest first; how many were keyed and how many are out of budget. */
export async function keyOldPuzzles(repo: Repository, most: number): Promise<{ keyed: number; outOfBudget: number }> {
  let after = '';
  let keyed = 0;
  let outOfBudget = 0;
  while (keyed + outOfBudget < most) {
    const rows = await repo.puzzles.unkeyed(after, Math.min(500, most - keyed - outOfBudget));
    if (rows.length === 0) break;
    for (const row of rows) {
      // A variant's key by its rules (rules/canon.ts), a classic board's by canon.ts: as when stored.
      const canon = canonicalKey(storedBoard(row, row.cells), CANON_NODES);
      await repo.puzzles.setKey(row.id, canon.status === 'CANONICAL' ? canon.key : NO_CANONICAL_KEY);
      if (canon.status === 'CANONICAL') keyed++;
      else outOfBudget++;
      after = row.id > after ? row.id : after;
    }
  }
  return { keyed, outOfBudget };
}
