// solvePlainLines and solvePlainLine (src/engine/solve.ts), the CLI's path for lines of 81 plain
// symbols: the same answer as solve() on the parsed board (status, uniqueness, the
// lexicographically first solution, the budget), written as the alphabet's symbols; a run of
// lines stops exactly where solve() must answer, and nothing is written for such a line. Needs dist/wasm/search9.wasm (`npm run build:wasm`, run by `npm ci`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBoardText, parseBoardText, type Alphabet } from '../../src/engine/codec.js';
import { resolveShape, solve, STANDARD_SHAPES, type SolveOptions } from '../../src/engine/index.js';
import { selectKernel } from '../../src/engine/kernel.js';
import { solvePlainLine, solvePlainLines, type PlainLineStatus } from '../../src/engine/lines.js';
import { datasetsDir } from '../../support/oracle.js';
import { everyShapeOnWasm } from './kernel-pair.js';

everyShapeOnWasm();

const NINE = STANDARD_SHAPES.find((s) => s.size === 9)!;
const bytes = (s: string) => Buffer.from(s, 'latin1');

/** The first line of a 9×9 data set. */
const firstLine = (name: string) =>
  readFileSync(join(datasetsDir(), '9x9', `${name}.txt`), 'utf8')
    .split('\n')[0]!
    .trim();

const good = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const conflict = '11' + '.'.repeat(79);
// Row 1 leaves r1c9 only 9, which column 9 holds lower down: solve() tells NO_SOLUTION from CONFLICT.
const contradiction = '12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63);

/** solvePlainLine on `line` alone, into a buffer of 0xff bytes: its status and the bytes written. */
function plain(line: string, alphabet: Alphabet = 'DIGITS_LETTERS', options: SolveOptions = {}, shape = NINE) {
  const src = bytes(`#${line}\n`); // the line inside a larger buffer, as the CLI hands it over
  const dst = new Uint8Array(100).fill(0xff);
  const status = solvePlainLine(shape, src, 1, 1 + line.length, alphabet, options, dst, 7);
  const untouched = dst.every((b, i) => b === 0xff || (i >= 7 && i < 88));
  return { status, text: Buffer.from(dst.subarray(7, 88)).toString('latin1'), untouched, dst };
}

/** What solve() answers for the line, in solvePlainLine's terms. */
function general(
  line: string,
  alphabet: Alphabet = 'DIGITS_LETTERS',
  options: SolveOptions = {},
): { status: PlainLineStatus | 'CONFLICT'; text?: string } {
  const parsed = parseBoardText(line, { alphabet });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = solve(parsed.value, options);
  const status = r.status === 'SOLVED' ? (r.unique ? 'SOLVED' : 'MULTIPLE') : r.status;
  return { status, text: r.solution && formatBoardText(r.solution, alphabet) };
}

describe('the same answers as solve()', () => {
  const seen = new Set<string | null>();
  it.each([
    'kaggle_easy_10k',
    '17clue_20k',
    'magictour_top1465',
    'forum_hardest_1905_11plus_20k',
    'forum_hardest_1106',
    'serg_benchmark_10k',
  ])(
    '%s, the first 1,000 puzzles',
    (name) => {
      const lines = readFileSync(join(datasetsDir(), '9x9', `${name}.txt`), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length === 81)
        .slice(0, 1000);
      expect(lines.length).toBeGreaterThanOrEqual(375);
      for (const line of lines) {
        const want = general(line);
        const got = plain(line);
        expect(got.status, line).toBe(want.status);
        if (want.text) expect(got.text, line).toBe(want.text);
        seen.add(got.status);
      }
    },
    60_000,
  );

  it('those files hold unique puzzles and puzzles with several solutions', () => {
    expect([...seen].sort()).toEqual(['MULTIPLE', 'SOLVED']);
  });

  it('the empty board: MULTIPLE, the lexicographically first grid', () => {
    const got = plain('.'.repeat(81));
    expect(got.status).toBe('MULTIPLE');
    expect(got.text).toBe('123456789456789123789123456214365897365897214897214365531642978642978531978531642');
    expect(got.untouched).toBe(true);
  });

  it("'.', '0', '_' and '*' are empty in DIGITS_LETTERS; lower-case letters read as upper-case in LETTERS", () => {
    const line = firstLine('17clue_20k');
    const want = general(line);
    expect(want.status).toBe('SOLVED');
    for (const empty of ['.', '0', '_', '*']) expect(plain(line.replace(/[.0]/g, empty)).text).toBe(want.text);
    const letters = line.replace(/[1-9]/g, (d) => 'abcdefghi'[Number(d) - 1]).replace(/[.]/g, '0');
    const got = plain(letters, 'LETTERS');
    expect(got.status).toBe('SOLVED');
    expect(got.text).toBe(want.text!.replace(/[1-9]/g, (d) => 'ABCDEFGHI'[Number(d) - 1]));
  });

  it('the node budget: LIMIT_EXCEEDED as solve(), on a puzzle that needs a guess', () => {
    const line = firstLine('forum_hardest_1905_11plus_20k');
    expect(general(line, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('LIMIT_EXCEEDED');
    expect(plain(line, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('LIMIT_EXCEEDED');
  });
});

describe('lines left to solve(): null, nothing written', () => {
  it.each([
    ['clashing givens (solve() lists the conflicts)', conflict, 'DIGITS_LETTERS'],
    ['givens that contradict without clashing', contradiction, 'DIGITS_LETTERS'],
    ['80 chars', good.slice(1), 'DIGITS_LETTERS'],
    ['82 chars', good + '.', 'DIGITS_LETTERS'],
    ['a blank inside', good.slice(0, 40) + ' ' + good.slice(41), 'DIGITS_LETTERS'],
    ["grid drawing '|'", good.slice(0, 40) + '|' + good.slice(41), 'DIGITS_LETTERS'],
    ['a line break inside', good.slice(0, 40) + '\n' + good.slice(41), 'DIGITS_LETTERS'],
    ["a value above 9 ('A')", good.slice(0, 40) + 'A' + good.slice(41), 'DIGITS_LETTERS'],
    ["an unknown symbol ('?')", good.slice(0, 40) + '?' + good.slice(41), 'DIGITS_LETTERS'],
    ['a non-ASCII char', good.slice(0, 40) + 'é' + good.slice(41), 'DIGITS_LETTERS'],
    ['a comment', '#' + good.slice(1), 'DIGITS_LETTERS'],
    ['digits in LETTERS', good, 'LETTERS'],
  ] as const)('%s', (_, line, alphabet) => {
    const got = plain(line, alphabet);
    expect(got.status).toBeNull();
    expect(got.dst.every((b) => b === 0xff)).toBe(true);
  });

  it('another box than 3×3 (--box 1x9), or the TypeScript kernel selected', () => {
    const rows = resolveShape(9, 1, 9);
    if (!rows.ok) throw new Error(rows.error.message);
    expect(plain(good, 'DIGITS_LETTERS', {}, rows.value).status).toBeNull();
    expect(plain(good).status).toBe('SOLVED');
    selectKernel('ts');
    try {
      expect(plain(good).status).toBeNull();
    } finally {
      selectKernel('wasm');
    }
  });
});

describe('runs of lines (solvePlainLines)', () => {
  const goodAnswer = general(good).text!;
  const empty = '.'.repeat(81);

  /** solvePlainLines once on `text` from byte 3 of a larger buffer, into a buffer of 0xff bytes written from byte 5. */
  function run(text: string, room = 1 << 20, options: SolveOptions = {}, shape = NINE) {
    const src = bytes(`##\n${text}`);
    const dst = new Uint8Array(room + 100).fill(0xff);
    const r = solvePlainLines(shape, src, 3, src.length, 'DIGITS_LETTERS', options, dst, 5, room);
    const out = Buffer.from(dst.subarray(5)).toString('latin1');
    return { r, out, before: dst.subarray(0, 5).every((b) => b === 0xff) };
  }
  const lines = (...ls: string[]) => ls.map((l) => l + '\n').join('');

  it("every line of four files, run after run as the CLI calls it: solve()'s answers", () => {
    const boards = ['kaggle_easy_10k', '17clue_20k', 'magictour_top1465', 'serg_benchmark_10k'].flatMap((name) =>
      readFileSync(join(datasetsDir(), '9x9', `${name}.txt`), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length === 81)
        .slice(0, 500),
    );
    // CR LF on every third line.
    const src = bytes(boards.map((l, i) => l + (i % 3 === 0 ? '\r\n' : '\n')).join(''));
    const dst = new Uint8Array(src.length + 100);
    const got: string[] = [];
    let from = 0;
    let calls = 0;
    while (from < src.length) {
      const r = solvePlainLines(NINE, src, from, src.length, 'DIGITS_LETTERS', {}, dst, 0, dst.length)!;
      calls++;
      const text = Buffer.from(dst.subarray(0, r.written)).toString('latin1');
      got.push(...text.split('\n').slice(0, r.solved));
      if (r.last === 'MULTIPLE') got.push(Buffer.from(dst.subarray(r.written, r.written + 81)).toString('latin1') + ' MULTIPLE');
      else if (r.last !== null) got.push(r.last);
      expect(r.read).toBeGreaterThan(0);
      from += r.read;
    }
    const want = boards.map((l) => {
      const g = general(l);
      return g.status === 'MULTIPLE' ? `${g.text} MULTIPLE` : g.status === 'SOLVED' ? g.text! : g.status;
    });
    expect(got).toEqual(want);
    // A call ends at each line with several solutions, and one more at the end of the unique lines after the last.
    const multiple = want.filter((w) => w.endsWith(' MULTIPLE')).length;
    expect(multiple).toBeGreaterThan(0);
    expect(calls).toBe(multiple + (want[want.length - 1]!.endsWith(' MULTIPLE') ? 0 : 1));
  });

  it('a run of unique lines: each answered, every byte read', () => {
    const { r, out, before } = run(lines(good, good) + good + '\r\n');
    expect(r).toEqual({ read: 82 * 2 + 83, written: 82 * 3, solved: 3, last: null });
    expect(out.slice(0, 82 * 3)).toBe(lines(goodAnswer, goodAnswer, goodAnswer));
    expect(out.charCodeAt(82 * 3)).toBe(0xff);
    expect(before).toBe(true);
  });

  it.each([
    ['a comment', '# ' + good],
    ['a blank line', ''],
    ['an indented line', ' ' + good],
    ['a line with a blank after it', good + ' '],
    ['80 chars', good.slice(1)],
    ['82 chars', good + '.'],
    ['a CR that ends no line', good + '\rx'],
    ['clashing givens (solve() lists the conflicts)', conflict],
    ['givens that contradict as loaded', contradiction],
    ['a 16×16 line', '.'.repeat(256)],
  ])('stops before %s, after the lines before it', (_, line) => {
    const { r, out } = run(lines(good, good, line, good));
    expect(r).toEqual({ read: 82 * 2, written: 82 * 2, solved: 2, last: null });
    expect(out.slice(0, 82 * 2)).toBe(lines(goodAnswer, goodAnswer));
    expect(out.charCodeAt(82 * 2)).toBe(0xff);
  });

  it('stops before an unterminated last line, which solvePlainLine answers', () => {
    expect(run(lines(good) + good).r).toEqual({ read: 82, written: 82, solved: 1, last: null });
  });

  it('stops after a line with several solutions, its first solution after the answers', () => {
    const { r, out } = run(lines(good, empty, good));
    expect(r).toEqual({ read: 82 * 2, written: 82, solved: 1, last: 'MULTIPLE' });
    expect(out.slice(82, 82 + 81)).toBe(general(empty).text);
    expect(out.charCodeAt(82 + 81)).toBe(0xff);
  });

  it('stops after a line without solution, with nothing written for it', () => {
    // A 17-clue puzzle with an 18th given, 8 at r1c1, that leaves it no solution; nothing clashes.
    const none = '8................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
    expect(general(none).status).toBe('NO_SOLUTION');
    const { r, out } = run(lines(good, none, good));
    expect(r).toEqual({ read: 82 * 2, written: 82, solved: 1, last: 'NO_SOLUTION' });
    expect(out.charCodeAt(82)).toBe(0xff);
  });

  it('stops after a line out of budget, with nothing written for it', () => {
    const hard = firstLine('forum_hardest_1905_11plus_20k');
    expect(general(hard, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('LIMIT_EXCEEDED');
    expect(general(good, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('SOLVED');
    const { r, out } = run(lines(good, hard, good), 1 << 20, { maxNodes: 1 });
    expect(r).toEqual({ read: 82 * 2, written: 82, solved: 1, last: 'LIMIT_EXCEEDED' });
    expect(out.charCodeAt(82)).toBe(0xff);
  });

  it('past the first piece it copies: 100 lines, then a comment', () => {
    const { r } = run(lines(...Array<string>(100).fill(good), '#', good));
    expect(r).toEqual({ read: 8200, written: 8200, solved: 100, last: null });
  });

  it('never writes past `room`', () => {
    expect(run(lines(good, good, good, good), 82 * 3 + 81).r).toEqual({ read: 82 * 3, written: 82 * 3, solved: 3, last: null });
    expect(run(lines(good, good), 81).r).toEqual({ read: 0, written: 0, solved: 0, last: null });
    const { r, out } = run(lines(empty, good), 82);
    expect(r).toEqual({ read: 82, written: 0, solved: 0, last: 'MULTIPLE' });
    expect(out.charCodeAt(81)).toBe(0xff);
  });

  it('null for another box than 3×3 or the TypeScript kernel', () => {
    const rows = resolveShape(9, 1, 9);
    if (!rows.ok) throw new Error(rows.error.message);
    expect(run(lines(good), 1 << 20, {}, rows.value).r).toBeNull();
    selectKernel('ts');
    try {
      expect(run(lines(good)).r).toBeNull();
    } finally {
      selectKernel('wasm');
    }
  });
});
