// Forcing chains through the rules (issue 48): the dynamic chains narrow their working copy by the
// rule steps' reasoning (techniques/rules/narrowings.ts), so a puzzle whose uniqueness rests on a
// rule is finished by logic; a classic board propagates exactly as before.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { ladderFor } from '../../../src/engine/logic/ladder.js';
import { contextOf, runLogic } from '../../../src/engine/logic/solver.js';
import { narrowingsOf } from '../../../src/engine/logic/propagation/implications.js';
import { dynamicForcingChain } from '../../../src/engine/logic/techniques/forcing-chains.js';
import { findForcing } from '../../../src/engine/logic/techniques/forcing.js';
import { ruleNarrowings } from '../../../src/engine/logic/techniques/rules/narrowings.js';
import type { Board } from '../../../src/engine/types.js';
import type { Rule } from '../../../src/engine/rules/types.js';
import { boardOf } from './golden-helpers.js';

// generate({ size: 9, seed: 'l3', variants: ['QUADRUPLE'], difficulty: 'MASTER' }) on this branch.
const QUADRUPLES: Board = {
  ...boardOf('700000000020000006500000000000000000300050000000000009000000400050000000086900000'),
  rules: [
    { kind: 'QUADRUPLE', cell: 2, values: [3, 5, 8, 9] },
    { kind: 'QUADRUPLE', cell: 7, values: [1, 2, 5, 6] },
    { kind: 'QUADRUPLE', cell: 21, values: [1, 1, 2, 4] },
    { kind: 'QUADRUPLE', cell: 34, values: [2, 3, 4, 6] },
    { kind: 'QUADRUPLE', cell: 40, values: [3, 5, 6, 7] },
  ] satisfies Rule[],
};

/** The grid where every technique below the forcing chains is stuck. */
function stuck(board: Board) {
  const grid = gridOf(board);
  const run = runLogic(grid, { unique: true, techniques: ladderFor(grid.geo).filter((e) => !/FORCING|NESTED/.test(e.name)) });
  return { grid, run };
}

describe('dynamic forcing chains through the rules', () => {
  it('a quadruple of 1, 1, 2, 4: the chain that leaves its two 1s one place each finishes the puzzle', () => {
    const { grid, run } = stuck(QUADRUPLES);
    expect(run.end).toBe('STUCK');
    // The quadruple r3c4, r3c5, r4c4, r4c5 needs 1, 1, 2 and 4: r4c4 is placed, the other three hold
    // {1,2}. Two 1s in three cells, r3c4 and r3c5 sharing a row, so r4c5 is 1 and r3c5 (its column) 2.
    const mask = (r: number, c: number) => grid.cands[r * 9 + c];
    expect([mask(2, 3), mask(2, 4), mask(3, 3), mask(3, 4)]).toEqual([0b11, 0b11, 0, 0b11]);
    expect(grid.values[3 * 9 + 3]).toBe(4);
    const step = dynamicForcingChain(contextOf(grid, { unique: true }));
    expect(step?.technique).toBe('DYNAMIC_FORCING_CHAIN');
    expect(step?.rating).toBe(8.6);
    expect(step?.placements).toEqual([
      { row: 2, col: 3, value: 1 },
      { row: 2, col: 4, value: 2 },
    ]);
    expect(step?.eliminations).toEqual([]);
    // The state the quadruple's narrowing derived names it.
    expect(step?.explanation).toBe(
      'Suppose r3c4≠1: r3c4≠1 → r3c4=2, but also r3c4≠1 → r3c4≠2 (the quadruple at r3c4), a contradiction; ' +
        'so r3c4 is 1 (chains of the same rating give the 3 other results too).',
    );
    // Without the rules' narrowings the same chains find nothing there.
    const plain = findForcing(contextOf(grid, { unique: true }), {
      technique: 'DYNAMIC_FORCING_CHAIN',
      base: 85,
      mode: { dynamic: true, singleDigit: false },
      multiple: true,
      contradiction: true,
    });
    expect(plain).toBeNull();
  });

  it('one narrowing per quadruple; none on a classic board, whose chains propagate as before', () => {
    const geo = gridOf(QUADRUPLES).geo;
    expect(ruleNarrowings(geo)?.list.map((x) => Array.from(x.cells))).toEqual([
      [2, 3, 11, 12],
      [7, 8, 16, 17],
      [21, 22, 30, 31],
      [34, 35, 43, 44],
      [40, 41, 49, 50],
    ]);
    const classic = gridOf({ ...QUADRUPLES, rules: undefined }).geo;
    expect(ruleNarrowings(classic)).toBeNull();
    expect(narrowingsOf({ dynamic: true, singleDigit: false, boardRules: ruleNarrowings }, classic)).toBeNull();
    // Nishio (one digit) and the static chains never narrow by the rules.
    expect(narrowingsOf({ dynamic: true, singleDigit: true, boardRules: ruleNarrowings }, geo)).toBeNull();
    expect(narrowingsOf({ dynamic: false, singleDigit: false, boardRules: ruleNarrowings }, geo)).toBeNull();
  });
});
