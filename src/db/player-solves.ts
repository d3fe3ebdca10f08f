// A player's finished solve of a stored puzzle (issue 19's submitSolution stores these).
import type { Db } from './client.js';
import { countKeys } from './counts.js';
import { stamp } from './ids.js';
import type { PlayerSolveRow } from './rows.js';
import { sql, type CoversAll, type Sql } from './sql.js';
import { table } from './table.js';

export interface NewPlayerSolve {
  puzzleId: string;
  elapsedMs: number;
  hintsUsed: number;
}

export interface PlayerSolveFilter {
  puzzleId?: string;
}

const COLUMNS = ['id', 'puzzleId', 'elapsedMs', 'hintsUsed', 'createdAt'] as const;
const allColumns: CoversAll<PlayerSolveRow, typeof COLUMNS> = true;

function conditions(f: PlayerSolveFilter): Sql[] {
  return f.puzzleId != null ? [sql`"puzzleId" = ${f.puzzleId}`] : [];
}

export function playerSolveStore(db: Db) {
  void allColumns;
  const rows = table<PlayerSolveRow, PlayerSolveFilter>(db, {
    table: 'PlayerSolve',
    columns: COLUMNS,
    conditions,
    countKey: countKeys.playerSolve,
  });
  return {
    /** The puzzle must exist (foreign key); check it first to answer NOT_FOUND instead of failing. */
    create: (data: NewPlayerSolve): Promise<PlayerSolveRow> => rows.insert({ ...data, ...stamp() }),
    find: rows.find,
    list: rows.list,
    count: rows.count,
  };
}
