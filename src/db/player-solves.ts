// A player's finished solve of a stored puzzle (submitSolution stores these).
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
  gameId?: string | null;
  player?: string | null;
  claimedElapsedMs?: number | null;
  tooFast?: boolean;
}

export interface PlayerSolveFilter {
  puzzleId?: string;
}

export const PLAYER_SOLVE_COLUMNS = [
  'id',
  'puzzleId',
  'elapsedMs',
  'hintsUsed',
  'createdAt',
  'gameId',
  'player',
  'claimedElapsedMs',
  'tooFast',
] as const;
const COLUMNS = PLAYER_SOLVE_COLUMNS;
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
    create: (data: NewPlayerSolve): Promise<PlayerSolveRow> =>
      rows.insert({ gameId: null, player: null, claimedElapsedMs: null, tooFast: false, ...data, ...stamp() }),
    find: rows.find,
    list: rows.list,
    count: rows.count,
  };
}
