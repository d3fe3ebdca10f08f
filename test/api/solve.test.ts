// Mutation.solve: every status, the stored record, and rejected requests that store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, rowCounts, startApi, type TestApi, useApi } from './harness.js';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, EMPTY_16X16, EMPTY_4X4_FIRST, NO_SOLUTION_9X9 } from '../../support/boards.js';

const SOLVE = `mutation($b: BoardInput, $p: ID) {
  solve(board: $b, puzzleId: $p) {
    status unique
    solution { cells givens rows size { id } }
    conflicts { row col value symbol units }
    stats { nodes backtracks durationMs }
    record {
      id status unique createdAt
      board { cells givens }
      solution { cells }
      stats { nodes backtracks durationMs }
      puzzle { id }
    }
  }
}`;

const api = useApi();

describe('solve', () => {
  it('SOLVED: the golden 9×9 with a unique solution, recorded', async () => {
    const r = await api.gql(SOLVE, { b: { cells: CLASSIC } });
    expect(r.errors).toBeUndefined();
    const s = r.data.solve;
    expect(s.status).toBe('SOLVED');
    expect(s.unique).toBe(true);
    expect(s.solution.cells).toBe(CLASSIC_SOLUTION);
    expect(s.solution.givens).toBe(81);
    expect(s.solution.size.id).toBe('9x9');
    expect(s.solution.rows[0]).toEqual([5, 3, 4, 6, 7, 8, 9, 1, 2]);
    expect(s.conflicts).toEqual([]);
    expect(s.stats.nodes).toBeGreaterThanOrEqual(1);
    expect(s.record.status).toBe('SOLVED');
    expect(s.record.unique).toBe(true);
    expect(s.record.board).toEqual({ cells: CLASSIC, givens: 30 });
    expect(s.record.solution.cells).toBe(CLASSIC_SOLUTION);
    expect(s.record.stats).toEqual(s.stats);
    expect(s.record.puzzle).toBeNull();
    expect(new Date(s.record.createdAt).toISOString()).toBe(s.record.createdAt);
  });

  it('SOLVED, not unique: an empty 4×4 gives the lexicographically first grid', async () => {
    const r = await api.gql(SOLVE, { b: { rows: Array.from({ length: 4 }, () => ['', '.', '0', '']) } });
    expect(r.data.solve).toMatchObject({ status: 'SOLVED', unique: false, solution: { cells: EMPTY_4X4_FIRST } });
    expect(r.data.solve.record.unique).toBe(false);
  });

  it('SOLVED on a non-standard box shape (6×6 as 3×2)', async () => {
    const r = await api.gql(SOLVE, { b: { cells: '.'.repeat(36), boxRows: 3, boxCols: 2 } });
    expect(r.data.solve.status).toBe('SOLVED');
    expect(r.data.solve.solution.size.id).toBe('6x6-3x2');
    expect(r.data.solve.solution.cells.slice(0, 12)).toBe('123456' + '345612');
  });

  it('NO_SOLUTION: no visible clash, no solution; recorded', async () => {
    const r = await api.gql(SOLVE, { b: { cells: NO_SOLUTION_9X9 } });
    expect(r.data.solve).toMatchObject({ status: 'NO_SOLUTION', unique: null, solution: null, conflicts: [] });
    expect(r.data.solve.record).toMatchObject({ status: 'NO_SOLUTION', solution: null, unique: null });
    expect(r.data.solve.record.board.cells).toBe(NO_SOLUTION_9X9);
  });

  it('CONFLICT: clashing givens are listed; recorded', async () => {
    const r = await api.gql(SOLVE, { b: { cells: CONFLICT_9X9 } });
    expect(r.data.solve.status).toBe('CONFLICT');
    expect(r.data.solve.solution).toBeNull();
    expect(r.data.solve.conflicts).toEqual([
      { row: 0, col: 0, value: 5, symbol: '5', units: ['ROW', 'BOX'] },
      { row: 0, col: 1, value: 5, symbol: '5', units: ['ROW', 'BOX'] },
    ]);
    expect(r.data.solve.record).toMatchObject({ status: 'CONFLICT', solution: null, unique: null });
  });

  it('stored one record per solve that reached the engine', async () => {
    expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 5 });
  });

  it('rejects both or neither of board and puzzleId, storing nothing', async () => {
    const before = await rowCounts(api);
    const both = await api.gql(SOLVE, { b: { cells: CLASSIC }, p: 'x' });
    expect(codes(both)).toEqual(['BAD_USER_INPUT']);
    expect(both.errors![0].message).toBe('solve: pass exactly one of board or puzzleId (got both)');
    const neither = await api.gql(SOLVE, {});
    expect(codes(neither)).toEqual(['BAD_USER_INPUT']);
    expect(neither.errors![0].message).toBe('solve: pass exactly one of board or puzzleId (got neither)');
    const bad = await api.gql(SOLVE, { b: { cells: CLASSIC.replace('7', 'Z') } });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].message).toBe("board.cells: unknown symbol 'Z' at row 1, column 5");
    const tooLarge = await api.gql(SOLVE, { b: { cells: 'A' + '.'.repeat(80) } });
    expect(tooLarge.errors![0].message).toBe("board.cells: symbol 'A' at row 1, column 1 means 10, larger than the board size 9");
    expect(await rowCounts(api)).toEqual(before);
  });

  it('NOT_FOUND for an unknown puzzleId, storing nothing', async () => {
    const before = await rowCounts(api);
    const r = await api.gql(SOLVE, { p: 'no-such-puzzle' });
    expect(codes(r)).toEqual(['NOT_FOUND']);
    expect(r.errors![0].message).toBe("puzzleId: no puzzle with id 'no-such-puzzle'");
    expect(await rowCounts(api)).toEqual(before);
  });

  it('solves a stored puzzle by id and links the record', async () => {
    const g = await api.gql(`mutation { generatePuzzle(size: 4, difficulty: EASY, seed: "s1") { id board { cells } solution { cells } } }`);
    const puzzle = g.data.generatePuzzle;
    const r = await api.gql(SOLVE, { p: puzzle.id });
    expect(r.data.solve).toMatchObject({ status: 'SOLVED', unique: true, solution: { cells: puzzle.solution.cells } });
    expect(r.data.solve.record.puzzle).toEqual({ id: puzzle.id });
    expect(r.data.solve.record.board.cells).toBe(puzzle.board.cells);
  });
});

describe('solve under a tight budget', () => {
  let tight: TestApi;
  beforeAll(async () => {
    tight = await startApi({ budget: { maxNodes: 3 } });
  });
  afterAll(async () => {
    await tight?.stop();
    tight?.db.remove();
  });

  it('LIMIT_EXCEEDED: the budget runs out on an empty 16×16; recorded', async () => {
    const r = await tight.gql(SOLVE, { b: { cells: EMPTY_16X16 } });
    expect(r.data.solve).toMatchObject({ status: 'LIMIT_EXCEEDED', solution: null, unique: null, conflicts: [] });
    expect(r.data.solve.record).toMatchObject({ status: 'LIMIT_EXCEEDED', solution: null });
    expect(await rowCounts(tight)).toEqual({ puzzles: 0, records: 1 });
  });

  it('hint answers LIMIT_EXCEEDED when the search cannot finish', async () => {
    const r = await tight.gql(`query($b: BoardInput!) { hint(board: $b) { row } }`, { b: { cells: EMPTY_16X16 } });
    expect(codes(r)).toEqual(['LIMIT_EXCEEDED']);
  });
});
