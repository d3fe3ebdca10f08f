// Property tests on small boards: the engine agrees with an independent brute-force oracle on
// status, solution count, uniqueness and the exact lexicographically first solution.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCells } from '../../src/engine/codec.js';
import { solve, type Shape } from '../../src/engine/index.js';
import { isValidSolution, oracleSolve, plainCandidates, toText } from '../../support/oracle.js';

/** Givens placed one by one in random order, each kept only when it clashes with nothing placed. */
function clashFreeBoard(shape: Shape) {
  const n = shape.size;
  const move = fc.tuple(fc.nat(n * n - 1), fc.integer({ min: 1, max: n }));
  // Few moves give boards with many solutions, many moves mostly boards with none.
  const moves = fc.oneof(fc.array(move, { maxLength: n * n }), fc.array(move, { minLength: n, maxLength: 2 * n * n }));
  return moves.map((moves) => {
    const cells = new Array<number>(n * n).fill(0);
    for (const [i, v] of moves) {
      if (cells[i] === 0 && plainCandidates(cells, n, shape, i).includes(v)) cells[i] = v;
    }
    return cells;
  });
}

/** Any values anywhere: clashes allowed. */
function rawBoard(shape: Shape) {
  const n = shape.size;
  return fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: n })), { minLength: n * n, maxLength: n * n });
}

function hasClash(cells: number[], shape: Shape): boolean {
  const n = shape.size;
  for (let i = 0; i < n * n; i++) {
    if (cells[i] === 0) continue;
    const v = cells[i];
    cells[i] = 0;
    const ok = plainCandidates(cells, n, shape, i).includes(v);
    cells[i] = v;
    if (!ok) return true;
  }
  return false;
}

function agree(cells: number[], shape: Shape, limit: number): void {
  const n = shape.size;
  const r = solve({ shape, cells: Uint8Array.from(cells) }, { limit });
  if (hasClash(cells, shape)) {
    expect(r.status).toBe('CONFLICT');
    expect(r.conflicts.length).toBeGreaterThanOrEqual(2);
    expect(r.solution).toBeUndefined();
    return;
  }
  const oracle = oracleSolve(cells, n, shape, { limit, order: 'rowMajor' });
  expect(oracle.gaveUp).toBe(false);
  if (oracle.count === 0) {
    expect(r.status).toBe('NO_SOLUTION');
    expect(r.solutionCount).toBe(0);
    expect(r.solution).toBeUndefined();
    return;
  }
  expect(r.status).toBe('SOLVED');
  expect(r.solutionCount).toBe(oracle.count);
  expect(r.unique).toBe(oracle.count === 1);
  expect(isValidSolution(r.solution!, n, shape, cells)).toBe(true);
  expect(formatCells(r.solution!)).toBe(toText(oracle.first!));
}

const SMALL: [string, Shape, number][] = [
  ['4×4', { size: 4, boxRows: 2, boxCols: 2 }, 300],
  ['6×6 (2×3 boxes)', { size: 6, boxRows: 2, boxCols: 3 }, 200],
  ['6×6 (3×2 boxes)', { size: 6, boxRows: 3, boxCols: 2 }, 100],
];

describe.each(SMALL)('%s boards against the oracle', (_, shape, numRuns) => {
  it('clash-free random givens: status, count, uniqueness and lexicographically first solution agree', () => {
    fc.assert(
      fc.property(clashFreeBoard(shape), fc.integer({ min: 2, max: 6 }), (cells, limit) => agree(cells, shape, limit)),
      { numRuns, seed: 20261129 },
    );
  });

  it('raw random boards (clashes allowed) agree too', () => {
    fc.assert(
      fc.property(rawBoard(shape), (cells) => agree(cells, shape, 2)),
      { numRuns: Math.ceil(numRuns / 2), seed: 7 },
    );
  });

  it('a solution grid with cells removed keeps that grid as a solution and counts like the oracle', () => {
    const n = shape.size;
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }), fc.nat(1000), (blank, salt) => {
        // A full grid from the oracle, relabelled by a permutation chosen by `salt`.
        const base = oracleSolve(new Array(n * n).fill(0), n, shape, { limit: 1 }).first!;
        const perm = Array.from({ length: n }, (_, i) => i + 1);
        for (let i = n - 1, s = salt; i > 0; i--, s = (s * 31 + 7) % 1009) {
          const j = s % (i + 1);
          [perm[i], perm[j]] = [perm[j], perm[i]];
        }
        const grid = base.map((v) => perm[v - 1]);
        const cells = grid.map((v, i) => (blank[i] ? 0 : v));
        agree(cells, shape, 3);
        const r = solve({ shape, cells: Uint8Array.from(cells) }, { limit: 3 });
        expect(isValidSolution(grid, n, shape, cells)).toBe(true);
        expect(r.status).toBe('SOLVED');
      }),
      { numRuns: Math.ceil(numRuns / 2), seed: 99 },
    );
  });
});

describe('limit counts solutions exactly', () => {
  it('the empty 4×4 has exactly 288 solutions', () => {
    const shape = { size: 4, boxRows: 2, boxCols: 2 };
    expect(oracleSolve(new Array(16).fill(0), 4, shape, { limit: 1000 }).count).toBe(288);
    const r = solve({ shape, cells: new Uint8Array(16) }, { limit: 1000 });
    expect(r.status).toBe('SOLVED');
    expect(r.solutionCount).toBe(288);
    expect(r.unique).toBe(false);
  });

  it('caps the count at the limit', () => {
    const shape = { size: 4, boxRows: 2, boxCols: 2 };
    for (const limit of [2, 3, 10, 287, 288]) {
      expect(solve({ shape, cells: new Uint8Array(16) }, { limit }).solutionCount).toBe(limit);
    }
    expect(solve({ shape, cells: new Uint8Array(16) }, { limit: 289 }).solutionCount).toBe(288);
  });

  it('counts the 6×6 with one full row (28,200,960 / 720 = 39,168 completions) exactly', () => {
    const shape = { size: 6, boxRows: 2, boxCols: 3 };
    const cells = new Uint8Array(36);
    for (let c = 0; c < 6; c++) cells[c] = c + 1;
    const oracle = oracleSolve(Array.from(cells), 6, shape, { limit: 100_000 });
    expect(oracle.count).toBe(39_168);
    expect(solve({ shape, cells }, { limit: 100_000 }).solutionCount).toBe(39_168);
  });
});
