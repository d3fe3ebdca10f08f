// Unique rectangles, unique loops and BUG on whole puzzles with one solution: 9×9 17-clue puzzles
// (the shared 17clue_20k set, by line) and 8×8 puzzles with 2×4 boxes that the generator made
// (written out here). For each, the first step of the technique in the analysis has exactly these
// eliminations, at SE's rating, and none of them removes the solution's value.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import { solve } from '../../../src/engine/solve.js';
import { readLines } from '../../../support/oracle.js';
import { boardOf } from './golden-helpers.js';
import { elimNames } from './techniques-fixture.js';

const SEVENTEEN = readLines('9x9/17clue_20k.txt', 12_000);

interface Case {
  readonly technique: string;
  readonly board: string;
  readonly rating: number;
  readonly eliminations: readonly string[];
}

const NINE: readonly (Case & { line: number })[] = [
  { technique: 'UNIQUE_RECTANGLE_2', line: 1666, board: '', rating: 4.5, eliminations: ['r1c9:3', 'r4c7:3', 'r4c8:3', 'r5c8:3'] },
  { technique: 'UNIQUE_RECTANGLE_3', line: 488, board: '', rating: 4.5, eliminations: ['r5c8:8'] },
  { technique: 'UNIQUE_RECTANGLE_4', line: 338, board: '', rating: 4.5, eliminations: ['r1c1:7', 'r1c3:7'] },
  { technique: 'UNIQUE_LOOP_1', line: 4565, board: '', rating: 4.6, eliminations: ['r2c7:6', 'r2c7:7'] },
  { technique: 'UNIQUE_LOOP_2', line: 1327, board: '', rating: 4.6, eliminations: ['r1c7:8', 'r2c7:8', 'r6c9:8'] },
  { technique: 'UNIQUE_LOOP_3', line: 6649, board: '', rating: 4.6, eliminations: ['r2c5:9'] },
  { technique: 'UNIQUE_LOOP_4', line: 11707, board: '', rating: 4.6, eliminations: ['r1c1:9', 'r1c4:9'] },
];

const EIGHT: readonly Case[] = [
  {
    technique: 'UNIQUE_RECTANGLE_1',
    board: '6...5...3......7.........25.4....6.7.482..42..1..83..6..2..48..5',
    rating: 4.5,
    eliminations: ['r1c6:1', 'r1c6:8'],
  },
  {
    technique: 'UNIQUE_LOOP_1',
    board: '6...5...3......7.........25.4....6.7.482..42..1..83..6..2..48..5',
    rating: 4.6,
    eliminations: ['r4c6:1', 'r4c6:8'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_2',
    board: '..76...85.3.2...6..23.......7....6.3.12...1.8.5675....8......7..',
    rating: 4.5,
    eliminations: ['r1c5:1', 'r2c2:1', 'r2c4:1'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_3',
    board: '.34...5........4361..78....73...6...7..32.........6..2..82...147',
    rating: 4.5,
    eliminations: ['r1c8:2', 'r1c8:8'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_4',
    board: '.1..8.....6..23..5174.........6.13...65..2....8..6.4...2..2.....',
    rating: 4.5,
    eliminations: ['r1c1:3', 'r4c1:3'],
  },
  {
    technique: 'BUG_TYPE_2',
    board: '6....2...83..........8....857.3.7.5.2.1.2.....6.....14..53..6...',
    rating: 5.7,
    eliminations: ['r3c3:2', 'r3c7:2'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_3',
    board: '.5..71....1.8.....72.6...6...7.8...72..6.8...4.52...6...64..5...',
    rating: 4.6,
    eliminations: ['r4c4:3'],
  },
  {
    technique: 'UNIQUE_LOOP_2',
    board: '5...........538.4....26.6.8...5424.5..3....8..4..2.1.4..8......2',
    rating: 4.6,
    eliminations: ['r2c8:6'],
  },
  {
    technique: 'UNIQUE_LOOP_3',
    board: '....25.45..4...818...7......1..2.2.8..6.3.....25.16.......3.....',
    rating: 4.6,
    eliminations: ['r7c1:2'],
  },
  {
    technique: 'UNIQUE_LOOP_4',
    board: '...3.8..8.1735..4..6.7.5.......2..6.7....1.5.63....4....5.....76',
    rating: 4.6,
    eliminations: ['r7c1:2', 'r7c2:2'],
  },
  {
    technique: 'BUG_TYPE_3',
    board: '..5......1....27.2..5..6...54.7...64........2.3.....7.4.84.3625.',
    rating: 5.8,
    eliminations: ['r2c1:6'],
  },
  {
    technique: 'BUG_TYPE_4',
    board: '........8...123.38...6.1....3..8..72.3...1...7241..7..82..4.....',
    rating: 5.7,
    eliminations: ['r1c5:5', 'r1c7:6'],
  },
];

function check(c: Case): void {
  const board = boardOf(c.board);
  const out = solve(board);
  expect(out.unique).toBe(true);
  const r = analyze(board, { maxLevel: 'HARD' });
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  const step = r.analysis.steps.find((s) => s.technique === c.technique);
  expect(step, c.technique).toBeDefined();
  expect(step?.rating).toBe(c.rating);
  expect(elimNames(step ?? null)).toEqual(c.eliminations);
  const n = board.shape.size;
  for (const e of step?.eliminations ?? []) expect(out.solution![e.row * n + e.col]).not.toBe(e.value);
}

describe('uniqueness steps on 9×9 17-clue puzzles', () => {
  it.each(NINE.map((c) => [c.technique, c.line, c] as const))('%s, line %i', (_t, line, c) => {
    check({ ...c, board: SEVENTEEN[line - 1] });
  });
});

describe('uniqueness steps on generated 8×8 puzzles (2×4 boxes)', () => {
  it.each(EIGHT.map((c) => [c.technique, c] as const))('%s', (_t, c) => check(c));
});
