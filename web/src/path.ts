// The solution path: analyze(givens)'s steps (the engine in this browser offline), stepped with
// Next and Previous. The board shows the moment before each step with every open cell's
// candidates, so a pair, a wing or a chain can be followed: the step's pattern and units are
// highlighted, the candidates it removes struck out and the value it places picked out.
import { gql, Q } from './api.js';
import { button, grid, paint, s, say, setBusy } from './app.js';
import { candidatesOf, seenBy } from './board.js';
import { confirmDiscard } from './dialogs.js';
import { apiStep } from './hints.js';
import { local } from './local.js';
import { fromNextStep, type LogicStep } from './step.js';
import { plural } from './words.js';

export async function openPath(): Promise<void> {
  if (
    s.finished !== 'player' &&
    !(await confirmDiscard('The solution path shows every step to the end: it gives the whole puzzle away. Show it?', 'Show the path'))
  )
    return;
  const btn = button('path-open');
  setBusy(btn, true);
  const givens = [...s.game.givens];
  const res = await gql(Q.analyze, { board: s.boardInput(givens) });
  let steps: LogicStep[] | null = null;
  if (res.ok) steps = res.data.analyze.steps.map((st) => fromNextStep(st, s.shape, s.game.rules));
  else {
    const o = await local.analyze(s.shape, givens, s.game.rules);
    if (o.ok) steps = o.steps.map((st) => fromNextStep(apiStep(st), s.shape, s.game.rules));
  }
  setBusy(btn, false);
  if (!steps) return say('The solution path is not available for this board.', 'error');
  s.path = { steps, at: 0, givens, candidates: candidatesOf(givens, s.shape, s.game.rules), seen: seenBy(s.shape, s.game.rules) };
  paint();
  window.scrollTo({ top: 0 });
  button('path-next').focus();
  say(`Solution path: ${plural(steps.length, 'step')}. Use Next and Previous; Close returns to your game.`);
}

export function pathMove(by: number): void {
  if (!s.path) return;
  s.path.at = Math.max(0, Math.min(s.path.steps.length, s.path.at + by));
  const st = s.path.steps[s.path.at];
  const first = st?.placements[0] ?? st?.eliminations[0];
  if (first) grid.select(first.index, false);
  paint();
}

export function closePath(): void {
  s.path = null;
  paint();
  say('Back to your game.');
}
