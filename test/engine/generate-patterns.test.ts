// Generator patterns (issue 26): clue symmetry, a clue mask, minimal puzzles; seeded and combinable with the level.
import { describe, expect, it } from 'vitest';
import { analyze, generate, solve, type GenerateOptions } from '../../src/engine/index.js';
import { formatCells } from '../../src/engine/codec.js';
import type { GeneratedPuzzle } from '../../src/engine/types.js';

type Sym = NonNullable<GenerateOptions['symmetry']>;

function ok(options: GenerateOptions): GeneratedPuzzle {
  const g = generate(options);
  if (g.status !== 'GENERATED') throw new Error(`generate failed: ${g.status} ${'message' in g ? g.message : ''}`);
  return g;
}

/** The transform's image of (r, c), written out here independently of the engine's orbits. */
const TRANSFORMS: Record<Exclude<Sym, 'NONE'>, (n: number, r: number, c: number) => [number, number]> = {
  ROTATE_180: (n, r, c) => [n - 1 - r, n - 1 - c],
  ROTATE_90: (n, r, c) => [c, n - 1 - r],
  MIRROR: (n, r, c) => [r, n - 1 - c],
  FLIP: (n, r, c) => [n - 1 - r, c],
  DIAGONAL: (_n, r, c) => [c, r],
};

function expectInvariant(p: GeneratedPuzzle, symmetry: Exclude<Sym, 'NONE'>): void {
  const n = p.puzzle.shape.size;
  const cells = p.puzzle.cells;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const [r2, c2] = TRANSFORMS[symmetry](n, r, c);
      expect(cells[r * n + c] !== 0, `r${r + 1}c${c + 1} vs r${r2 + 1}c${c2 + 1}`).toBe(cells[r2 * n + c2] !== 0);
    }
  }
}

function expectUnique(p: GeneratedPuzzle): void {
  const s = solve(p.puzzle, { limit: 2 });
  expect(s.status).toBe('SOLVED');
  expect(s.unique).toBe(true);
  expect(formatCells(s.solution!)).toBe(formatCells(p.solution.cells));
}

/** Every given is needed: without it the solver finds a second solution. */
function expectMinimal(p: GeneratedPuzzle): void {
  const cells = p.puzzle.cells;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 0) continue;
    const without = cells.slice();
    without[i] = 0;
    expect(solve({ shape: p.puzzle.shape, cells: without }, { limit: 2 }).solutionCount, `given ${i}`).toBe(2);
  }
}

describe('symmetry', () => {
  it.each(['ROTATE_180', 'ROTATE_90', 'MIRROR', 'FLIP', 'DIAGONAL'] as const)(
    '9×9 %s HARD: the given mask is invariant, unique, rated HARD',
    (symmetry) => {
      for (const seed of ['sym-a', 'sym-b']) {
        const p = ok({ size: 9, difficulty: 'HARD', symmetry, seed });
        expectInvariant(p, symmetry);
        expectUnique(p);
        expect(p.gradeMet).toBe(true);
        const a = analyze(p.puzzle);
        expect(a.status === 'ANALYZED' && a.analysis.level).toBe('HARD');
      }
    },
  );

  it.each(['ROTATE_180', 'MIRROR', 'FLIP'] as const)('6×6 (2×3 boxes) %s: invariant and unique', (symmetry) => {
    const p = ok({ size: 6, difficulty: 'EASY', symmetry, seed: 'six' });
    expectInvariant(p, symmetry);
    expectUnique(p);
  });

  it.each(['ROTATE_90', 'DIAGONAL'] as const)('%s on boxes with r ≠ c is BAD_OPTION naming symmetry', (symmetry) => {
    for (const shape of [{ size: 6 }, { size: 12, boxRows: 4, boxCols: 3 }]) {
      const g = generate({ ...shape, difficulty: 'EASY', symmetry, seed: 's' });
      expect(g.status).toBe('BAD_OPTION');
      if (g.status === 'BAD_OPTION') {
        expect(g.field).toBe('symmetry');
        expect(g.message).toContain('r = c');
      }
    }
  });

  it('replays: same seed and symmetry, same puzzle', () => {
    const o: GenerateOptions = { size: 9, difficulty: 'EXPERT', symmetry: 'ROTATE_90', seed: 'again' };
    expect(formatCells(ok(o).puzzle.cells)).toBe(formatCells(ok(o).puzzle.cells));
  });
});

describe('minimal', () => {
  it('9×9 minimal: removing any given leaves two solutions (checked by the solver), over 2 seeds', () => {
    for (const seed of ['min-a', 'min-b']) {
      const p = ok({ size: 9, minimal: true, seed });
      expectUnique(p);
      expectMinimal(p);
    }
  });

  it('minimal with a level: 9×9 HARD minimal rates HARD', () => {
    const p = ok({ size: 9, minimal: true, difficulty: 'HARD', seed: 'min-hard-1' });
    expectMinimal(p);
    expect(p.rating.level).toBe('HARD');
    expect(p.gradeMet).toBe(true);
  });

  it('minimal with ROTATE_180: minimal cell by cell and invariant', () => {
    const p = ok({ size: 9, minimal: true, symmetry: 'ROTATE_180', seed: 'min-sym' });
    expectInvariant(p, 'ROTATE_180');
    expectMinimal(p);
  });

  it('6×6 minimal replays', () => {
    const o: GenerateOptions = { size: 6, minimal: true, seed: 'six-min' };
    const p = ok(o);
    expectMinimal(p);
    expect(formatCells(ok(o).puzzle.cells)).toBe(formatCells(p.puzzle.cells));
  });
});

describe('pattern', () => {
  // A 32-given mask, symmetric under ROTATE_180.
  const MASK = 'x..x..x...x.x.x.x.x.x...x.x..x.x...x.x.x.x.x.x...x.x..x.x...x.x.x.x.x.x...x..x..x';

  it('the givens are exactly the mask, the puzzle unique, and the seed replays it', () => {
    expect(MASK.length).toBe(81);
    const o: GenerateOptions = { size: 9, pattern: MASK, seed: 'mask' };
    const p = ok(o);
    expect(formatCells(p.puzzle.cells).replace(/[^.]/g, 'x')).toBe(MASK);
    expectUnique(p);
    expect(p.removed).toBe([...MASK].filter((ch) => ch === '.').length);
    expect(formatCells(ok(o).puzzle.cells)).toBe(formatCells(p.puzzle.cells));
  });

  it("'1'/'0' spell the same mask, and the pattern combines with a symmetry it has", () => {
    const ones = MASK.replace(/x/g, '1').replace(/\./g, '0');
    const p = ok({ size: 9, pattern: ones, symmetry: 'ROTATE_180', seed: 'mask' });
    expect(formatCells(p.puzzle.cells).replace(/[^.]/g, 'x')).toBe(MASK);
    expectInvariant(p, 'ROTATE_180');
  });

  it.each([
    ['too short', { pattern: 'x'.repeat(80) }],
    ['a bad character', { pattern: 'x'.repeat(40) + '?' + 'x'.repeat(40) }],
    ['16 givens on 9×9 (no 16-clue sudoku exists)', { pattern: 'x'.repeat(16) + '.'.repeat(65) }],
    ['not invariant under its symmetry', { pattern: 'x'.repeat(30) + '.'.repeat(51), symmetry: 'ROTATE_180' }],
  ] as [string, Partial<GenerateOptions>][])('BAD_OPTION naming pattern: %s', (_, extra) => {
    const g = generate({ size: 9, seed: 'p', ...extra });
    expect(g.status).toBe('BAD_OPTION');
    if (g.status === 'BAD_OPTION') expect(g.field).toBe('pattern');
  });

  it('a pattern no attempt can settle is refused with GRADE_NOT_REACHED (all givens in the top four rows)', () => {
    // 36 givens, none below row 4: rows 7–9 (a whole band) hold none, so two of them can always swap.
    const g = generate({ size: 9, seed: 'p', pattern: 'x'.repeat(36) + '.'.repeat(45) });
    expect(g.status).toBe('GRADE_NOT_REACHED');
  });

  it('a pattern with minimal: the mask is kept whole (a removable given fails the attempt instead)', () => {
    // Row 1 full: any one of its givens follows from the other eight, so no puzzle on it is minimal.
    const full = 'x'.repeat(9) + MASK.slice(9);
    const g = generate({ size: 9, seed: 'mask', pattern: full, minimal: true });
    expect(g.status).toBe('GRADE_NOT_REACHED');
    // Without minimal the same mask gives a puzzle with exactly those givens.
    expect(formatCells(ok({ size: 9, seed: 'mask', pattern: full }).puzzle.cells).replace(/[^.]/g, 'x')).toBe(full);
  });

  it('a pattern with a level: the rated level must be the one asked, or GRADE_NOT_REACHED', () => {
    const g = generate({ size: 9, seed: 'mask', pattern: MASK, difficulty: 'MASTER' });
    expect(g.status).toBe('GRADE_NOT_REACHED');
  });
});
