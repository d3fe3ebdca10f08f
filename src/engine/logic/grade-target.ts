// What a generation request demands of a puzzle's analysis: the (players') level exactly, a score
// band on the Sudoku Explainer scale, or the hardest step's technique (whose level then caps the
// players' level: a practice puzzle needs nothing of a harder family than its technique's). `tooHard` tells the
// generator to put a removed given back (the puzzle went past what was asked: removing more never
// makes a puzzle easier in practice, so the removal goes on elsewhere); `met` ends the search.
import { difficultyRank, type Difficulty } from '../types.js';
import type { Analysis } from './analyze.js';
import { LEVELS, WEIGHTS } from './table.js';
import type { TechniqueName } from './types.js';

export interface GradeWanted {
  /** The level exactly; undefined: any level. */
  readonly level?: Difficulty;
  /** Score band (inclusive); undefined ends: open. */
  readonly minScore?: number;
  readonly maxScore?: number;
  /** The puzzle's hardest step (SE's path) must be this technique, its level at most the technique's. */
  readonly technique?: TechniqueName;
}

const EPS = 1e-9;

/** The hardest level a request allows: its own, else its technique's; undefined: any. */
function levelCap(w: GradeWanted): Difficulty | undefined {
  return w.level ?? (w.technique === undefined ? undefined : LEVELS[w.technique]);
}

/** The analysis meets every part of the request. */
export function gradeMet(w: GradeWanted, a: Analysis): boolean {
  const level = w.level;
  if (a.level === null) return false;
  if (level !== undefined && a.level !== level) return false;
  if (w.technique !== undefined && difficultyRank(a.level) > difficultyRank(LEVELS[w.technique])) return false;
  // TRIAL is filed under MASTER, but a puzzle logic did not finish is not rated by a MASTER technique.
  if (level === 'MASTER' && !a.solvedByLogic) return false;
  if (w.minScore !== undefined && a.score < w.minScore - EPS) return false;
  if (w.maxScore !== undefined && a.score > w.maxScore + EPS) return false;
  if (w.technique !== undefined && a.hardest !== w.technique) return false;
  return true;
}

/** The analysis is past what was asked: a harder level, a score above the band or above the technique's weight. */
export function gradeTooHard(w: GradeWanted, a: Analysis): boolean {
  const cap = levelCap(w);
  if (a.level === null) return true;
  if (cap !== undefined && difficultyRank(a.level) > difficultyRank(cap)) return true;
  if (w.level === 'MASTER' && !a.solvedByLogic) return true;
  if (w.maxScore !== undefined && a.score > w.maxScore + EPS) return true;
  if (w.technique !== undefined && a.score > WEIGHTS[w.technique] + EPS) return true;
  return false;
}

/**
 * The level an analysis for this request may stop above (analyze's stopAbove): any puzzle past it
 * is too hard, and one solved within it is fully analysed. Undefined (the full analysis) for any
 * level and for MASTER, the top.
 */
export function stopLevel(w: GradeWanted): Difficulty | undefined {
  const level = levelCap(w);
  return level === undefined || level === 'MASTER' ? undefined : level;
}

/**
 * How far the analysis is from the request: 0 meets it; the generator answers the nearest puzzle
 * when none meets it (labelled with its true level). Level steps count 10, score 1 per point.
 */
export function gradeDistance(w: GradeWanted, a: Analysis): number {
  if (gradeMet(w, a)) return 0;
  let d = 0;
  if (a.level === null) return Infinity;
  if (w.level !== undefined) d += 10 * Math.abs(difficultyRank(a.level) - difficultyRank(w.level));
  if (w.minScore !== undefined && a.score < w.minScore) d += w.minScore - a.score;
  if (w.maxScore !== undefined && a.score > w.maxScore) d += a.score - w.maxScore;
  if (w.technique !== undefined && a.hardest !== w.technique) d += 1 + Math.abs(a.score - WEIGHTS[w.technique]);
  return d || 1;
}
