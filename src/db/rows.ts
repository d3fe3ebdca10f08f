// The rows the repository hands out: its own types, so the server never sees Prisma's. A compile
// check pins each to the generated model type of both clients (a field added to a schema fails
// the type check here until it is added here too).
import type * as Sqlite from '../generated/prisma/client.js';
import type * as Postgres from '../generated/prisma-postgres/client.js';
import type { Same } from './sql.js';

export interface PuzzleRow {
  readonly id: string;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly difficulty: string;
  readonly seed: string;
  readonly cells: string;
  readonly solution: string;
  readonly givens: number;
  readonly createdAt: Date;
  /** GENERATED or IMPORTED. */
  readonly source: string;
  readonly ratingLevel: string | null;
  readonly ratingScore: number | null;
  readonly ratingHardest: string | null;
  /** The technique that sets the players' level; null for rows stored before it. */
  readonly ratingLevelTechnique: string | null;
  /** Whether a generated puzzle rates exactly the level asked; null for IMPORTED and older rows. */
  readonly gradeMet: boolean | null;
  /**
   * engine/canon.ts's key, computed once when the row is stored: '' when that ran past its budget
   * (NO_CANONICAL_KEY, never tried again), null for rows stored before keys until `npm run prune`
   * fills them in.
   */
  readonly canonicalKey: string | null;
  /** IMPORTED puzzles: their exact board (boardKeyOf), unique; null for generated ones. */
  readonly boardKey: string | null;
  /** The variant rules as JSON (the engine's Rule[]); null for a classic puzzle. */
  readonly rules: string | null;
  /** The variants the rules make, a JSON array; null (or []) for a classic puzzle. */
  readonly variants: string | null;
}

export interface SolveRecordRow {
  readonly id: string;
  readonly puzzleId: string | null;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly cells: string;
  readonly status: string;
  readonly solution: string | null;
  readonly unique: boolean | null;
  readonly nodes: number;
  readonly backtracks: number;
  readonly durationMs: number;
  readonly createdAt: Date;
  /** The board's variant rules as JSON; null for a classic board. */
  readonly rules: string | null;
}

export interface PlayerSolveRow {
  readonly id: string;
  readonly puzzleId: string;
  /** Server-measured (finish − the game's startedAt). */
  readonly elapsedMs: number;
  readonly hintsUsed: number;
  readonly createdAt: Date;
  /** Null only for rows written before games (the games migration gave those one each). */
  readonly gameId: string | null;
  /** SHA-256 (base64url) of the player's id; never handed to a client. */
  readonly player: string | null;
  readonly claimedElapsedMs: number | null;
  /** Finished faster than the floor for its board (docs/limits.md): kept, but out of statistics. */
  readonly tooFast: boolean;
}

export interface GameRow {
  readonly id: string;
  readonly puzzleId: string;
  readonly player: string | null;
  readonly startedAt: Date;
}

/** A finished game's move log and the techniques its review found (space-separated). */
export interface GameLogRow {
  readonly gameId: string;
  readonly moves: string;
  readonly techniques: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const sameRows: [
  Same<Mutable<PuzzleRow>, Sqlite.Puzzle>,
  Same<Mutable<PuzzleRow>, Postgres.Puzzle>,
  Same<Mutable<SolveRecordRow>, Sqlite.SolveRecord>,
  Same<Mutable<SolveRecordRow>, Postgres.SolveRecord>,
  Same<Mutable<PlayerSolveRow>, Sqlite.PlayerSolve>,
  Same<Mutable<PlayerSolveRow>, Postgres.PlayerSolve>,
  Same<Mutable<GameRow>, Sqlite.Game>,
  Same<Mutable<GameRow>, Postgres.Game>,
  Same<Mutable<GameLogRow>, Sqlite.GameLog>,
  Same<Mutable<GameLogRow>, Postgres.GameLog>,
] = [true, true, true, true, true, true, true, true, true, true];
void sameRows;
