// The one place the variant generator asks the logical solver for a rating (logic/analyze.ts), and how
// a rating compares with the request. Everything that grades a variant puzzle (the digger's graded
// removal, the killer's graded merging, a climb's moves, the attempts' choice of the nearest puzzle,
// the answer's `rating`) goes through rateVariant (climbRating for a climb's moves, judgeVariant for
// the answer's), so that the level targeting works for variants as soon as analyze honours rules:
// nothing here knows which rules the logic reads.
//
// Each analysis is given the search's solution (analyze does not search again), what is left of the
// generation's logic work, and the level it may stop above (logic/grade-target.ts stopLevel), as the
// classic graded removal does: a puzzle past the level is only known to be past it.
//
// The trial ratings that steer the digging and the cage merging grade the board as given
// (AnalyzeOptions.asGiven): analyze grades a board with rules on its canonical form, whose search can
// cost more than the analysis of an easy puzzle (cages, lines and regions admit every sudoku
// transform; a few thousand nodes to 150,000 on 9×9), and whose image's rules are compiled afresh,
// while a trial rating only decides which given or cage to try next. The rating a puzzle is judged
// and answered by is analyze's own (the canonical form's, which every image of the puzzle shares):
// what a caller asking analyze gets (judgeVariant, once per attempt). Trial ratings that were all
// analyze's own made a 9×9 generation about ten times slower (bench:variants --generation: X 12 →
// 129 ms median CPU); canonical trials only where the form is cheap (a few hundred nodes) still
// about four times, the compiling of each image's rules then costing most.
import { analyze, rulesCanon, type Analysis, type AnalyzeOptions } from '../../logic/analyze.js';
import { gradeMet, gradeTooHard, stopLevel, type GradeWanted } from '../../logic/grade-target.js';
import { difficultyRank, type Board, type Difficulty } from '../../types.js';
import { LEVELS } from '../../logic/table.js';

export type Verdict = 'BELOW' | 'MET' | 'ABOVE';

export interface RatingBudget {
  readonly maxNodes?: number;
  readonly deadlineMs?: number;
  /** Logic work left for the generation's analyses (Analysis.work units). */
  work: number;
}

/**
 * analyze's rating of `board` (a puzzle with rules whose unique solution is `solution`), stopping
 * once past the level asked; null when the analysis could not run (budget). Charges its work.
 * `trial`: the board as given (a rating that only steers, see above), else analyze's own.
 */
export function rateVariant(board: Board, solution: Uint8Array, wanted: GradeWanted, budget: RatingBudget, trial = false): Analysis | null {
  return rated(board, solution, budget, { solution, unique: true }, trial, { stopAbove: stopLevel(wanted) });
}

/**
 * A rating climb's rating of a move (climb.ts: its own level cap and stop), a trial rating (the board
 * as given); null when it could not run. Charges its work.
 */
export function climbRating(
  board: Board,
  solution: Uint8Array,
  budget: RatingBudget,
  maxLevel: Difficulty | undefined,
  stopAbove: Difficulty | undefined,
): Analysis | null {
  return rated(board, solution, budget, { solution, unique: true }, true, { maxLevel, stopAbove });
}

/**
 * analyze's own rating of a puzzle its trial ratings steered to (`trial`, the last of them, of this
 * board): on the canonical form, or, where the canonical search runs past analyze's budget, the
 * board as given, which the trial rated already (its work budget aside).
 */
export function judgeVariant(
  board: Board,
  solution: Uint8Array,
  wanted: GradeWanted,
  budget: RatingBudget,
  trial: Analysis,
): Analysis | null {
  const form = rulesCanon(board);
  if (form.status !== 'CANONICAL') return trial;
  return rated(board, solution, budget, { solution, unique: true, form }, false, { stopAbove: stopLevel(wanted) });
}

function rated(
  board: Board,
  solution: Uint8Array,
  budget: RatingBudget,
  known: NonNullable<AnalyzeOptions['known']>,
  asGiven: boolean,
  levels: Pick<AnalyzeOptions, 'maxLevel' | 'stopAbove'>,
): Analysis | null {
  if (budget.work <= 0) return null;
  const o = analyze(board, {
    maxNodes: budget.maxNodes,
    deadlineMs: budget.deadlineMs,
    maxWork: budget.work,
    ...levels,
    known,
    asGiven,
  });
  if (o.status !== 'ANALYZED') return null;
  budget.work -= o.analysis.work;
  return o.analysis;
}

/** Where an analysis stands against the request: below it (make the puzzle harder), met, or past it. */
export function verdictOf(wanted: GradeWanted, analysis: Analysis): Verdict {
  if (gradeMet(wanted, analysis)) return 'MET';
  return gradeTooHard(wanted, analysis) ? 'ABOVE' : 'BELOW';
}

/**
 * How far an analysis gets within `level`: the cells its players' path (SE's path where that is
 * empty) places before its first step of a harder level. What the killer's splitting hook climbs.
 */
export function placedBefore(analysis: Analysis, level: Difficulty): number {
  const path = analysis.levelSteps.length > 0 ? analysis.levelSteps : analysis.steps;
  let placed = 0;
  for (const step of path) {
    if (difficultyRank(LEVELS[step.technique]) > difficultyRank(level)) break;
    placed += step.placements.length;
  }
  return placed;
}
