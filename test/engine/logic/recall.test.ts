// The recall (src/engine/logic/recall.ts): a technique that found nothing in an earlier grid of the
// run rescans only what changed since (digits, units, base sets, or chains through gained links),
// and must return exactly the step a full scan returns.
// Checked two ways on 9×9 puzzles and generated rectangular boards: each recalled technique at
// every grid along the solver's path, remembering the last grid and the first grid where it found
// nothing (small and large changes), against a full scan of the same grid; and whole runs with and
// without the recall, step for step.
import { describe, expect, it } from 'vitest';
import { alignedPairExclusion, alignedTripletExclusion } from '../../../src/engine/logic/techniques/aligned-exclusion.js';
import { aic, xyChain } from '../../../src/engine/logic/techniques/chains.js';
import { bidirectionalCycle, xOrYCycle } from '../../../src/engine/logic/techniques/cycles.js';
import { nishioForcingChain } from '../../../src/engine/logic/techniques/forcing-chains.js';
import { skyscraper, twoStringKite, xChain } from '../../../src/engine/logic/techniques/single-digit.js';
import { directClaiming, directHiddenPair, directHiddenTriple, directPointing } from '../../../src/engine/logic/techniques/direct.js';
import { jellyfish, swordfish, xWing } from '../../../src/engine/logic/techniques/fish.js';
import { claiming, pointing } from '../../../src/engine/logic/techniques/intersections.js';
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from '../../../src/engine/logic/techniques/subsets.js';
import { applyStep, gridOf } from '../../../src/engine/logic/grid.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import type { Recall } from '../../../src/engine/logic/recall.js';
import type { CandidateGrid, LogicContext, Technique } from '../../../src/engine/logic/types.js';
import type { Board } from '../../../src/engine/types.js';
import { generated, TOP_BOARDS } from './propagation-starts.js';

const RECALLED: readonly [string, Technique][] = [
  ['direct pointing', directPointing],
  ['direct claiming', directClaiming],
  ['direct hidden pairs', directHiddenPair],
  ['direct hidden triples', directHiddenTriple],
  ['pointing', pointing],
  ['claiming', claiming],
  ['naked pairs', nakedPair],
  ['naked triples', nakedTriple],
  ['naked quads', nakedQuad],
  ['hidden pairs', hiddenPair],
  ['hidden triples', hiddenTriple],
  ['hidden quads', hiddenQuad],
  ['X-Wings', xWing],
  ['swordfish', swordfish],
  ['jellyfish', jellyfish],
  ['skyscrapers', skyscraper],
  ['2-String Kites', twoStringKite],
  ['aligned pair exclusion', alignedPairExclusion],
  ['aligned triplet exclusion', alignedTripletExclusion],
  ['X- and Y-cycles', xOrYCycle],
  ['bidirectional cycles', bidirectionalCycle],
  ['X-chains', xChain],
  ['XY-chains', xyChain],
  ['AICs', aic],
  ['Nishio', nishioForcingChain],
];

const BOARDS: readonly [string, () => Board][] = [
  ...TOP_BOARDS,
  ['6×6 (2×3) EXPERT', () => generated(6, 2, 3, 'EXPERT', 'recall-6')],
  ['8×8 (2×4) EXPERT', () => generated(8, 2, 4, 'EXPERT', 'recall-8')],
  ['12×12 (3×4) EXPERT', () => generated(12, 3, 4, 'EXPERT', 'recall-12')],
];

const copy = (r: Recall): Recall => new Map([...r].map(([k, v]) => [k, v.slice()]));
const ctxOf = (grid: CandidateGrid, recall?: Recall): LogicContext => ({
  grid,
  unique: true,
  work: { spent: 0, limit: Infinity },
  ...(recall === undefined ? {} : { recall }),
});

/** The grids along the solver's path (full scans), each a copy. */
function path(board: Board): CandidateGrid[] {
  const run = runLogic(gridOf(board), { unique: true, recall: false });
  const grid = gridOf(board);
  const out: CandidateGrid[] = [];
  for (const step of run.steps) {
    out.push({ geo: grid.geo, values: grid.values.slice(), cands: grid.cands.slice() });
    applyStep(grid, step);
  }
  return out;
}

describe('recall: a technique rescanning what changed finds what a full scan finds', () => {
  for (const [name, board] of BOARDS) {
    it(`every recalled technique along the path of ${name}`, () => {
      const grids = path(board());
      let compared = 0;
      for (const [tech, find] of RECALLED) {
        let first: Recall | null = null;
        let last: Recall | null = null;
        for (const grid of grids) {
          const full = ctxOf(grid);
          const expected = find(full);
          for (const memory of [last, first]) {
            if (memory === null) continue;
            const ctx = ctxOf(grid, copy(memory));
            expect(find(ctx), `${tech} at step ${grids.indexOf(grid)}`).toEqual(expected);
            compared++;
          }
          // What the technique remembers from searching here (every technique where it found
          // nothing; Nishio also where it found one, with the digits that met a contradiction).
          const fresh: Recall = new Map();
          find(ctxOf(grid, fresh));
          if (expected === null) expect(fresh.size, `${tech} remembers the grid where it found nothing`).toBeGreaterThan(0);
          if (fresh.size > 0) {
            last = fresh;
            first ??= fresh;
          }
        }
      }
      expect(compared).toBeGreaterThan(grids.length);
    }, 120_000);
  }
});

describe('recall: whole runs', () => {
  const work = { with: 0, without: 0 };
  for (const [name, board] of BOARDS) {
    it(`${name}: the same steps with and without it`, () => {
      const b = board();
      const without = runLogic(gridOf(b), { unique: true, recall: false });
      const withRecall = runLogic(gridOf(b), { unique: true });
      expect(withRecall.end).toBe(without.end);
      expect(withRecall.steps).toEqual(without.steps);
      work.with += withRecall.work;
      work.without += without.work;
    }, 120_000);
  }
  it('spends less work over these runs (the rescans are smaller)', () => {
    expect(work.with).toBeLessThan(0.9 * work.without);
  });
});
