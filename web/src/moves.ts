// The game's move log, as submitSolution takes it (schema.graphql, `moves`; the engine's
// review/moves.ts reads it): every edit of the player's is one token. A token is the values that
// edit changed (`r1c2=5`, `r1c2=0` cleared, `r1c2=5,r3c4=0` several cells), `?` before it when a
// hint placed them, `~` alone when only marks or colours changed; each ends `@ms`, the game's clock.
// An undo is logged as the values it brought back (the review counts a value taken back by any
// move alike), so the log needs no copy of the undo history. It is kept per game in localStorage,
// so a game reopened later goes on with its log; the values before an edit are the log replayed
// from the givens, so a log that lost moves (an older save) still ends at the board: the first
// edit after it carries every value it lacked.
import { s } from './app.js';

const PREFIX = 'sudoku:moves:';
/** The server's bounds (engine MAX_MOVE_LOG_CHARS, MAX_MOVES): past them the finish goes without its log. */
const MAX_CHARS = 65_536;
const MAX_MOVES = 8_192;

interface StoredLog {
  givens: string;
  moves: string[];
}

let hintNext = false;

/** The next edit is a hint's (Apply). */
export function markHintMove(): void {
  hintNext = true;
}

const givensKey = (): string => s.game.givens.join(',');

function load(key: string): StoredLog {
  try {
    const log = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as StoredLog | null;
    if (log && log.givens === givensKey() && Array.isArray(log.moves)) return log;
  } catch {
    /* a broken entry: start again */
  }
  return { givens: givensKey(), moves: [] };
}

function store(key: string, log: StoredLog): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(log));
  } catch {
    /* storage full or disabled: the finish goes without its log */
  }
}

/** The values the log leads to from the givens. */
export function replay(givens: readonly number[], moves: readonly string[], size: number): number[] {
  const values = [...givens];
  for (const m of moves) {
    if (m.startsWith('~')) continue;
    const body = m.replace(/^\?/, '').replace(/@\d+$/, '');
    if (body === '') continue;
    for (const part of body.split(',')) {
      const a = /^r(\d+)c(\d+)=(\d+)$/.exec(part);
      if (a) values[(Number(a[1]) - 1) * size + Number(a[2]) - 1] = Number(a[3]);
    }
  }
  return values;
}

/** Records the edit just made (call after the game changed, before anything else reads the log). */
export function recordMove(): void {
  if (s.finished !== null || !s.game.givens.some((g) => g !== 0)) return;
  const log = load(s.key);
  const n = s.shape.size;
  const before = replay(s.game.givens, log.moves, n);
  const now = s.game.cells();
  const changed: string[] = [];
  now.forEach((v, i) => {
    if (v !== before[i]) changed.push(`r${Math.floor(i / n) + 1}c${(i % n) + 1}=${v}`);
  });
  const at = `@${Math.round(s.timer.elapsed())}`;
  log.moves.push(changed.length ? `${hintNext ? '?' : ''}${changed.join(',')}${at}` : `${hintNext ? '?' : '~'}${at}`);
  hintNext = false;
  store(s.key, log);
}

/** The log to send with the finish: null when it does not lead to `cells` or is past the bounds. */
export function movesForFinish(cells: readonly number[]): string | null {
  const log = load(s.key);
  const text = log.moves.join(' ');
  const ends = replay(s.game.givens, log.moves, s.shape.size).every((v, i) => v === cells[i]);
  return ends && text.length <= MAX_CHARS && log.moves.length <= MAX_MOVES ? text : null;
}

/** Forgets a game's log once the server has it. */
export function dropMoves(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    /* nothing kept */
  }
}
