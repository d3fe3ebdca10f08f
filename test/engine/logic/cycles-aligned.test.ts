// Aligned pair and triplet exclusion, X-, Y- and bidirectional cycles: golden positions from real
// puzzles (9×9, 12×12 with 3×4 boxes, 8×8 with 2×4 boxes), checked against each board's solution,
// and constructed candidate grids (9×9, 6×6 with 2×3 boxes, 12×12) whose expected eliminations are
// derived by hand and confirmed by a brute-force search over the candidates.
import { describe, expect, it } from 'vitest';
import { gridOf, LADDER } from '../../../src/engine/logic/index.js';
import { contextOf, firstStep } from '../../../src/engine/logic/solver.js';
import { alignedPairExclusion, alignedTripletExclusion } from '../../../src/engine/logic/techniques/aligned-exclusion.js';
import { bidirectionalCycle, xCycle, xOrYCycle, yCycle } from '../../../src/engine/logic/techniques/cycles.js';
import { solve } from '../../../src/engine/solve.js';
import type { CandidateGrid, Step } from '../../../src/engine/logic/types.js';
import { CYCLE_GOLDEN, type CycleGoldenCase } from './cycles-aligned-boards.js';
import { boardOf, cellValuesText, notesOf, sortedText } from './golden-helpers.js';
import { cellOf, colCells, ctxOf, elimNames, fullGrid, only, rowCells, S12, S6, S9, set } from './techniques-fixture.js';

function check(c: CycleGoldenCase): Step {
  const board = boardOf(c.values);
  expect(board.shape.size).toBe(c.size);
  expect(board.shape.boxRows).toBe(c.boxRows);
  const grid = gridOf(board);
  for (const note of notesOf(board, c.cands)) {
    const i = note.row * c.size + note.col;
    grid.cands[i] &= note.values.reduce((m, v) => m | (1 << (v - 1)), 0);
  }
  // Uniqueness techniques off: these steps hold on any candidate grid.
  const step = firstStep(contextOf(grid, { unique: false }), LADDER);
  expect(step?.technique).toBe(c.technique);
  expect(cellValuesText(step!.eliminations)).toBe(sortedText(c.eliminations));
  expect(step!.placements).toEqual([]);
  if (c.rating !== undefined) expect(step!.rating).toBe(c.rating);
  const solution = solve(board).solution!;
  for (const e of step!.eliminations) expect(solution[e.row * c.size + e.col]).not.toBe(e.value);
  return step!;
}

describe('golden positions', () => {
  for (const c of CYCLE_GOLDEN) it(c.name, () => check(c));
  it('cover every technique on 9×9 and the cycles on two rectangular shapes', () => {
    const on9 = new Set(CYCLE_GOLDEN.filter((c) => c.size === 9).map((c) => c.technique));
    expect(on9.size).toBe(5);
    const rect = new Set(CYCLE_GOLDEN.filter((c) => c.size !== 9).map((c) => c.technique));
    expect([...rect].sort()).toEqual(['BIDIRECTIONAL_CYCLE', 'X_CYCLE', 'Y_CYCLE']);
  });
  it('a cycle step lists its loop both ways round as links, and reads as a sentence', () => {
    const step = check(CYCLE_GOLDEN.find((c) => c.technique === 'X_CYCLE' && c.size === 9)!);
    expect(step.links?.filter((l) => l.branch === 0).length).toBe(6);
    expect(step.links?.filter((l) => l.branch === 1).length).toBe(6);
    expect(step.explanation).toBe(
      'The X-cycle r1c7=9 → r3c8≠9 → r6c8=9 → r6c6≠9 → r4c5=9 → r4c7≠9 → r1c7=9 closes, and read backwards ' +
        'r1c7≠9 → r4c7=9 → r4c5≠9 → r6c6=9 → r6c8≠9 → r3c8=9 → r1c7≠9 closes too; so either r1c7 is 9, r6c8 is 9 ' +
        'and r4c5 is 9, or r3c8 is 9, r6c6 is 9 and r4c7 is 9. Each cell that sees one of each loses that digit: 9 leaves r3c5.',
    );
  });
  it('an aligned pair step names its base cells, excluders and every broken combination', () => {
    const step = check(CYCLE_GOLDEN.find((c) => c.technique === 'ALIGNED_PAIR_EXCLUSION')!);
    expect(step.explanation).toBe(
      'The aligned pair r6c5 and r6c6 sees r4c5, r6c1 and r6c2: if r6c5 were 3, r6c6 could not be 3 (row 6 would hold two 3s), ' +
        'nor 6 (r6c2, which holds only 3 and 6, would be left empty), nor 7 (r6c1, which holds only 3 and 7, would be left empty), ' +
        'nor 9 (r4c5, which holds only 3 and 9, would be left empty); so 3 leaves r6c5.',
    );
    expect(step.units).toEqual([{ kind: 'ROW', index: 5 }]);
  });
});

/**
 * Brute force over a candidate grid: can it be completed (one value per cell, from its candidates,
 * no repeats in a unit) with `cell` holding `value`? Singles propagate; the rest branches.
 */
function completes(grid: CandidateGrid, cell = -1, value = 0): boolean {
  const { geo } = grid;
  const n = geo.size;
  const cands = Int32Array.from(grid.cands, (m, i) => (grid.values[i] !== 0 ? 1 << (grid.values[i] - 1) : m));
  if (cell >= 0) cands[cell] &= 1 << (value - 1);
  const search = (c: Int32Array): boolean => {
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < geo.cellCount; i++) {
        if (c[i] === 0) return false;
        if ((c[i] & (c[i] - 1)) !== 0) continue;
        for (let k = geo.peerStart[i]; k < geo.peerStart[i + 1]; k++) {
          const p = geo.peers[k];
          if (c[p] & c[i]) {
            c[p] &= ~c[i];
            changed = true;
            if (c[p] === 0) return false;
          }
        }
      }
      for (let u = 0; u < geo.unitCount; u++) {
        for (let d = 0; d < n; d++) {
          let where = -1;
          let count = 0;
          for (let k = 0; k < n; k++) {
            if (c[geo.units[u * n + k]] & (1 << d)) {
              where = geo.units[u * n + k];
              count++;
            }
          }
          if (count === 0) return false;
          if (count === 1 && c[where] !== 1 << d) {
            c[where] = 1 << d;
            changed = true;
          }
        }
      }
    }
    let best = -1;
    for (let i = 0; i < geo.cellCount; i++) if ((c[i] & (c[i] - 1)) !== 0 && (best < 0 || popcount(c[i]) < popcount(c[best]))) best = i;
    if (best < 0) return true;
    for (let m = c[best]; m !== 0; m &= m - 1) {
      const next = c.slice();
      next[best] = m & -m;
      if (search(next)) return true;
    }
    return false;
  };
  return search(cands);
}

function popcount(m: number): number {
  let k = 0;
  for (; m !== 0; m &= m - 1) k++;
  return k;
}

/** The step's eliminations are exactly `expected`, the grid can be completed, and no completion keeps an eliminated value. */
function expectProven(grid: CandidateGrid, step: Step | null, expected: readonly string[]): void {
  expect([...elimNames(step)].sort()).toEqual([...expected].sort());
  expect(completes(grid)).toBe(true);
  for (const e of step!.eliminations)
    expect(completes(grid, e.row * grid.geo.size + e.col, e.value), `${e.row},${e.col}=${e.value}`).toBe(false);
}

describe('constructed X-cycle', () => {
  it('9×9: 1 only at r1c1 and r1c4 in row 1, r2c5 and r7c5 in column 5, r3c2 and r7c2 in column 2', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c4']);
    only(g, 1, colCells(g, 5), ['r2c5', 'r7c5']);
    only(g, 1, colCells(g, 2), ['r3c2', 'r7c2']);
    const step = xCycle(ctxOf(g));
    expect(step?.technique).toBe('X_CYCLE');
    expect(step?.rating).toBe(6.5);
    // Even and odd candidates of the loop r1c1, r1c4, r2c5, r7c5, r7c2, r3c2: the cells of boxes 1
    // and 2 off row 1 and columns 2 and 5 (which have no other 1), and the rest of row 7, see one of each.
    const expected = ['r2c1', 'r2c3', 'r3c1', 'r3c3', 'r2c4', 'r2c6', 'r3c4', 'r3c6'];
    for (const c of [1, 3, 4, 6, 7, 8, 9]) expected.push(`r7c${c}`);
    expectProven(
      g,
      step,
      expected.map((x) => `${x}:1`),
    );
    expect(step?.cells.length).toBe(6);
  });

  it('12×12 (3×4 boxes): the same loop on digit 12 (C)', () => {
    const g = fullGrid(S12);
    only(g, 12, rowCells(g, 1), ['r1c1', 'r1c5']);
    only(g, 12, colCells(g, 6), ['r2c6', 'r8c6']);
    only(g, 12, colCells(g, 2), ['r3c2', 'r8c2']);
    const step = xCycle(ctxOf(g));
    // Boxes 1 (columns 1–4) and 2 (columns 5–8) off row 1 and columns 2 and 6; the rest of row 8.
    const expected: string[] = [];
    for (const r of [2, 3]) for (const c of [1, 3, 4]) expected.push(`r${r}c${c}`);
    for (const r of [2, 3]) for (const c of [5, 7, 8]) expected.push(`r${r}c${c}`);
    for (let c = 1; c <= 12; c++) if (c !== 2 && c !== 6) expected.push(`r8c${c}`);
    expectProven(
      g,
      step,
      expected.map((x) => `${x}:12`),
    );
  });
});

describe('constructed Y-cycle', () => {
  it('9×9: bivalue r1c1 {1,2}, r1c5 {2,3}, r4c5 {3,4}, r4c1 {4,1} close a loop', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r1c5', '23');
    set(g, 'r4c5', '34');
    set(g, 'r4c1', '14');
    const step = yCycle(ctxOf(g));
    expect(step?.technique).toBe('Y_CYCLE');
    expect(step?.rating).toBe(6.6);
    const expected: string[] = [];
    for (let c = 1; c <= 9; c++) if (c !== 1 && c !== 5) expected.push(`r1c${c}:2`, `r4c${c}:4`);
    for (let r = 1; r <= 9; r++) if (r !== 1 && r !== 4) expected.push(`r${r}c5:3`, `r${r}c1:1`);
    expectProven(g, step, expected);
  });

  it('6×6 (2×3 boxes): three bivalue cells of box 1, r1c1 {1,2}, r1c2 {2,3}, r2c3 {3,1}', () => {
    const g = fullGrid(S6);
    set(g, 'r1c1', '12');
    set(g, 'r1c2', '23');
    set(g, 'r2c3', '13');
    const step = yCycle(ctxOf(g));
    expect(step?.rating).toBe(6.5);
    // The rest of box 1 loses 1, 2 and 3; the rest of row 1 also sees both 2s.
    const expected: string[] = [];
    for (const c of ['r1c3', 'r2c1', 'r2c2']) for (const v of [1, 2, 3]) expected.push(`${c}:${v}`);
    for (const c of ['r1c4', 'r1c5', 'r1c6']) expected.push(`${c}:2`);
    expectProven(g, step, expected);
  });
});

describe("SE's order among cycles: the lower rating, then the shorter loop, X before Y", () => {
  it('9×9: a 4-link X-cycle on 2 (boxes 7 and 8) comes before the 6-link one on 1 that starts at r1c1', () => {
    const g = fullGrid(S9);
    // The 6-link loop of the constructed X-cycle above: its lowest node (r1c1, 1) is the grid's first.
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c4']);
    only(g, 1, colCells(g, 5), ['r2c5', 'r7c5']);
    only(g, 1, colCells(g, 2), ['r3c2', 'r7c2']);
    // 2 fits box 7 only in r8c1 and r9c2, box 8 only in r8c4 and r9c5: a loop of 4 links (rows 8 and 9 weak).
    const box = (r0: number, c0: number): number[] => [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => (r0 + r) * 9 + c0 + c));
    only(g, 2, box(6, 0), ['r8c1', 'r9c2']);
    only(g, 2, box(6, 3), ['r8c4', 'r9c5']);
    for (const find of [xCycle, xOrYCycle]) {
      const step = find(ctxOf(g));
      expect(step?.technique).toBe('X_CYCLE');
      expect(step?.rating).toBe(6.5);
      // Both loops rate 6.5; SE sorts equal ratings by complexity, so the 4-link loop is its step:
      // rows 8 and 9 outside boxes 7 and 8 see one true 2 each way round.
      expectProven(
        g,
        step,
        ['r8c7', 'r8c8', 'r8c9', 'r9c7', 'r9c8', 'r9c9'].map((c) => `${c}:2`),
      );
      expect(step?.cells.length).toBe(4);
    }
  });

  it('9×9: a Y-cycle of 6 candidates (6.5) comes before an X-cycle of 8 links (6.6)', () => {
    const g = fullGrid(S9);
    // 1: r1c1=r1c4 (row 1) - r2c5 (box 2) = r6c5 (column 5) - r6c8 (row 6) = r9c8 (column 8)
    // - r9c2 (row 9) = r3c2 (column 2) - r1c1 (box 1): four strong links, a loop of 8.
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c4']);
    only(g, 1, colCells(g, 5), ['r2c5', 'r6c5']);
    only(g, 1, colCells(g, 8), ['r6c8', 'r9c8']);
    only(g, 1, colCells(g, 2), ['r9c2', 'r3c2']);
    // Three bivalue cells of box 5 without 1: r4c4 {3,4}, r4c6 {4,5}, r5c5 {3,5}.
    set(g, 'r4c4', '34');
    set(g, 'r4c6', '45');
    set(g, 'r5c5', '35');
    const x = xCycle(ctxOf(g));
    expect([x?.technique, x?.rating, x?.cells.length]).toEqual(['X_CYCLE', 6.6, 8]);
    const step = xOrYCycle(ctxOf(g));
    expect(step?.technique).toBe('Y_CYCLE');
    expect(step?.rating).toBe(6.5);
    // 3 and 5 leave the rest of box 5, 4 the rest of box 5 and of row 4 (each sees both of its digit's nodes).
    const expected: string[] = [];
    for (const c of ['r5c4', 'r5c6', 'r6c4', 'r6c5', 'r6c6', 'r4c5']) expected.push(`${c}:3`, `${c}:5`, `${c}:4`);
    for (const c of [1, 2, 3, 7, 8, 9]) expected.push(`r4c${c}:4`);
    expectProven(g, step, expected);
  });
});

describe('constructed bidirectional cycle', () => {
  it('9×9: 1 only at r1c1 and r1c5 in row 1, 2 only at r1c5 and r4c5 in column 5, bivalue r4c1 {1,2}', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c5']);
    only(g, 2, colCells(g, 5), ['r1c5', 'r4c5']);
    set(g, 'r4c1', '12');
    expect(xCycle(ctxOf(g))).toBeNull();
    expect(yCycle(ctxOf(g))).toBeNull();
    const step = bidirectionalCycle(ctxOf(g));
    expect(step?.technique).toBe('BIDIRECTIONAL_CYCLE');
    expect(step?.rating).toBe(7.0);
    const expected: string[] = [];
    for (let r = 2; r <= 9; r++) if (r !== 4) expected.push(`r${r}c1:1`);
    for (let c = 2; c <= 9; c++) if (c !== 5) expected.push(`r4c${c}:2`);
    expectProven(g, step, expected);
    expect(step?.units).toHaveLength(4);
    expect(step?.units).toEqual(
      expect.arrayContaining([
        { kind: 'ROW', index: 0 },
        { kind: 'COLUMN', index: 4 },
        { kind: 'ROW', index: 3 },
        { kind: 'COLUMN', index: 0 },
      ]),
    );
    expect(step?.links).toHaveLength(12);
  });
});

describe('constructed aligned pair exclusion', () => {
  it.each([
    ['9×9', S9, 'r1c1', 'r5c5', 'r1c5', 'r5c1'],
    ['6×6 (2×3 boxes)', S6, 'r1c1', 'r4c4', 'r1c4', 'r4c1'],
  ])('%s: base cells sharing no unit, excluders {1,3} and {2,3} at their crossings', (_name, shape, a, b, x1, x2) => {
    const g = fullGrid(shape);
    set(g, a, '123');
    set(g, b, '12');
    set(g, x1, '13');
    set(g, x2, '23');
    const step = alignedPairExclusion(ctxOf(g));
    expect(step?.technique).toBe('ALIGNED_PAIR_EXCLUSION');
    // a = 3 leaves b neither 1 ({1,3} would be empty) nor 2 ({2,3} would be empty).
    expectProven(g, step, [`${a}:3`]);
    expect([...step!.cells].sort((p, q) => p - q)).toEqual([a, b, x1, x2].map((x) => cellOf(g, x)).sort((p, q) => p - q));
  });
});

describe('constructed aligned triplet exclusion', () => {
  it('6×6 (2×3 boxes): base r1c1, r2c1 {1,2} and r5c3 {3,4}, excluders r2c3 {1,2,3} and r5c1 {2,4}', () => {
    const g = fullGrid(S6);
    set(g, 'r1c3', '156');
    set(g, 'r2c3', '123');
    set(g, 'r5c1', '24');
    set(g, 'r2c1', '12');
    set(g, 'r5c3', '34');
    expect(alignedPairExclusion(ctxOf(g))).toBeNull();
    const step = alignedTripletExclusion(ctxOf(g));
    expect(step?.technique).toBe('ALIGNED_TRIPLET_EXCLUSION');
    // r1c1 = 1 leaves r2c1 only 2 (column 1), and 2 with r5c3's 3 or 4 empties r2c3 or r5c1;
    // r1c1 = 2 leaves r2c1 only 1, and 1 with 3 or 4 empties the same excluders.
    expectProven(g, step, ['r1c1:1', 'r1c1:2']);
    expect(step?.explanation).toBe(
      'The aligned triplet r1c1, r2c1 and r5c3 sees r2c3 and r5c1: if r1c1 were 1, r2c1 and r5c3 could not be 1 and 3 ' +
        '(column 1 would hold two 1s), nor 1 and 4 (column 1 would hold two 1s), nor 2 and 3 (r2c3, which holds only 1, 2 and 3, ' +
        'would be left empty), nor 2 and 4 (r5c1, which holds only 2 and 4, would be left empty); if r1c1 were 2, r2c1 and r5c3 ' +
        'could not be 1 and 3 (r2c3, which holds only 1, 2 and 3, would be left empty), nor 1 and 4 (r5c1, which holds only 2 and 4, ' +
        'would be left empty), nor 2 and 3 (column 1 would hold two 2s), nor 2 and 4 (column 1 would hold two 2s); so 1 and 2 leave r1c1.',
    );
  });
});
