// Where each value fits in each unit, as a mask over the unit's cells (bit i: the unit's i-th
// cell in geometry order), shared by the techniques that scan units value by value (direct and
// plain intersections, hidden subsets, fish). One table per grid content: the solver asks for it
// again at every rung of the ladder on the same grid, and the forcing chains' rules ask on working
// copies that change between calls, so the table is kept with a snapshot of the candidates it was
// built from and rebuilt when they differ.
import type { LogicGeometry } from './types.js';
import type { CandidateGrid } from './types.js';

interface PlaceTable {
  geo: LogicGeometry | null;
  source: Int32Array | null;
  snapshot: Int32Array;
  masks: Int32Array;
}

const table: PlaceTable = { geo: null, source: null, snapshot: new Int32Array(0), masks: new Int32Array(0) };

/** masks[u·N + d]: the positions of value d (0-based) in unit u. Valid until the grid changes. */
export function placeMasks(grid: CandidateGrid): Int32Array {
  const { geo, cands } = grid;
  if (table.geo === geo && table.source === cands && sameContent(table.snapshot, cands)) return table.masks;
  const n = geo.size;
  if (table.geo !== geo) {
    table.snapshot = new Int32Array(cands.length);
    table.masks = new Int32Array(geo.unitCount * n);
    table.geo = geo;
  }
  table.source = cands;
  table.snapshot.set(cands);
  const masks = table.masks;
  masks.fill(0);
  const units = geo.units;
  for (let u = 0, k = 0; u < geo.unitCount; u++) {
    const at = u * n;
    for (let i = 0; i < n; i++, k++) {
      const bit = 1 << i;
      for (let m = cands[units[k]]; m !== 0; m &= m - 1) masks[at + 31 - Math.clz32(m & -m)] |= bit;
    }
  }
  return masks;
}

function sameContent(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
