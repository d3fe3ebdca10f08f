// Bit helpers shared by the search's parts: value sets and column sets are masks of ≤ 25 bits.

const POPCOUNT16 = new Uint8Array(1 << 16);
for (let i = 1; i < POPCOUNT16.length; i++) POPCOUNT16[i] = POPCOUNT16[i >> 1] + (i & 1);

export function popcount(m: number): number {
  return POPCOUNT16[m & 0xffff] + POPCOUNT16[m >>> 16];
}

/** Value (1-based) of a single-bit mask. */
export function valueOfBit(b: number): number {
  return 32 - Math.clz32(b);
}
