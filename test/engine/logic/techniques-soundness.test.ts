// Soundness of wings, single-digit patterns, unique rectangles and chains: no step removes the
// solution's value, on hard dataset puzzles (from basic candidates plus singles and intersections)
// and on random candidate grids around a known solution of every rectangular shape.
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/engine/index.js';
import type { Shape } from '../../../src/engine/types.js';
import { readLines } from '../../../support/oracle.js';
import { boardOf, fullGrid, gridOfBoard, S12, S6, S9 } from './techniques-fixture.js';
import { newTally, runChecked, TECHNIQUES } from './soundness-harness.js';

describe('techniques never remove the solution value on dataset puzzles', () => {
  it.each([
    ['9x9/magictour_top1465.txt', 300],
    ['9x9/forum_hardest_1106.txt', 200],
    ['9x9/17clue_20k.txt', 100],
  ])('%s, first %i puzzles', (file, count) => {
    const tally = newTally();
    let puzzles = 0;
    for (const line of readLines(file, count)) {
      const board = boardOf(line);
      const out = solve(board);
      expect(out.status).toBe('SOLVED');
      runChecked(gridOfBoard(board), out.solution!, out.unique === true, tally, 200);
      puzzles++;
    }
    expect(puzzles).toBe(count);
    expect(tally.wrong).toEqual([]);
    expect(tally.steps).toBeGreaterThan(0);
    if (file.includes('top1465')) {
      // The set is varied enough that every technique of this family makes progress somewhere.
      for (const t of [
        'XY_WING',
        'XYZ_WING',
        'W_WING',
        'SKYSCRAPER',
        'TWO_STRING_KITE',
        'X_CHAIN',
        'UNIQUE_RECTANGLE_1',
        'XY_CHAIN',
        'AIC',
      ] as const) {
        expect(tally.used.get(t) ?? 0, t).toBeGreaterThan(0);
      }
    }
  });
});

/** Deterministic pseudo-random numbers in [0, 1). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('techniques never remove the solution value on random candidate grids', () => {
  // Every candidate grid that keeps a solution's values admits that solution, so sound logic never
  // removes one of them (uniqueness is not known here, so unique rectangles stay off).
  const S16: Shape = { size: 16, boxRows: 4, boxCols: 4 };
  it.each([
    [S6, 60],
    [S9, 60],
    [S12, 20],
    [S16, 6],
  ])('%o, %i grids', (shape, count) => {
    const solution = solve({ shape, cells: new Uint8Array(shape.size * shape.size) }).solution!;
    const random = rng(shape.size * 7919);
    const tally = newTally();
    for (let k = 0; k < count; k++) {
      const g = fullGrid(shape);
      const keep = 0.15 + 0.25 * random();
      for (let i = 0; i < g.cands.length; i++) {
        let m = 1 << (solution[i] - 1);
        for (let v = 0; v < shape.size; v++) if (random() < keep) m |= 1 << v;
        g.cands[i] = m;
      }
      runChecked(g, solution, false, tally, 30, TECHNIQUES, false);
    }
    expect(tally.wrong).toEqual([]);
    expect(tally.steps).toBeGreaterThan(count);
  });
});
