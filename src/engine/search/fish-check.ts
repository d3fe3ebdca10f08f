// Hall's condition across units, per value: every value must sit once in every row and once in
// every column, so its candidate cells must contain a permutation matrix, a perfect matching of
// rows to columns. When k rows have the value's candidates in fewer than k columns between them
// (an X-wing, swordfish, jellyfish … turned contradiction), no matching exists and the board has
// no solution. Matching within one unit (matching.ts) cannot see this: every row and every column
// on its own still has room. Placed values keep their cell's bit, so they count as the row's one
// candidate. O(N³) per value at worst (Kuhn's augmenting paths over N-bit masks): meant for the
// root of a search that has turned out to be hard, beside the per-unit check.
import type { Levels } from './levels.js';
import { augment } from './matching.js';

/** Scratch per board size: the rows' column masks and the row matched to each column. */
const scratch = new Map<number, { masks: Int32Array; rowOfCol: Int32Array }>();

/** False when some value's candidates at `level` hold no row-to-column matching: no solution. */
export function valuesHaveLineMatching(levels: Levels, level: number): boolean {
  const pk = levels.packing;
  const n = pk.n;
  const { k, words } = pk;
  const rowFull = n === 32 ? -1 : (1 << n) - 1;
  let s = scratch.get(n);
  if (s === undefined) {
    s = { masks: new Int32Array(n), rowOfCol: new Int32Array(n) };
    scratch.set(n, s);
  }
  const { masks, rowOfCol } = s;
  const pos = levels.pos;
  for (let v = 0; v < n; v++) {
    const base = level * levels.posWords + v * words;
    for (let r = 0; r < n; r++) {
      const w = (r / k) | 0;
      const m = (pos[base + w] >>> ((r - w * k) * n)) & rowFull;
      if (m === 0) return false;
      masks[r] = m;
    }
    rowOfCol.fill(-1);
    for (let r = 0; r < n; r++) if (!augment(masks, rowOfCol, r, 0)) return false;
  }
  return true;
}
