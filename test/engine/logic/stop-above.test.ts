// analyze's stopAbove (logic/solver.ts): the players' path is climbed first, cut at the level. One
// that ends SOLVED is the full analysis, step for step (only the work differs: the full analysis
// climbs SE's path and follows the players' along it, this one the other way round); one that ends
// ABOVE says only that the puzzle's level is harder, and its steps are the players' path's first.
import { describe, expect, it } from 'vitest';
import { analyze, generate, type Difficulty } from '../../../src/engine/index.js';
import type { Board } from '../../../src/engine/index.js';

function puzzleOf(difficulty: Difficulty, seed: string): Board {
  const g = generate({ size: 9, difficulty, seed, deadlineMs: 60_000 });
  if (g.status !== 'GENERATED' || !g.gradeMet) throw new Error(`${difficulty} ${seed}: ${g.status}`);
  return g.puzzle;
}

function analysed(board: Board, stopAbove?: Difficulty) {
  const o = analyze(board, { stopAbove });
  if (o.status !== 'ANALYZED') throw new Error(o.status);
  return o.analysis;
}

describe('analyze with stopAbove', () => {
  it.each([
    ['EASY', 'stop-above'],
    ['MEDIUM', 'stop-above'],
    ['HARD', 'stop-above'],
    ['EXPERT', 'stop-above'],
  ] as const)('a %s puzzle analysed up to its own level or any harder one is the full analysis', (level, seed) => {
    const board = puzzleOf(level, seed);
    const full = analysed(board);
    expect(full.level).toBe(level);
    const order: Difficulty[] = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'];
    for (const cap of order.slice(order.indexOf(level))) {
      const a = analysed(board, cap);
      expect(a.end, cap).toBe('SOLVED');
      expect({ ...a, work: 0 }).toEqual({ ...full, work: 0 });
    }
  });

  it.each([
    ['MEDIUM', 'EASY'],
    ['HARD', 'MEDIUM'],
    ['EXPERT', 'HARD'],
    ['EXPERT', 'EASY'],
  ] as const)('a %s puzzle analysed up to %s ends ABOVE, rated past that level, for less work', (level, cap) => {
    const board = puzzleOf(level, 'stop-above');
    const full = analysed(board);
    const a = analysed(board, cap);
    expect(a.end).toBe('ABOVE');
    expect(a.solvedByLogic).toBe(false);
    expect(order(a.level!)).toBeGreaterThan(order(cap));
    expect(a.work).toBeLessThan(full.work);
    // The steps taken (before the TRIAL that closes an unfinished run) are the full analysis's
    // players' path's first ones: the players' ladder's order is kept.
    const taken = a.steps.slice(0, -1);
    expect(a.steps[a.steps.length - 1].technique).toBe('TRIAL');
    expect(a.levelSteps).toEqual(a.steps);
    expect(taken).toEqual(full.levelSteps.slice(0, taken.length));
  });
});

const order = (d: Difficulty) => ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'].indexOf(d);

describe('analyze with levelOnly', () => {
  it.each(['EASY', 'MEDIUM', 'HARD', 'EXPERT'] as const)(
    'a %s puzzle: the level and the players\u2019 path of the full analysis, SE\u2019s path not climbed',
    (level) => {
      const board = puzzleOf(level, 'stop-above');
      const full = analysed(board);
      const o = analyze(board, { levelOnly: true });
      if (o.status !== 'ANALYZED') throw new Error(o.status);
      const a = o.analysis;
      expect({ level: a.level, levelStep: a.levelStep, levelSteps: a.levelSteps, end: a.end }).toEqual({
        level: full.level,
        levelStep: full.levelStep,
        levelSteps: full.levelSteps,
        end: 'SOLVED',
      });
      expect(a.steps).toEqual(full.levelSteps);
      expect(a.work).toBeLessThanOrEqual(full.work);
    },
  );
});
