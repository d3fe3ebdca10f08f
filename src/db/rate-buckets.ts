// Token buckets in the database, shared by every replica: what the rate limits on stored writes draw
// from (games, finishes, stored puzzles, new players; per player, per address and for everyone).
// A bucket holds at most `capacity` tokens and refills at capacity / windowMs a millisecond, as the
// main thread's own buckets do (server/cost/bucket.ts); its row keeps the tokens it held at `at`.
//
// A take is one statement: an upsert whose update runs only when the refilled bucket holds the
// tokens asked. PostgreSQL locks the row and re-evaluates the condition on its latest version, and
// SQLite runs each write statement under its one write lock, so concurrent takes on any number of
// replicas never take more than the bucket holds (once, counting the player's rows and then
// inserting let 30-60 of 60 concurrent startGame through a limit of 10). A bucket untouched for a
// whole window has refilled and is the same as none: `npm run prune` deletes such rows.
import type { Db } from './client.js';
import { sql, type Sql } from './sql.js';

export interface BucketSpec {
  readonly capacity: number;
  /** Time to refill from empty to full, in ms. */
  readonly windowMs: number;
}

/** What a take answers: taken, or how long until the bucket would hold the tokens. */
export type Take = { readonly ok: true } | { readonly ok: false; readonly waitMs: number };

export function rateBucketStore(db: Db) {
  const pg = db.provider === 'postgres';
  // Numbers bound as text must be typed on PostgreSQL; SQLite's MIN/MAX are PostgreSQL's LEAST/GREATEST.
  const num = (v: number): Sql => (pg ? sql`${v}::double precision` : sql`${v}`);
  const ms = (v: number): Sql => (pg ? sql`${v}::bigint` : sql`${v}`);
  const least = (a: Sql, b: Sql): Sql => (pg ? sql`LEAST(${a}, ${b})` : sql`MIN(${a}, ${b})`);
  const greatest = (a: Sql, b: Sql): Sql => (pg ? sql`GREATEST(${a}, ${b})` : sql`MAX(${a}, ${b})`);
  /** The bucket's tokens now: its stored tokens refilled for the time since `at` (never for a clock behind it). */
  const refilled = (spec: BucketSpec, now: number): Sql =>
    least(
      num(spec.capacity),
      sql`"RateBucket"."tokens" + ${greatest(sql`0`, sql`${ms(now)} - "RateBucket"."at"`)} * ${num(spec.capacity / spec.windowMs)}`,
    );

  const level = async (key: string, spec: BucketSpec, now: number): Promise<number> => {
    const rows = await db.queryRaw<{ tokens: number | string; at: number | bigint | string }>(
      sql`SELECT "tokens", "at" FROM "RateBucket" WHERE "key" = ${key}`,
    );
    if (rows.length === 0) return spec.capacity;
    const at = Number(rows[0].at);
    return Math.min(spec.capacity, Number(rows[0].tokens) + Math.max(0, now - at) * (spec.capacity / spec.windowMs));
  };

  return {
    /**
     * Takes `n` tokens from `key`'s bucket when it holds them (a bucket never seen holds
     * `capacity`); otherwise takes nothing and answers how long until it would hold them.
     */
    async take(key: string, n: number, spec: BucketSpec, now: number = Date.now()): Promise<Take> {
      if (n > spec.capacity) return { ok: false, waitMs: spec.windowMs };
      const at = greatest(sql`"RateBucket"."at"`, ms(now));
      const taken = await db.executeRaw(
        sql`INSERT INTO "RateBucket" ("key", "tokens", "at") VALUES (${key}, ${num(spec.capacity - n)}, ${ms(now)})
            ON CONFLICT ("key") DO UPDATE SET "tokens" = ${refilled(spec, now)} - ${num(n)}, "at" = ${at}
            WHERE ${refilled(spec, now)} >= ${num(n)}`,
      );
      if (taken === 1) return { ok: true };
      const held = await level(key, spec, now);
      return { ok: false, waitMs: Math.max(1, ((n - held) * spec.windowMs) / spec.capacity) };
    },
    /** Gives `n` tokens back (a take whose write did not happen), never past `capacity`. */
    async give(key: string, n: number, spec: BucketSpec): Promise<void> {
      await db.executeRaw(
        sql`UPDATE "RateBucket" SET "tokens" = ${least(num(spec.capacity), sql`"tokens" + ${num(n)}`)} WHERE "key" = ${key}`,
      );
    },
    /** Tokens `key` holds now (for tests and logs). */
    level,
  };
}
