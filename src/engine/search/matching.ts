// Hall's condition per unit: the cells of every unit can take distinct values from their
// candidates (a perfect matching, found by Kuhn's augmenting paths). Singles and locked
// candidates miss a pigeonhole such as "three values fit only two cells of a box"; a search then
// explores every permutation of the other cells before it gives up. Costs O(N³) a unit, so it is
// meant for the root of a search that has turned out to be hard.
import type { Geometry } from '../geometry.js';

/** `masks` and `cellOfValue` are scratch arrays of N. */
export function unitsHaveMatching(cand: Int32Array, off: number, g: Geometry, masks: Int32Array, cellOfValue: Int32Array): boolean {
  const n = g.size;
  for (let u = 0; u < g.unitCount; u++) {
    for (let k = 0; k < n; k++) masks[k] = cand[off + g.units[u * n + k]];
    cellOfValue.fill(-1);
    for (let k = 0; k < n; k++) {
      if (!augment(masks, cellOfValue, k, 0)) return false;
    }
  }
  return true;
}

/** An augmenting path from cell k of the unit; `seen` marks the values already on the path. Also fish-check.ts. */
export function augment(masks: Int32Array, cellOfValue: Int32Array, k: number, seen: number): boolean {
  let m = masks[k] & ~seen;
  // First a free value, then displace: shallow paths are the common case.
  for (let free = m; free !== 0; free &= free - 1) {
    const v = 31 - Math.clz32(free & -free);
    if (cellOfValue[v] < 0) {
      cellOfValue[v] = k;
      return true;
    }
  }
  const visited = seen | m;
  while (m !== 0) {
    const b = m & -m;
    m ^= b;
    const v = 31 - Math.clz32(b);
    if (augment(masks, cellOfValue, cellOfValue[v], visited)) {
      cellOfValue[v] = k;
      return true;
    }
  }
  return false;
}
