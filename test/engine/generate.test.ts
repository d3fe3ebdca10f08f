// The generator: seeded determinism, removal targets (EASY's givens within their band), and
// uniqueness checked by the engine AND by the independent oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCells } from '../../src/engine/codec.js';
import { generate, solve, type Difficulty } from '../../src/engine/index.js';
import { removalTarget } from '../../src/engine/generate/generate.js';
import { GIVENS_BAND, GIVENS_BAND_MAX_SIZE } from '../../src/engine/generate/refine.js';
import type { GeneratedPuzzle } from '../../src/engine/types.js';
import { isValidSolution, oracleSolve } from '../../support/oracle.js';

const FRACTION: Record<Difficulty, number> = { EASY: 0.38, MEDIUM: 0.53, HARD: 0.65, EXPERT: 0.65, MASTER: 0.65 };
const DIFFICULTIES: Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];

function ok(options: Parameters<typeof generate>[0]): GeneratedPuzzle {
  const g = generate(options);
  if (g.status !== 'GENERATED') throw new Error(`generate failed: ${g.status}`);
  return g;
}

/** Every property a generated puzzle must have; `exact` demands the target be hit exactly. */
function checkPuzzle(p: GeneratedPuzzle, size: number, difficulty: Difficulty, exact: boolean, useOracle: boolean): void {
  const n = size;
  const shape = p.puzzle.shape;
  expect(shape.size).toBe(n);
  expect(p.solution.shape).toEqual(shape);
  // The label is always the rated level; gradeMet says whether it is the one asked.
  expect(p.difficulty).toBe(p.rating.level);
  expect(p.gradeMet).toBe(p.rating.level === difficulty);
  expect(p.target).toBe(Math.round(FRACTION[difficulty] * n * n));
  expect(removalTarget(n, difficulty)).toBe(p.target);
  const text = formatCells(p.puzzle.cells);
  expect([...text].filter((ch) => ch === '.').length).toBe(p.removed);
  // Graded removal goes on past the target while the puzzle rates below the level asked; EASY,
  // met at its target, goes on towards the givens drawn from its band (none below the band).
  if (exact && difficulty === 'EASY' && n <= GIVENS_BAND_MAX_SIZE) {
    expect(p.removed).toBeGreaterThanOrEqual(p.target);
    expect(n * n - p.removed).toBeGreaterThanOrEqual(Math.round(GIVENS_BAND.EASY![0] * n * n));
  } else if (exact && (difficulty === 'EASY' || p.removed === p.target)) expect(p.removed).toBe(p.target);
  else if (exact) expect(p.removed).toBeGreaterThan(p.target);
  else {
    if (difficulty === 'EASY' && n <= GIVENS_BAND_MAX_SIZE)
      expect(n * n - p.removed).toBeGreaterThanOrEqual(Math.round(GIVENS_BAND.EASY![0] * n * n));
    else if (difficulty === 'EASY') expect(p.removed).toBeLessThanOrEqual(p.target);
    expect(p.removed).toBeGreaterThanOrEqual(p.target - Math.floor(0.03 * n * n));
  }
  const puzzle = Array.from(p.puzzle.cells);
  const solution = Array.from(p.solution.cells);
  expect(isValidSolution(solution, n, shape, puzzle)).toBe(true);
  const r = solve(p.puzzle, { limit: 2 });
  expect(r.status).toBe('SOLVED');
  expect(r.unique).toBe(true);
  expect(r.solutionCount).toBe(1);
  expect(formatCells(r.solution!)).toBe(formatCells(p.solution.cells));
  if (useOracle) {
    const o = oracleSolve(puzzle, n, shape, { limit: 2, order: 'mrv' });
    expect(o.gaveUp).toBe(false);
    expect(o.count).toBe(1);
    expect(o.first).toEqual(solution);
  }
}

describe('seeds', () => {
  it('same seed, size, shape and difficulty give the identical puzzle and solution', () => {
    for (const [size, difficulty] of [
      [4, 'EASY'],
      [9, 'HARD'],
      [12, 'MEDIUM'],
    ] as const) {
      const a = ok({ size, difficulty, seed: 'replay-me' });
      const b = ok({ size, difficulty, seed: 'replay-me' });
      expect(formatCells(b.puzzle.cells)).toBe(formatCells(a.puzzle.cells));
      expect(formatCells(b.solution.cells)).toBe(formatCells(a.solution.cells));
      expect(b.seed).toBe('replay-me');
      expect(b.removed).toBe(a.removed);
    }
  });

  it('a puzzle built by sparse.ts replays too (16×16 HARD with this seed stalls in plain removal)', () => {
    const a = ok({ size: 16, difficulty: 'HARD', seed: 'sixteen' });
    const b = ok({ size: 16, difficulty: 'HARD', seed: 'sixteen' });
    expect(formatCells(b.puzzle.cells)).toBe(formatCells(a.puzzle.cells));
    expect(formatCells(b.solution.cells)).toBe(formatCells(a.solution.cells));
    expect(a.removed).toBe(170);
  });

  it('different seeds give different puzzles', () => {
    const puzzles = new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => formatCells(ok({ size: 9, difficulty: 'MEDIUM', seed }).puzzle.cells)));
    expect(puzzles.size).toBe(5);
  });

  it('the shape and difficulty are part of the replay: 12 as 3×4 and as 4×3 differ', () => {
    const a = ok({ size: 12, difficulty: 'EASY', seed: 's' });
    const b = ok({ size: 12, boxRows: 4, boxCols: 3, difficulty: 'EASY', seed: 's' });
    expect(a.puzzle.shape).toEqual({ size: 12, boxRows: 3, boxCols: 4 });
    expect(b.puzzle.shape).toEqual({ size: 12, boxRows: 4, boxCols: 3 });
    expect(isValidSolution(Array.from(b.solution.cells), 12, b.puzzle.shape)).toBe(true);
  });

  it('without a seed a fresh one is returned, and replaying it gives the same puzzle', () => {
    const a = ok({ size: 9, difficulty: 'EASY' });
    const b = ok({ size: 9, difficulty: 'EASY' });
    expect(typeof a.seed).toBe('string');
    expect(a.seed.length).toBeGreaterThan(0);
    expect(b.seed).not.toBe(a.seed);
    const replay = ok({ size: 9, difficulty: 'EASY', seed: a.seed });
    expect(formatCells(replay.puzzle.cells)).toBe(formatCells(a.puzzle.cells));
    expect(formatCells(replay.solution.cells)).toBe(formatCells(a.solution.cells));
  });
});

describe.each([
  [4, undefined, undefined, true],
  [6, undefined, undefined, true],
  [6, 3, 2, true],
  [8, undefined, undefined, true],
  [9, undefined, undefined, true],
  [12, 4, 3, false],
])('size %i (box %s×%s)', (size, boxRows, boxCols, useOracle) => {
  it.each(DIFFICULTIES)('%s: exact removal target, valid solution, exactly one solution', (difficulty) => {
    for (const seed of ['one', 'two', 'three']) {
      const p = ok({ size, boxRows, boxCols, difficulty, seed });
      if (boxRows !== undefined) expect(p.puzzle.shape).toEqual({ size, boxRows, boxCols });
      checkPuzzle(p, size, difficulty, true, useOracle && size <= 9);
    }
  });
});

describe('16×16 and 25×25', () => {
  it.each(['EASY', 'MEDIUM', 'HARD'] as const)('16×16 %s: within the target bounds, valid, unique', (difficulty) => {
    checkPuzzle(ok({ size: 16, difficulty, seed: 'sixteen' }), 16, difficulty, false, false);
  });

  it('25×25 EASY: within the target bounds, valid, unique', () => {
    checkPuzzle(ok({ size: 25, difficulty: 'EASY', seed: 'twenty-five' }), 25, 'EASY', false, false);
  });

  it('25×25 HARD from its 48 % target (300 of 625): this seed rates EXPERT there already and is answered as the nearest, valid, unique', () => {
    // The deadline is lifted so the result depends on the seed only, never on the machine's speed.
    const options = { size: 25, difficulty: 'HARD', seed: 'bench-6', deadlineMs: 60_000 } as const;
    const p = ok(options);
    expect(p.target).toBe(removalTarget(25, 'HARD'));
    expect(p.target).toBe(300);
    expect(p.removed).toBe(300);
    expect(p).toMatchObject({ difficulty: 'EXPERT', gradeMet: false });
    const check = solve(p.puzzle, { limit: 2 });
    expect(check.unique).toBe(true);
    expect(Array.from(check.solution!)).toEqual(Array.from(p.solution.cells));
  });
});

describe('boxes of one row or column, and 22×22 with 2×11 boxes: at least the exact target', () => {
  // 13×13 has only 1×13 boxes (a Latin square): at HARD random removal stalls near 102 of 110
  // there, and on 22×22 with 2×11 boxes near 300 of 315; both used to answer LIMIT_EXCEEDED and
  // now take the pattern grid (pattern.ts). 13×13 with 13×1 boxes at MEDIUM still reaches its
  // target on a random grid.
  it.each([
    [13, undefined, undefined, 'HARD', 110],
    [13, 13, 1, 'MEDIUM', 90],
    [22, 2, 11, 'HARD', 315],
  ] as const)('%i (box %s×%s) %s: at least %i removed, valid, unique, replayable', (size, boxRows, boxCols, difficulty, removed) => {
    const options = { size, boxRows, boxCols, difficulty, seed: 'stall', deadlineMs: 60_000 };
    const p = ok(options);
    checkPuzzle(p, size, difficulty, true, false);
    // The builder reaches the target exactly; graded removal may go on past it (the level asked).
    expect(p.removed).toBeGreaterThanOrEqual(removed);
    expect(formatCells(ok(options).puzzle.cells)).toBe(formatCells(p.puzzle.cells));
  });
});

describe('property: any seed gives a valid puzzle with exactly one solution', () => {
  it.each([
    [4, 100],
    [6, 60],
    [9, 50],
  ])('size %i (%i seeds)', (size, numRuns) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(...DIFFICULTIES), (seed, difficulty) => {
        const p = ok({ size, difficulty, seed });
        expect(p.seed).toBe(seed);
        checkPuzzle(p, size, difficulty, true, true);
      }),
      { numRuns, seed: 4242 },
    );
  });
});

describe('errors', () => {
  it('BAD_SHAPE for a box that does not tile the board', () => {
    const g = generate({ size: 9, boxRows: 2, difficulty: 'EASY', seed: 'x' });
    expect(g.status).toBe('BAD_SHAPE');
    if (g.status === 'BAD_SHAPE') expect([g.error.code, g.error.field]).toEqual(['BAD_SHAPE', 'boxRows']);
    const big = generate({ size: 26, difficulty: 'EASY', seed: 'x' });
    expect(big.status === 'BAD_SHAPE' && big.error.field).toBe('size');
  });

  it('LIMIT_EXCEEDED when the node budget is too small to fill a grid', () => {
    const g = generate({ size: 9, difficulty: 'HARD', seed: 'x', maxNodes: 1 });
    expect(g.status).toBe('LIMIT_EXCEEDED');
    // A status with the work spent, as solve and hint report it, not an error.
    if (g.status === 'LIMIT_EXCEEDED') expect(g.stats.nodes).toBeGreaterThanOrEqual(1);
  });
});
