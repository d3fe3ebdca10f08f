// Boards kept in the database as `cells` strings, read back with their stored box shape and, for a
// variant, the rules stored beside them (JSON of the engine's Rule[]).
import { parseBoardText } from '../engine/codec.js';
import type { Board, Rule } from '../engine/index.js';

interface Stored {
  readonly boxRows: number;
  readonly boxCols: number;
  /** The rules as JSON; null or absent for a classic board. */
  readonly rules?: string | null;
}

// Rows are written once and shared by every page that reads them (db/table.ts): each row's rules are
// parsed once, and the engine (which compiles a rules array once) sees the same array every time.
const parsedRules = new WeakMap<Stored, readonly Rule[]>();

/** A stored row's rules: none for a classic row. */
export function storedRules(row: Stored): readonly Rule[] | undefined {
  if (row.rules == null) return undefined;
  let rules = parsedRules.get(row);
  if (rules === undefined) {
    rules = Object.freeze(JSON.parse(row.rules) as Rule[]);
    parsedRules.set(row, rules);
  }
  return rules.length > 0 ? rules : undefined;
}

export function storedBoard(row: Stored, cells: string): Board {
  const parsed = parseBoardText(cells, { boxRows: row.boxRows, boxCols: row.boxCols });
  // We only ever store boards the engine produced or accepted: failing here is corruption, a bug.
  if (!parsed.ok) throw new Error(`stored board does not parse: ${parsed.error.message}`);
  const rules = storedRules(row);
  return rules === undefined ? parsed.value : { ...parsed.value, rules };
}

/** A board's rules as stored: JSON, or null for a classic board. */
export const rulesJson = (board: Board): string | null =>
  board.rules !== undefined && board.rules.length > 0 ? JSON.stringify(board.rules) : null;
