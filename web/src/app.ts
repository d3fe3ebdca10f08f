// What every part of the page shares: the board view, the game on screen, the overlay, the player,
// the status line, busy buttons and the "leave this game?" question. The parts (play, hints,
// checks, puzzles, path, share, paste, menu) import from here; main.ts wires them together.
import type { GqlError, GqlResult, PlayerStats } from './api.js';
import { confirmDiscard } from './dialogs.js';
import type { SizesQuery } from './generated/graphql.js';
import { Grid, type Pen } from './grid.js';
import { Overlay } from './layers.js';
import { playerId } from './player.js';
import { Session } from './session.js';
import { plainError } from './words.js';

export const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
export const button = (id: string): HTMLButtonElement => $<HTMLButtonElement>(id);

/** Late-bound actions, so the shared objects below can call parts that import them. */
export const hooks = {
  paint: (): void => undefined,
  input: (_cells: number[], _value: number, _joins: boolean): void => undefined,
  selected: (): void => undefined,
  penKey: (_pen: Pen | 'flip'): void => undefined,
};

export const overlay = new Overlay($('board'));
export const grid = new Grid(
  $('grid'),
  $('keypad'),
  {
    onInput: (cells, v, joins) => hooks.input(cells, v, joins),
    onSelect: () => hooks.selected(),
    onPenKey: (pen) => hooks.penKey(pen),
  },
  overlay,
);
export const s = new Session(grid, $('timer'), () => hooks.paint());
export const player = playerId();

export const shared = {
  /** The shapes the size chooser offers (the API's, or the standard ones offline). */
  sizes: [] as SizesQuery['boardSizes'],
  stats: null as PlayerStats | null,
};

export const paint = (): void => hooks.paint();

// ---- Status line: one sentence, cleared when it no longer describes the board ----

export type Tone = 'info' | 'ok' | 'error';
const status = $('status');
const statusAction = button('status-action');
let clearAt: ReturnType<typeof setTimeout> | undefined;
let onAction: (() => unknown) | null = null;
statusAction.addEventListener('click', () => {
  const run = onAction;
  say('');
  run?.();
});

/** How long good news stays: long enough to read, never into the next move. */
const NEWS_MS = 8000;

/**
 * Shows one sentence. Info and good news clear themselves after a few seconds and on the next move
 * on the board; an error stays until the next move or message. `action` adds one button ("Practise
 * Naked pair instead").
 */
export function say(text: string, tone: Tone = 'info', action?: { label: string; run: () => unknown }): void {
  status.textContent = text;
  status.dataset.tone = tone;
  onAction = action?.run ?? null;
  statusAction.hidden = !action;
  statusAction.textContent = action?.label ?? '';
  clearTimeout(clearAt);
  if (text && tone !== 'error' && !action) clearAt = setTimeout(() => say(''), NEWS_MS);
}

/** The status line no longer applies (the player moved on). */
export function settleStatus(): void {
  if (status.textContent) say('');
}

// ---- Requests ----

export function setBusy(btn: HTMLButtonElement, busy: boolean): void {
  btn.classList.toggle('busy', busy);
  if (busy) btn.setAttribute('aria-busy', 'true');
  else btn.removeAttribute('aria-busy');
}

export const isBusy = (btn: HTMLButtonElement): boolean => btn.classList.contains('busy');

/** Runs one request for the current board; drops the answer if the board changed meanwhile. */
export async function forBoard<T>(
  btn: HTMLButtonElement,
  run: () => Promise<GqlResult<T>>,
  apply: (data: T) => void,
  onError?: (e: GqlError) => boolean,
): Promise<void> {
  if (isBusy(btn)) return;
  const version = s.version;
  setBusy(btn, true);
  paint();
  const res = await run();
  setBusy(btn, false);
  paint();
  if (version !== s.version) return say('The board changed while the server was answering; try again.');
  if (!res.ok) {
    if (!onError?.(res.error)) say(plainError(res.error), 'error');
    return;
  }
  apply(res.data);
}

export const fail = (code: string, message: string): GqlResult<never> => ({ ok: false, error: { code, message, extensions: {} } });

/** Asks before setting unfinished work aside; true when it is fine to go on. */
export function mayLeave(): Promise<boolean> {
  if (!s.unfinishedWork()) return Promise.resolve(true);
  return s.puzzleId
    ? confirmDiscard(
        'Leave this unfinished game? Its progress stays saved in this browser: open it from your puzzles to go on.',
        'Leave game',
      )
    : confirmDiscard('Discard your board? What you typed on it will be lost.', 'Discard');
}
