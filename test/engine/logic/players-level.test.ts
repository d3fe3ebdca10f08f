// The players' level (docs/logic.md, "Two measures"): the hardest family a solver needs when the
// simpler families are always tried first. A sample of the public sets here (test:quick); every
// board of them in players-level-sweep.test.ts (npm test).
import { describe, expect, it } from 'vitest';
import { analyze, generate, type Board } from '../../../src/engine/index.js';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { LADDER, PLAYERS_LADDER } from '../../../src/engine/logic/ladder.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import { readLines } from '../../../support/oracle.js';
import { analysed, board9, levelProblem, singlesBoards, singlesSolve } from './players-level-sets.js';

describe('the players\u2019 level', () => {
  it('is EASY for every board singles solve (a sample of the public sets)', () => {
    const kaggle = singlesBoards('kaggle_easy_10k', 400);
    expect(kaggle.singles).toBe(400);
    expect(kaggle.notEasy).toEqual([]);
    const clue17 = singlesBoards('17clue_20k', 2000, 5);
    expect(clue17.singles).toBeGreaterThan(150);
    expect(clue17.notEasy).toEqual([]);
  });

  it('where SE\u2019s weights cross the families: a board singles solve whose SE path takes direct steps', () => {
    // The first such board of 17clue_20k: SE's path places with a direct step (1.7–2.0) before the
    // naked single (2.3) that would do; the players' path needs singles only.
    const lines = readLines('9x9/17clue_20k.txt', 50);
    const crossed = lines
      .map(board9)
      .map(analysed)
      .find((a) => a.level === 'EASY' && a.pathLevel === 'MEDIUM');
    expect(crossed).toBeDefined();
    expect(crossed!.score).toBeLessThanOrEqual(2.3);
    expect(crossed!.steps.some((s) => s.technique.startsWith('DIRECT_'))).toBe(true);
    expect(crossed!.levelSteps.every((s) => ['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE'].includes(s.technique))).toBe(true);
  });

  it('never exceeds the level of SE\u2019s path, and its step is the highest rated of its level (top1465, every 25th)', () => {
    const lines = readLines('9x9/magictour_top1465.txt');
    const problems: string[] = [];
    const below: string[] = [];
    for (let i = 0; i < lines.length; i += 25) {
      const a = analysed(board9(lines[i]));
      const p = levelProblem(a);
      if (p) problems.push(`line ${i + 1}: ${p}`);
      if (a.level !== a.pathLevel) below.push(`${a.level}<${a.pathLevel}`);
    }
    expect(problems).toEqual([]);
    // Some are lower (X-Wing before a hidden pair on SE's path, …): the sample has a few.
    expect(below.length).toBeGreaterThan(0);
  });

  it('is null for a board with several solutions, as `sudoku rate` says MULTIPLE', () => {
    for (const line of readLines('9x9/serg_benchmark_10k.txt', 5)) {
      const a = analysed(board9(line));
      expect(a.unique).toBe(false);
      expect(a.level).toBeNull();
      expect(a.levelStep).toBeNull();
      expect(a.levelSteps).toEqual([]);
      expect(a.score).toBeGreaterThan(0); // SE's path is still there, for what it shows
    }
  });

  it('a path followed on the other ladder is the path that ladder takes alone', () => {
    // Following skips the rungs the other path already asked on the same grid: the steps must be
    // those of the plain run, step for step, on every shape.
    const boards: Board[] = readLines('9x9/magictour_top1465.txt', 400)
      .filter((_, i) => i % 40 === 0)
      .map(board9);
    for (const [size, level] of [
      [6, 'HARD'],
      [8, 'EXPERT'],
      [12, 'HARD'],
      [9, 'MEDIUM'],
    ] as const) {
      const g = generate({ size, difficulty: level, seed: `follow-${size}`, deadlineMs: 60_000 });
      if (g.status === 'GENERATED') boards.push(g.puzzle);
    }
    expect(boards.length).toBe(14);
    for (const board of boards) {
      const o = analyze(board);
      const unique = o.status === 'ANALYZED' && o.analysis.unique;
      const se = runLogic(gridOf(board), { unique });
      const players = runLogic(gridOf(board), { unique, techniques: PLAYERS_LADDER });
      const followed = runLogic(gridOf(board), { unique, techniques: PLAYERS_LADDER, follow: se });
      const back = runLogic(gridOf(board), { unique, techniques: LADDER, follow: players });
      expect(followed.steps).toEqual(players.steps);
      expect(followed.end).toBe(players.end);
      expect(back.steps).toEqual(se.steps);
      expect(followed.work).toBeLessThan(players.work);
    }
  });
});

describe("generation by the players' level", () => {
  // EASY is exactly what singles solve; every harder level needs more. 9×9, 6×6 and 12×12, two
  // seeds a level here; players-level-sweep.test.ts has more seeds and MASTER.
  it.each([9, 6, 12])('size %i: EASY puzzles are singles-solvable, MEDIUM to EXPERT ones are not', (size) => {
    for (const seed of ['pl-a', 'pl-b']) {
      for (const difficulty of ['EASY', 'MEDIUM', 'HARD', 'EXPERT'] as const) {
        const g = generate({ size, difficulty, seed, deadlineMs: 60_000 });
        if (g.status !== 'GENERATED') throw new Error(`${size} ${difficulty} ${seed}: ${g.status}`);
        expect(g.gradeMet, `${size} ${difficulty} ${seed}`).toBe(true);
        expect(singlesSolve(g.puzzle), `${size} ${difficulty} ${seed}`).toBe(difficulty === 'EASY');
      }
    }
  });

  it('EASY and MEDIUM givens vary within their bands (9×9: EASY 31–45, MEDIUM 24–32)', () => {
    const givens = (difficulty: 'EASY' | 'MEDIUM') =>
      ['v-0', 'v-1', 'v-2', 'v-3', 'v-4', 'v-5'].map((seed) => {
        const g = generate({ size: 9, difficulty, seed });
        if (g.status !== 'GENERATED' || !g.gradeMet) throw new Error(`${difficulty} ${seed}`);
        return 81 - g.removed;
      });
    const easy = givens('EASY');
    const medium = givens('MEDIUM');
    expect(new Set(easy).size).toBeGreaterThanOrEqual(3);
    expect(new Set(medium).size).toBeGreaterThanOrEqual(3);
    for (const k of easy) expect(k).toBeGreaterThanOrEqual(31);
    for (const k of easy) expect(k).toBeLessThanOrEqual(50);
    for (const k of medium) expect(k).toBeLessThanOrEqual(38);
  });
});
