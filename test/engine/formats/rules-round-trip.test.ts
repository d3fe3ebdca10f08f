// Every format that carries rules reads back the rules it writes, for every rule kind it carries and
// on every shape it holds (fast-check); what a format cannot carry is refused with a typed error
// naming the rule; malformed texts and malformed rules are typed errors naming the field or rule;
// decodeBound bounds what any text decodes to.
import fc from 'fast-check';
import LZ from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard, type BoardFormat, type BoardState } from '../../../src/engine/codec.js';
import { encodeSudokuPadScl } from '../../../src/engine/formats/sudokupad.js';
import { resolveShape, type Shape } from '../../../src/engine/index.js';
import { decodeBound } from '../../../src/engine/formats/index.js';
import { MAX_RULES } from '../../../src/engine/formats/rule-data.js';
import { RULE_KINDS, type Rule, type RuleKind } from '../../../src/engine/rules/types.js';
import { asSet, cagePartition, givensArb, jigsawArb, random, rulesArb } from './rule-arbitraries.js';

const shapeOf = ([n, r, c]: number[]): Shape => {
  const s = resolveShape(n, r, c);
  if (!s.ok) throw new Error('bad shape');
  return s.value;
};
const SHAPES = [
  [4, 2, 2],
  [6, 2, 3],
  [6, 3, 2],
  [8, 2, 4],
  [9, 3, 3],
  [10, 2, 5],
  [12, 3, 4],
  [16, 4, 4],
  [16, 2, 8],
].map(shapeOf);
const NINE = shapeOf([9, 3, 3]);
const BIG = shapeOf([25, 5, 5]);
const label = (shapes: Shape[]) => shapes.map((s) => `${s.size}(${s.boxRows}x${s.boxCols})`).join(' ');
const runs = (shape: Shape) => (shape.size >= 16 ? 8 : 30);

/** f-puzzles has no greater-than: it writes the two-cell thermometer that means the same. */
const asFpuzzlesReads = (rules: readonly Rule[]): Rule[] =>
  rules.map((r) => (r.kind === 'GREATER_THAN' ? { kind: 'THERMOMETER', cells: [r.lesser, r.greater] } : r));

const plainState = (s: BoardState) => ({
  shape: s.board.shape,
  cells: Array.from(s.board.cells),
  values: s.values ? Array.from(s.values) : undefined,
  rules: asSet(s.board.rules),
});

const decodeIn = (text: string, format: BoardFormat, shape: Shape) =>
  decodeBoard(text, format, { boxRows: shape.boxRows, boxCols: shape.boxCols });

describe('f-puzzles and SudokuPad links carry every rule kind', () => {
  for (const format of ['FPUZZLES', 'SUDOKUPAD'] as const) {
    const shapes = format === 'FPUZZLES' ? SHAPES : [...SHAPES, BIG];
    for (const kind of RULE_KINDS) {
      it(`${format} ${kind} on ${label(shapes)}`, () => {
        for (const shape of shapes) {
          const kinds: RuleKind[] = kind === 'NEGATIVE' ? ['NEGATIVE', 'KROPKI', 'XV'] : [kind];
          fc.assert(
            fc.property(rulesArb(shape, kinds, 6), givensArb(shape, true), (rules, { cells, values }) => {
              const state: BoardState = { board: { shape, cells, rules }, values };
              const text = encodeBoard(state, format);
              if (!text.ok) throw new Error(text.error.message);
              const back = decodeIn(text.value, format, shape);
              const expected = { ...plainState(state), rules: asSet(asFpuzzlesReads(rules)) };
              expect(back.ok ? plainState(back.value.state) : back).toEqual(expected);
            }),
            { numRuns: runs(shape) },
          );
        }
      });
    }
  }

  it('a mix of every kind on 9×9 and 16×16 reads back whole, and the data alone and the JSON read too', () => {
    for (const shape of [NINE, shapeOf([16, 4, 4])]) {
      fc.assert(
        fc.property(rulesArb(shape, RULE_KINDS, 25), givensArb(shape, false), (rules, { cells }) => {
          const state: BoardState = { board: { shape, cells, rules } };
          const link = encodeBoard(state, 'FPUZZLES');
          if (!link.ok) throw new Error(link.error.message);
          const data = decodeURIComponent(link.value.slice(link.value.indexOf('load=') + 5));
          const json = LZ.decompressFromBase64(data);
          for (const text of [link.value, data, json]) {
            const back = decodeBoard(text);
            expect(back.ok ? [back.value.format, plainState(back.value.state)] : back).toEqual([
              'FPUZZLES',
              { ...plainState(state), rules: asSet(asFpuzzlesReads(rules)) },
            ]);
          }
        }),
        { numRuns: 40 },
      );
    }
  });

  it('windoku is written as its windows and extra regions that are every window read back as WINDOKU', () => {
    const state: BoardState = { board: { shape: NINE, cells: new Uint8Array(81), rules: [{ kind: 'WINDOKU' }] } };
    const link = encodeBoard(state, 'FPUZZLES');
    if (!link.ok) throw new Error(link.error.message);
    const json = JSON.parse(LZ.decompressFromBase64(decodeURIComponent(link.value.split('load=')[1]))) as {
      extraregion: { cells: string[] }[];
    };
    expect(json.extraregion.map((e) => e.cells[0])).toEqual(['R2C2', 'R2C6', 'R6C2', 'R6C6']);
    // Three of the four windows are three extra regions, not windoku.
    json.extraregion.pop();
    const three = decodeBoard(JSON.stringify(json));
    expect(three.ok ? three.value.state.board.rules?.map((r) => r.kind) : three).toEqual(['EXTRA_REGION', 'EXTRA_REGION', 'EXTRA_REGION']);
  });
});

describe('the SudokuPad scl form carries regions, cages and global rules', () => {
  const CARRIED: RuleKind[] = ['JIGSAW', 'KILLER_CAGE', 'EXTRA_REGION', 'ANTI_KNIGHT', 'ANTI_KING', 'NON_CONSECUTIVE', 'DISJOINT_GROUPS'];
  it(`${CARRIED.join(', ')} on ${label([...SHAPES, BIG])}`, () => {
    for (const shape of [...SHAPES, BIG]) {
      fc.assert(
        fc.property(rulesArb(shape, CARRIED, 8), givensArb(shape, false), (rules, { cells }) => {
          const state: BoardState = { board: { shape, cells, rules } };
          const link = encodeSudokuPadScl(state);
          if (!link.ok) throw new Error(link.error.message);
          const back = decodeIn(link.value, 'SUDOKUPAD', shape);
          expect(back.ok ? plainState(back.value.state) : back).toEqual(plainState(state));
        }),
        { numRuns: runs(shape) },
      );
    }
  });

  it('any other rule is refused by kind (the fpuzzles link carries it)', () => {
    for (const kind of RULE_KINDS.filter((k) => !CARRIED.includes(k))) {
      const rule = fc.sample(rulesArb(NINE, [kind], 1), { numRuns: 1, seed: 7 })[0][0];
      const r = encodeSudokuPadScl({ board: { shape: NINE, cells: new Uint8Array(81), rules: [rule] } });
      expect(r.ok ? r : [r.error.code, r.error.kind, r.error.rule, r.error.field]).toEqual(['UNSUPPORTED_RULE', kind, 0, 'rules']);
    }
  });

  it("SudokuPad's own f-puzzles import layout reads: cages with unique and sum, extraregion cages, globals and metadata", () => {
    const cells = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const regions = Array.from({ length: 9 }, (_, b) =>
      Array.from({ length: 9 }, (_, k) => [Math.floor(b / 3) * 3 + Math.floor(k / 3), (b % 3) * 3 + (k % 3)]),
    );
    const puzzle = {
      id: 'fpuzzles-demo',
      cellSize: 50,
      cells,
      regions,
      cages: [
        { value: 'title: demo' },
        {
          unique: true,
          cells: [
            [0, 0],
            [0, 1],
          ],
          value: '3',
          sum: 3,
        },
        {
          unique: true,
          cells: [
            [1, 0],
            [1, 1],
            [1, 2],
          ],
        },
        {
          style: 'extraregion',
          unique: true,
          sum: 6,
          cells: [
            [4, 4],
            [4, 5],
            [5, 4],
          ],
        },
      ],
      global: ['antiknight'],
      metadata: { antiknight: true, antiking: false },
    };
    const d = decodeBoard('https://sudokupad.app/scl' + LZ.compressToBase64(JSON.stringify(puzzle)));
    expect(d.ok ? d.value.state.board.rules : d).toEqual([
      { kind: 'ANTI_KNIGHT' },
      { kind: 'KILLER_CAGE', cells: [0, 1], sum: 3 },
      { kind: 'KILLER_CAGE', cells: [9, 10, 11] },
      { kind: 'EXTRA_REGION', cells: [40, 41, 49] },
    ]);
  });
});

describe('SudokuWiki links carry Sudoku X, jigsaw and killer (9×9)', () => {
  it('Sudoku X: both diagonals with givens and placed values', () => {
    fc.assert(
      fc.property(givensArb(NINE, true), ({ cells, values }) => {
        const rules: Rule[] = [
          { kind: 'DIAGONAL', direction: 'MAIN' },
          { kind: 'DIAGONAL', direction: 'ANTI' },
        ];
        const state: BoardState = { board: { shape: NINE, cells, rules }, values };
        const text = encodeBoard(state, 'SUDOKUWIKI');
        if (!text.ok) throw new Error(text.error.message);
        expect(text.value.startsWith('https://www.sudokuwiki.org/SudokuX.aspx?bd=')).toBe(true);
        const back = decodeBoard(text.value);
        expect(back.ok ? plainState(back.value.state) : back).toEqual(plainState(state));
      }),
      { numRuns: 50 },
    );
  });

  it('jigsaw: a region map as jigmap with givens and placed values', () => {
    fc.assert(
      fc.property(jigsawArb(NINE), givensArb(NINE, true), (jigsaw, { cells, values }) => {
        const state: BoardState = { board: { shape: NINE, cells, rules: [jigsaw] }, values };
        const text = encodeBoard(state, 'SUDOKUWIKI');
        if (!text.ok) throw new Error(text.error.message);
        const back = decodeBoard(text.value);
        expect(back.ok ? plainState(back.value.state) : back).toEqual(plainState(state));
      }),
      { numRuns: 50 },
    );
  });

  it('killer: any partition into side-connected cages with sums (colours 1-9, each sum in its first cell)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rand = random(seed ^ 0x5bd1e995);
        const rules: Rule[] = cagePartition(seed).map((cells) => ({ kind: 'KILLER_CAGE', cells, sum: 1 + Math.floor(rand() * 99) }));
        const state: BoardState = { board: { shape: NINE, cells: new Uint8Array(81), rules } };
        const text = encodeBoard(state, 'SUDOKUWIKI');
        if (!text.ok) throw new Error(text.error.message);
        expect(text.value).toMatch(/^https:\/\/www\.sudokuwiki\.org\/killersudoku\.aspx\?bd=[1-9]{81},\d{162}$/);
        const back = decodeBoard(text.value.split('bd=')[1]);
        expect(back.ok ? [back.value.format, plainState(back.value.state)] : back).toEqual(['SUDOKUWIKI', plainState(state)]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('killer text forms', () => {
  it('KILLER_SHORT: connected cages, some without a sum, some cells in none', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rand = random(seed ^ 0x1234567);
        const rules: Rule[] = [];
        for (const cells of cagePartition(seed)) {
          const roll = rand();
          if (roll < 0.1) continue;
          if (roll < 0.2 && cells.length > 1) rules.push({ kind: 'KILLER_CAGE', cells });
          else rules.push({ kind: 'KILLER_CAGE', cells, sum: 1 + Math.floor(rand() * 45) });
        }
        const state: BoardState = { board: { shape: NINE, cells: new Uint8Array(81), rules } };
        const text = encodeBoard(state, 'KILLER_SHORT');
        if (!text.ok) throw new Error(text.error.message);
        const back = decodeBoard(text.value);
        expect(back.ok ? [back.value.format, back.value.state.board.rules ?? []] : back).toEqual(['KILLER_SHORT', rules]);
      }),
      { numRuns: 200 },
    );
  });

  it('SUDOCUE_KILLER: cages of any cells (joined or not), sums up to 255, with or without both diagonals', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, x) => {
        const rand = random(seed);
        const cells = Array.from({ length: 81 }, (_, i) => i).sort(() => rand() - 0.5);
        const rules: Rule[] = x
          ? [
              { kind: 'DIAGONAL', direction: 'MAIN' },
              { kind: 'DIAGONAL', direction: 'ANTI' },
            ]
          : [];
        const cages: number[][] = [];
        for (let i = 0; i < cells.length;) {
          const k = 1 + Math.floor(rand() * 9);
          if (rand() < 0.8) cages.push(cells.slice(i, i + k).sort((a, b) => a - b));
          i += k;
        }
        cages.sort((a, b) => a[0] - b[0]);
        for (const c of cages) rules.push({ kind: 'KILLER_CAGE', cells: c, sum: 1 + Math.floor(rand() * 255) });
        const state: BoardState = { board: { shape: NINE, cells: new Uint8Array(81), rules } };
        const text = encodeBoard(state, 'SUDOCUE_KILLER');
        if (!text.ok) throw new Error(text.error.message);
        const back = decodeBoard(text.value);
        expect(back.ok ? [back.value.format, back.value.state.board.rules ?? []] : back).toEqual(['SUDOCUE_KILLER', rules]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('JIGSAW_TEXT', () => {
  it(`a region map with givens on ${label([...SHAPES, BIG])}`, () => {
    for (const shape of [...SHAPES, BIG]) {
      fc.assert(
        fc.property(jigsawArb(shape), givensArb(shape, false), (jigsaw, { cells }) => {
          const state: BoardState = { board: { shape, cells, rules: [jigsaw] } };
          const text = encodeBoard(state, 'JIGSAW_TEXT');
          if (!text.ok) throw new Error(text.error.message);
          // The text names no box shape: the caller's (the standard one when none is given).
          const back = decodeBoard(text.value, null, { boxRows: shape.boxRows, boxCols: shape.boxCols });
          expect(back.ok ? [back.value.format, plainState(back.value.state)] : back).toEqual(['JIGSAW_TEXT', plainState(state)]);
        }),
        { numRuns: runs(shape) },
      );
    }
  });

  it("the forum's letters form reads (givens with '.', regions A-I)", () => {
    const text =
      '4.....7...8.....13.9..5..6..3.1482.......2............5.7.....6..829...4.........AABBBBBCCDAABBBBCEDAACCCCCEDAFFFCEEEDAAFFFGGEDDDHFFFGEDHHHHHGGEDHIIIIGGEHHIIIIIGG';
    const d = decodeBoard(text);
    if (!d.ok) throw new Error(d.error.message);
    const rule = d.value.state.board.rules?.[0];
    expect([d.value.format, rule?.kind, Array.from(d.value.state.board.cells).filter(Boolean).length]).toEqual([
      'JIGSAW_TEXT',
      'JIGSAW',
      21,
    ]);
    const sizes = new Array(9).fill(0);
    if (rule?.kind === 'JIGSAW') for (const k of rule.regions) sizes[k]++;
    expect(sizes).toEqual(new Array(9).fill(9));
  });
});

describe('what a format cannot carry is refused, naming the rule', () => {
  const empty = (rules: Rule[], shape = NINE, cells = new Uint8Array(shape.size ** 2)): BoardState => ({ board: { shape, cells, rules } });
  const refusal = (state: BoardState, format: BoardFormat) => {
    const r = encodeBoard(state, format);
    return r.ok ? r.value : [r.error.code, r.error.field, r.error.rule, r.error.kind];
  };
  const cage = (cells: number[], sum?: number): Rule =>
    sum === undefined ? { kind: 'KILLER_CAGE', cells } : { kind: 'KILLER_CAGE', cells, sum };

  it('the classic formats refuse any rule by its kind', () => {
    for (const format of ['CELLS', 'PENCILMARKS', 'HODOKU', 'SDK', 'SDM', 'SS'] as const)
      for (const kind of RULE_KINDS) {
        const rule = fc.sample(rulesArb(NINE, [kind], 1), { numRuns: 1, seed: 3 })[0][0];
        expect(refusal(empty([rule]), format)).toEqual(['UNSUPPORTED_RULE', 'rules', 0, kind]);
      }
  });

  it('each rule-carrying format refuses what its layout cannot say', () => {
    const given = new Uint8Array(81);
    given[0] = 5;
    const x: Rule[] = [
      { kind: 'DIAGONAL', direction: 'MAIN' },
      { kind: 'DIAGONAL', direction: 'ANTI' },
    ];
    const partition = cagePartition(1);
    const full = partition.map((cells) => cage(cells, 10));
    expect(refusal(empty([{ kind: 'THERMOMETER', cells: [0, 1] }]), 'SUDOKUWIKI')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'THERMOMETER']);
    expect(refusal(empty([x[0]]), 'SUDOKUWIKI')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'DIAGONAL']);
    expect(refusal(empty([...x, ...full]), 'SUDOKUWIKI')).toEqual(['UNSUPPORTED_RULE', 'rules', 2, 'KILLER_CAGE']);
    expect(refusal(empty(full, NINE, given), 'SUDOKUWIKI')).toEqual(['BAD_FORMAT', 'format', undefined, undefined]);
    expect(refusal(empty(full.slice(1)), 'SUDOKUWIKI')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'KILLER_CAGE']);
    expect(refusal(empty([...full.slice(1), cage(partition[0])]), 'SUDOKUWIKI')).toEqual([
      'UNSUPPORTED_RULE',
      'rules',
      full.length - 1,
      'KILLER_CAGE',
    ]);
    expect(refusal(empty([cage([0, 2], 5)]), 'KILLER_SHORT')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'KILLER_CAGE']);
    expect(refusal(empty([cage([0, 10], 50)]), 'KILLER_SHORT')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'KILLER_CAGE']);
    expect(refusal(empty([cage([0, 1], 5), cage([1, 2], 5)]), 'KILLER_SHORT')).toEqual(['BAD_RULES', 'rules', 1, 'KILLER_CAGE']);
    expect(refusal(empty([x[0], cage([0, 1], 5)]), 'KILLER_SHORT')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'DIAGONAL']);
    expect(refusal(empty([cage([0, 1], 5)], NINE, given), 'KILLER_SHORT')).toEqual(['BAD_FORMAT', 'format', undefined, undefined]);
    expect(refusal(empty([cage([0, 1], 5)], shapeOf([6, 2, 3])), 'KILLER_SHORT')).toEqual([
      'UNSUPPORTED_SHAPE',
      'format',
      undefined,
      undefined,
    ]);
    expect(refusal(empty([cage([0, 1])]), 'SUDOCUE_KILLER')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'KILLER_CAGE']);
    expect(refusal(empty([x[1], cage([0, 1], 3)]), 'SUDOCUE_KILLER')).toEqual(['UNSUPPORTED_RULE', 'rules', 0, 'DIAGONAL']);
    const jig = fc.sample(jigsawArb(NINE), { numRuns: 2, seed: 5 });
    expect(refusal(empty([jig[0], jig[1]]), 'JIGSAW_TEXT')).toEqual(['UNSUPPORTED_RULE', 'rules', 1, 'JIGSAW']);
    expect(refusal(empty([jig[0], cage([0, 1], 3)]), 'JIGSAW_TEXT')).toEqual(['UNSUPPORTED_RULE', 'rules', 1, 'KILLER_CAGE']);
    expect(refusal(empty([cage([0, 1], 3)], BIG), 'FPUZZLES')).toEqual(['UNSUPPORTED_SHAPE', 'format', undefined, undefined]);
  });

  it('malformed rules are BAD_RULES naming the rule (no writer reads outside the grid)', () => {
    const bad: unknown[] = [
      { kind: 'KILLER_CAGE', cells: [0, 81] },
      { kind: 'KILLER_CAGE', cells: [0, 1.5] },
      { kind: 'KROPKI', cells: [0, 1, 2], color: 'WHITE' },
      { kind: 'XV', cells: [0, 1], sum: 7 },
      { kind: 'JIGSAW', regions: [0, 1] },
      { kind: 'LITTLE_KILLER', clue: { row: 3, col: 3 }, direction: 'UP_LEFT', sum: 5 },
      { kind: 'QUADRUPLE', cell: 8, values: [1] },
      { kind: 'SANDWICH', line: 'ROW', index: 9, sum: 5 },
      { kind: 'DIAGONAL', direction: 'UP' },
      { kind: 'TELEPORT' },
    ];
    for (const [k, rule] of bad.entries()) {
      const rules = [{ kind: 'ANTI_KING' }, rule] as Rule[];
      for (const format of ['FPUZZLES', 'SUDOKUPAD'] as const) {
        const r = encodeBoard(empty(rules), format);
        expect([k, r.ok ? r.value : [r.error.code, r.error.field, r.error.rule]]).toEqual([k, ['BAD_RULES', 'rules', 1]]);
      }
    }
  });
});

describe('malformed texts are typed errors naming the field', () => {
  const fp = (extra: Record<string, unknown>, grid?: unknown) => {
    const g = grid ?? Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    return `https://www.f-puzzles.com/?load=${LZ.compressToBase64(JSON.stringify({ size: 9, grid: g, ...extra }))}`;
  };
  const err = (text: string, format?: BoardFormat) => {
    const d = decodeBoard(text, format);
    return d.ok ? (d.value.state.board.rules ?? []).map((r) => r.kind) : [d.error.code, d.error.field, d.error.kind ?? d.error.name];
  };

  it('f-puzzles fields', () => {
    expect(err(fp({ killercage: [{ cells: ['R10C1'], value: '3' }] }))).toEqual(['BAD_RULES', 'text', 'KILLER_CAGE']);
    expect(err(fp({ xv: [{ cells: ['R1C1', 'R1C2'], value: 'Y' }] }))).toEqual(['BAD_RULES', 'text', 'XV']);
    expect(err(fp({ littlekillersum: [{ cell: 'R3C3', direction: 'DR', value: '5' }] }))).toEqual(['BAD_RULES', 'text', 'LITTLE_KILLER']);
    expect(err(fp({ littlekillersum: [{ cell: 'R0C3', direction: 'DR', value: '' }] }))).toEqual([]);
    expect(err(fp({ quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R3C3'], values: [1] }] }))).toEqual(['BAD_RULES', 'text', 'QUADRUPLE']);
    expect(err(fp({ arrow: [{ cells: ['R1C1'], lines: [['R2C2', 'R3C3']] }] }))).toEqual(['BAD_RULES', 'text', 'ARROW']);
    expect(err(fp({ antiknight: 'yes' }))).toEqual(['BAD_RULES', 'text', 'ANTI_KNIGHT']);
    expect(err(fp({ negative: ['sum'] }))).toEqual(['UNSUPPORTED_RULE', 'text', 'negative.sum']);
    expect(err(fp({ even: Array.from({ length: MAX_RULES + 1 }, () => ({ cell: 'R1C1' })) }))).toEqual(['BAD_RULES', 'text', 'PARITY']);
  });

  it('f-puzzles cosmetics: skipped when they draw a constraint of the puzzle or hold metadata, else refused by name', () => {
    const renban = { renban: [{ lines: [['R1C1', 'R1C2']] }] };
    const line = { lines: [['R1C1', 'R1C2']], outlineC: '#F067F0', width: 0.25, fromConstraint: 'Renban' };
    expect(err(fp({ ...renban, line: [line] }))).toEqual(['RENBAN']);
    expect(err(fp({ line: [line] }))).toEqual(['UNSUPPORTED_RULE', 'text', 'Renban']);
    expect(err(fp({ text: [{ cells: ['R1C1'], value: '<' }] }))).toEqual(['UNSUPPORTED_RULE', 'text', 'text']);
    expect(err(fp({ cage: [{ cells: ['R1C1'], value: 'msgcorrect: well done', outlineC: '#ffffff00', fontC: '#ffffff00' }] }))).toEqual([]);
    expect(err(fp({ cage: [{ cells: ['R1C1', 'R1C2'], value: '7' }] }))).toEqual(['UNSUPPORTED_RULE', 'text', 'cage']);
    const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}) as Record<string, unknown>));
    grid[0][0] = { givenPencilMarks: [1, 2] };
    expect(err(fp({}, grid))).toEqual(['UNSUPPORTED_RULE', 'text', 'givenPencilMarks']);
    grid[0][0] = { value: 1, given: true, givenPencilMarks: [1, 2] };
    expect(err(fp({}, grid))).toEqual([]);
  });

  it('killer texts, jigsaw texts, SudokuWiki and scl', () => {
    expect(err('><' + '0'.repeat(79))).toEqual(['BAD_FORMAT', 'text', undefined]);
    expect(err('^' + '0'.repeat(80))).toEqual(['BAD_FORMAT', 'text', undefined]);
    const sudocue = (nums: number[], flags = '') => `3x3:${flags}:k:${nums.join(':')}:`;
    expect(err(sudocue([3 * 256 + 1, 4 * 256 + 1, ...new Array(79).fill(0)]))).toEqual(['BAD_RULES', 'text', 'KILLER_CAGE']);
    expect(err(sudocue(new Array(81).fill(0), 'w'))).toEqual(['UNSUPPORTED_RULE', 'text', '3x3:w']);
    expect(err('.'.repeat(81) + '1234567890'.repeat(8) + '1', 'JIGSAW_TEXT')).toEqual(['BAD_RULES', 'text', 'JIGSAW']);
    expect(err(`https://www.sudokuwiki.org/jigsaw.aspx?bd=${'0'.repeat(81)}&jigmap=${'1'.repeat(81)}`)).toEqual([
      'BAD_RULES',
      'text',
      'JIGSAW',
    ]);
    const cells = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
    const twice = [
      [
        [0, 0],
        [0, 0],
      ],
    ];
    expect(err('https://sudokupad.app/scl' + LZ.compressToBase64(JSON.stringify({ cells, regions: twice })))).toEqual([
      'BAD_RULES',
      'text',
      'JIGSAW',
    ]);
  });

  it('a short link that would inflate past the JSON cap is refused without building it', () => {
    const bomb = LZ.compressToBase64('{"size":9,"grid":' + '[{},'.repeat(200_000) + ']}');
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(err(`https://www.f-puzzles.com/?load=${bomb}`)).toEqual(['BAD_FORMAT', 'text', undefined]);
  });
});

describe('decodeBound', () => {
  it('bounds the size and rules any decode returns, from the text alone', () => {
    expect(decodeBound('.'.repeat(81))).toEqual({ size: 9, rules: 0, ruleCells: 0 });
    expect(decodeBound('G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^')).toMatchObject({
      size: 9,
      rules: 84,
    });
    expect(decodeBound('x'.repeat(70_000))).toEqual({ size: 0, rules: 0, ruleCells: 0 });
    expect(decodeBound(`https://www.f-puzzles.com/?load=${'A'.repeat(40_000)}`)).toMatchObject({ size: 16, rules: MAX_RULES });
    for (const shape of [NINE, shapeOf([16, 4, 4])]) {
      fc.assert(
        fc.property(rulesArb(shape, RULE_KINDS, 30), (rules) => {
          for (const format of ['FPUZZLES', 'SUDOKUPAD'] as const) {
            const text = encodeBoard({ board: { shape, cells: new Uint8Array(shape.size ** 2), rules } }, format);
            if (!text.ok) throw new Error(text.error.message);
            const d = decodeBoard(text.value);
            if (!d.ok) throw new Error(d.error.message);
            const got = d.value.state.board.rules ?? [];
            const cellsNamed = JSON.stringify(got).match(/\d+/g)?.length ?? 0;
            const bound = decodeBound(text.value);
            expect(d.value.state.board.shape.size).toBeLessThanOrEqual(bound.size);
            expect(got.length).toBeLessThanOrEqual(bound.rules);
            expect(cellsNamed).toBeLessThanOrEqual(bound.ruleCells);
          }
        }),
        { numRuns: 30 },
      );
    }
  });
});
