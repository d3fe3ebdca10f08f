// Few givens by construction, for targets that removal from the full grid cannot reach.
//
// Removing cells one by one from a full grid stalls where every remaining given is needed for
// the order chosen so far. On 25×25 that happens far below HARD's 65 %: past it most uniqueness
// checks run beyond thousands of search nodes, and the puzzles are minimal
// in fact, not just for want of proofs (a second solution turns up for most givens tried).
// Here the puzzle is built the other way round: starting from no givens, add the solution's
// value at the cell that leaves the fewest candidates after propagation (of a few sampled
// cells), until propagation alone completes the grid. Then givens the rest can do without are
// dropped, and a local search (drop a few givens of one unit, complete again, drop again)
// makes it sparser (what each part gains: bench/RESULTS.md).
//
// Every puzzle made here is unique without search: givens are added until propagation fixes
// every cell to `solution`, and a given is only dropped when propagation refutes every other
// value for its cell in the puzzle without it.
import type { Search } from '../search/search.js';
import { shuffle, type Random } from '../rng.js';

/** Cells sampled per added given while building (more: fewer givens, slower). */
const SAMPLES_PER_GIVEN = 40;
/**
 * Cells sampled per added given while completing in the local search: few cells are open then,
 * so sampling most of them is cheap, and it pays against fewer samples (more removed, with fewer
 * givens to prune again; bench/RESULTS.md).
 */
const REBUILD_SAMPLES = 250;
/** Givens of one unit dropped per move of the local search. */
const DROPS_PER_MOVE = 5;
/** Moves of the local search at most, and without a gain once the floor is reached. */
const MAX_MOVES = 40;
const STALL_MOVES = 15;

/**
 * Adds givens of `solution` to `puzzle` until propagation completes it. False only when the
 * deadline passed first (the puzzle is then not complete).
 */
function complete(search: Search, puzzle: Uint8Array, solution: Uint8Array, random: Random, samples: number, open: number[]): boolean {
  const cellCount = puzzle.length;
  search.load(puzzle);
  // Cells only ever close here, so each scan need only look at the cells open at the last one.
  open.length = 0;
  for (let i = 0; i < cellCount; i++) open.push(i);
  for (;;) {
    if (search.timedOut()) return false;
    let kept = 0;
    for (let j = 0; j < open.length; j++) {
      const m = search.candidatesAt(0, open[j]);
      if ((m & (m - 1)) !== 0) open[kept++] = open[j];
    }
    open.length = kept;
    if (kept === 0) return true;
    open.sort((a, b) => a - b); // the sample below permuted it; the draw depends on the order
    // A partial Fisher–Yates: the first k entries become a uniform sample.
    const k = Math.min(samples, open.length);
    for (let j = 0; j < k; j++) {
      const r = j + Math.floor(random() * (open.length - j));
      const t = open[j];
      open[j] = open[r];
      open[r] = t;
    }
    let best = open[0];
    let bestScore = Infinity;
    for (let j = 0; j < k; j++) {
      const cell = open[j];
      search.copyLevel(0, 1);
      search.restrict(1, cell, 1 << (solution[cell] - 1));
      const score = search.candidateCount(1);
      if (score < bestScore) {
        bestScore = score;
        best = cell;
      }
    }
    puzzle[best] = solution[best];
    // The same fixed point as loading the puzzle again: propagation does not depend on order.
    search.restrict(0, best, 1 << (solution[best] - 1));
  }
}

/** Empties the givens listed in `cells`, in that order, wherever the puzzle stays unique by propagation. */
function prune(search: Search, puzzle: Uint8Array, cells: ArrayLike<number>): void {
  for (let k = 0; k < cells.length && !search.timedOut(); k++) {
    const cell = cells[k];
    const v = puzzle[cell];
    if (v === 0) continue;
    puzzle[cell] = 0;
    if (search.load(puzzle) && search.restrict(0, cell, ~(1 << (v - 1)))) puzzle[cell] = v;
  }
}

/** Empty cells of a puzzle: its removed count. */
export function emptyCount(puzzle: Uint8Array): number {
  let k = 0;
  for (let i = 0; i < puzzle.length; i++) if (puzzle[i] === 0) k++;
  return k;
}

/**
 * A unique puzzle for `solution` with at most `target` empty cells, as many as construction and
 * local search reach: the search stops at the target, after MAX_MOVES, or once at least `floor`
 * cells are empty and STALL_MOVES moves brought no gain. Deterministic for a given `random`:
 * every loop is bounded by cell and move counts. The deadline only aborts early (null, or a
 * puzzle cut short): a caller that sees `search.timedOut()` afterwards must discard the result.
 */
export function sparsePuzzle(search: Search, solution: Uint8Array, random: Random, target: number, floor: number): Uint8Array | null {
  const g = search.geometry;
  const cellCount = solution.length;
  const open: number[] = [];
  let puzzle = new Uint8Array(cellCount);
  if (!complete(search, puzzle, solution, random, SAMPLES_PER_GIVEN, open)) return null;
  const cells: number[] = [];
  for (let i = 0; i < cellCount; i++) if (puzzle[i] !== 0) cells.push(i);
  shuffle(cells, random);
  prune(search, puzzle, cells);
  let removed = emptyCount(puzzle);

  // Local search. A move empties a few givens of one unit (a row, column or box through a random
  // given), completes the puzzle again, then tries to drop the givens a new one may have made
  // redundant: its peers and the other givens of its value, where nearly all gains are found.
  const near = new Uint8Array(cellCount);
  const newValues = new Uint8Array(g.size + 1);
  let stall = 0;
  for (let move = 0; move < MAX_MOVES && removed < target && !(removed >= floor && stall >= STALL_MOVES); move++) {
    const trial = puzzle.slice();
    cells.length = 0;
    for (let i = 0; i < cellCount; i++) if (trial[i] !== 0) cells.push(i);
    const unit = g.cellUnits[cells[Math.floor(random() * cells.length)] * 3 + Math.floor(random() * 3)];
    cells.length = 0;
    for (let k = unit * g.size; k < (unit + 1) * g.size; k++) if (trial[g.units[k]] !== 0) cells.push(g.units[k]);
    shuffle(cells, random);
    for (let j = 0; j < DROPS_PER_MOVE && j < cells.length; j++) trial[cells[j]] = 0;
    if (!complete(search, trial, solution, random, REBUILD_SAMPLES, open)) break;
    near.fill(0);
    newValues.fill(0);
    for (let i = 0; i < cellCount; i++) {
      if (trial[i] === 0 || puzzle[i] !== 0) continue;
      newValues[trial[i]] = 1;
      for (let k = i * g.peerCount; k < (i + 1) * g.peerCount; k++) near[g.peers[k]] = 1;
    }
    cells.length = 0;
    for (let i = 0; i < cellCount; i++) if (trial[i] !== 0 && (near[i] === 1 || newValues[trial[i]] === 1)) cells.push(i);
    shuffle(cells, random);
    prune(search, trial, cells);
    if (search.timedOut()) break; // the trial is unique but may be half pruned: keep the last full move
    const trialRemoved = emptyCount(trial);
    stall = trialRemoved > removed ? 0 : stall + 1;
    // Sideways moves are kept too: a different puzzle of the same size to go on from.
    if (trialRemoved >= removed) {
      puzzle = trial;
      removed = trialRemoved;
    }
  }

  // Past the target: give back random cells (more givens keep it unique) to hit it exactly.
  if (removed > target) {
    cells.length = 0;
    for (let i = 0; i < cellCount; i++) if (puzzle[i] === 0) cells.push(i);
    shuffle(cells, random);
    for (let j = 0; j < removed - target; j++) puzzle[cells[j]] = solution[cells[j]];
  }
  return puzzle;
}
