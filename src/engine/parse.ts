// Parsing boards from text (one symbol per cell) or from a grid of strings (one string per cell).
import { resolveShape } from './shapes.js';
import { MAX_SIZE, valueOfChar, valueOfToken } from './symbols.js';
import type { Board, ParseError, Result, Shape } from './types.js';

export interface BoxOption {
  readonly boxRows?: number | null;
  readonly boxCols?: number | null;
}

const fail = (error: ParseError): Result<Board, ParseError> => ({ ok: false, error });

function where(i: number, n: number): { row: number; col: number; text: string } {
  const row = Math.floor(i / n);
  const col = i % n;
  return { row, col, text: `row ${row + 1}, column ${col + 1}` };
}

type Source = 'cells' | 'rows';

function shapeFor(cellCount: number, box: BoxOption, field: Source): Result<Shape, ParseError> {
  const n = Math.round(Math.sqrt(cellCount));
  if (n * n !== cellCount || n < 2 || n > MAX_SIZE) {
    return {
      ok: false,
      error: {
        code: 'BAD_LENGTH',
        field,
        message: `${cellCount} cells is not a square board: expected N² cells for N from 2 to ${MAX_SIZE} (16, 36, 64, 81, …, 625)`,
      },
    };
  }
  return resolveShape(n, box.boxRows, box.boxCols);
}

/** A client's cell text shown in an error: at most 16 characters, then '…' (a cell may be 50,000). */
function clip(text: string): string {
  const chars = Array.from(text.slice(0, 32));
  return chars.length > 16 || text.length > 32 ? `${chars.slice(0, 16).join('')}…` : text;
}

function checkValue(value: number, i: number, n: number, shown: string, field: Source): ParseError | undefined {
  if (value < 0) {
    const w = where(i, n);
    return { code: 'BAD_SYMBOL', field, message: `unknown symbol '${clip(shown)}' at ${w.text}`, row: w.row, col: w.col };
  }
  if (value > n) {
    const w = where(i, n);
    return {
      code: 'VALUE_TOO_LARGE',
      field,
      message: `symbol '${clip(shown)}' at ${w.text} means ${value}, larger than the board size ${n}`,
      row: w.row,
      col: w.col,
    };
  }
  return undefined;
}

/** N² symbols in row-major order; whitespace is ignored and N is inferred from the count. */
export function parseCells(text: string, box: BoxOption = {}): Result<Board, ParseError> {
  const compact = text.replace(/\s+/g, '');
  const shape = shapeFor(compact.length, box, 'cells');
  if (!shape.ok) return fail(shape.error);
  const n = shape.value.size;
  const cells = new Uint8Array(compact.length);
  for (let i = 0; i < compact.length; i++) {
    const v = valueOfChar(compact.charCodeAt(i));
    const err = checkValue(v, i, n, compact[i], 'cells');
    if (err) return fail(err);
    cells[i] = v;
  }
  return { ok: true, value: { shape: shape.value, cells } };
}

/** N rows of N strings each, one per cell: '', '.', '0', a digit, a letter, or a number '10'…'25'. */
export function parseRows(rows: readonly (readonly string[])[], box: BoxOption = {}): Result<Board, ParseError> {
  const n = rows.length;
  for (let r = 0; r < n; r++) {
    if (rows[r].length !== n) {
      return fail({
        code: 'BAD_LENGTH',
        field: 'rows',
        message: `row ${r + 1} has ${rows[r].length} cells, expected ${n} (one per row)`,
        row: r,
      });
    }
  }
  const shape = shapeFor(n * n, box, 'rows');
  if (!shape.ok) return fail(shape.error);
  const cells = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const token = rows[r][c];
      const v = valueOfToken(token);
      const err = checkValue(v, r * n + c, n, token, 'rows');
      if (err) return fail(err);
      cells[r * n + c] = v;
    }
  }
  return { ok: true, value: { shape: shape.value, cells } };
}
