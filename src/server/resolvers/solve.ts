// Mutation.solve: a client's board or a stored puzzle's givens → engine → SolveRecord.
import { formatBoardText as formatCells, type Board, type SolveOutcome } from '../../engine/index.js';
import type { NewSolveRecord } from '../../db/repository.js';
import type { Resolvers } from '../../generated/graphql.js';
import { parseBoardInput } from '../boardInput.js';
import { recordWriter } from '../record-batch.js';
import { badInput, userError } from '../errors.js';
import { storedBoard } from '../storedBoards.js';

// Microseconds are all a timing means; rounding also makes the answer equal the stored record,
// which the database would otherwise return with its last binary digits changed.
export const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** The stored record of one solve of `input` (linked to a puzzle when solved by id). */
export function recordOf(input: Board, outcome: SolveOutcome, puzzleId: string | null): NewSolveRecord {
  return {
    puzzleId,
    size: input.shape.size,
    boxRows: input.shape.boxRows,
    boxCols: input.shape.boxCols,
    cells: formatCells(input.cells),
    status: outcome.status,
    solution: outcome.solution ? formatCells(outcome.solution) : null,
    unique: outcome.status === 'SOLVED' ? (outcome.unique ?? null) : null,
    nodes: outcome.stats.nodes,
    backtracks: outcome.stats.backtracks,
    durationMs: roundMs(outcome.stats.ms),
  };
}

export const solveResolvers: Resolvers = {
  Mutation: {
    solve: async (_, { board, puzzleId }, { repo, compute }) => {
      if ((board == null) === (puzzleId == null)) {
        throw badInput('solve', `pass exactly one of board or puzzleId (got ${board == null ? 'neither' : 'both'})`);
      }
      let input: Board;
      let linked: string | null = null;
      if (board != null) {
        input = parseBoardInput(board);
      } else {
        const puzzle = await repo.puzzles.find(puzzleId!);
        if (!puzzle) throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${puzzleId}'`, { field: 'puzzleId' });
        input = storedBoard(puzzle, puzzle.cells);
        linked = puzzle.id;
      }
      const outcome = await compute.solveBoard(input);
      const record = await recordWriter(repo)(recordOf(input, outcome, linked));
      return { outcome, board: input, record };
    },
  },
  SolveResult: {
    status: (r) => r.outcome.status,
    solution: (r) => (r.outcome.solution ? { shape: r.board.shape, cells: r.outcome.solution } : null),
    unique: (r) => (r.outcome.status === 'SOLVED' ? (r.outcome.unique ?? null) : null),
    conflicts: (r) => r.outcome.conflicts,
    stats: (r) => ({
      nodes: r.outcome.stats.nodes,
      backtracks: r.outcome.stats.backtracks,
      durationMs: roundMs(r.outcome.stats.ms),
    }),
    record: (r) => r.record,
  },
};
