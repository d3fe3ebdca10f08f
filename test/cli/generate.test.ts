// `sudoku generate` with levels, score bands, techniques, symmetry, clue patterns and --minimal,
// run as a user would (`node bin/sudoku.js …`); each answer is checked against the engine.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, generate, solve } from '../../src/engine/index.js';
import { formatCells, parseBoardText } from '../../src/engine/codec.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir: string;

function sudoku(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
}
const json = (r: SpawnSyncReturns<string>) =>
  r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));

function rated(cells: string) {
  const p = parseBoardText(cells);
  if (!p.ok) throw new Error(p.error.message);
  const a = analyze(p.value);
  if (a.status !== 'ANALYZED') throw new Error(a.status);
  return { analysis: a.analysis, board: p.value };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-generate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sudoku generate: levels and grade', () => {
  it('--difficulty medium: the puzzle rates MEDIUM (gradeMet true), the engine gives the same puzzle', () => {
    const r = sudoku(['generate', '--size', '9', '--difficulty', 'medium', '--seed', 'cli-m', '--json']);
    expect(r.status).toBe(0);
    const [o] = json(r);
    expect(o).toMatchObject({ difficulty: 'MEDIUM', gradeMet: true, rating: { level: 'MEDIUM' } });
    expect(rated(o.puzzle).analysis.level).toBe('MEDIUM');
    const g = generate({ size: 9, difficulty: 'MEDIUM', seed: 'cli-m' });
    expect(g.status === 'GENERATED' && formatCells(g.puzzle.cells)).toBe(o.puzzle);
  });

  it('--difficulty master is accepted: difficulty is the rated level, gradeMet whether it is MASTER', () => {
    // The rating climb takes seconds of CPU; the timeout is lifted so that a loaded machine cannot
    // turn it into LIMIT_EXCEEDED (the budgets are work counts: the puzzle is the same).
    const r = sudoku(['generate', '--size', '9', '--difficulty', 'master', '--seed', 'm-b', '--timeout-ms', '120000', '--json']);
    expect(r.status).toBe(0);
    const [o] = json(r);
    const level = rated(o.puzzle).analysis.level;
    expect(o.difficulty).toBe(level);
    expect(o.gradeMet).toBe(level === 'MASTER');
  });

  it('--min-score/--max-score and --technique', () => {
    const band = json(sudoku(['generate', '--size', '9', '--min-score', '4', '--max-score', '5', '--seed', 'cli-b', '--json']))[0];
    const score = rated(band.puzzle).analysis.score;
    expect(score).toBeGreaterThanOrEqual(4);
    expect(score).toBeLessThanOrEqual(5);
    const tech = json(sudoku(['generate', '--size', '9', '--technique', 'xy_wing', '--seed', 'cli-t', '--json']))[0];
    expect(rated(tech.puzzle).analysis.hardest).toBe('XY_WING');
  });

  it('a request the budget cannot meet ends the run: GRADE_NOT_REACHED on stderr, exit 1, nothing on stdout', () => {
    // (It once printed GRADE_NOT_REACHED on stdout and exited 0: a script could not tell.)
    const r = sudoku(['generate', '--size', '4', '--technique', 'x_wing', '--seed', 'x']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^sudoku generate: puzzle 1 \(seed x\): GRADE_NOT_REACHED: no puzzle met the request/);
  });
});

describe('sudoku generate: patterns', () => {
  it('--symmetry rotate_180: symmetric givens, rated the level asked', () => {
    const [o] = json(sudoku(['generate', '--size', '9', '--difficulty', 'hard', '--symmetry', 'rotate_180', '--seed', 'cli-s', '--json']));
    for (let i = 0; i < 81; i++) expect(o.puzzle[i] === '.').toBe(o.puzzle[80 - i] === '.');
    expect(o).toMatchObject({ difficulty: 'HARD', gradeMet: true });
  });

  it('--minimal: removing any given leaves two solutions', () => {
    const [o] = json(sudoku(['generate', '--size', '9', '--minimal', '--seed', 'cli-min', '--json']));
    const { board } = rated(o.puzzle);
    for (let i = 0; i < 81; i++) {
      if (board.cells[i] === 0) continue;
      const cells = board.cells.slice();
      cells[i] = 0;
      expect(solve({ shape: board.shape, cells }, { limit: 2 }).solutionCount).toBe(2);
    }
  });

  it('--pattern FILE (rows, spaces ignored): the givens are exactly the mask', () => {
    const mask = 'x..x..x...x.x.x.x.x.x...x.x..x.x...x.x.x.x.x.x...x.x..x.x...x.x.x.x.x.x...x..x..x';
    const file = join(dir, 'mask.txt');
    writeFileSync(
      file,
      Array.from({ length: 9 }, (_, r) =>
        mask
          .slice(r * 9, r * 9 + 9)
          .split('')
          .join(' '),
      ).join('\n') + '\n',
    );
    const [o] = json(sudoku(['generate', '--size', '9', '--pattern', file, '--seed', 'cli-p', '--json']));
    expect(o.puzzle.replace(/[^.]/g, 'x')).toBe(mask);
  });

  it.each([
    ['--size 30 names --size (not the alphabet)', ['generate', '--size', '30'], '--size'],
    ['--symmetry diagonal on 6×6 (2×3 boxes)', ['generate', '--size', '6', '--symmetry', 'diagonal'], '--symmetry'],
    ['an unknown symmetry', ['generate', '--size', '9', '--symmetry', 'spiral'], '--symmetry'],
    ['a pattern of the wrong length', ['generate', '--size', '4', '--pattern', 'MISSING'], '--pattern'],
    ['a technique of another level', ['generate', '--size', '9', '--technique', 'x_wing', '--difficulty', 'easy'], '--technique'],
    ['a bad score', ['generate', '--size', '9', '--min-score', 'high'], '--min-score'],
  ])('exits 2 on %s', (_, args, flag) => {
    const r = sudoku(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(flag);
    expect(r.stderr).not.toContain('undefined');
  });
});
