// Chains across pair relations (kropki, XV, thermometers, whispers, greater-than): a weak link
// between two cells' candidates that a relation forbids together. On generated puzzles whose
// solution the independent reference checker (test/engine/rules/reference.ts) confirms (it keeps
// every rule and the givens; on 6×6 it is also the only one), every step keeps it and the replay
// ends at it (with rules no step assumes uniqueness, so a step must keep every solution); the
// chains do cross such links, and every link crossed is one the reference's reading of the rules forbids.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import type { Board } from '../../../src/engine/types.js';
import { referenceSolve } from '../rules/reference.js';
import { checkBoard } from './soundness-check.js';
import { variantPuzzle, type SupportVariant } from './variant-puzzles.js';

const SHAPES = [
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 6, boxRows: 2, boxCols: 3 },
];
const PAIR_VARIANTS: readonly SupportVariant[] = ['KROPKI', 'XV', 'THERMO', 'WHISPERS', 'GREATER_THAN'];

const reference = (board: Board) => ({ ...board.shape, cells: board.cells, rules: board.rules ?? [] });

/** Do the rules forbid `a` in `cellA` with `b` in `cellB` (the reference's check of those two givens alone)? */
function forbidden(board: Board, cellA: number, a: number, cellB: number, b: number): boolean {
  const cells = new Array<number>(board.cells.length).fill(0);
  cells[cellA] = a;
  cells[cellB] = b;
  const r = referenceSolve({ ...reference(board), cells }, 1, 1);
  return r.count === 0 && !r.gaveUp;
}

describe('chains across pair relations', () => {
  let crossed = 0;
  for (const variant of PAIR_VARIANTS) {
    it(`${variant}: sound on 9×9 and 6×6 puzzles; every pair link crossed is forbidden by the rules`, () => {
      for (const [k, shape] of [0, 1, 2, 0, 1].map((k, i) => [k, SHAPES[i < 3 ? 0 : 1]] as const)) {
        const p = variantPuzzle(shape, variant, `pair-chains-${k}`);
        expect(p).not.toBeNull();
        const { board, solution } = p!;
        // The solution keeps every rule and every given (the reference checks a full grid at once).
        const full = referenceSolve({ ...reference(board), cells: solution }, 2, 10);
        expect([full.gaveUp, full.count, board.cells.every((v, i) => v === 0 || v === solution[i])]).toEqual([false, 1, true]);
        if (shape.size === 6) {
          const ref = referenceSolve(reference(board), 2, 20_000_000);
          expect([ref.gaveUp, ref.count, ref.first?.join('')]).toEqual([false, 1, Array.from(solution).join('')]);
        }
        expect(checkBoard(board, solution).problems).toEqual([]);
        const r = analyze(board);
        if (r.status !== 'ANALYZED') throw new Error(r.status);
        // The AICs' links are single inferences (a forcing chain's may summarise several).
        for (const s of r.analysis.steps.filter((x) => x.technique === 'AIC')) {
          for (const l of s.links ?? []) {
            // A weak link between different digits of different cells: only a pair relation gives one.
            if (!l.fromOn || l.toOn || l.fromCell === l.toCell || l.fromValue === l.toValue) continue;
            expect([s.explanation, l, forbidden(board, l.fromCell, l.fromValue, l.toCell, l.toValue)]).toEqual([s.explanation, l, true]);
            crossed++;
          }
        }
      }
    });
  }
  it('the chains crossed pair links', () => {
    expect(crossed).toBeGreaterThan(10);
  });
});
