// The history panel: recent puzzles, newest first, paged with the API's cursor. "Yours" comes only
// from this browser's player (playerSolves(player), and this browser's saves): another browser's
// finish of the same puzzle counts among the public finishes, never as yours. The engine's solve
// records are shown apart, and whether a game is in progress here. Clicking an entry opens it.
import { gql, Q, type MySolve } from './api.js';
import type { HistoryQuery } from './generated/graphql.js';
import { titleCase } from './info.js';
import { loadGame, type SavedGame } from './store.js';
import { formatTime, hintsText } from './format.js';

const PAGE = 8;

type Summary = HistoryQuery['puzzles']['edges'][number]['node'];

const fmtDate = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** A saved game holds something of the player's: a value beyond the givens, or a note. */
const playerWork = (saved: SavedGame): boolean =>
  saved.game.values.some((v, i) => v !== 0 && saved.game.givens[i] === 0) ||
  saved.game.notes.some((m) => m !== 0) ||
  (saved.game.corner ?? []).some((m) => m !== 0) ||
  (saved.game.colours ?? []).some((c) => c !== 0);

export class History {
  private cursor: string | null = null;
  private loading = false;
  private mine = new Map<string, MySolve>();
  private mineCount: number | null = null;

  constructor(
    private readonly list: HTMLElement,
    private readonly more: HTMLButtonElement,
    private readonly note: HTMLElement,
    private readonly onOpen: (id: string) => void,
  ) {
    more.addEventListener('click', () => void this.load(false));
    list.addEventListener('click', (e) => {
      const item = (e.target as HTMLElement).closest<HTMLElement>('[data-puzzle]');
      if (item?.dataset.puzzle) this.onOpen(item.dataset.puzzle);
    });
  }

  /** This player's own finishes, newest first (null: the server could not say); listed under "Your games". */
  setMine(list: MySolve[] | null, mineList: HTMLElement, mineNote: HTMLElement): void {
    this.mine = new Map();
    for (const m of [...(list ?? [])].reverse()) this.mine.set(m.puzzle.id, m);
    this.mineCount = list ? list.length : null;
    mineNote.textContent =
      list === null ? 'Your games appear here once the server records finishes.' : list.length ? '' : 'No finished games yet.';
    mineList.replaceChildren(
      ...(list ?? []).map((m) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'mine-item';
        b.dataset.puzzle = m.puzzle.id;
        const head = document.createElement('span');
        head.className = 'history-head';
        head.textContent = `${m.puzzle.size.id} · ${titleCase(m.puzzle.difficulty)} · ${formatTime(m.elapsedMs)} · ${hintsText(m.hintsUsed)}`;
        const date = document.createElement('span');
        date.className = 'history-date';
        date.textContent = fmtDate(m.createdAt);
        b.append(head, date);
        li.append(b);
        return li;
      }),
    );
  }

  /** Loads the first page (fresh) or the next one (append). */
  async load(fresh: boolean): Promise<void> {
    if (this.loading && !fresh) return;
    this.loading = true;
    this.more.setAttribute('aria-busy', 'true');
    const res = await gql(Q.history, { first: PAGE, after: fresh ? null : this.cursor });
    this.loading = false;
    this.more.removeAttribute('aria-busy');
    if (!res.ok) {
      this.note.textContent = `History unavailable: ${res.error.message}`;
      return;
    }
    const page = res.data.puzzles;
    const items = page.edges.map((e) => this.item(e.node));
    if (fresh) this.list.replaceChildren(...items);
    else this.list.append(...items);
    this.cursor = page.pageInfo.endCursor ?? null;
    this.more.hidden = !page.pageInfo.hasNextPage;
    const yours = this.mineCount === null ? '' : ` · ${this.mineCount} finished by you`;
    this.note.textContent =
      page.totalCount === 0 ? 'No puzzles yet: generate one.' : `${page.totalCount} puzzle${page.totalCount === 1 ? '' : 's'}${yours}`;
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
    const everyone = finishes ? ` · ${finishes} finish${finishes === 1 ? '' : 'es'} by players` : '';
    const you = mine
      ? `solved by you in ${formatTime(mine.elapsedMs)}, ${hintsText(mine.hintsUsed)}${everyone}`
      : saved?.finished === 'player'
        ? `solved by you in ${formatTime(saved.elapsedMs)} (this browser), ${hintsText(saved.hintsUsed)}${everyone}`
        : saved && !saved.finished && playerWork(saved)
          ? `in progress here, ${formatTime(saved.elapsedMs)}${everyone}`
          : `not solved by you yet${everyone}`;
    const total = p.solveRecords.totalCount;
    const latest = p.solveRecords.edges.map((e) => `${titleCase(e.node.status)} ${e.node.stats.durationMs.toFixed(1)} ms`).join(', ');
    const engine = total === 0 ? 'engine: no solves' : `engine: ${total} solve record${total === 1 ? '' : 's'}: ${latest}`;
    b.append(
      line('history-head', `${p.size.id} · ${titleCase(p.difficulty)} · ${p.givens} givens`),
      line('history-date', fmtDate(p.createdAt)),
      line(mine || saved?.finished === 'player' ? 'history-mine done' : 'history-mine', you),
      line('history-records', engine),
    );
    li.append(b);
    return li;
  }
}
