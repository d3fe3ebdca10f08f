// The cost table: one row per root field of the schema (Query and Mutation), saying where the
// field's work runs, what its input costs and what its answer weighs. Every per-operation rule
// reads it: the one-search rule (rows that run in the pool), board work and its main-thread share
// (admission), a mutation's answer bound, and which answers may be kept. A test checks that every
// root field of schema.graphql has a row and every row a field, so a new field is priced by
// deciding its row; a field like analyzeMany is one row: `{ runs: 'pool', boards: BOARDS }`.
//
// Units of work: one per board cell a field takes (N²), per candidate value it answers (N³), per
// row of a history page, per list item the main thread completes.
import { DEFAULT_PAGE, MAX_PAGE } from '../pagination.js';
import { MAX_CELLS } from './boards.js';
import { argument, type Walk } from './walk.js';
import type { FieldNode } from 'graphql';

/**
 * Where a root field's own work runs:
 * - 'main': the request's thread; its boards' work is main-thread work (admission.ts);
 * - 'pool': worker tasks; at most one such field per operation (the one-search rule, rules.ts),
 *   and its boards' search is the pool's (bounded there by its queue and deadlines), not the main thread's;
 * - 'storage': database reads and writes (bounded by pages and rate limits).
 */
export type Runs = 'main' | 'pool' | 'storage';

/** How a board's work grows with its cells (N²): its cells, or up to N candidate values per cell (N³). */
export type BoardWork = 'cells' | 'candidates';

export interface RootCost {
  readonly runs: Runs;
  /** The argument holding its board (a BoardInput) or boards (a list of them), each weighed by boards.ts, and their work. */
  readonly boards?: { readonly arg: 'board' | 'boards'; readonly work: BoardWork };
  /** Work per board cell when the answer selects `field` (validate's conflicts: every cell may clash). */
  readonly perCell?: { readonly field: string; readonly work: number };
  /** A history page: `first` rows, each priced by what it selects (pages inside pages multiply). */
  readonly page?: true;
  /** Generates boards of its `size` argument, `count` of them where it has one (the answer's bound). */
  readonly generates?: true;
  /** Answers from stored rows and its own arguments alone: its answer may be kept (stored-answers.ts). */
  readonly kept?: true;
  /** The argument holding text it decodes on the main thread (boards in a format decode the same way, boards.ts). */
  readonly decodes?: string;
}

/**
 * A conflict in an answer (five fields, up to three units, ~70 bytes) weighs as much as eleven
 * candidate values.
 */
export const CONFLICT_WORK = 11;

/**
 * A stored board on a page (`board`, `solution`) is of unknown size, so priced as a 25×25: `rows`
 * one unit a cell (a list item the main thread completes, as a candidate value), `cells` one string
 * of N² characters (about a sixteenth of completing its rows), the rest of it 1.
 */
export const STORED_BOARD = { fields: new Set(['board', 'solution']), rows: MAX_CELLS, cells: MAX_CELLS / 16, rest: 1 } as const;

const BOARD = { arg: 'board', work: 'cells' } as const;
const BOARDS = { arg: 'boards', work: 'cells' } as const;

/** The rows by root type, as the schema names them. */
export const COST_TABLE: { readonly [root in 'Query' | 'Mutation']: Readonly<Record<string, RootCost>> } = {
  Query: {
    boardSizes: { runs: 'main', kept: true },
    validate: { runs: 'main', boards: BOARD, perCell: { field: 'conflicts', work: CONFLICT_WORK } },
    // The N values of each of N² cells are what the answer carries and the main thread completes.
    candidates: { runs: 'main', boards: { arg: 'board', work: 'candidates' } },
    hint: { runs: 'pool', boards: BOARD },
    analyze: { runs: 'pool', boards: BOARD },
    nextStep: { runs: 'pool', boards: BOARD },
    puzzle: { runs: 'storage', kept: true },
    puzzles: { runs: 'storage', page: true, kept: true },
    solveRecords: { runs: 'storage', page: true, kept: true },
    // A date's first request generates its puzzle in the pool: counted by the one-search rule like
    // any generation (15 dates in one query once filled the pool), even when it is stored already.
    dailyPuzzle: { runs: 'pool' },
    playerStats: { runs: 'storage' },
    playerSolves: { runs: 'storage', page: true },
    convert: { runs: 'main', decodes: 'text' },
    analyzeMany: { runs: 'pool', boards: BOARDS },
    puzzleByKey: { runs: 'storage' },
    canonicalKey: { runs: 'pool', boards: BOARD },
    // A finished game's review: the stored log (bounded by MAX_MOVE_LOG_CHARS) aligned in the pool,
    // within REVIEW_WORK and one task's deadline.
    gameReview: { runs: 'pool' },
    // A list of at most the ladder's techniques, read from the engine's bank.
    practiceTechniques: { runs: 'main' },
  },
  Mutation: {
    solve: { runs: 'pool', boards: BOARD },
    generatePuzzle: { runs: 'pool', generates: true },
    solveMany: { runs: 'pool', boards: BOARDS },
    generatePuzzles: { runs: 'pool', generates: true },
    createPuzzle: { runs: 'pool', boards: BOARD },
    startGame: { runs: 'storage' },
    // With `moves`: the log read and replayed here (linear in its characters), its review in the pool.
    submitSolution: { runs: 'pool', decodes: 'moves' },
  },
};

/** The row of root field `name` of an operation of kind `operation` (undefined: `__typename`, or no such field). */
export function costOf(operation: string, name: string): RootCost | undefined {
  const rows = operation === 'mutation' ? COST_TABLE.Mutation : operation === 'query' ? COST_TABLE.Query : undefined;
  return rows && Object.prototype.hasOwnProperty.call(rows, name) ? rows[name] : undefined;
}

/** Query fields whose answers may be kept (`__typename` always may). */
export const KEPT_ROOTS: ReadonlySet<string> = new Set(
  Object.entries(COST_TABLE.Query)
    .filter(([, r]) => r.kept === true)
    .map(([n]) => n),
);

/** Page fields at any depth: the page rows' names (Puzzle.solveRecords and Puzzle.playerSolves are pages too). */
const PAGE_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(COST_TABLE.Query)
    .filter(([, r]) => r.page === true)
    .map(([n]) => n),
);

export const isPage = (field: FieldNode): boolean => PAGE_FIELDS.has(field.name.value);

/** Rows a page field may return: its `first` (the schema's default 20), clamped to 1..MAX_PAGE. */
export function pageRows(field: FieldNode, walk: Pick<Walk, 'variables'>): number {
  const value = argument(field, 'first', walk);
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : value == null ? DEFAULT_PAGE : 1;
  return Math.max(1, Math.min(MAX_PAGE, n));
}

/** Work of one board of `cells` cells. */
export const boardWork = (cells: number, work: BoardWork): number => (work === 'cells' ? cells : cells * Math.ceil(Math.sqrt(cells)));
