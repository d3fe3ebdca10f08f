// Step 1 and 2 of generate.ts: a full random grid, drawn from the seed's random stream; and the
// puzzle a builder hands on to graded removal.
import { geometryOf } from '../geometry.js';
import { shuffle, type Random } from '../rng.js';
import type { Search } from '../search/search.js';
import type { Shape } from '../types.js';

/** Grid-filling attempts; attempt k may spend FILL_NODES_PER_CELL · N² · 2^k nodes. */
const FILL_ATTEMPTS = 8;
const FILL_NODES_PER_CELL = 4;

export interface Built {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly removed: number;
  /** Plain removal stalled and the sparse or pattern builder made it. */
  readonly fallback: boolean;
}

/** A full random grid, or null when this attempt ran over its share of the budget. */
export function fillGrid(search: Search, shape: Shape, random: Random): Uint8Array | null {
  const g = geometryOf(shape);
  const n = g.size;
  for (let attempt = 0; attempt < FILL_ATTEMPTS; attempt++) {
    const cells = new Uint8Array(g.cellCount);
    // Boxes (k, k) share no band of rows or columns with each other, so any permutations fit.
    const diagonal = Math.min(n / g.boxRows, n / g.boxCols);
    const values = Array.from({ length: n }, (_, i) => i + 1);
    for (let k = 0; k < diagonal; k++) {
      shuffle(values, random);
      for (let j = 0; j < n; j++) {
        const row = k * g.boxRows + Math.floor(j / g.boxCols);
        const col = k * g.boxCols + (j % g.boxCols);
        cells[row * n + col] = values[j];
      }
    }
    if (!search.load(cells)) continue;
    // Filling is heavy-tailed: most attempts need fewer than N² nodes, a few get lost for ages.
    // Restarts with doubling caps bound that (and stay reproducible: caps count nodes).
    const share = FILL_NODES_PER_CELL * g.cellCount * 2 ** attempt;
    const found = search.countWithin(0, 1, share, { random });
    if (found === 1) return search.solution.slice();
    if (search.budgetSpent()) return null;
    search.exhausted = false;
  }
  return null;
}
