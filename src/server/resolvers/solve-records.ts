// Solve history and the SolveRecord type's fields.
import type { Resolvers, SolveStatus } from '../../generated/graphql.js';
import { echo, userError } from '../errors.js';
import { connection, pageArgs } from '../pagination.js';
import { storedBoard } from '../stored-boards.js';
import { wellFormedText } from '../text-input.js';

const STATUSES: readonly string[] = ['SOLVED', 'NO_SOLUTION', 'CONFLICT', 'LIMIT_EXCEEDED'] satisfies SolveStatus[];

function asStatus(value: string): SolveStatus {
  if (!STATUSES.includes(value)) throw new Error(`stored status '${value}' is not one of ${STATUSES}`);
  return value as SolveStatus;
}

export const solveRecordResolvers: Resolvers = {
  Query: {
    solveRecords: async (_, { first, after, puzzleId, status }, { repo, puzzleById }, info) => {
      wellFormedText('puzzleId', puzzleId);
      const page = pageArgs(first, after, info);
      // An empty page would read as "no solves yet"; a mistyped id deserves to be told apart.
      if (puzzleId != null && !(await puzzleById.load(puzzleId))) {
        throw userError('NOT_FOUND', `puzzleId: no puzzle with id '${echo(puzzleId!)}'`, { field: 'puzzleId' });
      }
      const filter = { puzzleId: puzzleId ?? undefined, status: status ?? undefined };
      return connection(await repo.solveRecords.list(filter, page), () => repo.solveRecords.count(filter));
    },
  },
  SolveRecord: {
    // Batched per request by the DataLoader: a page of records costs one puzzle query, not one each.
    puzzle: (r, _, { puzzleById }) => (r.puzzleId ? puzzleById.load(r.puzzleId) : null),
    board: (r) => storedBoard(r, r.cells),
    status: (r) => asStatus(r.status),
    solution: (r) => (r.solution ? storedBoard(r, r.solution) : null),
    unique: (r) => r.unique,
    stats: (r) => ({ nodes: r.nodes, backtracks: r.backtracks, durationMs: r.durationMs }),
  },
  SolveRecordConnection: {
    totalCount: (c) => c.totalCount(),
  },
};
