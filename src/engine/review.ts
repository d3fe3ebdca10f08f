// The engine's door for teaching: a game's move log (its text form, read and written), the review
// that lines a finished game up with the logical path (review/review.ts), and which techniques a
// shape's practice bank has (generate/practice.ts). Plain data in and out.
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
export { practiceTechniques } from './generate/practice.js';
