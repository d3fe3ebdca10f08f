// The page's mark layers, colours and share links without a browser: one undo step per action
// over many cells, SudokuPad's toggle rule, placements that clean both layers, retracting a first
// digit, old saves upgraded, and share links that round-trip every shape and reject damage.
import { describe, expect, it } from 'vitest';
import { STANDARD_SHAPES } from '../../src/engine/index.js';
import { Game } from '../../web/src/game.js';
import { decodeShare, encodeShare, pack, unpack, type SharedPuzzle } from '../../web/src/share.js';

const SHAPE = { size: 4, boxRows: 2, boxCols: 2 };
const SOLUTION = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const GIVENS = SOLUTION.map((v, i) => ([0, 5, 10, 15].includes(i) ? v : 0));

describe('mark layers and colours', () => {
  it('marks many cells in one step: added where missing, removed when all have it', () => {
    const g = new Game(SHAPE, GIVENS);
    expect(g.toggleMarks('corner', [1, 2], 3)).toBe(true);
    expect(g.toggleMarks('corner', [1, 2, 3], 3)).toBe(true);
    expect([1, 2, 3].map((i) => g.corners(i))).toEqual([[3], [3], [3]]);
    expect(g.toggleMarks('corner', [1, 2, 3], 3)).toBe(true);
    expect([1, 2, 3].map((i) => g.corners(i))).toEqual([[], [], []]);
    // A given takes no marks; the centre layer is apart from the corner layer.
    expect(g.toggleMarks('centre', [0], 2)).toBe(false);
    g.toggleMarks('centre', [1], 2);
    expect([g.notes(1), g.corners(1)]).toEqual([[2], []]);
    g.undo();
    g.undo();
    expect(g.corners(3)).toEqual([3]);
    g.undo();
    expect(g.corners(3)).toEqual([]);
    expect(g.corners(1)).toEqual([3]);
  });

  it("removes a placed value from its peers' centre and corner marks in the same step", () => {
    const g = new Game(SHAPE, GIVENS);
    g.toggleMarks('centre', [2, 3, 6], 2);
    g.toggleMarks('corner', [4, 8], 2);
    g.placeMany([1], 2);
    // Peers of cell 1: row 0 (2, 3), column 1 (9, 13), box (4). Cells 6 and 8 are not peers.
    expect([g.notes(2), g.notes(3), g.notes(6), g.corners(4), g.corners(8)]).toEqual([[], [], [2], [], [2]]);
    g.undo();
    expect([g.notes(2), g.notes(3), g.corners(4)]).toEqual([[2], [2], [2]]);
  });

  it('colours givens and empty cells, clears a colour they all have, and erases layer by layer', () => {
    const g = new Game(SHAPE, GIVENS);
    expect(g.colourMany([0, 1, 2], 4)).toBe(true);
    expect([0, 1, 2].map((i) => g.colour(i))).toEqual([4, 4, 4]);
    expect(g.colourMany([0, 1, 2], 4)).toBe(true);
    expect([0, 1, 2].map((i) => g.colour(i))).toEqual([0, 0, 0]);
    expect(g.colourMany([1], 10)).toBe(false);
    g.colourMany([1], 2);
    g.toggleMarks('corner', [1], 3);
    g.placeMany([1], 2);
    expect([g.value(1), g.corners(1), g.colour(1)]).toEqual([2, [], 2]);
    g.eraseMany([1]);
    expect([g.value(1), g.colour(1)]).toEqual([0, 2]);
    g.eraseMany([1]);
    expect(g.colour(1)).toBe(0);
    expect(g.eraseMany([1])).toBe(false);
  });

  it('retracts a first digit so a second one replaces it (no trace in undo or redo)', () => {
    const g = new Game({ size: 16, boxRows: 4, boxCols: 4 }, new Array<number>(256).fill(0));
    g.toggleNote(0, 1);
    const first = g.lastStep();
    expect(g.retract()).toBe(true);
    g.toggleNote(0, 15);
    expect(first).not.toBe(g.lastStep());
    expect(g.notes(0)).toEqual([15]);
    expect(g.canRedo()).toBe(false);
    g.undo();
    expect(g.notes(0)).toEqual([]);
    expect(g.canUndo()).toBe(false);
  });

  it('restores a save with corner marks and colours, and upgrades a save from before them', () => {
    const g = new Game(SHAPE, GIVENS);
    g.toggleMarks('corner', [1], 3);
    g.colourMany([2], 5);
    const back = Game.restore(JSON.parse(JSON.stringify(g.toData())))!;
    expect([back.corners(1), back.colour(2)]).toEqual([[3], 5]);
    back.undo();
    expect(back.colour(2)).toBe(0);
    // An older save: notes only, undo entries of five numbers.
    const old = {
      shape: SHAPE,
      givens: GIVENS,
      values: [...GIVENS],
      notes: GIVENS.map((_, i) => (i === 1 ? 0b10 : 0)),
      undo: [[[1, 0, 0, 0, 2]]],
      redo: [],
    };
    const up = Game.restore(old as never)!;
    expect([up.notes(1), up.corners(1), up.colour(1)]).toEqual([[2], [], 0]);
    up.undo();
    expect(up.notes(1)).toEqual([]);
    expect(Game.restore({ ...g.toData(), colours: [99, ...new Array<number>(15).fill(0)] })).toBeNull();
  });
});

describe('share links', () => {
  const sample = (n: number, boxRows: number, boxCols: number, withPosition: boolean, id: string | null): SharedPuzzle => {
    const len = n * n;
    const givens = Array.from({ length: len }, (_, i) => (i % 7 === 0 ? (i % n) + 1 : 0));
    return {
      shape: { size: n, boxRows, boxCols },
      givens,
      puzzleId: id,
      position: withPosition
        ? {
            values: givens.map((g, i) => g || (i % 5 === 0 ? ((i * 3) % n) + 1 : 0)),
            centre: givens.map((g, i) => (g || i % 5 === 0 ? 0 : (2 ** n - 1) & (i * 2654435761))),
            corner: givens.map((g, i) => (g || i % 5 === 0 ? 0 : 1 << (i % n))),
            colours: givens.map((_, i) => i % 10),
          }
        : null,
    };
  };

  it('round-trips the puzzle and the position on every standard shape, with and without an id', async () => {
    for (const s of STANDARD_SHAPES) {
      for (const [withPosition, id] of [
        [false, null],
        [true, 'ckv9a8b7c6d5e4f3'],
      ] as const) {
        const p = sample(s.size, s.boxRows, s.boxCols, withPosition, id);
        expect(unpack(pack(p))).toEqual(p);
        const code = await encodeShare(p);
        expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(await decodeShare(code)).toEqual(p);
      }
    }
  });

  it('is compact: a 9×9 puzzle link is well under 200 characters', async () => {
    const code = await encodeShare(sample(9, 3, 3, false, 'ckv9a8b7c6d5e4f3'));
    expect(code.length).toBeLessThan(200);
  });

  it('rejects damaged or foreign links', async () => {
    const bytes = pack(sample(9, 3, 3, true, null));
    expect(unpack(bytes.subarray(0, bytes.length - 1))).toBeNull();
    const badShape = Uint8Array.from(bytes);
    badShape[2] = 2; // 2×3 boxes cannot tile a 9×9
    expect(unpack(badShape)).toBeNull();
    const badValue = Uint8Array.from(bytes);
    badValue[6] = 12;
    expect(unpack(badValue)).toBeNull();
    expect(await decodeShare('not-a-link')).toBeNull();
    expect(await decodeShare('')).toBeNull();
  });
});
