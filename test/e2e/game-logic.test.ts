// The page's game model without a browser: notes, placements that clean peers, one undo step per
// action, a save that restores the whole history, and the hint adapter's pattern.
import { describe, expect, it } from 'vitest';
import { peersOf } from '../../web/src/board.js';
import { Game, MAX_UNDO } from '../../web/src/game.js';
import { fromHint } from '../../web/src/step.js';
import { formatTime } from '../../web/src/format.js';

const SHAPE = { size: 4, boxRows: 2, boxCols: 2 };
// 1 2 | 3 4
// 3 4 | 1 2
// ----+----
// 2 1 | 4 3
// 4 3 | 2 1
const SOLUTION = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const GIVENS = SOLUTION.map((v, i) => ([0, 5, 10, 15].includes(i) ? v : 0));

describe('page game model', () => {
  it("lists each cell's row, column and box peers once", () => {
    const peers = peersOf({ size: 9, boxRows: 3, boxCols: 3 });
    expect(peers.every((p) => p.length === 20)).toBe(true);
    expect(peersOf(SHAPE)[0]!.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 12]);
  });

  it('keeps givens fixed and toggles notes only in empty cells', () => {
    const g = new Game(SHAPE, GIVENS);
    expect(g.place(0, 3)).toBe(false);
    expect(g.toggleNote(0, 2)).toBe(false);
    expect(g.toggleNote(1, 2)).toBe(true);
    expect(g.toggleNote(1, 4)).toBe(true);
    expect(g.toggleNote(1, 2)).toBe(true);
    expect(g.notes(1)).toEqual([4]);
    expect(g.toggleNote(1, 5)).toBe(false);
    g.place(1, 2);
    expect(g.notes(1)).toEqual([]);
    expect(g.toggleNote(1, 3)).toBe(false);
  });

  it("removes a placed value from its peers' notes, in the same undo step", () => {
    const g = new Game(SHAPE, GIVENS);
    g.fillNotes([1, 2, 3, 4, 6, 8, 14].map((index) => ({ index, values: [2, 3] })));
    g.place(1, 2);
    // Peers of cell 1: row 0 (2, 3), column 1 (9, 13), box (4). Cell 6 and 8 are not peers.
    expect(g.notes(2)).toEqual([3]);
    expect(g.notes(3)).toEqual([3]);
    expect(g.notes(4)).toEqual([3]);
    expect(g.notes(6)).toEqual([2, 3]);
    expect(g.notes(8)).toEqual([2, 3]);
    expect(g.undo()).toBe(true);
    expect(g.value(1)).toBe(0);
    expect([1, 2, 3, 4].map((i) => g.notes(i))).toEqual([
      [2, 3],
      [2, 3],
      [2, 3],
      [2, 3],
    ]);
    expect(g.undo()).toBe(true); // Fill notes was one step
    expect(g.notes(2)).toEqual([]);
    expect(g.undo()).toBe(false);
  });

  it('undoes and redoes in order, and a new move drops the redo branch', () => {
    const g = new Game(SHAPE, GIVENS);
    const empty = GIVENS.flatMap((v, i) => (v === 0 ? [i] : [])).slice(0, 5);
    const states = [[...g.cells()]];
    for (const i of empty) {
      g.place(i, SOLUTION[i]!);
      states.push([...g.cells()]);
    }
    for (let k = 4; k >= 0; k--) {
      g.undo();
      expect(g.cells()).toEqual(states[k]);
    }
    for (let k = 1; k <= 5; k++) {
      g.redo();
      expect(g.cells()).toEqual(states[k]);
    }
    g.undo();
    g.place(empty[4]!, (SOLUTION[empty[4]!]! % 4) + 1);
    expect(g.canRedo()).toBe(false);
    // A move that changes nothing is not a step.
    expect(g.place(empty[0]!, SOLUTION[empty[0]!]!)).toBe(false);
  });

  it('restores a save with its whole history and refuses one that contradicts its givens', () => {
    const g = new Game(SHAPE, GIVENS);
    g.toggleNote(1, 2);
    g.place(2, 3);
    const saved = JSON.parse(JSON.stringify(g.toData()));
    const back = Game.restore(saved)!;
    expect(back.cells()).toEqual(g.cells());
    expect(back.notes(1)).toEqual([2]);
    back.undo();
    expect(back.value(2)).toBe(0);
    back.undo();
    expect(back.notes(1)).toEqual([]);
    expect(Game.restore({ ...saved, values: saved.values.map((v: number, i: number) => (i === 0 ? 4 : v)) })).toBeNull();
    expect(Game.restore({ ...saved, notes: [1] })).toBeNull();
  });

  it('keeps at most MAX_UNDO steps', () => {
    const g = new Game(SHAPE, GIVENS);
    for (let k = 0; k < MAX_UNDO + 10; k++) g.toggleNote(1, 1);
    let undone = 0;
    while (g.undo()) undone++;
    expect(undone).toBe(MAX_UNDO);
  });

  it('knows when the grid is complete and when the player has work', () => {
    const g = new Game(SHAPE, GIVENS);
    expect(g.hasWork()).toBe(false);
    g.toggleNote(1, 1);
    expect(g.hasWork()).toBe(true);
    SOLUTION.forEach((v, i) => g.place(i, v));
    expect(g.complete()).toBe(true);
    expect(g.clearEntries()).toBe(true);
    expect(g.cells()).toEqual(GIVENS);
    expect(g.hasWork()).toBe(false);
  });
});

describe('hint as a step', () => {
  it('shows for a naked single one peer per other value', () => {
    // Cell 1 (row 0, col 1): row holds 1 and 3 (cells 0, 2), box holds 4 (cell 5): only 2 fits.
    const cells = SOLUTION.map((v, i) => ([0, 2, 5].includes(i) ? v : 0));
    const step = fromHint({ row: 0, col: 1, value: 2, symbol: '2', kind: 'NAKED_SINGLE', reason: 'why' }, cells, SHAPE);
    expect(step.technique).toBe('Naked single');
    expect(step.placements).toEqual([{ index: 1, value: 2 }]);
    expect(step.pattern.map((i) => cells[i]).sort()).toEqual([1, 3, 4]);
    expect(step.eliminations).toEqual([]);
    const other = fromHint({ row: 0, col: 1, value: 2, symbol: '2', kind: 'SOLUTION_CELL', reason: 'why' }, cells, SHAPE);
    expect(other.pattern).toEqual([]);
  });
});

describe('clock', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect([0, 999, 61_000, 252_000, 3_600_000 + 61_000].map(formatTime)).toEqual(['0:00', '0:00', '1:01', '4:12', '1:01:01']);
  });
});
