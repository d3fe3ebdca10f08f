// boardSizes, validate, candidates, hint and BoardInput errors, through real HTTP.
import { describe, expect, it } from 'vitest';
import { codes, rowCounts, useApi } from './harness.js';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, EMPTY_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';

const api = useApi();

const VALIDATE = `query($b: BoardInput!) { validate(board: $b) { complete solved emptyCells conflicts { row col value symbol units } } }`;
const CANDIDATES = `query($b: BoardInput!) { candidates(board: $b) { row col values symbols } }`;
const HINT = `query($b: BoardInput!) { hint(board: $b) { row col value symbol kind reason } }`;

describe('boardSizes', () => {
  it('lists the nine standard shapes with their symbols', async () => {
    const r = await api.gql(`{ boardSizes { id size boxRows boxCols symbols } }`);
    expect(r.data.boardSizes.map((s: any) => `${s.id}:${s.boxRows}x${s.boxCols}`)).toEqual([
      '4x4:2x2',
      '6x6:2x3',
      '8x8:2x4',
      '9x9:3x3',
      '10x10:2x5',
      '12x12:3x4',
      '15x15:3x5',
      '16x16:4x4',
      '25x25:5x5',
    ]);
    expect(r.data.boardSizes[8]).toEqual({ id: '25x25', size: 25, boxRows: 5, boxCols: 5, symbols: '123456789ABCDEFGHIJKLMNOP' });
  });
});

describe('validate', () => {
  it('reports an unfinished board without conflicts', async () => {
    const r = await api.gql(VALIDATE, { b: { cells: CLASSIC } });
    expect(r.data.validate).toEqual({ complete: false, solved: false, emptyCells: 51, conflicts: [] });
  });

  it('reports a solved board', async () => {
    const r = await api.gql(VALIDATE, { b: { cells: CLASSIC_SOLUTION } });
    expect(r.data.validate).toEqual({ complete: true, solved: true, emptyCells: 0, conflicts: [] });
  });

  it('reports each clashing cell once with its units and symbol', async () => {
    const r = await api.gql(VALIDATE, { b: { cells: CONFLICT_9X9 } });
    expect(r.data.validate).toEqual({
      complete: false,
      solved: false,
      emptyCells: 79,
      conflicts: [
        { row: 0, col: 0, value: 5, symbol: '5', units: ['ROW', 'BOX'] },
        { row: 0, col: 1, value: 5, symbol: '5', units: ['ROW', 'BOX'] },
      ],
    });
  });

  it('says a full board with a clash is complete but not solved', async () => {
    const clashing = '1' + CLASSIC_SOLUTION.slice(1); // 5 → 1 in the first cell
    const r = await api.gql(VALIDATE, { b: { cells: clashing } });
    expect(r.data.validate.complete).toBe(true);
    expect(r.data.validate.solved).toBe(false);
    expect(r.data.validate.conflicts.length).toBeGreaterThan(0);
  });

  it('accepts rows with numbers above 9 and letters on a 16×16 board', async () => {
    const rows = Array.from({ length: 16 }, () => Array(16).fill(''));
    rows[0][0] = '10';
    rows[0][1] = 'b';
    rows[15][15] = 'G';
    const r = await api.gql(VALIDATE, { b: { rows } });
    expect(r.data.validate).toEqual({ complete: false, solved: false, emptyCells: 253, conflicts: [] });
  });

  it('reports symbols above 9 as letters in conflicts', async () => {
    const rows = Array.from({ length: 16 }, () => Array(16).fill('.'));
    rows[0][0] = '16';
    rows[1][0] = 'g';
    const r = await api.gql(VALIDATE, { b: { rows } });
    expect(r.data.validate.conflicts).toEqual([
      { row: 0, col: 0, value: 16, symbol: 'G', units: ['COLUMN', 'BOX'] },
      { row: 1, col: 0, value: 16, symbol: 'G', units: ['COLUMN', 'BOX'] },
    ]);
  });
});

describe('candidates', () => {
  it('lists the candidates of every empty cell', async () => {
    const r = await api.gql(CANDIDATES, { b: { cells: '12..3...........' } });
    expect(r.data.candidates).toEqual([
      { row: 0, col: 2, values: [3, 4], symbols: '34' },
      { row: 0, col: 3, values: [3, 4], symbols: '34' },
      { row: 1, col: 1, values: [4], symbols: '4' },
      { row: 1, col: 2, values: [1, 2, 4], symbols: '124' },
      { row: 1, col: 3, values: [1, 2, 4], symbols: '124' },
      { row: 2, col: 0, values: [2, 4], symbols: '24' },
      { row: 2, col: 1, values: [1, 3, 4], symbols: '134' },
      { row: 2, col: 2, values: [1, 2, 3, 4], symbols: '1234' },
      { row: 2, col: 3, values: [1, 2, 3, 4], symbols: '1234' },
      { row: 3, col: 0, values: [2, 4], symbols: '24' },
      { row: 3, col: 1, values: [1, 3, 4], symbols: '134' },
      { row: 3, col: 2, values: [1, 2, 3, 4], symbols: '1234' },
      { row: 3, col: 3, values: [1, 2, 3, 4], symbols: '1234' },
    ]);
  });

  it('is empty for a full board', async () => {
    const r = await api.gql(CANDIDATES, { b: { cells: CLASSIC_SOLUTION } });
    expect(r.data.candidates).toEqual([]);
  });
});

describe('hint', () => {
  it('gives a naked single with its reason', async () => {
    const r = await api.gql(HINT, { b: { cells: CLASSIC } });
    expect(r.data.hint).toEqual({
      row: 4,
      col: 4,
      value: 5,
      symbol: '5',
      kind: 'NAKED_SINGLE',
      reason: 'Row 5, column 5: every other value already appears in its row, column or box, so only 5 fits.',
    });
    expect(CLASSIC_SOLUTION[4 * 9 + 4]).toBe('5');
  });

  it('falls back to a cell of the solution when no naked single exists', async () => {
    const r = await api.gql(HINT, { b: { cells: EMPTY_9X9 } });
    expect(r.data.hint).toMatchObject({ row: 0, col: 0, value: 1, symbol: '1', kind: 'SOLUTION_CELL' });
  });

  it('is null on a solved board', async () => {
    const r = await api.gql(HINT, { b: { cells: CLASSIC_SOLUTION } });
    expect(r.errors).toBeUndefined();
    expect(r.data.hint).toBeNull();
  });

  it('answers BOARD_CONFLICT with the clashing cells', async () => {
    const r = await api.gql(HINT, { b: { cells: CONFLICT_9X9 } });
    expect(codes(r)).toEqual(['BOARD_CONFLICT']);
    expect(r.errors![0].message).toBe('board: 2 cells clash, first at row 1, column 1');
    expect(r.errors![0].extensions!.conflicts).toEqual([
      { row: 0, col: 0, value: 5, units: ['ROW', 'BOX'] },
      { row: 0, col: 1, value: 5, units: ['ROW', 'BOX'] },
    ]);
  });

  it('answers NO_SOLUTION for a board that cannot be completed', async () => {
    const r = await api.gql(HINT, { b: { cells: NO_SOLUTION_9X9 } });
    expect(codes(r)).toEqual(['NO_SOLUTION']);
    expect(r.errors![0].message).toBe('board: this board has no solution');
  });
});

describe('bad BoardInput', () => {
  const cases: [string, Record<string, unknown>, string, Record<string, unknown>?][] = [
    [
      'an unknown symbol, naming field and cell',
      { cells: CLASSIC.slice(0, 22) + 'X' + CLASSIC.slice(23) },
      "board.cells: unknown symbol 'X' at row 3, column 5",
      { field: 'board.cells', row: 2, col: 4 },
    ],
    [
      'a symbol too large for N',
      {
        rows: [
          ['1', '', '', ''],
          ['', '', '', ''],
          ['', '', '', '5'],
          ['', '', '', ''],
        ],
      },
      "board.rows: symbol '5' at row 3, column 4 means 5, larger than the board size 4",
      { field: 'board.rows', row: 2, col: 3 },
    ],
    [
      'a wrong length',
      { cells: '.'.repeat(80) },
      'board.cells: 80 cells is not a square board: expected N² cells for N from 2 to 25 (16, 36, 64, 81, …, 625)',
    ],
    ['a ragged rows grid', { rows: [['1', '2', '3', '4'], ['1']] }, 'board.rows: row 1 has 4 cells, expected 2 (one per row)'],
    ['a box shape that does not tile N', { cells: EMPTY_9X9, boxRows: 2 }, 'board.boxRows: boxRows 2 does not divide size 9'],
    ['both cells and rows', { cells: '1234', rows: [['1']] }, 'board: pass exactly one of cells, rows or values (got cells and rows)'],
    ['neither cells nor rows', { boxRows: 3 }, 'board: pass exactly one of cells, rows or values (got none)'],
  ];

  for (const [name, board, message, extensions] of cases) {
    it(`rejects ${name} with BAD_USER_INPUT`, async () => {
      for (const query of [VALIDATE, CANDIDATES, HINT]) {
        const r = await api.gql(query, { b: board });
        expect(codes(r)).toEqual(['BAD_USER_INPUT']);
        expect(r.errors![0].message).toBe(message);
        if (extensions) expect(r.errors![0].extensions).toMatchObject(extensions);
      }
    });
  }

  it('stores nothing for these read-only queries', async () => {
    expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 0 });
  });
});
