// findConflicts, candidates and the two-tier hint, with exact expected values.
import { describe, expect, it } from 'vitest';
import { candidates, findConflicts, hint, solve, type Board } from '../../src/engine/index.js';
import { formatCells, parseBoardText } from '../../src/engine/codec.js';
import { oracleSolve, plainCandidates, readLines, toValues } from '../../support/oracle.js';

function board(text: string, box?: { boxRows: number; boxCols: number }): Board {
  const parsed = parseBoardText(text, box);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const SMALL = '1...' + '..2.' + '....' + '...4';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** The first row-major empty cell with the fewest plain candidates, found without engine code. */
function mostConstrained(text: string, n: number, box: { boxRows: number; boxCols: number }) {
  const cells = toValues(text);
  let best = -1;
  let bestCount = Infinity;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0) continue;
    const k = plainCandidates(cells, n, box, i).length;
    if (k < bestCount) [best, bestCount] = [i, k];
  }
  return { row: Math.floor(best / n), col: best % n, count: bestCount, index: best };
}

describe('candidates', () => {
  it('lists the exact free values of every empty cell, row-major', () => {
    expect(candidates(board(SMALL))).toEqual([
      { row: 0, col: 1, values: [2, 3, 4] },
      { row: 0, col: 2, values: [3, 4] },
      { row: 0, col: 3, values: [3] },
      { row: 1, col: 0, values: [3, 4] },
      { row: 1, col: 1, values: [3, 4] },
      { row: 1, col: 3, values: [1, 3] },
      { row: 2, col: 0, values: [2, 3, 4] },
      { row: 2, col: 1, values: [1, 2, 3, 4] },
      { row: 2, col: 2, values: [1, 3] },
      { row: 2, col: 3, values: [1, 2, 3] },
      { row: 3, col: 0, values: [2, 3] },
      { row: 3, col: 1, values: [1, 2, 3] },
      { row: 3, col: 2, values: [1, 3] },
    ]);
  });

  it('agrees with an independent computation on 9×9 and 16×16 puzzles, values above 9 included', () => {
    for (const [text, n, side] of [
      ['53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 9, 3],
      [readLines('16x16/algts_d1.0_100.txt', 1)[0], 16, 4],
    ] as const) {
      const box = { boxRows: side, boxCols: side };
      const cells = toValues(text);
      const expected = cells.flatMap((v, i) =>
        v === 0 ? [{ row: Math.floor(i / n), col: i % n, values: plainCandidates(cells, n, box, i) }] : [],
      );
      expect(candidates(board(text))).toEqual(expected);
    }
  });

  it('is empty on a full board', () => {
    expect(candidates(board(CLASSIC_SOLUTION))).toEqual([]);
  });
});

describe('findConflicts', () => {
  it('is empty for a clash-free partial board', () => {
    expect(findConflicts(board(SMALL))).toEqual([]);
  });

  it('lists clashing cells of a partial 6×6 (2×3 boxes) with their units', () => {
    // (0,0)=3 and (1,2)=3 share box 1; (1,2) and (1,5)=3 share row 2; (4,5)=3 shares column 6 with (1,5).
    const text = '3.....' + '..3..3' + '......' + '......' + '.....3' + '......';
    expect(findConflicts(board(text))).toEqual([
      { row: 0, col: 0, value: 3, units: ['BOX'] },
      { row: 1, col: 2, value: 3, units: ['ROW', 'BOX'] },
      { row: 1, col: 5, value: 3, units: ['ROW', 'COLUMN'] },
      { row: 4, col: 5, value: 3, units: ['COLUMN'] },
    ]);
  });

  it('finds a clash among letters on a 16×16', () => {
    const cells = '.'.repeat(256).split('');
    cells[17] = 'G';
    cells[17 + 16 * 9] = 'g';
    expect(findConflicts(board(cells.join('')))).toEqual([
      { row: 1, col: 1, value: 16, units: ['COLUMN'] },
      { row: 10, col: 1, value: 16, units: ['COLUMN'] },
    ]);
  });
});

describe('hint', () => {
  it('gives the naked single of a board that has one: the first in row-major order', () => {
    expect(oracleSolve(toValues(SMALL), 4, { boxRows: 2, boxCols: 2 }).count).toBeGreaterThan(0);
    const h = hint(board(SMALL));
    expect(h.status).toBe('HINT');
    if (h.status !== 'HINT') return;
    expect({ row: h.hint.row, col: h.hint.col, value: h.hint.value, kind: h.hint.kind }).toEqual({
      row: 0,
      col: 3,
      value: 3,
      kind: 'NAKED_SINGLE',
    });
    expect(h.hint.reason).toContain('Row 1, column 4');
  });

  it('gives the single empty cell of an otherwise solved 9×9 as a naked single', () => {
    const text = CLASSIC_SOLUTION.slice(0, 40) + '.' + CLASSIC_SOLUTION.slice(41);
    const h = hint(board(text));
    expect(h).toMatchObject({ status: 'HINT', hint: { row: 4, col: 4, value: 5, kind: 'NAKED_SINGLE' } });
  });

  it('without a naked single, gives the solution value of the most-constrained cell (first among ties)', () => {
    // Find 17-clue puzzles with no naked single, independently of the engine.
    const box = { boxRows: 3, boxCols: 3 };
    const chosen = readLines('9x9/17clue_20k.txt', 200)
      .filter((p) => mostConstrained(p, 9, box).count > 1)
      .slice(0, 5);
    expect(chosen.length).toBe(5);
    for (const p of chosen) {
      const target = mostConstrained(p, 9, box);
      const oracle = oracleSolve(toValues(p), 9, box, { limit: 2, order: 'mrv' });
      expect(oracle.count).toBe(1);
      const h = hint(board(p));
      expect(h, p).toMatchObject({
        status: 'HINT',
        hint: { row: target.row, col: target.col, value: oracle.first![target.index], kind: 'SOLUTION_CELL' },
      });
    }
  });

  it('on a board with many solutions, takes the value from the lexicographically first one', () => {
    const h = hint({ shape: { size: 4, boxRows: 2, boxCols: 2 }, cells: new Uint8Array(16) });
    expect(h).toMatchObject({ status: 'HINT', hint: { row: 0, col: 0, value: 1, kind: 'SOLUTION_CELL' } });
    // A 6×6 with one given at (1,6): its peers have 5 candidates, and (1,1) is the first of them.
    const six = '.....6' + '.'.repeat(30);
    expect(hint(board(six))).toMatchObject({ status: 'HINT', hint: { row: 0, col: 0, value: 1, kind: 'SOLUTION_CELL' } });
  });

  it('reports CONFLICT with the clashing cells', () => {
    const text = '11..' + '....' + '....' + '....';
    expect(hint(board(text))).toEqual({
      status: 'CONFLICT',
      conflicts: [
        { row: 0, col: 0, value: 1, units: ['ROW', 'BOX'] },
        { row: 0, col: 1, value: 1, units: ['ROW', 'BOX'] },
      ],
    });
  });

  it('reports CONFLICT on a full board with a clash', () => {
    const text = '1234' + '3412' + '2143' + '4312';
    expect(hint(board(text)).status).toBe('CONFLICT');
  });

  it('reports NO_SOLUTION when the board has none, even with a naked single on show', () => {
    // Row 1 holds 1..8 and column 9 holds a 9: cell (1,9) is empty with no candidate.
    const text = '12345678.' + '.'.repeat(27) + '........9' + '.'.repeat(36);
    expect(hint(board(text))).toEqual({ status: 'NO_SOLUTION' });
    // A 4×4 with a naked single on show (and no empty cell without candidates), yet no completion.
    const trap = '....' + '.41.' + '...3' + '1...';
    const cells = toValues(trap);
    const counts = cells.flatMap((v, i) => (v === 0 ? [plainCandidates(cells, 4, { boxRows: 2, boxCols: 2 }, i).length] : []));
    expect(counts).toContain(1);
    expect(counts).not.toContain(0);
    expect(oracleSolve(cells, 4, { boxRows: 2, boxCols: 2 }).count).toBe(0);
    expect(hint(board(trap))).toEqual({ status: 'NO_SOLUTION' });
  });

  it('reports LIMIT_EXCEEDED when the budget runs out before the solution is known', () => {
    const [hard] = readLines('9x9/forum_hardest_1106.txt', 1);
    expect(hint(board(hard), { maxNodes: 1 })).toEqual({ status: 'LIMIT_EXCEEDED' });
  });

  it('reports COMPLETE on a full solved board', () => {
    expect(hint(board(CLASSIC_SOLUTION))).toEqual({ status: 'COMPLETE' });
    expect(solve(board(CLASSIC_SOLUTION)).status).toBe('SOLVED');
    expect(formatCells(board(CLASSIC_SOLUTION).cells)).toBe(CLASSIC_SOLUTION);
  });
});
