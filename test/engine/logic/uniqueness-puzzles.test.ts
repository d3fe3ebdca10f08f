// Unique rectangles, unique loops and BUG on whole puzzles with one solution: 9×9 17-clue puzzles
// (the shared 17clue_20k set, by line), 8×8 puzzles with 2×4 boxes that the generator made and 12×12
// puzzles with 3×4 boxes (a random full grid with cells emptied while the solver proved one
// solution: test/engine/logic/soundness-check.ts uniqueBoard, seeds "uniq-12-k"), written out here. For each, the
// first step of the technique in the analysis has exactly these eliminations, at SE's rating, and
// none of them removes the solution's value. On 12×12 the pattern is also checked apart from the
// technique's code: its cells are empty in the puzzle, hold both digits at that point, and every
// row, column and box that meets them meets exactly two (so the digits could swap).
import { describe, expect, it } from 'vitest';
import { analyze, applyStep, gridOf, stepWeight, type Step } from '../../../src/engine/logic/index.js';
import { valueOfChar } from '../../../src/engine/symbols.js';
import type { Board } from '../../../src/engine/types.js';
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
    // uniqueBoard(8×8, "bug4-994-0.65", 0.65): BUG type 4 is rare on the canonical path.
    board: '.3.625..4....3..2....6.5......7.5...6.34...7.....42..8.....8.452',
    rating: 5.7,
    eliminations: ['r1c3:8', 'r3c3:1'],
  },
];

/** 12×12 (3×4 boxes): the first puzzle of seeds uniq-12-0 … uniq-12-1499 whose analysis takes each step. */
const TWELVE: readonly Case[] = [
  {
    technique: 'UNIQUE_RECTANGLE_1',
    board:
      '.96..8.1...4....9....B2...C47A2....8.....9.....A....15.A8...7..284...C.3....B......6CA....8.3.12...7.2...9A.B...43.8..7.168.A.....3...9......8..',
    rating: 4.5,
    eliminations: ['r4c11:4', 'r4c11:11'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_2',
    board:
      '6.2..9..8B....A51.3B794...79.C4.A.2...9.2....43AA..7..9..8..8.B1..532....C............6BA...4.724......5.....9.A3....7B..B....A.5.8..75.B6.4...3',
    rating: 4.5,
    eliminations: ['r1c12:1', 'r12c11:1'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_3',
    board:
      '5B6........412..A.645.9...A....5.7...9..2....548.....9.C.6.7.6..1.7.3.2....56..2.3..6.....C9.A15..B.....68..A.2.9B..C.5.C....A268..BB8......923.',
    rating: 4.6,
    eliminations: ['r2c4:7', 'r5c4:3', 'r9c4:7'],
  },
  {
    technique: 'UNIQUE_RECTANGLE_4',
    board:
      '.2...3.....9A.......C....47.1..8.2A.5A..2....31.B.63.......5..946B......8..B.7..A.2......CA..84....14....5.....63..B...4C....2.4...8......6..C..',
    rating: 4.5,
    eliminations: ['r5c5:10', 'r5c8:10'],
  },
  {
    technique: 'UNIQUE_LOOP_1',
    board:
      '....46..7...1.6.A8.C9.5.C7.4...9A..6.1.3...5.A7.A58..3..4.B9..97B...8...3.4.61......5...CA..2.81...17B.3..A4...9541..B62B...........4..5........',
    rating: 4.7,
    eliminations: ['r6c8:1', 'r6c8:2'],
  },
  {
    technique: 'UNIQUE_LOOP_2',
    board:
      '..49.C...5..3...B...2.7..5..1.24..........82.1B3......A7...9...1C.B.8....1.8..63..47..56.....B3C4.37.......8.....B3A......6.2......5..1.7.56..9.',
    rating: 4.6,
    eliminations: ['r7c6:5'],
  },
  {
    technique: 'UNIQUE_LOOP_3',
    board:
      '...7.29.....1.......5....64....81..7B.71.....A5...C4....7.6..8.A9..C..4...9B5.C...7.6..53.2...B..28..1..9..5.......5...3..A.B3.....2..5CA...6.9.',
    rating: 4.6,
    eliminations: ['r12c1:4', 'r12c1:7', 'r12c1:8'],
  },
  {
    technique: 'UNIQUE_LOOP_4',
    board:
      '..92845A.....1..B.C3.5.9.3.529.6.48..2........A...614....3...9A..3.2.1.B.........7.11..3C.758.9A...9..4832.....6.A31...7.5...C.7....9B........35',
    rating: 4.6,
    eliminations: ['r5c9:12', 'r10c9:12'],
  },
  {
    technique: 'BUG_TYPE_1',
    board:
      '5C9.B...63..B..8.59...27....82.1..A....A..B..2.987..1..3.B..39......C..52..97..5..48..5......6.C....4..C..9...84513B.7.6..1398......72.5C.4.....',
    rating: 5.6,
    eliminations: [],
  },
  {
    technique: 'BUG_TYPE_2',
    board:
      '6..7..8.......1.6..79.A2.4.3B........A..3.9.....3..5.21.4...2..C......13....2B3.6..5....A..9.7...9.....521.4.C.A.72..B....5....3....4..1..B.528.',
    rating: 5.7,
    eliminations: ['r5c10:8', 'r6c2:8', 'r6c3:8'],
  },
  {
    technique: 'BUG_TYPE_3',
    board:
      '8...C4.7.32..7A..2....48..5....8...........2....CB38.7.6.91...72.194.68B6.....8..1A..5B..3....92...7......5...4.....1C..7215.9.B....B3C..86A.27.',
    rating: 5.9,
    eliminations: ['r4c9:10', 'r9c9:11'],
  },
];

function check(c: Case): { board: Board; steps: readonly Step[]; at: number } {
  const board = boardOf(c.board);
  const out = solve(board);
  expect(out.unique).toBe(true);
  const r = analyze(board, { maxLevel: 'HARD' });
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  const at = r.analysis.steps.findIndex((s) => s.technique === c.technique);
  const step = r.analysis.steps[at];
  expect(step, c.technique).toBeDefined();
  expect(stepWeight(step)).toBe(c.rating);
  expect(elimNames(step ?? null)).toEqual(c.eliminations);
  const n = board.shape.size;
  for (const e of step?.eliminations ?? []) expect(out.solution![e.row * n + e.col]).not.toBe(e.value);
  return { board, steps: r.analysis.steps, at };
}

const cellIndex = (n: number, name: string): number => {
  const m = /^r(\d+)c(\d+)$/.exec(name)!;
  return (Number(m[1]) - 1) * n + Number(m[2]) - 1;
};

/**
 * The deadly pattern a uniqueness step names ("The rectangle …" / "The loop of k cells …", "of X
 * and Y"), read from its explanation and checked on the board: no cell of it is a given, each holds
 * both digits where the step is taken, and each row, column and box meets it in 0 or 2 cells.
 */
function checkPattern(board: Board, steps: readonly Step[], at: number): void {
  const n = board.shape.size;
  const { boxRows, boxCols } = board.shape;
  const text = steps[at].explanation;
  const m = /^The (?:rectangle|loop of \d+ cells) (.+?) would be a deadly pattern of (\S+) and (\S+) /.exec(text);
  expect(m, text).not.toBeNull();
  const cells = m![1].split(/, | and /).map((x) => cellIndex(n, x));
  expect(new Set(cells).size).toBe(cells.length);
  const digits = [m![2], m![3]].map((x) => valueOfChar(x.charCodeAt(0)));
  const grid = gridOf(board);
  for (let k = 0; k < at; k++) applyStep(grid, steps[k]);
  for (const c of cells) {
    expect(board.cells[c]).toBe(0);
    for (const d of digits) expect(grid.cands[c] & (1 << (d - 1))).not.toBe(0);
  }
  const meet = new Map<string, number>();
  for (const c of cells) {
    const r = Math.floor(c / n);
    const col = c % n;
    const box = Math.floor(r / boxRows) * (n / boxCols) + Math.floor(col / boxCols);
    for (const key of [`r${r}`, `c${col}`, `b${box}`]) meet.set(key, (meet.get(key) ?? 0) + 1);
  }
  for (const [unit, count] of meet) expect([unit, count]).toEqual([unit, 2]);
}

describe('uniqueness steps on 9×9 17-clue puzzles', () => {
  it.each(NINE.map((c) => [c.technique, c.line, c] as const))('%s, line %i', (_t, line, c) => {
    check({ ...c, board: SEVENTEEN[line - 1] });
  });
});

describe('uniqueness steps on generated 8×8 puzzles (2×4 boxes)', () => {
  it.each(EIGHT.map((c) => [c.technique, c] as const))('%s', (_t, c) => {
    check(c);
  });
});

describe('uniqueness steps on 12×12 puzzles (3×4 boxes)', () => {
  it.each(TWELVE.map((c) => [c.technique, c] as const))('%s', (_t, c) => {
    const { board, steps, at } = check(c);
    if (c.technique.startsWith('UNIQUE_')) checkPattern(board, steps, at);
    else {
      // BUG: where it is taken, every empty cell holds two candidates but the one it places (type 1),
      // the three that hold the extra 8 (type 2) or the two with an extra digit each (type 3).
      const grid = gridOf(board);
      for (let k = 0; k < at; k++) applyStep(grid, steps[k]);
      const wide = [...grid.cands.keys()].filter((i) => grid.values[i] === 0 && grid.cands[i].toString(2).split('1').length - 1 !== 2);
      expect(wide.length).toBe({ BUG_TYPE_1: 1, BUG_TYPE_2: 3, BUG_TYPE_3: 2 }[c.technique]);
      for (const i of wide) expect(steps[at].cells).toContain(i);
      if (c.technique === 'BUG_TYPE_1') expect(steps[at].placements).toEqual([{ row: 7, col: 1, value: 3 }]);
    }
  });
  it('cover rectangles and loops of every type, and BUG types 1 to 3', () => {
    expect(new Set(TWELVE.map((c) => c.technique)).size).toBe(11);
  });
});
