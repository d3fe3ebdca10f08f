// Parser errors and accepted spellings, in tables: exact codes, cells named 1-based in messages.
import { describe, expect, it } from 'vitest';
import { formatCells, parseBoardText, parseRows, symbolFor, symbolsFor } from '../../src/engine/codec.js';
import { resolveShape } from '../../src/engine/index.js';
import type { ParseErrorCode } from '../../src/engine/types.js';

const EMPTY81 = '.'.repeat(81);
const at = (i: number, ch: string, base = EMPTY81) => base.slice(0, i) + ch + base.slice(i + 1);

describe('parseBoardText errors', () => {
  it.each<[string, string, { boxRows?: number; boxCols?: number }, ParseErrorCode, number | undefined, number | undefined]>([
    ['80 cells', '1'.repeat(80), {}, 'BAD_LENGTH', undefined, undefined],
    ['82 cells', '.'.repeat(82), {}, 'BAD_LENGTH', undefined, undefined],
    ['no cells', '', {}, 'BAD_LENGTH', undefined, undefined],
    ['one cell (N=1)', '5', {}, 'BAD_LENGTH', undefined, undefined],
    ['676 cells (N=26)', '.'.repeat(676), {}, 'BAD_LENGTH', undefined, undefined],
    ["'x' at row 1, column 1", at(0, 'x'), {}, 'BAD_SYMBOL', 0, 0],
    ["'-' at row 3, column 7", at(2 * 9 + 6, '-'), {}, 'BAD_SYMBOL', 2, 6],
    ["'Q' (beyond P) on 25×25", at(624, 'Q', '.'.repeat(625)), {}, 'BAD_SYMBOL', 24, 24],
    ["'A' on 9×9 at row 5, column 5", at(40, 'A'), {}, 'VALUE_TOO_LARGE', 4, 4],
    ["'a' on 9×9 at row 9, column 9", at(80, 'a'), {}, 'VALUE_TOO_LARGE', 8, 8],
    ["'5' on 4×4", at(5, '5', '.'.repeat(16)), {}, 'VALUE_TOO_LARGE', 1, 1],
    ["'H' (17) on 16×16", at(255, 'H', '.'.repeat(256)), {}, 'VALUE_TOO_LARGE', 15, 15],
    ['boxRows 2 on 9×9', EMPTY81, { boxRows: 2 }, 'BAD_SHAPE', undefined, undefined],
    ['box 4×4 on 12×12', '.'.repeat(144), { boxRows: 4, boxCols: 4 }, 'BAD_SHAPE', undefined, undefined],
    ['boxCols 5 on 12×12', '.'.repeat(144), { boxCols: 5 }, 'BAD_SHAPE', undefined, undefined],
  ])('%s', (_, text, box, code, row, col) => {
    const r = parseBoardText(text, box);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.row).toBe(row);
    expect(r.error.col).toBe(col);
    if (row !== undefined) expect(r.error.message).toContain(`row ${row + 1}, column ${col! + 1}`);
    expect(r.error.message.length).toBeGreaterThan(10);
  });

  it('BAD_LENGTH says how many cells it got', () => {
    const r = parseBoardText('1'.repeat(80));
    expect(!r.ok && r.error.message).toContain('80');
  });
});

describe('parseBoardText accepted input', () => {
  it('ignores whitespace, reads . and 0 as empty, letters in either case', () => {
    const rows = ['1 2 . 4', '0 0 0 0', '\t. . . .', '4 3 2 1'];
    const r = parseBoardText(rows.join('\n'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.shape).toEqual({ size: 4, boxRows: 2, boxCols: 2 });
    expect(Array.from(r.value.cells)).toEqual([1, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 1]);
    const lower = parseBoardText(at(0, 'g', '.'.repeat(256)));
    const upper = parseBoardText(at(0, 'G', '.'.repeat(256)));
    expect(lower.ok && lower.value.cells[0]).toBe(16);
    expect(upper.ok && upper.value.cells[0]).toBe(16);
    const p = parseBoardText(at(624, 'p', '.'.repeat(625)));
    expect(p.ok && p.value.cells[624]).toBe(25);
  });

  it('infers the standard shape from the length and takes a box override', () => {
    for (const [n, r, c] of [
      [4, 2, 2],
      [6, 2, 3],
      [8, 2, 4],
      [9, 3, 3],
      [10, 2, 5],
      [12, 3, 4],
      [15, 3, 5],
      [16, 4, 4],
      [25, 5, 5],
    ]) {
      const parsed = parseBoardText('.'.repeat(n * n));
      expect(parsed.ok && parsed.value.shape).toEqual({ size: n, boxRows: r, boxCols: c });
    }
    const twelve = parseBoardText('.'.repeat(144), { boxRows: 4 });
    expect(twelve.ok && twelve.value.shape).toEqual({ size: 12, boxRows: 4, boxCols: 3 });
    const six = parseBoardText('.'.repeat(36), { boxCols: 2 });
    expect(six.ok && six.value.shape).toEqual({ size: 6, boxRows: 3, boxCols: 2 });
  });

  it('round-trips through formatCells with letters above 9', () => {
    const text = '123456789ABCDEFG' + '.'.repeat(240);
    const r = parseBoardText(text.toLowerCase());
    expect(r.ok && formatCells(r.value.cells)).toBe(text);
  });
});

describe('parseRows', () => {
  const grid9 = () => Array.from({ length: 9 }, () => Array<string>(9).fill(''));

  it.each<[string, string, number | undefined]>([
    ['', '', 0],
    ['.', '.', 0],
    ['0', '0', 0],
    ['7', '7', 7],
    ['A on 16×16', 'A', 10],
    ['a on 16×16', 'a', 10],
    ['10 on 16×16', '10', 10],
    ['16 on 16×16', '16', 16],
    [' 7 (padded)', ' 7 ', 7],
  ])('token %s', (_, token, value) => {
    const rows = Array.from({ length: 16 }, () => Array<string>(16).fill(''));
    rows[3][5] = token;
    const r = parseRows(rows);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.cells[3 * 16 + 5]).toBe(value);
  });

  it.each<[string, string, ParseErrorCode]>([
    ['10 on 9×9', '10', 'VALUE_TOO_LARGE'],
    ['A on 9×9', 'A', 'VALUE_TOO_LARGE'],
    ['26', '26', 'VALUE_TOO_LARGE'],
    ['x', 'x', 'BAD_SYMBOL'],
    ['-1', '-1', 'BAD_SYMBOL'],
    ['1.5', '1.5', 'BAD_SYMBOL'],
    ['AB', 'AB', 'BAD_SYMBOL'],
    ['100', '100', 'BAD_SYMBOL'],
  ])('bad token %s names its cell', (_, token, code) => {
    const rows = grid9();
    rows[2][3] = token;
    const r = parseRows(rows);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect([r.error.row, r.error.col]).toEqual([2, 3]);
    expect(r.error.message).toContain('row 3, column 4');
  });

  it('rows of uneven length are BAD_LENGTH naming the row', () => {
    const rows = grid9();
    rows[3] = rows[3].slice(0, 8);
    const r = parseRows(rows);
    expect(!r.ok && r.error.code).toBe('BAD_LENGTH');
    expect(!r.ok && r.error.row).toBe(3);
    expect(!r.ok && r.error.message).toContain('row 4');
    const long = grid9();
    long[0] = [...long[0], ''];
    expect(parseRows(long).ok).toBe(false);
  });

  it('no rows at all is BAD_LENGTH; a bad box is BAD_SHAPE', () => {
    const none = parseRows([]);
    expect(!none.ok && none.error.code).toBe('BAD_LENGTH');
    const bad = parseRows(grid9(), { boxRows: 2 });
    expect(!bad.ok && bad.error.code).toBe('BAD_SHAPE');
  });

  it('gives the same board as parseBoardText for the same content', () => {
    const text = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const rows = Array.from({ length: 9 }, (_, r) => [...text.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? '' : ch)));
    const a = parseRows(rows);
    const b = parseBoardText(text);
    expect(a.ok && b.ok && formatCells(a.value.cells)).toBe(text);
    expect(a.ok && a.value.shape).toEqual(b.ok && b.value.shape);
  });
});

describe('resolveShape', () => {
  it.each<[number, number | undefined, number | undefined, [number, number] | ParseErrorCode]>([
    [9, undefined, undefined, [3, 3]],
    [12, undefined, undefined, [3, 4]],
    [12, 4, undefined, [4, 3]],
    [12, undefined, 6, [2, 6]],
    [12, 2, 6, [2, 6]],
    [8, 4, 2, [4, 2]],
    [6, 3, 2, [3, 2]],
    [9, 2, undefined, 'BAD_SHAPE'],
    [12, 4, 4, 'BAD_SHAPE'],
    [12, 5, undefined, 'BAD_SHAPE'],
    [12, 0, undefined, 'BAD_SHAPE'],
    [1, undefined, undefined, 'BAD_SHAPE'],
    [26, undefined, undefined, 'BAD_SHAPE'],
    [9.5, undefined, undefined, 'BAD_SHAPE'],
  ])('size %s, box %s×%s', (size, r, c, expected) => {
    const got = resolveShape(size, r, c);
    if (typeof expected === 'string') {
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.error.code).toBe(expected);
    } else {
      expect(got).toEqual({ ok: true, value: { size, boxRows: expected[0], boxCols: expected[1] } });
    }
  });
});

describe('symbols', () => {
  it('1–9 then A=10 … P=25, . for empty', () => {
    expect(symbolFor(0)).toBe('.');
    expect(symbolFor(9)).toBe('9');
    expect(symbolFor(10)).toBe('A');
    expect(symbolFor(16)).toBe('G');
    expect(symbolFor(25)).toBe('P');
    expect(symbolsFor({ size: 25, boxRows: 5, boxCols: 5 })).toBe('123456789ABCDEFGHIJKLMNOP');
  });
});

describe('errors name their field', () => {
  const nine = '.'.repeat(81);
  it.each([
    ['cells text of 80 cells', () => parseBoardText('.'.repeat(80)), 'BAD_LENGTH', 'cells'],
    ['an unknown symbol in text', () => parseBoardText('?' + '.'.repeat(80)), 'BAD_SYMBOL', 'cells'],
    ['a value past N in text', () => parseBoardText('A' + '.'.repeat(80)), 'VALUE_TOO_LARGE', 'cells'],
    ['a short row', () => parseRows([['1', '2'], ['3']]), 'BAD_LENGTH', 'rows'],
    [
      'an unknown token in rows',
      () =>
        parseRows([
          ['?', ''],
          ['', ''],
        ]),
      'BAD_SYMBOL',
      'rows',
    ],
    ['boxRows that does not divide N', () => parseBoardText(nine, { boxRows: 2 }), 'BAD_SHAPE', 'boxRows'],
    ['boxCols that does not divide N', () => parseBoardText(nine, { boxCols: 4 }), 'BAD_SHAPE', 'boxCols'],
    ['a box that does not tile N', () => parseBoardText(nine, { boxRows: 3, boxCols: 9 }), 'BAD_SHAPE', 'box'],
    ['an unsupported size', () => resolveShape(26), 'BAD_SHAPE', 'size'],
  ] as const)('%s', (_, run, code, field) => {
    const r = run();
    expect(r.ok ? 'ok' : [r.error.code, r.error.field]).toEqual([code, field]);
  });
});
