// Progress kept in this browser: one entry per stored puzzle (and one for a typed or pasted board),
// plus which game was open last, so a reload comes back to it. Storage may be full or disabled:
// every call degrades to "nothing saved" instead of failing the page.
import type { GameData } from './game.js';

export interface SavedGame {
  game: GameData;
  elapsedMs: number;
  hintsUsed: number;
  /** 'player' once finished by hand, 'engine' after Solve instantly; null while playing. */
  finished: 'player' | 'engine' | null;
  /** The line shown above the board. */
  info: string;
  /** The server's game (startGame) that times this puzzle for this player, when there is one. */
  gameId?: string | null;
  /** The puzzle's logic rating as the finish summary shows it ("Medium 2.6 (Pointing)"). */
  rating?: string | null;
  /** The UTC date when this is a daily puzzle. */
  daily?: string | null;
  /** The level it was generated at (the finish's "new puzzle" asks for the same). */
  level?: string | null;
}

const PREFIX = 'sudoku:game:';
const CURRENT = 'sudoku:current';
/** The key of a board that is not a stored puzzle (typed in or pasted). */
export const LOCAL_KEY = 'local';

export function saveGame(key: string, saved: SavedGame): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(saved));
  } catch {
    /* quota or privacy mode: the game still plays, it just is not kept */
  }
}

export function loadGame(key: string): SavedGame | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as SavedGame) : null;
  } catch {
    return null;
  }
}

export function currentKey(): string | null {
  try {
    return localStorage.getItem(CURRENT);
  } catch {
    return null;
  }
}

export function setCurrent(key: string): void {
  try {
    localStorage.setItem(CURRENT, key);
  } catch {
    /* see saveGame */
  }
}

export function setting(name: string): string | null {
  try {
    return localStorage.getItem('sudoku:setting:' + name);
  } catch {
    return null;
  }
}

export function setSetting(name: string, value: string): void {
  try {
    localStorage.setItem('sudoku:setting:' + name, value);
  } catch {
    /* see saveGame */
  }
}
