// A clue pattern (issue 26): the givens are exactly the mask's cells of a random grid, kept when
// that puzzle has one solution. Whether a mask admits a unique puzzle at all is a property of the
// mask; each attempt (generate.ts) draws a fresh grid from the seed, and a mask no grid fits
// within the attempts is refused (GRADE_NOT_REACHED).
import type { Search } from '../search/search.js';
import type { Random } from '../rng.js';
import type { Shape } from '../types.js';
import { fillGrid, type Built } from './generate.js';

/** Node cap of the uniqueness check of one masked grid (the 9×9 checks take tens of nodes). */
const MASK_CHECK_NODES_PER_CELL = 50;

export function maskPuzzle(search: Search, shape: Shape, random: Random, mask: Uint8Array): Built | string {
  const solution = fillGrid(search, shape, random);
  if (solution === null) return 'filling a grid';
  const puzzle = new Uint8Array(solution.length);
  let removed = 0;
  for (let i = 0; i < solution.length; i++) {
    if (mask[i] === 1) puzzle[i] = solution[i];
    else removed++;
  }
  search.load(puzzle);
  const count = search.countWithin(0, 2, MASK_CHECK_NODES_PER_CELL * solution.length, { preferred: solution });
  if (search.exhausted) {
    if (!search.budgetSpent()) search.exhausted = false;
    return 'the pattern’s uniqueness check past its node cap';
  }
  if (count !== 1) return 'the pattern’s givens leave several solutions';
  return { puzzle, solution, removed, fallback: false };
}
