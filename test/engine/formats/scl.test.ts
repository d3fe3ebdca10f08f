// SudokuPad's own scl links: a public link (Marty Sears' "Parity Fish", as published in the
// Sudoku-Bench README, SakanaAI/Sudoku-Bench) decompresses and unzips, and its drawing is refused by name;
// classic links built here with lz-string (plain and zipped JSON) read as their boards; what we
// write reads back on every shape; short puzzle ids are refused with a message naming them.
import LZ from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBoard } from '../../../src/engine/codec.js';
import { encodeSudokuPadScl } from '../../../src/engine/formats/sudokupad.js';
import { resolveShape, type Shape } from '../../../src/engine/index.js';

const PARITY_FISH =
  'https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA';

const regionsOf = (n: number, r: number, c: number) => {
  const out: number[][][] = [];
  for (let br = 0; br < n; br += r)
    for (let bc = 0; bc < n; bc += c) {
      const box: number[][] = [];
      for (let i = br; i < br + r; i++) for (let j = bc; j < bc + c; j++) box.push([i, j]);
      out.push(box);
    }
  return out;
};

describe('SudokuPad scl links', () => {
  it('the public Parity Fish link unzips to a 9×9 with lines and dots, refused by the name of its drawing', () => {
    const d = decodeBoard(PARITY_FISH);
    expect(d.ok ? d : [d.error.code, d.error.name, d.error.message]).toEqual([
      'UNSUPPORTED_RULE',
      'overlays',
      expect.stringContaining("'overlays'"),
    ]);
    // Without its drawings the same zipped JSON is a classic empty 9×9 with 3×3 boxes.
    const zipped = LZ.decompressFromBase64(PARITY_FISH.slice('https://sudokupad.app/scl'.length))!;
    const classic = zipped.replace(/,o:\[.*$/, '}');
    expect(classic).toMatch(/,re:\[\[\[0,0\]/);
    const c = decodeBoard('https://sudokupad.app/scl' + LZ.compressToBase64(classic));
    expect(c.ok ? [c.value.format, c.value.state.board.shape, c.value.state.board.cells.every((v) => v === 0)] : c.error).toEqual([
      'SUDOKUPAD',
      { size: 9, boxRows: 3, boxCols: 3 },
      true,
    ]);
  });

  it('a classic 6×6 in plain and in zipped JSON reads its givens and its 3×2 boxes', () => {
    const cells = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => ({}) as Record<string, unknown>));
    cells[0][0] = { value: 1 };
    cells[5][4] = { value: '6' };
    const plain = JSON.stringify({ id: 'demo', cellSize: 50, cells, regions: regionsOf(6, 3, 2), metadata: { title: 'demo' } });
    // The zipped form SudokuPad shares: short unquoted keys, single quotes, empty cells left out.
    const zipped =
      "{id:'demo',cs:50,ce:[[{v:1},,,,,],[,,,,,],[,,,,,],[,,,,,],[,,,,,],[,,,,{v:6},]],re:" +
      JSON.stringify(regionsOf(6, 3, 2)) +
      ",ca:[{v:'title: demo'}]}";
    for (const link of [
      'https://sudokupad.app/scl' + LZ.compressToBase64(plain),
      'https://sudokupad.app/scl' + encodeURIComponent(LZ.compressToBase64(zipped)),
      'https://sudokupad.app/?puzzleid=ctc' + LZ.compressToBase64(zipped) + '&setting-nogrid=1',
      'https://app.crackingthecryptic.com/sudoku/scl' + LZ.compressToBase64(plain) + '?setting-x=1',
    ]) {
      const d = decodeBoard(link);
      if (!d.ok) throw new Error(d.error.message);
      const given = Array.from(d.value.state.board.cells).flatMap((v, i) => (v ? [[i, v]] : []));
      expect([d.value.format, d.value.state.board.shape, given]).toEqual([
        'SUDOKUPAD',
        { size: 6, boxRows: 3, boxCols: 2 },
        [
          [0, 1],
          [34, 6],
        ],
      ]);
    }
  });

  it('cages read as killer cages, irregular regions as a jigsaw; drawing, bad values and short ids are refused with their codes', () => {
    const cells = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
    const link = (o: Record<string, unknown>) =>
      'https://sudokupad.app/scl' + LZ.compressToBase64(JSON.stringify({ cells, regions: regionsOf(4, 2, 2), ...o }));
    const code = (text: string) => {
      const d = decodeBoard(text);
      return d.ok ? 'OK' : d.error.code;
    };
    const rules = (text: string) => {
      const d = decodeBoard(text);
      return d.ok ? d.value.state.board.rules : [d.error.code, d.error.name];
    };
    expect(code(link({}))).toBe('OK');
    const cage = {
      cells: [
        [0, 0],
        [0, 1],
      ],
      value: 3,
    };
    expect(rules(link({ cages: [cage, { value: 'title: demo' }] }))).toEqual([{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 3 }]);
    expect(rules(link({ cages: [{ ...cage, value: '?' }] }))).toEqual(['UNSUPPORTED_RULE', 'cages']);
    expect(
      rules(
        link({
          lines: [
            {
              wayPoints: [
                [0.5, 0.5],
                [1.5, 1.5],
              ],
            },
          ],
        }),
      ),
    ).toEqual(['UNSUPPORTED_RULE', 'lines']);
    expect(rules(link({ global: ['antiknight', 'antiking'] }))).toEqual([{ kind: 'ANTI_KNIGHT' }, { kind: 'ANTI_KING' }]);
    expect(rules(link({ global: ['antixv'] }))).toEqual(['UNSUPPORTED_RULE', 'antixv']);
    const twisted = regionsOf(4, 2, 2);
    [twisted[0][3], twisted[1][0]] = [twisted[1][0], twisted[0][3]];
    expect(rules(link({ regions: twisted }))).toEqual([{ kind: 'JIGSAW', regions: [0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3] }]);
    const five = cells.map((row) => row.map(() => ({})) as Record<string, unknown>[]);
    five[1][2] = { value: 5 };
    const bad = decodeBoard('https://sudokupad.app/scl' + LZ.compressToBase64(JSON.stringify({ cells: five })));
    expect(bad.ok ? bad : [bad.error.code, bad.error.row, bad.error.col]).toEqual(['VALUE_TOO_LARGE', 1, 2]);
    expect(code('https://sudokupad.app/sclAAAA')).toBe('BAD_FORMAT');
    const short = decodeBoard('https://sudokupad.app/wsj7iunsg6');
    expect(short.ok ? short : [short.error.code, short.error.message]).toEqual([
      'BAD_FORMAT',
      expect.stringContaining("'wsj7iunsg6' is a short SudokuPad puzzle id"),
    ]);
  });

  const SHAPES: Shape[] = [
    [4, 2, 2],
    [6, 2, 3],
    [6, 3, 2],
    [8, 4, 2],
    [9, 3, 3],
    [12, 3, 4],
    [16, 4, 4],
    [20, 5, 4],
    [25, 5, 5],
  ].map(([n, r, c]) => {
    const s = resolveShape(n, r, c);
    if (!s.ok) throw new Error('bad shape');
    return s.value;
  });

  it(`what encodeSudokuPadScl writes reads back (givens, box shape) on ${SHAPES.map((s) => `${s.size}(${s.boxRows}x${s.boxCols})`).join(' ')}`, () => {
    for (const shape of SHAPES) {
      const n = shape.size;
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }), (vals) => {
          const board = { shape, cells: Uint8Array.from(vals) };
          const written = encodeSudokuPadScl({ board });
          if (!written.ok) throw new Error(written.error.message);
          const link = written.value;
          expect(link.startsWith('https://sudokupad.app/scl')).toBe(true);
          // lz-string itself reads the data back as SudokuPad's JSON.
          const json = JSON.parse(LZ.decompressFromBase64(decodeURIComponent(link.slice(25)))) as { cells: { value?: number }[][] };
          expect(json.cells.flat().map((c) => c.value ?? 0)).toEqual(vals);
          const back = decodeBoard(link);
          expect(back.ok ? [back.value.format, back.value.state.board.shape, Array.from(back.value.state.board.cells)] : back).toEqual([
            'SUDOKUPAD',
            shape,
            vals,
          ]);
        }),
        { numRuns: n >= 16 ? 5 : 25 },
      );
    }
  });
});
