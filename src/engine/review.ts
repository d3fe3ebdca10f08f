// The engine's door for teaching: a game's move log (its text form, read and written), the review
// that lines a finished game up with the logical path (review/review.ts), and practice
// (generate/practice.ts): which techniques a shape's bank has, which rule steps it generates with a
// variant or searches on killers, and the bank itself for the script that rebuilds it. Plain data in
// and out.
export {
  parseMoves,
  formatMoves,
  MAX_MOVES,
  MAX_MOVE_LOG_CHARS,
  type Move,
  type MoveKind,
  type CellChange,
  type MoveLogError,
} from './review/moves.js';
export {
  checkMoves,
  reviewGame,
  REVIEW_WORK,
  type GameReview,
  type MovesFailure,
  type ReviewedPlacement,
  type ReviewInput,
  type ReviewOutcome,
} from './review/review.js';
export { killerPractice, practiceTechniques, practiceVariants, shapeKey } from './generate/practice.js';
export { PRACTICE_BANK } from './generate/practice-bank.js';
