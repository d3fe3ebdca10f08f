// Games and their finishes: startGame issues a game (puzzle, server start time), submitSolution
// checks the grid against the stored solution and keeps the game's one finish, timed by the
// server; Puzzle.playerSolves pages finishes publicly (no player shown), Query.playerSolves pages
// one player's own. The engine's solve records are a different concept.
import { cellLabel, isDifficulty, type Board, type Difficulty } from '../../engine/index.js';
import { formatCells, parseBoardText, symbolFor } from '../../engine/codec.js';
import {
  checkMoves,
  formatMoves,
  MAX_MOVE_LOG_CHARS,
  parseMoves,
  practiceTechniques,
  type Move,
  type MovesFailure,
} from '../../engine/review.js';
import type { PuzzleRow } from '../../db/repository.js';
import type { Resolvers } from '../../generated/graphql.js';
import type { Compute } from '../compute.js';
import { badInput, userError } from '../errors.js';
import { withSize } from './logic.js';
import { generateShape } from './puzzles.js';
import { connection, pageArgs } from '../pagination.js';
import { playerOf } from '../player-id.js';
import { wellFormedText } from '../text-input.js';

/** A week: longer than any real game, small enough for a GraphQL Int. */
export const MAX_ELAPSED_MS = 7 * 24 * 3600 * 1000;
/** A GraphQL Int's top: a server-measured time past it (a game left open 24 days) reads as this. */
const MAX_INT = 2 ** 31 - 1;
/** Whitespace is allowed between symbols; beyond this no board of any size is meant. */
const MAX_CELLS_LENGTH = 4096;

/**
 * The fastest a person can finish a stored puzzle, in ms: `msPerCell` (FINISH_MS_PER_EMPTY_CELL,
 * default 200) for each empty cell, since each must be chosen and typed, so a 9×9 with 50 blanks
 * takes at least 10 s. A finish under it (once, one arrived 108 ms after startGame and became the
 * player's best time) is stored, flagged `tooFast`, and kept out of best times and statistics.
 */
export function finishFloorMs(cells: string, msPerCell: number): number {
  let blanks = 0;
  for (let i = 0; i < cells.length; i++) if (cells.charCodeAt(i) === 46) blanks++; // '.'
  return blanks * msPerCell;
}

/** Index of the first cell where `cells` differs from `solution` (both formatted), or -1. */
export function firstDifference(cells: string, solution: string): number {
  for (let i = 0; i < solution.length; i++) if (cells[i] !== solution[i]) return i;
  return -1;
}

/** A stored puzzle's givens and solution as the engine takes them. */
function gameBoards(puzzle: PuzzleRow): { board: Board; solution: Uint8Array } {
  const shape = { boxRows: puzzle.boxRows, boxCols: puzzle.boxCols };
  const board = parseBoardText(puzzle.cells, shape);
  const solution = parseBoardText(puzzle.solution, shape);
  // Stored rows were written from engine boards: failing to read one back is corruption.
  if (!board.ok || !solution.ok) throw new Error(`puzzle ${puzzle.id} does not read back`);
  return { board: board.value, solution: solution.value.cells };
}

/** The stored level the review judges guesses by (a puzzle is always stored with one). */
function levelOf(puzzle: PuzzleRow): Difficulty {
  const level = puzzle.ratingLevel ?? puzzle.difficulty;
  return isDifficulty(level) ? level : 'MASTER';
}

/** A move log that cannot be read, replayed, or does not end at the solution, as the `moves` error. */
function movesError(f: MovesFailure) {
  if (f.status === 'BAD_MOVES') {
    const where = f.error.index < 0 ? 'the log' : `move ${f.error.index}`;
    return userError('BAD_USER_INPUT', `moves: ${where}: ${f.error.reason}`, {
      field: 'moves',
      index: f.error.index,
      reason: f.error.reason,
    });
  }
  return userError('BAD_USER_INPUT', `moves: the log does not lead to the submitted grid at ${cellLabel(f.row, f.col)}`, {
    field: 'moves',
    reason: 'MOVES_MISMATCH',
    row: f.row,
    col: f.col,
  });
}

/** The move log read for an N×N puzzle, or its error. */
function readMoves(text: string, n: number): Move[] {
  if (text.length > MAX_MOVE_LOG_CHARS) {
    throw userError('BAD_USER_INPUT', `moves: at most ${MAX_MOVE_LOG_CHARS} characters, got ${text.length}`, {
      field: 'moves',
      index: -1,
      reason: 'TOO_LONG',
    });
  }
  const parsed = parseMoves(text, n);
  if (!parsed.ok) throw movesError({ status: 'BAD_MOVES', error: parsed.error });
  return [...parsed.moves];
}

/**
 * The techniques a finished game's review found, for the player's statistics. A review that runs
 * out of time or finds the pool busy leaves them unknown (none): the finish is never refused for it.
 */
async function foundBy(compute: Compute, puzzle: PuzzleRow, moves: readonly Move[]): Promise<string[]> {
  const { board, solution } = gameBoards(puzzle);
  try {
    const r = await compute.reviewGame({ puzzle: board, solution, level: levelOf(puzzle), moves });
    if (r.status === 'REVIEWED') return [...r.review.techniquesFound];
    if (r.status !== 'LIMIT_EXCEEDED') throw movesError(r);
    return [];
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'SERVER_BUSY') return [];
    throw error;
  }
}

export const playerSolveResolvers: Resolvers = {
  Mutation: {
    startGame: async (_, { puzzleId, player }, { repo, puzzleById, client }) => {
      wellFormedText('puzzleId', puzzleId);
      const key = player == null ? null : playerOf(player);
      const puzzle = await puzzleById.load(puzzleId);
      if (!puzzle) throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${puzzleId.slice(0, 40)}'`, { field: 'puzzleId' });
      if (key) {
        const started = await repo.games.gamesSince(key, client.limits.hourAgo());
        client.limits.player(started, client.limits.config.playerGamesPerHour, 'games started by this player');
      }
      // A player id never seen before also draws on the new-player limits (a fresh id per game
      // would otherwise dodge the per-player one).
      const fresh = key !== null && !(await repo.games.known(key));
      const paid = await client.limits.pay(repo, client.limits.gameCharges(client.address, key, fresh));
      const game = await repo.games.start(puzzle.id, key).catch(async (e: unknown) => {
        await paid.refund();
        throw e;
      });
      if (game) return game;
      await paid.refund();
      throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${puzzleId.slice(0, 40)}'`, { field: 'puzzleId' });
    },
    submitSolution: async (_, { gameId, cells, hintsUsed, claimedElapsedMs, moves }, { repo, puzzleById, client, compute }) => {
      const arrived = Date.now();
      wellFormedText('gameId', gameId);
      if (cells.length > MAX_CELLS_LENGTH) throw badInput('cells', `at most ${MAX_CELLS_LENGTH} characters, got ${cells.length}`);
      if (claimedElapsedMs != null && (claimedElapsedMs < 0 || claimedElapsedMs > MAX_ELAPSED_MS))
        throw badInput('claimedElapsedMs', `must be between 0 and ${MAX_ELAPSED_MS}, got ${claimedElapsedMs}`);
      const game = await repo.games.find(gameId);
      if (!game) throw userError('NOT_FOUND', `gameId: no game with id '${gameId.slice(0, 40)}'`, { field: 'gameId' });
      const puzzle = await puzzleById.load(game.puzzleId);
      // The foreign key cascades deletes, so a game without its puzzle is corruption.
      if (!puzzle) throw new Error(`game ${game.id} has no puzzle ${game.puzzleId}`);
      const n = puzzle.size;
      if (hintsUsed < 0 || hintsUsed > n * n) throw badInput('hintsUsed', `must be between 0 and ${n * n}, got ${hintsUsed}`);
      const parsed = parseBoardText(cells, { boxRows: puzzle.boxRows, boxCols: puzzle.boxCols });
      if (!parsed.ok) throw badInput('cells', parsed.error.message.slice(0, 200));
      if (parsed.value.shape.size !== n)
        throw badInput('cells', `expected ${n * n} cells for this ${n}x${n} puzzle, got ${parsed.value.cells.length}`);
      const wrong = firstDifference(formatCells(parsed.value.cells), puzzle.solution);
      if (wrong >= 0) {
        const row = Math.floor(wrong / n);
        const col = wrong % n;
        const what = parsed.value.cells[wrong] === 0 ? 'is empty' : 'differs from the solution';
        throw userError('WRONG_SOLUTION', `cells: ${cellLabel(row, col)} ${what}`, { field: 'cells', row, col });
      }
      // The log read and played here (linear in its length): it must lead to the submitted grid.
      const log = moves == null ? null : readMoves(moves, n);
      if (log !== null) {
        const { board, solution } = gameBoards(puzzle);
        const failure = checkMoves(board, solution, log);
        if (failure !== null) throw movesError(failure);
      }
      // A retry of a stored finish is answered from storage and charged to no limit.
      const earlier = await repo.games.finishOf(game.id);
      if (earlier) return earlier;
      if (game.player) {
        const finished = await repo.games.finishesSince(game.player, client.limits.hourAgo());
        client.limits.player(finished, client.limits.config.playerFinishesPerHour, 'finishes by this player');
      }
      const paid = await client.limits.pay(repo, client.limits.finishCharges(client.address, game.player));
      const elapsedMs = Math.min(MAX_INT, Math.max(0, arrived - game.startedAt.getTime()));
      const logged = log === null ? undefined : { moves: formatMoves(log), techniques: await foundBy(compute, puzzle, log) };
      const tooFast = elapsedMs < finishFloorMs(puzzle.cells, client.limits.config.finishMsPerEmptyCell);
      const stored = await repo.games
        .finish({ game, elapsedMs, hintsUsed, claimedElapsedMs: claimedElapsedMs ?? null, tooFast, log: logged })
        .catch(async (e: unknown) => {
          await paid.refund();
          throw e;
        });
      // A concurrent retry stored the finish first: this one stored nothing and pays nothing.
      if (!stored.created) await paid.refund();
      return stored.row;
    },
  },
  Query: {
    gameReview: async (_, { gameId, player }, { repo, puzzleById, compute }) => {
      wellFormedText('gameId', gameId);
      const key = playerOf(player);
      // Another player's game, an open game and a game finished without moves read alike: nothing.
      const notFound = () => userError('NOT_FOUND', 'gameId: no finished game with a move log for this player', { field: 'gameId' });
      const game = await repo.games.find(gameId);
      if (!game || game.player !== key) throw notFound();
      const log = await repo.games.logOf(game.id);
      if (!log) throw notFound();
      const puzzle = await puzzleById.load(game.puzzleId);
      if (!puzzle) throw new Error(`game ${game.id} has no puzzle ${game.puzzleId}`);
      const { board, solution } = gameBoards(puzzle);
      const r = await compute.reviewGame({ puzzle: board, solution, level: levelOf(puzzle), moves: readMoves(log.moves, puzzle.size) });
      if (r.status === 'LIMIT_EXCEEDED') throw userError('LIMIT_EXCEEDED', 'gameId: the review ran out of time; retry later');
      // The stored log was checked at the finish: a failure now is corruption.
      if (r.status !== 'REVIEWED') throw new Error(`game ${game.id}: its stored log no longer replays (${r.status})`);
      return { ...r.review, game, size: puzzle.size };
    },
    practiceTechniques: (_, { size, boxRows, boxCols }) => practiceTechniques(generateShape(size, boxRows, boxCols, null)),
    playerSolves: async (_, { player, first, after }, { repo }) => {
      const key = playerOf(player);
      return connection(await repo.games.listByPlayer(key, pageArgs(first, after)), () => repo.games.countByPlayer(key));
    },
  },
  Puzzle: {
    playerSolves: async (p, { first, after }, { repo }) =>
      connection(await repo.playerSolves.list({ puzzleId: p.id }, pageArgs(first, after)), () =>
        repo.playerSolves.count({ puzzleId: p.id }),
      ),
  },
  PlayerSolve: {
    puzzle: async (s, _, { puzzleById }) => {
      const p = await puzzleById.load(s.puzzleId);
      // The foreign key cascades deletes, so a finish without its puzzle is corruption.
      if (!p) throw new Error(`player solve ${s.id} has no puzzle ${s.puzzleId}`);
      return p;
    },
    game: async (s, _, { repo }) => {
      const g = s.gameId ? await repo.games.find(s.gameId) : null;
      if (!g) throw new Error(`player solve ${s.id} has no game`);
      return g;
    },
  },
  Game: {
    puzzle: async (g, _, { puzzleById }) => {
      const p = await puzzleById.load(g.puzzleId);
      if (!p) throw new Error(`game ${g.id} has no puzzle ${g.puzzleId}`);
      return p;
    },
    finish: (g, _, { repo }) => repo.games.finishOf(g.id),
  },
  GameReview: {
    placements: (r) => r.placements.map((p) => ({ ...p, size: r.size })),
    hardestFound: (r) => (r.hardestFound === null ? null : { ...r.hardestFound, size: r.size }),
    techniquesFound: (r) => [...r.techniquesFound],
  },
  ReviewedPlacement: {
    symbol: (p) => symbolFor(p.value),
    simplest: (p) => (p.simplest === null ? null : withSize(p.simplest, p.size)),
    placedBy: (p) => (p.placedBy === null ? null : withSize(p.placedBy, p.size)),
    needed: (p) => (p.needed === null ? null : withSize(p.needed, p.size)),
  },
  PlayerSolveConnection: {
    totalCount: (c) => c.totalCount(),
  },
};
