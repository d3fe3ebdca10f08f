import { formatCells, roundMs } from '../engine/codec.js';
import type { Board, SolveOutcome } from '../engine/index.js';
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
  /** The board's rules as JSON; absent or null for a classic board. */
  rules?: string | null;
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
  'rules',
] as const;
const allColumns: CoversAll<SolveRecordRow, typeof COLUMNS> = true;

function conditions(f: SolveRecordFilter): Sql[] {
  const c: Sql[] = [];
  if (f.puzzleId != null) c.push(sql`"puzzleId" = ${f.puzzleId}`);
  if (f.status != null) c.push(sql`"status" = ${f.status}`);
  return c;
}

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
    rules: board.rules !== undefined && board.rules.length > 0 ? JSON.stringify(board.rules) : null,
  };
}

/** Rows per statement of `record`: solveMany's size, so one statement never outgrows what solveMany sends. */
const RECORD_BATCH = 100;

interface Pending {
  readonly data: NewSolveRecord;
  resolve(row: SolveRecordRow): void;
  reject(error: unknown): void;
}

/**
 * Records of concurrent callers written together: those that arrive while a write is being prepared
 * (the same turn of the event loop) go out as one INSERT, since a statement's fixed cost dwarfs a
 * row's. Each caller resolves only after the statement holding its row has committed, and a failed
 * statement fails each of its callers.
 */
function batched(createMany: (data: readonly NewSolveRecord[]) => Promise<SolveRecordRow[]>) {
  const queue: Pending[] = [];
  const flush = () => {
    const batch = queue.splice(0, RECORD_BATCH);
    if (queue.length > 0) setImmediate(flush);
    createMany(batch.map((p) => p.data)).then(
      (rows) => batch.forEach((p, i) => p.resolve(rows[i])),
      (error) => batch.forEach((p) => p.reject(error)),
    );
  };
  return (data: NewSolveRecord) =>
    new Promise<SolveRecordRow>((resolve, reject) => {
      if (queue.push({ data, resolve, reject }) === 1) setImmediate(flush);
    });
}

export function solveRecordStore(db: Db) {
  void allColumns;
  const rows = table<SolveRecordRow, SolveRecordFilter>(db, {
    table: 'SolveRecord',
    columns: COLUMNS,
    conditions,
    countKey: countKeys.solveRecord,
    // Records are deleted by retention, so they are kept for pages only (find always reads).
    pageRows: 5_000,
  });
  const create = (data: NewSolveRecord): Promise<SolveRecordRow> => rows.insert({ ...data, rules: data.rules ?? null, ...stamp() });
  /** Many solves in one INSERT (a solveMany's records). */
  const createMany = (data: readonly NewSolveRecord[]): Promise<SolveRecordRow[]> =>
    rows.insertMany(data.map((d) => ({ ...d, rules: d.rules ?? null, ...stamp() })));
  return {
    create,
    createMany,
    /** One solve, stored with whatever other records arrive in the same turn of the event loop (one INSERT). */
    record: batched(createMany),
    find: rows.find,
    list: rows.list,
    count: rows.count,
  };
}
