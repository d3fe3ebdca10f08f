// A clue pattern: a unique puzzle whose givens are exactly the mask's cells.
//
// A random grid restricted to a sparse mask almost never has one solution (on 9×9 none in 400
// grids for masks of 34 givens), so the values of the givens are searched for instead: start
// from a random grid's values on the mask, then change one given at a time to another value,
// keeping the change when the puzzle still has a solution and has no more solutions than before
// (counted up to COUNT_LIMIT), until it has exactly one. Every step is bounded by node counts and
// move counts, drawn from the seed: the result replays. A mask no attempt settles is refused
// (GRADE_NOT_REACHED).
import type { Search } from '../search/search.js';
import type { Random } from '../rng.js';
import type { Shape } from '../types.js';
import { fillGrid, type Built } from './fill.js';

/** Solutions counted per evaluation: more tells puzzles apart better, at more nodes each. */
const COUNT_LIMIT = 100;
/** Node cap of one evaluation, per cell. */
const COUNT_NODES_PER_CELL = 100;
/** Value changes tried per attempt, per given. */
const MOVES_PER_GIVEN = 12;

export function maskPuzzle(search: Search, shape: Shape, random: Random, mask: Uint8Array): Built | string {
  const start = fillGrid(search, shape, random);
  if (start === null) return 'filling a grid';
  const n = shape.size;
  const cells = start.length;
  const puzzle = new Uint8Array(cells);
  const givens: number[] = [];
  for (let i = 0; i < cells; i++) {
    if (mask[i] === 1) {
      puzzle[i] = start[i];
      givens.push(i);
    }
  }
  const cap = COUNT_NODES_PER_CELL * cells;
  /** Solutions of the puzzle up to COUNT_LIMIT, or -1 when the count ran past its cap. */
  const count = (): number => {
    if (!search.load(puzzle)) return 0;
    const k = search.countWithin(0, COUNT_LIMIT, cap);
    if (search.exhausted) {
      if (!search.budgetSpent()) search.exhausted = false;
      return -1;
    }
    return k;
  };
  let current = count();
  const moves = MOVES_PER_GIVEN * givens.length;
  for (let move = 0; move < moves && current !== 1; move++) {
    if (search.budgetSpent()) return 'the pattern search (node budget spent)';
    const cell = givens[Math.floor(random() * givens.length)];
    const old = puzzle[cell];
    // Another value no other given of the cell's row, column or box holds.
    puzzle[cell] = 0;
    let free = 0;
    for (let v = 1; v <= n; v++) if (v !== old && !seenByPeer(search, puzzle, cell, v)) free |= 1 << (v - 1);
    if (free === 0) {
      puzzle[cell] = old;
      continue;
    }
    puzzle[cell] = pick(free, random);
    const k = count();
    if (k >= 1 && (current < 1 || k <= current)) current = k;
    else puzzle[cell] = old;
  }
  if (current !== 1) return 'the pattern’s givens still leave several solutions';
  // The one solution (the last count found it; load and find it again to be sure of the buffer).
  search.load(puzzle);
  search.countWithin(0, 1, cap);
  const solution = search.solution.slice();
  return { puzzle, solution, removed: cells - givens.length, fallback: false };
}

function seenByPeer(search: Search, puzzle: Uint8Array, cell: number, v: number): boolean {
  const g = search.geometry;
  for (let k = cell * g.peerCount; k < (cell + 1) * g.peerCount; k++) if (puzzle[g.peers[k]] === v) return true;
  return false;
}

/** A uniformly drawn set bit of `mask`, as a value 1..N. */
function pick(mask: number, random: Random): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  let k = Math.floor(random() * count);
  for (let v = 1; ; v++) if (mask & (1 << (v - 1)) && k-- === 0) return v;
}
