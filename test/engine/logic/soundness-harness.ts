// Runs the techniques of this branch on a candidate grid, between rounds of simple eliminations,
// and checks every step against a known solution.
import { alignedPairExclusion, alignedTripletExclusion } from '../../../src/engine/logic/techniques/aligned-exclusion.js';
import { aic, xyChain } from '../../../src/engine/logic/techniques/chains.js';
import { bidirectionalCycle, xCycle, yCycle } from '../../../src/engine/logic/techniques/cycles.js';
import { skyscraper, twoStringKite, xChain } from '../../../src/engine/logic/techniques/single-digit.js';
import { bug } from '../../../src/engine/logic/techniques/bug.js';
import { uniqueLoops } from '../../../src/engine/logic/techniques/uniqueness.js';
import { wWing, xyWing, xyzWing } from '../../../src/engine/logic/techniques/wings.js';
import type { CandidateGrid, Technique, TechniqueName } from '../../../src/engine/logic/types.js';
import { applyStep, ctxOf, simplify } from './techniques-fixture.js';

export const TECHNIQUES: readonly Technique[] = [
  xyWing,
  xyzWing,
  alignedPairExclusion,
  xCycle,
  yCycle,
  wWing,
  skyscraper,
  twoStringKite,
  xChain,
  uniqueLoops,
  bug,
  bidirectionalCycle,
  alignedTripletExclusion,
  xyChain,
  aic,
];

export interface Tally {
  readonly used: Map<TechniqueName, number>;
  /** Human-readable descriptions of unsound steps (empty when all were sound). */
  readonly wrong: string[];
  steps: number;
}

export function newTally(): Tally {
  return { used: new Map(), wrong: [], steps: 0 };
}

/**
 * Alternates simplify() (unless `simple` is false) and the first technique that applies, up to `maxSteps` technique steps;
 * records any elimination of a solution value, any placement that differs from it, and any
 * elimination of a candidate that was not there.
 */
export function runChecked(
  grid: CandidateGrid,
  solution: Uint8Array,
  unique: boolean,
  tally: Tally,
  maxSteps: number,
  techniques: readonly Technique[] = TECHNIQUES,
  simple = true,
): void {
  const n = grid.geo.size;
  for (let s = 0; s < maxSteps; s++) {
    if (simple && !simplify(grid)) {
      tally.wrong.push('simplify broke the grid');
      return;
    }
    let step = null;
    for (const t of techniques) {
      step = t(ctxOf(grid, { unique }));
      if (step !== null) break;
    }
    if (step === null) return;
    tally.steps++;
    tally.used.set(step.technique, (tally.used.get(step.technique) ?? 0) + 1);
    for (const e of step.eliminations) {
      const i = e.row * n + e.col;
      if (solution[i] === e.value)
        tally.wrong.push(`${step.technique} removed the solution's ${e.value} at r${e.row + 1}c${e.col + 1}: ${step.explanation}`);
      if ((grid.cands[i] & (1 << (e.value - 1))) === 0)
        tally.wrong.push(`${step.technique} removed an absent ${e.value}: ${step.explanation}`);
    }
    for (const p of step.placements) {
      if (solution[p.row * n + p.col] !== p.value) tally.wrong.push(`${step.technique} placed a wrong value: ${step.explanation}`);
    }
    if (step.eliminations.length + step.placements.length === 0) tally.wrong.push(`${step.technique} made no progress`);
    applyStep(grid, step);
  }
}
