// The browser's anonymous player: a random id made once and kept in localStorage (no account).
// It is a secret bearer token: whoever holds it can read that player's finishes and statistics,
// so it is sent only in request bodies to our own server and never shown or put in a share link.
// The outbox keeps finishes the server has not acknowledged yet (made offline, or while the server
// was unreachable); each is sent until the server answers, and submitSolution is idempotent per
// game, so a retry after a lost answer is still stored once.
const ID_KEY = 'sudoku:player';
const OUTBOX_KEY = 'sudoku:outbox';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 24 URL-safe characters from crypto.getRandomValues: 144 random bits. */
export function newPlayerId(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => ALPHABET[b & 63]).join('');
}

export function playerId(): string {
  try {
    const known = localStorage.getItem(ID_KEY);
    if (known && /^[A-Za-z0-9_-]{22,}$/.test(known)) return known;
    const id = newPlayerId();
    localStorage.setItem(ID_KEY, id);
    return id;
  } catch {
    return newPlayerId();
  }
}

export interface PendingFinish {
  gameId: string;
  puzzleId: string;
  cells: string;
  hintsUsed: number;
  claimedElapsedMs: number;
  /** The game's move log (moves.ts); null: sent without one. */
  moves?: string | null;
}

export function outbox(): PendingFinish[] {
  try {
    const list = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as PendingFinish[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function write(list: PendingFinish[]): void {
  try {
    localStorage.setItem(OUTBOX_KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled: the finish is sent now or not at all */
  }
}

/** Queues a finish (once per game). */
export function queueFinish(f: PendingFinish): void {
  write([...outbox().filter((x) => x.gameId !== f.gameId), f]);
}

export function dropFinish(gameId: string): void {
  write(outbox().filter((x) => x.gameId !== gameId));
}
