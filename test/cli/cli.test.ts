// The compiled `sudoku` CLI, run as a user would: `node bin/sudoku.js …` in a child process.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCells } from '../../src/engine/codec.js';
import { generate } from '../../src/engine/index.js';
import { isValidSolution, readLines, toValues } from '../../support/oracle.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CONFLICTING = '55' + '.'.repeat(79);
// Row 1 holds 1..8 and column 9 a 9 further down: no visible clash, no solution.
const NO_SOLUTION = '12345678.' + '.'.repeat(27) + '........9' + '.'.repeat(36);
const BOX9 = { boxRows: 3, boxCols: 3 };

let dir: string;

function sudoku(args: string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 30_000 });
}

const lines = (out: string) => out.split('\n').filter((l) => l !== '');

// The CLI was built for this run by support/cli-build-setup.ts (vitest's global setup).
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sudoku solve', () => {
  const hard = () => readLines('9x9/forum_hardest_1106.txt', 1)[0];

  it('answers one line per input line, in order, from a file; blank lines echoed', () => {
    const file = join(dir, 'mixed.txt');
    const [hardPuzzle] = [hard()];
    writeFileSync(file, [CLASSIC, '', '   ', CONFLICTING, NO_SOLUTION, '1'.repeat(80), `x${'.'.repeat(80)}`, hardPuzzle, ''].join('\n'));
    const r = sudoku(['solve', file]);
    expect(r.status).toBe(0);
    const out = r.stdout.split('\n');
    expect(out).toHaveLength(9);
    expect(out[0]).toBe(CLASSIC_SOLUTION);
    expect(out[1]).toBe('');
    expect(out[2]).toBe('   ');
    expect(out[3]).toBe('CONFLICT');
    expect(out[4]).toBe('NO_SOLUTION');
    expect(out[5]).toMatch(/^INVALID: line 6: .*80/);
    expect(out[6]).toBe("INVALID: line 7: unknown symbol 'x' at row 1, column 1");
    expect(out[7]).toHaveLength(81);
    expect(isValidSolution(toValues(out[7]), 9, BOX9, toValues(hardPuzzle))).toBe(true);
    expect(out[8]).toBe('');
  });

  it('reads standard input with - and by default, CRLF line endings included', () => {
    const input = `${CLASSIC}\r\n${CONFLICTING}\r\n`;
    for (const args of [['solve', '-'], ['solve']]) {
      const r = sudoku(args, input);
      expect(r.status).toBe(0);
      expect(lines(r.stdout)).toEqual([CLASSIC_SOLUTION, 'CONFLICT']);
    }
  });

  it('--json gives status, solution, unique, nodes, backtracks, ms; error for INVALID', () => {
    const r = sudoku(['solve', '-', '--json'], [CLASSIC, NO_SOLUTION, CONFLICTING, 'A'.repeat(81), '.'.repeat(81)].join('\n'));
    expect(r.status).toBe(0);
    const out = lines(r.stdout).map((l) => JSON.parse(l));
    expect(out).toHaveLength(5);
    expect(Object.keys(out[0]).sort()).toEqual(['backtracks', 'ms', 'nodes', 'solution', 'status', 'unique']);
    expect(out[0]).toMatchObject({ status: 'SOLVED', solution: CLASSIC_SOLUTION, unique: true });
    expect(out[0].nodes).toBeGreaterThanOrEqual(1);
    expect(typeof out[0].backtracks).toBe('number');
    expect(typeof out[0].ms).toBe('number');
    expect(out[1]).toMatchObject({ status: 'NO_SOLUTION', solution: null });
    expect(out[2]).toMatchObject({ status: 'CONFLICT', solution: null });
    expect(out[3].status).toBe('INVALID');
    expect(out[3].error).toContain('row 1, column 1');
    expect(out[3].line).toBe(4);
    expect(out[4]).toMatchObject({
      status: 'SOLVED',
      unique: false,
      solution: '123456789456789123789123456214365897365897214897214365531642978642978531978531642',
    });
  });

  it('--max-nodes 1 on a hard puzzle gives LIMIT_EXCEEDED', () => {
    const r = sudoku(['solve', '-', '--max-nodes', '1'], `${hard()}\n`);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['LIMIT_EXCEEDED']);
    const json = sudoku(['solve', '-', '--max-nodes=1', '--json'], `${hard()}\n`);
    expect(JSON.parse(lines(json.stdout)[0]).status).toBe('LIMIT_EXCEEDED');
  });

  it('--box 4x3 reads a 12×12 line with 4×3 boxes', () => {
    const g = generate({ size: 12, boxRows: 4, boxCols: 3, difficulty: 'EASY', seed: 'cli-box' });
    if (g.status !== 'GENERATED') throw new Error(g.status);
    const puzzle = formatCells(g.puzzle.cells);
    const solution = formatCells(g.solution.cells);
    expect(isValidSolution(toValues(solution), 12, { boxRows: 4, boxCols: 3 }, toValues(puzzle))).toBe(true);
    // The grid breaks the standard 3×4 boxes, so only --box can give it back.
    expect(isValidSolution(toValues(solution), 12, { boxRows: 3, boxCols: 4 })).toBe(false);
    const withBox = sudoku(['solve', '-', '--box', '4x3'], `${puzzle}\n`);
    expect(withBox.status).toBe(0);
    expect(lines(withBox.stdout)).toEqual([solution]);
    const standard = sudoku(['solve', '-'], `${puzzle}\n`);
    expect(lines(standard.stdout)).toHaveLength(1);
    expect(lines(standard.stdout)[0]).not.toBe(solution);
  });

  it('--box that does not fit a line makes that line INVALID, not the run', () => {
    const r = sudoku(['solve', '-', '--box', '2x3'], `${CLASSIC}\n${'.'.repeat(36)}\n`);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^INVALID: /);
    expect(out[1]).toMatch(/^[1-6]{36} MULTIPLE$/);
  });

  it('--threads 2 and 3 write the same bytes as --threads 1, in order: comments, blanks, INVALID line numbers, CRLF', () => {
    // Several 64 KiB chunks (so the lines are cut and numbered across chunks), hard lines so the
    // workers are up before the input ends, a bad line in every chunk, no final newline.
    const hardLines = readLines('9x9/forum_hardest_1905_11plus_20k.txt', 3000);
    const rows: string[] = [];
    hardLines.forEach((l, i) => {
      rows.push(l);
      if (i % 500 === 7) rows.push('# comment ' + i, '', '1'.repeat(80), CONFLICTING + '\r', NO_SOLUTION);
    });
    const file = join(dir, 'threads.txt');
    writeFileSync(file, rows.join('\n'));
    const one = sudoku(['solve', file, '--threads', '1', '--stats']);
    expect(one.status).toBe(0);
    expect(one.stdout.split('\n')).toHaveLength(rows.length + 1);
    expect(one.stdout).toContain(`INVALID: line ${rows.indexOf('1'.repeat(80)) + 1}: `);
    for (const threads of ['2', '3']) {
      const r = sudoku(['solve', file, '--threads', threads, '--stats']);
      expect(r.status).toBe(0);
      expect(r.stdout === one.stdout, `--threads ${threads}`).toBe(true);
      // The same counts per status (the seconds differ).
      expect(r.stderr.split('\n')[1]).toBe(one.stderr.split('\n')[1]);
    }
    // Standard input too.
    expect(sudoku(['solve', '-', '--threads', '2'], rows.join('\n')).stdout === one.stdout).toBe(true);
  });

  it.each([
    ['--threads 0', ['0']],
    ['--threads two', ['two']],
    ['--threads 65', ['65']],
    ['--threads with no value', []],
  ])('%s exits 2 naming the option', (_, value) => {
    const r = sudoku(['solve', '-', '--threads', ...value], `${CLASSIC}\n`);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^sudoku: --threads /);
    expect(r.stdout).toBe('');
  });

  it('--threads with --format is refused by name (that path is one thread)', () => {
    const r = sudoku(['solve', '-', '--threads', '2', '--format', 'hodoku'], `${CLASSIC}\n`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--threads');
  });

  it.each([
    ['an unknown flag', ['solve', '-', '--frobnicate']],
    ['a malformed --box', ['solve', '-', '--box', '3by3']],
    ['a non-numeric --max-nodes', ['solve', '-', '--max-nodes', 'lots']],
    ['a missing file', ['solve', '/nonexistent/puzzles.txt']],
    ['two files', ['solve', 'a.txt', 'b.txt']],
    ['an unknown command', ['unsolve']],
    ['no command', []],
  ])('exits 2 on %s, with a message on stderr and nothing on stdout', (_, args) => {
    const r = sudoku(args, '');
    expect(r.status).toBe(2);
    if (args.length === 0) {
      expect(r.stdout + r.stderr).toContain('usage:'); // bare `sudoku` shows the usage
      return;
    }
    expect(r.stderr).toContain('sudoku: ');
    expect(r.stdout).toBe('');
  });
});

describe('sudoku generate', () => {
  const args = ['generate', '--size', '9', '--difficulty', 'hard', '--count', '3', '--seed', 's', '--json'];

  it('--json prints one object per puzzle with puzzle, solution, seed, removed; the same twice', () => {
    const a = sudoku(args);
    const b = sudoku(args);
    expect(a.status).toBe(0);
    const out = lines(a.stdout).map((l) => JSON.parse(l));
    const withoutTime = (text: string) => lines(text).map((l) => ({ ...JSON.parse(l), ms: undefined }));
    expect(withoutTime(b.stdout)).toEqual(withoutTime(a.stdout));
    expect(out).toHaveLength(3);
    expect(new Set(out.map((o) => o.seed)).size).toBe(3);
    expect(out[0].seed).toBe('s');
    expect(new Set(out.map((o) => o.puzzle)).size).toBe(3);
    for (const o of out) {
      expect(o.puzzle).toHaveLength(81);
      // HARD's removal target at least; graded removal goes on until the puzzle rates HARD.
      expect(o.removed).toBeGreaterThanOrEqual(Math.round(0.65 * 81));
      expect([o.difficulty, o.gradeMet]).toEqual(['HARD', true]);
      expect([...o.puzzle].filter((ch) => ch === '.').length).toBe(o.removed);
      expect(isValidSolution(toValues(o.solution), 9, BOX9, toValues(o.puzzle))).toBe(true);
    }
    // The first puzzle replays the engine with the same seed.
    const g = generate({ size: 9, difficulty: 'HARD', seed: 's' });
    expect(g.status === 'GENERATED' && formatCells(g.puzzle.cells)).toBe(out[0].puzzle);
  });

  it('without --json prints one puzzle line each; --stats adds a summary on stderr only', () => {
    const r = sudoku(['generate', '--size', '4', '--count', '5', '--seed', 'x', '--stats']);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(5);
    for (const l of out) expect(l).toMatch(/^[1-4.]{16}$/);
    expect(r.stderr).toMatch(/5 puzzles in [\d.]+ s: [\d.]+ puzzles\/s/);
    const quiet = sudoku(['generate', '--size', '4', '--count', '5', '--seed', 'x']);
    expect(quiet.stdout).toBe(r.stdout);
    expect(quiet.stderr).toBe('');
  });

  it('solve --stats prints a summary on stderr', () => {
    const r = sudoku(['solve', '-', '--stats'], `${CLASSIC}\n${CLASSIC}\n`);
    expect(lines(r.stdout)).toEqual([CLASSIC_SOLUTION, CLASSIC_SOLUTION]);
    expect(r.stderr).toMatch(/2 puzzles in [\d.]+ s: [\d.]+ puzzles\/s/);
  });

  it('--box 4x3 generates a 12×12 with 4×3 boxes', () => {
    const r = sudoku(['generate', '--size', '12', '--box', '4x3', '--difficulty', 'easy', '--seed', 'b', '--json']);
    expect(r.status).toBe(0);
    const [o] = lines(r.stdout).map((l) => JSON.parse(l));
    expect(isValidSolution(toValues(o.solution), 12, { boxRows: 4, boxCols: 3 }, toValues(o.puzzle))).toBe(true);
  });

  it.each([
    ['no --size', ['generate']],
    ['a box that does not tile', ['generate', '--size', '9', '--box', '2x2']],
    ['an unknown difficulty', ['generate', '--size', '9', '--difficulty', 'extreme']],
    ['a zero count', ['generate', '--size', '9', '--count', '0']],
    ['an unknown flag', ['generate', '--size', '9', '--colour']],
  ])('exits 2 on %s', (_, a) => {
    const r = sudoku(a);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('sudoku: ');
  });
});

describe('sudoku help, --help and --version', () => {
  it('help lists the commands; COMMAND --help describes every option with an example', () => {
    const help = sudoku(['help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/solve .*sudoku solve/);
    expect(help.stdout).toMatch(/generate .*sudoku generate/);
    for (const [command, flags] of [
      ['solve', ['box', 'alphabet', 'json', 'strict', 'skip-comments', 'max-nodes', 'timeout-ms', 'threads', 'stats']],
      [
        'generate',
        [
          'size',
          'box',
          'difficulty',
          'min-score',
          'max-score',
          'technique',
          'symmetry',
          'pattern',
          'minimal',
          'count',
          'seed',
          'alphabet',
          'max-nodes',
          'timeout-ms',
          'json',
          'stats',
        ],
      ],
    ] as const) {
      for (const args of [
        [command, '--help'],
        [command, '-h'],
        ['help', command],
      ]) {
        const r = sudoku(args);
        expect(r.status).toBe(0);
        expect(r.stderr).toBe('');
        for (const flag of flags) {
          // Described on its own line, and the line (or the one after it) gives an example.
          const at = r.stdout.split('\n').findIndex((l) => l.startsWith(`  --${flag}`));
          expect(at, `${command} --${flag}`).toBeGreaterThanOrEqual(0);
          const text = r.stdout
            .split('\n')
            .slice(at, at + 2)
            .join(' ');
          expect(text, `${command} --${flag}`).toContain(`e.g. --${flag}`);
        }
      }
    }
  });

  it('--version prints package.json version', () => {
    const r = sudoku(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });
});

describe('sudoku solve: line numbers, comments, markers, stats, alphabets', () => {
  const input = ['# easy ones', CLASSIC, '', '.'.repeat(81), '  # indented note', 'A'.repeat(81), ''].join('\n');

  it('echoes # and blank lines as they are, so output line k answers input line k', () => {
    const r = sudoku(['solve'], input);
    expect(r.stdout.split('\n')).toEqual([
      '# easy ones',
      CLASSIC_SOLUTION,
      '',
      '123456789456789123789123456214365897365897214897214365531642978642978531978531642 MULTIPLE',
      '  # indented note',
      "INVALID: line 6: symbol 'A' at row 1, column 1 means 10, larger than the board size 9",
      '',
    ]);
  });

  it('--skip-comments prints nothing for them; INVALID keeps the input line number', () => {
    const r = sudoku(['solve', '--skip-comments'], input);
    expect(lines(r.stdout)).toHaveLength(3);
    expect(lines(r.stdout)[2]).toMatch(/^INVALID: line 6: /);
  });

  it('--strict prints MULTIPLE instead of a solution that is not unique', () => {
    const r = sudoku(['solve', '--strict', '--skip-comments'], input);
    expect(lines(r.stdout)[1]).toBe('MULTIPLE');
    expect(lines(r.stdout)[0]).toBe(CLASSIC_SOLUTION);
  });

  it('--stats counts puzzles (not comments) per status, with puzzles/s', () => {
    const r = sudoku(['solve', '--stats'], `${input}\n${CONFLICTING}\n${NO_SOLUTION}\n`);
    expect(r.stderr).toMatch(/^5 puzzles in [\d.]+ s: \d+ puzzles\/s\n/);
    expect(r.stderr).toContain('SOLVED 1, MULTIPLE 1, NO_SOLUTION 1, CONFLICT 1, LIMIT_EXCEEDED 0, INVALID 1');
  });

  it('--alphabet hex reads and writes 16×16 in 0-F; letters on 9×9', () => {
    const [p16] = readLines('16x16/algts_d0.5_100.txt', 1);
    const [s16] = readLines('16x16/algts_d0.5_100.txt.solutions', 1);
    const hex = (t: string) => [...t].map((c) => (c === '.' ? '.' : (parseInt(c, 36) - 1).toString(16).toUpperCase())).join('');
    const r = sudoku(['solve', '--alphabet', 'hex'], `${hex(p16)}\n`);
    expect(lines(r.stdout)).toEqual([hex(s16)]);
    const letters = (t: string) => [...t].map((c) => (c === '.' ? '_' : String.fromCharCode(64 + Number(c)))).join('');
    const l = sudoku(['solve', '--alphabet', 'letters'], `${letters(CLASSIC)}\n`);
    expect(lines(l.stdout)).toEqual([letters(CLASSIC_SOLUTION)]);
    const bad = sudoku(['solve', '--alphabet', 'roman'], '');
    expect(bad.status).toBe(2);
    const gen = sudoku(['generate', '--size', '16', '--alphabet', 'hex', '--seed', 'h', '--difficulty', 'easy']);
    expect(lines(gen.stdout)[0]).toMatch(/^[0-9A-F.]{256}$/);
  });

  it('ignores | and spaces inside a line', () => {
    const drawn = CLASSIC.match(/.{9}/g)!
      .map((r) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}`)
      .join(' | ');
    expect(lines(sudoku(['solve'], `${drawn}\n`).stdout)).toEqual([CLASSIC_SOLUTION]);
  });
});
