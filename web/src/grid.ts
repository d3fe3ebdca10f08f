// The board view: one focusable cell per square with a roving tabindex (Tab enters the grid once,
// arrows move inside it), thick borders where regions change (the boxes, or any region map),
// pencil marks (marks.ts), cell colours, a multi-cell selection (shift/ctrl-click, drag,
// shift+arrows), the focused cell's row, column, box and equal values highlighted, and the
// on-screen keypad (keypad.ts). Drawings over the cells live in the overlay's layers (layers.ts).
import { boxesOf, decodeKey, symbolFor, type PendingDigit, type Shape } from './board.js';
import { PALETTE_SIZE } from './game.js';
import { COLOUR_NAMES, Keypad } from './keypad.js';
import type { Overlay } from './layers.js';
import { layoutMarks, type Room, type Widths } from './mark-layout.js';
import { marksElement, measuredWidths } from './marks.js';
import { regionEdges } from './outline.js';

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
  /** Candidates a step removes here, shown struck out among the marks. */
  elim: readonly number[];
  /** The value a step places here, highlighted among the marks. */
  place: number;
}

/** What a key or a keypad press writes: a value, a centre or corner mark, or a colour. */
export type Pen = 'value' | 'centre' | 'corner' | 'colour';
export const PENS: readonly Pen[] = ['value', 'centre', 'corner', 'colour'];

/** How a board looks beyond its shape: its regions (a jigsaw's, else the boxes), a margin for outside clues, room for drawings. */
export interface BoardLook {
  /** A region id per cell: thick borders where it changes, the cursor's region highlighted. */
  regions?: ArrayLike<number> | null;
  /** Room around the grid, in cells (little killer and sandwich clues). */
  margin?: number;
  /** Per cell, where its marks leave room for a rule's drawing (rule-shapes.ts). */
  room?: ReadonlyMap<number, Room>;
}

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
  private readonly keys: Keypad;
  /** Symbol widths in the marks' font, measured on first use. */
  private widths: Widths | null = null;
  private regions: ArrayLike<number> = boxesOf(this.shape);
  private room: ReadonlyMap<number, Room> = new Map();

  constructor(
    private readonly root: HTMLElement,
    private readonly keypad: HTMLElement,
    private readonly events: GridEvents,
    /** Drawings over the board: cleared and resized with it. */
    private readonly overlay?: Overlay,
  ) {
    this.keys = new Keypad(keypad);
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
    if (rebuild) {
      this.keys.build(this.shape.size, pen === 'colour');
      this.paintKeys();
    }
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

  /**
   * Rebuilds the cells for a new shape; keeps nothing from the old board. `look.regions` (a region
   * id per cell, the boxes by default) decides where the thick borders go.
   */
  build(shape: Shape, look: BoardLook = {}): void {
    this.shape = shape;
    const n = shape.size;
    const regions = look.regions ?? boxesOf(shape);
    this.regions = regions;
    this.room = look.room ?? new Map();
    this.root.style.setProperty('--n', String(n));
    this.root.dataset.size = String(n);
    this.root.setAttribute('aria-label', `${n} by ${n} board`);
    this.root.setAttribute('aria-multiselectable', 'true');
    this.root.replaceChildren();
    this.cells = [];
    const edges = regionEdges(regions, n);
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
        if (edges[r * n + c]!.right) cell.classList.add('box-right');
        if (edges[r * n + c]!.bottom) cell.classList.add('box-bottom');
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
    this.keys.build(n, this.pen === 'colour');
    this.paintKeys();
    this.overlay?.build(n, look.margin ?? 0);
    this.select(0, false);
  }

  private paintKeys(): void {
    this.keys.paint(
      this.last.map((v) => v.value),
      this.shape.size,
      this.digitFirstOn,
      this.chosen,
    );
  }

  render(views: readonly CellView[]): void {
    this.last = views;
    const n = this.shape.size;
    const sel = this.focusCell;
    const single = this.selection.size === 1;
    const sr = Math.floor(sel / n);
    const sc = sel % n;
    const boxes = this.regions;
    const selBox = boxes[sel];
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
      cls.toggle('peer', single && i !== sel && (r === sr || c === sc || boxes[i] === selBox));
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
    const key = v.value ? `v${v.value}` : `n${v.notes.join(',')}|${v.corner.join(',')}|${digit}|${v.elim.join(',')}|${v.place}`;
    if (el.dataset.content === key) return;
    el.dataset.content = key;
    if (v.value || (v.notes.length === 0 && v.corner.length === 0)) {
      if (!v.value) return el.replaceChildren();
      const value = document.createElement('span');
      value.className = 'v';
      value.textContent = symbolFor(v.value);
      el.replaceChildren(value);
      return;
    }
    this.widths ??= measuredWidths(getComputedStyle(this.root).fontFamily);
    const layout = layoutMarks(v.notes, v.corner, this.shape.size, this.widths, this.room.get(Number(el.dataset.index)));
    el.replaceChildren(marksElement(layout, { hl: digit, elim: v.elim, place: v.place }));
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
