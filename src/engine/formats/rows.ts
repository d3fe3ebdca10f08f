// A board given as N rows of N strings, one per cell (the API's `rows`): '', '.', '0', a digit, a
// letter, or a number '10'…'25'.
import { resolveShape } from '../shapes.js';
import { MAX_SIZE, valueOfToken } from '../symbols.js';
import { cellLabel } from './text.js';
import type { Board, ParseError, Result } from '../types.js';

export interface BoxOption {
  readonly boxRows?: number | null;
  readonly boxCols?: number | null;
}

const fail = (error: ParseError): Result<Board, ParseError> => ({ ok: false, error });

/** A client's cell text shown in an error: at most 16 characters, then '…' (a cell may be 50,000). */
function clip(text: string): string {
  const chars = Array.from(text.slice(0, 32));
  return chars.length > 16 || text.length > 32 ? `${chars.slice(0, 16).join('')}…` : text;
}

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
  if (n < 2 || n > MAX_SIZE) {
    return fail({
      code: 'BAD_LENGTH',
      field: 'rows',
      message: `${n * n} cells is not a square board: expected N² cells for N from 2 to ${MAX_SIZE} (16, 36, 64, 81, …, 625)`,
    });
  }
  const shape = resolveShape(n, box.boxRows, box.boxCols);
  if (!shape.ok) return fail(shape.error);
  const cells = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const token = rows[r][c];
      const v = valueOfToken(token);
      if (v < 0)
        return fail({
          code: 'BAD_SYMBOL',
          field: 'rows',
          message: `unknown symbol '${clip(token)}' at ${cellLabel(r, c)}`,
          row: r,
          col: c,
        });
      if (v > n) {
        const message = `symbol '${clip(token)}' at ${cellLabel(r, c)} means ${v}, larger than the board size ${n}`;
        return fail({ code: 'VALUE_TOO_LARGE', field: 'rows', message, row: r, col: c });
      }
      cells[r * n + c] = v;
    }
  }
  return { ok: true, value: { shape: shape.value, cells } };
}
