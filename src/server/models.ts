// What the resolvers pass between each other: engine values and the repository's rows, mapped to GraphQL
// types in codegen.ts. Fields of these types are computed by the type resolvers in ./resolvers/.
import type { Analysis, Board, CellCandidates, CellValue, Conflict, Hint, Shape, SolveOutcome, Step } from '../engine/index.js';
import type { GameReview, ReviewedPlacement } from '../engine/review.js';
import type { GameRow, PlayerSolveRow, PuzzleRow, SolveRecordRow } from '../db/repository.js';

export type BoardModel = Board;
export type ShapeModel = Shape;
export type ConflictModel = Conflict;
export type CellCandidatesModel = CellCandidates;
export type HintModel = Hint;
export type StepModel = Step & { readonly size: number };
export type AnalysisModel = Analysis & { readonly size: number };
/** As stored: level and the techniques are checked against their enums by the Rating resolvers. */
export interface RatingModel {
  readonly level: string;
  readonly score: number;
  readonly hardest: string | null;
  readonly levelTechnique: string | null;
}
export type CellValueModel = CellValue;

export interface SolveResultModel {
  readonly outcome: SolveOutcome;
  readonly board: Board;
  readonly record: SolveRecordRow;
}

export interface EdgeModel<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface ConnectionModel<T> {
  /** Later rows of a long page may be promises (yielding.ts). */
  readonly edges: (EdgeModel<T> | Promise<EdgeModel<T>>)[];
  readonly pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** The total read with the page, or counted (a query) only when a client asks for totalCount. */
  readonly totalCount: () => number | Promise<number>;
}

/** A stored puzzle; `alreadyStored` set by createPuzzle when it returns an earlier image of the board. */
export type PuzzleModel = PuzzleRow & { readonly alreadyStored?: boolean };
export type SolveRecordModel = SolveRecordRow;
export type PuzzleConnectionModel = ConnectionModel<PuzzleRow>;
export type SolveRecordConnectionModel = ConnectionModel<SolveRecordRow>;
export type PlayerSolveModel = PlayerSolveRow;
export type PlayerSolveConnectionModel = ConnectionModel<PlayerSolveRow>;

export type GameModel = GameRow;

/** A game's review (engine reviewGame), its game and the board's size (to place its steps' cells). */
export type GameReviewModel = GameReview & { readonly game: GameRow; readonly size: number };
export type ReviewedPlacementModel = ReviewedPlacement & { readonly size: number };
