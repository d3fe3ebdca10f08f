// Rate limits on what a client may make the server store: games started, finishes, and solve
// records, answered RATE_LIMITED (HTTP 429, Retry-After) past the limit.
//  - Per player (the anonymous id): counted in the database from the player's own rows over the
//    last hour, so every replica sees the same count.
//  - Per remote address: a token bucket per address in this process (cost/bucket.ts, the buckets
//    the main thread's admission draws from too; a replica's own figure: N replicas behind a
//    balancer allow up to N times as much; docs/limits.md). Addresses are the TCP peer (no proxy
//    header is trusted). At most 50,000 addresses are kept; the least recently used goes first.
import { GraphQLError } from 'graphql';
import { intFrom } from '../pool/config.js';
import { createBuckets, type Buckets } from './cost/bucket.js';

export interface RateLimitConfig {
  /** Finishes one player may store per hour (database-wide). */
  readonly playerFinishesPerHour: number;
  /** Games one player may start per hour (database-wide). */
  readonly playerGamesPerHour: number;
  /** Finishes per remote address per hour (per replica). */
  readonly addressFinishesPerHour: number;
  /** Games started per remote address per hour (per replica). */
  readonly addressGamesPerHour: number;
  /** Solve records (solve, solveMany boards) per remote address per minute (per replica). */
  readonly addressRecordsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  playerFinishesPerHour: 120,
  playerGamesPerHour: 600,
  addressFinishesPerHour: 1200,
  addressGamesPerHour: 3000,
  addressRecordsPerMinute: 60_000,
};

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig {
  const d = DEFAULT_RATE_LIMITS;
  return {
    playerFinishesPerHour: intFrom(env, 'RATE_PLAYER_FINISHES_PER_HOUR', d.playerFinishesPerHour, 1),
    playerGamesPerHour: intFrom(env, 'RATE_PLAYER_GAMES_PER_HOUR', d.playerGamesPerHour, 1),
    addressFinishesPerHour: intFrom(env, 'RATE_ADDRESS_FINISHES_PER_HOUR', d.addressFinishesPerHour, 1),
    addressGamesPerHour: intFrom(env, 'RATE_ADDRESS_GAMES_PER_HOUR', d.addressGamesPerHour, 1),
    addressRecordsPerMinute: intFrom(env, 'RATE_ADDRESS_RECORDS_PER_MINUTE', d.addressRecordsPerMinute, 1),
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

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now) {
  const games = createBuckets({ capacity: config.addressGamesPerHour, windowMs: HOUR_MS, now });
  const finishes = createBuckets({ capacity: config.addressFinishesPerHour, windowMs: HOUR_MS, now });
  const records = createBuckets({ capacity: config.addressRecordsPerMinute, windowMs: MINUTE_MS, now });
  const charge =
    (b: Buckets, what: string) =>
    (address: string, n = 1) => {
      const waitMs = b.take(address, n);
      if (waitMs > 0) throw rateLimited(waitMs / 1000, what);
    };
  return {
    config,
    /** Throws RATE_LIMITED when the address has started too many games. */
    game: charge(games, 'games started from this address'),
    finish: charge(finishes, 'finishes from this address'),
    /** `n` solve records about to be stored. */
    records: charge(records, 'stored solves from this address'),
    /** Per player, from the database: `count` rows in the last hour against `limit`. */
    player(count: number, limit: number, what: string): void {
      if (count >= limit) throw rateLimited(HOUR_MS / limit / 1000, what);
    },
    hourAgo: () => new Date(now() - HOUR_MS),
  };
}
