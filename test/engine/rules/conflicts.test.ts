// Clashes with rules (findRuleConflicts, findConflicts, solve's CONFLICT), candidates and hints on
// boards with rules, and the lexicographically first answer's cell-by-cell method.
import { describe, expect, it } from 'vitest';
import { candidates, findConflicts, hint, solve, type Board, type Rule } from '../../../src/engine/index.js';
import { findRuleConflicts } from '../../../src/engine/rules/conflicts.js';
import { compileRules } from '../../../src/engine/rules/check.js';
import { lexicographicFirst, variantSearchFor } from '../../../src/engine/variants/solve.js';
import { boardFor } from './boards.js';
import { referenceSolve } from './reference.js';

const SHAPE9 = { size: 9, boxRows: 3, boxCols: 3 };
const board9 = (filled: Record<number, number>, rules: Rule[]): Board => {
  const cells = new Uint8Array(81);
  for (const [c, v] of Object.entries(filled)) cells[Number(c)] = v;
  return { shape: SHAPE9, cells, rules };
};

function clashes(board: Board) {
  const r = findRuleConflicts(board);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((c) => ({ source: c.source, cells: c.cells }));
}

describe('clashes with rules', () => {
  it('a cage with a repeated value, and one whose values overshoot its sum', () => {
    const rules: Rule[] = [
      { kind: 'KILLER_CAGE', cells: [0, 1, 2], sum: 10 },
      { kind: 'KILLER_CAGE', cells: [30, 31], sum: 5 },
    ];
    expect(clashes(board9({ 0: 4, 2: 4, 30: 3, 31: 3 }, rules))).toEqual([
      { source: { kind: 'ROW', index: 0 }, cells: [0, 2] },
      { source: { kind: 'ROW', index: 3 }, cells: [30, 31] },
      { source: { kind: 'BOX', index: 0 }, cells: [0, 2] },
      { source: { kind: 'BOX', index: 4 }, cells: [30, 31] },
      { source: { kind: 'KILLER_CAGE', rule: 0 }, cells: [0, 2] },
      { source: { kind: 'KILLER_CAGE', rule: 1 }, cells: [30, 31] },
    ]);
    // A wrong sum without a repeat: 6 in a cage of two adding up to 5.
    expect(clashes(board9({ 30: 6 }, rules))).toEqual([{ source: { kind: 'KILLER_CAGE', rule: 1 }, cells: [30] }]);
    expect(clashes(board9({ 30: 4, 31: 1 }, rules))).toEqual([]);
  });

  it("a knight's move pair, a broken thermometer, a wrong parity, a black dot no partner can meet", () => {
    const rules: Rule[] = [
      { kind: 'ANTI_KNIGHT' },
      { kind: 'THERMOMETER', cells: [60, 61, 62] },
      { kind: 'PARITY', cell: 80, parity: 'EVEN' },
      { kind: 'KROPKI', cells: [44, 53], color: 'BLACK' },
    ];
    // r1c3 and r2c5 share no row, column or box; 7 · 6 on a thermometer leaves its middle nothing.
    const found = findRuleConflicts(board9({ 2: 5, 13: 5, 60: 7, 62: 6, 80: 3, 44: 7 }, rules));
    expect(found.ok && found.value).toEqual([
      { source: { kind: 'PARITY', rule: 2 }, cells: [80], message: 'rule 3 (PARITY) is not held: row 9, column 9' },
      {
        source: { kind: 'ANTI_KNIGHT', rule: 0 },
        cells: [2, 13],
        message: 'rule 1 (ANTI_KNIGHT) holds 5 twice: row 1, column 3; row 2, column 5',
      },
      {
        source: { kind: 'THERMOMETER', rule: 1 },
        cells: [60, 62],
        message: 'rule 2 (THERMOMETER) is broken: row 7, column 7; row 7, column 9',
      },
      { source: { kind: 'KROPKI', rule: 3 }, cells: [44], message: 'rule 4 (KROPKI) is broken: row 5, column 9' },
    ]);
  });

  it('a jigsaw region with a repeated value; its boxes are no houses', () => {
    // The Interactive Sudoku Solver's 'Jigsaw' example layout.
    const regions = [...'000000021453303021453333221453322221455566121445666111445566667488887777888887777'].map(Number);
    const rules: Rule[] = [{ kind: 'JIGSAW', regions }];
    // r1c1 and r2c2 share a box but not a region, row or column: no clash.
    expect(clashes(board9({ 0: 1, 10: 1 }, rules))).toEqual([]);
    // r1c1 and r2c5 share only region 0.
    expect(findConflicts(board9({ 0: 2, 13: 2 }, rules))).toEqual([
      { row: 0, col: 0, value: 2, units: [], rules: [0] },
      { row: 1, col: 4, value: 2, units: [], rules: [0] },
    ]);
  });

  it('solve() answers CONFLICT with every clashing cell and the rules it breaks', () => {
    const out = solve(board9({ 2: 5, 13: 5 }, [{ kind: 'ANTI_KNIGHT' }]));
    expect(out.status).toBe('CONFLICT');
    expect(out.conflicts).toEqual([
      { row: 0, col: 2, value: 5, units: [], rules: [0] },
      { row: 1, col: 4, value: 5, units: [], rules: [0] },
    ]);
  });
});

describe('candidates and hints on boards with rules', () => {
  it('a candidate breaks no rule given the filled cells', () => {
    const rules: Rule[] = [
      { kind: 'KILLER_CAGE', cells: [0, 1], sum: 5 },
      { kind: 'ANTI_KNIGHT' },
      { kind: 'KROPKI', cells: [40, 41], color: 'WHITE' },
    ];
    const cand = candidates(board9({ 0: 1, 41: 5 }, rules));
    const at = (cell: number) => cand.find((c) => c.row * 9 + c.col === cell)!.values;
    expect(at(1)).toEqual([4]); // 1 + 4 = 5 in the cage
    expect(at(40)).toEqual([4, 6]); // white dot next to a 5
    expect(at(11)).not.toContain(1); // a knight's move from r1c1 = 1
    expect(at(50)).not.toContain(5); // a knight's move from r5c6 = 5
  });

  it('a naked single names the rules', () => {
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 3 }];
    const out = hint(board9({ 1: 2 }, rules));
    expect(out.status).toBe('HINT');
    if (out.status !== 'HINT') return;
    expect(out.hint).toMatchObject({ row: 0, col: 0, value: 1, kind: 'NAKED_SINGLE' });
    expect(out.hint.reason).toMatch(/ruled out by its houses or the rules/);
  });
});

describe('the lexicographically first answer, cell by cell', () => {
  it('agrees with the reference checker when the row-major search is given no nodes', () => {
    let checked = 0;
    for (let seed = 1; checked < 80; seed++) {
      const board = boardFor(seed % 2 ? 'JIGSAW' : 'MIXED', seed);
      if (board === null) continue;
      const ref = referenceSolve(board, 2);
      if (ref.gaveUp || ref.count < 2) continue;
      const shape = { size: board.size, boxRows: board.boxRows, boxCols: board.boxCols };
      const compiled = compileRules(shape, board.rules);
      if (!compiled.ok) throw new Error(compiled.error.message);
      const search = variantSearchFor(compiled.value);
      search.begin({ maxNodes: 1e9, deadline: performance.now() + 60_000 });
      expect(search.load(Uint8Array.from(board.cells))).toBe(true);
      expect(search.countWithin(2, Infinity)).toBe(2);
      // The count's first solution is any one; the method must reach the reference's first.
      const first = lexicographicFirst(search, search.solution.slice(), 1);
      expect(Array.from(first!)).toEqual(ref.first);
      checked++;
    }
  });
});
