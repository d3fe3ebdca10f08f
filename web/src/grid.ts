// The board view: one focusable cell per square with a roving tabindex (Tab enters the grid once,
// arrows move inside it), box borders for the shape, centre marks as a small grid inside a cell and
// corner marks around its edge, cell colours, a multi-cell selection (shift/ctrl-click, drag,
// shift+arrows), the focused cell's row, column, box and equal values highlighted, and the
// on-screen keypad with how many of each symbol remain (or the colour palette in colour mode).
import { decodeKey, symbolFor, type PendingDigit, type Shape } from './board.js';
import { PALETTE_SIZE } from './game.js';

export interface CellView {
  value: number;
  /** Centre marks (candidates). */
  notes: readonly number[];
  corner: readonly number[];
  /** 0 = none, 1..PALETTE_SIZE. */
  colour: number;
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

/** What a key or a keypad press writes: a value, a centre or corner mark, or a colour. */
export type Pen = 'value' | 'centre' | 'corner' | 'colour';
export const PENS: readonly Pen[] = ['value', 'centre', 'corner', 'colour'];

export interface GridEvents {
  /**
   * A symbol (> 0) or a clear (0) for every selected cell. `joins` is true when this is the second
   * digit of a two-digit number on a big board: it replaces what the first digit did.
   */
  onInput(cells: number[], value: number, joins: boolean): void;
  onSelect(): void;
  /** A pen key: Z value, C or N centre, X corner, V colour; Space flips between value and centre. */
  onPenKey(pen: Pen | 'flip'): void;
}

/** Names of the colours, for screen readers and the palette's buttons (same order in both sets). */
export const COLOUR_NAMES = ['grey', 'orange', 'sky blue', 'green', 'yellow', 'blue', 'vermilion', 'purple', 'black'];

/** Corner marks fill these spots of a 3×3 frame in order (the centre belongs to the centre marks). */
const CORNER_SPOTS = [0, 2, 6, 8, 1, 7, 3, 5];

export class Grid {
  private shape: Shape = { size: 9, boxRows: 3, boxCols: 3 };
  private cells: HTMLElement[] = [];
  /** The cursor: the cell that has focus and that the arrows move. */
  private focusCell = 0;
  private selection = new Set<number>([0]);
  private pending: PendingDigit | null = null;
  private last: readonly CellView[] = [];
  private dragging = false;
  private pen: Pen = 'value';
  /** Digit-first mode: the symbol chosen on the keypad that a tap on a cell enters (0 = none chosen). */
  private digitFirstOn = false;
  private chosen = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly keypad: HTMLElement,
    private readonly events: GridEvents,
  ) {
    root.addEventListener('keydown', (e) => this.onKey(e));
    root.addEventListener('pointerdown', (e) => {
      const i = this.cellAt(e.target);
      if (i === null) return;
      e.preventDefault();
      if (this.digitFirstOn && this.chosen) {
        this.select(i, true);
        this.events.onInput([i], this.chosen, false);
        return;
      }
      const add = e.shiftKey || e.ctrlKey || e.metaKey;
      if (e.ctrlKey || e.metaKey) {
        // Ctrl-click toggles one cell in or out of the selection.
        if (this.selection.has(i) && this.selection.size > 1) {
          this.selection.delete(i);
          this.moveFocus([...this.selection][this.selection.size - 1]!);
          return this.paintSelection();
        }
      }
      this.select(i, true, add);
      this.dragging = true;
      if (e.pointerType !== 'mouse') root.releasePointerCapture?.(e.pointerId);
    });
    root.addEventListener('pointermove', (e) => {
      if (!this.dragging || this.digitFirstOn) return;
      const i = this.cellAt(document.elementFromPoint(e.clientX, e.clientY));
      if (i !== null && !this.selection.has(i)) this.select(i, true, true);
    });
    window.addEventListener('pointerup', () => (this.dragging = false));
    // Focus from anywhere (a script, a screen reader) selects the cell it lands on.
    root.addEventListener('focusin', (e) => {
      const i = this.cellAt(e.target);
      if (i !== null && i !== this.focusCell) this.select(i, false);
    });
    keypad.addEventListener('click', (e) => {
      const key = (e.target as HTMLElement).closest<HTMLElement>('[data-value]');
      if (!key) return;
      const v = Number(key.dataset.value);
      if (this.digitFirstOn && this.pen !== 'colour' && v > 0) {
        this.chosen = this.chosen === v ? 0 : v;
        this.paintKeys();
        if (this.last.length) this.render(this.last);
        return;
      }
      this.events.onInput(this.selected(), v, false);
      this.cells[this.focusCell]?.focus();
    });
  }

  private cellAt(target: EventTarget | null): number | null {
    const cell = (target as HTMLElement | null)?.closest?.<HTMLElement>('#grid [data-index]');
    return cell ? Number(cell.dataset.index) : null;
  }

  /** Keypad and board show which kind of entry a key makes; the colour pen shows the palette. */
  setPen(pen: Pen): void {
    const rebuild = (pen === 'colour') !== (this.pen === 'colour');
    if (pen !== this.pen) this.pending = null;
    this.pen = pen;
    this.keypad.dataset.pen = pen;
    this.root.dataset.pen = pen;
    this.keypad.classList.toggle('notes-mode', pen === 'centre' || pen === 'corner');
    if (rebuild) this.buildKeypad(this.shape.size);
  }

  setDigitFirst(on: boolean): void {
    this.digitFirstOn = on;
    if (!on) this.chosen = 0;
    this.paintKeys();
    if (this.last.length) this.render(this.last);
  }

  get chosenDigit(): number {
    return this.chosen;
  }

  get selectedIndex(): number {
    return this.focusCell;
  }

  /** The selected cells, in the order they were added (the cursor's cell last when it moved there). */
  selected(): number[] {
    return [...this.selection];
  }

  /** Rebuilds the cells for a new shape; keeps nothing from the old board. */
  build(shape: Shape): void {
    this.shape = shape;
    const n = shape.size;
    this.root.style.setProperty('--n', String(n));
    this.root.style.setProperty('--note-cols', String(Math.ceil(Math.sqrt(n))));
    this.root.dataset.size = String(n);
    this.root.setAttribute('aria-label', `${n} by ${n} board`);
    this.root.setAttribute('aria-multiselectable', 'true');
    this.root.replaceChildren();
    this.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < n; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-label', `empty, row ${r + 1}, column ${c + 1}`);
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
    this.focusCell = 0;
    this.selection = new Set([0]);
    this.chosen = 0;
    this.cells[0]!.tabIndex = 0;
    this.buildKeypad(n);
    this.select(0, false);
  }

  private buildKeypad(n: number): void {
    const colours = this.pen === 'colour';
    const count = colours ? PALETTE_SIZE : n;
    // One tidy block: as few rows as nine keys a row allows, the keys spread evenly over them.
    const rows = Math.ceil(count / 9);
    this.keypad.style.setProperty('--kcols', String(Math.ceil(count / rows)));
    const keys: HTMLButtonElement[] = [];
    for (let v = 1; v <= count; v++) {
      const b = document.createElement('button');
      b.type = 'button';
      // Keyboard users type straight into the cell; keeping the keypad out of the tab order spares
      // them up to 25 stops between the board and the action buttons.
      b.tabIndex = -1;
      b.dataset.value = String(v);
      if (colours) {
        b.className = `swatch colour-${v}`;
        b.textContent = String(v);
        b.setAttribute('aria-label', `${v} ${COLOUR_NAMES[v - 1]}`);
      } else {
        const sym = document.createElement('span');
        sym.textContent = symbolFor(v);
        const left = document.createElement('small');
        left.className = 'left';
        left.setAttribute('aria-hidden', 'true');
        b.append(sym, left);
      }
      keys.push(b);
    }
    this.keypad.replaceChildren(...keys);
    this.paintKeys();
  }

  /** Each symbol's key: how many are still to place, and whether digit-first chose it. */
  private paintKeys(): void {
    const n = this.shape.size;
    const placed = new Array<number>(n + 1).fill(0);
    for (const v of this.last) placed[v.value] = (placed[v.value] ?? 0) + 1;
    for (const b of this.keypad.querySelectorAll<HTMLButtonElement>('button[data-value]')) {
      const v = Number(b.dataset.value);
      if (this.pen === 'colour') {
        b.removeAttribute('aria-pressed');
        continue;
      }
      const left = Math.max(0, n - (placed[v] ?? 0));
      const small = b.querySelector('.left');
      if (small) small.textContent = String(left);
      b.classList.toggle('done', left === 0);
      b.setAttribute('aria-label', `${symbolFor(v)}, ${left} left`);
      if (this.digitFirstOn) b.setAttribute('aria-pressed', String(this.chosen === v));
      else b.removeAttribute('aria-pressed');
    }
  }

  render(views: readonly CellView[]): void {
    this.last = views;
    const n = this.shape.size;
    const sel = this.focusCell;
    const single = this.selection.size === 1;
    const sr = Math.floor(sel / n);
    const sc = sel % n;
    const box = (i: number) => Math.floor(Math.floor(i / n) / this.shape.boxRows) * n + Math.floor((i % n) / this.shape.boxCols);
    const selBox = box(sel);
    // Same-digit highlight: the digit-first choice, else the focused cell's value.
    const digit = this.chosen || (views[sel]?.value ?? 0);
    views.forEach((v, i) => {
      const el = this.cells[i];
      if (!el) return;
      const r = Math.floor(i / n);
      const c = i % n;
      this.paintContent(el, v, digit);
      const cls = el.classList;
      cls.toggle('given', v.given);
      cls.toggle('conflict', v.conflict);
      cls.toggle('hint', v.hint);
      cls.toggle('pattern', v.pattern);
      cls.toggle('unit', v.unit);
      cls.toggle('solved', v.solved);
      cls.toggle('wrong', v.wrong);
      cls.toggle('peer', single && i !== sel && (r === sr || c === sc || box(i) === selBox));
      cls.toggle('same', i !== sel && digit !== 0 && v.value === digit);
      cls.toggle('has-mark', digit !== 0 && v.value === 0 && (v.notes.includes(digit) || v.corner.includes(digit)));
      for (let k = 1; k <= PALETTE_SIZE; k++) cls.toggle(`colour-${k}`, v.colour === k);
      el.setAttribute('aria-readonly', String(v.given));
      el.setAttribute('aria-invalid', String(v.conflict || v.wrong));
      // The name starts with what the cell shows (axe: the label contains the visible text).
      el.setAttribute('aria-label', `${v.value ? symbolFor(v.value) : 'empty'}, row ${r + 1}, column ${c + 1}`);
      const what: string[] = [];
      if (v.value) what.push(symbolFor(v.value));
      else {
        if (v.notes.length) what.push(`notes ${v.notes.map(symbolFor).join(' ')}`);
        if (v.corner.length) what.push(`corner ${v.corner.map(symbolFor).join(' ')}`);
        if (what.length === 0) what.push('empty');
      }
      if (v.colour) what.push(`colour ${v.colour} ${COLOUR_NAMES[v.colour - 1]}`);
      const tags = [v.given && 'given', v.conflict && 'conflict', v.wrong && 'wrong', v.hint && 'hint'].filter(Boolean);
      el.setAttribute('aria-description', [...what, ...tags].join(', '));
    });
    this.paintKeys();
  }

  private paintContent(el: HTMLElement, v: CellView, digit: number): void {
    const key = v.value ? `v${v.value}` : `n${v.notes.join(',')}|${v.corner.join(',')}|${digit}`;
    if (el.dataset.content === key) return;
    el.dataset.content = key;
    if (v.value || (v.notes.length === 0 && v.corner.length === 0)) {
      el.textContent = symbolFor(v.value);
      return;
    }
    const parts: HTMLElement[] = [];
    if (v.notes.length) {
      const notes = document.createElement('span');
      notes.className = 'notes';
      notes.setAttribute('aria-hidden', 'true');
      if (v.corner.length === 0) {
        // Alone, each centre mark keeps its own place in a small square grid, as on paper.
        for (let s = 1; s <= this.shape.size; s++) {
          const m = document.createElement('span');
          m.textContent = v.notes.includes(s) ? symbolFor(s) : '';
          if (s === digit && v.notes.includes(s)) m.className = 'hl';
          notes.append(m);
        }
      } else {
        // Beside corner marks, the centre marks are one centred line.
        notes.classList.add('notes-line');
        notes.textContent = v.notes.map(symbolFor).join('');
      }
      parts.push(notes);
    }
    if (v.corner.length) {
      const frame = document.createElement('span');
      frame.className = 'corner';
      frame.setAttribute('aria-hidden', 'true');
      const spots = new Array<string>(9).fill('');
      v.corner.forEach((m, k) => {
        const spot = CORNER_SPOTS[Math.min(k, CORNER_SPOTS.length - 1)]!;
        spots[spot] += symbolFor(m);
      });
      for (const t of spots) {
        const s = document.createElement('span');
        s.textContent = t;
        frame.append(s);
      }
      parts.push(frame);
    }
    el.replaceChildren(...parts);
  }

  private moveFocus(index: number): void {
    const old = this.cells[this.focusCell];
    if (old) old.tabIndex = -1;
    this.focusCell = index;
    const el = this.cells[index];
    if (el) el.tabIndex = 0;
  }

  /** Moves the cursor to a cell; `add` keeps the other selected cells (else the selection is that cell). */
  select(index: number, focus: boolean, add = false): void {
    if (!this.cells[index]) return;
    if (!add) this.selection.clear();
    this.selection.delete(index);
    this.selection.add(index);
    this.moveFocus(index);
    const el = this.cells[index]!;
    if (focus) {
      el.focus({ preventScroll: true });
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    this.paintSelection();
  }

  private paintSelection(): void {
    this.cells.forEach((el, i) => {
      const on = this.selection.has(i);
      el.classList.toggle('selected', on);
      el.classList.toggle('cursor', i === this.focusCell);
      el.setAttribute('aria-selected', String(on));
    });
    if (this.last.length) this.render(this.last);
    this.events.onSelect();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const n = this.shape.size;
    const r = Math.floor(this.focusCell / n);
    const c = this.focusCell % n;
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
      // Shift+arrow grows the selection.
      if (nr >= 0 && nr < n && nc >= 0 && nc < n) this.select(nr * n + nc, true, e.shiftKey);
      this.pending = null;
      return;
    }
    if (e.key === 'Escape') {
      this.select(this.focusCell, true);
      return;
    }
    const pen = this.penKey(e.key, n);
    if (pen) {
      e.preventDefault();
      this.pending = null;
      this.events.onPenKey(pen);
      return;
    }
    // In colour mode the keys 1..9 pick a colour; two digits never join there.
    const result = decodeKey(e.key, this.pen === 'colour' ? PALETTE_SIZE : n, this.focusCell, performance.now(), this.pending);
    if (result.kind === 'ignore') return;
    e.preventDefault();
    const joins = result.kind === 'set' && /^[0-9]$/.test(e.key) && this.pending !== null && result.value > 9 && !result.pending;
    this.pending = result.kind === 'set' ? (result.pending ?? null) : null;
    this.events.onInput(this.selected(), result.kind === 'set' ? result.value : 0, joins);
  }

  /** Pen keys never shadow a symbol of the board: C is 12 and N 23 on the boards that have them. */
  private penKey(key: string, n: number): Pen | 'flip' | null {
    if (key === ' ') return 'flip';
    const k = key.toLowerCase();
    if (k === 'z') return 'value';
    if (k === 'x') return 'corner';
    if (k === 'v') return 'colour';
    if (k === 'c' && n < 12) return 'centre';
    if (k === 'n' && n < 23) return 'flip';
    return null;
  }
}
