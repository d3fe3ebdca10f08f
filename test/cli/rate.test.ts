// `sudoku rate`, `sudoku explain` and `sudoku generate --difficulty expert`, run as a user would.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KAGGLE = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
/** A forum_hardest_1905_11+ puzzle that nested forcing chains solve, one of the quickest of them to rate (0.3 s). */
const FORUM = '98.7..6..5...9..7...7..49..3.......2.5...3.....89...6..2.4.61....58...4.....1....';
let dir: string;
let file: string;

function sudoku(args: string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 30_000 });
}
const lines = (out: string) => out.split('\n').filter((l) => l !== '');

function engine(cells: string) {
  const p = parseBoardText(cells);
  if (!p.ok) throw new Error(p.error.message);
  const r = analyze(p.value);
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  return r.analysis;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-rate-'));
  file = join(dir, 'p.txt');
  writeFileSync(file, `${KAGGLE}\n\n${FORUM}\nxx\n`);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sudoku rate', () => {
  it('one line per puzzle: LEVEL score hardest, INVALID for a bad line', () => {
    const r = sudoku(['rate', file]);
    expect(r.status).toBe(0);
    const k = engine(KAGGLE);
    const f = engine(FORUM);
    expect(f.level).toBe('MASTER');
    expect(lines(r.stdout)).toEqual([
      `${k.level} ${k.score.toFixed(1)} ${k.hardest}`,
      // Solved by logic now (issue 23): nested forcing chains, no trial.
      'MASTER 10.8 NESTED_FORCING_CHAIN',
      expect.stringMatching(/^INVALID: /),
    ]);
  });

  it('--json: level, score, hardest and the steps with 0-based {row,col,value}', () => {
    const r = sudoku(['rate', '--json', '-'], `${KAGGLE}\n`);
    expect(r.status).toBe(0);
    const [line] = lines(r.stdout);
    const j = JSON.parse(line);
    const k = engine(KAGGLE);
    expect(j).toMatchObject({ status: 'ANALYZED', level: k.level, score: k.score, hardest: k.hardest, solvedByLogic: true });
    expect(j.steps).toHaveLength(k.steps.length);
    expect(j.steps[0].placements).toEqual(k.steps[0].placements);
  });
});

describe('sudoku explain', () => {
  it('prints the grade, then the numbered steps in words', () => {
    const r = sudoku(['explain'], `${KAGGLE}\n`);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    const k = engine(KAGGLE);
    expect(out[0]).toBe(`puzzle 1: ${k.level} ${k.score.toFixed(1)} ${k.hardest}`);
    expect(out).toHaveLength(1 + k.steps.length);
    expect(out[1]).toBe(`  1. ${k.steps[0].technique}: ${k.steps[0].explanation}`);
  });
});

describe('sudoku generate --difficulty expert', () => {
  it('generates a puzzle graded EXPERT, with its rating in --json', () => {
    const r = sudoku(['generate', '--size', '9', '--difficulty', 'expert', '--seed', 'cli', '--json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(lines(r.stdout)[0]);
    expect(j.difficulty).toBe('EXPERT');
    expect(j.gradeMet).toBe(true);
    expect(j.rating.level).toBe('EXPERT');
    expect(engine(j.puzzle).level).toBe('EXPERT');
  });

  it('an unknown difficulty is a usage error naming the five', () => {
    const r = sudoku(['generate', '--size', '9', '--difficulty', 'insane']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--difficulty must be easy, medium, hard, expert or master, got 'insane'");
  });
});
