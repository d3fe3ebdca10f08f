// Golden runs of every `sudoku` command on variant files, as a user runs them: a file of public
// variant puzzles (a killer, a jigsaw, an X, an anti-knight and a thermo, test/api/variant-puzzles.ts)
// in the formats setters share them in, one puzzle a line (an f-puzzles JSON on one line too), with a
// comment and a blank line. Each command's answers are the engine's for the decoded board with its
// rules (solve: the published solutions). Also the rough edges: convert --to sdk of several puzzles
// reads back, solve detects formats as rate does, --json is JSON Lines throughout, and a generate
// that cannot meet its request exits 1 with the reason on stderr.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import LZ from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, canonicalKey, solve, type Board, type Rule } from '../../src/engine/index.js';
import { decodeBoard, encodeBoard, formatBoardText } from '../../src/engine/codec.js';
import { ANTI_KNIGHT, JIGSAW, KILLER, THERMO, X, type VariantPuzzle } from '../api/variant-puzzles.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
let dir: string;

function sudoku(args: string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 120_000 });
}
const write = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};

/** A puzzle of variant-puzzles.ts as the engine's board (structured rules' cells made row-major). */
function boardOf(p: VariantPuzzle): Board {
  if (p.board.format) {
    const d = decodeBoard(p.board.cells, p.board.format as 'FPUZZLES');
    if (!d.ok) throw new Error(d.error.message);
    return d.value.state.board;
  }
  const idx = (c: { row: number; col: number }) => c.row * 9 + c.col;
  const rules = (p.board.rules as Record<string, unknown>[]).map((r) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r))
      out[k] = Array.isArray(v) && typeof v[0] === 'object' ? (v as { row: number; col: number }[]).map(idx) : v;
    return out as unknown as Rule;
  });
  return {
    shape: { size: 9, boxRows: 3, boxCols: 3 },
    cells: Uint8Array.from([...p.board.cells].map((ch) => (ch === '.' ? 0 : Number(ch)))),
    rules,
  };
}

function text(board: Board, format: 'FPUZZLES' | 'SUDOKUPAD' | 'KILLER_SHORT' | 'JIGSAW_TEXT' | 'SUDOKUWIKI'): string {
  const e = encodeBoard(board, format);
  if (!e.ok) throw new Error(e.error.message);
  return e.value;
}

/** The f-puzzles JSON of a board, on one line: what an f-puzzles link holds (lz-string's base64 of it). */
function fpuzzlesJson(board: Board): string {
  const link = text(board, 'FPUZZLES');
  return LZ.decompressFromBase64(decodeURIComponent(link.slice(link.indexOf('load=') + 5)));
}

const PUZZLES = [KILLER, JIGSAW, X, ANTI_KNIGHT, THERMO];
let boards: Board[];
let lines: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-variants-'));
  boards = PUZZLES.map(boardOf);
  // The killer as the forum's short text, the jigsaw as givens + regions, the X as an f-puzzles JSON
  // line, the anti-knight as an f-puzzles link, the thermo as a SudokuPad link.
  lines = [
    text(boards[0], 'KILLER_SHORT'),
    text(boards[1], 'JIGSAW_TEXT'),
    fpuzzlesJson(boards[2]),
    text(boards[3], 'FPUZZLES'),
    text(boards[4], 'SUDOKUPAD'),
  ];
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The file: a comment, the five puzzles with a blank line after the second. */
const file = () => write('variants.txt', ['# five variants', lines[0], lines[1], '', ...lines.slice(2), ''].join('\n'));

describe('sudoku solve on a variant file', () => {
  it('one line per input line: the published solutions, detected per line, comment and blank echoed', () => {
    const r = sudoku(['solve', file()]);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      '# five variants',
      PUZZLES[0].solution,
      PUZZLES[1].solution,
      '',
      ...PUZZLES.slice(2).map((p) => p.solution),
      '',
    ]);
    const threaded = sudoku(['solve', file(), '--threads', '2']);
    expect(threaded.stdout).toBe(r.stdout);
  });

  it('--json is JSON Lines: every line an object, the comment and the blank line too', () => {
    const r = sudoku(['solve', file(), '--json']);
    expect(r.status).toBe(0);
    const out = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out[0]).toEqual({ status: 'COMMENT', line: 1, text: '# five variants' });
    expect(out[3]).toEqual({ status: 'BLANK', line: 4 });
    const solved = [out[1], out[2], ...out.slice(4)];
    expect(solved.map((o) => [o.status, o.solution, o.unique])).toEqual(PUZZLES.map((p) => ['SOLVED', p.solution, true]));
    // The same with --format named: every line of one format, JSON Lines too.
    const links = write('links.txt', `# links\n${text(boards[0], 'FPUZZLES')}\n\n${text(boards[4], 'FPUZZLES')}\n`);
    const named = sudoku(['solve', links, '--format', 'fpuzzles', '--json']);
    expect(
      named.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).status),
    ).toEqual(['COMMENT', 'SOLVED', 'BLANK', 'SOLVED']);
  });

  it('detects an .sdk file spanning lines as rate does, and one with several puzzles (convert --to sdk) reads back', () => {
    const sdk = sudoku(['convert', '--to', 'sdk', '-'], `${CLASSIC}\n${'.'.repeat(80)}1\n`);
    expect(sdk.status).toBe(0);
    const f = write('two.sdk', sdk.stdout);
    expect(sudoku(['solve', f]).stdout.split('\n')).toEqual([CLASSIC_SOLUTION, expect.stringMatching(/^\d{81} MULTIPLE$/), '']);
    expect(sudoku(['convert', '--to', 'cells', f]).stdout).toBe(`${CLASSIC}\n${'.'.repeat(80)}1\n`);
    expect(sudoku(['convert', '--from', 'sdk', '--to', 'cells', f]).stdout).toBe(`${CLASSIC}\n${'.'.repeat(80)}1\n`);
    expect(sudoku(['rate', f]).stdout.split('\n')[1]).toBe('MULTIPLE');
  });
});

describe('sudoku rate and explain on a variant file', () => {
  // Without the X: it is from the hardest-sudokus thread, and its analysis with the rules takes most
  // of the default budget (tens of seconds on a loaded machine), three times over here.
  it('rate: the engine grade of each board with its rules, comment and blank kept; --json is JSON Lines', () => {
    const four = () => write('four.txt', ['# four variants', lines[0], lines[1], '', lines[3], lines[4], ''].join('\n'));
    const r = sudoku(['rate', four()]);
    expect(r.status).toBe(0);
    const grades = [0, 1, 3, 4].map((k) => {
      const a = analyze(boards[k]);
      if (a.status !== 'ANALYZED') return a.status;
      if (!a.analysis.unique) return 'MULTIPLE';
      return `${a.analysis.level} ${a.analysis.score.toFixed(1)} ${a.analysis.hardest ?? '-'}`;
    });
    expect(r.stdout.split('\n')).toEqual(['# four variants', grades[0], grades[1], '', grades[2], grades[3], '']);
    const json = sudoku(['rate', four(), '--json', '--summary']);
    const objects = json.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects[0]).toEqual({ status: 'COMMENT', line: 1, text: '# four variants' });
    expect(objects[objects.length - 1]).toMatchObject({ status: 'SUMMARY', puzzles: 4 });
    expect(objects.filter((o) => o.line === 2)).toHaveLength(1);
  }, 120_000);

  it('explain: each puzzle its grade, then its steps', () => {
    const r = sudoku(['explain', write('one.txt', `${lines[3]}\n`)]);
    expect(r.status).toBe(0);
    const a = analyze(boards[3]);
    if (a.status !== 'ANALYZED') throw new Error(a.status);
    const out = r.stdout.trimEnd().split('\n');
    expect(out[0]).toBe(`puzzle 1: ${a.analysis.level} ${a.analysis.score.toFixed(1)} ${a.analysis.hardest ?? '-'}`);
    expect(out).toHaveLength(1 + a.analysis.steps.length);
  });
});

describe('sudoku rate --json and sudoku canon', () => {
  it('rate --json is JSON Lines: the comment, the blank line, each grade with its line, and the summary', () => {
    const f = write('classic.txt', `# one\n${CLASSIC}\n\nxx\n`);
    const objects = sudoku(['rate', f, '--json', '--summary'])
      .stdout.trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects.map((o) => [o.status, o.line])).toEqual([
      ['COMMENT', 1],
      ['ANALYZED', 2],
      ['BLANK', 3],
      ['INVALID', 4],
      ['SUMMARY', undefined],
    ]);
    expect(objects[4]).toMatchObject({ puzzles: 2, statuses: { ANALYZED: 1, INVALID: 1 } });
    const kept = sudoku(['rate', f, '--json', '--filter', 'score>=1']).stdout.trimEnd().split('\n');
    expect(kept.map((l) => JSON.parse(l).line)).toEqual([1, 2]);
  });

  it("canon: each board's variant key; the same key for an image (a half turn), another for the givens alone", () => {
    const r = sudoku(['canon', file()]);
    expect(r.status).toBe(0);
    const keys = boards.map((b) => {
      const k = canonicalKey(b);
      if (k.status !== 'CANONICAL') throw new Error(k.status);
      return k.key;
    });
    expect(r.stdout.split('\n')).toEqual(['# five variants', keys[0], keys[1], '', ...keys.slice(2), '']);
    for (const k of keys) expect(k).toMatch(/^9-3-3\/[A-Z_,]+:[A-Za-z0-9_-]{43}$/);
    // The killer turned half round, as an f-puzzles link: the same key.
    const turned = halfTurn(boards[0]);
    expect(sudoku(['canon', '-'], `${text(turned, 'FPUZZLES')}\n`).stdout).toBe(`${keys[0]}\n`);
    const plain = sudoku(['canon', '-'], `${formatBoardText(boards[2].cells)}\n`).stdout.trim();
    expect(plain).not.toBe(keys[2]);
    expect(plain).not.toContain('/');
  });
});

/** A board with cage, thermometer and diagonal rules turned half round on 9×9. */
function halfTurn(b: Board): Board {
  const t = (x: number) => 80 - x;
  const rules = (b.rules ?? []).map((r) => ('cells' in r ? { ...r, cells: (r.cells as readonly number[]).map(t) } : r)) as Rule[];
  return { shape: b.shape, cells: Uint8Array.from(b.cells).reverse(), rules };
}

describe('sudoku convert on a variant file', () => {
  it('to fpuzzles and sudokupad and back: the same givens and rules; a format without rules refuses by name', () => {
    for (const to of ['fpuzzles', 'sudokupad']) {
      const r = sudoku(['convert', '--to', to, file()]);
      expect(r.status).toBe(0);
      const out = r.stdout.split('\n');
      expect(out[0]).toBe('# five variants');
      expect(out[3]).toBe('');
      const converted = [out[1], out[2], ...out.slice(4, 7)];
      converted.forEach((line, i) => {
        const d = decodeBoard(line);
        expect(d.ok && d.value.format).toBe(to.toUpperCase());
        if (!d.ok) return;
        expect(formatBoardText(d.value.state.board.cells)).toBe(formatBoardText(boards[i].cells));
        expect(sortedRules(d.value.state.board.rules)).toEqual(sortedRules(boards[i].rules));
        const s = solve(d.value.state.board);
        expect(s.solution && formatBoardText(s.solution)).toBe(PUZZLES[i].solution);
      });
    }
    const killer = sudoku(['convert', '--to', 'killer_short', '-'], `${text(boards[0], 'FPUZZLES')}\n`);
    expect(killer.stdout).toBe(`${lines[0]}\n`);
    const cells = sudoku(['convert', '--to', 'cells', '-'], `${lines[0]}\n`);
    expect(cells.stdout).toMatch(/^INVALID: line 1: .*KILLER_CAGE/);
    const sdk = sudoku(['convert', '--to', 'sdk', '-'], `${lines[4]}\n`);
    expect(sdk.stdout).toMatch(/^INVALID: line 1: .*THERMOMETER/);
  });
});

/** Rules as sorted JSON texts, each with its keys sorted: sets of rules compare whatever order a reader builds them in. */
const sortedRules = (rules: readonly Rule[] | undefined) =>
  (rules ?? []).map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();

describe('sudoku generate --variant', () => {
  it('an unknown variant is a usage error listing the variants', () => {
    const r = sudoku(['generate', '--size', '9', '--variant', 'killer,spiral']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--variant must list variants among x, .*windoku, .*killer.*; got 'spiral'/);
  });

  it('killer and killer X: an f-puzzles link whose cages have one solution; --json carries the rules', () => {
    for (const variant of ['killer', 'killer,x']) {
      const r = sudoku(['generate', '--size', '9', '--variant', variant, '--seed', 'cli-v', '--difficulty', 'easy']);
      expect(r.status).toBe(0);
      const d = decodeBoard(r.stdout.trim());
      expect(d.ok && d.value.format).toBe('FPUZZLES');
      if (!d.ok) return;
      const kinds = new Set(d.value.state.board.rules!.map((x) => x.kind));
      expect(kinds.has('KILLER_CAGE')).toBe(true);
      expect(kinds.has('DIAGONAL')).toBe(variant.includes('x'));
      const s = solve(d.value.state.board);
      expect(s).toMatchObject({ status: 'SOLVED', unique: true });
      const again = sudoku(['generate', '--size', '9', '--variant', variant, '--seed', 'cli-v', '--difficulty', 'easy']);
      expect(again.stdout).toBe(r.stdout);
    }
    const json = JSON.parse(sudoku(['generate', '--size', '9', '--variant', 'killer', '--seed', 'cli-j', '--json']).stdout);
    expect(json.variants).toEqual(['KILLER']);
    expect(json.rules.every((x: Rule) => x.kind === 'KILLER_CAGE')).toBe(true);
  });
});
