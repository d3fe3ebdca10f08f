// Seeded draws over any list (rng.ts shuffles numbers only): the generator's cages, clues and pairs.
import type { Random } from '../../rng.js';

/** One element of a non-empty list. */
export const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)];

/** Shuffles `list` in place (Fisher–Yates), as rng.ts shuffle does numbers. */
export function shuffleList<T>(list: T[], random: Random): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = list[i];
    list[i] = list[j];
    list[j] = t;
  }
}
