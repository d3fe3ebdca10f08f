// The static closure (propagation/static-closure.ts) against the propagation it stands in for: on
// puzzles of several shapes as given and where the techniques below the forcing chains leave
// them, for every candidate state, with and without cell links, "reaches its negation" is exactly
// "the propagation meets a contradiction", and where it does not, the closure's cost is exactly the
// work the propagation charged and its bit set exactly the states the propagation derived (what the
// cell and region forcing chains, forcing.ts, intersect without propagating). And no propagation
// derives its start's negation: it meets another contradiction first (docs/logic.md, "No unary
// static chains"), which is why the ladder has no unary static forcing chains.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { propagate } from '../../../src/engine/logic/propagation/implications.js';
import { MAX_CLOSURE_STATES, staticClosure } from '../../../src/engine/logic/propagation/static-closure.js';
import type { LogicContext } from '../../../src/engine/logic/types.js';
import type { Board } from '../../../src/engine/types.js';
import { boardOf } from './golden-helpers.js';
import { everyStart, generated, gridsOf } from './propagation-starts.js';

const BOARDS: readonly [string, () => Board][] = [
  ['top1465 line 1', () => boardOf('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........')],
  ['top1465 line 56', () => boardOf('7.8.2...........913.........46..........3.7.....5......5.9.6......4...1.2.....8..')],
  ['6×6 (2×3) EXPERT', () => generated(6, 2, 3, 'EXPERT', 'closure-6')],
  ['8×8 (2×4) EXPERT', () => generated(8, 2, 4, 'EXPERT', 'closure-8')],
  ['12×12 (3×4) EXPERT', () => generated(12, 3, 4, 'EXPERT', 'closure-12')],
];

describe('static closure: the propagation of every candidate state, without propagating', () => {
  let allNegations = 0;
  it.each(BOARDS)('%s', (_name, board) => {
    const b = board();
    let negations = 0;
    let states = 0;
    for (const [grid, singleDigit] of gridsOf(b).flatMap((g) => [[g, false] as const, [g, true] as const])) {
      const closure = staticClosure(grid.geo, grid.cands, singleDigit);
      expect(closure).not.toBeNull();
      everyStart(grid, (start) => {
        const ctx: LogicContext = { grid, unique: true, work: { spent: 0, limit: 1e12 } };
        const b = propagate(ctx, grid.cands, [start], { dynamic: false, singleDigit })!;
        const k = closure!.index[start];
        expect([start, b.has(start ^ 1)]).toEqual([start, false]);
        const reached = b.contradiction >= 0;
        expect([start, closure!.reachesNegation(k)]).toEqual([start, reached]);
        expect([start, closure!.quietCost(start)]).toEqual([start, reached ? -1 : ctx.work.spent]);
        if (!reached) {
          // The states it derives: exactly the closure's bit set, and as many.
          const derived = [...b.derived()].sort((x, y) => x - y);
          const inReach: number[] = [];
          for (let w = 0; w < closure!.words; w++) {
            for (let bits = closure!.reach[closure!.reachAt(k) + w]; bits !== 0; bits &= bits - 1) {
              inReach.push(closure!.stateOf(32 * w + 31 - Math.clz32(bits & -bits)));
            }
          }
          expect([start, inReach.sort((x, y) => x - y)]).toEqual([start, derived]);
          expect(closure!.size(k)).toBe(derived.length);
        }
        states++;
        if (reached) negations++;
      });
    }
    expect(states).toBeGreaterThan(negations);
    allNegations += negations;
  });

  it('met starts that reach their negation (a contradiction) on those grids too (both answers were checked)', () => {
    expect(allNegations).toBeGreaterThan(0);
  });

  it('is null past MAX_CLOSURE_STATES candidate states (an empty 25×25 grid has 31,250)', () => {
    const grid = gridOf({ shape: { size: 25, boxRows: 5, boxCols: 5 }, cells: new Uint8Array(625) });
    expect(2 * 625 * 25).toBeGreaterThan(MAX_CLOSURE_STATES);
    expect(staticClosure(grid.geo, grid.cands, false)).toBeNull();
  });
});
