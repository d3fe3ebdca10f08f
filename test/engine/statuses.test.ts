// All four solve statuses, with exact conflict lists and bounded work on boards built to defeat the search.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_NODES, solve, type Board, type Shape } from '../../src/engine/index.js';
import { formatCells, parseBoardText } from '../../src/engine/codec.js';
import { isValidSolution, oracleSolve, readLines, toValues } from '../../support/oracle.js';

const SHAPE9: Shape = { size: 9, boxRows: 3, boxCols: 3 };
const SHAPE16: Shape = { size: 16, boxRows: 4, boxCols: 4 };

function board(text: string, box?: { boxRows: number; boxCols: number }): Board {
  const parsed = parseBoardText(text, box);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A 9×9 from sparse (row, col, value) givens, 0-based. */
function sparse(n: number, givens: [number, number, number][]): Uint8Array {
  const cells = new Uint8Array(n * n);
  for (const [r, c, v] of givens) cells[r * n + c] = v;
  return cells;
}

describe('SOLVED', () => {
  it('reports unique for a proper puzzle and not unique for an under-constrained one', () => {
    const proper = solve(board('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'));
    expect(proper.status).toBe('SOLVED');
    expect(proper.unique).toBe(true);
    const looseText = '.........6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    expect(oracleSolve(toValues(looseText), 9, SHAPE9, { limit: 2, order: 'mrv' }).count).toBe(2);
    const loose = solve(board(looseText));
    expect(loose.status).toBe('SOLVED');
    expect(loose.unique).toBe(false);
    expect(loose.solutionCount).toBe(2);
  });

  it('a full valid grid is SOLVED, unique, and returned unchanged', () => {
    const grid = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const r = solve(board(grid));
    expect(r.status).toBe('SOLVED');
    expect(r.unique).toBe(true);
    expect(formatCells(r.solution!)).toBe(grid);
  });
});

describe('NO_SOLUTION', () => {
  it('a 9×9 whose empty cell has no candidate, without any visible clash', () => {
    // Row 1 holds 1..8; column 9 already has its 9 lower down, so cell (1,9) has no value left.
    const cells = sparse(9, [
      [0, 0, 1],
      [0, 1, 2],
      [0, 2, 3],
      [0, 3, 4],
      [0, 4, 5],
      [0, 5, 6],
      [0, 6, 7],
      [0, 7, 8],
      [4, 8, 9],
    ]);
    const r = solve({ shape: SHAPE9, cells });
    expect(r.conflicts).toEqual([]);
    expect(r.status).toBe('NO_SOLUTION');
    expect(r.solutionCount).toBe(0);
    expect(r.solution).toBeUndefined();
    expect(r.unique).toBeUndefined();
    expect(oracleSolve(Array.from(cells), 9, SHAPE9).count).toBe(0);
  });

  it('a 9×9 where every cell has a candidate but a value has no place in a row', () => {
    // Row 1: 9 can go nowhere (columns 1-3 and 4-6 are blocked by the 9s of boxes 1 and 2,
    // columns 7-9 are filled), yet every empty cell still has candidates.
    const cells = sparse(9, [
      [1, 0, 9],
      [2, 3, 9],
      [0, 6, 1],
      [0, 7, 2],
      [0, 8, 3],
    ]);
    const oracle = oracleSolve(Array.from(cells), 9, SHAPE9, { order: 'mrv' });
    expect(oracle.gaveUp).toBe(false);
    expect(oracle.count).toBe(0);
    const r = solve({ shape: SHAPE9, cells });
    expect(r.conflicts).toEqual([]);
    expect(r.status).toBe('NO_SOLUTION');
  });

  it('a 16×16 pigeonhole: in box 1 the values 1, 2, 3 fit only two cells; comes back within a small budget', () => {
    // Box 1 (rows 1-4, columns 1-4) holds 7..G in ten cells; its six empty cells need 1..6, but
    // columns 3 and 4 already hold 1, 2, 3 further down, so 1, 2, 3 can only go in (1,1) and (1,2).
    const givens: [number, number, number][] = [];
    const filled = [
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 0],
      [3, 1],
      [3, 2],
      [3, 3],
    ];
    filled.forEach(([r, c], k) => givens.push([r, c, 7 + k]));
    [1, 2, 3].forEach((v, k) => givens.push([4 + k, 2, v], [8 + k, 3, v]));
    const cells = sparse(16, givens);
    const b: Board = { shape: SHAPE16, cells };
    const r = solve(b, { maxNodes: 20_000, deadlineMs: 5_000 });
    expect(r.conflicts).toEqual([]);
    expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain(r.status);
    expect(r.solution).toBeUndefined();
    expect(r.stats.nodes).toBeLessThanOrEqual(20_001);
  });
});

describe('CONFLICT', () => {
  it('lists each clashing cell once, row-major, with its units in ROW, COLUMN, BOX order', () => {
    const cells = sparse(9, [
      [0, 0, 5],
      [0, 4, 5], // row clash; (0,0) also clashes in its box with (1,1)
      [1, 1, 5],
      [4, 1, 5], // (1,1) and (4,1) clash in column 2
      [6, 6, 3],
      [6, 7, 3], // row and box clash at once
      [8, 8, 7], // no clash
    ]);
    const r = solve({ shape: SHAPE9, cells });
    expect(r.status).toBe('CONFLICT');
    expect(r.solution).toBeUndefined();
    expect(r.solutionCount).toBe(0);
    expect(r.conflicts).toEqual([
      { row: 0, col: 0, value: 5, units: ['ROW', 'BOX'] },
      { row: 0, col: 4, value: 5, units: ['ROW'] },
      { row: 1, col: 1, value: 5, units: ['COLUMN', 'BOX'] },
      { row: 4, col: 1, value: 5, units: ['COLUMN'] },
      { row: 6, col: 6, value: 3, units: ['ROW', 'BOX'] },
      { row: 6, col: 7, value: 3, units: ['ROW', 'BOX'] },
    ]);
  });

  it('a cell clashing with two cells in one row is listed once', () => {
    const cells = sparse(4, [
      [0, 0, 2],
      [0, 2, 2],
      [0, 3, 2],
    ]);
    const r = solve({ shape: { size: 4, boxRows: 2, boxCols: 2 }, cells });
    expect(r.conflicts).toEqual([
      { row: 0, col: 0, value: 2, units: ['ROW'] },
      { row: 0, col: 2, value: 2, units: ['ROW', 'BOX'] },
      { row: 0, col: 3, value: 2, units: ['ROW', 'BOX'] },
    ]);
  });

  it('uses the box shape: a 4×3-box clash on a 12×12 is no clash with 3×4 boxes', () => {
    const cells = sparse(12, [
      [0, 0, 1],
      [3, 1, 1],
    ]); // same 4×3 box; different 3×4 boxes
    expect(solve({ shape: { size: 12, boxRows: 4, boxCols: 3 }, cells }).conflicts).toEqual([
      { row: 0, col: 0, value: 1, units: ['BOX'] },
      { row: 3, col: 1, value: 1, units: ['BOX'] },
    ]);
    expect(solve({ shape: { size: 12, boxRows: 3, boxCols: 4 }, cells }).status).toBe('SOLVED');
  });
});

describe('LIMIT_EXCEEDED', () => {
  it('a hard board with maxNodes 1', () => {
    const [hard] = readLines('9x9/forum_hardest_1106.txt', 1);
    const r = solve(board(hard), { maxNodes: 1 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.solution).toBeUndefined();
    expect(r.stats.nodes).toBeLessThanOrEqual(2);
    // With the default budget the same board solves.
    expect(DEFAULT_MAX_NODES).toBeGreaterThan(1000);
    const full = solve(board(hard));
    expect(full.status).toBe('SOLVED');
    expect(isValidSolution(full.solution!, 9, SHAPE9, toValues(hard))).toBe(true);
  });

  it('an empty 25×25 within a small node budget', () => {
    const r = solve({ shape: { size: 25, boxRows: 5, boxCols: 5 }, cells: new Uint8Array(625) }, { maxNodes: 200, deadlineMs: 2_000 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
  });
});
