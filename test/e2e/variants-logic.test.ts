// The page's variant parts without a browser: what each rule draws and where marks make room for
// it, the cage helper's combinations, rules in share links, the words for rules, and the game model
// with rules (a placed value leaves the marks of every cell a rule forbids it in).
import { describe, expect, it } from 'vitest';
import { RULE_KINDS, STANDARD_SHAPES, type Rule } from '../../src/engine/index.js';
import { ruleOutput } from '../../src/server/rule-input.js';
import { rulesFromApi, rulesInput } from '../../web/src/api-rules.js';
import { conflictsOf, seenBy } from '../../web/src/board.js';
import { cageCombos, combinations, fits } from '../../web/src/cage-combos.js';
import { Game } from '../../web/src/game.js';
import { defaultWidths, layoutMarks, type MarkLayout, type Room, type Spot } from '../../web/src/mark-layout.js';
import {
  keepOuts,
  needsMargin,
  OUTSIDE_MARGIN,
  regionsOf,
  roomOf,
  ruleCells,
  ruleDrawings,
  sumCell,
  windokuCells,
} from '../../web/src/rule-shapes.js';
import { brokenWords, legend, ruleName, VARIANT_ORDER } from '../../web/src/rule-words.js';
import { decodeShare, encodeShare, MAX_PACKED, MAX_SHARE_TEXT, pack, unpack } from '../../web/src/share.js';
import { maxRulesBytes, packRules, unpackRules } from '../../web/src/share-rules.js';
import { fromNextStep } from '../../web/src/step.js';
import { symbolFor } from '../../web/src/board.js';
import { windows } from '../../src/engine/rules/kinds/windoku.js';
import { EVERY_KIND, JIGSAW_REGIONS } from './variant-fixtures.js';

const NINE = { size: 9, boxRows: 3, boxCols: 3 };
const cellAt = (r: number, c: number, n = 9) => r * n + c;

describe('rule drawings', () => {
  it('draws every kind that has a drawing, at its cells, and leaves the global rules to the legend', () => {
    const drawings = ruleDrawings(EVERY_KIND, 9, 3, 3);
    const drawn = new Set(drawings.map((d) => EVERY_KIND[d.rule]!.kind));
    const global = ['WINDOKU', 'DISJOINT_GROUPS', 'ANTI_KNIGHT', 'ANTI_KING', 'NON_CONSECUTIVE', 'NEGATIVE'];
    for (const kind of new Set(EVERY_KIND.map((r) => r.kind)))
      expect(drawn.has(kind), kind).toBe(!global.includes(kind) || kind === 'WINDOKU');
    // The cage's sum is written in its top-left cell, its dashed line broken there.
    const cage = drawings.find((d) => EVERY_KIND[d.rule]!.kind === 'KILLER_CAGE')!;
    const sum = cage.items.find((x) => x.t === 'text')!;
    expect(sum).toMatchObject({ text: '12', cls: 'cage-sum' });
    expect(sum.t === 'text' && sum.x > 0 && sum.x < 0.3 && sum.y > 0 && sum.y < 0.35).toBe(true);
    expect(cage.holes).toEqual([expect.objectContaining({ x: 0, y: 0 })]);
    expect(sumCell([cellAt(3, 4), cellAt(2, 5), cellAt(2, 6)])).toBe(cellAt(2, 5));
    // Outside clues sit in the margin: a little killer above column 1, a sandwich left of row 5.
    const outside = drawings.filter((d) => ['LITTLE_KILLER', 'SANDWICH'].includes(EVERY_KIND[d.rule]!.kind));
    const texts = outside.flatMap((d) => d.items.filter((x) => x.t === 'text'));
    expect(texts.map((t) => t.t === 'text' && t.text)).toEqual(['30', '41', '22', '15', '0']);
    for (const t of texts) {
      if (t.t !== 'text') continue;
      const outsideX = t.x < 0 || t.x > 9;
      const outsideY = t.y - 0.12 < 0 || t.y > 9;
      expect(outsideX || outsideY, `${t.text} outside the grid`).toBe(true);
      expect(t.x > -OUTSIDE_MARGIN && t.x < 9 + OUTSIDE_MARGIN && t.y > -OUTSIDE_MARGIN && t.y < 9 + OUTSIDE_MARGIN).toBe(true);
    }
    expect(needsMargin(EVERY_KIND)).toBe(true);
    expect(needsMargin(EVERY_KIND.filter((r) => r.kind !== 'LITTLE_KILLER' && r.kind !== 'SANDWICH'))).toBe(false);
  });

  it('places windoku windows and the diagonals as the rule model defines them', () => {
    expect(windokuCells(9, 3, 3).map((w) => w[0])).toEqual([cellAt(1, 1), cellAt(1, 5), cellAt(5, 1), cellAt(5, 5)]);
    for (const shape of STANDARD_SHAPES) expect(windokuCells(shape.size, shape.boxRows, shape.boxCols)).toEqual(windows(shape));
    expect(ruleCells({ kind: 'DIAGONAL', direction: 'ANTI' }, 4)).toEqual([3, 6, 9, 12]);
    expect(ruleCells({ kind: 'LITTLE_KILLER', clue: { row: -1, col: 0 }, direction: 'DOWN_RIGHT', sum: 30 }, 9)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((k) => cellAt(k - 1, k)),
    );
    expect(ruleCells({ kind: 'SANDWICH', line: 'COLUMN', index: 2, sum: 5 }, 4)).toEqual([2, 6, 10, 14]);
    expect(regionsOf([{ kind: 'JIGSAW', regions: JIGSAW_REGIONS }])).toBe(JIGSAW_REGIONS);
    expect(regionsOf(EVERY_KIND)).toBeNull();
  });

  it("takes a cell's spots for what is drawn on it: the sum's corner, a dot's edges, a quadruple's corners", () => {
    const { spots, caged } = keepOuts(EVERY_KIND, 9);
    expect(Object.keys(spots.get(0)!)).toEqual(['tl']);
    expect(caged.has(1) && caged.has(9) && !caged.has(10)).toBe(true);
    // The white dot between r6c6 and r6c7: the right middle of one, the left middle of the other.
    expect(spots.get(cellAt(5, 5))!.mr).toBeDefined();
    expect(spots.get(cellAt(5, 6))!.ml).toBeDefined();
    // The black dot below r6c7 too.
    expect(spots.get(cellAt(5, 6))!.bc).toBeDefined();
    expect(spots.get(cellAt(6, 6))!.tc).toBeDefined();
    // The quadruple at r5c5: the corner of each of its four cells that meets at its centre.
    expect(spots.get(cellAt(4, 4))!.br).toBeDefined();
    expect(spots.get(cellAt(4, 5))!.bl).toBeDefined();
    expect(spots.get(cellAt(5, 4))!.tr).toBeDefined();
    expect(spots.get(cellAt(5, 5))!.tl).toBeDefined();
  });
});

type Box = { l: number; t: number; r: number; b: number; what: string };
const width = (values: readonly number[]) => values.reduce((w, v) => w + defaultWidths(symbolFor(v)), 0);

/** The boxes of the marks (as board.css places them) and of what the room keeps free. */
function boxes(layout: MarkLayout, room: Room): Box[] {
  const out: Box[] = [];
  const pad = layout.pad;
  if (layout.centre) {
    const { font, lines } = layout.centre;
    const w = Math.max(...lines.map(width)) * font;
    const h = lines.length * font;
    out.push({ l: 0.5 - w / 2, r: 0.5 + w / 2, t: 0.5 - h / 2, b: 0.5 + h / 2, what: 'centre' });
  }
  const place = (spot: Spot, w: number, h: number, edge: number, what: string) => {
    const x = spot.endsWith('l') ? edge : spot.endsWith('r') ? 1 - edge - w : 0.5 - w / 2;
    const y = spot.startsWith('t') ? edge : spot.startsWith('b') ? 1 - edge - h : 0.5 - h / 2;
    out.push({ l: x, r: x + w, t: y, b: y + h, what });
  };
  for (const { spot, values } of layout.corner?.spots ?? [])
    place(spot, width(values) * layout.corner!.font, layout.corner!.font, pad, spot);
  // A drawing's box from the cell's edge (a cage's sum, a dot reaching in from an edge).
  for (const [spot, size] of Object.entries(room.taken ?? {})) place(spot as Spot, size!.w, size!.h, 0, `taken ${spot}`);
  return out;
}

const meet = (a: Box, b: Box) => a.l < b.r - 1e-9 && b.l < a.r - 1e-9 && a.t < b.b - 1e-9 && b.t < a.b - 1e-9;
const upTo = (k: number) => Array.from({ length: k }, (_, i) => i + 1);

describe('marks around drawings', () => {
  it('never overlap a drawing or each other: every count of both layers beside every drawing of a variant board', () => {
    // Every cell's room on the board of every kind, and on a 16×16 killer with dots.
    const rooms = new Map<string, Room>();
    for (const room of roomOf(EVERY_KIND, 9).values()) rooms.set(JSON.stringify(room), room);
    const sixteen: Rule[] = [
      { kind: 'KILLER_CAGE', cells: [0, 1, 16], sum: 45 },
      { kind: 'KROPKI', cells: [1, 2], color: 'BLACK', value: 4 },
      { kind: 'XV', cells: [16, 32], sum: 10 },
      { kind: 'QUADRUPLE', cell: 17, values: [10, 12, 14, 16] },
    ];
    const sizes: [number, Room[]][] = [
      [9, [...rooms.values()]],
      [16, [...roomOf(sixteen, 16).values()]],
    ];
    let checked = 0;
    for (const [n, list] of sizes) {
      for (const room of list) {
        for (let c = 0; c <= n; c++) {
          for (let k = 0; k <= n; k++) {
            const layout = layoutMarks(upTo(c), upTo(k), n, defaultWidths, room);
            // Still legible: corner marks at least a tenth of the cell on 9×9 (8 of them), centre marks as without drawings.
            if (n === 9 && k > 0 && k <= 8) expect(layout.corner!.font, `${c}/${k} ${JSON.stringify(room)}`).toBeGreaterThan(0.1);
            const parts = boxes(layout, room);
            for (const [i, p] of parts.entries()) {
              expect(p.l >= -1e-9 && p.t >= -1e-9 && p.r <= 1 + 1e-9 && p.b <= 1 + 1e-9, `${n} ${c}/${k} ${p.what} inside`).toBe(true);
              for (const q of parts.slice(i + 1)) {
                if (p.what.startsWith('taken') && q.what.startsWith('taken')) continue;
                expect(meet(p, q), `${n}: ${c} centre, ${k} corner, ${JSON.stringify(room)}: ${p.what}/${q.what}`).toBe(false);
              }
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("keeps a cage's corner marks clear of its dashed line and out of its sum's corner", () => {
    const room = roomOf([{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 17 }], 9).get(0)!;
    const layout = layoutMarks([], [1, 2, 3], 9, defaultWidths, room);
    expect(layout.pad).toBeGreaterThan(0.1);
    expect(layout.corner!.spots.map((s) => s.spot)).toEqual(['tr', 'bl', 'br']);
  });
});

describe('cage combinations', () => {
  it('lists the sets of distinct values of a size and sum', () => {
    expect(combinations(2, 10, 9)).toEqual([
      [1, 9],
      [2, 8],
      [3, 7],
      [4, 6],
    ]);
    expect(combinations(3, 6, 9)).toEqual([[1, 2, 3]]);
    expect(combinations(9, 45, 9)).toEqual([upTo(9)]);
    expect(combinations(3, 25, 9)).toEqual([]);
    // No 9×9 cage has more than 12 combinations (4 cells of 20, 5 of 25).
    let most = 0;
    for (let k = 1; k <= 9; k++) for (let s = 1; s <= 45; s++) most = Math.max(most, combinations(k, s, 9).length);
    expect(most).toBe(12);
    expect(combinations(4, 20, 9)).toHaveLength(12);
  });

  it("keeps the combinations the cells' values and marks can take, as a matching", () => {
    expect(fits([1, 2], [[1], [1]])).toBe(false);
    expect(fits([1, 2], [[1, 2], [1]])).toBe(true);
    expect(fits([1, 2, 3], [[3], [1, 2], [1, 2]])).toBe(true);
    // A cage of 10 in two cells, one holding 3: only 3 + 7.
    const c = cageCombos(2, 10, 9, [[3], upTo(9)]);
    expect(c.all).toHaveLength(4);
    expect(c.fit).toEqual([[3, 7]]);
    // Marks 1 2 4 in both cells of a 2-cell 6: only 2 + 4.
    expect(
      cageCombos(2, 6, 9, [
        [1, 2, 4],
        [1, 2, 4],
      ]).fit,
    ).toEqual([[2, 4]]);
  });
});

describe('rules in share links', () => {
  it('round-trips every kind on 9×9 and a jigsaw killer on 25×25 (two-byte cells)', async () => {
    const rules = [...EVERY_KIND];
    expect(new Set(rules.map((r) => r.kind)).size).toBe(RULE_KINDS.length - 1);
    const bytes = Uint8Array.from(packRules(rules, NINE));
    expect(unpackRules(bytes, 0, NINE)).toEqual({ rules, end: bytes.length });
    const jigsaw = [{ kind: 'JIGSAW', regions: JIGSAW_REGIONS } as Rule];
    const link = { shape: NINE, givens: new Array<number>(81).fill(0), rules: jigsaw, puzzleId: null, position: null };
    expect(await decodeShare(await encodeShare(link))).toEqual(link);
    const big = STANDARD_SHAPES.find((s) => s.size === 25)!;
    const regions = Array.from({ length: 625 }, (_, i) => Math.floor(i / 25));
    const bigRules: Rule[] = [
      { kind: 'JIGSAW', regions },
      { kind: 'KILLER_CAGE', cells: [600, 601, 602], sum: 70 },
      { kind: 'THERMOMETER', cells: [300, 301, 302, 303] },
    ];
    const shape = { size: 25, boxRows: big.boxRows, boxCols: big.boxCols };
    const p = { shape, givens: new Array<number>(625).fill(0), rules: bigRules, puzzleId: 'id1', position: null };
    expect(unpack(pack(p))).toEqual(p);
  });

  it('reads back a heavy 25×25 link (rules, a position with random marks and a 255-byte id) within the inflation bound', async () => {
    const big = STANDARD_SHAPES.find((s) => s.size === 25)!;
    const shape = { size: 25, boxRows: big.boxRows, boxCols: big.boxCols };
    let seed = 11;
    const rand = (m: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % m;
    const rules: Rule[] = [
      { kind: 'JIGSAW', regions: Array.from({ length: 625 }, (_, i) => Math.floor(i / 25)) },
      // 125 cages of five cells along each row, and a white dot between every two neighbours of a row.
      ...Array.from({ length: 125 }, (_, k): Rule => ({ kind: 'KILLER_CAGE', cells: [0, 1, 2, 3, 4].map((d) => k * 5 + d) })),
      ...Array.from({ length: 600 }, (_, k): Rule => {
        const i = Math.floor(k / 24) * 25 + (k % 24);
        return { kind: 'KROPKI', cells: [i, i + 1], color: 'WHITE' };
      }),
    ];
    const p = {
      shape,
      givens: new Array<number>(625).fill(0),
      rules,
      puzzleId: 'x'.repeat(255),
      position: {
        values: Array.from({ length: 625 }, () => rand(26)),
        centre: Array.from({ length: 625 }, () => rand(2 ** 25)),
        corner: Array.from({ length: 625 }, () => rand(2 ** 25)),
        colours: Array.from({ length: 625 }, () => rand(10)),
      },
    };
    expect(packRules(rules, shape).length).toBeLessThanOrEqual(maxRulesBytes(25));
    expect(pack(p).length).toBeLessThanOrEqual(MAX_PACKED);
    const code = await encodeShare(p);
    expect(code.length).toBeLessThanOrEqual(MAX_SHARE_TEXT);
    expect(await decodeShare(code)).toEqual(p);
  });

  it('keeps a classic link a version 1 link, and refuses damaged rules or rules that cannot hold', () => {
    const classic = pack({ shape: NINE, givens: new Array<number>(81).fill(0), puzzleId: null, position: null });
    expect(classic[0]).toBe(1);
    const p = { shape: NINE, givens: new Array<number>(81).fill(0), rules: [EVERY_KIND[4]!], puzzleId: null, position: null };
    const bytes = pack(p);
    expect(bytes[0]).toBe(2);
    expect(unpack(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(unpack(Uint8Array.from([...bytes, 0]))).toBeNull();
    // The cage's sum (last two bytes) set to 2: three distinct values cannot make it.
    const impossible = Uint8Array.from(bytes);
    impossible[impossible.length - 2] = 2;
    expect(unpack(impossible)).toBeNull();
    // An unknown kind.
    const unknown = Uint8Array.from(bytes);
    unknown[6 + 81 + 2] = 200;
    expect(unpack(unknown)).toBeNull();
    // A rule count far past the bytes.
    const many = Uint8Array.from(bytes);
    many[6 + 81] = 255;
    many[6 + 81 + 1] = 255;
    expect(unpack(many)).toBeNull();
  });
});

describe('rules in words', () => {
  it('names every variant in play with its rule, and every rule without codes', () => {
    const names = legend(EVERY_KIND, 9).map((x) => x.name);
    expect(names).toHaveLength(20);
    expect(legend([{ kind: 'WHISPERS', cells: [0, 1] }], 6)[0]!.rule).toContain('at least 3');
    expect(legend([{ kind: 'DIAGONAL', direction: 'MAIN' }], 9)[0]!.rule).toBe('The long diagonal drawn holds every digit once.');
    expect(VARIANT_ORDER).toHaveLength(21);
    for (const rule of [...EVERY_KIND, { kind: 'JIGSAW', regions: JIGSAW_REGIONS } as Rule]) {
      const name = ruleName(rule, 9);
      expect(name, rule.kind).toMatch(/^the |^a /);
      expect(name).not.toMatch(/[A-Z]{2,}|_/);
    }
    expect(ruleName(EVERY_KIND[4]!, 9)).toBe('the killer cage of 12 at r1c1');
    expect(brokenWords(EVERY_KIND, [4, 6, 20], 9)).toBe('the killer cage of 12 at r1c1, the anti-knight rule and 1 more');
  });

  it("names a variant step's rules as where to look", () => {
    const rules = [EVERY_KIND[4]!];
    const step = fromNextStep(
      { technique: 'NAKED_SINGLE', explanation: 'x', placements: [], eliminations: [], cells: [], units: [], rules: [0] },
      NINE,
      rules,
    );
    expect(step.area).toBe('the killer cage of 12 at r1c1');
    expect(step.ruleCells.sort((a, b) => a - b)).toEqual([0, 1, 9]);
  });
});

describe('the game with rules', () => {
  it('takes a placed value out of the marks of the cells a rule forbids it in, and keeps the rules in its save', () => {
    const rules: Rule[] = [{ kind: 'ANTI_KNIGHT' }, { kind: 'KILLER_CAGE', cells: [cellAt(4, 4), cellAt(4, 5)], sum: 9 }];
    const sees = seenBy(NINE, rules);
    expect(sees(0, 5)).toContain(cellAt(1, 2));
    expect(sees(0, 5)).toContain(cellAt(2, 1));
    expect(sees(0, 5)).not.toContain(cellAt(3, 3));
    const g = new Game(NINE, new Array<number>(81).fill(0), null, rules);
    g.toggleMarks('centre', [cellAt(1, 2), cellAt(3, 3), cellAt(4, 5)], 5);
    g.place(0, 5);
    expect(g.notes(cellAt(1, 2))).toEqual([]);
    expect(g.notes(cellAt(3, 3))).toEqual([5]);
    // In the cage of 9, a 4 leaves 5 as the only partner, so only the 4 goes from its marks.
    g.toggleMarks('centre', [cellAt(4, 5)], 4);
    g.place(cellAt(4, 4), 4);
    expect(g.notes(cellAt(4, 5))).toEqual([5]);
    const back = Game.restore(JSON.parse(JSON.stringify(g.toData())))!;
    expect(back.rules).toEqual(rules);
    expect(Game.restore({ ...g.toData(), rules: [{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 99 } as Rule] })).toBeNull();
    // A jigsaw's region is seen, the box it replaces is not.
    const jig = seenBy(NINE, [{ kind: 'JIGSAW', regions: JIGSAW_REGIONS }]);
    const region0 = JIGSAW_REGIONS.flatMap((r, i) => (r === 0 && i !== 0 ? [i] : []));
    for (const i of region0) expect(jig(0, 1)).toContain(i);
    expect(jig(0, 1)).not.toContain(cellAt(2, 2));
  });

  it('reports each broken rule with its cells', () => {
    const rules: Rule[] = [{ kind: 'ANTI_KNIGHT' }, { kind: 'KILLER_CAGE', cells: [cellAt(4, 4), cellAt(4, 5)], sum: 9 }];
    const cells = new Array<number>(81).fill(0);
    cells[0] = 5;
    cells[cellAt(1, 2)] = 5;
    cells[cellAt(4, 4)] = 2;
    cells[cellAt(4, 5)] = 3;
    const found = conflictsOf(cells, NINE, rules);
    expect([...found.cells].sort((a, b) => a - b)).toEqual([0, cellAt(1, 2), cellAt(4, 4), cellAt(4, 5)]);
    expect(found.rules.get(0)).toEqual([0, cellAt(1, 2)]);
    expect(found.rules.get(1)).toEqual([cellAt(4, 4), cellAt(4, 5)]);
    // The two 5s a knight's move apart are in one box too.
    expect(found.boxes).toBe(true);
    // Two 5s in one box (row and column apart), no rule: a box clash alone.
    const boxed = new Array<number>(81).fill(0);
    boxed[0] = 5;
    boxed[cellAt(1, 1)] = 5;
    const box = conflictsOf(boxed, NINE, []);
    expect(box.boxes).toBe(true);
    expect(box.rules.size).toBe(0);
  });
});

describe('rules over the API', () => {
  it('sends every kind as BoardInput.rules and reads Board.rules back to the same rules', () => {
    expect(new Set(EVERY_KIND.map((r) => r.kind))).toEqual(new Set(RULE_KINDS.filter((k) => k !== 'JIGSAW')));
    const input = rulesInput(EVERY_KIND, 9);
    // Only the fields of each rule's kind are sent (the API refuses another kind's field).
    for (const [i, r] of input.entries()) expect(Object.values(r).includes(null), `rule ${i}`).toBe(false);
    expect(input[0]).toEqual(ruleOutputWithout(EVERY_KIND[0]!, 9));
    expect(rulesFromApi(input as never, 9)).toEqual(EVERY_KIND);
    const jigsaw: Rule[] = [{ kind: 'JIGSAW', regions: JIGSAW_REGIONS }];
    expect(rulesFromApi(rulesInput(jigsaw, 9) as never, 9)).toEqual(jigsaw);
    // Board.rules as the server answers them (other kinds' fields null) read the same way.
    const answered = EVERY_KIND.map((r) => ruleOutput(r, 9));
    expect(rulesFromApi(answered, 9)).toEqual(EVERY_KIND);
    // A rule that does not fit the board is no rule at all (null, never a partial list).
    const cage = answered.find((r) => r.kind === 'KILLER_CAGE')!;
    expect(rulesFromApi([...answered, { ...cage, cells: [{ row: 30, col: 0 }] }], 9)).toBeNull();
  });
});

/** The API's form of a rule without its null fields. */
const ruleOutputWithout = (r: Rule, n: number) => Object.fromEntries(Object.entries(ruleOutput(r, n)).filter(([, v]) => v !== null));
