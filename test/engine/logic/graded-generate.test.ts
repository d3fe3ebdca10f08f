// Generation honours the grade: each puzzle rates exactly the level asked by its own analysis, a seed
// replays the identical puzzle, and a shape that cannot reach the grade answers its real level.
import { describe, expect, it } from 'vitest';
import { formatCells } from '../../../src/engine/codec.js';
import { generate, type Difficulty } from '../../../src/engine/index.js';
import { removalTarget } from '../../../src/engine/generate/generate.js';
import type { GeneratedPuzzle } from '../../../src/engine/types.js';
import { analyze } from '../../../src/engine/logic/index.js';

function ok(size: number, difficulty: Difficulty, seed: string): GeneratedPuzzle {
  const g = generate({ size, difficulty, seed });
  if (g.status !== 'GENERATED') throw new Error(g.status === 'BAD_SHAPE' ? g.error.message : g.message);
  return g;
}

function analysisOf(p: GeneratedPuzzle) {
  const r = analyze(p.puzzle);
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  return r.analysis;
}

describe('graded generation, 9×9', () => {
  it.each(['a', 'b', 'c'])('seed %s: each level rated exactly (EASY by singles, MEDIUM, HARD, EXPERT)', (seed) => {
    const easy = ok(9, 'EASY', seed);
    const medium = ok(9, 'MEDIUM', seed);
    const hard = ok(9, 'HARD', seed);
    const expert = ok(9, 'EXPERT', seed);
    for (const p of [easy, medium, hard, expert]) {
      expect(p.gradeMet).toBe(true);
      const a = analysisOf(p);
      expect(p.rating).toEqual({ level: a.level, score: a.score, hardest: a.hardest, levelTechnique: a.levelStep?.technique ?? null });
    }
    expect(analysisOf(easy).levelSteps.every((s) => ['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE'].includes(s.technique))).toBe(true);
    expect(medium.rating.level).toBe('MEDIUM');
    expect(analysisOf(medium).solvedByLogic).toBe(true);
    expect(hard.rating.level).toBe('HARD');
    expect(analysisOf(hard).solvedByLogic).toBe(true);
    expect(expert.rating.level).toBe('EXPERT');
    // EASY goes on from its target towards the givens of its band; the others remove at least
    // theirs (graded removal goes on).
    expect(easy.removed).toBeGreaterThanOrEqual(removalTarget(9, 'EASY'));
    expect(81 - easy.removed).toBeGreaterThanOrEqual(31);
    expect(medium.removed).toBeGreaterThanOrEqual(removalTarget(9, 'MEDIUM'));
    expect(hard.removed).toBeGreaterThanOrEqual(removalTarget(9, 'HARD'));
    expect(expert.removed).toBeGreaterThanOrEqual(removalTarget(9, 'HARD'));
  });

  it('a seed replays the identical graded puzzle, EXPERT included', () => {
    for (const d of ['HARD', 'EXPERT'] as const) {
      expect(formatCells(ok(9, d, 'replay').puzzle.cells)).toBe(formatCells(ok(9, d, 'replay').puzzle.cells));
    }
  });
});

describe('a grade the shape cannot reach', () => {
  it('4×4 HARD: every 4×4 falls to singles, so the answer is labelled EASY with gradeMet false', () => {
    const p = ok(4, 'HARD', 'tiny');
    expect(p.gradeMet).toBe(false);
    expect(p.difficulty).toBe('EASY');
    expect(p.rating.level).toBe('EASY');
    expect(p.removed).toBeGreaterThanOrEqual(removalTarget(4, 'HARD'));
  });
});
