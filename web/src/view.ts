// Painting the page from the game on screen: the board and its overlay, which buttons are
// available, the sheet (hint, solution path or finish: beside the board on wide screens, a sheet
// at the bottom of a phone's screen that keeps the board in view), the cell readout, the conflict
// note and the puzzle line.
import { $, button, grid, isBusy, overlay, s, shared } from './app.js';
import { symbolFor } from './board.js';
import { formatTime, hintsText } from './format.js';
import type { Pen } from './grid.js';
import { svg } from './layers.js';
import { outlinePath } from './outline.js';
import { areaOf } from './session.js';
import { brokenNote, paintRules } from './variant-view.js';
import { cellName, plural } from './words.js';

const penButtons: Record<Pen, HTMLButtonElement> = {
  value: button('pen-value'),
  centre: button('notes'),
  corner: button('pen-corner'),
  colour: button('pen-colour'),
};
export { penButtons };

const [hintBtn, checkBtn, solveBtn, clearBtn, undoBtn, redoBtn, fillBtn, eraseBtn, digitFirstBtn, pauseBtn] = [
  'hint',
  'check',
  'solve',
  'clear',
  'undo',
  'redo',
  'fill-notes',
  'erase',
  'digit-first',
  'pause',
].map(button);

const today = (): string => new Date().toISOString().slice(0, 10);

export function paint(): void {
  s.render();
  paintOverlay();
  paintRules();
  const count = s.conflictCount();
  const confirmed = s.server?.version === s.version;
  const note = $('conflict-note');
  note.classList.toggle('bad', count > 0);
  note.textContent =
    count === 0
      ? confirmed
        ? 'No conflicts.'
        : ''
      : `${plural(count, 'cell')} in conflict${confirmed ? ' (confirmed by the server)' : ''}${brokenNote() ? `, ${brokenNote()}` : ''}.`;
  const over = s.finished !== null;
  // Nothing is entered while the game is over, paused or the solution path is on show.
  const away = over || s.paused || s.path !== null;
  solveBtn.disabled = count > 0 || away || isBusy(solveBtn);
  solveBtn.title = count > 0 ? 'Fix the red cells first' : '';
  undoBtn.disabled = away || !s.game.canUndo();
  redoBtn.disabled = away || !s.game.canRedo();
  const keys = [...document.querySelectorAll<HTMLButtonElement>('#keypad button')];
  for (const b of [hintBtn, checkBtn, fillBtn, clearBtn, eraseBtn, ...Object.values(penButtons), digitFirstBtn, ...keys]) b.disabled = away;
  for (const [pen, b] of Object.entries(penButtons)) b.setAttribute('aria-pressed', String(s.pen === pen));
  digitFirstBtn.setAttribute('aria-pressed', String(s.digitFirst));
  // The centre pen's key: C is the symbol 12 and N the symbol 23 on the boards that have them.
  const n = s.shape.size;
  penButtons.centre.querySelector('kbd')!.textContent = n < 12 ? 'C' : n < 23 ? 'N' : 'Space';
  grid.setPen(s.pen);
  // Pause: only while the clock runs for a puzzle.
  pauseBtn.disabled = over || !s.game.isPuzzle();
  pauseBtn.setAttribute('aria-pressed', String(s.paused));
  pauseBtn.querySelector('.label')!.textContent = s.paused ? 'Resume' : 'Pause';
  $('board').classList.toggle('paused', s.paused);
  $('paused').hidden = !s.paused;
  $('grid').inert = s.paused;
  paintSheet();
  $('puzzle-info').textContent = s.info;
  $('puzzle-info').title = s.info;
  showReadout();
  paintDaily();
}

/** The hint's area, outlined over the cells (the overlay's `hint` layer). */
function paintOverlay(): void {
  const step = s.path ? null : s.step;
  const n = s.shape.size;
  const cells = step ? areaOf(step) : [];
  overlay.set('hint', 'over', cells.length ? [svg('path', { d: outlinePath(cells, n, 0.07), class: 'hint-area' })] : []);
}

function paintSheet(): void {
  const step = s.path ? null : s.step;
  const stepBox = $('step');
  stepBox.hidden = !step;
  if (step) {
    $('step-title').textContent = `Hint: ${step.technique}`;
    const answer = s.hintTier === 2;
    $('step-text').textContent = answer ? step.explanation : nudge(step.technique, step.area);
    button('step-reveal').hidden = answer;
    button('step-apply').hidden = !answer;
  }
  const finishBox = $('finish');
  finishBox.hidden = s.finished !== 'player' || s.path !== null;
  if (s.finished === 'player') $('finish-text').textContent = finishText();
  const pathBox = $('path');
  pathBox.hidden = s.path === null;
  if (s.path) {
    const { steps, at } = s.path;
    const st = steps[at];
    $('path-title').textContent = st
      ? `Step ${at + 1} of ${steps.length}: ${st.technique}`
      : `Solved after ${plural(steps.length, 'step')}`;
    $('path-text').textContent = st ? st.explanation : 'Every cell is placed.';
    button('path-prev').disabled = at === 0;
    button('path-next').disabled = at >= steps.length;
  }
  const open = !stepBox.hidden || !finishBox.hidden || !pathBox.hidden;
  document.body.classList.toggle('sheet-open', open);
  if (open) fitSheet();
}

/**
 * On a phone the sheet covers the controls, never the board: its height is capped at the space
 * under the board (scrolled into view first), and the page keeps room to scroll past it.
 */
function fitSheet(): void {
  const sheet = document.querySelector<HTMLElement>('.sheet')!;
  if (getComputedStyle(sheet).position !== 'fixed') return;
  const board = $('board').parentElement!;
  if (board.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
  const below = window.innerHeight - board.getBoundingClientRect().bottom - 6;
  const root = document.documentElement.style;
  root.setProperty('--sheet-max', `${Math.max(120, Math.floor(below))}px`);
  root.setProperty('--sheet-space', `${sheet.offsetHeight}px`);
}

/** The first tier of a hint: the technique and where to look, not the answer. */
export const nudge = (technique: string, area: string): string =>
  `Look at ${area} for ${/^[AEIOX]/.test(technique) ? 'an' : 'a'} ${technique}.`;

function finishText(): string {
  const rating = s.rating ? ` · rated ${s.rating}` : '';
  const best = s.bestBefore !== null && s.bestBefore <= s.timer.elapsed() ? ` · your best ${formatTime(s.bestBefore)}` : '';
  return `Time ${formatTime(s.timer.elapsed())} · ${hintsText(s.hintsUsed)}${rating}${best}`;
}

/** The focused cell's content in full size: marks stay readable at 25×25 and on a phone. */
export function showReadout(): void {
  const i = grid.selectedIndex;
  const g = s.game;
  const sel = grid.selected().length;
  const parts = [cellName(i, s.shape.size)];
  if (s.paused) parts.length = 0;
  else if (g.value(i)) parts.push(`value ${symbolFor(g.value(i))}`);
  else {
    if (g.notes(i).length) parts.push(`centre ${g.notes(i).map(symbolFor).join(' ')}`);
    if (g.corners(i).length) parts.push(`corner ${g.corners(i).map(symbolFor).join(' ')}`);
  }
  if (!s.paused && g.colour(i)) parts.push(`colour ${g.colour(i)}`);
  $('cell-readout').textContent = parts.join(' · ') + (sel > 1 && !s.paused ? ` (${plural(sel, 'cell')} selected)` : '');
}

/** The daily mark: the button shows ✓ once today's is finished; the note says so (the puzzle line names the date). */
export function paintDaily(): void {
  const done = shared.stats?.dailyFinished.includes(today()) ?? false;
  button('daily').textContent = done ? 'Daily puzzle ✓' : 'Daily puzzle';
  $('daily-note').textContent = done ? `You finished today's daily puzzle (${today()}).` : '';
}

export { today };

/**
 * On a wide screen the board's side is the viewport's height less the header's (`--head`). The
 * header's setup toolbar wraps to a second row on narrower desktops (1280 px with the variant
 * chooser), so its real height is measured and kept up to date (`--head-measured`: its bottom plus
 * the room for the line under the board).
 */
export function watchHeader(): void {
  const header = document.querySelector('header');
  if (!header) return;
  const set = () =>
    document.documentElement.style.setProperty('--head-measured', `${Math.ceil(header.getBoundingClientRect().bottom) + 32}px`);
  new ResizeObserver(set).observe(header);
  set();
}
