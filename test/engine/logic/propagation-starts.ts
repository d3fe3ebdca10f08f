// Shared by the tests of what stands in for a propagation (static-closure.test.ts,
// digit-planes.test.ts): the grids to check, and every candidate state of a grid as a start.
import { generate } from '../../../src/engine/index.js';
import { gridOf, type MutableGrid } from '../../../src/engine/logic/grid.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import { TECHNIQUES } from '../../../src/engine/logic/registry.js';
import { withBranches } from '../../../src/engine/logic/techniques/implications.js';
import type { Board, Difficulty } from '../../../src/engine/types.js';

/** The board's grid as given and after the techniques below the forcing chains (where those run). */
export function gridsOf(board: Board): MutableGrid[] {
  const mid = gridOf(board);
  runLogic(mid, { unique: true, techniques: TECHNIQUES.filter((t) => !t.name.includes('FORCING')) });
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
