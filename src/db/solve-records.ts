import { formatCells, type Board, type SolveOutcome } from '../engine/index.js';
import type { Db } from './client.js';
import { countKeys } from './counts.js';
import { stamp } from './ids.js';
import type { SolveRecordRow } from './rows.js';
import { sql, type CoversAll, type Sql } from './sql.js';
import { table } from './table.js';

export interface NewSolveRecord {
  puzzleId: string | null;
  size: number;
  boxRows: number;
  boxCols: number;
  cells: string;
  status: string;
  solution: string | null;
  unique: boolean | null;
  nodes: number;
  backtracks: number;
  durationMs: number;
}

export interface SolveRecordFilter {
  puzzleId?: string;
  status?: string;
}

const COLUMNS = [
  'id',
  'puzzleId',
  'size',
  'boxRows',
  'boxCols',
  'cells',
  'status',
  'solution',
  'unique',
  'nodes',
  'backtracks',
  'durationMs',
  'createdAt',
] as const;
const allColumns: CoversAll<SolveRecordRow, typeof COLUMNS> = true;

function conditions(f: SolveRecordFilter): Sql[] {
  const c: Sql[] = [];
  if (f.puzzleId != null) c.push(sql`"puzzleId" = ${f.puzzleId}`);
  if (f.status != null) c.push(sql`"status" = ${f.status}`);
  return c;
}

// Microseconds are all a timing means; rounding also makes the answer equal the stored record,
// which the database would otherwise return with its last binary digits changed.
export const roundMs = (ms: number): number => Math.round(ms * 1000) / 1000;

/** The stored form of one solve: the board as given, the outcome, and the puzzle it came from. */
export function recordOf(outcome: SolveOutcome, board: Board, puzzleId: string | null): NewSolveRecord {
  return {
    puzzleId,
    size: board.shape.size,
    boxRows: board.shape.boxRows,
    boxCols: board.shape.boxCols,
    cells: formatCells(board.cells),
    status: outcome.status,
    solution: outcome.solution ? formatCells(outcome.solution) : null,
    unique: outcome.status === 'SOLVED' ? (outcome.unique ?? null) : null,
    nodes: outcome.stats.nodes,
    backtracks: outcome.stats.backtracks,
    durationMs: roundMs(outcome.stats.ms),
  };
}

export function solveRecordStore(db: Db) {
  void allColumns;
  const rows = table<SolveRecordRow, SolveRecordFilter>(db, {
    table: 'SolveRecord',
    columns: COLUMNS,
    conditions,
    countKey: countKeys.solveRecord,
  });
  const create = (data: NewSolveRecord): Promise<SolveRecordRow> => rows.insert({ ...data, ...stamp() });
  return {
    create,
    /** Many solves in one INSERT (a batch's records, or concurrent requests' — see record-batch.ts). */
    createMany: (data: readonly NewSolveRecord[]): Promise<SolveRecordRow[]> => rows.insertMany(data.map((d) => ({ ...d, ...stamp() }))),
    /** Stores one solve of `board` (linked to `puzzleId` when it was a stored puzzle's givens). */
    record: (outcome: SolveOutcome, board: Board, puzzleId: string | null) => create(recordOf(outcome, board, puzzleId)),
    find: rows.find,
    list: rows.list,
    count: rows.count,
  };
}
