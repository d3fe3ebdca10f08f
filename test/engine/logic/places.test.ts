// The shared per-grid-content tables (places.ts, bilocalTable): a table asked for again after the
// candidates changed in place, or for another grid, describes the candidates it is asked about.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../src/engine/logic/index.js';
import { placeMasks } from '../../../src/engine/logic/places.js';
import { bilocalTable } from '../../../src/engine/logic/propagation/links.js';
import type { CandidateGrid, LogicContext } from '../../../src/engine/logic/types.js';
import { boardOf } from './golden-helpers.js';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** The positions of every value in every unit, computed directly. */
function expected(grid: CandidateGrid): number[] {
  const { geo, cands } = grid;
  const n = geo.size;
  const out: number[] = [];
  for (let u = 0; u < geo.unitCount; u++) {
    for (let d = 0; d < n; d++) {
      let m = 0;
      for (let i = 0; i < n; i++) if (cands[geo.units[u * n + i]] & (1 << d)) m |= 1 << i;
      out.push(m);
    }
  }
  return out;
}

const ctxOf = (grid: CandidateGrid): LogicContext => ({ grid, unique: true, work: { spent: 0, limit: 1e9 } });

describe('tables kept per grid content', () => {
  it('placeMasks follows in-place changes and other grids', () => {
    const grid = gridOf(boardOf(PUZZLE));
    expect(Array.from(placeMasks(grid))).toEqual(expected(grid));
    // r1c2 loses its lowest candidate, in place: the same array, other content.
    const low = grid.cands[1] & -grid.cands[1];
    grid.cands[1] &= ~low;
    expect(Array.from(placeMasks(grid))).toEqual(expected(grid));
    const other = gridOf(boardOf(PUZZLE));
    expect(Array.from(placeMasks(other))).toEqual(expected(other));
    expect(Array.from(placeMasks(other))).not.toEqual(expected(grid));
  });

  it('bilocalTable follows in-place changes, keeps a table already returned, and charges every call', () => {
    const grid = gridOf(boardOf(PUZZLE));
    const ctx = ctxOf(grid);
    const first = bilocalTable(ctx);
    const counts = Array.from(first.count);
    expect(bilocalTable(ctx)).toBe(first);
    expect(ctx.work.spent).toBe(2 * 27 * 9);
    // Removing a candidate lowers that value's count in the cell's three units.
    const d = 31 - Math.clz32(grid.cands[1] & -grid.cands[1]);
    grid.cands[1] &= ~(1 << d);
    const second = bilocalTable(ctx);
    expect(second).not.toBe(first);
    expect(Array.from(first.count)).toEqual(counts);
    for (const u of [0, 9 + 1, 18 + 0]) expect(second.count[u * 9 + d]).toBe(counts[u * 9 + d] - 1);
  });
});
