import { randomFillSync } from 'node:crypto';

// Time-ordered ids, unique across replicas without coordination: 9 base-36 chars of milliseconds,
// 4 of a per-process counter, 6 of a process tag drawn at start, 4 random. Within a process they
// strictly increase (the counter breaks ties in one millisecond, and a clock that steps back is
// clamped to the last value); two processes differ in their tag, so equal time and counter still
// give different ids. Across processes ids are ordered by clock time, ties by tag. All characters
// are [0-9a-z] of fixed width, so byte order is creation order (PostgreSQL compares ids with
// COLLATE "C"; SQLite compares bytes by default).
export const ID_LENGTH = 23;

// Random bits come from a buffer refilled 1,024 draws at a time: one system call per draw was the
// largest cost of minting a batch's ids.
const pool = Buffer.alloc(4096);
let drawn = pool.length;
function randomUint32(): number {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  const v = pool.readUInt32LE(drawn);
  drawn += 4;
  return v;
}

/** `chars` (at most 6: 36^6 < 2^32) uniformly random base-36 characters. */
function random36(chars: number): string {
  const m = 36 ** chars;
  const below = Math.floor(2 ** 32 / m) * m; // draws at or above this would favour small values
  let v = randomUint32();
  while (v >= below) v = randomUint32();
  return (v % m).toString(36).padStart(chars, '0');
}

let lastMs = 0;
let counter = 0;
const tag = random36(6);

export function newId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else {
    counter++;
    if (counter >= 36 ** 4) {
      lastMs++;
      counter = 0;
    }
  }
  const time = lastMs.toString(36).padStart(9, '0');
  const seq = counter.toString(36).padStart(4, '0');
  return time + seq + tag + random36(4);
}
