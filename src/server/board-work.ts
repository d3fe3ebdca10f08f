// Board work per operation, checked once the operation and its variables are known and before any
// resolver runs: validate, hint, solve, analyze, nextStep and createPuzzle cost their board's N²
// cells, solveMany the sum over its boards, candidates N³ (a list of up to N values for each of N²
// cells is what the response carries and the main thread completes).
// A request over the budget is refused whole with COST_LIMIT_EXCEEDED (HTTP 400).
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { MAX_SIZE } from '../engine/index.js';
import { rootFields } from './root-fields.js';

/** Root fields that take a `board: BoardInput` (solveMany: `boards`), and the power of N their work grows with. */
export const BOARD_FIELDS: ReadonlyMap<string, 2 | 3> = new Map([
  ['validate', 2],
  ['hint', 2],
  ['solve', 2],
  ['analyze', 2],
  ['nextStep', 2],
  ['createPuzzle', 2],
  ['solveMany', 2],
  ['analyzeMany', 2],
  ['canonicalKey', 2],
  ['candidates', 3],
]);

const MAX_CELLS = MAX_SIZE * MAX_SIZE;

/**
 * Cells of the board a BoardInput value describes, at most MAX_SIZE²: a larger or malformed input
 * is refused by the parser in linear time, so it costs no more than the largest board.
 */
export function boardCells(input: unknown): number {
  if (typeof input !== 'object' || input === null) return 0;
  const { cells, rows: strings, values } = input as { cells?: unknown; rows?: unknown; values?: unknown };
  const rows = strings ?? values;
  if (typeof cells === 'string') {
    let n = 0;
    for (let i = 0; i < cells.length && n < MAX_CELLS; i++) if (cells.charCodeAt(i) > 32) n++;
    return n;
  }
  if (Array.isArray(rows)) {
    let side = Math.min(rows.length, MAX_SIZE);
    for (let i = 0; i < rows.length && side < MAX_SIZE; i++) {
      const row = rows[i];
      if (Array.isArray(row)) side = Math.max(side, Math.min(row.length, MAX_SIZE));
    }
    return side * side;
  }
  return 0;
}

function fieldWork(field: FieldNode, power: 2 | 3, variables: Record<string, unknown>): number {
  const arg = field.arguments?.find((a) => a.name.value === 'board' || a.name.value === 'boards');
  if (!arg) return 0;
  const value = valueFromASTUntyped(arg.value, variables);
  // A list of boards (solveMany) costs the sum of its boards; the schema caps its length.
  const cells = Array.isArray(value) ? value.reduce((n: number, b) => n + boardCells(b), 0) : boardCells(value);
  return power === 2 ? cells : cells * Math.ceil(Math.sqrt(cells));
}

/** The operation's board work, or the first running total over `max` (the walk stops there). */
export function boardWork(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  max: number,
): number {
  let work = 0;
  rootFields(operation.selectionSet, (name) => fragments.get(name), {
    keep: (field) => {
      const power = BOARD_FIELDS.get(field.name.value);
      if (power === undefined) return false;
      work += fieldWork(field, power, variables);
      return true;
    },
    done: () => work > max,
  });
  return work;
}

export function boardWorkExceeded(max: number): GraphQLError {
  return new GraphQLError(
    `board work over the ${max} allowed per operation (validate, hint and solve cost N² of their board, candidates N³); send fewer or smaller boards`,
    { extensions: { code: 'COST_LIMIT_EXCEEDED', maxBoardWork: max, http: { status: 400 } } },
  );
}

// Any context: the plugin reads none of it (as limits.ts's plugins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function boardWorkPlugin(max: number): ApolloServerPlugin<any> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (!operation) return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
          const variables = (request.variables ?? {}) as Record<string, unknown>;
          if (boardWork(operation, fragments, variables, max) > max) throw boardWorkExceeded(max);
        },
      };
    },
  };
}
