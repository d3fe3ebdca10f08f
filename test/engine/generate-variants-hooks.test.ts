// The level hooks of the variant generator, driven by a stand-in rating: graded removal and graded
// filling (dig.ts), graded merging and splitting (killer.ts) do what a rating tells them. The paths
// are proved here with ratings made up from the puzzle itself (how many cells are empty, how large
// or how many the cages are), so each verdict can be steered; generate-variants.test.ts checks the
// levels the real ratings reach.
import { describe, expect, it } from 'vitest';
import { dig, gradedDig, gradedFill, type DigState } from '../../src/engine/generate/variants/dig.js';
import {
  gradedMerge,
  mergeCages,
  splitCages,
  uniqueKiller,
  type Killer,
  type KillerState,
} from '../../src/engine/generate/variants/killer.js';
import type { Verdict } from '../../src/engine/generate/variants/rating.js';
import type { Analysis } from '../../src/engine/logic/analyze.js';
import { randomFromSeed } from '../../src/engine/rng.js';
import { solve, type Rule } from '../../src/engine/index.js';
import { GeneratorSearch } from '../../src/engine/variants/generator.js';

const SHAPE = { size: 9, boxRows: 3, boxCols: 3 };
const X: Rule[] = [
  { kind: 'DIAGONAL', direction: 'MAIN' },
  { kind: 'DIAGONAL', direction: 'ANTI' },
];
/** A stand-in analysis: only the verdict matters to the hooks. */
const fake = (score: number): Analysis =>
  ({
    level: 'MEDIUM',
    score,
    hardest: null,
    solvedByLogic: true,
    steps: [],
    counts: [],
    end: 'SOLVED',
    unique: true,
    work: 0,
    levelStep: null,
    levelSteps: [],
    pathLevel: 'MEDIUM',
  }) as Analysis;

function setup(seed: string) {
  const gen = new GeneratorSearch(SHAPE, { maxNodes: 1e8, deadline: performance.now() + 600_000 });
  const found = gen.searchOf(X);
  if ('code' in found) throw new Error(found.message);
  const random = randomFromSeed(seed);
  const grid = gen.randomGrid(found.space, found.search, random);
  if (typeof grid === 'string') throw new Error(grid);
  return { gen, search: found.search, grid, random };
}

const empties = (cells: Uint8Array) => cells.filter((v) => v === 0).length;

function shuffleWith<T>(list: T[], random: () => number): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
}

describe('graded removal follows the rating', () => {
  it('goes on while BELOW, puts back what goes ABOVE, stops at MET', () => {
    const { gen, search, grid, random } = setup('dig');
    const s: DigState = { gen, search, puzzle: grid.slice(), solution: grid };
    const orbits = Array.from({ length: 81 }, (_, i) => [i]);
    for (let i = orbits.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [orbits[i], orbits[j]] = [orbits[j], orbits[i]];
    }
    const first = dig(s, orbits, 30, false);
    if (first === null) throw new Error('dig failed');
    expect(first.removed).toBe(30);
    // The stand-in: MET from 40 empty cells to 44, ABOVE past it, BELOW under it; every second
    // removal counts as ABOVE on its own (a given whose removal would make it too hard).
    let calls = 0;
    const grade = (): { analysis: Analysis; verdict: Verdict } => {
      calls++;
      const k = empties(s.puzzle);
      const verdict: Verdict = k > 44 || calls % 2 === 0 ? 'ABOVE' : k >= 40 ? 'MET' : 'BELOW';
      return { analysis: fake(k), verdict };
    };
    const graded = gradedDig(s, first.kept, fake(30), 'BELOW', grade, 1);
    expect(graded.verdict).toBe('MET');
    expect(graded.analysis.score).toBe(empties(s.puzzle));
    expect(empties(s.puzzle)).toBeGreaterThanOrEqual(40);
    expect(empties(s.puzzle)).toBeLessThanOrEqual(44);
    // Put back exactly: the puzzle stays unique with the grid as its solution.
    const r = solve({ shape: SHAPE, cells: s.puzzle, rules: X }, { limit: 2 });
    expect(r.unique).toBe(true);
    expect(Array.from(r.solution!)).toEqual(Array.from(grid));
    // A puzzle already MET or ABOVE is left as it is.
    const before = s.puzzle.slice();
    expect(gradedDig(s, first.kept, fake(1), 'ABOVE', grade, 1).verdict).toBe('ABOVE');
    expect(Array.from(s.puzzle)).toEqual(Array.from(before));
  });
});

describe('graded filling follows the rating', () => {
  it('puts givens back while ABOVE, empties again one that goes BELOW, stops at MET', () => {
    const { gen, search, grid, random } = setup('fill');
    const s: DigState = { gen, search, puzzle: grid.slice(), solution: grid };
    const orbits = Array.from({ length: 81 }, (_, i) => [i]);
    const first = dig(s, orbits, 50, false);
    if (first === null) throw new Error('dig failed');
    const emptied = orbits.filter((o) => s.puzzle[o[0]] === 0);
    shuffleWith(emptied, random);
    const start = empties(s.puzzle);
    expect(start).toBeGreaterThan(44);
    // The stand-in: ABOVE past 44 empty cells, MET from 40 to 44; every third given put back counts
    // as BELOW on its own (a given that gives too much away).
    let calls = 0;
    const grade = (): { analysis: Analysis; verdict: Verdict } => {
      calls++;
      const k = empties(s.puzzle);
      const verdict: Verdict = calls % 3 === 0 ? 'BELOW' : k > 44 ? 'ABOVE' : k >= 40 ? 'MET' : 'BELOW';
      return { analysis: fake(k), verdict };
    };
    const filled = gradedFill(s, emptied, fake(start), 'ABOVE', grade);
    expect(filled.verdict).toBe('MET');
    expect(empties(s.puzzle)).toBe(44);
    expect(filled.analysis.score).toBe(44);
    // Every given put back is the solution's value.
    s.puzzle.forEach((v, i) => expect(v === 0 || v === grid[i]).toBe(true));
    // A puzzle not past the request is left as it is.
    const before = s.puzzle.slice();
    expect(gradedFill(s, emptied, fake(1), 'MET', grade).verdict).toBe('MET');
    expect(Array.from(s.puzzle)).toEqual(Array.from(before));
  });
});

describe('graded splitting follows the rating', () => {
  it('splits while the analysis gets further, keeps the puzzle unique, stops at MET', () => {
    const { gen, grid, random } = setup('split');
    const s: KillerState = { gen, base: X, solution: grid, n: 9, random };
    const killer = uniqueKiller(s, 'EXPERT');
    if (typeof killer === 'string') throw new Error(killer);
    const start = killer.cages.length;
    // The stand-in: how far the analysis got is the cage count; MET at 4 more cages than at the start.
    const judged: number[] = [];
    const split = splitCages(s, killer, start, (k) => {
      judged.push(k.cages.length);
      return k.cages.length >= start + 4 ? 'MET' : k.cages.length;
    });
    expect(split.cages.length).toBe(start + 4);
    expect(judged).toEqual([start + 1, start + 2, start + 3, start + 4]);
    expect(split.cages.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i));
    const r = solve({ shape: SHAPE, cells: new Uint8Array(81), rules: split.rules }, { limit: 2 });
    expect(r.unique).toBe(true);
    expect(Array.from(r.solution!)).toEqual(Array.from(grid));
    // No split gets further than the killer itself: none is kept.
    expect(splitCages(s, killer, start, () => start)).toBe(killer);
  });
});

describe('graded merging follows the rating', () => {
  it('merges on while BELOW, undoes a merge that goes ABOVE, stops at MET', () => {
    const { gen, grid, random } = setup('merge');
    const s: KillerState = { gen, base: X, solution: grid, n: 9, random };
    const killer = uniqueKiller(s, 'EASY');
    if (typeof killer === 'string') throw new Error(killer);
    const largest = (k: Killer) => Math.max(...k.cages.map((c) => c.length));
    const start = killer.cages.length;
    // The stand-in: a cage of 7 or more is ABOVE; MET once 6 merges are in.
    const accept = gradedMerge((k) => {
      const verdict: Verdict = largest(k) >= 7 ? 'ABOVE' : start - k.cages.length >= 6 ? 'MET' : 'BELOW';
      return { analysis: fake(k.cages.length), verdict };
    });
    const merged = mergeCages(s, killer, 8, accept);
    expect(largest(merged)).toBeLessThan(7);
    expect(merged.cages.length).toBe(start - 6);
    const r = solve({ shape: SHAPE, cells: new Uint8Array(81), rules: merged.rules }, { limit: 2 });
    expect(r.unique).toBe(true);
    expect(Array.from(r.solution!)).toEqual(Array.from(grid));
  });

  it('a rating that cannot be had undoes the merge', () => {
    expect(gradedMerge(() => null)({ cages: [], rules: [] })).toBe('UNDO');
  });
});
