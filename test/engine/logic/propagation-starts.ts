// Shared by the tests of what stands in for a propagation (static-closure.test.ts,
// digit-planes.test.ts, dynamic-planes.test.ts): the boards and grids to check, and every
// candidate state of a grid as a start.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../src/engine/index.js';
import { gridOf, type MutableGrid } from '../../../src/engine/logic/grid.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import { LADDER } from '../../../src/engine/logic/ladder.js';
import { propagate, withBranches, type Branch } from '../../../src/engine/logic/propagation/implications.js';
import type { LogicContext } from '../../../src/engine/logic/types.js';
import type { Board, Difficulty } from '../../../src/engine/types.js';
import { boardOf } from './golden-helpers.js';
import { variantPuzzle, type SupportVariant } from './variant-puzzles.js';

/** The board's grid as given and after the techniques below the forcing chains (where those run). */
export function gridsOf(board: Board): MutableGrid[] {
  const mid = gridOf(board);
  runLogic(mid, { unique: true, techniques: LADDER.filter((t) => !t.name.includes('FORCING')) });
  return [gridOf(board), mid];
}

export function generated(size: number, boxRows: number, boxCols: number, difficulty: Difficulty, seed: string): Board {
  const g = generate({ size, boxRows, boxCols, difficulty, seed, deadlineMs: 60_000 });
  if (g.status !== 'GENERATED') throw new Error(g.status);
  return g.puzzle;
}

/** Calls `f` with every candidate state of `grid`, off then on (2·(cell·N + digit) + on), inside withBranches. */
export function everyStart(grid: MutableGrid, f: (start: number) => void): void {
  const n = grid.geo.size;
  withBranches(() => {
    for (let c = 0; c < grid.geo.cellCount; c++) {
      for (let m = grid.cands[c]; m !== 0; m &= m - 1) {
        const node = c * n + (31 - Math.clz32(m & -m));
        f(2 * node);
        f(2 * node + 1);
      }
    }
  });
}

/** Four top1465 puzzles whose paths run through the chains. */
export const TOP_BOARDS: readonly [string, () => Board][] = [
  ['top1465 line 1', () => boardOf('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........')],
  ['top1465 line 56', () => boardOf('7.8.2...........913.........46..........3.7.....5......5.9.6......4...1.2.....8..')],
  ['top1465 line 214', () => boardOf('....28.7.4.1...........5......1..4.6.2..7..........3..6..34.....8.2...5..........')],
  ['top1465 line 700', () => boardOf('..3.5.4..7...6.....5.8...6.5....3..4.1..7..8.2..4....7.4...8.5.....4...9..6.1.2..')],
];

/** Boards from one to twenty 32-bit words a digit plane: the four top1465 puzzles and generated 6×6 to 25×25. */
export const PLANE_BOARDS: readonly [string, () => Board][] = [
  ...TOP_BOARDS,
  ['6×6 (2×3) EXPERT', () => generated(6, 2, 3, 'EXPERT', 'planes-6')],
  ['12×12 (3×4) EXPERT', () => generated(12, 3, 4, 'EXPERT', 'planes-12')],
  ['16×16 EXPERT', () => generated(16, 4, 4, 'EXPERT', 'levels-bench-4')],
  ['25×25 MEDIUM', () => generated(25, 5, 5, 'MEDIUM', 'planes-25')],
  // Boards with pair relations (weak links between two cells' candidates) and with extra houses.
  ['9×9 kropki', () => variantBoard('KROPKI', 'planes-kropki')],
  ['9×9 XV', () => variantBoard('XV', 'planes-xv')],
  ['9×9 thermometers', () => variantBoard('THERMO', 'planes-thermo')],
  ['9×9 X', () => variantBoard('X', 'planes-x')],
];

function variantBoard(variant: SupportVariant, seed: string): Board {
  const p = variantPuzzle({ size: 9, boxRows: 3, boxCols: 3 }, variant, seed);
  if (p === null) throw new Error(`no ${variant} puzzle for ${seed}`);
  return p.board;
}

/**
 * The test of a stand-in for the dynamic propagation (digit planes: one digit; dynamic planes:
 * with cell links): on every grid of PLANE_BOARDS and every start, `quietCost` is -1 exactly when
 * the propagation meets a contradiction and otherwise the work it charged; `quiet` checks more of
 * a start without one (its branch given).
 */
export function describeDynamicStandIn<T extends { quietCost(start: number): number }>(
  title: string,
  singleDigit: boolean,
  make: (grid: MutableGrid) => T,
  quiet?: (standIn: T, start: number, branch: Branch) => void,
): void {
  describe(title, () => {
    let allContradictions = 0;
    it.each(PLANE_BOARDS)('%s', (_name, board) => {
      let contradictions = 0;
      let states = 0;
      for (const grid of gridsOf(board())) {
        const standIn = make(grid);
        everyStart(grid, (start) => {
          const ctx: LogicContext = { grid, unique: true, work: { spent: 0, limit: 1e12 } };
          const br = propagate(ctx, grid.cands, [start], { dynamic: true, singleDigit })!;
          const cost = standIn.quietCost(start);
          states++;
          if (br.contradiction >= 0) {
            expect([start, cost]).toEqual([start, -1]);
            contradictions++;
            return;
          }
          expect([start, cost]).toEqual([start, ctx.work.spent]);
          quiet?.(standIn, start, br);
        });
      }
      expect(states).toBeGreaterThan(contradictions);
      allContradictions += contradictions;
    });

    it('met contradictions on those grids too (both answers were checked)', () => {
      expect(allContradictions).toBeGreaterThan(0);
    });
  });
}
