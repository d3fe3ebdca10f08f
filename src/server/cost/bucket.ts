// Token buckets, one per key: what the main thread's admission (work per second, per client and in
// all) and the rate limits on stored writes (games, finishes, records per address) draw from. A
// bucket holds at most `capacity` tokens and refills at `capacity / windowMs` a millisecond, lazily
// at each touch. A key never seen, or whose bucket has refilled to full, holds `capacity`: full
// buckets are forgotten now and then, and past `maxKeys` the least recently touched key goes first,
// so the map stays bounded whoever sends what.

export interface BucketOptions {
  readonly capacity: number;
  /** Time to refill from empty to full, in ms. */
  readonly windowMs: number;
  /** Keys kept at most (least recently touched dropped first). */
  readonly maxKeys?: number;
  readonly now?: () => number;
}

export interface Buckets {
  /** Tokens `key` holds now (below zero after spends past empty). */
  level(key: string): number;
  /** Takes `n` tokens when `key` holds them and answers 0; otherwise takes nothing and answers the ms until it would hold them. */
  take(key: string, n: number): number;
  /** Takes `n` tokens whatever `key` holds: its bucket may go below zero, and later takes wait for the refill. */
  spend(key: string, n: number): void;
  /** Keys held (not full). */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Full buckets are looked for every this many touches. */
const SWEEP_EVERY = 1024;

export function createBuckets({ capacity, windowMs, maxKeys = 50_000, now = Date.now }: BucketOptions): Buckets {
  const all = new Map<string, Bucket>();
  const perMs = capacity / windowMs;
  let touches = 0;
  const refill = (b: Bucket, t: number): void => {
    b.tokens = Math.min(capacity, b.tokens + (t - b.at) * perMs);
    b.at = t;
  };
  /** The key's bucket, refilled to now and moved to the most recently touched end. */
  const touch = (key: string): Bucket => {
    const t = now();
    let b = all.get(key);
    if (b === undefined) b = { tokens: capacity, at: t };
    else {
      all.delete(key);
      refill(b, t);
    }
    all.set(key, b);
    if (all.size > maxKeys) all.delete(all.keys().next().value!);
    if (++touches % SWEEP_EVERY === 0) {
      for (const [k, other] of all) {
        refill(other, t);
        if (other.tokens >= capacity && other !== b) all.delete(k);
      }
    }
    return b;
  };
  return {
    level: (key) => touch(key).tokens,
    take(key, n) {
      const b = touch(key);
      if (n <= capacity && b.tokens >= n) {
        b.tokens -= n;
        return 0;
      }
      return (n - b.tokens) / perMs;
    },
    spend(key, n) {
      touch(key).tokens -= n;
    },
    get size() {
      return all.size;
    },
  };
}
