import { randomBytes } from 'node:crypto';

// Time-ordered ids: 9 base-36 chars of milliseconds, 4 of a per-process counter, 6 random.
// Strictly increasing within a process (the counter breaks ties in one millisecond, and a clock
// that steps back is clamped to the last value), so ordering by id is ordering by creation.
let lastMs = 0;
let counter = 0;

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
  const rand = BigInt('0x' + randomBytes(4).toString('hex')).toString(36).padStart(6, '0').slice(-6);
  return time + seq + rand;
}
