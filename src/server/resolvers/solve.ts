// Mutation.solve: a client's board or a stored puzzle's givens → engine → SolveRecord.
import type { Board } from '../../engine/index.js';
import type { Resolvers } from '../../generated/graphql.js';
import { recordOf } from '../../db/repository.js';
import { parseBoardInput } from '../board-input.js';
import { badInput, echo, userError } from '../errors.js';
import { storedBoard } from '../stored-boards.js';
import { wellFormedText } from '../text-input.js';

export const solveResolvers: Resolvers = {
  Mutation: {
    solve: async (_, { board, puzzleId }, { repo, compute, client, decoded }) => {
      if ((board == null) === (puzzleId == null)) {
        throw badInput('solve', `pass exactly one of board or puzzleId (got ${board == null ? 'neither' : 'both'})`);
      }
      wellFormedText('puzzleId', puzzleId);
      let input: Board;
      let linked: string | null = null;
      if (board != null) {
        input = parseBoardInput(board, 'board', decoded);
      } else {
        const puzzle = await repo.puzzles.find(puzzleId!);
        if (!puzzle) throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${echo(puzzleId!)}'`, { field: 'puzzleId' });
        input = storedBoard(puzzle, puzzle.cells);
        linked = puzzle.id;
      }
      client.limits.records(client.address); // one stored record (rate-limit.ts)
      const outcome = await compute.solveBoard(input);
      // Concurrent requests' records share one INSERT; each resolves once its row is committed.
      const record = await repo.solveRecords.record(recordOf(outcome, input, linked));
      return { outcome, board: input, record };
    },
  },
  SolveResult: {
    status: (r) => r.outcome.status,
    solution: (r) => (r.outcome.solution ? { ...r.board, cells: r.outcome.solution } : null),
    unique: (r) => (r.outcome.status === 'SOLVED' ? (r.outcome.unique ?? null) : null),
    conflicts: (r) => r.outcome.conflicts,
    // The stored record's figures, so the answer and the history agree to the digit.
    stats: (r) => ({ nodes: r.record.nodes, backtracks: r.record.backtracks, durationMs: r.record.durationMs }),
    record: (r) => r.record,
  },
};
