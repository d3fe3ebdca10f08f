// BUG types 1 to 4. Type 1 on 17-clue puzzles: replaying each analysis, every BUG step is found on
// a grid where every empty cell but one holds two candidates, and it places the solution's value
// there. Types 2 and 4 on the 17-clue puzzles where the analysis first needs them, with the
// solution checked; types 2 to 4 on constructed graves (9×9 and 6×6 with 2×3 boxes): a solved grid
// whose cells of digits 1 to 5 are emptied with candidates {d, π(d)} for π = (1 2 3)(4 5) (so
// every candidate sits twice in each unit), plus the extra candidates the test names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze, applyStep, gridOf } from '../../../src/engine/logic/index.js';
import { bug, bugType1 } from '../../../src/engine/logic/techniques/bug.js';
import type { CandidateGrid, Step } from '../../../src/engine/logic/types.js';
import { solve } from '../../../src/engine/solve.js';
import { boardOf } from './golden-helpers.js';
import { cellOf, ctxOf, elimNames, fullGrid, S6, S9 } from './techniques-fixture.js';

const popcount = (m: number): number => m.toString(2).split('1').length - 1;

describe('BUG type 1', () => {
  it('on 17-clue puzzles whose analysis uses it (lines 822, 940, 1918, 1923, 2003): sound, on a bivalue grid but one cell', () => {
    const all = readFileSync('../shared/datasets/9x9/17clue_20k.txt', 'utf8').trim().split('\n');
    const lines = [821, 939, 1917, 1922, 2002].map((i) => all[i]);
    let found = 0;
    for (const text of lines) {
      const board = boardOf(text);
      const solution = solve(board).solution!;
      const r = analyze(board, { maxLevel: 'HARD' });
      if (r.status !== 'ANALYZED') throw new Error(r.status);
      const grid = gridOf(board);
      for (const s of r.analysis.steps) {
        if (s.technique === 'BUG_TYPE_1') {
          found++;
          const p = s.placements[0];
          expect(p.value).toBe(solution[p.row * 9 + p.col]);
          const open = [...grid.cands.keys()].filter((i) => grid.values[i] === 0);
          expect(open.filter((i) => popcount(grid.cands[i]) !== 2)).toEqual([p.row * 9 + p.col]);
          expect(popcount(grid.cands[p.row * 9 + p.col])).toBe(3);
        }
        applyStep(grid, s);
      }
    }
    expect(found).toBe(5);
  }, 120_000);

  it('never on a board not known to have one solution', () => {
    const grid = gridOf(boardOf('.'.repeat(81)));
    expect(bugType1({ grid, unique: false, work: { spent: 0, limit: 1e6 } })).toBeNull();
  });
});

const PI: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: 1, 4: 5, 5: 4 };

/** The grave of a solved grid (rows of digits) under PI, plus extra candidates ("r1c1": "3"). */
function grave(rows: readonly string[], extras: Readonly<Record<string, string>>): CandidateGrid {
  const g = fullGrid(rows.length === 9 ? S9 : S6);
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      const d = Number(ch);
      const i = r * rows.length + c;
      if (PI[d] === undefined) {
        g.values[i] = d;
        g.cands[i] = 0;
      } else g.cands[i] = (1 << (d - 1)) | (1 << (PI[d] - 1));
    });
  });
  for (const [cell, digits] of Object.entries(extras)) for (const d of digits) g.cands[cellOf(g, cell)] |= 1 << (Number(d) - 1);
  return g;
}

const SOLVED9 = ['123456789', '456789123', '789123456', '234567891', '567891234', '891234567', '345678912', '678912345', '912345678'];
const SOLVED6 = ['123456', '456123', '231564', '564231', '312645', '645312'];

/** The first step of `technique` in the analysis of a 17-clue puzzle (1-based line), checked against its solution. */
function firstOf(line: number, technique: string): Step {
  const text = readFileSync('../shared/datasets/9x9/17clue_20k.txt', 'utf8').trim().split('\n')[line - 1];
  const board = boardOf(text);
  const solution = solve(board).solution!;
  const r = analyze(board, { maxLevel: 'HARD' });
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  const step = r.analysis.steps.find((s) => s.technique === technique)!;
  for (const e of step.eliminations) expect(solution[e.row * 9 + e.col]).not.toBe(e.value);
  return step;
}

describe('BUG types 2 to 4 on 17-clue puzzles (the first step of that type in the analysis)', () => {
  it('type 2, line 2881: r2c5 or r3c7 is 9, so 9 leaves r2c7 and r3c4 (5.7)', () => {
    const step = firstOf(2881, 'BUG_TYPE_2');
    expect(step.rating).toBe(5.7);
    expect(elimNames(step)).toEqual(['r2c7:9', 'r3c4:9']);
    expect(step.explanation).toBe(
      'Without 9 in r2c5 and r3c7, every empty cell would hold two candidates and each candidate would sit twice in ' +
        'each unit it is in, a grave with two solutions or none: so r2c5 or r3c7 is 9, and 9 leaves r2c7 and r3c4, which see both.',
    );
  });

  it('type 4, line 8044: r5c3 is 7 or r5c9 is 9, and 8 fits row 5 only there: 2 leaves r5c3, 7 leaves r5c9 (5.7)', () => {
    const step = firstOf(8044, 'BUG_TYPE_4');
    expect(step.rating).toBe(5.7);
    expect(elimNames(step)).toEqual(['r5c3:2', 'r5c9:7']);
    expect(step.units).toEqual([{ kind: 'ROW', index: 4 }]);
  });
});

describe('BUG types 2 to 4 on constructed graves', () => {
  it('type 2 on 6×6: 4 extra in r1c1 and r1c2: 4 leaves row 1 and box 1 (r1c4, r1c5, r2c1, r2c2)', () => {
    const step = bug(ctxOf(grave(SOLVED6, { r1c1: '4', r1c2: '4' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_2');
    expect(elimNames(step)).toEqual(['r1c4:4', 'r1c5:4', 'r2c1:4', 'r2c2:4']);
  });

  it('type 2 on 9×9: 5 extra in r1c1 and r1c3: 5 leaves row 1 and box 1 (r1c4, r1c5, r2c1, r2c2)', () => {
    const step = bug(ctxOf(grave(SOLVED9, { r1c1: '5', r1c3: '5' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_2');
    expect(elimNames(step)).toEqual(['r1c4:5', 'r1c5:5', 'r2c1:5', 'r2c2:5']);
  });

  it('type 3 on 9×9: r1c1 is 3 or r1c4 is 1; with r1c3 {1,3} a naked pair in row 1: 3 leaves r1c2 (5.8)', () => {
    const step = bug(ctxOf(grave(SOLVED9, { r1c1: '3', r1c4: '1' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_3');
    expect(step?.rating).toBe(5.8);
    expect(elimNames(step)).toEqual(['r1c2:3']);
    expect(step?.cells).toEqual([0, 3, 2]);
    expect(step?.explanation).toBe(
      'Without 3 in r1c1 and 1 in r1c4, every empty cell would hold two candidates and each candidate would sit twice ' +
        'in each unit it is in, a grave with two solutions or none: so r1c1 is 3 or r1c4 is 1. With r1c3 that makes a ' +
        'naked pair of 1 and 3 in row 1: 3 leaves r1c2.',
    );
  });

  it('type 3 on 6×6: the same pattern in row 1', () => {
    const step = bug(ctxOf(grave(SOLVED6, { r1c1: '3', r1c4: '1' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_3');
    expect(elimNames(step)).toEqual(['r1c2:3']);
  });

  it('type 4 on 6×6: r1c1 {1,2,4} and r1c3 {1,3,5}; 1 fits box 1 only there: 2 leaves r1c1, 3 leaves r1c3', () => {
    const step = bug(ctxOf(grave(SOLVED6, { r1c1: '4', r1c3: '5' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_4');
    expect(elimNames(step)).toEqual(['r1c1:2', 'r1c3:3']);
    expect(step?.units).toEqual([{ kind: 'BOX', index: 0 }]);
  });

  it('type 1 with two extra digits in one cell: r1c1 {1,2,4,5} keeps 4 and 5 on 9×9', () => {
    const step = bug(ctxOf(grave(SOLVED9, { r1c1: '45' }), { unique: true }));
    expect(step?.technique).toBe('BUG_TYPE_1');
    expect(step?.placements).toEqual([]);
    expect(elimNames(step)).toEqual(['r1c1:1', 'r1c1:2']);
  });

  it('a grave without extras is no step (two solutions); nothing when uniqueness is unknown', () => {
    expect(bug(ctxOf(grave(SOLVED9, {}), { unique: true }))).toBeNull();
    expect(bug(ctxOf(grave(SOLVED9, { r1c1: '3', r1c4: '1' }), { unique: false }))).toBeNull();
  });
});
