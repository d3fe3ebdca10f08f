// The level hooks of the variant generator, driven by a stand-in rating: graded removal (dig.ts) and
// graded merging (killer.ts) do what a rating tells them. Until analyze reads rules, real ratings of
// killers and clue marks never say BELOW, so these paths are proved here with ratings made up from the
// puzzle itself (how many cells are empty, how large the cages are).
import { describe, expect, it } from 'vitest';
import { dig, gradedDig, type DigState } from '../../src/engine/generate/variants/dig.js';
import { gradedMerge, mergeCages, uniqueKiller, type Killer, type KillerState } from '../../src/engine/generate/variants/killer.js';
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
