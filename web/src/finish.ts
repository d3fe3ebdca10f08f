// The finish: the grid is full and clash-free, so it is a solution (the givens are kept and every
// row, column and box holds each symbol once, the rule the engine checks). It is celebrated once
// (the board lights up cell by cell, the sheet shows time, hints and rating, and a new best), and
// sent to the server through the outbox so a finish made offline arrives once the network is back.
import { gql, Q } from './api.js';
import { $, grid, paint, s, say, shared } from './app.js';
import { formatTime } from './format.js';
import { refreshPlayer } from './mine.js';
import { dropMoves, movesForFinish } from './moves.js';
import { dropFinish, outbox, queueFinish } from './player.js';
import { clearReview, showReview } from './review.js';

export async function finishGame(): Promise<void> {
  const best = bestBefore();
  s.bestBefore = best;
  s.finish('player');
  paint();
  say('');
  celebrate();
  const elapsed = s.timer.elapsed();
  $('finish-title').textContent = best !== null && elapsed < best ? 'Solved! A new best time.' : 'Solved!';
  $('finish').focus();
  clearReview();
  if (s.puzzleId && s.gameId) {
    queueFinish({
      gameId: s.gameId,
      puzzleId: s.puzzleId,
      cells: s.cellsString(),
      hintsUsed: s.hintsUsed,
      claimedElapsedMs: Math.round(elapsed),
      moves: movesForFinish(s.game.cells()),
    });
    dropMoves(s.key);
    void sendFinishes();
  } else
    $('finish-note').textContent = s.puzzleId
      ? 'Not recorded: the server did not start a game for it.'
      : 'A board of your own: not recorded.';
}

/** The player's best time so far for this shape and level (from their statistics), if any. */
function bestBefore(): number | null {
  const { size, boxRows, boxCols } = s.shape;
  const row = shared.stats?.shapes.find(
    (x) => x.size === size && x.boxRows === boxRows && x.boxCols === boxCols && x.difficulty === (s.level ?? ''),
  );
  return row?.bestMs ?? null;
}

/** The board lights up in a wave from the last cell placed (none when the player asked for less motion). */
function celebrate(): void {
  const board = $('board');
  const n = s.shape.size;
  const from = grid.selectedIndex;
  const [r0, c0] = [Math.floor(from / n), from % n];
  for (const cell of board.querySelectorAll<HTMLElement>('.cell')) {
    const i = Number(cell.dataset.index);
    const d = Math.max(Math.abs(Math.floor(i / n) - r0), Math.abs((i % n) - c0));
    cell.style.setProperty('--wave', String(d));
  }
  board.classList.remove('won');
  void board.offsetWidth;
  board.classList.add('won');
  setTimeout(() => board.classList.remove('won'), 2500);
}

let sending = false;
/** Sends every queued finish once; keeps those the server could not be reached for. */
export async function sendFinishes(): Promise<void> {
  if (sending) return;
  sending = true;
  let sent = 0;
  for (const f of outbox()) {
    const args = { gameId: f.gameId, cells: f.cells, hintsUsed: f.hintsUsed, claimedElapsedMs: f.claimedElapsedMs };
    let res = await gql(Q.submit, { ...args, moves: f.moves ?? null });
    // A move log the server does not take (an older save's, a clock set back): the finish goes without it.
    if (!res.ok && f.moves && res.error.extensions.field === 'moves') res = await gql(Q.submit, { ...args, moves: null });
    const retry = !res.ok && (res.error.code === 'NETWORK' || res.error.code === 'RATE_LIMITED' || res.error.code.startsWith('HTTP_5'));
    if (retry) continue;
    dropFinish(f.gameId);
    if (f.gameId === s.gameId) {
      $('finish-note').textContent = res.ok
        ? `Recorded: ${formatTime(res.data.submitSolution.elapsedMs)} by the server's clock.`
        : 'Not recorded: the server did not accept this finish.';
    }
    if (res.ok) sent++;
    if (res.ok && f.gameId === s.gameId) void showReview(f.gameId);
  }
  sending = false;
  if (outbox().some((f) => f.gameId === s.gameId)) $('finish-note').textContent = 'Offline: the finish is sent when the network is back.';
  if (sent) void refreshPlayer();
}
