// solvePlainLine (src/engine/solve.ts), the CLI's path for lines of 81 plain symbols: the same
// answer as solve() on the parsed board (status, uniqueness, the lexicographically first solution,
// the budget), written as the alphabet's symbols; null and nothing written for every line it
// must leave to solve(). Needs dist/wasm/search9.wasm (`npm run build:wasm`, run by `npm ci`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatBoardText,
  parseBoardText,
  resolveShape,
  selectKernel,
  solve,
  solvePlainLine,
  STANDARD_SHAPES,
  type Alphabet,
  type PlainLineStatus,
  type SolveOptions,
} from '../../src/engine/index.js';
import { datasetsDir } from '../../support/oracle.js';
import { everyShapeOnWasm } from './kernel-pair.js';

everyShapeOnWasm();

const NINE = STANDARD_SHAPES.find((s) => s.size === 9)!;
const bytes = (s: string) => Buffer.from(s, 'latin1');

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
    const line = readFileSync(join(datasetsDir(), '9x9', '17clue_20k.txt'), 'utf8')
      .split('\n')[0]
      .trim();
    const want = general(line);
    expect(want.status).toBe('SOLVED');
    for (const empty of ['.', '0', '_', '*']) expect(plain(line.replace(/[.0]/g, empty)).text).toBe(want.text);
    const letters = line.replace(/[1-9]/g, (d) => 'abcdefghi'[Number(d) - 1]).replace(/[.]/g, '0');
    const got = plain(letters, 'LETTERS');
    expect(got.status).toBe('SOLVED');
    expect(got.text).toBe(want.text!.replace(/[1-9]/g, (d) => 'ABCDEFGHI'[Number(d) - 1]));
  });

  it('the node budget: LIMIT_EXCEEDED as solve(), on a puzzle that needs a guess', () => {
    const line = readFileSync(join(datasetsDir(), '9x9', 'forum_hardest_1905_11plus_20k.txt'), 'utf8')
      .split('\n')[0]
      .trim();
    expect(general(line, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('LIMIT_EXCEEDED');
    expect(plain(line, 'DIGITS_LETTERS', { maxNodes: 1 }).status).toBe('LIMIT_EXCEEDED');
  });
});

describe('lines left to solve(): null, nothing written', () => {
  const good = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
  it.each([
    ['clashing givens (solve() lists the conflicts)', '11' + '.'.repeat(79), 'DIGITS_LETTERS'],
    // Row 1 leaves r1c9 only 9, which column 9 holds lower down: solve() tells NO_SOLUTION from CONFLICT.
    ['givens that contradict without clashing', '12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63), 'DIGITS_LETTERS'],
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
