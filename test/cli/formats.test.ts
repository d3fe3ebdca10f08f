// Golden runs of `sudoku convert`, `sudoku canon`, `sudoku rate --filter --summary` (comments and
// MULTIPLE), `sudoku explain` on several solutions and `sudoku solve --format`, as a user runs them.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** A forum_hardest_1905_11+ puzzle whose hardest step is a nested forcing chain: among those, one of the quickest to rate (0.3 s). */
const FORUM = '98.7..6..5...9..7...7..49..3.......2.5...3.....89...6..2.4.61....58...4.....1....';
/** CLASSIC transposed with its digits shifted by one: the same puzzle up to symmetry. */
const CLASSIC_IMAGE = [...Array(81).keys()]
  .map((i) => CLASSIC[(i % 9) * 9 + Math.floor(i / 9)])
  .map((ch) => (ch === '.' ? '.' : String((Number(ch) % 9) + 1)))
  .join('');
let dir: string;

function sudoku(args: string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
}
const write = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
const grades = new Map<string, string>();
/** "LEVEL score hardest" as `sudoku rate` prints it, from the engine in this process (once a puzzle). */
function grade(cells: string): string {
  const known = grades.get(cells);
  if (known !== undefined) return known;
  const p = parseBoardText(cells);
  if (!p.ok) throw new Error(p.error.message);
  const r = analyze(p.value);
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  const text = `${r.analysis.level} ${r.analysis.score.toFixed(1)} ${r.analysis.hardest}`;
  grades.set(cells, text);
  return text;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-formats-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sudoku convert', () => {
  it('cells → Simple Sudoku, comments echoed, each grid ended by a blank line, a bad line INVALID', () => {
    const r = sudoku(['convert', '--to', 'ss', write('c.txt', `# two\n${CLASSIC}\nxx\n`)]);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      '# two',
      '53.|.7.|...',
      '6..|195|...',
      '.98|...|.6.',
      '-----------',
      '8..|.6.|..3',
      '4..|8.3|..1',
      '7..|.2.|..6',
      '-----------',
      '.6.|...|28.',
      '...|419|..5',
      '...|.8.|.79',
      '',
      expect.stringMatching(/^INVALID: line 3: /),
      '',
    ]);
  });

  it('an .ss file (one puzzle) → sdm → hodoku → cells gives the board back', () => {
    const ss = sudoku(['convert', '--to', 'ss', '-'], `${CLASSIC}\n`).stdout;
    const sdm = sudoku(['convert', '--from', 'ss', '--to', 'sdm', write('p.ss', ss)]);
    expect(sdm.stdout).toBe(`${CLASSIC.replace(/\./g, '0')}\n`);
    const hodoku = sudoku(['convert', '--to', 'hodoku', '-'], sdm.stdout);
    expect(hodoku.stdout).toBe(`:0000:x:${CLASSIC}:::\n`);
    const back = sudoku(['convert', '--to', 'cells', '-'], hodoku.stdout);
    expect(back.stdout).toBe(`${CLASSIC}\n`);
  });

  it('a SudokuPad link and back; an unknown format is a usage error', () => {
    const link = sudoku(['convert', '--to', 'sudokupad', '-'], `${CLASSIC}\n`).stdout.trim();
    expect(link.startsWith('https://sudokupad.app/fpuzzles')).toBe(true);
    expect(sudoku(['convert', '--to', 'cells', '-'], `${link}\n`).stdout).toBe(`${CLASSIC}\n`);
    const bad = sudoku(['convert', '--to', 'xml', '-'], CLASSIC);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--to must be one of/);
  });
});

describe('sudoku canon', () => {
  it('one key per puzzle line, the same for an image, comments echoed', () => {
    const r = sudoku(['canon', write('k.txt', `# keys\n${CLASSIC}\n${CLASSIC_IMAGE}\n\n${FORUM}\n`)]);
    expect(r.status).toBe(0);
    const out = r.stdout.split('\n');
    expect(out[0]).toBe('# keys');
    expect(out[1]).toBe('9-3-3:........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.');
    expect(out[2]).toBe(out[1]);
    expect(out[3]).toBe('');
    expect(out[4]).toMatch(/^9-3-3:/);
    expect(out[4]).not.toBe(out[1]);
  });
});

describe('sudoku rate --filter --summary', () => {
  it('comments stay comments, MULTIPLE is not graded, lines keep their numbers, the summary counts', () => {
    const f = write('r.txt', `# a comment, not a puzzle\n${CLASSIC}\n\n${'.'.repeat(81)}\n${FORUM}\nxx\n`);
    const plain = sudoku(['rate', f]);
    expect(plain.stdout.split('\n')).toEqual([
      '# a comment, not a puzzle',
      grade(CLASSIC),
      '',
      'MULTIPLE',
      grade(FORUM),
      expect.stringMatching(/^INVALID: line 6: /),
      '',
    ]);
    const kept = sudoku(['rate', f, '--filter', 'score>=7 level=MASTER', '--summary']);
    expect(kept.status).toBe(0);
    const lines = kept.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['# a comment, not a puzzle', `5: ${grade(FORUM)}`]);
    expect(lines[2]).toBe('# summary: 1 puzzles, ANALYZED 1');
    expect(lines).toContain('#   MASTER                          1 ########################################');
    expect(lines).toContain('#   EASY                            0');
    expect(lines.some((l) => /^# {3}NESTED_FORCING_CHAIN +1 #+$/.test(l))).toBe(true);
    const all = sudoku(['rate', f, '--summary']).stdout;
    expect(all).toContain('# summary: 4 puzzles, ANALYZED 2, MULTIPLE 1, INVALID 1');
  });

  it('a bad filter is a usage error naming the field', () => {
    const r = sudoku(['rate', '-', '--filter', 'colour=red'], CLASSIC);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--filter field 'colour'/);
  });

  it('explain says MULTIPLE for a board with several solutions and grades nothing', () => {
    const r = sudoku(['explain', '-'], `${'.'.repeat(81)}\n`);
    expect(r.stdout).toBe('puzzle 1: MULTIPLE\n');
  });

  it('rate --format sdm reads 0 as blank; solve --format hodoku solves a library line', () => {
    expect(sudoku(['rate', '--format', 'sdm', '-'], `${CLASSIC.replace(/\./g, '0')}\n`).stdout).toBe(`${grade(CLASSIC)}\n`);
    expect(sudoku(['solve', '--format', 'hodoku', '-'], `:0000:x:${CLASSIC}:::\n`).stdout).toBe(`${CLASSIC_SOLUTION}\n`);
  });
});
