// Every typed error of a rule set, table-driven: checkRules answers UNSUPPORTED_RULE or BAD_RULES with
// the field `rules`, the rule's index and kind, and the cell where there is one; solve() on such a
// board answers NO_SOLUTION carrying the same error, before any search.
import { describe, expect, it } from 'vitest';
import { checkRules } from '../../../src/engine/codec.js';
import { solve, type Rule, type Shape } from '../../../src/engine/index.js';

const SHAPE9: Shape = { size: 9, boxRows: 3, boxCols: 3 };
const SHAPE4: Shape = { size: 4, boxRows: 2, boxCols: 2 };

interface Case {
  readonly name: string;
  readonly rules: readonly unknown[];
  readonly shape?: Shape;
  readonly code?: 'BAD_RULES' | 'UNSUPPORTED_RULE';
  /** The rule at fault; undefined for the set as a whole. */
  readonly rule?: number;
  readonly kind?: string;
  readonly row?: number;
  readonly col?: number;
  readonly name_?: string;
  /** Words the message must contain. */
  readonly says: RegExp;
}

const cage = (cells: number[], sum?: number): Rule =>
  sum === undefined ? { kind: 'KILLER_CAGE', cells } : { kind: 'KILLER_CAGE', cells, sum };

const CASES: Case[] = [
  {
    name: 'overlapping killer cages',
    rules: [cage([0, 1], 3), cage([1, 2], 5)],
    rule: 1,
    kind: 'KILLER_CAGE',
    row: 0,
    col: 1,
    says: /overlaps rule 1/,
  },
  {
    name: 'a cage sum too large for its cells',
    rules: [cage([0, 1], 18)],
    rule: 0,
    kind: 'KILLER_CAGE',
    row: 0,
    col: 0,
    says: /no 2 different values of 1…9 add up to 18 \(3…17 can\)/,
  },
  { name: 'a cage sum too small for its cells', rules: [cage([0, 1, 2], 5)], rule: 0, kind: 'KILLER_CAGE', says: /add up to 5/ },
  {
    name: 'a cage of more cells than values',
    rules: [cage(Array.from({ length: 10 }, (_, i) => i))],
    rule: 0,
    kind: 'KILLER_CAGE',
    says: /10 cells, at most 9/,
  },
  {
    name: 'a cell outside the grid',
    rules: [cage([80, 81], 10)],
    rule: 0,
    kind: 'KILLER_CAGE',
    says: /cells\[1\] 81 is outside the 9×9 grid/,
  },
  {
    name: 'a cell that is no index',
    rules: [{ kind: 'THERMOMETER', cells: [0, 'r1c2'] }],
    rule: 0,
    kind: 'THERMOMETER',
    says: /not a cell index/,
  },
  {
    name: 'a cell listed twice',
    rules: [{ kind: 'RENBAN', cells: [3, 4, 3] }],
    rule: 0,
    kind: 'RENBAN',
    row: 0,
    col: 3,
    says: /lists the cell twice/,
  },
  {
    name: 'a jigsaw region of the wrong size',
    rules: [{ kind: 'JIGSAW', regions: [0, 0, 0, 0, 0, ...Array.from({ length: 76 }, (_, i) => 1 + (i % 8))] }],
    rule: 0,
    kind: 'JIGSAW',
    says: /region 0 has 5 cells, a region holds 9/,
  },
  {
    name: 'a jigsaw map of the wrong length',
    rules: [{ kind: 'JIGSAW', regions: [0, 1, 2] }],
    rule: 0,
    kind: 'JIGSAW',
    says: /one region per cell \(81\), not 3/,
  },
  {
    name: 'two jigsaw rules',
    rules: [
      { kind: 'JIGSAW', regions: Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)) },
      { kind: 'JIGSAW', regions: Array.from({ length: 81 }, (_, i) => i % 9) },
    ],
    rule: 1,
    kind: 'JIGSAW',
    says: /rule 1 already/,
  },
  {
    name: 'an arrow with no line',
    rules: [{ kind: 'ARROW', circle: [40], line: [] }],
    rule: 0,
    kind: 'ARROW',
    row: 4,
    col: 4,
    says: /no line/,
  },
  {
    name: 'an arrow whose circle is on its line',
    rules: [{ kind: 'ARROW', circle: [40], line: [41, 40] }],
    rule: 0,
    kind: 'ARROW',
    row: 4,
    col: 4,
    says: /both on the line and in the circle/,
  },
  {
    name: 'a pill that is not one straight piece',
    rules: [{ kind: 'ARROW', circle: [0, 10], line: [1, 2, 3] }],
    rule: 0,
    kind: 'ARROW',
    says: /pill is 2–3 cells/,
  },
  {
    name: 'an arrow line too long for its circle',
    rules: [{ kind: 'ARROW', circle: [0], line: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
    rule: 0,
    kind: 'ARROW',
    says: /cannot add up/,
  },
  {
    name: 'a kropki dot between cells that do not touch',
    rules: [{ kind: 'KROPKI', cells: [0, 2], color: 'WHITE' }],
    rule: 0,
    kind: 'KROPKI',
    says: /not orthogonal neighbours/,
  },
  {
    name: 'a black dot of ratio 1',
    rules: [{ kind: 'KROPKI', cells: [0, 1], color: 'BLACK', value: 1 }],
    rule: 0,
    kind: 'KROPKI',
    says: /outside 2…9/,
  },
  {
    name: 'a kropki colour that is none',
    rules: [{ kind: 'KROPKI', cells: [0, 1], color: 'GREY' }],
    rule: 0,
    kind: 'KROPKI',
    says: /none of WHITE, BLACK/,
  },
  {
    name: 'an XV sum that is neither',
    rules: [{ kind: 'XV', cells: [0, 1], sum: 7 }],
    rule: 0,
    kind: 'XV',
    says: /neither 5 \(V\) nor 10 \(X\)/,
  },
  {
    name: 'an X no two values of 4×4 make',
    shape: SHAPE4,
    rules: [{ kind: 'XV', cells: [0, 1], sum: 10 }],
    rule: 0,
    kind: 'XV',
    says: /no two different values of 1…4 add up to 10/,
  },
  {
    name: 'a negative of an unknown family',
    rules: [{ kind: 'NEGATIVE', of: 'GREY' }],
    rule: 0,
    kind: 'NEGATIVE',
    says: /none of WHITE, BLACK, XV/,
  },
  {
    name: 'two parity marks on a cell',
    rules: [
      { kind: 'PARITY', cell: 5, parity: 'EVEN' },
      { kind: 'PARITY', cell: 5, parity: 'ODD' },
    ],
    rule: 1,
    kind: 'PARITY',
    row: 0,
    col: 5,
    says: /rule 1 already/,
  },
  {
    name: 'a greater-than sign and its reverse',
    rules: [
      { kind: 'GREATER_THAN', greater: 0, lesser: 1 },
      { kind: 'GREATER_THAN', greater: 1, lesser: 0 },
    ],
    rule: 1,
    kind: 'GREATER_THAN',
    says: /a duplicate or a contradiction/,
  },
  {
    name: 'a thermometer longer than the values',
    rules: [{ kind: 'THERMOMETER', cells: Array.from({ length: 10 }, (_, i) => i) }],
    rule: 0,
    kind: 'THERMOMETER',
    says: /10 cells, at most 9/,
  },
  {
    name: 'a thermometer of one cell',
    rules: [{ kind: 'THERMOMETER', cells: [0] }],
    rule: 0,
    kind: 'THERMOMETER',
    says: /at least 2 needed/,
  },
  {
    name: 'a whisper difference of 9',
    rules: [{ kind: 'WHISPERS', cells: [0, 1], difference: 9 }],
    rule: 0,
    kind: 'WHISPERS',
    says: /difference 9 is outside 1…8/,
  },
  {
    name: 'a renban longer than the values',
    rules: [{ kind: 'RENBAN', cells: Array.from({ length: 10 }, (_, i) => i * 9 - (i > 8 ? 80 : 0)) }],
    rule: 0,
    kind: 'RENBAN',
    says: /at most 9/,
  },
  { name: 'a palindrome of one cell', rules: [{ kind: 'PALINDROME', cells: [4] }], rule: 0, kind: 'PALINDROME', says: /at least 2/ },
  {
    name: 'a little killer clue inside the grid',
    rules: [{ kind: 'LITTLE_KILLER', clue: { row: 2, col: 2 }, direction: 'DOWN_RIGHT', sum: 10 }],
    rule: 0,
    kind: 'LITTLE_KILLER',
    row: 2,
    col: 2,
    says: /inside the grid/,
  },
  {
    name: 'a little killer pointing away',
    rules: [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: 3 }, direction: 'UP_LEFT', sum: 10 }],
    rule: 0,
    kind: 'LITTLE_KILLER',
    says: /points UP_LEFT away from the grid/,
  },
  {
    name: 'a little killer sum out of reach',
    rules: [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: 0 }, direction: 'DOWN_LEFT', sum: 9 }],
    rule: 0,
    kind: 'LITTLE_KILLER',
    says: /points DOWN_LEFT away/,
  },
  {
    name: 'a little killer sum too small',
    rules: [{ kind: 'LITTLE_KILLER', clue: { row: -1, col: -1 }, direction: 'DOWN_RIGHT', sum: 8 }],
    rule: 0,
    kind: 'LITTLE_KILLER',
    says: /sum 8 is outside 9…81/,
  },
  {
    name: 'a sandwich sum no middle values make',
    rules: [{ kind: 'SANDWICH', line: 'ROW', index: 0, sum: 34 }],
    rule: 0,
    kind: 'SANDWICH',
    says: /no values of 2…8 add up to 34/,
  },
  {
    name: 'a sandwich on a tenth row',
    rules: [{ kind: 'SANDWICH', line: 'ROW', index: 9, sum: 10 }],
    rule: 0,
    kind: 'SANDWICH',
    says: /index 9 is outside 0…8/,
  },
  {
    name: 'a quadruple on the last column',
    rules: [{ kind: 'QUADRUPLE', cell: 8, values: [1, 2] }],
    rule: 0,
    kind: 'QUADRUPLE',
    row: 0,
    col: 8,
    says: /top-left cell of a 2×2 block/,
  },
  {
    name: 'a quadruple listing a value three times',
    rules: [{ kind: 'QUADRUPLE', cell: 0, values: [5, 5, 5] }],
    rule: 0,
    kind: 'QUADRUPLE',
    says: /listed more than twice/,
  },
  {
    name: 'a quadruple value beyond N',
    rules: [{ kind: 'QUADRUPLE', cell: 0, values: [10] }],
    rule: 0,
    kind: 'QUADRUPLE',
    says: /value 10 is outside 1…9/,
  },
  {
    name: 'a diagonal in no direction',
    rules: [{ kind: 'DIAGONAL', direction: 'UP' }],
    rule: 0,
    kind: 'DIAGONAL',
    says: /none of MAIN, ANTI/,
  },
  {
    name: 'a global rule twice',
    rules: [{ kind: 'ANTI_KNIGHT' }, { kind: 'ANTI_KNIGHT' }],
    rule: 1,
    kind: 'ANTI_KNIGHT',
    says: /rule 1 already/,
  },
  {
    name: 'an extra region of more than N cells',
    rules: [{ kind: 'EXTRA_REGION', cells: Array.from({ length: 10 }, (_, i) => i) }],
    rule: 0,
    kind: 'EXTRA_REGION',
    says: /at most 9/,
  },
  { name: 'a rule that is no object', rules: [42], rule: 0, says: /rule 1 is not an object/ },
  {
    name: 'a rule kind the engine does not know',
    rules: [{ kind: 'SKYSCRAPER', cell: 0, value: 3 }],
    code: 'UNSUPPORTED_RULE',
    rule: 0,
    name_: 'SKYSCRAPER',
    says: /knows no rule 'SKYSCRAPER'/,
  },
  {
    name: '10,000 cages',
    rules: Array.from({ length: 10_000 }, (_, i) => cage([i % 81])),
    says: /10000 rules: a 9×9 board holds at most 356/,
  },
  {
    name: 'rules naming too many cells',
    rules: [
      ...(['ANTI_KNIGHT', 'ANTI_KING', 'NON_CONSECUTIVE', 'DISJOINT_GROUPS', 'WINDOKU'] as const).map((kind) => ({ kind })),
      ...(['WHITE', 'BLACK', 'XV'] as const).map((of) => ({ kind: 'NEGATIVE', of })),
      ...Array.from({ length: 72 }, (_, i) => ({ kind: 'WHISPERS', cells: [i, i + 9] })),
      ...Array.from({ length: 72 }, (_, i) => ({ kind: 'WHISPERS', cells: [i + Math.floor(i / 8), i + Math.floor(i / 8) + 1] })),
      ...Array.from({ length: 50 }, (_, i) => ({ kind: 'EXTRA_REGION', cells: Array.from({ length: 9 }, (_, k) => (i * 5 + k) % 81) })),
    ],
    says: /the rules name 1\d{3} cells by rule \d+: a 9×9 board allows 1296/,
  },
];

describe('typed errors of rule sets', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const shape = c.shape ?? SHAPE9;
      const r = checkRules(shape, c.rules);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const e = r.error;
      expect(e.code).toBe(c.code ?? 'BAD_RULES');
      expect(e.field).toBe('rules');
      expect(e.rule).toBe(c.rule);
      if (c.kind !== undefined) expect(e.kind).toBe(c.kind);
      if (c.row !== undefined) expect([e.row, e.col]).toEqual([c.row, c.col]);
      if (c.name_ !== undefined) expect(e.name).toBe(c.name_);
      expect(e.message).toMatch(c.says);
      // solve() answers the same fault, without searching.
      const out = solve({ shape, cells: new Uint8Array(shape.size * shape.size), rules: c.rules as Rule[] });
      expect(out.status).toBe('NO_SOLUTION');
      expect(out.ruleError).toEqual(e);
      expect(out.stats.nodes).toBe(0);
    });
  }

  it('a set that holds is accepted with its weight (cells named, a global rule naming every cell)', () => {
    const r = checkRules(SHAPE9, [cage([0, 1], 3), { kind: 'ANTI_KING' }, { kind: 'KROPKI', cells: [9, 10], color: 'WHITE' }]);
    expect(r.ok && r.value.weight).toBe(2 + 81 + 2);
  });
});
