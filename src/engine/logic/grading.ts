// Grading: a puzzle's score is the weight of its hardest step on the Sudoku Explainer scale, its
// level the hardest level among its steps (weights and levels: the technique table, table.ts).
import { difficultyRank, type Difficulty } from '../types.js';
import { HIDDEN_SINGLE_BOX_WEIGHT, LEVELS, WEIGHTS } from './table.js';
import type { Step, TechniqueName } from './types.js';

/** A step's weight: its own rating where it has one, the hidden single's in a box, else its technique's. */
export function stepWeight(step: Step): number {
  if (step.rating !== undefined) return step.rating;
  if (step.technique === 'HIDDEN_SINGLE' && step.units[0]?.kind === 'BOX') return HIDDEN_SINGLE_BOX_WEIGHT;
  return WEIGHTS[step.technique];
}

/** The grade of a run: its hardest step (first of the highest weight) and that step's level. */
export function grade(steps: readonly Step[]): { level: Difficulty; score: number; hardest: TechniqueName | null } {
  let hardest: Step | null = null;
  let score = 0;
  let level: Difficulty = 'EASY';
  for (const s of steps) {
    const w = stepWeight(s);
    if (w > score) {
      score = w;
      hardest = s;
    }
    if (difficultyRank(LEVELS[s.technique]) > difficultyRank(level)) level = LEVELS[s.technique];
  }
  return { level, score, hardest: hardest?.technique ?? null };
}

/**
 * The level of the players' path (every easier family tried first): its hardest level, and the
 * step that sets it, the highest rated of that level's steps (the first among equals).
 */
export function levelGrade(steps: readonly Step[]): { level: Difficulty; step: Step | null } {
  let level: Difficulty = 'EASY';
  let step: Step | null = null;
  for (const s of steps) {
    const l = LEVELS[s.technique];
    const d = difficultyRank(l) - difficultyRank(level);
    if (d > 0 || (d === 0 && (step === null || stepWeight(s) > stepWeight(step)))) {
      level = l;
      step = s;
    }
  }
  return { level, step };
}
