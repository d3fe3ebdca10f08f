// The engine's door for games: a game's move log (its text form, read and written) and the review
// that lines a finished game up with the logical path (review/review.ts). Plain data in and out.
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
