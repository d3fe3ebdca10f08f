// Every format reads back what it writes, on every shape it holds (fast-check), and detection
// names the format a text was written in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_FORMATS, decodeBoard, encodeBoard, type BoardFormat, type BoardState } from '../../../src/engine/codec.js';
import { resolveShape, type Shape } from '../../../src/engine/index.js';
import { candidateMasks } from '../../../src/engine/candidates.js';

/** Every r×c shape with N from 4 to 25 (and a few non-standard boxes). */
const SHAPES: Shape[] = [
  [4, 2, 2],
  [6, 2, 3],
  [6, 3, 2],
  [8, 2, 4],
  [8, 4, 2],
  [9, 3, 3],
  [10, 2, 5],
  [12, 3, 4],
  [12, 4, 3],
  [12, 2, 6],
  [15, 3, 5],
  [16, 4, 4],
  [16, 2, 8],
  [20, 4, 5],
  [25, 5, 5],
].map(([n, r, c]) => {
  const s = resolveShape(n, r, c);
  if (!s.ok) throw new Error('bad shape');
  return s.value;
});

/** The shapes a format holds: the 9×9 formats, f-puzzles up to 16, the rest everything. */
function holds(format: BoardFormat, shape: Shape): boolean {
  if (format === 'SUDOKUWIKI' || format === 'HODOKU') return shape.size === 9 && shape.boxRows === 3;
  if (format === 'FPUZZLES') return shape.size <= 16;
  return true;
}

/** Which parts of a state a format keeps: givens always; placed values; candidates. */
const KEEPS: Record<(typeof CLASSIC_FORMATS)[number], { values: boolean; candidates: boolean }> = {
  CELLS: { values: false, candidates: false },
  SUDOKUWIKI: { values: true, candidates: true },
  PENCILMARKS: { values: false, candidates: true },
  HODOKU: { values: true, candidates: true },
  SDK: { values: true, candidates: false },
  SDM: { values: false, candidates: false },
  SS: { values: false, candidates: false },
  FPUZZLES: { values: true, candidates: false },
  SUDOKUPAD: { values: true, candidates: false },
  JIGSAW_TEXT: { values: false, candidates: false },
};

/** The formats of classic boards: all but the killer forms, which hold cages and no givens (variant round trips: rules-round-trip.test.ts). */
const CLASSIC_FORMATS = BOARD_FORMATS.filter(
  (f): f is Exclude<BoardFormat, 'KILLER_SHORT' | 'SUDOCUE_KILLER'> => f !== 'KILLER_SHORT' && f !== 'SUDOCUE_KILLER',
);

/** A random state: givens, placed values on other cells, and candidate masks a format can hold. */
function stateOf(shape: Shape, keep: { values: boolean; candidates: boolean }, format: BoardFormat) {
  const n = shape.size;
  return fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n * n, maxLength: n * n }),
      fc.array(fc.integer({ min: 0, max: 2 ** n - 1 }), { minLength: n * n, maxLength: n * n }),
    )
    .map(([vals, kinds, masks]): BoardState => {
      const cells = new Uint8Array(n * n);
      const values = new Uint8Array(n * n);
      for (let i = 0; i < n * n; i++) {
        if (vals[i] === 0) continue;
        if (kinds[i] === 0 && keep.values) values[i] = vals[i];
        else if (kinds[i] <= 1) cells[i] = vals[i];
      }
      const board = { shape, cells };
      const state: BoardState = { board, values: values.some((v) => v) ? values : undefined };
      if (!keep.candidates) return state;
      const all = new Uint8Array(n * n);
      for (let i = 0; i < all.length; i++) all[i] = cells[i] || values[i];
      const peers = candidateMasks({ shape, cells: all });
      const cand = new Uint32Array(n * n);
      let noted = false;
      for (let i = 0; i < n * n; i++) {
        if (all[i]) continue;
        // HoDoKu notes deletions from the peers' candidates; the others hold any mask of two or more
        // values (one value reads back as a filled cell).
        let m = format === 'HODOKU' ? peers[i] & masks[i] : masks[i];
        if ((m & (m - 1)) === 0) m = format === 'HODOKU' ? peers[i] : (2 ** n - 1) >>> 0;
        cand[i] = m >>> 0;
        if (m !== (format === 'HODOKU' ? peers[i] : 2 ** n - 1)) noted = true;
      }
      return noted ? { ...state, candidates: cand } : state;
    });
}

const plain = (s: BoardState) => ({
  shape: s.board.shape,
  cells: Array.from(s.board.cells),
  values: s.values ? Array.from(s.values) : undefined,
  candidates: s.candidates ? Array.from(s.candidates) : undefined,
});

describe('every format reads back what it writes', () => {
  for (const format of CLASSIC_FORMATS) {
    const shapes = SHAPES.filter((s) => holds(format, s));
    it(`${format} on ${shapes.map((s) => `${s.size}(${s.boxRows}x${s.boxCols})`).join(' ')}`, () => {
      for (const shape of shapes) {
        fc.assert(
          fc.property(stateOf(shape, KEEPS[format], format), (state) => {
            const text = encodeBoard(state, format);
            expect(text.ok).toBe(true);
            if (!text.ok) return;
            const opts = { boxRows: shape.boxRows, boxCols: shape.boxCols };
            const back = decodeBoard(text.value, format, opts);
            expect(back.ok ? plain(back.value.state) : back).toEqual(plain(state));
          }),
          { numRuns: shape.size >= 16 ? 5 : 25 },
        );
      }
    });
  }

  it('detection names the format each writer used, on a 9×9 with a value placed', () => {
    const cells = new Uint8Array(81);
    cells[0] = 5;
    cells[40] = 9;
    const values = new Uint8Array(81);
    values[80] = 3;
    const state: BoardState = { board: { shape: { size: 9, boxRows: 3, boxCols: 3 }, cells }, values };
    const seen: Record<string, string> = {};
    for (const format of CLASSIC_FORMATS) {
      const text = encodeBoard(state, format);
      if (!text.ok) throw new Error(format);
      const back = decodeBoard(text.value);
      seen[format] = back.ok ? back.value.format : back.error.code;
    }
    // CELLS and SDM write one line of 81 symbols: read back as CELLS (the board is the same).
    expect(seen).toEqual({
      CELLS: 'CELLS',
      SUDOKUWIKI: 'SUDOKUWIKI',
      PENCILMARKS: 'PENCILMARKS',
      HODOKU: 'HODOKU',
      SDK: 'SDK',
      SDM: 'CELLS',
      SS: 'SS',
      FPUZZLES: 'FPUZZLES',
      SUDOKUPAD: 'SUDOKUPAD',
      JIGSAW_TEXT: 'JIGSAW_TEXT',
    });
  });

  it('formats refuse the shapes they cannot hold, naming the format', () => {
    const board = { shape: { size: 16, boxRows: 4, boxCols: 4 }, cells: new Uint8Array(256) };
    for (const format of ['SUDOKUWIKI', 'HODOKU'] as const) {
      const r = encodeBoard(board, format);
      expect(r.ok ? r : r.error.code).toBe('UNSUPPORTED_SHAPE');
    }
    const big = { shape: { size: 25, boxRows: 5, boxCols: 5 }, cells: new Uint8Array(625) };
    const f = encodeBoard(big, 'FPUZZLES');
    expect(f.ok ? f : [f.error.code, f.error.field]).toEqual(['UNSUPPORTED_SHAPE', 'format']);
    expect(encodeBoard(big, 'SUDOKUPAD').ok).toBe(true);
  });
});
