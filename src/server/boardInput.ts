// BoardInput → engine Board, or a BAD_USER_INPUT error naming the field and the cell.
import { parseCells, parseRows, type Board, type ParseError } from '../engine/index.js';
import type { BoardInput } from '../generated/graphql.js';
import { badInput } from './errors.js';

function fieldOf(error: ParseError, base: string, source: 'cells' | 'rows'): string {
  if (error.code !== 'BAD_SHAPE') return `${base}.${source}`;
  if (error.message.startsWith('boxRows')) return `${base}.boxRows`;
  if (error.message.startsWith('boxCols')) return `${base}.boxCols`;
  return `${base}.boxRows/boxCols`;
}

export function parseBoardInput(input: BoardInput, base = 'board'): Board {
  const hasCells = input.cells != null;
  const hasRows = input.rows != null;
  if (hasCells === hasRows) {
    throw badInput(base, `pass exactly one of cells or rows (got ${hasCells ? 'both' : 'neither'})`);
  }
  const box = { boxRows: input.boxRows, boxCols: input.boxCols };
  const parsed = hasCells ? parseCells(input.cells!, box) : parseRows(input.rows!, box);
  if (parsed.ok) return parsed.value;
  const { error } = parsed;
  const e = badInput(fieldOf(error, base, hasCells ? 'cells' : 'rows'), error.message);
  if (error.row !== undefined) e.extensions.row = error.row;
  if (error.col !== undefined) e.extensions.col = error.col;
  e.extensions.reason = error.code;
  throw e;
}
