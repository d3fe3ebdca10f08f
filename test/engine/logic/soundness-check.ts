// The soundness check of one analysed board, shared by the CI test (soundness.test.ts) and the long
// run (`npm run soundness`, soundness-run.ts; both test code, so they may reach the engine's internals): every elimination keeps the solution's
// value, every placement is the solution's, and replaying the steps ends at the solution. Also the
// cheap way to get many boards with exactly one solution: a random full grid with cells removed
// while the search still finds one solution.
import { buildPuzzle } from '../../../src/engine/generate/generate.js';
import { analyze, applyStep, gridOf, type TechniqueName } from '../../../src/engine/logic/index.js';
import { searchFor } from '../../../src/engine/search/solve-ts.js';
import { solve } from '../../../src/engine/solve.js';
import { randomFromSeed } from '../../../src/engine/rng.js';
import type { Board, Shape } from '../../../src/engine/types.js';

/**
 * The budget of the soundness runs: the pre-chain one plus 1M units (0.2M above 9×9), so every
 * family of chains still runs (and is checked) and TRIAL finishes what they leave. The default
 * budget lets nested forcing chains run for seconds on the hardest boards.
 */
export const soundnessWork = (n: number): number => 400 * n * n * n + (n <= 9 ? 1_000_000 : 200_000);

export interface BoardCheck {
  readonly steps: number;
  /** Eliminations of the solution's value (each one is a bug). */
  readonly wrongEliminations: number;
  /** Placements that differ from the solution. */
  readonly wrongPlacements: number;
  /** Every problem found, in words (empty when the board is sound). */
  readonly problems: readonly string[];
  /** Replaying every step (TRIAL included) ended exactly at the solution. */
  readonly reachedSolution: boolean;
  readonly solvedByLogic: boolean;
  readonly used: ReadonlyMap<TechniqueName, number>;
}

/** Analyses `board` within `maxWork` and checks every step against `solution`. */
export function checkBoard(board: Board, solution: Uint8Array, maxWork: number = soundnessWork(board.shape.size)): BoardCheck {
  const r = analyze(board, { maxWork, maxNodes: 50_000_000, deadlineMs: 600_000 });
  if (r.status !== 'ANALYZED') {
    const problems = [`analyze: ${r.status}`];
    return { steps: 0, wrongEliminations: 0, wrongPlacements: 0, problems, reachedSolution: false, solvedByLogic: false, used: new Map() };
  }
  const a = r.analysis;
  const n = board.shape.size;
  const grid = gridOf(board);
  const problems: string[] = [];
  const used = new Map<TechniqueName, number>();
  let wrongEliminations = 0;
  let wrongPlacements = 0;
  for (const s of a.steps) {
    used.set(s.technique, (used.get(s.technique) ?? 0) + 1);
    for (const e of s.eliminations) {
      if (solution[e.row * n + e.col] === e.value) {
        wrongEliminations++;
        problems.push(`${s.technique} eliminates the solution: ${s.explanation}`);
      }
    }
    for (const p of s.placements) {
      if (solution[p.row * n + p.col] !== p.value) {
        wrongPlacements++;
        problems.push(`${s.technique} places a wrong value: ${s.explanation}`);
      }
    }
    if (!applyStep(grid, s)) problems.push(`${s.technique} leaves a contradiction: ${s.explanation}`);
  }
  let reachedSolution = true;
  for (let i = 0; i < solution.length; i++) if (grid.values[i] !== solution[i]) reachedSolution = false;
  if (!reachedSolution) problems.push('replayed steps end off the solution');
  if (a.solvedByLogic !== a.steps.every((s) => s.technique !== 'TRIAL')) problems.push('solvedByLogic disagrees with the steps');
  return { steps: a.steps.length, wrongEliminations, wrongPlacements, problems, reachedSolution, solvedByLogic: a.solvedByLogic, used };
}

/**
 * A board with exactly one solution for `seed`: a random full grid, then cells emptied in random
 * order while the search proves the solution stays the only one, up to `fraction` of the cells
 * (1 = as many as plain removal gets). Null when the search budget ran out.
 */
export function uniqueBoard(shape: Shape, seed: string, fraction: number): { board: Board; solution: Uint8Array } | null {
  const search = searchFor(shape);
  search.begin({ maxNodes: 20_000_000, deadline: performance.now() + 120_000 });
  const target = Math.round(fraction * shape.size * shape.size);
  const built = buildPuzzle(search, shape, randomFromSeed(seed), target);
  if (typeof built === 'string') return null;
  const board = { shape, cells: built.puzzle };
  // The search's own check, whatever path built the puzzle (a fallback pattern too).
  const check = solve(board, { limit: 2, maxNodes: 20_000_000, deadlineMs: 120_000 });
  if (check.status !== 'SOLVED' || check.unique !== true) return null;
  for (let i = 0; i < built.solution.length; i++) if (check.solution![i] !== built.solution[i]) return null;
  return { board, solution: built.solution };
}
