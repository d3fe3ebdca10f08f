// BoardInput → engine Board, or a BAD_USER_INPUT error naming the field and the cell.
import { parseCells, parseRows, type Board, type ParseError } from '../engine/index.js';
import type { BoardInput } from '../generated/graphql.js';
import { badInput } from './errors.js';

/** The GraphQL field of an engine error on a BoardInput at `base`. */
function fieldOf(error: ParseError, base: string): string {
  switch (error.field) {
    case 'cells':
    case 'rows':
    case 'boxRows':
    case 'boxCols':
      return `${base}.${error.field}`;
    case 'size': // the size comes from the cells here: a bad one is already BAD_LENGTH
    case 'box':
      return `${base}.boxRows/boxCols`;
  }
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
  const e = badInput(fieldOf(error, base), error.message);
  if (error.row !== undefined) e.extensions.row = error.row;
  if (error.col !== undefined) e.extensions.col = error.col;
  e.extensions.reason = error.code;
  throw e;
}
