// The player's moves: symbols and erasing through the pens, undo and redo, and what follows every
// change (repaint, the server's confirmation of conflicts, the finish when the grid is complete).
import { gql, Q } from './api.js';
import { grid, paint, s, settleStatus } from './app.js';
import { finishGame } from './finish.js';
import type { Step } from './game.js';
import { recordMove } from './moves.js';

let validateTimer: ReturnType<typeof setTimeout> | undefined;

/** After an edit by the player: repaint at once, let the server confirm conflicts, detect the finish. */
export function edited(): void {
  recordMove();
  // A hint stays on screen until the cells it would change are changed.
  if (s.step?.placements.some((p) => s.game.value(p.index) !== 0)) s.step = null;
  settleStatus();
  s.changed();
  clearTimeout(validateTimer);
  validateTimer = setTimeout(() => void confirmConflicts(), 150);
  if (s.finished === null && s.game.complete() && s.conflictCount() === 0) void finishGame();
}

/** The step the last key made, so a second digit that joins it (1 then 5 = 15) can replace it. */
let lastEntry: Step | undefined;

export function input(cells: number[], v: number, joins: boolean): void {
  if (s.finished || s.path || s.paused) return;
  const g = s.game;
  let changed = false;
  if (joins && lastEntry && g.lastStep() === lastEntry) changed = g.retract();
  if (v === 0) changed = (s.pen === 'colour' ? g.colourMany(cells, 0) : g.eraseMany(cells)) || changed;
  else if (s.pen === 'value') changed = g.placeMany(cells, v) || changed;
  else if (s.pen === 'colour') changed = g.colourMany(cells, v) || changed;
  else changed = g.toggleMarks(s.pen, cells, v) || changed;
  lastEntry = g.lastStep();
  if (changed) edited();
}

export function erase(): void {
  input(grid.selected(), 0, false);
  grid.select(grid.selectedIndex, true, true);
}

export function undoRedo(redo: boolean): void {
  if (s.finished || s.path || s.paused) return;
  if (redo ? s.game.redo() : s.game.undo()) edited();
}

export function clearEntries(): boolean {
  if (s.paused || !s.game.clearEntries()) return false;
  edited();
  return true;
}

async function confirmConflicts(): Promise<void> {
  const version = s.version;
  const res = await gql(Q.validate, { board: s.boardInput() });
  if (version !== s.version || !res.ok) return;
  s.server = { version, cells: new Set(res.data.validate.conflicts.map((c) => c.row * s.shape.size + c.col)) };
  paint();
}
