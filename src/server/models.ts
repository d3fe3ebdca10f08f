// What the resolvers pass between each other: engine values and Prisma rows, mapped to GraphQL
// types in codegen.ts. Fields of these types are computed by the type resolvers in ./resolvers/.
import type {
  Board,
  CellCandidates,
  Conflict,
  Hint,
  Shape,
  SolveOutcome,
} from '../engine/types.js';
import type { PlayerSolve, Puzzle, SolveRecord } from '../generated/prisma/client.js';

export type BoardModel = Board;
export type ShapeModel = Shape;
export type ConflictModel = Conflict;
export type CellCandidatesModel = CellCandidates;
export type HintModel = Hint;

export interface SolveResultModel {
  readonly outcome: SolveOutcome;
  readonly board: Board;
  readonly record: SolveRecord;
}

export interface EdgeModel<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface ConnectionModel<T> {
  readonly edges: EdgeModel<T>[];
  readonly pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Counting costs a query: only run when a client asks for totalCount. */
  readonly totalCount: () => Promise<number>;
}

export type PuzzleConnectionModel = ConnectionModel<Puzzle>;
export type SolveRecordConnectionModel = ConnectionModel<SolveRecord>;
export type PlayerSolveConnectionModel = ConnectionModel<PlayerSolve>;
