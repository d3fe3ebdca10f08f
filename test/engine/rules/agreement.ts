// The agreement sweep shared by agreement.test.ts (npm test: 1,000 boards per rule kind) and
// agreement-quick.test.ts (test:quick: a sample): solve() against the independent reference checker
// on status, the lexicographically first solution and uniqueness.
import { expect } from 'vitest';
import fc from 'fast-check';
import { checkRules } from '../../../src/engine/codec.js';
import { RULE_KINDS, solve, type RuleKind } from '../../../src/engine/index.js';
import { boardFor } from './boards.js';
import { referenceSolve } from './reference.js';

export interface Tally {
  none: number;
  one: number;
  several: number;
  skipped: number;
}

/** Runs `runs` boards of `kind` through both solvers; every board must agree. */
export function sweep(kind: RuleKind | 'MIXED', runs: number, seed: number): Tally {
  const tally: Tally = { none: 0, one: 0, several: 0, skipped: 0 };
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (s) => {
      let board = null;
      for (let k = 0; board === null; k++) board = boardFor(kind, s + k * 7919);
      const shape = { size: board.size, boxRows: board.boxRows, boxCols: board.boxCols };
      const checked = checkRules(shape, board.rules);
      if (!checked.ok) throw new Error(`generated rules refused: ${checked.error.message} ${JSON.stringify(board.rules)}`);
      const ref = referenceSolve(board, 2, 3_000_000);
      if (ref.gaveUp) {
        tally.skipped++;
        return;
      }
      const out = solve({ shape, cells: Uint8Array.from(board.cells), rules: board.rules }, { maxNodes: 50_000_000, deadlineMs: 120_000 });
      const what = `${kind} ${board.size}×${board.size} ${JSON.stringify(Array.from(board.cells))} ${JSON.stringify(board.rules)}`;
      if (ref.count === 0) {
        tally.none++;
        expect(['NO_SOLUTION', 'CONFLICT'], what).toContain(out.status);
      } else {
        if (ref.count === 1) tally.one++;
        else tally.several++;
        expect(out.status, what).toBe('SOLVED');
        expect(Array.from(out.solution!), what).toEqual(ref.first);
        expect(out.unique, what).toBe(ref.count === 1);
      }
    }),
    { numRuns: runs, seed },
  );
  return tally;
}

/** Every rule kind, and boards mixing two or three kinds. */
export const SWEPT_KINDS: readonly (RuleKind | 'MIXED')[] = [...RULE_KINDS, 'MIXED'];
