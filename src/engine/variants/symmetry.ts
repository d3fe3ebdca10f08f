// An empty board under value-symmetric rules (an empty jigsaw layout, X, windoku…): every solution is
// a relabelling of one whose house h reads 1..N, for ANY house h. So fixing any one house to 1..N
// decides whether a grid exists, and how hard that is depends enormously on the house: on invalid
// jigsaw layouts a row can take over 50,000 nodes where a region takes 60, or is refuted by
// propagation alone. Which house is easy cannot be told in advance, so every house gets a short
// search, and the budget doubles round after round on the houses still open (a restart portfolio;
// the branching scores learnt in one run carry over to the next). The first run that finishes
// answers for all: no grid, or one grid, relabelled so that row 1 reads 1..N (where the
// lexicographically first solution lies).
import type { RuleSpace } from '../rules/space.js';
import type { VariantSearch } from './search.js';

/** Nodes of each house's first run; doubled each round. Most layouts finish in the first round. */
const FIRST_SHARE = 64;

/** What the portfolio found: no grid (null), a grid with row 1 = 1..N, or the budget ran out. */
export type SymmetricAnswer = Uint8Array | null | 'EXHAUSTED';

/**
 * Searches the loaded root (an empty board, value-symmetric rules) for one grid, fixing each house
 * to 1..N in turn with doubling shares of the budget. Leaves the root as loaded.
 */
export function firstUpToRelabelling(search: VariantSearch, space: RuleSpace): SymmetricAnswer {
  const root = search.saveRoot();
  // Rows first: row 1 is where the lexicographically first solution lies, and the easy layouts
  // finish there in the first round.
  let open = space.houses.map((_, h) => h);
  try {
    for (let share = FIRST_SHARE; ; share *= 2) {
      const still: number[] = [];
      for (const h of open) {
        search.restoreRoot(root);
        const cells = space.houses[h].cells;
        let possible = true;
        for (let k = 0; k < cells.length && possible; k++) possible = search.restrict(cells[k], 1 << k);
        // A house that cannot read 1..N: no grid at all (any grid relabels to one where it does).
        if (!possible) return null;
        const found = search.countWithin(1, share);
        if (!search.exhausted) return found === 0 ? null : rowOneFirst(search.solution, space);
        if (search.budgetSpent()) return 'EXHAUSTED';
        still.push(h);
      }
      open = still;
    }
  } finally {
    search.restoreRoot(root);
  }
}

/** The grid relabelled so that row 1 reads 1..N. */
function rowOneFirst(grid: Uint8Array, space: RuleSpace): Uint8Array {
  const label = new Uint8Array(space.size + 1);
  for (let c = 0; c < space.size; c++) label[grid[c]] = c + 1;
  return grid.map((v) => label[v]);
}
