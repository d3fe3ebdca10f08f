// The anonymous player id (docs/client-api.md): made by the browser (crypto.getRandomValues, 22+
// URL-safe characters), sent with startGame and the player's own queries, and a secret bearer
// token: whoever holds it reads that player's statistics and finishes. The server checks its
// form and keeps only its SHA-256 (db/games.ts playerKey); no public field returns either.
import { playerKey } from '../db/repository.js';
import { badInput } from './errors.js';

export const PLAYER_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The stored key of a well-formed player id, or BAD_USER_INPUT naming `player`. */
export function playerOf(player: string): string {
  if (!PLAYER_ID.test(player)) {
    // The id is a secret: its text is never echoed, only its length.
    throw badInput('player', `must be 22 to 64 characters of A-Z a-z 0-9 _ - (got ${Math.min(player.length, 10_000)} characters)`);
  }
  return playerKey(player);
}
