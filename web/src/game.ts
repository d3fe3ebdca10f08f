// One game in progress, without any DOM: values, two layers of pencil marks (centre marks, the
// candidates `Fill notes` and `nextStep` use, and corner marks) and a colour per cell, with an
// undo history over all of them. Every user action is one undoable step, however many cells it
// touches (a placement that also cleans its peers' marks, a multi-cell selection marked at once,
// Fill notes, a hint applied). Pure, so the unit tests drive it.
import { rulesFit, seenBy, type Rule, type Shape } from './board.js';

/** One cell as a step records it: value, centre-mark mask, corner-mark mask, colour (0 = none). */
export type CellData = [value: number, centre: number, corner: number, colour: number];
/** One cell's change inside a step: [index, ...before, ...after]. */
export type Change = [number, number, number, number, number, number, number, number, number];
export type Step = Change[];

/** The mark layers a pen writes into. */
export type MarkLayer = 'centre' | 'corner';

/** What is kept in localStorage: enough to rebuild the game and its whole undo history. */
export interface GameData {
  shape: Shape;
  givens: number[];
  values: number[];
  /** Centre marks (candidates), one bit mask per cell. */
  notes: number[];
  /** Corner marks, one bit mask per cell (absent in saves from before corner marks). */
  corner?: number[];
  /** Cell colours, 0 = none, 1..PALETTE_SIZE (absent in older saves). */
  colours?: number[];
  undo: Step[];
  redo: Step[];
  /** The puzzle's variant rules (absent: classic; saves from before variants have none). */
  rules?: Rule[];
}

/** Older steps are dropped past this many, so a saved game stays small. */
export const MAX_UNDO = 2000;
/** Colours a cell can take (1..PALETTE_SIZE; the page has a bright and a colour-blind-safe set). */
export const PALETTE_SIZE = 9;

const bit = (v: number): number => 1 << (v - 1);
const maskValues = (mask: number): number[] => {
  const out: number[] = [];
  for (let v = 1, m = mask; m; v++, m >>>= 1) if (m & 1) out.push(v);
  return out;
};

/** A step saved before corner marks and colours ([i, v0, n0, v1, n1]) in today's form. */
function upgrade(c: number[]): Change {
  return c.length === 5 ? [c[0]!, c[1]!, c[2]!, 0, 0, c[3]!, c[4]!, 0, 0] : (c.slice(0, 9) as Change);
}

export class Game {
  readonly shape: Shape;
  readonly givens: readonly number[];
  private readonly values: number[];
  /** Bit v-1 set when v is a centre mark of the cell; a cell with a value keeps no marks. */
  private readonly marks: number[];
  private readonly cornerMarks: number[];
  private readonly colourOf: number[];
  /** The puzzle's rules beyond rows, columns and boxes (empty: classic). */
  readonly rules: readonly Rule[];
  /** The cells a value placed in a cell leaves (its peers, and what the rules forbid). */
  private readonly seen: (i: number, v: number) => readonly number[];
  private undoStack: Step[];
  private redoStack: Step[];

  constructor(
    shape: Shape,
    givens: readonly number[],
    saved?: Omit<GameData, 'shape' | 'givens'> | null,
    rules: readonly Rule[] = saved?.rules ?? [],
  ) {
    this.shape = shape;
    this.rules = rules;
    this.givens = [...givens];
    const len = givens.length;
    this.values = saved ? [...saved.values] : [...givens];
    this.marks = saved ? [...saved.notes] : new Array<number>(len).fill(0);
    this.cornerMarks = saved?.corner ? [...saved.corner] : new Array<number>(len).fill(0);
    this.colourOf = saved?.colours ? [...saved.colours] : new Array<number>(len).fill(0);
    this.undoStack = saved ? saved.undo.map((s) => s.map(upgrade)) : [];
    this.redoStack = saved ? saved.redo.map((s) => s.map(upgrade)) : [];
    this.seen = seenBy(shape, rules);
  }

  /** A saved game, or null when it does not fit the givens it claims (a corrupt or foreign save). */
  static restore(data: GameData): Game | null {
    const n = data.shape.size;
    const len = n * n;
    const optional = (a: unknown) => a === undefined || (Array.isArray(a) && a.length === len);
    const ok =
      [data.givens, data.values, data.notes].every((a) => Array.isArray(a) && a.length === len) &&
      optional(data.corner) &&
      optional(data.colours) &&
      data.givens.every((g, i) => g === 0 || data.values[i] === g) &&
      (data.colours ?? []).every((c) => Number.isInteger(c) && c >= 0 && c <= PALETTE_SIZE) &&
      Array.isArray(data.undo) &&
      Array.isArray(data.redo);
    return ok && (data.rules === undefined || rulesFit(data.shape, data.rules)) ? new Game(data.shape, data.givens, data) : null;
  }

  toData(): GameData {
    return {
      shape: this.shape,
      givens: [...this.givens],
      values: [...this.values],
      notes: [...this.marks],
      corner: [...this.cornerMarks],
      colours: [...this.colourOf],
      undo: this.undoStack,
      redo: this.redoStack,
      ...(this.rules.length ? { rules: [...this.rules] } : {}),
    };
  }

  get size(): number {
    return this.shape.size;
  }
  value(i: number): number {
    return this.values[i]!;
  }
  cells(): readonly number[] {
    return this.values;
  }
  isGiven(i: number): boolean {
    return this.givens[i] !== 0;
  }
  /** Centre marks (candidates) of a cell, ascending. */
  notes(i: number): number[] {
    return maskValues(this.marks[i]!);
  }
  /** Corner marks of a cell, ascending. */
  corners(i: number): number[] {
    return maskValues(this.cornerMarks[i]!);
  }
  colour(i: number): number {
    return this.colourOf[i]!;
  }
  marksOf(layer: MarkLayer, i: number): number[] {
    return layer === 'centre' ? this.notes(i) : this.corners(i);
  }
  hasNote(i: number, v: number): boolean {
    return (this.marks[i]! & bit(v)) !== 0;
  }
  /** A puzzle to solve (givens or rules), not an empty board to type one on. */
  isPuzzle(): boolean {
    return this.rules.length > 0 || this.givens.some((g) => g !== 0);
  }
  complete(): boolean {
    return this.values.every((v) => v !== 0);
  }
  /** How many cells hold v. */
  count(v: number): number {
    let k = 0;
    for (const x of this.values) if (x === v) k++;
    return k;
  }
  /** The player has entered something of their own (a value, a mark or a colour). */
  hasWork(): boolean {
    return (
      this.values.some((v, i) => v !== 0 && this.givens[i] === 0) ||
      this.marks.some((m) => m !== 0) ||
      this.cornerMarks.some((m) => m !== 0) ||
      this.colourOf.some((c) => c !== 0)
    );
  }
  canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  /** The last step made (the page keeps it to replace a one-digit entry by a two-digit one). */
  lastStep(): Step | undefined {
    return this.undoStack[this.undoStack.length - 1];
  }

  private data(i: number): CellData {
    return [this.values[i]!, this.marks[i]!, this.cornerMarks[i]!, this.colourOf[i]!];
  }
  private change(i: number, after: CellData): Change {
    return [i, ...this.data(i), ...after];
  }

  /** Sets (v > 0) or clears (v = 0) a cell's value; a placement removes v from its peers' marks. */
  place(i: number, v: number): boolean {
    return this.placeMany([i], v);
  }

  /**
   * Sets v in every listed cell that is not a given (clears with v = 0), as one step; each placed
   * value leaves its peers' centre and corner marks. A filled cell keeps no marks (its colour stays).
   */
  placeMany(cells: readonly number[], v: number): boolean {
    const after = new Map<number, CellData>();
    const get = (i: number): CellData => after.get(i) ?? this.data(i);
    for (const i of cells) {
      if (this.isGiven(i)) continue;
      after.set(i, [v, 0, 0, get(i)[3]]);
    }
    if (v > 0) {
      for (const i of cells) {
        if (this.isGiven(i)) continue;
        for (const p of this.seen(i, v)) {
          const d = get(p);
          if ((d[1] | d[2]) & bit(v)) after.set(p, [d[0], d[1] & ~bit(v), d[2] & ~bit(v), d[3]]);
        }
      }
    }
    return this.commit([...after].map(([i, d]) => this.change(i, d)));
  }

  /** Flips centre mark v in an empty cell. */
  toggleNote(i: number, v: number): boolean {
    return this.toggleMarks('centre', [i], v);
  }

  /**
   * Marks v in one layer of every listed empty cell, as one step: when all of them already have
   * it, it goes from all of them; otherwise it is added where it is missing (as SudokuPad does).
   */
  toggleMarks(layer: MarkLayer, cells: readonly number[], v: number): boolean {
    if (v < 1 || v > this.size) return false;
    const k = layer === 'centre' ? 1 : 2;
    const open = cells.filter((i) => !this.isGiven(i) && this.values[i] === 0);
    if (open.length === 0) return false;
    const all = open.every((i) => this.data(i)[k]! & bit(v));
    return this.commit(
      open.map((i) => {
        const d = this.data(i);
        d[k] = all ? d[k]! & ~bit(v) : d[k]! | bit(v);
        return this.change(i, d);
      }),
    );
  }

  /** Colours every listed cell (givens too) with c, or clears them with 0; c on cells that all have it clears. */
  colourMany(cells: readonly number[], c: number): boolean {
    if (c < 0 || c > PALETTE_SIZE) return false;
    const to = c !== 0 && cells.every((i) => this.colourOf[i] === c) ? 0 : c;
    return this.commit(
      cells.map((i) => {
        const d = this.data(i);
        d[3] = to;
        return this.change(i, d);
      }),
    );
  }

  /** Erases what the listed cells hold, one layer at a time: the value, else the marks, else the colour. */
  eraseMany(cells: readonly number[]): boolean {
    const own = cells.filter((i) => !this.isGiven(i));
    if (own.some((i) => this.values[i] !== 0)) return this.placeMany(own, 0);
    if (own.some((i) => this.marks[i] !== 0 || this.cornerMarks[i] !== 0))
      return this.commit(own.map((i) => this.change(i, [0, 0, 0, this.colourOf[i]!])));
    return this.commit(cells.map((i) => this.change(i, [this.values[i]!, this.marks[i]!, this.cornerMarks[i]!, 0])));
  }

  /** Writes each listed empty cell's candidates as its centre marks (the API's `candidates`). */
  fillNotes(list: readonly { index: number; values: readonly number[] }[]): boolean {
    const step: Change[] = [];
    for (const { index, values } of list) {
      if (this.values[index] !== 0) continue;
      const d = this.data(index);
      d[1] = values.reduce((acc, v) => acc | bit(v), 0);
      step.push(this.change(index, d));
    }
    return this.commit(step);
  }

  /** Removes centre marks (a hint's eliminations). */
  eliminate(list: readonly { index: number; value: number }[]): boolean {
    const after = new Map<number, CellData>();
    for (const { index, value } of list) {
      const d = after.get(index) ?? this.data(index);
      d[1] &= ~bit(value);
      after.set(index, d);
    }
    return this.commit([...after].map(([i, d]) => this.change(i, d)));
  }

  /** Clears every entry, mark and colour of the player's, as one undoable step. */
  clearEntries(): boolean {
    const step: Change[] = [];
    this.values.forEach((v, i) => step.push(this.change(i, [this.isGiven(i) ? v : 0, 0, 0, 0])));
    return this.commit(step);
  }

  /** Replaces the whole position (a shared link's, or a solve): one undoable step. */
  setPosition(values: readonly number[], centre: readonly number[], corner: readonly number[], colours: readonly number[]): boolean {
    return this.commit(
      values.map((v, i) =>
        this.change(i, [this.isGiven(i) ? this.givens[i]! : v, v ? 0 : centre[i]!, v ? 0 : corner[i]!, colours[i] ?? 0]),
      ),
    );
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    for (let k = step.length - 1; k >= 0; k--) {
      const [i, v, c, k2, o] = step[k]!;
      this.write(i, [v, c, k2, o]);
    }
    this.redoStack.push(step);
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    for (const [i, , , , , v, c, k, o] of step) this.write(i, [v, c, k, o]);
    this.undoStack.push(step);
    return true;
  }

  /** Drops the last step as if it had never been made (a first digit that a second one joins). */
  retract(): boolean {
    const ok = this.undo();
    if (ok) this.redoStack.pop();
    return ok;
  }

  private write(i: number, [v, c, k, o]: CellData): void {
    this.values[i] = v;
    this.marks[i] = c;
    this.cornerMarks[i] = k;
    this.colourOf[i] = o;
  }

  private commit(changes: Change[]): boolean {
    const step = changes.filter((ch) => ch[1] !== ch[5] || ch[2] !== ch[6] || ch[3] !== ch[7] || ch[4] !== ch[8]);
    if (step.length === 0) return false;
    for (const [i, , , , , v, c, k, o] of step) this.write(i, [v, c, k, o]);
    this.undoStack.push(step);
    if (this.undoStack.length > MAX_UNDO) this.undoStack.splice(0, this.undoStack.length - MAX_UNDO);
    this.redoStack = [];
    return true;
  }
}
