// Questions about a client's board that store nothing: sizes, validation, candidates, hints.
import { candidates, cellLabel, findConflicts, findRuleConflicts, STANDARD_SHAPES, type Board, type Conflict } from '../../engine/index.js';
import type { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/graphql.js';
import { parseBoardInput } from '../board-input.js';
import { userError } from '../errors.js';
import { yieldingList } from '../yielding.js';

function describe(c: Conflict): string {
  return cellLabel(c.row, c.col);
}

type SearchFailure = { status: 'CONFLICT'; conflicts: Conflict[] } | { status: 'NO_SOLUTION' } | { status: 'LIMIT_EXCEEDED' };

/** The error of a search that found no answer, shared by hint, analyze and nextStep. */
export function searchFailure(outcome: SearchFailure, what: string): GraphQLError {
  switch (outcome.status) {
    case 'CONFLICT':
      return userError('BOARD_CONFLICT', `board: ${outcome.conflicts.length} cells clash, first at ${describe(outcome.conflicts[0])}`, {
        conflicts: outcome.conflicts.map(({ row, col, value, units }) => ({ row, col, value, units })),
      });
    case 'NO_SOLUTION':
      return userError('NO_SOLUTION', 'board: this board has no solution');
    case 'LIMIT_EXCEEDED':
      return userError('LIMIT_EXCEEDED', `board: the search budget ran out before ${what}`);
  }
}

/** Every rule the board's filled cells break, with its cells (rows, columns and boxes are in `conflicts`). */
function ruleClashes(board: Board) {
  if (board.rules === undefined || board.rules.length === 0) return [];
  const found = findRuleConflicts(board);
  // parseBoardInput checked the rules: a failure here is a bug.
  if (!found.ok) throw new Error(`validate: checked rules failed: ${found.error.message}`);
  const n = board.shape.size;
  const out = [];
  for (const c of found.value) {
    if (!('rule' in c.source)) continue;
    const cells = c.cells.map((x) => ({ row: Math.floor(x / n), col: x % n }));
    out.push({ rule: c.source.rule, kind: c.source.kind, cells, message: c.message });
  }
  return out;
}

export const analysisResolvers: Resolvers = {
  Query: {
    boardSizes: () => [...STANDARD_SHAPES],
    validate: (_, { board }, { decoded }) => {
      const parsed = parseBoardInput(board, 'board', decoded);
      const conflicts = findConflicts(parsed);
      const emptyCells = parsed.cells.reduce((n, v) => (v === 0 ? n + 1 : n), 0);
      const solved = emptyCells === 0 && conflicts.length === 0;
      return { complete: emptyCells === 0, solved, conflicts: yieldingList(conflicts), ruleClashes: ruleClashes(parsed), emptyCells };
    },
    candidates: (_, { board }, { decoded }) => yieldingList(candidates(parseBoardInput(board, 'board', decoded))),
    hint: async (_, { board }, { compute, decoded }) => {
      const outcome = await compute.hintBoard(parseBoardInput(board, 'board', decoded));
      switch (outcome.status) {
        case 'HINT':
          return outcome.hint;
        case 'COMPLETE':
          return null;
        default:
          throw searchFailure(outcome, 'a hint was found');
      }
    },
  },
};
