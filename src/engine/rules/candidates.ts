// Candidates of the empty cells of a board with rules: the values a cell can take without breaking
// any rule on its own given the filled cells (the definition of a clash in conflicts.ts), so a player
// sees exactly what the board shows: no peer holds the value, no pair relation with a filled
// neighbour forbids it, its cage or arrow can still be completed with it… No deduction beyond that.
import { checksOf } from './conflicts.js';
import { writeInto } from './props/propagator.js';
import type { RuleSpace } from './space.js';

/** Bitmask of candidates per cell (0 for filled cells), bit v−1 for value v. */
export function ruleCandidateMasks(space: RuleSpace, values: Uint8Array): Int32Array {
  const { cellCount, allValues, peerStart, peers } = space;
  const bit = (c: number) => (values[c] === 0 ? 0 : 1 << (values[c] - 1));
  const out = new Int32Array(cellCount);
  for (let i = 0; i < cellCount; i++) {
    if (values[i] !== 0) continue;
    let mask = space.unary[i];
    for (let k = peerStart[i]; k < peerStart[i + 1]; k++) mask &= ~bit(peers[k]);
    out[i] = mask;
  }
  for (const pair of space.pairs) {
    const va = values[pair.a];
    const vb = values[pair.b];
    if (va !== 0 && vb === 0) out[pair.b] &= pair.allowed[va - 1];
    else if (vb !== 0 && va === 0) out[pair.a] &= pair.back[vb - 1];
  }
  const m = new Int32Array(cellCount);
  for (let c = 0; c < cellCount; c++) m[c] = values[c] === 0 ? allValues : bit(c);
  const scratch = writeInto(m);
  for (const { propagator } of checksOf(space)) {
    const cells = propagator.cells;
    const saved = Array.from(cells, (c) => m[c]);
    for (const i of cells) {
      if (values[i] !== 0) continue;
      for (let x = out[i]; x !== 0; x &= x - 1) {
        const b = x & -x;
        m[i] = b;
        const ok = propagator.propagate(m, scratch);
        cells.forEach((c, k) => (m[c] = saved[k]));
        if (!ok) out[i] &= ~b;
      }
    }
  }
  return out;
}
