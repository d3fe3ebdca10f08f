// Generated variant puzzles checked by the independent reference checker (test/engine/rules/
// reference.ts: plain backtracking over the Rule objects, nothing of the engine's model or search):
// on small shapes, every generated puzzle has exactly the generator's solution, and a variant set the
// generator refuses as having no grid has none by the reference either (fast-check over seeds,
// variant sets and shapes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, type Variant } from '../../src/engine/index.js';
import { referenceSolve } from './rules/reference.js';
import { GENERATED_SETS } from './generate-variants-sets.js';

const SHAPES = [
  { size: 4, boxRows: 2, boxCols: 2 },
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 6, boxRows: 3, boxCols: 2 },
];

describe('generated variant puzzles against the reference checker', () => {
  it('one solution, the generator’s, on 4×4 and 6×6', () => {
    let checked = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...GENERATED_SETS),
        fc.constantFrom(...SHAPES),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom('EASY', 'MEDIUM', 'HARD'),
        (variants: readonly Variant[], shape, seed, difficulty: 'EASY' | 'MEDIUM' | 'HARD') => {
          const g = generate({ ...shape, seed, variants, difficulty });
          const n = shape.size;
          if (g.status === 'BAD_OPTION') {
            // Refused with the search's proof that no grid keeps the rules: the reference agrees.
            expect(g.field).toBe('variants');
            const fixed = variants.includes('X')
              ? [
                  { kind: 'DIAGONAL' as const, direction: 'MAIN' as const },
                  { kind: 'DIAGONAL' as const, direction: 'ANTI' as const },
                ]
              : [];
            const global = variants
              .filter(
                (v) => v === 'ANTI_KNIGHT' || v === 'ANTI_KING' || v === 'NON_CONSECUTIVE' || v === 'WINDOKU' || v === 'DISJOINT_GROUPS',
              )
              .map((kind) => ({ kind }) as const);
            const empty = referenceSolve({ ...shape, cells: new Array<number>(n * n).fill(0), rules: [...fixed, ...global] }, 1);
            expect(empty.gaveUp).toBe(false);
            expect(empty.count).toBe(0);
            refused++;
            return;
          }
          if (g.status !== 'GENERATED') throw new Error(`${variants.join('+')} ${n}: ${g.status}`);
          const answer = referenceSolve({ ...shape, cells: Array.from(g.puzzle.cells), rules: g.puzzle.rules! }, 2);
          expect(answer.gaveUp).toBe(false);
          expect(answer.count).toBe(1);
          expect(answer.first).toEqual(Array.from(g.solution.cells));
          checked++;
        },
      ),
      { numRuns: 120, seed: 47 },
    );
    expect(checked).toBeGreaterThan(80);
    expect(checked + refused).toBe(120);
  });
});
