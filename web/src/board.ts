// Pure board logic for the page: symbols, key-to-value decoding and live conflict detection.
// It mirrors the engine's rules so the page can paint conflicts on every keystroke without a
// round trip; the server's `validate` stays the authority and confirms them.

export interface Shape {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
}

export function symbolFor(value: number): string {
  if (value <= 0) return '';
  return value <= 9 ? String(value) : String.fromCharCode(55 + value); // 10 → 'A'
}

/** The `cells` string the API accepts: '.' for empty, letters above 9. */
export function toCellsString(cells: readonly number[]): string {
  return cells.map((v) => (v === 0 ? '.' : symbolFor(v))).join('');
}

/** Indices of every filled cell that shares a row, column or box with an equal value. */
export function findConflicts(cells: readonly number[], shape: Shape): Set<number> {
  const n = shape.size;
  const bad = new Set<number>();
  const scan = (indices: number[]): void => {
    const seen = new Map<number, number>();
    for (const i of indices) {
      const v = cells[i];
      if (!v) continue;
      const first = seen.get(v);
      if (first === undefined) seen.set(v, i);
      else {
        bad.add(first);
        bad.add(i);
      }
    }
  };
  for (let r = 0; r < n; r++) scan(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) scan(Array.from({ length: n }, (_, r) => r * n + c));
  for (let br = 0; br < n; br += shape.boxRows) {
    for (let bc = 0; bc < n; bc += shape.boxCols) {
      const box: number[] = [];
      for (let r = br; r < br + shape.boxRows; r++) {
        for (let c = bc; c < bc + shape.boxCols; c++) box.push(r * n + c);
      }
      scan(box);
    }
  }
  return bad;
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

/** For each cell, the other cells of its row, column and box (each once). */
export function peersOf(shape: Shape): number[][] {
  const n = shape.size;
  const out: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const br = r - (r % shape.boxRows);
    const bc = c - (c % shape.boxCols);
    const set = new Set<number>();
    for (let k = 0; k < n; k++) {
      set.add(r * n + k);
      set.add(k * n + c);
    }
    for (let rr = br; rr < br + shape.boxRows; rr++) for (let cc = bc; cc < bc + shape.boxCols; cc++) set.add(rr * n + cc);
    set.delete(i);
    out.push([...set]);
  }
  return out;
}

/** The cells string parsed back: '.', '0' and spaces-free symbols; null when a symbol is not 1..n. */
export function parseCellsString(text: string, n: number): number[] | null {
  const out: number[] = [];
  for (const ch of text.toUpperCase()) {
    const v = ch === '.' || ch === '0' ? 0 : /[1-9]/.test(ch) ? Number(ch) : /[A-P]/.test(ch) ? ch.charCodeAt(0) - 55 : -1;
    if (v < 0 || v > n) return null;
    out.push(v);
  }
  return out.length === n * n ? out : null;
}
