// Board work per operation, checked once the operation and its variables are known and before any
// resolver runs. One rule for every board, wherever it comes from (a variable, a variable's default
// value, an inline literal, or variables inside a literal): its value as execution will see it.
// Input: validate, hint, solve, analyze, nextStep and createPuzzle cost their board's N² cells,
// solveMany the sum over its boards, candidates N³ (a list of up to N values for each of N² cells
// is what the response carries and the main thread completes). Output (output-work.ts): validate's
// conflicts 12 a cell, history pages `first` × their row's work, at any depth.
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
import type { Priced } from './admission.js';
import { CONFLICT_WORK, rootOutputWork, selects, type OutputContext } from './output-work.js';
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

/** Root fields whose board is searched in the worker pool (admitted there); the rest run here. */
const POOL_BOARD_FIELDS = new Set(['hint', 'solve', 'analyze', 'nextStep', 'createPuzzle', 'solveMany']);

interface FieldWork {
  readonly total: number;
  /** The part done on the main thread: everything but a pooled field's search. */
  readonly main: number;
}

function fieldWork(field: FieldNode, power: 2 | 3 | undefined, ctx: OutputContext): FieldWork {
  // The answer's pages, wherever they sit under this field.
  const output = rootOutputWork(field, ctx);
  const arg = power === undefined ? undefined : field.arguments?.find((a) => a.name.value === 'board' || a.name.value === 'boards');
  if (!arg) return { total: output, main: output };
  const value = valueFromASTUntyped(arg.value, ctx.variables);
  // A list of boards (solveMany) costs the sum of its boards; the schema caps its length.
  const cells = Array.isArray(value) ? value.reduce((n: number, b) => n + boardCells(b), 0) : boardCells(value);
  const input = power === 2 ? cells : cells * Math.ceil(Math.sqrt(cells));
  const conflicts =
    field.name.value === 'validate' && field.selectionSet && selects(field.selectionSet, 'conflicts', ctx.fragments)
      ? CONFLICT_WORK * cells
      : 0;
  const total = input + conflicts + output;
  return { total, main: POOL_BOARD_FIELDS.has(field.name.value) ? conflicts + output : total };
}

/**
 * The variables as execution will see them: the request's, and each variable's default value
 * where the request leaves it out (an explicit null stays null, as in graphql's coercion). A board
 * given as a default is priced like one given in the request.
 */
export function effectiveVariables(operation: OperationDefinitionNode, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...given };
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (def.defaultValue && !Object.prototype.hasOwnProperty.call(given, name)) out[name] = valueFromASTUntyped(def.defaultValue);
  }
  return out;
}

/** The operation's board work, or the first running total over `max` (the walk stops there). */
export function boardWork(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  max: number,
  /** Receives the main thread's share of the work (admission.ts). */
  seen: { main: number } = { main: 0 },
): number {
  let work = 0;
  const ctx: OutputContext = { fragments, variables: effectiveVariables(operation, variables), memo: new Map() };
  rootFields(operation.selectionSet, (name) => fragments.get(name), {
    keep: (field) => {
      const w = fieldWork(field, BOARD_FIELDS.get(field.name.value), ctx);
      work += w.total;
      seen.main += w.main;
      return w.total > 0;
    },
    done: () => work > max,
  });
  return work;
}

export function boardWorkExceeded(max: number): GraphQLError {
  return new GraphQLError(
    `board work over the ${max} allowed per operation (validate, hint and solve cost N² of their board, candidates N³, validate's conflicts 11 a cell, a history page first × its row); send fewer or smaller boards or pages`,
    { extensions: { code: 'COST_LIMIT_EXCEEDED', maxBoardWork: max, http: { status: 400 } } },
  );
}

// Any context: the plugin reads none of it (as limits.ts's plugins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function boardWorkPlugin(max: number, onPriced?: (contextValue: unknown, priced: Priced) => void): ApolloServerPlugin<any> {
  // An operation that declares no variables prices the same every time, and Apollo hands every
  // request of the same text the same parsed document (document-cache.ts): its price is kept with it.
  const fixed = new WeakMap<OperationDefinitionNode, { readonly work: number; readonly main: number }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (!operation) return;
          const constant = (operation.variableDefinitions?.length ?? 0) === 0;
          let price = constant ? fixed.get(operation) : undefined;
          if (price === undefined) {
            const fragments = new Map<string, FragmentDefinitionNode>();
            for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
            const variables = (request.variables ?? {}) as Record<string, unknown>;
            const seen = { main: 0 };
            price = { work: boardWork(operation, fragments, variables, max, seen), main: seen.main };
            if (constant) fixed.set(operation, price);
          }
          if (price.work > max) throw boardWorkExceeded(max);
          // Admission for the main thread (admission.ts), decided before any field runs.
          onPriced?.(contextValue, { work: price.main });
        },
      };
    },
  };
}
