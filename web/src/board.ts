// Board helpers for the page: the engine's own rules (symbols, conflicts, peers, units, parsing)
// through its doors (index.ts, codec.ts), in the page's shapes (plain arrays and cell indices), plus key-to-value decoding.
// Conflicts paint on every keystroke without a round trip; the server's `validate` confirms them.
import { formatCells, parseBoardText, symbolFor as engineSymbol } from '../../src/engine/codec.js';
import { candidates as engineCandidates, findConflicts as engineConflicts, geometryOf, type Shape } from '../../src/engine/index.js';

export type { Shape };

/** A value's symbol ('' for an empty cell): 1–9, then A… for 10… */
export const symbolFor = (value: number): string => (value > 0 ? engineSymbol(value) : '');

/** The `cells` string the API accepts: '.' for empty, letters above 9. */
export const toCellsString = (cells: readonly number[]): string => formatCells(cells);

const board = (cells: readonly number[], shape: Shape) => ({ shape, cells: Uint8Array.from(cells) });

/** Indices of every filled cell that shares a row, column or box with an equal value. */
export function findConflicts(cells: readonly number[], shape: Shape): Set<number> {
  return new Set(engineConflicts(board(cells, shape)).map((c) => c.row * shape.size + c.col));
}

/** Every cell's candidates (the values no peer holds), [] for a filled cell. */
export function candidatesOf(cells: readonly number[], shape: Shape): number[][] {
  const out: number[][] = cells.map(() => []);
  for (const c of engineCandidates(board(cells, shape))) out[c.row * shape.size + c.col] = [...c.values];
  return out;
}

/** For each cell, the other cells of its row, column and box (each once). */
export function peersOf(shape: Shape): number[][] {
  const g = geometryOf(shape);
  return Array.from({ length: g.cellCount }, (_, i) => [...g.peers.subarray(i * g.peerCount, (i + 1) * g.peerCount)]);
}

/** The cells of a unit: rows, columns and boxes by kind and 0-based index (boxes row-major). */
export function unitCells(shape: Shape, kind: 'ROW' | 'COLUMN' | 'BOX', index: number): number[] {
  const g = geometryOf(shape);
  const u = (kind === 'ROW' ? 0 : kind === 'COLUMN' ? g.size : 2 * g.size) + index;
  return [...g.units.subarray(u * g.size, (u + 1) * g.size)];
}

/** The box of every cell (the regions whose borders are drawn thick). */
export const boxesOf = (shape: Shape): Int32Array => geometryOf(shape).boxOf;

/** The cells string parsed back ('.', '0' empty; letters above 9); null when it is no board of size n. */
export function parseCellsString(text: string, n: number): number[] | null {
  const r = parseBoardText(text);
  return r.ok && r.value.shape.size === n ? [...r.value.cells] : null;
}

/** How long a first digit waits for a second one to form a two-digit number (10–25). */
export const TWO_DIGIT_WINDOW_MS = 1000;

export interface PendingDigit {
  readonly cell: number;
  readonly digit: number;
  readonly at: number;
}

export type KeyResult = { kind: 'set'; value: number; pending?: PendingDigit } | { kind: 'clear' } | { kind: 'ignore' };

/**
 * Decodes one key press in a cell of an N×N board.
 * - '1'–'9' set that value. On boards with N ≥ 10 a digit typed within TWO_DIGIT_WINDOW_MS after
 *   a digit in the same cell joins it when the two-digit number fits (1 then 2 → 12); otherwise it
 *   starts over. '0' only ever completes a two-digit number (1 then 0 → 10).
 * - Letters A.. (either case) set 10.. up to N. Backspace/Delete clear. Everything else is ignored.
 */
export function decodeKey(key: string, n: number, cell: number, now: number, pending: PendingDigit | null): KeyResult {
  if (key === 'Backspace' || key === 'Delete') return { kind: 'clear' };
  if (/^[0-9]$/.test(key)) {
    const d = Number(key);
    if (n >= 10 && pending && pending.cell === cell && now - pending.at <= TWO_DIGIT_WINDOW_MS) {
      const joined = pending.digit * 10 + d;
      if (joined <= n) return { kind: 'set', value: joined };
    }
    if (d === 0 || d > n) return { kind: 'ignore' };
    const canJoin = n >= 10 && d * 10 <= n;
    return canJoin ? { kind: 'set', value: d, pending: { cell, digit: d, at: now } } : { kind: 'set', value: d };
  }
  if (/^[a-zA-Z]$/.test(key)) {
    const v = key.toUpperCase().charCodeAt(0) - 55;
    return v >= 10 && v <= n ? { kind: 'set', value: v } : { kind: 'ignore' };
  }
  return { kind: 'ignore' };
}
