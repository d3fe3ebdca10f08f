// Published examples of each format read as the boards they stand for; links built by lz-string
// itself (the package f-puzzles and SudokuPad use) decode with our codec, variant keys as rules.
import LZ from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBoard, formatBoardText, type BoardFormat } from '../../../src/engine/codec.js';
import { compressToBase64, decompressFromBase64 } from '../../../src/engine/formats/lz.js';

const read = (text: string, format?: BoardFormat) => {
  const r = decodeBoard(text, format);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const rows = (cells: Uint8Array | undefined, n = 9) => {
  const t = cells ? formatBoardText(cells) : '';
  return Array.from({ length: n }, (_, r) => t.slice(r * n, (r + 1) * n));
};

describe('published examples', () => {
  it("SudokuWiki's example link (Sudoku_String_Definitions): clue flag, solved cells and candidates", () => {
    const link =
      'https://www.sudokuwiki.org/sudoku.htm?bd=vu4804032o1508g080030k10o888882647046888g06828060k10029k260b90478go003g0g95090b0b6a2c00g0bcg038ga8g9ao1506601oh847063a2ag288gg8g0626c082c2k20b159818920k9ag9462044';
    const d = read(link);
    expect(d.format).toBe('SUDOKUWIKI');
    // 'vu' = 1022: every candidate, no flag; '48' = 136: candidates 3 and 7; '04' = 4: a solved 2;
    // '03' = 3: the clue 1; '10' = 32: a solved 5; 'o8' = 776: candidates 3, 8, 9.
    const { cells } = d.state.board;
    expect([cells[0], cells[1], cells[2], cells[3]]).toEqual([0, 0, 0, 1]);
    expect([d.state.values![2], d.state.values![11]]).toEqual([2, 5]);
    expect(Array.from(d.state.candidates!.slice(0, 2))).toEqual([0x1ff, (1 << 2) | (1 << 6)]);
    expect(d.state.candidates![12]).toBe((1 << 2) | (1 << 7) | (1 << 8));
  });

  it("HoDoKu's library line for its XY-Wing example (givens, '+' placed values)", () => {
    const line =
      ':0800:123:..+8+2..57.+7.+54....+8..9+8+57...4+5+17+2+98+6+3+2765+83+94+1+9+8+3+6+1+4+7+526+9+23+4+5+1+8+7537+168...+81+4+9+726+3+5::337::';
    const d = read(line);
    expect(d.format).toBe('HODOKU');
    expect(rows(d.state.board.cells).slice(0, 3)).toEqual(['......57.', '...4.....', '..9..7...']);
    expect(rows(d.state.values).slice(0, 3)).toEqual(['..82.....', '7.5.....8', '...85....']);
    expect(d.state.candidates).toBeUndefined();
  });

  it('HoDoKu deleted candidates (drc triples) remove exactly those candidates', () => {
    const grid = '.'.repeat(81);
    const d = read(`:0000:x:${grid}:417 129::`);
    expect(d.state.candidates![0 * 9 + 6]).toBe(0x1ff & ~(1 << 3));
    expect(d.state.candidates![1 * 9 + 8]).toBe(0x1ff & ~(1 << 0));
    expect(d.state.candidates![0]).toBe(0x1ff);
  });

  it('a SadMan .sdk file with headers, and one with [Puzzle] and [State] sections', () => {
    const sdk =
      '#AAnonymous\n#DA plain one\n#B01-12-2026\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n';
    const d = read(sdk);
    expect(d.format).toBe('SDK');
    expect(formatBoardText(d.state.board.cells)).toBe('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
    const sections = `[Puzzle]\n${'.'.repeat(8)}1\n${'.........\n'.repeat(8)}[State]\n2.......1\n${'.........\n'.repeat(8)}`;
    const s = read(sections);
    expect([s.state.board.cells[8], s.state.values![0]]).toEqual([1, 2]);
  });

  it('a Simple Sudoku .ss grid', () => {
    const ss =
      '53.|.7.|...\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n';
    const d = read(ss);
    expect(d.format).toBe('SS');
    expect(formatBoardText(d.state.board.cells)).toBe('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  });

  it('an SDM line uses 0 for blanks', () => {
    const d = read('530070000600195000098000060800060003400803001700020006060000280000419005000080079', 'SDM');
    expect(d.state.board.cells[0]).toBe(5);
    expect(d.state.board.cells[2]).toBe(0);
  });

  it('a 729-character pencil-mark grid: one mark is a filled cell, several are candidates', () => {
    const cell = (vals: number[]) => Array.from({ length: 9 }, (_, k) => (vals.includes(k + 1) ? String(k + 1) : '.')).join('');
    const text = cell([5]) + cell([1, 2]) + cell([1, 2, 3, 4, 5, 6, 7, 8, 9]).repeat(79);
    const d = read(text);
    expect(d.format).toBe('PENCILMARKS');
    expect(d.state.board.cells[0]).toBe(5);
    expect(d.state.candidates![1]).toBe(0b11);
  });
});

describe('f-puzzles and SudokuPad links', () => {
  const json = (extra: Record<string, unknown> = {}) => {
    const grid = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => ({})) as Record<string, unknown>[]);
    grid[0][0] = { value: 1, given: true };
    grid[5][5] = { value: 4 };
    return JSON.stringify({ size: 6, title: 'demo', author: 'me', ruleset: 'Normal sudoku rules apply.', grid, ...extra });
  };

  it('a link compressed by lz-string reads with its size, default boxes, givens and placed values', () => {
    for (const [link, format] of [
      [`https://www.f-puzzles.com/?load=${LZ.compressToBase64(json())}`, 'FPUZZLES'],
      [`https://sudokupad.app/fpuzzles${LZ.compressToBase64(json())}`, 'SUDOKUPAD'],
      [`https://sudokupad.app/fpuzzles${encodeURIComponent(LZ.compressToBase64(json()))}`, 'SUDOKUPAD'],
    ] as const) {
      const d = read(link);
      expect(d.format).toBe(format);
      expect(d.state.board.shape).toEqual({ size: 6, boxRows: 2, boxCols: 3 });
      expect([d.state.board.cells[0], d.state.values![35]]).toEqual([1, 4]);
    }
  });

  it('regions drawing 3×2 boxes give the 3×2 shape; irregular regions and variant keys read as rules', () => {
    const regions = (f: (r: number, c: number) => number) => {
      const grid = Array.from({ length: 6 }, (_, r) => Array.from({ length: 6 }, (_, c) => ({ region: f(r, c) })));
      return `https://www.f-puzzles.com/?load=${LZ.compressToBase64(JSON.stringify({ size: 6, grid }))}`;
    };
    expect(read(regions((r, c) => Math.floor(r / 3) * 3 + Math.floor(c / 2))).state.board.shape).toEqual({
      size: 6,
      boxRows: 3,
      boxCols: 2,
    });
    // Cell r1c1 moved from box 0 to box 1: no r×c tiling, so a JIGSAW rule on the standard 2×3 shape.
    const irregular = read(regions((r, c) => (r === 0 && c === 0 ? 1 : Math.floor(r / 2) * 2 + Math.floor(c / 3)))).state.board;
    expect(irregular.shape).toEqual({ size: 6, boxRows: 2, boxCols: 3 });
    // Regions are numbered in order of first appearance: the raw region 1 of r1c1 becomes 0.
    const map = [0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 2, 2, 2, 3, 3, 3, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5];
    expect(irregular.rules).toEqual([{ kind: 'JIGSAW', regions: map }]);
    const killer = read(
      `https://www.f-puzzles.com/?load=${LZ.compressToBase64(json({ killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }] }))}`,
    );
    expect(killer.state.board.rules).toEqual([{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 3 }]);
    const diagonal = read(`https://sudokupad.app/fpuzzles${LZ.compressToBase64(json({ 'diagonal+': true }))}`);
    expect(diagonal.state.board.rules).toEqual([{ kind: 'DIAGONAL', direction: 'ANTI' }]);
    const unknown = decodeBoard(
      `https://www.f-puzzles.com/?load=${LZ.compressToBase64(json({ betweenline: [{ lines: [['R1C1', 'R1C2', 'R1C3']] }] }))}`,
    );
    expect(unknown.ok ? unknown : [unknown.error.code, unknown.error.name]).toEqual(['UNSUPPORTED_RULE', 'betweenline']);
    const scl = decodeBoard('https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA5gJwgEwQbT1');
    expect(scl.ok ? scl : scl.error.code).toBe('BAD_FORMAT');
    const garbage = decodeBoard('https://www.f-puzzles.com/?load=AAAA');
    expect(garbage.ok ? garbage : garbage.error.code).toBe('BAD_FORMAT');
  });

  it('our lz codec writes what lz-string writes and reads what it reads (any text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        expect(compressToBase64(s)).toBe(LZ.compressToBase64(s));
        if (s !== '') expect(decompressFromBase64(LZ.compressToBase64(s), 1e6)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('decompression stops at its length cap (a short link cannot build a huge text)', () => {
    const long = LZ.compressToBase64('a'.repeat(100_000));
    expect(long.length).toBeLessThan(2000);
    expect(decompressFromBase64(long, 10_000)).toBeNull();
    expect(decompressFromBase64(long, 100_000)).toBe('a'.repeat(100_000));
  });
});

describe('detection', () => {
  it('64 symbols that read both as an 8×8 board and a 4×4 pencil-mark grid are AMBIGUOUS_FORMAT', () => {
    const r = decodeBoard('1...'.repeat(16));
    expect(r.ok ? r : [r.error.code, r.error.field]).toEqual(['AMBIGUOUS_FORMAT', 'format']);
    expect(read('1...'.repeat(16), 'CELLS').state.board.shape.size).toBe(8);
    expect(read('5...'.repeat(16)).format).toBe('CELLS');
  });

  it('unknown text names what was expected', () => {
    const r = decodeBoard('hello world');
    expect(r.ok ? r : r.error.code).toBe('UNKNOWN_FORMAT');
  });
});
