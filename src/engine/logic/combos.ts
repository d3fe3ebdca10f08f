// The one combination search behind subsets and fish: k of the given sets whose union has
// exactly k members (k cells holding k values, k values in k cells, k lines covering k lines).
import { popcount } from '../bits.js';
import type { LogicContext } from './types.js';

/**
 * Tries the k-subsets of `masks` in lexicographic order of their indices, pruning any partial
 * choice whose union already exceeds k bits, and returns the first `accept` result that is not
 * null. Charges one unit of work per node; gives up (null) once the budget is spent.
 */
export function firstCombination<T>(
  ctx: LogicContext,
  masks: readonly number[],
  k: number,
  accept: (chosen: readonly number[], union: number) => T | null,
): T | null {
  return walk(ctx.work, masks, k, accept, [], 0, 0);
}

// A module function, not a closure made per call: the subsets and fish call this per unit and
// value, inside every dynamic-plus propagation too.
function walk<T>(
  work: { spent: number; readonly limit: number },
  masks: readonly number[],
  k: number,
  accept: (chosen: readonly number[], union: number) => T | null,
  chosen: number[],
  from: number,
  union: number,
): T | null {
  for (let i = from; i <= masks.length - (k - chosen.length); i++) {
    if (++work.spent > work.limit) return null;
    const u = union | masks[i];
    if (popcount(u) > k) continue;
    chosen.push(i);
    const found = chosen.length === k ? (popcount(u) === k ? accept(chosen, u) : null) : walk(work, masks, k, accept, chosen, i + 1, u);
    chosen.pop();
    if (found !== null) return found;
    if (work.spent > work.limit) return null;
  }
  return null;
}

/** Bits of a mask as ascending 0-based positions. */
export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let b = 0; mask !== 0; b++, mask >>>= 1) if (mask & 1) out.push(b);
  return out;
}
