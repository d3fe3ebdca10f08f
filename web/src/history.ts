// The history panel: recent puzzles, newest first, paged with the API's cursor, each with its
// latest solve records. Clicking an entry hands its id back to the page to load.
import { gql, Q, type PuzzleSummary } from './api.js';

const PAGE = 8;

interface HistoryPage {
  puzzles: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: PuzzleSummary }[];
  };
}

const fmtDate = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
const title = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase();

export class History {
  private cursor: string | null = null;
  private loading = false;

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

  /** Loads the first page (fresh) or the next one (append). */
  async load(fresh: boolean): Promise<void> {
    if (this.loading && !fresh) return;
    this.loading = true;
    this.more.setAttribute('aria-busy', 'true');
    const res = await gql<HistoryPage>(Q.history, { first: PAGE, after: fresh ? null : this.cursor });
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
    this.cursor = page.pageInfo.endCursor;
    this.more.hidden = !page.pageInfo.hasNextPage;
    this.note.textContent = page.totalCount === 0 ? 'No puzzles yet: generate one.' : `${page.totalCount} puzzle${page.totalCount === 1 ? '' : 's'}`;
  }

  private item(p: PuzzleSummary): HTMLLIElement {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'history-item';
    b.dataset.puzzle = p.id;
    const head = document.createElement('span');
    head.className = 'history-head';
    head.textContent = `${p.size.id} · ${title(p.difficulty)} · ${p.givens} givens`;
    const when = document.createElement('span');
    when.className = 'history-date';
    when.textContent = fmtDate(p.createdAt);
    const recs = document.createElement('span');
    recs.className = 'history-records';
    const total = p.solveRecords.totalCount;
    const latest = p.solveRecords.edges
      .map((e) => `${title(e.node.status.replace('_', ' '))} ${e.node.stats.durationMs.toFixed(1)} ms`)
      .join(', ');
    recs.textContent = total === 0 ? 'not solved yet' : `${total} solve record${total === 1 ? '' : 's'}: ${latest}`;
    b.append(head, when, recs);
    li.append(b);
    return li;
  }
}
