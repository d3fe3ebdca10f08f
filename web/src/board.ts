// Board helpers for the page: the engine's own rules (symbols, conflicts, peers, units, parsing)
// through its doors (index.ts, codec.ts), in the page's shapes (plain arrays and cell indices), plus key-to-value decoding.
// Conflicts paint on every keystroke without a round trip; the server's `validate` confirms them.
import { checkRules, formatCells, parseBoardText, symbolFor as engineSymbol } from '../../src/engine/codec.js';
import {
  candidates as engineCandidates,
  findConflicts as engineConflicts,
  geometryOf,
  type Rule,
  type Shape,
} from '../../src/engine/index.js';

export type { Rule, Shape };

/** A value's symbol ('' for an empty cell): 1–9, then A… for 10… */
export const symbolFor = (value: number): string => (value > 0 ? engineSymbol(value) : '');

/** The `cells` string the API accepts: '.' for empty, letters above 9. */
export const toCellsString = (cells: readonly number[]): string => formatCells(cells);

/** The engine's board; `rules` stays the same array, so the engine's compiled rules are reused. */
const board = (cells: readonly number[], shape: Shape, rules: readonly Rule[] = []) => ({
  shape,
  cells: Uint8Array.from(cells),
  ...(rules.length ? { rules } : {}),
});

/** Whether `rules` are rules the engine plays on `shape` (a save or a link may hold anything). */
export const rulesFit = (shape: Shape, rules: unknown): rules is Rule[] => Array.isArray(rules) && checkRules(shape, rules).ok;

/** Indices of every filled cell that shares a row, column or box (or breaks a rule) with an equal value. */
export function findConflicts(cells: readonly number[], shape: Shape, rules: readonly Rule[] = []): Set<number> {
  return conflictsOf(cells, shape, rules).cells;
}

/**
 * The clashing cells, for each broken rule (its index in `rules`) the cells that break it, and
 * whether a box (a jigsaw's region, on a jigsaw) holds a value twice.
 */
export function conflictsOf(
  cells: readonly number[],
  shape: Shape,
  rules: readonly Rule[],
): { cells: Set<number>; rules: Map<number, number[]>; boxes: boolean } {
  const out = { cells: new Set<number>(), rules: new Map<number, number[]>(), boxes: false };
  for (const c of engineConflicts(board(cells, shape, rules))) {
    const i = c.row * shape.size + c.col;
    out.cells.add(i);
    if (c.units.includes('BOX')) out.boxes = true;
    for (const r of c.rules ?? []) out.rules.set(r, [...(out.rules.get(r) ?? []), i]);
  }
  return out;
}

/** Every cell's candidates (the values no peer holds and no rule forbids), [] for a filled cell. */
export function candidatesOf(cells: readonly number[], shape: Shape, rules: readonly Rule[] = []): number[][] {
  const out: number[][] = cells.map(() => []);
  for (const c of engineCandidates(board(cells, shape, rules))) out[c.row * shape.size + c.col] = [...c.values];
  return out;
}

/**
 * The cells that may not hold v once cell i holds it: its peers, and on a board with rules every
 * cell a rule then forbids v (its jigsaw region, diagonals, cage, a knight's move away…), as the
 * engine's candidates say. A placed value leaves these cells' marks. Computed once per (cell, value).
 */
export function seenBy(shape: Shape, rules: readonly Rule[]): (i: number, v: number) => readonly number[] {
  if (rules.length === 0) {
    const peers = peersOf(shape);
    return (i) => peers[i]!;
  }
  const n = shape.size;
  const memo = new Map<number, number[]>();
  return (i, v) => {
    const key = i * (n + 1) + v;
    let out = memo.get(key);
    if (!out) {
      const cells = new Array<number>(n * n).fill(0);
      cells[i] = v;
      const cands = candidatesOf(cells, shape, rules);
      out = cands.flatMap((c, j) => (j !== i && !c.includes(v) ? [j] : []));
      memo.set(key, out);
    }
    return out;
  };
}

/** For each cell, the other cells of its row, column and box (each once). */
export function peersOf(shape: Shape): number[][] {
  const g = geometryOf(shape);
  return Array.from({ length: g.cellCount }, (_, i) => [...g.peers.subarray(i * g.peerCount, (i + 1) * g.peerCount)]);
}

/**
 * The cells of a unit: rows, columns and boxes by kind and 0-based index (boxes row-major); with a
 * jigsaw's region map, BOX k is region k.
 */
export function unitCells(shape: Shape, kind: 'ROW' | 'COLUMN' | 'BOX', index: number, regions: readonly number[] | null = null): number[] {
  if (kind === 'BOX' && regions) return regions.flatMap((r, i) => (r === index ? [i] : []));
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
