import { randomFillSync } from 'node:crypto';

// Time-ordered ids, unique across replicas without coordination: 9 base-36 chars of milliseconds,
// 4 of a per-process counter, 6 of a process tag drawn at start, 4 random. Within a process they
// strictly increase (the counter breaks ties in one millisecond, and a clock that steps back is
// clamped to the last value); two processes differ in their tag, so equal time and counter still
// give different ids. Across processes ids are ordered by clock time, ties by tag. A row's
// `createdAt` is its id's millisecond (`stamp`), so both orders are one. All characters
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

/** A new row's id and its `createdAt`, read from one clock: see `stamp`. */
export interface Stamp {
  readonly id: string;
  readonly createdAt: Date;
}

/**
 * The id and `createdAt` of a new row, from one reading of the clock: `createdAt` is exactly the
 * millisecond written in the id's first 9 characters, so newest first by id (the keyset order of
 * every page) is newest first by `createdAt` too, on one replica or many: along a walk `createdAt`
 * never rises, and rows of one millisecond (equal `createdAt`) are ordered by counter, then tag.
 */
export function stamp(now: number = Date.now()): Stamp {
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
  return { id: time + seq + tag + random36(4), createdAt: new Date(lastMs) };
}

export const newId = (now: number = Date.now()): string => stamp(now).id;

/** The millisecond an id was minted at (its `createdAt`). */
export const idTime = (id: string): number => parseInt(id.slice(0, 9), 36);
