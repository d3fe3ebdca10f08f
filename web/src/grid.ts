// The board view: one focusable cell per square with a roving tabindex (Tab enters the grid once,
// arrows move inside it), box borders drawn for the shape, and an on-screen keypad for touch screens.
import { decodeKey, symbolFor, type PendingDigit, type Shape } from './board.js';

export interface CellView {
  value: number;
  given: boolean;
  conflict: boolean;
  hint: boolean;
  wrong: boolean;
  solved: boolean;
}

export interface GridEvents {
  /** The user set (value > 0) or cleared (value 0) a non-given cell. */
  onInput(index: number, value: number): void;
}

export class Grid {
  private shape: Shape = { size: 9, boxRows: 3, boxCols: 3 };
  private cells: HTMLElement[] = [];
  private selected = 0;
  private pending: PendingDigit | null = null;
  private readonly keypad: HTMLElement;

  constructor(private readonly root: HTMLElement, keypad: HTMLElement, private readonly events: GridEvents) {
    this.keypad = keypad;
    root.addEventListener('keydown', (e) => this.onKey(e));
    root.addEventListener('click', (e) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (cell) this.select(Number(cell.dataset.index), true);
    });
    keypad.addEventListener('click', (e) => {
      const key = (e.target as HTMLElement).closest<HTMLElement>('[data-value]');
      if (!key) return;
      this.events.onInput(this.selected, Number(key.dataset.value));
      this.cells[this.selected]?.focus();
    });
  }

  /** Rebuilds the cells for a new shape; keeps nothing from the old board. */
  build(shape: Shape): void {
    this.shape = shape;
    const n = shape.size;
    this.root.style.setProperty('--n', String(n));
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
        cell.className = 'cell';
        if ((c + 1) % shape.boxCols === 0 && c < n - 1) cell.classList.add('box-right');
        if ((r + 1) % shape.boxRows === 0 && r < n - 1) cell.classList.add('box-bottom');
        cell.dataset.index = String(r * n + c);
        cell.dataset.row = String(r);
        cell.dataset.col = String(c);
        cell.tabIndex = -1;
        row.append(cell);
        this.cells.push(cell);
      }
      this.root.append(row);
    }
    this.selected = 0;
    this.cells[0]!.tabIndex = 0;
    this.buildKeypad(n);
  }

  private buildKeypad(n: number): void {
    const keys: HTMLButtonElement[] = [];
    for (let v = 1; v <= n; v++) keys.push(this.key(symbolFor(v), v, `Enter ${v}`));
    keys.push(this.key('⌫', 0, 'Clear cell'));
    this.keypad.replaceChildren(...keys);
  }

  private key(label: string, value: number, aria: string): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    // Keyboard users type straight into the cell; keeping the keypad out of the tab order spares
    // them up to 26 stops between the board and the action buttons.
    b.tabIndex = -1;
    b.textContent = label;
    b.dataset.value = String(value);
    b.setAttribute('aria-label', aria);
    return b;
  }

  render(views: readonly CellView[]): void {
    const n = this.shape.size;
    views.forEach((v, i) => {
      const el = this.cells[i];
      if (!el) return;
      el.textContent = symbolFor(v.value);
      el.classList.toggle('given', v.given);
      el.classList.toggle('conflict', v.conflict);
      el.classList.toggle('hint', v.hint);
      el.classList.toggle('solved', v.solved);
      el.classList.toggle('wrong', v.wrong);
      el.setAttribute('aria-readonly', String(v.given));
      el.setAttribute('aria-invalid', String(v.conflict));
      const what = v.value ? symbolFor(v.value) : 'empty';
      const tags = [v.given && 'given', v.conflict && 'conflict', v.wrong && 'wrong', v.hint && 'hint'].filter(Boolean).join(', ');
      el.setAttribute('aria-label', `Row ${Math.floor(i / n) + 1}, column ${(i % n) + 1}: ${what}${tags ? ` (${tags})` : ''}`);
    });
  }

  select(index: number, focus: boolean): void {
    const old = this.cells[this.selected];
    if (old) {
      old.tabIndex = -1;
      old.classList.remove('selected');
    }
    this.selected = index;
    const el = this.cells[index];
    if (!el) return;
    el.tabIndex = 0;
    el.classList.add('selected');
    if (focus) el.focus();
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
    const result = decodeKey(e.key, n, this.selected, performance.now(), this.pending);
    if (result.kind === 'ignore') return;
    e.preventDefault();
    this.pending = result.kind === 'set' ? (result.pending ?? null) : null;
    this.events.onInput(this.selected, result.kind === 'set' ? result.value : 0);
  }
}
