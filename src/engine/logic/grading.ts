// Grading: every technique's weight on the Sudoku Explainer scale and its level. A puzzle's score
// is the weight of its hardest step, its level that step's level (docs/logic.md has the table).
import { difficultyRank, type Difficulty } from '../types.js';
import type { Step, TechniqueName } from './types.js';

/**
 * Sudoku Explainer's published weights where it rates the technique; hidden single is 1.2 in a
 * box and 1.5 in a row or column (stepWeight). Where Explainer rates a pattern at 6.5 or more as
 * a chain (skyscraper and 2-string kite are its turbot fish, 6.6; X-chains 6.6 and up) but the
 * issue grades it HARD, it sits just below the chains so that score and level agree.
 */
export const WEIGHTS: Readonly<Record<TechniqueName, number>> = {
  FULL_HOUSE: 1.0,
  HIDDEN_SINGLE: 1.5,
  NAKED_SINGLE: 2.3,
  DIRECT_POINTING: 1.7,
  DIRECT_CLAIMING: 1.9,
  DIRECT_HIDDEN_PAIR: 2.0,
  DIRECT_HIDDEN_TRIPLE: 2.5,
  POINTING: 2.6,
  CLAIMING: 2.8,
  NAKED_PAIR: 3.0,
  X_WING: 3.2,
  HIDDEN_PAIR: 3.4,
  NAKED_TRIPLE: 3.6,
  SWORDFISH: 3.8,
  HIDDEN_TRIPLE: 4.0,
  XY_WING: 4.2,
  XYZ_WING: 4.4,
  W_WING: 7.1,
  // Uniqueness (SE 1.2.1 UniqueLoopHint, Bug*Hint): the lowest rating of each; a step carries its
  // own (loop length, subset size; techniques/uniqueness.ts and bug.ts).
  UNIQUE_RECTANGLE_1: 4.5,
  UNIQUE_RECTANGLE_2: 4.5,
  UNIQUE_RECTANGLE_3: 4.5,
  UNIQUE_RECTANGLE_4: 4.5,
  UNIQUE_LOOP_1: 4.6,
  UNIQUE_LOOP_2: 4.6,
  UNIQUE_LOOP_3: 4.6,
  UNIQUE_LOOP_4: 4.6,
  BUG_TYPE_1: 5.6,
  BUG_TYPE_2: 5.7,
  BUG_TYPE_3: 5.8,
  BUG_TYPE_4: 5.7,
  // SE 1.2.1: AlignedExclusionHint (6.2, 7.5); CycleHint bases (6.5, 7.0; the step adds its length).
  ALIGNED_PAIR_EXCLUSION: 6.2,
  ALIGNED_TRIPLET_EXCLUSION: 7.5,
  X_CYCLE: 6.5,
  Y_CYCLE: 6.5,
  BIDIRECTIONAL_CYCLE: 7.0,
  NAKED_QUAD: 5.0,
  JELLYFISH: 5.2,
  HIDDEN_QUAD: 5.4,
  SKYSCRAPER: 6.6,
  TWO_STRING_KITE: 6.6,
  X_CHAIN: 6.6,
  XY_CHAIN: 7.0,
  AIC: 7.0,
  NISHIO_FORCING_CHAIN: 7.5,
  CELL_FORCING_CHAIN: 8.0,
  REGION_FORCING_CHAIN: 8.0,
  DYNAMIC_FORCING_CHAIN: 8.5,
  DYNAMIC_FORCING_CHAIN_PLUS: 9.0,
  NESTED_FORCING_CHAIN: 9.5,
  TRIAL: 12.0,
};

export const HIDDEN_SINGLE_BOX_WEIGHT = 1.2;

export const LEVELS: Readonly<Record<TechniqueName, Difficulty>> = {
  FULL_HOUSE: 'EASY',
  HIDDEN_SINGLE: 'EASY',
  NAKED_SINGLE: 'EASY',
  DIRECT_POINTING: 'MEDIUM',
  DIRECT_CLAIMING: 'MEDIUM',
  DIRECT_HIDDEN_PAIR: 'MEDIUM',
  DIRECT_HIDDEN_TRIPLE: 'HARD',
  POINTING: 'MEDIUM',
  CLAIMING: 'MEDIUM',
  NAKED_PAIR: 'MEDIUM',
  HIDDEN_PAIR: 'MEDIUM',
  NAKED_TRIPLE: 'HARD',
  HIDDEN_TRIPLE: 'HARD',
  NAKED_QUAD: 'HARD',
  HIDDEN_QUAD: 'HARD',
  X_WING: 'HARD',
  SWORDFISH: 'HARD',
  JELLYFISH: 'HARD',
  XY_WING: 'HARD',
  XYZ_WING: 'HARD',
  W_WING: 'HARD',
  SKYSCRAPER: 'HARD',
  TWO_STRING_KITE: 'HARD',
  X_CHAIN: 'HARD',
  UNIQUE_RECTANGLE_1: 'HARD',
  UNIQUE_RECTANGLE_2: 'HARD',
  UNIQUE_RECTANGLE_3: 'HARD',
  UNIQUE_RECTANGLE_4: 'HARD',
  UNIQUE_LOOP_1: 'HARD',
  UNIQUE_LOOP_2: 'HARD',
  UNIQUE_LOOP_3: 'HARD',
  UNIQUE_LOOP_4: 'HARD',
  BUG_TYPE_1: 'HARD',
  BUG_TYPE_2: 'HARD',
  BUG_TYPE_3: 'HARD',
  BUG_TYPE_4: 'HARD',
  ALIGNED_PAIR_EXCLUSION: 'HARD',
  ALIGNED_TRIPLET_EXCLUSION: 'EXPERT',
  X_CYCLE: 'HARD',
  Y_CYCLE: 'EXPERT',
  BIDIRECTIONAL_CYCLE: 'EXPERT',
  XY_CHAIN: 'EXPERT',
  AIC: 'EXPERT',
  NISHIO_FORCING_CHAIN: 'EXPERT',
  CELL_FORCING_CHAIN: 'EXPERT',
  REGION_FORCING_CHAIN: 'EXPERT',
  DYNAMIC_FORCING_CHAIN: 'MASTER',
  DYNAMIC_FORCING_CHAIN_PLUS: 'MASTER',
  NESTED_FORCING_CHAIN: 'MASTER',
  TRIAL: 'MASTER',
};

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
