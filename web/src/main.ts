// The page's start and wiring. Every server call is async and only marks its own button busy, so
// the board stays editable while a request runs; answers for a board that changed meanwhile are
// dropped rather than applied to the wrong position. When the server cannot be reached, the engine
// in a Web Worker (local.ts) answers generate, fill notes, hint, check, solve and the finish, and
// finishes wait in the outbox (player.ts) until the network is back. The parts: app.ts (what they
// share), view.ts (painting), play.ts (moves), hints.ts, checks.ts, finish.ts, puzzles.ts,
// path.ts, sharing.ts, paste.ts, controls.ts, mine.ts (the player's panel).
import { STANDARD_SHAPES } from '../../src/engine/index.js';
import { gql, Q, type Level } from './api.js';
import { $, button, hooks, mayLeave, s, say, shared } from './app.js';
import { check, fillNotes, solve } from './checks.js';
import { closeMenu, setPen, wireMenu, wirePens, wireView } from './controls.js';
import { sendFinishes } from './finish.js';
import type { Technique } from './generated/graphql.js';
import { applyStep, dismissStep, hint, reveal } from './hints.js';
import { warmLocal } from './local.js';
import { openFromList, refreshPlayer } from './mine.js';
import { paste } from './paste.js';
import { clearEntries, erase, input, undoRedo } from './play.js';
import { closePath, openPath, pathMove } from './path.js';
import { emptyBoard, generatePuzzle, openDaily, openLocal, openStored, sameLevel, showSizes, sizeChosen } from './puzzles.js';
import { openShared, wireShare } from './sharing.js';
import { wireVariants } from './variants-menu.js';
import { currentKey, loadGame, LOCAL_KEY } from './store.js';
import { paint, showReadout, watchHeader } from './view.js';
import './base.css';
import './board.css';
import './panel.css';

hooks.paint = paint;
hooks.input = input;
hooks.selected = showReadout;
hooks.penKey = (pen) => setPen(pen === 'flip' ? (s.pen === 'value' ? 'centre' : 'value') : pen);
openFromList.run = (id) => void openStored(id);

/** The standard shapes, for a page that opens without the server (offline). */
const OFFLINE_SIZES = STANDARD_SHAPES.map(({ size, boxRows, boxCols }) => ({ id: `${size}x${size}`, size, boxRows, boxCols }));

async function start(): Promise<void> {
  const key = currentKey();
  const sharedLink = location.hash.startsWith('#s=') ? location.hash.slice(3) : null;
  openLocal(
    { size: 9, boxRows: 3, boxCols: 3 },
    new Array<number>(81).fill(0),
    'Empty board: type a puzzle or generate one.',
    sharedLink ? null : loadGame(LOCAL_KEY),
  );
  const res = await gql(Q.sizes);
  shared.sizes = res.ok ? res.data.boardSizes : OFFLINE_SIZES;
  showSizes();
  if (sharedLink) await openShared(sharedLink);
  else if (key && key !== LOCAL_KEY) await openStored(key, false);
  else if (!res.ok) say('Offline: the engine in this browser generates, checks and hints.');
  else say(s.game.hasWork() ? 'Your board is back where you left it.' : 'Pick a size and a level for a new puzzle, or type your own.');
  void refreshPlayer();
  void sendFinishes();
  warmLocal();
}

$<HTMLSelectElement>('size').addEventListener('change', async () => {
  const x = sizeChosen();
  if (!x || !(await mayLeave())) return showSizes();
  emptyBoard(x);
});
document.addEventListener('keydown', (e) => {
  if ((e.target as HTMLElement).closest('textarea, input, dialog, select')) return;
  if (!(e.ctrlKey || e.metaKey)) return;
  const k = e.key.toLowerCase();
  if (k === 'z' || k === 'y') {
    e.preventDefault();
    undoRedo(k === 'y' || e.shiftKey);
  }
});
for (const b of document.querySelectorAll<HTMLButtonElement>('[data-difficulty]')) {
  b.addEventListener('click', () => void generatePuzzle(b.dataset.difficulty as Level, b));
}
button('practice').addEventListener('click', () => {
  const [technique, level] = $<HTMLSelectElement>('practice-technique').value.split(':');
  void generatePuzzle((level ?? 'HARD') as Level, button('practice'), technique as Technique);
});
button('daily').addEventListener('click', () => void openDaily(button('daily')));
button('paste-open').addEventListener('click', () => {
  closeMenu();
  void paste();
});
button('hint').addEventListener('click', hint);
button('check').addEventListener('click', check);
button('solve').addEventListener('click', () => void solve());
button('clear').addEventListener('click', () => {
  if (clearEntries()) say('Your entries were cleared (Undo brings them back).');
});
button('erase').addEventListener('click', erase);
button('undo').addEventListener('click', () => undoRedo(false));
button('redo').addEventListener('click', () => undoRedo(true));
button('fill-notes').addEventListener('click', fillNotes);
button('step-reveal').addEventListener('click', reveal);
button('step-apply').addEventListener('click', applyStep);
button('step-close').addEventListener('click', dismissStep);
button('finish-new').addEventListener('click', () => void generatePuzzle(sameLevel(), button('finish-new')));
button('finish-path').addEventListener('click', () => void openPath());
button('path-open').addEventListener('click', () => void openPath());
button('path-prev').addEventListener('click', () => pathMove(-1));
button('path-next').addEventListener('click', () => pathMove(1));
button('path-close').addEventListener('click', closePath);
// Learn (learn.ts) loads on first use: it carries the engine's technique table.
button('learn-open').addEventListener('click', () => void import('./learn.js').then((m) => m.openLearn()));
wireMenu();
wireVariants();
wirePens();
wireView();
watchHeader();
wireShare();
window.addEventListener('online', () => {
  say('Back online.');
  void sendFinishes();
});
window.addEventListener('offline', () => say('Offline: the engine in this browser answers hints, checks and new puzzles.'));
window.addEventListener('hashchange', () => {
  if (location.hash.startsWith('#s=')) void mayLeave().then((ok) => ok && openShared(location.hash.slice(3)));
});
// The build has /sw.js (vite.config.ts writes it); under `vite` (dev) it is missing and registering fails quietly.
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
void start();
