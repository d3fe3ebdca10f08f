// Public variant puzzles with their published solutions (facts; each names its source), as the API
// takes them: structured rules (RuleInput, cells {row, col}) or a format's text. The same five kinds
// the API tests run every operation on: a killer, a jigsaw, an X, an anti-knight and a thermo.

export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** 'R3C4' (1-based) → {row: 2, col: 3}. */
export const at = (name: string): Cell => {
  const m = /^R(\d+)C(\d+)$/.exec(name);
  if (!m) throw new Error(`cell ${name}`);
  return { row: Number(m[1]) - 1, col: Number(m[2]) - 1 };
};

/** Givens of 'R1C3_1~R1C7_2…' on a 9×9 as 81 cells ('.' empty). */
function givens(list: string): string {
  const cells = Array<string>(81).fill('.');
  for (const g of list.split('~')) {
    const [name, v] = g.split('_');
    const { row, col } = at(name);
    cells[row * 9 + col] = v;
  }
  return cells.join('');
}

export interface VariantPuzzle {
  readonly name: string;
  readonly source: string;
  /** A BoardInput. */
  readonly board: { cells: string; format?: string; rules?: unknown[] };
  readonly solution: string;
  /** The variants its rules make. */
  readonly variants: readonly string[];
  /** The rule kinds Board.rules lists, in order. */
  readonly kinds: readonly string[];
}

/** Wikipedia's killer sudoku example (cages as "sum: cells"). */
const WIKI_CAGES =
  '3:R1C1 R1C2|15:R1C3 R1C4 R1C5|25:R2C1 R2C2 R3C1 R3C2|17:R2C3 R2C4|9:R3C3 R3C4 R4C4|22:R1C6 R2C5 R2C6 R3C5|4:R1C7 R2C7|' +
  '16:R1C8 R2C8|15:R1C9 R2C9 R3C9 R4C9|20:R3C7 R3C8 R4C7|8:R3C6 R4C6 R5C6|17:R4C5 R5C5 R6C5|20:R5C4 R6C4 R7C4|14:R4C2 R4C3|' +
  '6:R4C1 R5C1|13:R5C2 R5C3 R6C2|6:R6C3 R7C2 R7C3|17:R4C8 R5C7 R5C8|27:R6C1 R7C1 R8C1 R9C1|8:R8C2 R9C2|16:R8C3 R9C3|' +
  '10:R7C5 R8C4 R8C5 R9C4|12:R5C9 R6C9|6:R6C7 R6C8|20:R6C6 R7C6 R7C7|15:R8C6 R8C7|14:R7C8 R7C9 R8C8 R8C9|13:R9C5 R9C6 R9C7|17:R9C8 R9C9';

export const KILLER: VariantPuzzle = {
  name: 'killer',
  source: 'en.wikipedia.org, Killer sudoku example',
  board: {
    cells: '.'.repeat(81),
    rules: WIKI_CAGES.split('|').map((c) => {
      const [sum, cells] = c.split(':');
      return { kind: 'KILLER_CAGE', sum: Number(sum), cells: cells.split(' ').map(at) };
    }),
  },
  solution: '215647398368952174794381652586274931142593867973816425821739546659428713437165289',
  variants: ['KILLER'],
  kinds: Array<string>(29).fill('KILLER_CAGE'),
};

export const JIGSAW: VariantPuzzle = {
  name: 'jigsaw',
  source: 'sudokupad.app/fTbNFPQ44g (the Interactive Sudoku Solver example list)',
  // JIGSAW_TEXT: 81 givens then the 81 region characters.
  board: {
    cells:
      givens(
        'R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9',
      ) + '000000021453303021453333221453322221455566121445666111445566667488887777888887777',
    format: 'JIGSAW_TEXT',
  },
  solution: '364891527189374265542168739625719843213987456937456182876523914498235671751642398',
  variants: ['JIGSAW'],
  kinds: ['JIGSAW'],
};

export const X: VariantPuzzle = {
  name: 'x',
  source: 'forum.enjoysudoku.com, the hardest sudokus thread (Sudoku X)',
  board: {
    cells: givens(
      'R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9',
    ),
    rules: [
      { kind: 'DIAGONAL', direction: 'MAIN' },
      { kind: 'DIAGONAL', direction: 'ANTI' },
    ],
  },
  solution: '681945237792316584435827619523784961817639425946152873369478152158293746274561398',
  variants: ['X'],
  kinds: ['DIAGONAL', 'DIAGONAL'],
};

export const ANTI_KNIGHT: VariantPuzzle = {
  name: 'anti-knight',
  source: '"Anti-knight minimal givens 4", ryokousha, Rangsk, Philip Newman (CC BY 4.0), datasets/variants/fpuzzles-setters.jsonl',
  board: {
    cells:
      'N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCRIAG4BDADYBXOPACMqNBDEwAdggAuGOdz4Dx0uQgBMy1Ru26YTI7PkBmC2s3wderkM6V7J+AAsLlbuNnaSDggArMFuHrasfvIAbLHWnr4R/gDsaaF6Bl4iFEkIABx58dSFxUXV9CAS6loQANbqEGgAFlrptkA',
    format: 'FPUZZLES',
  },
  solution: '781536294435792816692418573968145732253967148147283965314859627526371489879624351',
  variants: ['ANTI_KNIGHT'],
  kinds: ['ANTI_KNIGHT'],
};

const THERMOS = [
  'R9C4 R8C3 R7C2 R6C1 R5C2 R4C3',
  'R4C1 R3C2 R2C3 R1C4 R2C5 R3C6',
  'R1C6 R2C7 R3C8 R4C9 R5C8 R6C7',
  'R6C9 R7C8 R8C7 R9C6 R8C5 R7C4',
];

export const THERMO: VariantPuzzle = {
  name: 'thermo',
  source: 'sudokupad.app/TtTmqGMBDR (the Interactive Sudoku Solver example list)',
  board: {
    cells: givens('R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9'),
    rules: THERMOS.map((t) => ({ kind: 'THERMOMETER', cells: t.split(' ').map(at) })),
  },
  solution: '847632519295471386631598247129743865486259173753816924368924751974185632512367498',
  variants: ['THERMO'],
  kinds: ['THERMOMETER', 'THERMOMETER', 'THERMOMETER', 'THERMOMETER'],
};

export const VARIANT_PUZZLES: readonly VariantPuzzle[] = [KILLER, JIGSAW, X, ANTI_KNIGHT, THERMO];
