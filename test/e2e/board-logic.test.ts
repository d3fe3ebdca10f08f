// The page's own board logic: live conflicts must agree with the engine on every standard shape,
// and the key decoder must accept exactly the symbols of the board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts as engineConflicts, STANDARD_SHAPES } from '../../src/engine/index.js';
import { symbolFor } from '../../src/engine/codec.js';
import { decodeKey, findConflicts, toCellsString, TWO_DIGIT_WINDOW_MS } from '../../web/src/board.js';

describe('page conflict detection', () => {
  it('marks exactly the cells the engine reports, on every standard shape', () => {
    for (const shape of STANDARD_SHAPES) {
      const n = shape.size;
      // Sparse random boards: mostly empty, so both clashing and clean boards come up.
      const board = fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: n }) }), {
        minLength: n * n,
        maxLength: n * n,
      });
      fc.assert(
        fc.property(board, (cells) => {
          const expected = engineConflicts({ shape, cells: Uint8Array.from(cells) }).map((c) => c.row * n + c.col);
          expect([...findConflicts(cells, shape)].sort((a, b) => a - b)).toEqual(expected);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('uses the box shape, not a square guess: a 6×6 box is 2 rows by 3 columns', () => {
    const shape = { size: 6, boxRows: 2, boxCols: 3 };
    const cells = new Array<number>(36).fill(0);
    cells[0] = 5; // row 0, col 0
    cells[6 + 2] = 5; // row 1, col 2: same 2×3 box
    expect([...findConflicts(cells, shape)]).toEqual([0, 8]);
    cells[8] = 0;
    cells[12 + 1] = 5; // row 2, col 1: next box down, different row and column
    expect(findConflicts(cells, shape).size).toBe(0);
  });

  it('writes the cells string the API reads, letters above 9', () => {
    expect(toCellsString([0, 1, 9, 10, 16, 25])).toBe('.19AGP');
    for (let v = 1; v <= 25; v++) expect(toCellsString([v])).toBe(symbolFor(v));
  });
});

describe('key decoding', () => {
  const at = 1000;
  it('takes digits up to N and ignores the rest on a 9×9', () => {
    expect(decodeKey('7', 9, 0, at, null)).toEqual({ kind: 'set', value: 7 });
    expect(decodeKey('0', 9, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('a', 9, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('x', 9, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('Enter', 9, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('5', 4, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('Backspace', 9, 0, at, null)).toEqual({ kind: 'clear' });
    expect(decodeKey('Delete', 9, 0, at, null)).toEqual({ kind: 'clear' });
  });

  it('takes letters in either case up to N', () => {
    expect(decodeKey('g', 16, 0, at, null)).toEqual({ kind: 'set', value: 16 });
    expect(decodeKey('G', 16, 0, at, null)).toEqual({ kind: 'set', value: 16 });
    expect(decodeKey('H', 16, 0, at, null)).toEqual({ kind: 'ignore' });
    expect(decodeKey('p', 25, 0, at, null)).toEqual({ kind: 'set', value: 25 });
    expect(decodeKey('Q', 25, 0, at, null)).toEqual({ kind: 'ignore' });
  });

  it('joins two quick digits in the same cell into one number when it fits', () => {
    const first = decodeKey('1', 16, 4, at, null);
    expect(first).toEqual({ kind: 'set', value: 1, pending: { cell: 4, digit: 1, at } });
    const pending = first.kind === 'set' ? first.pending! : null;
    expect(decodeKey('2', 16, 4, at + 300, pending)).toEqual({ kind: 'set', value: 12 });
    expect(decodeKey('0', 16, 4, at + 300, pending)).toEqual({ kind: 'set', value: 10 });
    // 17 does not fit a 16×16: the 7 starts over.
    expect(decodeKey('7', 16, 4, at + 300, pending)).toEqual({ kind: 'set', value: 7 });
    // Too late, or another cell: starts over.
    const late = at + TWO_DIGIT_WINDOW_MS + 1;
    expect(decodeKey('1', 16, 4, late, pending)).toEqual({ kind: 'set', value: 1, pending: { cell: 4, digit: 1, at: late } });
    expect(decodeKey('2', 16, 5, at + 300, pending)).toEqual({ kind: 'set', value: 2 });
    // On a 16×16 a 2 cannot lead (20 > 16), so it never waits.
    expect(decodeKey('2', 16, 4, at, null)).toEqual({ kind: 'set', value: 2 });
    // 25×25 reaches 25 with a leading 2; a 3 can never lead.
    const two = decodeKey('2', 25, 0, at, null);
    expect(decodeKey('5', 25, 0, at + 10, two.kind === 'set' ? two.pending! : null)).toEqual({ kind: 'set', value: 25 });
    expect(decodeKey('3', 25, 0, at, null)).toEqual({ kind: 'set', value: 3 });
    // Below 10 no digit waits for a second one.
    expect(decodeKey('1', 9, 0, at, null)).toEqual({ kind: 'set', value: 1 });
  });
});
