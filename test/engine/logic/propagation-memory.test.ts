// The forcing chains' propagation memory (propagation/implications.ts): a branch holds what it
// derived, not a table of every state of the grid, and the free list keeps at most
// MAX_FREE_BRANCH_BYTES. An empty 25×25 propagates all 15,625 "on" starts in one cell/region
// search and holds them together: with a 281 KB table per branch that was 4.4 GB per analysis,
// of which 1.15 GB stayed in the free list (docs/limits.md, "Analysis memory").
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import {
  branchPoolBytes,
  MAX_FREE_BRANCH_BYTES,
  propagate,
  resetBranchPeak,
  withBranches,
  type Branch,
} from '../../../src/engine/logic/propagation/implications.js';
import type { LogicContext } from '../../../src/engine/logic/types.js';
import type { Board } from '../../../src/engine/types.js';
import { boardOf } from './golden-helpers.js';
import { gridsOf } from './propagation-starts.js';

/** The most the branches of one analysis of an empty or near-empty 25×25 may hold at once (docs/limits.md). */
const PEAK_25 = 64 << 20;

const empty = (n: number, r: number, c: number): Board => ({ shape: { size: n, boxRows: r, boxCols: c }, cells: new Uint8Array(n * n) });

describe('analysis memory is bounded by what the propagations derive', () => {
  it('an empty 25×25, analysed three times: the same analysis, the branches under 64 MiB, the free list under its cap after each', () => {
    let first = '';
    for (let k = 0; k < 3; k++) {
      resetBranchPeak();
      const o = analyze(empty(25, 5, 5));
      if (o.status !== 'ANALYZED') throw new Error(o.status);
      // The cell and region chains ran (the budget went there), so all 15,625 starts were held.
      expect(o.analysis.work).toBeGreaterThan(100_000_000);
      const text = JSON.stringify(o.analysis);
      if (k === 0) first = text;
      else expect(text).toBe(first);
      const pool = branchPoolBytes();
      expect(pool.peak).toBeGreaterThan(1 << 20);
      expect(pool.peak).toBeLessThan(PEAK_25);
      // Nothing is held past the search but the free list, and that is capped.
      expect(pool.held).toBe(pool.free);
      expect(pool.free).toBeLessThanOrEqual(MAX_FREE_BRANCH_BYTES);
    }
  }, 120_000);

  it('a 25×25 with its first row given: the branches under 64 MiB too', () => {
    const b = empty(25, 5, 5);
    for (let c = 0; c < 25; c++) b.cells[c] = c + 1;
    resetBranchPeak();
    expect(analyze(b).status).toBe('ANALYZED');
    expect(branchPoolBytes().peak).toBeLessThan(PEAK_25);
    expect(branchPoolBytes().free).toBeLessThanOrEqual(MAX_FREE_BRANCH_BYTES);
  }, 120_000);
});

describe('a branch answers for exactly the states it derived, in order', () => {
  // Lookups go through the propagation's scratch while it is the last one built there, and through
  // the branch's own table after: both are checked, for every start of two grids of a hard puzzle,
  // all held at once inside one search (as the cell and region chains hold them).
  const board = boardOf('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
  for (const dynamic of [false, true]) {
    it(`${dynamic ? 'dynamic' : 'static'} propagations of every start of top1465 line 1`, () => {
      let contradictions = 0;
      let derived = 0;
      for (const grid of gridsOf(board)) {
        const n = grid.geo.size;
        const states = 2 * grid.geo.cellCount * n;
        const wrong: [number, number][] = [];
        withBranches(() => {
          const held: Branch[] = [];
          for (let c = 0; c < grid.geo.cellCount; c++) {
            for (let m = grid.cands[c]; m !== 0; m &= m - 1) {
              for (const start of [2 * (c * n + 31 - Math.clz32(m & -m)), 2 * (c * n + 31 - Math.clz32(m & -m)) + 1]) {
                const ctx: LogicContext = { grid, unique: true, work: { spent: 0, limit: 1e12 } };
                const b = propagate(ctx, grid.cands, [start], { dynamic, singleDigit: false })!;
                expect(b.derived()[0]).toBe(start);
                // While it is the last propagation: through the scratch.
                b.derived().forEach((s, i) => {
                  if (b.indexOf(s) !== i) wrong.push([start, s]);
                });
                held.push(b);
              }
            }
          }
          // One more propagation moves the scratch on: every branch answers through its table now.
          propagate({ grid, unique: true, work: { spent: 0, limit: 1e12 } }, grid.cands, [held[0].derived()[0]], {
            dynamic,
            singleDigit: false,
          });
          for (const b of held) {
            const index = new Map<number, number>();
            b.derived().forEach((s, i) => index.set(s, i));
            expect(index.size).toBe(b.size);
            derived += b.size;
            for (let s = 0; s < states; s++) if (b.indexOf(s) !== (index.get(s) ?? -1)) wrong.push([b.derived()[0], s]);
            if (b.contradiction >= 0) {
              contradictions++;
              expect(b.has(b.contradiction ^ 1)).toBe(true);
            }
          }
        });
        expect(wrong).toEqual([]);
      }
      // Both kinds of branch were met, and they derived more than their starts.
      expect(contradictions).toBeGreaterThan(0);
      expect(derived).toBeGreaterThan(10 * contradictions);
    });
  }
});
