// The one interface every constraint's propagation speaks: the variant search (variants/search.ts),
// the rule-aware conflicts (rules/conflicts.ts) and the logic's checks call nothing else.
//
// A cell's state is a mask of the values it may still hold (bit v−1 = value v). A propagator reads the
// masks of its cells and removes values no assignment satisfying its constraint can hold.

/** Where a propagator writes: the search (which schedules the constraints that watch the cell) or a scratch copy. */
export interface Narrowing {
  /** Sets `cell`'s mask to `mask`, a non-empty proper subset of its current mask. */
  set(cell: number, mask: number): void;
}

/**
 * One constraint's propagation. Contract (tested against an independent checker):
 * - sound: it removes only values that no assignment of its cells satisfying the constraint holds;
 * - it writes only through `out.set`, never an empty mask (it answers false instead);
 * - with every one of its cells fixed (a single value each), it answers true exactly when the
 *   constraint holds;
 * - it allocates nothing (it runs at every search node).
 */
export interface Propagator {
  /** The cells whose masks it reads: a change to any of them schedules it again. */
  readonly cells: Int32Array;
  /** Narrows `m` to what the constraint allows; false when nothing can satisfy it. */
  propagate(m: Int32Array, out: Narrowing): boolean;
}

/** A Narrowing that writes straight into the masks (checks on a scratch copy). */
export function writeInto(m: Int32Array): Narrowing {
  return {
    set(cell: number, mask: number): void {
      m[cell] = mask;
    },
  };
}

/** Lowest value of a non-empty mask. */
export const minOf = (mask: number): number => 31 - Math.clz32(mask & -mask) + 1;
/** Highest value of a non-empty mask. */
export const maxOf = (mask: number): number => 32 - Math.clz32(mask);
/** The values lo..hi (1-based, clamped to 1..31) as a mask; 0 when lo > hi. */
export function rangeMask(lo: number, hi: number): number {
  if (lo < 1) lo = 1;
  if (hi > 31) hi = 31;
  if (lo > hi) return 0;
  const top = hi === 31 ? 0x7fffffff : (1 << hi) - 1;
  return top & ~((1 << (lo - 1)) - 1);
}
