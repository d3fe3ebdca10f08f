// The player's side panel: their puzzles (history.ts), their statistics and the daily mark, all
// read with this browser's anonymous player id.
import { gql, Q } from './api.js';
import { $, button, hooks, player, shared } from './app.js';
import { History } from './history.js';
import { renderReview } from './review.js';
import { renderStats } from './stats.js';
import { paintDaily } from './view.js';

/** Opens a stored puzzle from the list (set by puzzles.ts). */
export const openFromList = { run: (_id: string): void => undefined };

/** The player's finished games on the server, newest first (the newest 50; empty until read). */
export const finishedGames: string[] = [];

export const history = new History(
  {
    list: $('history-list'),
    more: button('history-more'),
    note: $('history-note'),
    yours: button('history-yours'),
    all: button('history-all'),
  },
  player,
  (id) => openFromList.run(id),
  (gameId, box) => renderReview(gameId, box),
);

export async function refreshPlayer(): Promise<void> {
  const [st, solves] = await Promise.all([gql(Q.stats, { player }), gql(Q.mySolves, { player, first: 50 })]);
  shared.stats = st.ok ? st.data.playerStats : null;
  renderStats($('stats-body'), shared.stats, st.ok ? null : 'the server cannot be reached');
  history.setMine(solves.ok ? solves.data.playerSolves.edges.map((e) => e.node) : null);
  if (solves.ok) finishedGames.splice(0, Infinity, ...solves.data.playerSolves.edges.map((e) => e.node.game.id));
  void history.load(true);
  paintDaily();
  hooks.paint();
}
