// A game's move log: what the player did, in order (values, marks, hints, undo and redo), as the
// client records it and submitSolution takes it. The text form, one move per token (tokens apart
// by spaces or ';'), cells named as in every explanation (rNcM, 1-based):
//   r1c2=5            a value placed (r1c2=0 clears); r1c2=5,r3c4=0 several cells in one move
//   ?r1c2=5  ?        a hint taken: the value it placed, or none (it only removed marks)
//   ~r1c2=5  ~        marks changed (what changed is optional: the review reads values only)
//   <  >              undo and redo of the last move (a new move clears what redo would bring back)
//   …@31500           any move may end with the milliseconds since the game started
// Every move the player can take back is in the log, so that an undo takes back the right one.
// parseMoves checks the text (bounded, every cell and value on the board), replayMoves the log
// against the givens (no given overwritten, nothing undone that was not done); each failure names
// the move by its index and says why.
import type { Board } from '../types.js';

/** One cell's value in a move: row and col 0-based, value 1..N, 0 = cleared (a mark's value for MARK). */
export interface CellChange {
  readonly row: number;
  readonly col: number;
  readonly value: number;
}

export type MoveKind = 'PLACE' | 'HINT' | 'MARK' | 'UNDO' | 'REDO';

export interface Move {
  readonly kind: MoveKind;
  /** PLACE: the values set; HINT: what the hint placed (empty: marks only); MARK: the marks changed (may be empty). */
  readonly changes: readonly CellChange[];
  /** Milliseconds since the game started, when the client recorded it. */
  readonly atMs?: number;
}

/** The longest log taken, in characters and in moves: a 25×25 game with every mark is well inside. */
export const MAX_MOVE_LOG_CHARS = 65_536;
export const MAX_MOVES = 8_192;
/** A week, as submitSolution's claimed time. */
const MAX_AT_MS = 7 * 24 * 3600 * 1000;

/** A log that cannot be read or replayed: the move (0-based index; -1 the log as a whole) and why. */
export interface MoveLogError {
  readonly index: number;
  readonly reason: string;
}

export type MovesOutcome = { readonly ok: true; readonly moves: readonly Move[] } | { readonly ok: false; readonly error: MoveLogError };

const ASSIGN = /^r(\d{1,2})c(\d{1,2})=(\d{1,2})$/;
const TOKEN = /^([?~<>]?)([^@]*)(?:@(\d{1,9}))?$/;

/** Reads a move log for an N×N board. */
export function parseMoves(text: string, size: number): MovesOutcome {
  const fail = (index: number, reason: string): MovesOutcome => ({ ok: false, error: { index, reason } });
  if (text.length > MAX_MOVE_LOG_CHARS) return fail(-1, `at most ${MAX_MOVE_LOG_CHARS} characters, got ${text.length}`);
  const tokens = text.split(/[\s;]+/).filter((t) => t !== '');
  if (tokens.length > MAX_MOVES) return fail(-1, `at most ${MAX_MOVES} moves, got ${tokens.length}`);
  const moves: Move[] = [];
  let last = 0;
  for (let k = 0; k < tokens.length; k++) {
    const m = TOKEN.exec(tokens[k]);
    if (m === null) return fail(k, `'${tokens[k].slice(0, 24)}' is not a move`);
    const [, prefix, body, at] = m;
    const atMs = at === undefined ? undefined : Number(at);
    if (atMs !== undefined) {
      if (atMs > MAX_AT_MS) return fail(k, `@${atMs} is past a week`);
      if (atMs < last) return fail(k, `@${atMs} is before the move before it (@${last})`);
      last = atMs;
    }
    const timed = atMs === undefined ? {} : { atMs };
    if (prefix === '<' || prefix === '>') {
      if (body !== '') return fail(k, `${prefix === '<' ? 'undo' : 'redo'} takes no cells`);
      moves.push({ kind: prefix === '<' ? 'UNDO' : 'REDO', changes: [], ...timed });
      continue;
    }
    const kind: MoveKind = prefix === '?' ? 'HINT' : prefix === '~' ? 'MARK' : 'PLACE';
    const changes: CellChange[] = [];
    if (body !== '') {
      const parts = body.split(',');
      if (parts.length > size * size) return fail(k, `more than ${size * size} cells in one move`);
      for (const part of parts) {
        const a = ASSIGN.exec(part);
        if (a === null) return fail(k, `'${part.slice(0, 16)}' is not rNcM=V`);
        const row = Number(a[1]) - 1;
        const col = Number(a[2]) - 1;
        const value = Number(a[3]);
        if (row < 0 || row >= size || col < 0 || col >= size) return fail(k, `${part} is off the ${size}×${size} board`);
        if (value > size || (value === 0 && kind !== 'PLACE'))
          return fail(k, `${part}: the value must be 1..${size}${kind === 'PLACE' ? ' or 0' : ''}`);
        changes.push({ row, col, value });
      }
    } else if (kind === 'PLACE') return fail(k, 'an empty move');
    if (kind === 'HINT' && changes.length > 1) return fail(k, 'a hint places one value at most');
    moves.push({ kind, changes, ...timed });
  }
  return { ok: true, moves };
}

/** The text form of a log (parseMoves reads it back to the same moves). */
export function formatMoves(moves: readonly Move[]): string {
  return moves
    .map((m) => {
      const at = m.atMs === undefined ? '' : `@${m.atMs}`;
      if (m.kind === 'UNDO') return `<${at}`;
      if (m.kind === 'REDO') return `>${at}`;
      const prefix = m.kind === 'HINT' ? '?' : m.kind === 'MARK' ? '~' : '';
      return `${prefix}${m.changes.map((c) => `r${c.row + 1}c${c.col + 1}=${c.value}`).join(',')}${at}`;
    })
    .join(' ');
}

/** One value a move set in a cell, and the move that took it away again (null: it stayed to the end). */
export interface ValueEvent {
  readonly move: number;
  readonly cell: number;
  readonly value: number;
  /** Set by a hint. */
  readonly hint: boolean;
  /** The value the cell held before. */
  readonly before: number;
  /** The move that changed the cell again (undo, erase, another value); null: it stayed. */
  undoneAt: number | null;
}

export interface Replay {
  /** The board's values after every move. */
  readonly values: Uint8Array;
  /** Every value set (PLACE, HINT, or brought back by REDO), in order. */
  readonly events: readonly ValueEvent[];
  /** The board's values just before each move (index k: before move k), for the moves that set values. */
  readonly before: ReadonlyMap<number, Uint8Array>;
}

export type ReplayOutcome = { readonly ok: true; readonly replay: Replay } | { readonly ok: false; readonly error: MoveLogError };

/**
 * Plays the log from the givens. A move that writes a given, an undo with nothing to undo or a
 * redo with nothing to redo is refused. Undo and redo act as the page's do: one move, all its cells.
 */
export function replayMoves(board: Board, moves: readonly Move[]): ReplayOutcome {
  const n = board.shape.size;
  const values = board.cells.slice();
  type Change = { cell: number; from: number; to: number };
  const undo: { changes: Change[]; move: number }[] = [];
  const redo: { changes: Change[]; move: number }[] = [];
  const events: ValueEvent[] = [];
  const before = new Map<number, Uint8Array>();
  // The event whose value each cell holds now (to mark it undone when the cell changes).
  const holder: (ValueEvent | null)[] = new Array(values.length).fill(null);
  const write = (k: number, cell: number, to: number, hint: boolean) => {
    const from = values[cell];
    if (from === to) return;
    const held = holder[cell];
    if (held !== null && held.undoneAt === null) held.undoneAt = k;
    holder[cell] = null;
    values[cell] = to;
    if (to !== 0) {
      const e: ValueEvent = { move: k, cell, value: to, hint, before: from, undoneAt: null };
      events.push(e);
      holder[cell] = e;
    }
  };
  for (let k = 0; k < moves.length; k++) {
    const m = moves[k];
    if (m.kind === 'UNDO' || m.kind === 'REDO') {
      const from = m.kind === 'UNDO' ? undo : redo;
      const step = from.pop();
      if (step === undefined) return { ok: false, error: { index: k, reason: `nothing to ${m.kind === 'UNDO' ? 'undo' : 'redo'}` } };
      (m.kind === 'UNDO' ? redo : undo).push(step);
      if (step.changes.some((c) => (m.kind === 'UNDO' ? c.from : c.to) !== 0)) before.set(k, values.slice());
      const changes = m.kind === 'UNDO' ? [...step.changes].reverse() : step.changes;
      const hint = moves[step.move].kind === 'HINT';
      for (const c of changes) write(k, c.cell, m.kind === 'UNDO' ? c.from : c.to, hint);
      continue;
    }
    const changes: Change[] = [];
    if (m.kind !== 'MARK') {
      for (const c of m.changes) {
        const cell = c.row * n + c.col;
        if (board.cells[cell] !== 0) return { ok: false, error: { index: k, reason: `r${c.row + 1}c${c.col + 1} is a given` } };
      }
      if (m.changes.some((c) => c.value !== 0)) before.set(k, values.slice());
      for (const c of m.changes) {
        const cell = c.row * n + c.col;
        changes.push({ cell, from: values[cell], to: c.value });
        write(k, cell, c.value, m.kind === 'HINT');
      }
    }
    undo.push({ changes, move: k });
    redo.length = 0;
  }
  return { ok: true, replay: { values, events, before } };
}
