// One game in progress, without any DOM: values, pencil marks (notes) and an undo history over
// both. Every user action is one undoable step, however many cells it touches (a placement that
// also cleans its peers' notes, Fill notes, a hint applied). Pure, so the unit tests drive it.
import { peersOf, type Shape } from './board.js';

/** One cell's change inside a step: [index, value before, notes before, value after, notes after]. */
export type Change = [number, number, number, number, number];
export type Step = Change[];

/** What is kept in localStorage: enough to rebuild the game and its whole undo history. */
export interface GameData {
  shape: Shape;
  givens: number[];
  values: number[];
  notes: number[];
  undo: Step[];
  redo: Step[];
}

/** Older steps are dropped past this many, so a saved game stays small. */
export const MAX_UNDO = 2000;

const bit = (v: number): number => 1 << (v - 1);

export class Game {
  readonly shape: Shape;
  readonly givens: readonly number[];
  private readonly values: number[];
  /** Bit v-1 set when v is noted in the cell; a cell with a value keeps no notes. */
  private readonly marks: number[];
  private readonly peers: number[][];
  private undoStack: Step[];
  private redoStack: Step[];

  constructor(shape: Shape, givens: readonly number[], saved?: Omit<GameData, 'shape' | 'givens'>) {
    this.shape = shape;
    this.givens = [...givens];
    this.values = saved ? [...saved.values] : [...givens];
    this.marks = saved ? [...saved.notes] : new Array<number>(givens.length).fill(0);
    this.undoStack = saved ? saved.undo.map((s) => s.map((c) => [...c] as Change)) : [];
    this.redoStack = saved ? saved.redo.map((s) => s.map((c) => [...c] as Change)) : [];
    this.peers = peersOf(shape);
  }

  /** A saved game, or null when it does not fit the givens it claims (a corrupt or foreign save). */
  static restore(data: GameData): Game | null {
    const n = data.shape.size;
    const len = n * n;
    const ok =
      [data.givens, data.values, data.notes].every((a) => Array.isArray(a) && a.length === len) &&
      data.givens.every((g, i) => g === 0 || data.values[i] === g) &&
      Array.isArray(data.undo) &&
      Array.isArray(data.redo);
    return ok ? new Game(data.shape, data.givens, data) : null;
  }

  toData(): GameData {
    return {
      shape: this.shape,
      givens: [...this.givens],
      values: [...this.values],
      notes: [...this.marks],
      undo: this.undoStack,
      redo: this.redoStack,
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
  /** Noted values of a cell, ascending. */
  notes(i: number): number[] {
    const out: number[] = [];
    for (let v = 1, m = this.marks[i]!; m; v++, m >>>= 1) if (m & 1) out.push(v);
    return out;
  }
  hasNote(i: number, v: number): boolean {
    return (this.marks[i]! & bit(v)) !== 0;
  }
  complete(): boolean {
    return this.values.every((v) => v !== 0);
  }
  /** The player has entered something of their own (a value or a note). */
  hasWork(): boolean {
    return this.values.some((v, i) => v !== 0 && this.givens[i] === 0) || this.marks.some((m) => m !== 0);
  }
  canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Sets (v > 0) or clears (v = 0) a cell's value; a placement removes v from its peers' notes. */
  place(i: number, v: number): boolean {
    if (this.isGiven(i)) return false;
    const step: Change[] = [[i, this.values[i]!, this.marks[i]!, v, 0]];
    if (v > 0) {
      for (const p of this.peers[i]!) {
        const m = this.marks[p]!;
        if (m & bit(v)) step.push([p, this.values[p]!, m, this.values[p]!, m & ~bit(v)]);
      }
    }
    return this.commit(step);
  }

  /** Flips note v in an empty cell. */
  toggleNote(i: number, v: number): boolean {
    if (this.isGiven(i) || this.values[i] !== 0 || v < 1 || v > this.size) return false;
    const m = this.marks[i]!;
    return this.commit([[i, 0, m, 0, m ^ bit(v)]]);
  }

  /** Writes each listed empty cell's candidates as its notes (the API's `candidates`). */
  fillNotes(list: readonly { index: number; values: readonly number[] }[]): boolean {
    const step: Change[] = [];
    for (const { index, values } of list) {
      if (this.values[index] !== 0) continue;
      const m = values.reduce((acc, v) => acc | bit(v), 0);
      step.push([index, 0, this.marks[index]!, 0, m]);
    }
    return this.commit(step);
  }

  /** Removes notes (a hint's eliminations). */
  eliminate(list: readonly { index: number; value: number }[]): boolean {
    const after = new Map<number, number>();
    for (const { index, value } of list) after.set(index, (after.get(index) ?? this.marks[index]!) & ~bit(value));
    return this.commit([...after].map(([i, m]): Change => [i, this.values[i]!, this.marks[i]!, this.values[i]!, m]));
  }

  /** Clears every entry and note of the player's, as one undoable step. */
  clearEntries(): boolean {
    const step: Change[] = [];
    this.values.forEach((v, i) => {
      if (!this.isGiven(i) && (v !== 0 || this.marks[i] !== 0)) step.push([i, v, this.marks[i]!, 0, 0]);
    });
    return this.commit(step);
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    for (let k = step.length - 1; k >= 0; k--) this.write(step[k]![0], step[k]![1], step[k]![2]);
    this.redoStack.push(step);
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    for (const [i, , , v, m] of step) this.write(i, v, m);
    this.undoStack.push(step);
    return true;
  }

  private write(i: number, v: number, m: number): void {
    this.values[i] = v;
    this.marks[i] = m;
  }

  private commit(changes: Change[]): boolean {
    const step = changes.filter(([, v0, n0, v1, n1]) => v0 !== v1 || n0 !== n1);
    if (step.length === 0) return false;
    for (const [i, , , v, m] of step) this.write(i, v, m);
    this.undoStack.push(step);
    if (this.undoStack.length > MAX_UNDO) this.undoStack.splice(0, this.undoStack.length - MAX_UNDO);
    this.redoStack = [];
    return true;
  }
}
