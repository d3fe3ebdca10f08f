// Public variant puzzles read as their rules. The facts: the 43 hand-set f-puzzles puzzles of
// fpuzzles-setters.jsonl with their published solutions, tarek's 42 short-form killers, the 9
// SudoCue killers with solutions (datasets/variants/README.md), and the example links of
// SudokuWiki's "Killer String Definitions" page and its solver pages. Each f-puzzles puzzle either
// decodes to rules its published solution obeys (checked by rule-check.ts, a checker written from the
// rule model alone, since solve() does not honour rules yet) or is refused with UNSUPPORTED_RULE
// naming the constraint it lacks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard, type BoardFormat } from '../../../src/engine/codec.js';
import type { Rule } from '../../../src/engine/rules/types.js';
import { brokenRule } from './rule-check.js';

const DATA = '../shared/datasets/variants';
const lines = (file: string) => readFileSync(`${DATA}/${file}`, 'utf8').trim().split('\n');
const digits = (s: string) => [...s].map(Number);
const kindsOf = (rules: readonly Rule[] = []) => {
  const out: Record<string, number> = {};
  for (const r of rules) out[r.kind] = (out[r.kind] ?? 0) + 1;
  return out;
};

/** The puzzles refused, with every constraint each lacks (the error names the first). */
const REFUSED: Record<string, string[]> = {
  'April 1, 2022: Skyscrapers': ['skyscraper'],
  'Row Indexing Test': ['rowindexer'],
  'Third-Degree Murder': ['entropicline'],
  'Zipper Lines': ['zipperline'],
  'Jul 13, 2022: Clone / Arrow': ['clone'],
  'Modular Nabner DA Coverage': ['modularline', 'nabner', 'doublearrow'],
  'Exclusive Singularity': ['regionsumline', 'betweenline', 'minimum', 'maximum'],
  'July 4, 2023: X-Sums Sudoku': ['xsum'],
  Crawfish: ['skyscraper'],
  'Skyscrapers Sudoku': ['skyscraper'],
  'Van de Graaf Generator': ['entropicline', 'betweenline'],
  // Lockout lines are also drawn as cosmetic lines and rectangles of their own (no fromConstraint).
  'Locking Out the Odds': ['lockout', 'rectangle', 'line'],
  'Jan. 6, 2024: Region Sum Lines': ['regionsumline'],
  'May 19, 2021: Fortress Sudoku': ['maximum'],
  'Keep off the Border!': ['lockout', 'rectangle', 'line'],
  'Executive Function': ['regionsumline', 'betweenline'],
};

/** The puzzles read, with the rules of each kind they carry. */
const READ: Record<string, Record<string, number>> = {
  'Anti-XV Coverage': { NEGATIVE: 1, XV: 6 },
  'September 13, 2021: Sandwich': { SANDWICH: 12 },
  'August 24, 2023: Antiking': { ANTI_KING: 1 },
  'Jul 7, 2022: Extra Regions': { EXTRA_REGION: 4 },
  'Random Neighing Generation': { ANTI_KNIGHT: 1, DISJOINT_GROUPS: 1 },
  'Sept. 26, 2022: Disjoint': { DISJOINT_GROUPS: 1 },
  'Nov. 10, 2023: Odd/Even/Diag': { DIAGONAL: 2, PARITY: 14 },
  'May 19, 2023: Palindrome': { PALINDROME: 8 },
  'August 12, 2023: Diagonal': { DIAGONAL: 2 },
  'Jul 28: 2022: XV Quads': { XV: 10, QUADRUPLE: 10 },
  'Aug 15, 2022: Odd Sudoku': { PARITY: 16 },
  '5/31/23: Consec Pairs Quads': { KROPKI: 16, QUADRUPLE: 6 },
  "It's April, Phil": { KROPKI: 22 },
  'June 3, 2023: Difference': { KROPKI: 30 },
  'September 2, 2023: Antiknight': { ANTI_KNIGHT: 1 },
  'Anti-knight minimal givens 4': { ANTI_KNIGHT: 1 },
  'Oct. 26, 2023: Run-On Renbans': { RENBAN: 21 },
  'Downright Odd': { RENBAN: 7, KILLER_CAGE: 3, WHISPERS: 12 },
  'Dec. 1, 2023: Dutch Whispers': { WHISPERS: 3 },
  'Y Are We Whispering?': { KILLER_CAGE: 8, WHISPERS: 24 },
  'Anti-knight minimal givens 1': { ANTI_KNIGHT: 1 },
  'The Octagon': { THERMOMETER: 3, ARROW: 5, WHISPERS: 6 },
  'Rapid Fire Crossbow': { ARROW: 15 },
  'October 10, 2023: Killer': { KILLER_CAGE: 24 },
  'Thermal Scanner': { THERMOMETER: 12 },
  'Elbow Road': { THERMOMETER: 10 },
  'Sep 2, 2022: Classic Sudoku': {},
};

/** Rule kinds a relabelling of the values (v → v mod 9 + 1) cannot break. */
const RELABEL_SAFE = new Set([
  'DIAGONAL',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'DISJOINT_GROUPS',
  'EXTRA_REGION',
  'PALINDROME',
  'WINDOKU',
  'JIGSAW',
]);

describe('fpuzzles-setters.jsonl', () => {
  const puzzles = lines('fpuzzles-setters.jsonl').map((l) => JSON.parse(l) as { title: string; puzzle: string; solution: string });

  it('lists every puzzle: 27 read, 16 refused', () => {
    expect(puzzles.length).toBe(43);
    expect(Object.keys(READ).length + Object.keys(REFUSED).length).toBe(43);
    expect(puzzles.every((p) => p.title in READ || p.title in REFUSED)).toBe(true);
  });

  it('a refused puzzle is UNSUPPORTED_RULE naming the constraint it lacks (every one in the message)', () => {
    for (const p of puzzles.filter((q) => q.title in REFUSED)) {
      const d = decodeBoard(`https://www.f-puzzles.com/?load=${p.puzzle}`);
      const names = REFUSED[p.title];
      expect(d.ok ? p.title : [d.error.code, d.error.name]).toEqual(['UNSUPPORTED_RULE', names[0]]);
      if (!d.ok) for (const name of names) expect(d.error.message).toContain(`'${name}'`);
    }
  });

  it('a read puzzle has its rules, its givens agree with the published solution, and the solution obeys every rule', () => {
    for (const p of puzzles.filter((q) => q.title in READ)) {
      for (const text of [`https://www.f-puzzles.com/?load=${p.puzzle}`, p.puzzle, `https://sudokupad.app/fpuzzles${p.puzzle}`]) {
        const d = decodeBoard(text);
        if (!d.ok) throw new Error(`${p.title}: ${d.error.message}`);
        const { board } = d.value.state;
        expect([p.title, kindsOf(board.rules)]).toEqual([p.title, READ[p.title]]);
        const solution = digits(p.solution);
        expect(Array.from(board.cells).every((v, i) => v === 0 || v === solution[i])).toBe(true);
        expect([p.title, brokenRule(solution, board.shape, board.rules ?? [])]).toEqual([p.title, undefined]);
        // The checker is no rubber stamp: the same grid relabelled is still a sudoku but breaks a rule.
        const relabelled = solution.map((v) => (v % 9) + 1);
        const sensitive = (board.rules ?? []).some((r) => !RELABEL_SAFE.has(r.kind));
        expect([p.title, brokenRule(relabelled, board.shape, board.rules ?? []) !== undefined]).toEqual([p.title, sensitive]);
      }
    }
  });

  it('every read puzzle writes back as f-puzzles, SudokuPad and JSON with the same rules', () => {
    for (const p of puzzles.filter((q) => q.title in READ)) {
      const d = decodeBoard(p.puzzle, 'FPUZZLES');
      if (!d.ok) throw new Error(d.error.message);
      for (const format of ['FPUZZLES', 'SUDOKUPAD'] as const) {
        const e = encodeBoard(d.value.state, format);
        const back = e.ok ? decodeBoard(e.value) : e;
        expect(back.ok ? [back.value.format, back.value.state.board.rules, Array.from(back.value.state.board.cells)] : back).toEqual([
          format,
          d.value.state.board.rules,
          Array.from(d.value.state.board.cells),
        ]);
      }
    }
  });
});

describe("tarek's short killers (killer-tarek-42.txt)", () => {
  const killers = lines('killer-tarek-42.txt');

  it('all 42 read as cages of valid sums; five leave r5c5 in no cage (a lone 0)', () => {
    expect(killers.length).toBe(42);
    let open = 0;
    for (const text of killers) {
      const d = decodeBoard(text);
      if (!d.ok) throw new Error(d.error.message);
      expect(d.value.format).toBe('KILLER_SHORT');
      const cages = (d.value.state.board.rules ?? []) as Extract<Rule, { kind: 'KILLER_CAGE' }>[];
      expect(cages.every((c) => c.kind === 'KILLER_CAGE' && c.sum !== undefined)).toBe(true);
      const covered = cages.reduce((s, c) => s + c.cells.length, 0);
      const total = cages.reduce((s, c) => s + c.sum!, 0);
      for (const c of cages) {
        const k = c.cells.length;
        expect(c.sum! >= (k * (k + 1)) / 2 && c.sum! <= (k * (19 - k)) / 2).toBe(true);
      }
      if (covered === 80) {
        open++;
        expect(cages.some((c) => c.cells.includes(40))).toBe(false);
        expect(405 - total).toBeGreaterThanOrEqual(1);
        expect(405 - total).toBeLessThanOrEqual(9);
      } else expect([covered, total]).toEqual([81, 405]);
    }
    expect(open).toBe(5);
  });

  it('each writes back as the same cages in the short form, SudoCue, f-puzzles and SudokuPad', () => {
    for (const text of killers) {
      const d = decodeBoard(text, 'KILLER_SHORT');
      if (!d.ok) throw new Error(d.error.message);
      for (const format of ['KILLER_SHORT', 'SUDOCUE_KILLER', 'FPUZZLES', 'SUDOKUPAD'] as BoardFormat[]) {
        const e = encodeBoard(d.value.state, format);
        const back = e.ok ? decodeBoard(e.value) : e;
        const sorted = (rules: readonly Rule[] | undefined) => (rules ?? []).map((r) => JSON.stringify(r)).sort();
        expect(back.ok ? [back.value.format, sorted(back.value.state.board.rules)] : back).toEqual([
          format,
          sorted(d.value.state.board.rules),
        ]);
      }
    }
  });
});

describe("SudoCue's killers (killer-hs-sudocue.tsv)", () => {
  const rows = lines('killer-hs-sudocue.tsv').map((l) => l.split('\t'));

  it('all 9 read (7 with both diagonals), and each published solution obeys its cages and diagonals', () => {
    expect(rows.length).toBe(9);
    let x = 0;
    for (const [text, solution] of rows) {
      const d = decodeBoard(text);
      if (!d.ok) throw new Error(d.error.message);
      expect(d.value.format).toBe('SUDOCUE_KILLER');
      const { board } = d.value.state;
      const kinds = kindsOf(board.rules);
      if (kinds.DIAGONAL) {
        x++;
        expect(kinds.DIAGONAL).toBe(2);
      }
      expect(kinds.KILLER_CAGE).toBeGreaterThan(0);
      expect(brokenRule(digits(solution), board.shape, board.rules ?? [])).toBeUndefined();
      const e = encodeBoard(d.value.state, 'SUDOCUE_KILLER');
      const back = e.ok ? decodeBoard(e.value) : e;
      expect(back.ok ? back.value.state.board.rules : back).toEqual(board.rules);
    }
    expect(x).toBe(7);
  });
});

describe('SudokuWiki example links', () => {
  it("the Killer String Definitions page's example: 31 cages over all 81 cells, sums 405, each sum in its first cell", () => {
    const link =
      'https://www.sudokuwiki.org/killersudoku.aspx?bd=212112111212112223213331443231221241134412231124133132322122212344411312111411312,171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';
    const d = decodeBoard(link);
    if (!d.ok) throw new Error(d.error.message);
    const cages = (d.value.state.board.rules ?? []) as Extract<Rule, { kind: 'KILLER_CAGE' }>[];
    expect([d.value.format, cages.length, cages.reduce((s, c) => s + c.sum!, 0), cages.reduce((s, c) => s + c.cells.length, 0)]).toEqual([
      'SUDOKUWIKI',
      31,
      405,
      81,
    ]);
    expect(cages.slice(0, 3)).toEqual([
      { kind: 'KILLER_CAGE', cells: [0, 9, 18, 27], sum: 17 },
      { kind: 'KILLER_CAGE', cells: [1, 10, 19], sum: 15 },
      { kind: 'KILLER_CAGE', cells: [2, 11], sum: 10 },
    ]);
    // Written back, the clue digits are the page's own (each sum in its cage's first cell); the
    // colours may differ, the cages they draw do not.
    const e = encodeBoard(d.value.state, 'SUDOKUWIKI');
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.split(',')[1]).toBe(link.split(',')[1]);
    const back = decodeBoard(e.value);
    expect(back.ok ? back.value.state.board.rules : back).toEqual(cages);
  });

  it('a Sudoku X link (SudokuX.aspx, 81 digits) reads both diagonals; a jigsaw link reads its jigmap', () => {
    const x = decodeBoard(
      'https://www.sudokuwiki.org/SudokuX.aspx?bd=105007093000000040040630200700000000000403000000000009006004010010000700080300904',
    );
    if (!x.ok) throw new Error(x.error.message);
    expect(x.value.state.board.rules).toEqual([
      { kind: 'DIAGONAL', direction: 'MAIN' },
      { kind: 'DIAGONAL', direction: 'ANTI' },
    ]);
    expect(Array.from(x.value.state.board.cells).join('')).toBe(
      '105007093000000040040630200700000000000403000000000009006004010010000700080300904',
    );
    const jigmap = '111118833188888333178583332175552322177752226774755526744495926444999996449966666';
    const j = decodeBoard(
      `https://www.sudokuwiki.org/jigsaw.aspx?shape=33&bd=03v0n4u4f4bkb0099g88vanquqfqvq052gpi8c0hge118es2s2s0210gvameueeesa30s4oa30rajeqeaeoa0ho441m0ma81me6umuma110c843a3q2qg1cc38c41ul005noeofofof803pol0la5scsbarara2gpq&jigmap=${jigmap}`,
    );
    if (!j.ok) throw new Error(j.error.message);
    const rule = j.value.state.board.rules?.[0];
    expect(rule?.kind).toBe('JIGSAW');
    // The jigmap's digits, renumbered from 0 in order of first appearance.
    const order = [...new Set(jigmap)];
    expect(rule?.kind === 'JIGSAW' && rule.regions).toEqual([...jigmap].map((ch) => order.indexOf(ch)));
    expect(order.join('')).toBe('183752649');
    // The 162-character board: 13 clues (flagged), one value placed by the solver, the rest candidates.
    expect(Array.from(j.value.state.board.cells).join('')).toBe(
      '100000030000000200040500006000000000000000407008000050000090000020000010000000000',
    );
    expect(j.value.state.values?.[27]).toBe(4);
    for (const d of [x, j]) {
      const e = encodeBoard(d.value.state, 'SUDOKUWIKI');
      const back = e.ok ? decodeBoard(e.value) : e;
      expect(back.ok ? [back.value.state.board.rules, Array.from(back.value.state.board.cells)] : back).toEqual([
        d.value.state.board.rules,
        Array.from(d.value.state.board.cells),
      ]);
    }
  });

  it('version-B strings, unknown layouts and other puzzle pages are refused by name', () => {
    const code = (text: string) => {
      const d = decodeBoard(text);
      return d.ok ? 'OK' : [d.error.code, d.error.name ?? d.error.field];
    };
    expect(code('https://www.sudokuwiki.org/SudokuX.aspx?bd=X9B011g05440d074y0903c838d40abobo5e0476b604')).toEqual(['BAD_FORMAT', 'text']);
    expect(code(`https://www.sudokuwiki.org/jigsaw.aspx?shape=1&bd=${'0'.repeat(81)}`)).toEqual(['BAD_FORMAT', 'text']);
    expect(code(`https://www.sudokuwiki.org/windoku.aspx?bd=${'0'.repeat(81)}`)).toEqual(['UNSUPPORTED_RULE', 'windoku.aspx']);
  });
});
