// The generator's last resort (generate.ts): a unique puzzle with exactly the target of empty
// cells, built on the pattern grid, for shapes where random grids stall below the floor (boxes of
// one row or one column from 12×12 on, which make the board a Latin square; 22×22 with 2×11
// boxes). It always succeeds, for every shape and difficulty.
//
// Why it is unique:
//  - The pattern grid of an r×c shape, cell (i, j) = (s(i) + j) mod N with s(i) = c·(i mod r) +
//    ⌊i/r⌋, is a valid grid, and it is the back-circulant Latin square L(x, y) = (x + y) mod N with
//    its rows reordered (s is a permutation of 0..N−1).
//  - L has a critical set of ⌊N²/4⌋ cells: the two triangles x + y ≤ ⌊N/2⌋ − 1 and
//    x + y ≥ N + ⌊N/2⌋ (Curran and van Rees 1978; Cooper, Donovan and Seberry 1991). Only L
//    completes them as a Latin square, so only the pattern grid completes their image as a
//    grid (a grid is a Latin square with boxes on top). Propagation alone completes it.
//  - Givens added to a uniquely completable set keep it so; so do the shape's symmetries: bands
//    and stacks in any order, rows within a band and columns within a stack in any order, values
//    relabelled. All of those are drawn from the seed.
// At most ⌊N²/4⌋ givens are needed, so every removal target (at most 65 % of N²) is reachable.
import type { Geometry } from '../geometry.js';
import { shuffle, type Random } from '../rng.js';

export interface PatternPuzzle {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
}

/** A unique puzzle of the shape with exactly `target` empty cells (0 ≤ target ≤ N² − ⌊N²/4⌋). */
export function patternPuzzle(g: Geometry, random: Random, target: number): PatternPuzzle {
  const n = g.size;
  const half = Math.floor(n / 2);
  const rowTo = blockOrder(n, g.boxRows, random);
  const colTo = blockOrder(n, g.boxCols, random);
  const values = Array.from({ length: n }, (_, v) => v + 1);
  shuffle(values, random);
  const solution = new Uint8Array(n * n);
  const puzzle = new Uint8Array(n * n);
  const others: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = g.boxCols * (i % g.boxRows) + Math.floor(i / g.boxRows);
    for (let j = 0; j < n; j++) {
      const cell = rowTo[i] * n + colTo[j];
      const v = values[(x + j) % n];
      solution[cell] = v;
      if (x + j <= half - 1 || x + j >= n + half) puzzle[cell] = v;
      else others.push(cell);
    }
  }
  shuffle(others, random);
  for (let k = 0; k < others.length - target; k++) puzzle[others[k]] = solution[others[k]];
  return { puzzle, solution };
}

/** Where each of 0..n−1 goes when blocks of `size` are shuffled, and the members of each block. */
function blockOrder(n: number, size: number, random: Random): Int32Array {
  const blocks = Array.from({ length: n / size }, (_, b) => b);
  shuffle(blocks, random);
  const to = new Int32Array(n);
  const inner = Array.from({ length: size }, (_, k) => k);
  for (let b = 0; b < n / size; b++) {
    shuffle(inner, random);
    for (let k = 0; k < size; k++) to[b * size + k] = blocks[b] * size + inner[k];
  }
  return to;
}
