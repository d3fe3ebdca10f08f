// The uniqueness techniques' guard on boards with rules (rule-geometry.ts, uniquenessSound): the same
// constructed unique rectangle and BUG grave, read under a rule set's geometry, give their step
// on a jigsaw (regions as the boxes, or another layout the pattern meets in 2 or 0 cells per
// region) and nothing under a jigsaw the rectangle meets in 3 regions, nor with any cage, sum,
// pairwise, order rule or extra house, each on its own.
import { describe, expect, it } from 'vitest';
import { geometryFor } from '../../../src/engine/logic/grid.js';
import { bug } from '../../../src/engine/logic/techniques/bug.js';
import { uniqueLoops } from '../../../src/engine/logic/techniques/uniqueness.js';
import type { CandidateGrid } from '../../../src/engine/logic/types.js';
import type { Rule } from '../../../src/engine/rules/types.js';
import { cellOf, ctxOf, elimNames, fullGrid, S9, set } from './techniques-fixture.js';

const BOXES = Array.from({ length: 81 }, (_, i) => 3 * Math.floor(i / 27) + Math.floor((i % 9) / 3));
/** Boxes 1 and 4 trade r1c3 and r4c3: the rectangle r1c1, r1c2, r4c1, r4c2 still meets each region in 2 cells. */
const SWAPPED = BOXES.map((b, i) => (i === 2 ? 3 : i === 29 ? 0 : b));
/** Boxes 1 and 2 trade r1c2 and r1c4: the rectangle meets region 2 in one cell, region 1 in one and region 4 in two. */
const BROKEN = BOXES.map((b, i) => (i === 1 ? 1 : i === 3 ? 0 : b));

/** The rectangle r1c1, r1c2, r4c1 {1,2}, r4c2 {1,2,5,7}, 1 and 2 nowhere else. */
function rectangle(): CandidateGrid {
  const g = fullGrid(S9);
  const keep = new Set(['r1c1', 'r1c2', 'r4c1', 'r4c2'].map((c) => cellOf(g, c)));
  for (let i = 0; i < 81; i++) if (!keep.has(i)) g.cands[i] &= ~0b11;
  for (const c of ['r1c1', 'r1c2', 'r4c1']) set(g, c, '12');
  set(g, 'r4c2', '1257');
  return g;
}

/** A BUG grave with one extra cell: a solved grid (boxes as regions) whose 1–5 cells hold {d, π(d)}, r1c1 also 4 and 5. */
function grave(): CandidateGrid {
  const rows = ['123456789', '456789123', '789123456', '234567891', '567891234', '891234567', '345678912', '678912345', '912345678'];
  const pi: Record<number, number> = { 1: 2, 2: 3, 3: 1, 4: 5, 5: 4 };
  const g = fullGrid(S9);
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const d = Number(ch);
      const i = 9 * r + c;
      if (pi[d] === undefined) {
        g.values[i] = d;
        g.cands[i] = 0;
      } else g.cands[i] = (1 << (d - 1)) | (1 << (pi[d] - 1));
    }),
  );
  g.cands[0] |= 0b11000;
  return g;
}

const under = (g: CandidateGrid, rules: readonly Rule[]): CandidateGrid => ({
  ...g,
  geo: geometryFor({ shape: S9, cells: new Uint8Array(81), rules }),
});
const rectangleStep = (rules: readonly Rule[]) => uniqueLoops(ctxOf(under(rectangle(), rules), { unique: true }));
const bugStep = (rules: readonly Rule[]) => bug(ctxOf(under(grave(), rules), { unique: true }));

describe('uniqueness techniques on boards with rules', () => {
  it('on a jigsaw whose regions are the boxes: the rectangle and the grave give their classic steps', () => {
    expect(elimNames(uniqueLoops(ctxOf(rectangle(), { unique: true })))).toEqual(['r4c2:1', 'r4c2:2']);
    const jigsaw: Rule[] = [{ kind: 'JIGSAW', regions: BOXES }];
    expect([rectangleStep(jigsaw)?.technique, elimNames(rectangleStep(jigsaw))]).toEqual(['UNIQUE_RECTANGLE_1', ['r4c2:1', 'r4c2:2']]);
    expect([bugStep(jigsaw)?.technique, elimNames(bugStep(jigsaw))]).toEqual(['BUG_TYPE_1', ['r1c1:1', 'r1c1:2']]);
  });

  it('on another jigsaw layout the rectangle meets in 2 cells per region: still found; in 3 regions: not', () => {
    expect(elimNames(rectangleStep([{ kind: 'JIGSAW', regions: SWAPPED }]))).toEqual(['r4c2:1', 'r4c2:2']);
    expect(rectangleStep([{ kind: 'JIGSAW', regions: BROKEN }])).toBeNull();
  });

  // Each rule far from the pattern's cells, so only the guard can turn the techniques off.
  const GUARDED: readonly [string, Rule][] = [
    ['a killer cage', { kind: 'KILLER_CAGE', cells: [80, 79], sum: 9 }],
    ['a cage without a sum', { kind: 'KILLER_CAGE', cells: [80, 79] }],
    ['an arrow (a sum)', { kind: 'ARROW', circle: [80], line: [79, 78] }],
    ['a little killer (a sum)', { kind: 'LITTLE_KILLER', clue: { row: 9, col: 8 }, direction: 'UP_LEFT', sum: 20 } as Rule],
    ['a sandwich (a sum)', { kind: 'SANDWICH', line: 'ROW', index: 8, sum: 10 }],
    ['a kropki dot (pairwise)', { kind: 'KROPKI', cells: [79, 80], color: 'WHITE' }],
    ['an XV sign (pairwise)', { kind: 'XV', cells: [79, 80], sum: 10 }],
    ['anti-knight (pairwise)', { kind: 'ANTI_KNIGHT' }],
    ['anti-king (pairwise)', { kind: 'ANTI_KING' }],
    ['non-consecutive (pairwise)', { kind: 'NON_CONSECUTIVE' }],
    ['whispers (pairwise)', { kind: 'WHISPERS', cells: [78, 79, 80] }],
    ['a thermometer (order)', { kind: 'THERMOMETER', cells: [78, 79, 80] }],
    ['greater-than (order)', { kind: 'GREATER_THAN', greater: 80, lesser: 79 }],
    ['renban', { kind: 'RENBAN', cells: [78, 79, 80] }],
    ['a palindrome', { kind: 'PALINDROME', cells: [78, 79, 80] }],
    ['parity', { kind: 'PARITY', cell: 80, parity: 'EVEN' }],
    ['a quadruple', { kind: 'QUADRUPLE', cell: 70, values: [1] }],
    ['a diagonal (an extra house)', { kind: 'DIAGONAL', direction: 'ANTI' }],
    ['windoku (extra houses)', { kind: 'WINDOKU' }],
    ['disjoint groups (extra houses)', { kind: 'DISJOINT_GROUPS' }],
    ['an extra region', { kind: 'EXTRA_REGION', cells: [60, 61, 62, 69, 70, 71, 78, 79, 80] }],
  ];
  for (const [name, rule] of GUARDED) {
    it(`off with ${name}, alone or with a jigsaw`, () => {
      for (const rules of [[rule], [{ kind: 'JIGSAW', regions: BOXES } as Rule, rule]]) {
        expect(geometryFor({ shape: S9, cells: new Uint8Array(81), rules }).rules?.uniqueness).toBe(false);
        expect(rectangleStep(rules)).toBeNull();
        expect(bugStep(rules)).toBeNull();
      }
    });
  }
});
