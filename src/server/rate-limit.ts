// Rate limits on what a client may make the server store, answered RATE_LIMITED (HTTP 429,
// Retry-After) past the limit, before anything is computed or stored.
//  - Games, finishes, stored puzzles and new players are token buckets in the database
//    (db/rate-buckets.ts), per player, per address and for everyone together, so they hold across
//    replicas and under concurrent requests: a take is one conditional statement. A request's
//    charges are taken in turn and given back if a later one is refused, or if the write they paid
//    for did not happen (a retried finish, a puzzle already stored).
//  - Per player, games and finishes are also counted from the player's own rows over the last
//    hour (the bucket bounds bursts, the count the rolling hour).
//  - Solve records per address stay a bucket in this process (cost/bucket.ts): they are the hot
//    path (a statement more per solve), and retention deletes them; N replicas allow N times as much.
// Addresses are keys of address.ts (IPv4 itself, IPv6 its /64); no proxy header is trusted.
import { GraphQLError } from 'graphql';
import type { BucketSpec, Repository } from '../db/repository.js';
import { intFrom } from '../pool/config.js';
import { createBuckets } from './cost/bucket.js';

export interface RateLimitConfig {
  /** Finishes one player may store per hour (database-wide). */
  readonly playerFinishesPerHour: number;
  /** Games one player may start per hour (database-wide). */
  readonly playerGamesPerHour: number;
  /** Finishes per address per hour (database-wide). */
  readonly addressFinishesPerHour: number;
  /** Games started per address per hour (database-wide). */
  readonly addressGamesPerHour: number;
  /** Puzzles stored (generated, imported, a daily's first generation) per address per hour (database-wide). */
  readonly addressPuzzlesPerHour: number;
  /** Player ids not seen before, per address per hour (database-wide). */
  readonly addressNewPlayersPerHour: number;
  /** Games started per hour from every address together. */
  readonly gamesPerHour: number;
  /** Player ids not seen before, per hour, from every address together. */
  readonly newPlayersPerHour: number;
  /** Solve records (solve, solveMany boards) per address per minute (per replica). */
  readonly addressRecordsPerMinute: number;
  /**
   * The fastest a finish can be, per empty cell of its puzzle (ms): a finish under it is stored but
   * flagged tooFast and kept out of best times and statistics (resolvers/player-solves.ts).
   */
  readonly finishMsPerEmptyCell: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  playerFinishesPerHour: 120,
  playerGamesPerHour: 600,
  addressFinishesPerHour: 1200,
  addressGamesPerHour: 3000,
  addressPuzzlesPerHour: 300,
  addressNewPlayersPerHour: 20,
  gamesPerHour: 20_000,
  newPlayersPerHour: 2_000,
  addressRecordsPerMinute: 60_000,
  finishMsPerEmptyCell: 200,
};

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig {
  const d = DEFAULT_RATE_LIMITS;
  return {
    playerFinishesPerHour: intFrom(env, 'RATE_PLAYER_FINISHES_PER_HOUR', d.playerFinishesPerHour, 1),
    playerGamesPerHour: intFrom(env, 'RATE_PLAYER_GAMES_PER_HOUR', d.playerGamesPerHour, 1),
    addressFinishesPerHour: intFrom(env, 'RATE_ADDRESS_FINISHES_PER_HOUR', d.addressFinishesPerHour, 1),
    addressGamesPerHour: intFrom(env, 'RATE_ADDRESS_GAMES_PER_HOUR', d.addressGamesPerHour, 1),
    addressPuzzlesPerHour: intFrom(env, 'RATE_ADDRESS_PUZZLES_PER_HOUR', d.addressPuzzlesPerHour, 1),
    addressNewPlayersPerHour: intFrom(env, 'RATE_ADDRESS_NEW_PLAYERS_PER_HOUR', d.addressNewPlayersPerHour, 1),
    gamesPerHour: intFrom(env, 'RATE_GAMES_PER_HOUR', d.gamesPerHour, 1),
    newPlayersPerHour: intFrom(env, 'RATE_NEW_PLAYERS_PER_HOUR', d.newPlayersPerHour, 1),
    addressRecordsPerMinute: intFrom(env, 'RATE_ADDRESS_RECORDS_PER_MINUTE', d.addressRecordsPerMinute, 1),
    finishMsPerEmptyCell: intFrom(env, 'FINISH_MS_PER_EMPTY_CELL', d.finishMsPerEmptyCell, 0),
  };
}

export function rateLimited(retryAfterS: number, what: string): GraphQLError {
  const s = Math.max(1, Math.ceil(retryAfterS));
  return new GraphQLError(`rate limited: too many ${what}; retry in ${s} s`, {
    extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: new Map([['retry-after', String(s)]]) } },
  });
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** One draw on a database bucket: its key, tokens, size, and what the refusal says. */
export interface Charge {
  readonly key: string;
  readonly n: number;
  readonly spec: BucketSpec;
  readonly what: string;
}

/** Charges taken; `refund` gives them back (the write they paid for did not happen). Idempotent. */
export interface Paid {
  refund(): Promise<void>;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now) {
  const records = createBuckets({ capacity: config.addressRecordsPerMinute, windowMs: MINUTE_MS, now });
  const hourly = (capacity: number): BucketSpec => ({ capacity, windowMs: HOUR_MS });
  const charge = (key: string, n: number, capacity: number, what: string): Charge => ({ key, n, spec: hourly(capacity), what });
  return {
    config,
    /** `n` solve records about to be stored by `address` (this replica's bucket); throws RATE_LIMITED. */
    records(address: string, n = 1): void {
      const waitMs = records.take(address, n);
      if (waitMs > 0) throw rateLimited(waitMs / 1000, 'stored solves from this address');
    },
    /** Per player, from the database: `count` rows in the last hour against `limit`. */
    player(count: number, limit: number, what: string): void {
      if (count >= limit) throw rateLimited(HOUR_MS / limit / 1000, what);
    },
    hourAgo: () => new Date(now() - HOUR_MS),
    /** A game started by `address` for `player` (its key, or null: anonymous); `fresh`: a player id never seen before. */
    gameCharges(address: string, player: string | null, fresh: boolean): Charge[] {
      return [
        ...(player === null ? [] : [charge(`games|p|${player}`, 1, config.playerGamesPerHour, 'games started by this player')]),
        charge(`games|a|${address}`, 1, config.addressGamesPerHour, 'games started from this address'),
        ...(fresh
          ? [
              charge(`players|a|${address}`, 1, config.addressNewPlayersPerHour, 'new player ids from this address'),
              charge('players|*', 1, config.newPlayersPerHour, 'new player ids on this server; retry later'),
            ]
          : []),
        charge('games|*', 1, config.gamesPerHour, 'games started on this server; retry later'),
      ];
    },
    /** A finish stored by `address` for the game's player (its key, or null). */
    finishCharges(address: string, player: string | null): Charge[] {
      return [
        ...(player === null ? [] : [charge(`finishes|p|${player}`, 1, config.playerFinishesPerHour, 'finishes by this player')]),
        charge(`finishes|a|${address}`, 1, config.addressFinishesPerHour, 'finishes from this address'),
      ];
    },
    /** `n` puzzles about to be stored for `address`. */
    puzzleCharges(address: string, n: number): Charge[] {
      return [charge(`puzzles|a|${address}`, n, config.addressPuzzlesPerHour, 'stored puzzles from this address')];
    },
    /**
     * Takes every charge in turn from the database's buckets; the first refused gives the earlier
     * ones back and throws RATE_LIMITED with its wait. Resolves with the refund of them all.
     */
    async pay(repo: Pick<Repository, 'rateBuckets'>, charges: readonly Charge[]): Promise<Paid> {
      const taken: Charge[] = [];
      const refund = async () => {
        const back = taken.splice(0);
        for (const c of back.reverse()) await repo.rateBuckets.give(c.key, c.n, c.spec);
      };
      const t = now();
      for (const c of charges) {
        const r = await repo.rateBuckets.take(c.key, c.n, c.spec, t);
        if (!r.ok) {
          await refund();
          throw rateLimited(r.waitMs / 1000, c.what);
        }
        taken.push(c);
      }
      return { refund };
    },
  };
}
