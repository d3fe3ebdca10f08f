// The statistics panel: playerStats per shape and level (finished, best and median time, hints
// used) and the daily streaks, as a table.
import type { PlayerStats } from './api.js';
import { formatTime } from './format.js';
import { techniqueName, titleCase } from './info.js';

export function renderStats(root: HTMLElement, stats: PlayerStats | null, error: string | null): void {
  if (!stats) {
    root.textContent = error ? `Statistics unavailable: ${error}` : 'No statistics yet.';
    return;
  }
  const streak = document.createElement('p');
  streak.id = 'stats-streak';
  streak.textContent = `Daily streak: ${stats.currentDailyStreak} (longest ${stats.longestDailyStreak}) · ${stats.dailyFinished.length} daily puzzles finished`;
  if (stats.shapes.length === 0) {
    const none = document.createElement('p');
    none.textContent = 'No finished games yet.';
    root.replaceChildren(streak, none);
    return;
  }
  const table = document.createElement('table');
  table.id = 'stats-table';
  const head = table.createTHead().insertRow();
  for (const h of ['Board', 'Level', 'Finished', 'Best', 'Median', 'Hints']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = h;
    head.append(th);
  }
  const body = table.createTBody();
  for (const x of stats.shapes) {
    const row = body.insertRow();
    row.dataset.shape = `${x.size}:${x.boxRows}x${x.boxCols}:${x.difficulty}`;
    const cells = [
      `${x.size}×${x.size}`,
      titleCase(x.difficulty),
      String(x.finished),
      x.bestMs === null ? '–' : formatTime(x.bestMs),
      x.medianMs === null ? '–' : formatTime(x.medianMs),
      String(x.hintsUsed),
    ];
    for (const c of cells) row.insertCell().textContent = c;
  }
  // The techniques the player's own placements needed in reviewed games (finished with their moves).
  const found = document.createElement('p');
  found.id = 'stats-techniques';
  found.textContent = stats.techniquesFound.length
    ? `Techniques found in your games: ${stats.techniquesFound.map((t) => `${techniqueName(t.technique)} (${t.games})`).join(', ')}.`
    : 'Techniques found in your games: none reviewed yet.';
  root.replaceChildren(streak, table, found);
}
