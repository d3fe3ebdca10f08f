// Golden positions for every rule step of the technique table (table.ts, families RULES, LINES,
// KILLER and SUMS), each on 9×9 and on another shape: a small position given as grid + rules (plain
// data), the step's finder called on it, and the exact eliminations, cells, rules and sentence. Each
// expected elimination is reasoned by hand in the comment above it. RULE_ELIMINATION and
// PAIR_RELATION are shown for every relation they read (even/odd, kropki, XV, greater-than,
// thermometer, whispers, palindrome, non-consecutive, negative); INNIES_OUTIES over rows and columns
// is in innies-outies.test.ts, over a box here.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { TECHNIQUE_TABLE } from '../../../src/engine/logic/table.js';
import {
  pairRelation,
  quadrupleValues,
  renbanRun,
  ruleElimination,
  thermometerRange,
} from '../../../src/engine/logic/techniques/rules/basic.js';
import { inniesOuties } from '../../../src/engine/logic/techniques/rules/innies.js';
import { arrowSum, cageCombination, littleKillerSum, sandwichSum } from '../../../src/engine/logic/techniques/rules/sums.js';
import type { CandidateGrid, Step, Technique } from '../../../src/engine/logic/types.js';
import type { Rule } from '../../../src/engine/rules/types.js';
import type { Shape } from '../../../src/engine/types.js';
import { ctxOf, elimNames, S25, S6, S9, set } from './techniques-fixture.js';

/** A cell index from its name on an N×N grid ("r4c2"). */
const at = (n: number, name: string): number => {
  const m = /^r(\d+)c(\d+)$/.exec(name)!;
  return (Number(m[1]) - 1) * n + Number(m[2]) - 1;
};

/**
 * A position: the shape, its rules (cells named "r1c1" and turned into indices by the caller), the
 * givens by cell name, and, by hand, some open cells' candidates (as a player's notes would).
 */
function position(shape: Shape, rules: Rule[], givens: Record<string, number> = {}, notes: Record<string, string> = {}): CandidateGrid {
  const n = shape.size;
  const cells = new Uint8Array(n * n);
  for (const [name, v] of Object.entries(givens)) cells[at(n, name)] = v;
  const grid = gridOf({ shape, cells, rules });
  for (const [name, symbols] of Object.entries(notes)) set(grid, name, symbols);
  return grid;
}

const run = (find: Technique, grid: CandidateGrid): Step | null => find(ctxOf(grid));

/** Every value of 1..n but those listed, at `cell` ("r1c2:1", …). */
const allBut = (cell: string, n: number, ...keep: number[]): string[] =>
  Array.from({ length: n }, (_, v) => v + 1)
    .filter((v) => !keep.includes(v))
    .map((v) => `${cell}:${v}`);

/** The step's cells by name. */
const cellNamesOf = (grid: CandidateGrid, step: Step | null): string[] =>
  (step?.cells ?? []).map((c) => `r${Math.floor(c / grid.geo.size) + 1}c${(c % grid.geo.size) + 1}`);

/** Checks the step's technique, the one rule it names, that it places nothing, and returns it. */
function expectStep(step: Step | null, technique: string, rules: { rule: number; kind: Rule['kind'] }[]): Step {
  expect(step).not.toBeNull();
  expect(step!.technique).toBe(technique);
  expect(step!.placements).toEqual([]);
  expect(step!.rules).toEqual(rules);
  return step!;
}

/** The rule steps this file shows (with innies-outies.test.ts): a new one in the table must come with its positions. */
const SHOWN = [
  'RULE_ELIMINATION',
  'QUADRUPLE_VALUES',
  'THERMOMETER_RANGE',
  'PAIR_RELATION',
  'RENBAN_RUN',
  'CAGE_COMBINATION',
  'ARROW_SUM',
  'LITTLE_KILLER_SUM',
  'SANDWICH_SUM',
  'INNIES_OUTIES',
];

it('every rule step of the technique table has golden positions', () => {
  const steps = Object.entries(TECHNIQUE_TABLE)
    .filter(([, row]) => ['RULES', 'LINES', 'KILLER', 'SUMS'].includes(row.family))
    .map(([name]) => name);
  expect(steps.sort()).toEqual([...SHOWN].sort());
});

const c9 = (name: string): number => at(9, name);
const c6 = (name: string): number => at(6, name);

describe('RULE_ELIMINATION: what one rule forbids given the placed values', () => {
  it('9×9 even marks: every even-marked cell loses the odd values, in one step', () => {
    // r1c1 and r5c5 are marked even, r2c2 odd: the first mark's step gathers every even mark with
    // something to remove (1, 3, 5, 7, 9 from both); the odd mark is another step.
    const rules: Rule[] = [
      { kind: 'PARITY', cell: c9('r1c1'), parity: 'EVEN' },
      { kind: 'PARITY', cell: c9('r2c2'), parity: 'ODD' },
      { kind: 'PARITY', cell: c9('r5c5'), parity: 'EVEN' },
    ];
    const grid = position(S9, rules);
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [
      { rule: 0, kind: 'PARITY' },
      { rule: 2, kind: 'PARITY' },
    ]);
    expect(elimNames(step)).toEqual([...allBut('r1c1', 9, 2, 4, 6, 8), ...allBut('r5c5', 9, 2, 4, 6, 8)]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r5c5']);
    expect(step.explanation).toBe('r1c1 and r5c5 are marked even, so 1, 3, 5, 7 and 9 leave them.');
  });

  it('6×6 odd mark: 2, 4 and 6 leave the cell', () => {
    const grid = position(S6, [{ kind: 'PARITY', cell: c6('r3c4'), parity: 'ODD' }]);
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'PARITY' }]);
    expect(elimNames(step)).toEqual(['r3c4:2', 'r3c4:4', 'r3c4:6']);
    expect(step.explanation).toBe('r3c4 is marked odd, so 2, 4 and 6 leave it.');
  });

  it('9×9 white dot beside a placed 5: its neighbour is 4 or 6', () => {
    // r1c1 = 5; a white dot joins r1c1 and r1c2, which differ by 1: r1c2 is 4 or 6 (5 already left it by the row).
    const grid = position(S9, [{ kind: 'KROPKI', cells: [c9('r1c1'), c9('r1c2')], color: 'WHITE' }], { r1c1: 5 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'KROPKI' }]);
    expect(elimNames(step)).toEqual(allBut('r1c2', 9, 4, 5, 6));
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2']);
    expect(step.explanation).toBe('r1c1 is 5; across the white dot r1c2 differs from it by 1: 4 or 6; so 1, 2, 3, 7, 8 and 9 leave r1c2.');
  });

  it('6×6 black dot below a placed 3: its neighbour is 6 (3 has no half)', () => {
    // r1c1 = 3; a black dot joins r1c1 and r2c1, one double the other: 6 (1.5 is no value).
    const grid = position(S6, [{ kind: 'KROPKI', cells: [c6('r1c1'), c6('r2c1')], color: 'BLACK' }], { r1c1: 3 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'KROPKI' }]);
    expect(elimNames(step)).toEqual(['r2c1:1', 'r2c1:2', 'r2c1:4', 'r2c1:5']);
    expect(step.explanation).toBe('r1c1 is 3; across the black dot r2c1 is double or half of it: 6; so 1, 2, 4 and 5 leave r2c1.');
  });

  it('6×6 V beside a placed 2: its neighbour is 3', () => {
    const grid = position(S6, [{ kind: 'XV', cells: [c6('r1c1'), c6('r1c2')], sum: 5 }], { r1c1: 2 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'XV' }]);
    expect(elimNames(step)).toEqual(['r1c2:1', 'r1c2:4', 'r1c2:5', 'r1c2:6']);
    expect(step.explanation).toBe('r1c1 is 2; the V makes r1c2 and it add up to 5: 3; so 1, 4, 5 and 6 leave r1c2.');
  });

  it('9×9 X beside a placed 3: its neighbour is 7', () => {
    const grid = position(S9, [{ kind: 'XV', cells: [c9('r5c5'), c9('r5c6')], sum: 10 }], { r5c5: 3 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'XV' }]);
    expect(elimNames(step)).toEqual(allBut('r5c6', 9, 3, 7));
    expect(step.explanation).toBe('r5c5 is 3; the X makes r5c6 and it add up to 10: 7; so 1, 2, 4, 5, 6, 8 and 9 leave r5c6.');
  });

  it('9×9 greater-than sign under a placed 3: the lesser cell is 1 or 2', () => {
    const grid = position(S9, [{ kind: 'GREATER_THAN', greater: c9('r1c1'), lesser: c9('r2c1') }], { r1c1: 3 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'GREATER_THAN' }]);
    expect(elimNames(step)).toEqual(allBut('r2c1', 9, 1, 2, 3));
    expect(step.explanation).toBe('r1c1 is 3; r2c1 is smaller (r1c1 > r2c1): 1 or 2; so 4, 5, 6, 7, 8 and 9 leave r2c1.');
  });

  it('9×9 thermometer through a placed 5: below it smaller, above it larger', () => {
    // r1c1 → r1c2 → r1c3 with r1c2 = 5: r1c1 < 5 and r1c3 > 5.
    const grid = position(S9, [{ kind: 'THERMOMETER', cells: [c9('r1c1'), c9('r1c2'), c9('r1c3')] }], { r1c2: 5 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'THERMOMETER' }]);
    expect(elimNames(step)).toEqual(['r1c1:6', 'r1c1:7', 'r1c1:8', 'r1c1:9', 'r1c3:1', 'r1c3:2', 'r1c3:3', 'r1c3:4']);
    expect(cellNamesOf(grid, step)).toEqual(['r1c2', 'r1c1', 'r1c3']);
    expect(step.explanation).toBe(
      'r1c2 is 5; r1c1, before it on the thermometer, is smaller: 1, 2, 3 or 4; ' +
        'r1c3, after it on the thermometer, is larger: 6, 7, 8 or 9; ' +
        'so 6, 7, 8 and 9 leave r1c1; and 1, 2, 3 and 4 leave r1c3.',
    );
  });

  it('9×9 whispers beside a placed 3: its neighbour differs by at least 5, so 8 or 9', () => {
    const grid = position(S9, [{ kind: 'WHISPERS', cells: [c9('r1c1'), c9('r1c2')] }], { r1c1: 3 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'WHISPERS' }]);
    expect(elimNames(step)).toEqual(allBut('r1c2', 9, 3, 8, 9));
    expect(step.explanation).toBe(
      'r1c1 is 3; r1c2, beside it on the whispers line, differs from it by at least 5: 8 or 9; so 1, 2, 4, 5, 6 and 7 leave r1c2.',
    );
  });

  it('6×6 whispers (difference 3) beside a placed 2: 5 or 6', () => {
    const grid = position(S6, [{ kind: 'WHISPERS', cells: [c6('r2c2'), c6('r3c2')] }], { r2c2: 2 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'WHISPERS' }]);
    expect(elimNames(step)).toEqual(['r3c2:1', 'r3c2:3', 'r3c2:4']);
    expect(step.explanation).toBe(
      'r2c2 is 2; r3c2, beside it on the whispers line, differs from it by at least 3: 5 or 6; so 1, 3 and 4 leave r3c2.',
    );
  });

  it('6×6 palindrome: the mirror of a placed 4 is 4', () => {
    // r1c1 → r2c1 → r3c2: r1c1 and r3c2 mirror each other (no house holds both); r2c1 is the middle.
    const grid = position(S6, [{ kind: 'PALINDROME', cells: [c6('r1c1'), c6('r2c1'), c6('r3c2')] }], { r1c1: 4 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'PALINDROME' }]);
    expect(elimNames(step)).toEqual(['r3c2:1', 'r3c2:2', 'r3c2:3', 'r3c2:5', 'r3c2:6']);
    expect(step.explanation).toBe('r1c1 is 4; r3c2 mirrors it on the palindrome: 4; so 1, 2, 3, 5 and 6 leave r3c2.');
  });

  it('9×9 non-consecutive: the four neighbours of a placed 5 lose 4 and 6', () => {
    const grid = position(S9, [{ kind: 'NON_CONSECUTIVE' }], { r5c5: 5 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'NON_CONSECUTIVE' }]);
    expect(elimNames(step)).toEqual(['r4c5:4', 'r4c5:6', 'r5c4:4', 'r5c4:6', 'r5c6:4', 'r5c6:6', 'r6c5:4', 'r6c5:6']);
    expect(cellNamesOf(grid, step)).toEqual(['r5c5', 'r4c5', 'r5c4', 'r5c6', 'r6c5']);
    // The four neighbours are tied alike and keep the same values (5 left them by row and column): named together.
    expect(step.explanation).toBe(
      'r5c5 is 5; r4c5, r5c4, r5c6 and r6c5, beside it, are not one more or one less (non-consecutive): 1, 2, 3, 7, 8 or 9; ' +
        'so 4 and 6 leave r4c5, r5c4, r5c6 and r6c5.',
    );
  });

  it('4×4 non-consecutive: a placed 2 in a corner leaves its neighbours 4 only', () => {
    // r1c1 = 2: r1c2 and r2c1 are not 1 or 3 (and not 2, by row, column and box): 4.
    const grid = position({ size: 4, boxRows: 2, boxCols: 2 }, [{ kind: 'NON_CONSECUTIVE' }], { r1c1: 2 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'NON_CONSECUTIVE' }]);
    expect(elimNames(step)).toEqual(['r1c2:1', 'r1c2:3', 'r2c1:1', 'r2c1:3']);
  });

  it('9×9 negative XV: beside a placed 3 with no X or V between, no 2 (sum 5) and no 7 (sum 10)', () => {
    const grid = position(S9, [{ kind: 'NEGATIVE', of: 'XV' }], { r1c1: 3 });
    const step = expectStep(run(ruleElimination, grid), 'RULE_ELIMINATION', [{ rule: 0, kind: 'NEGATIVE' }]);
    expect(elimNames(step)).toEqual(['r1c2:2', 'r1c2:7', 'r2c1:2', 'r2c1:7']);
    expect(step.explanation).toBe(
      'r1c1 is 3; r1c2 and r2c1, beside it with no X or V between them, do not add up with it to an X or V: 1, 4, 5, 6, 8 or 9; ' +
        'so 2 and 7 leave r1c2 and r2c1.',
    );
  });

  it('nothing without a placed value or a mark', () => {
    const grid = position(S9, [{ kind: 'KROPKI', cells: [c9('r1c1'), c9('r1c2')], color: 'WHITE' }, { kind: 'NON_CONSECUTIVE' }]);
    expect(run(ruleElimination, grid)).toBeNull();
  });
});

describe('PAIR_RELATION: two open cells of a relation, each keeping what some candidate of the other allows', () => {
  it('9×9 white dot: 9 has no neighbour among 2, 3, 4 and 3 none among 1, 5, 9', () => {
    // r1c1 {1,5,9}, r1c2 {2,3,4}, differing by 1: 1–2 and 5–4 fit; 9 would need 8 or 10, 3 would need 2 or 4.
    const grid = position(S9, [{ kind: 'KROPKI', cells: [c9('r1c1'), c9('r1c2')], color: 'WHITE' }], {}, { r1c1: '159', r1c2: '234' });
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'KROPKI' }]);
    expect(elimNames(step)).toEqual(['r1c1:9', 'r1c2:3']);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2']);
    expect(step.explanation).toBe(
      'r1c1 holds 1, 5 or 9 and r1c2 2, 3 or 4; across the white dot r1c2 differs from it by 1: ' +
        'r1c1 and r1c2 can only be 1 and 2 or 5 and 4, so 9 leaves r1c1; and 3 leaves r1c2.',
    );
  });

  it('6×6 black dot on an empty grid: 5 has no double or half, so it leaves both cells', () => {
    // 1–2, 2–4, 3–6 and back; 5's double is 10 and its half 2.5.
    const grid = position(S6, [{ kind: 'KROPKI', cells: [c6('r1c1'), c6('r1c2')], color: 'BLACK' }]);
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'KROPKI' }]);
    expect(elimNames(step)).toEqual(['r1c1:5', 'r1c2:5']);
    expect(step.explanation).toBe(
      'r1c1 holds 1, 2, 3, 4, 5 or 6 and r1c2 1, 2, 3, 4, 5 or 6; across the black dot r1c2 is double or half of it: ' +
        'r1c1 and r1c2 can only be 1 and 2, 2 and 1, 2 and 4, 3 and 6, 4 and 2 or 6 and 3, so 5 leaves r1c1 and r1c2.',
    );
  });

  it('9×9 X: beside 1, 2 or 3 only 9, 8 or 7', () => {
    const grid = position(S9, [{ kind: 'XV', cells: [c9('r4c4'), c9('r4c5')], sum: 10 }], {}, { r4c4: '123' });
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'XV' }]);
    expect(elimNames(step)).toEqual(allBut('r4c5', 9, 7, 8, 9));
    expect(step.explanation).toBe(
      'r4c4 holds 1, 2 or 3 and r4c5 1, 2, 3, 4, 5, 6, 7, 8 or 9; the X makes r4c5 and it add up to 10: ' +
        'r4c4 and r4c5 can only be 1 and 9, 2 and 8 or 3 and 7, so 1, 2, 3, 4, 5 and 6 leave r4c5.',
    );
  });

  it('6×6 greater-than: the greater cell is not 1, the lesser not 6', () => {
    const grid = position(S6, [{ kind: 'GREATER_THAN', greater: c6('r2c2'), lesser: c6('r2c3') }]);
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'GREATER_THAN' }]);
    expect(elimNames(step)).toEqual(['r2c2:1', 'r2c3:6']);
    expect(step.explanation).toBe(
      'r2c2 holds 1, 2, 3, 4, 5 or 6 and r2c3 1, 2, 3, 4, 5 or 6; r2c3 is smaller (r2c2 > r2c3): ' +
        '15 pairs of values fit, so 1 leaves r2c2; and 6 leaves r2c3.',
    );
  });

  it('9×9 whispers on an empty grid: 5 differs from nothing by 5 or more', () => {
    const grid = position(S9, [{ kind: 'WHISPERS', cells: [c9('r3c3'), c9('r3c4')] }]);
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'WHISPERS' }]);
    expect(elimNames(step)).toEqual(['r3c3:5', 'r3c4:5']);
    expect(step.explanation).toContain('r3c4, beside it on the whispers line, differs from it by at least 5: 20 pairs of values fit');
    expect(step.explanation).toMatch(/, so 5 leaves r3c3 and r3c4\.$/);
  });

  it('9×9 palindrome: mirrored cells keep the values they share', () => {
    // r1c1 {1,2,3} and r2c4 {3,4,5} mirror each other on r1c1 → r1c2 → r2c4 (r1c2 the middle): both 3.
    const grid = position(S9, [{ kind: 'PALINDROME', cells: [c9('r1c1'), c9('r1c2'), c9('r2c4')] }], {}, { r1c1: '123', r2c4: '345' });
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'PALINDROME' }]);
    expect(elimNames(step)).toEqual(['r1c1:1', 'r1c1:2', 'r2c4:4', 'r2c4:5']);
    expect(step.explanation).toBe(
      'r1c1 holds 1, 2 or 3 and r2c4 3, 4 or 5; r2c4 mirrors it on the palindrome: r1c1 and r2c4 can only be 3 and 3, ' +
        'so 1 and 2 leave r1c1; and 4 and 5 leave r2c4.',
    );
  });

  it('6×6 thermometer of two cells: the bulb is not 6, the tip not 1', () => {
    const grid = position(S6, [{ kind: 'THERMOMETER', cells: [c6('r5c5'), c6('r4c5')] }]);
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'THERMOMETER' }]);
    expect(elimNames(step)).toEqual(['r4c5:1', 'r5c5:6']);
  });

  it('6×6 non-consecutive: r1c1 {5,6} beside r1c2 {4,6} is 6, and r1c2 is 4', () => {
    // With 5, r1c2 could be neither 4 nor 6. With 6, r1c2 is not 5 or 7 (the rule) nor 6 (the row): 4.
    // (Before this test the step read the relation alone, let 6 beside 6 and kept 6 in r1c2.)
    const grid = position(S6, [{ kind: 'NON_CONSECUTIVE' }], {}, { r1c1: '56', r1c2: '46' });
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'NON_CONSECUTIVE' }]);
    expect(elimNames(step)).toEqual(['r1c1:5', 'r1c2:6']);
    expect(step.explanation).toBe(
      'r1c1 holds 5 or 6 and r1c2 4 or 6; r1c2, beside it, is not one more or one less (non-consecutive): ' +
        'r1c1 and r1c2 can only be 6 and 4, so 5 leaves r1c1; and 6 leaves r1c2.',
    );
  });

  it('9×9 negative XV: 1 beside only 4 or 9 would make a V or an X that is not drawn', () => {
    const grid = position(S9, [{ kind: 'NEGATIVE', of: 'XV' }], {}, { r1c1: '15', r1c2: '49' });
    const step = expectStep(run(pairRelation, grid), 'PAIR_RELATION', [{ rule: 0, kind: 'NEGATIVE' }]);
    expect(elimNames(step)).toEqual(['r1c1:1']);
  });
});

describe('THERMOMETER_RANGE: each cell above the one before', () => {
  it('9×9 three cells on an empty grid: 1–7, 2–8, 3–9', () => {
    const grid = position(S9, [{ kind: 'THERMOMETER', cells: [c9('r1c1'), c9('r1c2'), c9('r1c3')] }]);
    const step = expectStep(run(thermometerRange, grid), 'THERMOMETER_RANGE', [{ rule: 0, kind: 'THERMOMETER' }]);
    expect(elimNames(step)).toEqual(['r1c1:8', 'r1c1:9', 'r1c2:1', 'r1c2:9', 'r1c3:1', 'r1c3:2']);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r1c3']);
    expect(step.explanation).toBe(
      'Along the thermometer r1c1 → r1c2 → r1c3 every cell is larger than the one before, so with the candidates around them ' +
        'r1c1 from 1 to 7, r1c2 from 2 to 8 and r1c3 from 3 to 9: 8 leaves r1c1; 9 leaves r1c1 and r1c2; 1 leaves r1c2 and r1c3; and 2 leaves r1c3.',
    );
  });

  it('6×6 four cells ending on a placed 5: the three below it climb 1–2, 2–3, 3–4', () => {
    // r1c4 = 5: r1c3 ≤ 4, r1c2 ≤ 3, r1c1 ≤ 2; from the bulb r1c1 ≥ 1, r1c2 ≥ 2, r1c3 ≥ 3 (5 left them by the row).
    const grid = position(S6, [{ kind: 'THERMOMETER', cells: [c6('r1c1'), c6('r1c2'), c6('r1c3'), c6('r1c4')] }], { r1c4: 5 });
    const step = expectStep(run(thermometerRange, grid), 'THERMOMETER_RANGE', [{ rule: 0, kind: 'THERMOMETER' }]);
    expect(elimNames(step)).toEqual(['r1c1:3', 'r1c1:4', 'r1c1:6', 'r1c2:1', 'r1c2:4', 'r1c2:6', 'r1c3:1', 'r1c3:2', 'r1c3:6']);
    expect(step.explanation).toBe(
      'Along the thermometer r1c1 → r1c2 → r1c3 → r1c4 every cell is larger than the one before, so with the candidates around them ' +
        'r1c1 from 1 to 2, r1c2 from 2 to 3 and r1c3 from 3 to 4: 3 leaves r1c1; 4 leaves r1c1 and r1c2; 6 leaves r1c1, r1c2 and r1c3; ' +
        '1 leaves r1c2 and r1c3; and 2 leaves r1c3.',
    );
  });
});

describe('RENBAN_RUN: the runs of consecutive values that fit the line', () => {
  it('9×9 three cells through a placed 9: only the run 7–9', () => {
    const grid = position(S9, [{ kind: 'RENBAN', cells: [c9('r1c1'), c9('r1c2'), c9('r1c3')] }], { r1c1: 9 });
    const step = expectStep(run(renbanRun, grid), 'RENBAN_RUN', [{ rule: 0, kind: 'RENBAN' }]);
    expect(elimNames(step)).toEqual([...allBut('r1c2', 9, 7, 8, 9), ...allBut('r1c3', 9, 7, 8, 9)]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r1c3']);
    expect(step.explanation).toBe(
      'The renban line r1c1 → r1c2 → r1c3 holds 3 consecutive values; with its candidates only the run 7–9 can fit, ' +
        'so 1, 2, 3, 4, 5 and 6 leave r1c2 and r1c3.',
    );
  });

  it('6×6 four cells through a placed 6: only the run 3–6', () => {
    const cells = [c6('r1c1'), c6('r1c2'), c6('r2c2'), c6('r2c3')];
    const grid = position(S6, [{ kind: 'RENBAN', cells }], { r1c1: 6 });
    const step = expectStep(run(renbanRun, grid), 'RENBAN_RUN', [{ rule: 0, kind: 'RENBAN' }]);
    expect(elimNames(step)).toEqual(['r1c2:1', 'r1c2:2', 'r2c2:1', 'r2c2:2', 'r2c3:1', 'r2c3:2']);
    expect(step.explanation).toBe(
      'The renban line r1c1 → r1c2 → r2c2 → r2c3 holds 4 consecutive values; with its candidates only the run 3–6 can fit, ' +
        'so 1 and 2 leave r1c2, r2c2 and r2c3.',
    );
  });

  it('nothing where every value still has a run (three cells on an empty 9×9 grid)', () => {
    expect(run(renbanRun, position(S9, [{ kind: 'RENBAN', cells: [c9('r1c1'), c9('r1c2'), c9('r1c3')] }]))).toBeNull();
  });
});

describe('QUADRUPLE_VALUES: the listed values need cells of the 2×2 block', () => {
  it('9×9 four listed values: the block holds nothing else', () => {
    const grid = position(S9, [{ kind: 'QUADRUPLE', cell: c9('r1c1'), values: [1, 2, 3, 4] }]);
    const step = expectStep(run(quadrupleValues, grid), 'QUADRUPLE_VALUES', [{ rule: 0, kind: 'QUADRUPLE' }]);
    const others = (cell: string): string[] => allBut(cell, 9, 1, 2, 3, 4);
    expect(elimNames(step)).toEqual([...others('r1c1'), ...others('r1c2'), ...others('r2c1'), ...others('r2c2')]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r2c1', 'r2c2']);
    expect(step.explanation).toBe(
      'The quadruple at r1c1 needs 1, 2, 3 and 4 among r1c1, r1c2, r2c1 and r2c2: ' +
        'only r1c1, r1c2, r2c1 and r2c2 can hold a listed value, so they hold nothing else; ' +
        'so 5, 6, 7, 8 and 9 leave r1c1, r1c2, r2c1 and r2c2.',
    );
  });

  it('9×9 a single listed 7 with one place left: it takes r1c2, said once', () => {
    // The 7 at r5c1 keeps 7 out of column 1 (r1c1, r2c1), the 7 at r2c5 out of row 2 (r2c1, r2c2): 7 fits only r1c2.
    // (Before this test the sentence also said "only r1c2 can hold a listed value, so they hold nothing else".)
    const grid = position(S9, [{ kind: 'QUADRUPLE', cell: c9('r1c1'), values: [7] }], { r5c1: 7, r2c5: 7 });
    const step = expectStep(run(quadrupleValues, grid), 'QUADRUPLE_VALUES', [{ rule: 0, kind: 'QUADRUPLE' }]);
    expect(elimNames(step)).toEqual(allBut('r1c2', 9, 7));
    expect(step.explanation).toBe(
      'The quadruple at r1c1 needs 7 among r1c1, r1c2, r2c1 and r2c2: 7 fits only r1c2; so 1, 2, 3, 4, 5, 6, 8 and 9 leave r1c2.',
    );
  });

  it('6×6 a listed 5 with one place left in the block: that cell is 5', () => {
    // Block r3c3, r3c4, r4c3, r4c4 needs 5 and 6. The 5 at r3c6 keeps 5 out of row 3, the 5 at r1c4
    // out of column 4: 5 fits only r4c3. 6 fits all four cells, so nothing for it.
    const grid = position(S6, [{ kind: 'QUADRUPLE', cell: c6('r3c3'), values: [5, 6] }], { r3c6: 5, r1c4: 5 });
    const step = expectStep(run(quadrupleValues, grid), 'QUADRUPLE_VALUES', [{ rule: 0, kind: 'QUADRUPLE' }]);
    expect(elimNames(step)).toEqual(['r4c3:1', 'r4c3:2', 'r4c3:3', 'r4c3:4', 'r4c3:6']);
    expect(step.explanation).toBe(
      'The quadruple at r3c3 needs 5 and 6 among r3c3, r3c4, r4c3 and r4c4: 5 fits only r4c3; so 1, 2, 3, 4 and 6 leave r4c3.',
    );
  });
});

describe('CAGE_COMBINATION: the combinations a cage can place', () => {
  it('9×9 cage 15 over r1c1, r1c2, r2c1: {1,5,9} or {2,4,9}, so 3 leaves r1c1 (the example of issue 48)', () => {
    // r2c1 can only be 9, so r1c1 + r1c2 = 6 with r1c1 from {1,2,3} and r1c2 from {4,5}: 1+5 or 2+4; 3 would need 3.
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [c9('r1c1'), c9('r1c2'), c9('r2c1')], sum: 15 }];
    const grid = position(S9, rules, {}, { r1c1: '123', r1c2: '45', r2c1: '9' });
    const step = expectStep(run(cageCombination, grid), 'CAGE_COMBINATION', [{ rule: 0, kind: 'KILLER_CAGE' }]);
    expect(elimNames(step)).toEqual(['r1c1:3']);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r2c1']);
    expect(step.explanation).toBe('Cage 15 (r1c1, r1c2 and r2c1): {1,5,9} or {2,4,9}, so 3 leaves r1c1.');
  });

  it('9×9 cage 10 holding a placed 3: its other cell is 7', () => {
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [c9('r1c1'), c9('r1c2')], sum: 10 }];
    const grid = position(S9, rules, { r1c1: 3 });
    const step = expectStep(run(cageCombination, grid), 'CAGE_COMBINATION', [{ rule: 0, kind: 'KILLER_CAGE' }]);
    expect(elimNames(step)).toEqual(allBut('r1c2', 9, 3, 7));
    expect(step.explanation).toBe(
      'Cage 10 (r1c1 and r1c2) holds 3 already, and its other cell makes 7: {7}, so 1, 2, 4, 5, 6, 8 and 9 leave r1c2.',
    );
  });

  it('9×9 cage 23 in three cells: only {6,8,9}', () => {
    // 9+8+6 = 23 is the only way: 9+7+... needs 7, and 9+8+7 = 24.
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [c9('r5c4'), c9('r5c5'), c9('r5c6')], sum: 23 }];
    const step = expectStep(run(cageCombination, position(S9, rules)), 'CAGE_COMBINATION', [{ rule: 0, kind: 'KILLER_CAGE' }]);
    const others = (cell: string): string[] => allBut(cell, 9, 6, 8, 9);
    expect(elimNames(step)).toEqual([...others('r5c4'), ...others('r5c5'), ...others('r5c6')]);
    expect(step.explanation).toBe('Cage 23 (r5c4, r5c5 and r5c6): {6,8,9}, so 1, 2, 3, 4, 5 and 7 leave r5c4, r5c5 and r5c6.');
  });

  it('6×6 cage 11 in two cells: {5,6}', () => {
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [c6('r6c5'), c6('r6c6')], sum: 11 }];
    const step = expectStep(run(cageCombination, position(S6, rules)), 'CAGE_COMBINATION', [{ rule: 0, kind: 'KILLER_CAGE' }]);
    expect(elimNames(step)).toEqual(['r6c5:1', 'r6c5:2', 'r6c5:3', 'r6c5:4', 'r6c6:1', 'r6c6:2', 'r6c6:3', 'r6c6:4']);
    expect(step.explanation).toBe('Cage 11 (r6c5 and r6c6): {5,6}, so 1, 2, 3 and 4 leave r6c5 and r6c6.');
  });

  it('25×25, past the combinations table: cage 3 in two cells by its sum alone, 1 and 2', () => {
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 3 }];
    const step = expectStep(run(cageCombination, position(S25, rules)), 'CAGE_COMBINATION', [{ rule: 0, kind: 'KILLER_CAGE' }]);
    expect(elimNames(step)).toEqual([...allBut('r1c1', 25, 1, 2), ...allBut('r1c2', 25, 1, 2)]);
    expect(step.explanation).toMatch(
      /^Cage 3 \(r1c1 and r1c2\) cannot add up with 3 in r1c1, 4 in r1c1, .* or more: 3, 4, .* leave r1c1 and r1c2\.$/,
    );
  });
});

describe('ARROW_SUM: the line adds up to the circle', () => {
  it('9×9 a placed 3 in the circle: its two-cell line is 1 and 2', () => {
    // r1c2 + r1c3 = 3 with two different values (one row): 1 + 2.
    const grid = position(S9, [{ kind: 'ARROW', circle: [c9('r1c1')], line: [c9('r1c2'), c9('r1c3')] }], { r1c1: 3 });
    const step = expectStep(run(arrowSum, grid), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    expect(elimNames(step)).toEqual([...allBut('r1c2', 9, 1, 2, 3), ...allBut('r1c3', 9, 1, 2, 3)]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r1c3']);
    expect(step.explanation).toBe(
      'The line r1c2 and r1c3 adds up to the circle r1c1; with their candidates the line makes 3 to 17 and the circle holds 3 to 3, ' +
        'and 4 in r1c2, 5 in r1c2, 6 in r1c2, 7 in r1c2, 8 in r1c2, 9 in r1c2 or more cannot complete it, ' +
        'so 4, 5, 6, 7, 8 and 9 leave r1c2 and r1c3.',
    );
  });

  it('9×9 an open circle: it is at least 2, the line cells at most 8', () => {
    // Circle r2c2, line r3c3 → r4c4 (different boxes, rows and columns: they may repeat): the line makes
    // at least 1 + 1, so the circle is not 1; the circle is at most 9, so each line cell at most 9 − 1.
    const grid = position(S9, [{ kind: 'ARROW', circle: [c9('r2c2')], line: [c9('r3c3'), c9('r4c4')] }]);
    const step = expectStep(run(arrowSum, grid), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    expect(elimNames(step)).toEqual(['r2c2:1', 'r3c3:9', 'r4c4:9']);
    expect(step.explanation).toBe(
      'The line r3c3 and r4c4 adds up to the circle r2c2; with their candidates the line makes 2 to 18 and the circle holds 1 to 9, ' +
        'and 1 in r2c2, 9 in r3c3 or 9 in r4c4 cannot complete it, so 1 leaves r2c2; and 9 leaves r3c3 and r4c4.',
    );
  });

  it('9×9 an open circle with its line in one row: the line makes at least 1 + 2, so the circle is not 1 or 2', () => {
    // r1c1, r1c2 and r1c3 share row 1: r1c2 and r1c3 differ, so their sum is 3 to 17; the circle is
    // at most 9, so each line cell at most 9 − 1. (Before this test the bounds took 1 + 1 and kept 2.)
    const grid = position(S9, [{ kind: 'ARROW', circle: [c9('r1c1')], line: [c9('r1c2'), c9('r1c3')] }]);
    const step = expectStep(run(arrowSum, grid), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    expect(elimNames(step)).toEqual(['r1c1:1', 'r1c1:2', 'r1c2:9', 'r1c3:9']);
    expect(step.explanation).toBe(
      'The line r1c2 and r1c3 adds up to the circle r1c1; with their candidates the line makes 3 to 17 and the circle holds 1 to 9, ' +
        'and 1 in r1c1, 2 in r1c1, 9 in r1c2 or 9 in r1c3 cannot complete it, so 1 and 2 leave r1c1; and 9 leaves r1c2 and r1c3.',
    );
  });

  it('6×6 a three-cell line down column 1: it makes at least 1 + 2 + 3 = 6, so the circle is 6 and the line 1, 2, 3', () => {
    const rules: Rule[] = [{ kind: 'ARROW', circle: [c6('r1c1')], line: [c6('r2c1'), c6('r3c1'), c6('r4c1')] }];
    const step = expectStep(run(arrowSum, position(S6, rules)), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    const line = ['r2c1', 'r3c1', 'r4c1'].flatMap((c) => [`${c}:4`, `${c}:5`, `${c}:6`]);
    expect(elimNames(step)).toEqual([...allBut('r1c1', 6, 6), ...line]);
  });

  it('6×6 a placed 5 in the circle: no 6 on its two-cell line', () => {
    // r1c2 + r1c3 = 5: 1+4 or 2+3 either way; 6 would need −1 (5 left them by the row).
    const grid = position(S6, [{ kind: 'ARROW', circle: [c6('r1c1')], line: [c6('r1c2'), c6('r1c3')] }], { r1c1: 5 });
    const step = expectStep(run(arrowSum, grid), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    expect(elimNames(step)).toEqual(['r1c2:6', 'r1c3:6']);
  });

  it('6×6 a two-cell pill: the line adds up to at most 18, so the pill reads 1x', () => {
    // Pill r6c1 r6c2 reads 10·r6c1 + r6c2; the line r5c4 → r4c5 → r3c6 makes at most 6 + 6 + 6 = 18,
    // so 10·r6c1 ≤ 18 − 1: r6c1 is 1. The pill then reads 12 to 16 and the line reaches that: nothing else.
    const rules: Rule[] = [{ kind: 'ARROW', circle: [c6('r6c1'), c6('r6c2')], line: [c6('r5c4'), c6('r4c5'), c6('r3c6')] }];
    const grid = position(S6, rules);
    const step = expectStep(run(arrowSum, grid), 'ARROW_SUM', [{ rule: 0, kind: 'ARROW' }]);
    expect(elimNames(step)).toEqual(['r6c1:2', 'r6c1:3', 'r6c1:4', 'r6c1:5', 'r6c1:6']);
    expect(cellNamesOf(grid, step)).toEqual(['r6c1', 'r6c2', 'r5c4', 'r4c5', 'r3c6']);
    expect(step.explanation).toBe(
      'The line r5c4, r4c5 and r3c6 adds up to the number r6c1 and r6c2 in the circle; with their candidates the line makes 4 to 17 ' +
        'and the circle holds 11 to 66, and 2 in r6c1, 3 in r6c1, 4 in r6c1, 5 in r6c1 or 6 in r6c1 cannot complete it, ' +
        'so 2, 3, 4, 5 and 6 leave r6c1.',
    );
  });
});

describe('LITTLE_KILLER_SUM: the diagonal adds up to its clue', () => {
  it('9×9 clue 3 above column 3 pointing down-left: r1c2 and r2c1 (one box) are 1 and 2', () => {
    const rules: Rule[] = [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: 2 }, direction: 'DOWN_LEFT', sum: 3 }];
    const grid = position(S9, rules);
    const step = expectStep(run(littleKillerSum, grid), 'LITTLE_KILLER_SUM', [{ rule: 0, kind: 'LITTLE_KILLER' }]);
    expect(elimNames(step)).toEqual([...allBut('r1c2', 9, 1, 2), ...allBut('r2c1', 9, 1, 2)]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c2', 'r2c1']);
    expect(step.explanation).toBe(
      "The little killer's diagonal r1c2 and r2c1 adds up to 3; with their candidates its cells make 3 to 17, " +
        'and 3 in r1c2, 4 in r1c2, 5 in r1c2, 6 in r1c2, 7 in r1c2, 8 in r1c2 or more cannot complete 3, ' +
        'so 3, 4, 5, 6, 7, 8 and 9 leave r1c2 and r2c1.',
    );
  });

  it('9×9 clue 6 on a diagonal inside one box: its cells are 1, 2 and 3', () => {
    // From above column 4 down-left: r1c3, r2c2, r3c1, all in box 1, so distinct: 6 = 1 + 2 + 3 only.
    const rules: Rule[] = [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: 3 }, direction: 'DOWN_LEFT', sum: 6 }];
    const grid = position(S9, rules);
    const step = expectStep(run(littleKillerSum, grid), 'LITTLE_KILLER_SUM', [{ rule: 0, kind: 'LITTLE_KILLER' }]);
    const others = (cell: string): string[] => allBut(cell, 9, 1, 2, 3);
    expect(elimNames(step)).toEqual([...others('r1c3'), ...others('r2c2'), ...others('r3c1')]);
  });

  it('9×9 clue 5 on a diagonal across three boxes: the two cells in box 1 make 3, so the outer ones are 1', () => {
    // From above column 5 down-left: r1c4 (box 2), r2c3 and r3c2 (box 1), r4c1 (box 4); values may
    // repeat across boxes. r2c3 and r3c2 differ, so make at least 1 + 2: r1c4 + r4c1 ≤ 2, both 1;
    // then r2c3 + r3c2 = 3: 1 and 2. (Before this test the bounds counted each cell from 1 alone and
    // left r1c4 and r4c1 1 or 2.)
    const rules: Rule[] = [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: 4 }, direction: 'DOWN_LEFT', sum: 5 }];
    const grid = position(S9, rules);
    const step = expectStep(run(littleKillerSum, grid), 'LITTLE_KILLER_SUM', [{ rule: 0, kind: 'LITTLE_KILLER' }]);
    expect(elimNames(step)).toEqual([
      ...allBut('r1c4', 9, 1),
      ...allBut('r2c3', 9, 1, 2),
      ...allBut('r3c2', 9, 1, 2),
      ...allBut('r4c1', 9, 1),
    ]);
    expect(step.explanation).toMatch(
      /^The little killer's diagonal r1c4, r2c3, r3c2 and r4c1 adds up to 5; with their candidates its cells make 5 to 35, /,
    );
  });

  it('6×6 clue 11 below column 3 pointing up-left: r6c2 and r5c1 are 5 and 6', () => {
    const rules: Rule[] = [{ kind: 'LITTLE_KILLER', clue: { row: 6, col: 2 }, direction: 'UP_LEFT', sum: 11 }];
    const grid = position(S6, rules);
    const step = expectStep(run(littleKillerSum, grid), 'LITTLE_KILLER_SUM', [{ rule: 0, kind: 'LITTLE_KILLER' }]);
    expect(elimNames(step)).toEqual(['r5c1:1', 'r5c1:2', 'r5c1:3', 'r5c1:4', 'r6c2:1', 'r6c2:2', 'r6c2:3', 'r6c2:4']);
    expect(cellNamesOf(grid, step)).toEqual(['r6c2', 'r5c1']);
    expect(step.explanation).toBe(
      "The little killer's diagonal r6c2 and r5c1 adds up to 11; with their candidates its cells make 3 to 11, " +
        'and 1 in r5c1, 2 in r5c1, 3 in r5c1, 4 in r5c1, 1 in r6c2, 2 in r6c2 or more cannot complete 11, ' +
        'so 1, 2, 3 and 4 leave r5c1 and r6c2.',
    );
  });
});

describe('SANDWICH_SUM: the places of 1 and N whose gap can add up to the clue', () => {
  it('9×9 row 1 sandwich 35: 2 + … + 8, so 1 and 9 sit at the ends', () => {
    // 35 = 2+3+4+5+6+7+8, every middle value: seven cells between 1 and 9, the whole row but its ends.
    const grid = position(S9, [{ kind: 'SANDWICH', line: 'ROW', index: 0, sum: 35 }]);
    const step = expectStep(run(sandwichSum, grid), 'SANDWICH_SUM', [{ rule: 0, kind: 'SANDWICH' }]);
    const middle = ['r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8'].flatMap((c) => [`${c}:1`, `${c}:9`]);
    expect(elimNames(step)).toEqual([...allBut('r1c1', 9, 1, 9), ...middle, ...allBut('r1c9', 9, 1, 9)]);
    expect(cellNamesOf(grid, step)).toEqual(['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8', 'r1c9']);
    expect(step.explanation).toMatch(
      /^In row 1 the values between 1 and 9 add up to 35; the candidates leave them 0, 1, 2, 3, 4, 5, 6 and 7 cells apart, and no filling of those adds up to 35 with 2 in r1c1, .* or more, so /,
    );
  });

  it('9×9 column 5 sandwich 0 with a placed 1 at r5c5: 9 is beside it, in r4c5 or r6c5', () => {
    const grid = position(S9, [{ kind: 'SANDWICH', line: 'COLUMN', index: 4, sum: 0 }], { r5c5: 1 });
    const step = expectStep(run(sandwichSum, grid), 'SANDWICH_SUM', [{ rule: 0, kind: 'SANDWICH' }]);
    expect(elimNames(step)).toEqual(['r1c5:9', 'r2c5:9', 'r3c5:9', 'r7c5:9', 'r8c5:9', 'r9c5:9']);
    expect(step.explanation).toBe(
      'In column 5 the values between 1 and 9 add up to 0; the candidates leave them 0, 1, 2 and 3 cells apart, and no filling of those ' +
        'adds up to 0 with 9 in r1c5, 9 in r2c5, 9 in r3c5, 9 in r7c5, 9 in r8c5 or 9 in r9c5, so 9 leaves r1c5, r2c5, r3c5, r7c5, r8c5 and r9c5.',
    );
  });

  it('6×6 row 2 sandwich 14: 2 + 3 + 4 + 5, so 1 and 6 sit at the ends', () => {
    const grid = position(S6, [{ kind: 'SANDWICH', line: 'ROW', index: 1, sum: 14 }]);
    const step = expectStep(run(sandwichSum, grid), 'SANDWICH_SUM', [{ rule: 0, kind: 'SANDWICH' }]);
    const middle = ['r2c2', 'r2c3', 'r2c4', 'r2c5'].flatMap((c) => [`${c}:1`, `${c}:6`]);
    const ends = (c: string): string[] => [2, 3, 4, 5].map((v) => `${c}:${v}`);
    expect(elimNames(step)).toEqual([...ends('r2c1'), ...middle, ...ends('r2c6')]);
  });
});

describe('INNIES_OUTIES over a box (rows and columns: innies-outies.test.ts)', () => {
  it('9×9 box 1 holds 45, its three cages 38, so the innie r3c3 is 7', () => {
    // Cages 6 (r1c1–r1c3), 15 (r2c1–r2c3) and 17 (r3c1, r3c2) lie wholly in box 1. No row or column
    // set comes first: each leaves more than four cells outside its cages.
    const cage = (sum: number, ...names: string[]): Rule => ({ kind: 'KILLER_CAGE', cells: names.map(c9), sum });
    const rules = [cage(6, 'r1c1', 'r1c2', 'r1c3'), cage(15, 'r2c1', 'r2c2', 'r2c3'), cage(17, 'r3c1', 'r3c2')];
    const grid = position(S9, rules);
    const step = run(inniesOuties, grid);
    expect(step?.technique).toBe('INNIES_OUTIES');
    expect(elimNames(step)).toEqual(allBut('r3c3', 9, 7));
    expect(cellNamesOf(grid, step)).toEqual(['r3c3']);
    expect(step?.units).toEqual([{ kind: 'BOX', index: 0 }]);
    expect(step?.rules).toEqual([0, 1, 2].map((rule) => ({ rule, kind: 'KILLER_CAGE' })));
    expect(step?.explanation).toBe(
      'Box 1 holds 45; the cages wholly inside hold 38; so the innie r3c3 is 7: 1, 2, 3, 4, 5, 6, 8 and 9 leave r3c3.',
    );
  });

  it('4×4 box 1 holds 10, its cage of three 7, so the innie r2c2 is 3', () => {
    const rules: Rule[] = [{ kind: 'KILLER_CAGE', cells: [0, 1, 4], sum: 7 }];
    const step = run(inniesOuties, position({ size: 4, boxRows: 2, boxCols: 2 }, rules));
    expect(elimNames(step)).toEqual(['r2c2:1', 'r2c2:2', 'r2c2:4']);
    expect(step?.explanation).toBe('Box 1 holds 10; the cages wholly inside hold 7; so the innie r2c2 is 3: 1, 2 and 4 leave r2c2.');
  });
});
