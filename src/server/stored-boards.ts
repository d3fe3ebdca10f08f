// Boards kept in the database as `cells` strings, read back with their stored box shape.
import { parseBoardText } from '../engine/codec.js';
import type { Board } from '../engine/index.js';

interface Stored {
  readonly boxRows: number;
  readonly boxCols: number;
}

export function storedBoard(row: Stored, cells: string): Board {
  const parsed = parseBoardText(cells, { boxRows: row.boxRows, boxCols: row.boxCols });
  // We only ever store boards the engine produced or accepted: failing here is corruption, a bug.
  if (!parsed.ok) throw new Error(`stored board does not parse: ${parsed.error.message}`);
  return parsed.value;
}
