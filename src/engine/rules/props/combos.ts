// The sets of k distinct values of 1..n that add up to s, for every k and s: the basis of exact cage
// filtering (a value survives in a cage iff it belongs to a combination its cells can still hold).
// Built once per n, for n ≤ MAX_COMBO_SIZE (2^n subsets); larger sizes use bounds only.

/** Largest n with a combinations table (2^16 subsets). */
export const MAX_COMBO_SIZE = 16;

export interface Combos {
  readonly n: number;
  /** Largest sum: n(n+1)/2. */
  readonly maxSum: number;
  /** The masks of k values adding up to s: list(k, s), empty when none. */
  list(k: number, s: number): Int32Array;
}

const EMPTY = new Int32Array(0);
const tables = new Map<number, Combos>();

export function combosFor(n: number): Combos | null {
  if (n > MAX_COMBO_SIZE) return null;
  let t = tables.get(n);
  if (t !== undefined) return t;
  const maxSum = (n * (n + 1)) / 2;
  const stride = maxSum + 1;
  const buckets: number[][] = Array.from({ length: (n + 1) * stride }, () => []);
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    let s = 0;
    for (let v = 1; v <= n; v++) {
      if (mask & (1 << (v - 1))) {
        k++;
        s += v;
      }
    }
    buckets[k * stride + s].push(mask);
  }
  const lists = buckets.map((b) => (b.length === 0 ? EMPTY : Int32Array.from(b)));
  t = {
    n,
    maxSum,
    list: (k: number, s: number) => (k < 0 || k > n || s < 0 || s > maxSum ? EMPTY : lists[k * stride + s]),
  };
  tables.set(n, t);
  return t;
}
