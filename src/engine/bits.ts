// Bit helpers shared by the search's parts: value sets and column sets are masks of ≤ 25 bits.

const POPCOUNT16 = new Uint8Array(1 << 16);
for (let i = 1; i < POPCOUNT16.length; i++) POPCOUNT16[i] = POPCOUNT16[i >> 1] + (i & 1);

export function popcount(m: number): number {
  return POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
}

/**
 * The boxes a set of columns meets, without a loop over the box width: with `top` the last
 * column of every box and `rest` the others, (((x & rest) + rest) | x) & top holds the top bit of
 * every box that x meets (per box, the sum of its `rest` bits carries into its top bit exactly
 * when one of them is set, and never beyond it).
 */
export function boxTops(n: number, boxCols: number): { top: number; rest: number } {
  let top = 0;
  for (let c = boxCols - 1; c < n; c += boxCols) top |= 1 << c;
  return { top, rest: ((1 << n) - 1) & ~top };
}
