// The history panel: recent puzzles, newest first, paged with the API's cursor. By default the
// player's own (`puzzles(player)`: the puzzles this browser's player started a game on); a switch
// shows everyone's. "Solved by you" comes only from this player's finishes (playerSolves(player))
// and this browser's saves: another browser's finish of the same puzzle counts among the public
// finishes, never as yours. Clicking an entry opens it; under a game the player finished here or
// elsewhere with this id, "Review of your game" unfolds that game's review (review.ts).
import { gql, Q, type MySolve } from './api.js';
import { formatTime, hintsText } from './format.js';
import type { HistoryQuery } from './generated/graphql.js';
import { titleCase, variantsText } from './info.js';
import { loadGame, setSetting, setting, type SavedGame } from './store.js';
import { plural } from './words.js';

const PAGE = 8;

type Summary = HistoryQuery['puzzles']['edges'][number]['node'];
export type Whose = 'yours' | 'all';

const fmtDate = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** A saved game holds something of the player's: a value beyond the givens, or a mark or colour. */
const playerWork = (saved: SavedGame): boolean =>
  saved.game.values.some((v, i) => v !== 0 && saved.game.givens[i] === 0) ||
  saved.game.notes.some((m) => m !== 0) ||
  (saved.game.corner ?? []).some((m) => m !== 0) ||
  (saved.game.colours ?? []).some((c) => c !== 0);

export interface HistoryElements {
  list: HTMLElement;
  more: HTMLButtonElement;
  note: HTMLElement;
  yours: HTMLButtonElement;
  all: HTMLButtonElement;
}

export class History {
  private cursor: string | null = null;
  private loading = false;
  private mine = new Map<string, MySolve>();
  private mineCount: number | null = null;
  private whose: Whose = setting('history') === 'all' ? 'all' : 'yours';

  constructor(
    private readonly el: HistoryElements,
    private readonly player: string,
    private readonly onOpen: (id: string) => void,
    /** Draws a finished game's review into the box (review.ts's renderReview). */
    private readonly onReview: (gameId: string, box: HTMLElement) => Promise<unknown> = async () => undefined,
  ) {
    el.more.addEventListener('click', () => void this.load(false));
    el.list.addEventListener('click', (e) => {
      const item = (e.target as HTMLElement).closest<HTMLElement>('[data-puzzle]');
      if (item?.dataset.puzzle) this.onOpen(item.dataset.puzzle);
    });
    for (const [b, whose] of [
      [el.yours, 'yours'],
      [el.all, 'all'],
    ] as const) {
      b.addEventListener('click', () => {
        if (this.whose === whose) return;
        this.whose = whose;
        setSetting('history', whose);
        void this.load(true);
      });
    }
    this.paintSwitch();
  }

  private paintSwitch(): void {
    this.el.yours.setAttribute('aria-pressed', String(this.whose === 'yours'));
    this.el.all.setAttribute('aria-pressed', String(this.whose === 'all'));
  }

  /** This player's own finishes, newest first (null: the server could not say). */
  setMine(list: MySolve[] | null): void {
    this.mine = new Map();
    for (const m of [...(list ?? [])].reverse()) this.mine.set(m.puzzle.id, m);
    this.mineCount = list ? list.length : null;
  }

  /** Loads the first page (fresh) or the next one (append). */
  async load(fresh: boolean): Promise<void> {
    if (this.loading && !fresh) return;
    this.loading = true;
    this.paintSwitch();
    this.el.more.setAttribute('aria-busy', 'true');
    const player = this.whose === 'yours' ? this.player : null;
    const res = await gql(Q.history, { first: PAGE, after: fresh ? null : this.cursor, player });
    this.loading = false;
    this.el.more.removeAttribute('aria-busy');
    if (!res.ok) {
      this.el.note.textContent = 'The puzzle list appears when the server can be reached.';
      return;
    }
    const page = res.data.puzzles;
    const items = page.edges.map((e) => this.item(e.node));
    if (fresh) this.el.list.replaceChildren(...items);
    else this.el.list.append(...items);
    this.cursor = page.pageInfo.endCursor ?? null;
    this.el.more.hidden = !page.pageInfo.hasNextPage;
    const finished = this.mineCount === null ? '' : ` · ${this.mineCount} finished by you`;
    if (this.whose === 'yours')
      this.el.note.textContent =
        page.totalCount === 0
          ? 'No puzzles of yours yet: generate one, or see everyone’s.'
          : `${plural(page.totalCount, 'puzzle')} of yours${finished}`;
    else
      this.el.note.textContent =
        page.totalCount === 0 ? 'No puzzles yet: generate one.' : `${plural(page.totalCount, 'puzzle')}${finished}`;
  }

  private item(p: Summary): HTMLLIElement {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'history-item';
    b.dataset.puzzle = p.id;
    const line = (cls: string, text: string) => {
      const s = document.createElement('span');
      s.className = cls;
      s.textContent = text;
      return s;
    };
    const mine = this.mine.get(p.id);
    const saved = loadGame(p.id);
    const finishes = p.playerSolves.totalCount;
    const everyone = finishes ? ` · ${plural(finishes, 'finish')} by players` : '';
    const you = mine
      ? `solved by you in ${formatTime(mine.elapsedMs)}, ${hintsText(mine.hintsUsed)}${everyone}`
      : saved?.finished === 'player'
        ? `solved by you in ${formatTime(saved.elapsedMs)} (this browser), ${hintsText(saved.hintsUsed)}${everyone}`
        : saved && !saved.finished && playerWork(saved)
          ? `in progress here, ${formatTime(saved.elapsedMs)}${everyone}`
          : `not solved by you yet${everyone}`;
    const total = p.solveRecords.totalCount;
    const latest = p.solveRecords.edges.map((e) => `${titleCase(e.node.status)} ${e.node.stats.durationMs.toFixed(1)} ms`).join(', ');
    const engine = total === 0 ? 'engine: no solves' : `engine: ${plural(total, 'solve record')}: ${latest}`;
    b.append(
      line('history-head', [p.size.id, ...variantsText(p.variants), titleCase(p.difficulty), plural(p.givens, 'given')].join(' · ')),
      line('history-date', fmtDate(p.createdAt)),
      line(mine || saved?.finished === 'player' ? 'history-mine done' : 'history-mine', you),
      line('history-records', engine),
    );
    li.append(b);
    if (mine) li.append(this.review(mine.game.id));
    return li;
  }

  /** The finished game's review, fetched the first time it is unfolded. */
  private review(gameId: string): HTMLDetailsElement {
    const box = document.createElement('details');
    box.className = 'history-review';
    box.dataset.game = gameId;
    const summary = document.createElement('summary');
    summary.textContent = 'Review of your game';
    const body = document.createElement('div');
    body.className = 'history-review-body';
    body.setAttribute('aria-live', 'polite');
    box.append(summary, body);
    let asked = false;
    box.addEventListener('toggle', () => {
      if (!box.open || asked) return;
      asked = true;
      body.textContent = 'Reviewing…';
      void this.onReview(gameId, body).then((ok) => {
        // Tried again on the next unfold when the server could not answer.
        if (ok === false) asked = false;
      });
    });
    return box;
  }
}
