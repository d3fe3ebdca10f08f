// The anonymous player id (docs/client-api.md): made by the browser (crypto.getRandomValues, 22+
// URL-safe characters), sent with startGame and the player's own queries, and a secret bearer
// token: whoever holds it reads that player's statistics and finishes. The server checks its
// form and keeps only its SHA-256 (db/games.ts playerKey); no public field returns either.
//
// A secret must be hard to guess, so an id with too little entropy is refused as well as a
// malformed one: 22 × 'a', or the README's old example 'readme-player-0123456789', made every
// client that copied it the same player, able to read the others' finishes. Two checks, both on
// the text alone (the server cannot see how an id was made):
// - its character-frequency estimate (length × the Shannon entropy of its character histogram)
//   must reach MIN_PLAYER_BITS;
// - no run of MAX_PLAYER_RUN characters of one class (0-9, a-z, A-Z) each equal to the one before,
//   or each one after it, or each one before it (aaaaaaaa, 01234567, hgfedcba).
// Random ids pass: of 20 million random 22-character ids none estimated below 64 bits (5 below 70,
// 36 below 72) and none had a run of 7 (a run of 8 has a probability of about 1e-9).
import { playerKey } from '../db/repository.js';
import { badInput } from './errors.js';

export const PLAYER_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Bits the character-frequency estimate of an id must reach. */
export const MIN_PLAYER_BITS = 64;
/** A run this long of equal or successive characters is refused. */
export const MAX_PLAYER_RUN = 8;

/** Length × the entropy of the id's character histogram, in bits. */
export function estimatedBits(id: string): number {
  const counts = new Map<string, number>();
  for (const ch of id) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= n * Math.log2(n / id.length);
  return bits;
}

/** The class of a character for runs: digits, lower case and upper case letters each count on their own. */
const classOf = (code: number): number => (code >= 48 && code <= 57 ? 1 : code >= 97 && code <= 122 ? 2 : code >= 65 && code <= 90 ? 3 : 0);

/** The longest run of characters each equal to, or one after, or one before the previous (in one direction). */
export function longestRun(id: string): number {
  let best = Math.min(1, id.length);
  let run = 1;
  let step = 0;
  for (let i = 1; i < id.length; i++) {
    const a = id.charCodeAt(i - 1);
    const b = id.charCodeAt(i);
    const d = b - a;
    const near = classOf(a) !== 0 && classOf(a) === classOf(b) && Math.abs(d) <= 1;
    // A run keeps one step: all equal, all rising by one, or all falling by one.
    if (near && (run === 1 || d === step)) run++;
    else run = near ? 2 : 1;
    step = near ? d : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Why `player` is no usable id, or undefined. Its text is a secret: the reason never quotes it. */
export function playerIdProblem(player: string): string | undefined {
  if (!PLAYER_ID.test(player)) return `must be 22 to 64 characters of A-Z a-z 0-9 _ - (got ${Math.min(player.length, 10_000)} characters)`;
  if (estimatedBits(player) < MIN_PLAYER_BITS || longestRun(player) >= MAX_PLAYER_RUN) {
    return 'too easy to guess (a repeated or sequential pattern, or too few different characters): make it from 16 or more random bytes';
  }
  return undefined;
}

/** The stored key of a well-formed, hard to guess player id, or BAD_USER_INPUT naming `player`. */
export function playerOf(player: string): string {
  const problem = playerIdProblem(player);
  if (problem !== undefined) throw badInput('player', problem);
  return playerKey(player);
}
