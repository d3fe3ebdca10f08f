// The lexicographically first solution (row-major, smaller value first) on boards with many
// solutions, checked against a row-major ascending backtracker written here.
import { describe, expect, it } from 'vitest';
import { formatCells, parseBoardText } from '../../src/engine/codec.js';
import { solve, type Shape } from '../../src/engine/index.js';
import { isValidSolution, oracleSolve, readLines, toText, toValues } from '../../support/oracle.js';

const EMPTY_SHAPES: Shape[] = [
  { size: 4, boxRows: 2, boxCols: 2 },
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 8, boxRows: 2, boxCols: 4 },
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 10, boxRows: 2, boxCols: 5 },
  { size: 12, boxRows: 3, boxCols: 4 },
  { size: 12, boxRows: 4, boxCols: 3 },
  { size: 15, boxRows: 3, boxCols: 5 },
  { size: 16, boxRows: 4, boxCols: 4 },
];

describe.each(EMPTY_SHAPES.map((s) => [`${s.size}×${s.size} (${s.boxRows}×${s.boxCols})`, s] as const))('empty %s board', (_, shape) => {
  it('is SOLVED, not unique, with the lexicographically first grid', () => {
    const n = shape.size;
    const r = solve({ shape, cells: new Uint8Array(n * n) }, { limit: 2 });
    expect(r.status).toBe('SOLVED');
    expect(r.unique).toBe(false);
    expect(r.solutionCount).toBe(2);
    expect(isValidSolution(r.solution!, n, shape)).toBe(true);
    const oracle = oracleSolve(new Array(n * n).fill(0), n, shape, { limit: 1, order: 'rowMajor', maxNodes: 1_000_000 });
    expect(oracle.gaveUp).toBe(false);
    expect(formatCells(r.solution!)).toBe(toText(oracle.first!));
  });
});

it('the empty 9×9 gives the known first grid', () => {
  const shape = { size: 9, boxRows: 3, boxCols: 3 };
  const r = solve({ shape, cells: new Uint8Array(81) });
  expect(formatCells(r.solution!)).toBe('123456789456789123789123456214365897365897214897214365531642978642978531978531642');
});

it('the empty 16×16 starts with the ascending first row and is valid', () => {
  const shape = { size: 16, boxRows: 4, boxCols: 4 };
  const r = solve({ shape, cells: new Uint8Array(256) });
  expect(formatCells(r.solution!).slice(0, 32)).toBe('123456789ABCDEFG56781234DEFG9ABC');
});

// Beyond 16×16 the plain backtracker stalls; with its Hall check at every node it does not (the
// same check the engine adds to its row-major search on hard boards, written again in oracle.ts).
describe.each(
  [
    { size: 25, boxRows: 5, boxCols: 5 },
    { size: 25, boxRows: 1, boxCols: 25 },
    { size: 24, boxRows: 4, boxCols: 6 },
    { size: 22, boxRows: 2, boxCols: 11 },
    { size: 21, boxRows: 3, boxCols: 7 },
  ].map((s) => [`${s.size}×${s.size} (${s.boxRows}×${s.boxCols})`, s] as const),
)('the empty %s board', (_name, shape) => {
  it('is SOLVED, not unique, with the lexicographically first grid, within the default budget', () => {
    const n = shape.size;
    const r = solve({ shape, cells: new Uint8Array(n * n) });
    expect(r.status).toBe('SOLVED');
    expect(r.unique).toBe(false);
    expect(isValidSolution(r.solution!, n, shape)).toBe(true);
    const oracle = oracleSolve(new Array(n * n).fill(0), n, shape, { limit: 1, order: 'rowMajor', maxNodes: 100_000, hall: true });
    expect(oracle.gaveUp).toBe(false);
    expect(formatCells(r.solution!)).toBe(toText(oracle.first!));
  });
});

describe('multi-solution puzzles (serg_benchmark, first 50)', () => {
  const puzzles = readLines('9x9/serg_benchmark_10k.txt', 50);
  const box = { boxRows: 3, boxCols: 3 };

  it('has 50 puzzles', () => expect(puzzles).toHaveLength(50));

  it('each is SOLVED, not unique, count 2 at limit 2, with the lexicographically first solution', () => {
    let compared = 0;
    for (const p of puzzles) {
      const parsed = parseBoardText(p);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const r = solve(parsed.value, { limit: 2 });
      expect(r.status, p).toBe('SOLVED');
      expect(r.unique, p).toBe(false);
      expect(r.solutionCount, p).toBe(2);
      const givens = toValues(p);
      expect(isValidSolution(r.solution!, 9, box, givens), p).toBe(true);
      const oracle = oracleSolve(givens, 9, box, { limit: 2, order: 'rowMajor', maxNodes: 300_000 });
      if (oracle.gaveUp) continue;
      compared++;
      expect(oracle.count, p).toBe(2);
      expect(formatCells(r.solution!), p).toBe(toText(oracle.first!));
    }
    // The oracle finishes on these boards; a drop would mean the comparison silently stopped.
    expect(compared).toBe(50);
  });
});

it('a board with exactly two solutions that differ late returns the smaller one', () => {
  // A deadly rectangle in rows 3-4, columns 2 and 4: (1,3 / 3,1) or (3,1 / 1,3).
  const shape = { size: 4, boxRows: 2, boxCols: 2 };
  const text = '1234' + '3412' + '2.4.' + '4.2.';
  const oracle = oracleSolve(toValues(text), 4, shape, { limit: 10 });
  expect(oracle.count).toBe(2);
  const parsed = parseBoardText(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = solve(parsed.value, { limit: 10 });
  expect(r.solutionCount).toBe(2);
  expect(r.unique).toBe(false);
  expect(formatCells(r.solution!)).toBe('1234341221434321');
  expect(toText(oracle.first!)).toBe('1234341221434321');
});
