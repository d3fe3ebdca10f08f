// What each requested difficulty demands of a generated puzzle's analysis (issue 16's rules), as a
// distance: 0 meets it, and a larger number is further from it (the generator keeps the nearest).
import type { Difficulty } from '../types.js';
import { levelRank } from './grading.js';
import type { Analysis } from './analyze.js';

/**
 * EASY: singles alone solve it. MEDIUM: logic solves it at most at the MEDIUM level. HARD: at
 * least one technique above singles, and no trial (logic solves it, below the EXPERT chains).
 * EXPERT: graded EXPERT.
 */
export function gradeDistance(wanted: Difficulty, a: Analysis): number {
  const rank = levelRank(a.level);
  switch (wanted) {
    case 'EASY':
      return rank;
    case 'MEDIUM':
      return rank <= 1 && a.solvedByLogic ? 0 : rank - 1 || 1;
    case 'HARD':
      if (rank === 0) return 1;
      return rank <= 2 && a.solvedByLogic ? 0 : 1;
    case 'EXPERT':
      return Math.abs(3 - rank);
    case 'MASTER':
      return 4 - rank;
  }
}
