// Finishes by players: submitSolution checks the grid against the stored solution and keeps the
// finish; Puzzle.playerSolves pages them. The engine's solve records are a different concept.
import { cellLabel, formatCells, parseCells } from '../../engine/index.js';
import type { Resolvers } from '../../generated/graphql.js';
import { badInput, userError } from '../errors.js';
import { connection, pageArgs } from '../pagination.js';
import { wellFormedText } from '../text-input.js';

/** A week: longer than any real game, small enough for a GraphQL Int. */
export const MAX_ELAPSED_MS = 7 * 24 * 3600 * 1000;
/** Whitespace is allowed between symbols; beyond this no board of any size is meant. */
const MAX_CELLS_LENGTH = 4096;

/** Index of the first cell where `cells` differs from `solution` (both formatted), or -1. */
export function firstDifference(cells: string, solution: string): number {
  for (let i = 0; i < solution.length; i++) if (cells[i] !== solution[i]) return i;
  return -1;
}

export const playerSolveResolvers: Resolvers = {
  Mutation: {
    submitSolution: async (_, { puzzleId, cells, elapsedMs, hintsUsed }, { repo, puzzleById }) => {
      wellFormedText('puzzleId', puzzleId);
      if (cells.length > MAX_CELLS_LENGTH) throw badInput('cells', `at most ${MAX_CELLS_LENGTH} characters, got ${cells.length}`);
      if (elapsedMs < 0 || elapsedMs > MAX_ELAPSED_MS)
        throw badInput('elapsedMs', `must be between 0 and ${MAX_ELAPSED_MS}, got ${elapsedMs}`);
      const puzzle = await puzzleById.load(puzzleId);
      if (!puzzle) throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${puzzleId}'`, { field: 'puzzleId' });
      const n = puzzle.size;
      if (hintsUsed < 0 || hintsUsed > n * n) throw badInput('hintsUsed', `must be between 0 and ${n * n}, got ${hintsUsed}`);
      const parsed = parseCells(cells, { boxRows: puzzle.boxRows, boxCols: puzzle.boxCols });
      if (!parsed.ok) throw badInput('cells', parsed.error.message);
      if (parsed.value.shape.size !== n)
        throw badInput('cells', `expected ${n * n} cells for this ${n}x${n} puzzle, got ${parsed.value.cells.length}`);
      const wrong = firstDifference(formatCells(parsed.value.cells), puzzle.solution);
      if (wrong >= 0) {
        const row = Math.floor(wrong / n);
        const col = wrong % n;
        const what = parsed.value.cells[wrong] === 0 ? 'is empty' : 'differs from the solution';
        throw userError('WRONG_SOLUTION', `cells: ${cellLabel(row, col)} ${what}`, { field: 'cells', row, col });
      }
      return repo.playerSolves.create({ puzzleId, elapsedMs, hintsUsed });
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
  },
  PlayerSolveConnection: {
    totalCount: (c) => c.totalCount(),
  },
};
