// The board view: one focusable cell per square with a roving tabindex (Tab enters the grid once,
// arrows move inside it), box borders for the shape, notes as a small grid inside a cell, the
// selection's row, column, box and equal values highlighted, and the on-screen keypad.
import { decodeKey, symbolFor, type PendingDigit, type Shape } from './board.js';

export interface CellView {
  value: number;
  notes: readonly number[];
  given: boolean;
  conflict: boolean;
  /** Differs from the solution (after Check). */
  wrong: boolean;
  /** The cell a hint is about. */
  hint: boolean;
  /** Part of the hint's pattern. */
  pattern: boolean;
  /** In a row, column or box the hint reasons about. */
  unit: boolean;
  /** Filled by Solve instantly. */
  solved: boolean;
}

export interface GridEvents {
  /** A value (> 0) or a clear (0) was typed or tapped for the selected cell. */
  onInput(index: number, value: number): void;
  onSelect(index: number): void;
  /** The notes key (N; Space on boards where N is a symbol). */
  onNotesKey(): void;
}

/** Notes past this many symbols per cell are too small to read: larger boards show the first few. */
const NOTE_GRID_MAX = 16;
const NOTES_SHOWN = 3;

export class Grid {
  private shape: Shape = { size: 9, boxRows: 3, boxCols: 3 };
  private cells: HTMLElement[] = [];
  private selected = 0;
  private pending: PendingDigit | null = null;
  private last: readonly CellView[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly keypad: HTMLElement,
    private readonly events: GridEvents,
  ) {
    root.addEventListener('keydown', (e) => this.onKey(e));
    root.addEventListener('click', (e) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (cell) this.select(Number(cell.dataset.index), true);
    });
    // Focus from anywhere (a click, a script, a screen reader) selects the cell it lands on.
    root.addEventListener('focusin', (e) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (cell && Number(cell.dataset.index) !== this.selected) this.select(Number(cell.dataset.index), false);
    });
    keypad.addEventListener('click', (e) => {
      const key = (e.target as HTMLElement).closest<HTMLElement>('[data-value]');
      if (!key) return;
      this.events.onInput(this.selected, Number(key.dataset.value));
      this.cells[this.selected]?.focus();
    });
  }

  /** Keypad and board show which kind of entry a key makes. */
  setNotesMode(on: boolean): void {
    this.keypad.classList.toggle('notes-mode', on);
    this.root.classList.toggle('notes-mode', on);
  }

  get selectedIndex(): number {
    return this.selected;
  }

  /** Rebuilds the cells for a new shape; keeps nothing from the old board. */
  build(shape: Shape): void {
    this.shape = shape;
    const n = shape.size;
    this.root.style.setProperty('--n', String(n));
    this.root.style.setProperty('--note-cols', String(shape.boxCols));
    this.root.dataset.size = String(n);
    this.root.setAttribute('aria-label', `${n} by ${n} board`);
    this.root.replaceChildren();
    this.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < n; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}`);
        cell.setAttribute('aria-selected', 'false');
        cell.className = 'cell';
        if ((c + 1) % shape.boxCols === 0 && c < n - 1) cell.classList.add('box-right');
        if ((r + 1) % shape.boxRows === 0 && r < n - 1) cell.classList.add('box-bottom');
        cell.dataset.index = String(r * n + c);
        cell.tabIndex = -1;
        row.append(cell);
        this.cells.push(cell);
      }
      this.root.append(row);
    }
    this.last = [];
    this.selected = 0;
    this.cells[0]!.tabIndex = 0;
    this.buildKeypad(n);
    this.select(0, false);
  }

  private buildKeypad(n: number): void {
    // One tidy block: as few rows as nine keys a row allows, the keys spread evenly over them.
    const rows = Math.ceil(n / 9);
    this.keypad.style.setProperty('--kcols', String(Math.ceil(n / rows)));
    const keys: HTMLButtonElement[] = [];
    for (let v = 1; v <= n; v++) {
      const b = document.createElement('button');
      b.type = 'button';
      // Keyboard users type straight into the cell; keeping the keypad out of the tab order spares
      // them up to 25 stops between the board and the action buttons.
      b.tabIndex = -1;
      b.textContent = symbolFor(v);
      b.dataset.value = String(v);
      b.setAttribute('aria-label', `Enter ${v}`);
      keys.push(b);
    }
    this.keypad.replaceChildren(...keys);
  }

  render(views: readonly CellView[]): void {
    this.last = views;
    const n = this.shape.size;
    const sel = this.selected;
    const sr = Math.floor(sel / n);
    const sc = sel % n;
    const box = (i: number) => Math.floor(Math.floor(i / n) / this.shape.boxRows) * n + Math.floor((i % n) / this.shape.boxCols);
    const selBox = box(sel);
    const selValue = views[sel]?.value ?? 0;
    views.forEach((v, i) => {
      const el = this.cells[i];
      if (!el) return;
      const r = Math.floor(i / n);
      const c = i % n;
      this.paintContent(el, v);
      const cls = el.classList;
      cls.toggle('given', v.given);
      cls.toggle('conflict', v.conflict);
      cls.toggle('hint', v.hint);
      cls.toggle('pattern', v.pattern);
      cls.toggle('unit', v.unit);
      cls.toggle('solved', v.solved);
      cls.toggle('wrong', v.wrong);
      cls.toggle('peer', i !== sel && (r === sr || c === sc || box(i) === selBox));
      cls.toggle('same', i !== sel && selValue !== 0 && v.value === selValue);
      el.setAttribute('aria-readonly', String(v.given));
      el.setAttribute('aria-invalid', String(v.conflict || v.wrong));
      // The name stays "Row R, column C"; what the cell holds is its description.
      const what = v.value ? symbolFor(v.value) : v.notes.length ? `notes ${v.notes.map(symbolFor).join(' ')}` : 'empty';
      const tags = [v.given && 'given', v.conflict && 'conflict', v.wrong && 'wrong', v.hint && 'hint'].filter(Boolean).join(', ');
      el.setAttribute('aria-description', tags ? `${what}, ${tags}` : what);
    });
  }

  private paintContent(el: HTMLElement, v: CellView): void {
    const key = v.value ? `v${v.value}` : `n${v.notes.join(',')}`;
    if (el.dataset.content === key) return;
    el.dataset.content = key;
    if (v.value || v.notes.length === 0) {
      el.textContent = symbolFor(v.value);
      return;
    }
    const notes = document.createElement('span');
    notes.className = 'notes';
    notes.setAttribute('aria-hidden', 'true');
    if (this.shape.size <= NOTE_GRID_MAX) {
      // Each symbol keeps its own place in a small box-shaped grid, as on paper.
      for (let s = 1; s <= this.shape.size; s++) {
        const m = document.createElement('span');
        m.textContent = v.notes.includes(s) ? symbolFor(s) : '';
        notes.append(m);
      }
    } else {
      notes.classList.add('notes-few');
      const shown = v.notes.slice(0, NOTES_SHOWN).map(symbolFor).join('');
      notes.textContent = v.notes.length > NOTES_SHOWN ? `${shown}+` : shown;
    }
    el.replaceChildren(notes);
  }

  select(index: number, focus: boolean): void {
    const old = this.cells[this.selected];
    if (old) {
      old.tabIndex = -1;
      old.classList.remove('selected');
      old.setAttribute('aria-selected', 'false');
    }
    this.selected = index;
    const el = this.cells[index];
    if (!el) return;
    el.tabIndex = 0;
    el.classList.add('selected');
    el.setAttribute('aria-selected', 'true');
    if (focus) el.focus();
    if (this.last.length) this.render(this.last);
    this.events.onSelect(index);
  }

  private onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const n = this.shape.size;
    const r = Math.floor(this.selected / n);
    const c = this.selected % n;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
    };
    const to = moves[e.key];
    if (to) {
      e.preventDefault();
      const [nr, nc] = to;
      if (nr >= 0 && nr < n && nc >= 0 && nc < n) this.select(nr * n + nc, true);
      this.pending = null;
      return;
    }
    // N is the symbol 23 on 25×25 boards: there Space toggles notes instead.
    const notesKey = n < 23 ? e.key === 'n' || e.key === 'N' : e.key === ' ';
    if (notesKey || (e.key === ' ' && n < 23)) {
      e.preventDefault();
      this.pending = null;
      this.events.onNotesKey();
      return;
    }
    const result = decodeKey(e.key, n, this.selected, performance.now(), this.pending);
    if (result.kind === 'ignore') return;
    e.preventDefault();
    this.pending = result.kind === 'set' ? (result.pending ?? null) : null;
    this.events.onInput(this.selected, result.kind === 'set' ? result.value : 0);
  }
}
