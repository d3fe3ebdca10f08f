// Board formats over HTTP: convert with and without `from`, BoardInput.format on solve, typed
// errors naming the field, and analyzeMany with solveMany's limits.
import LZ from 'lz-string';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';
import { decodeBoard, encodeBoard, parseBoardText } from '../../src/engine/codec.js';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';
import { codes, rowCounts, useApi } from './harness.js';

const api = useApi();

const CONVERT = `query($text: String!, $from: BoardFormat, $to: BoardFormat!) {
  convert(text: $text, from: $from, to: $to) { from to text board { cells } }
}`;

function board(cells: string) {
  const p = parseBoardText(cells);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('convert', () => {
  it('reads a detected format and writes every other one; each reads back to the same givens', async () => {
    const hodoku = `:0000:x:${CLASSIC}:::`;
    for (const to of ['CELLS', 'SUDOKUWIKI', 'PENCILMARKS', 'HODOKU', 'SDK', 'SDM', 'SS', 'FPUZZLES', 'SUDOKUPAD']) {
      const r = await api.gql(CONVERT, { text: hodoku, to });
      expect(r.errors).toBeUndefined();
      expect(r.data.convert.from).toBe('HODOKU');
      expect(r.data.convert.board.cells).toBe(CLASSIC);
      const expected = encodeBoard(board(CLASSIC), to as 'CELLS');
      expect(r.data.convert.text).toBe(expected.ok ? expected.value : null);
      const back = decodeBoard(r.data.convert.text, to as 'CELLS');
      expect(back.ok && back.value.state.board.cells.join('')).toBe(board(CLASSIC).cells.join(''));
    }
  });

  it('an f-puzzles link made by lz-string converts to SDM', async () => {
    const grid = [...CLASSIC].map((ch) => (ch === '.' ? {} : { value: Number(ch), given: true }));
    const json = JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, (_, r) => grid.slice(r * 9, r * 9 + 9)) });
    const r = await api.gql(CONVERT, { text: `https://www.f-puzzles.com/?load=${LZ.compressToBase64(json)}`, to: 'SDM' });
    expect(r.data.convert).toMatchObject({ from: 'FPUZZLES', to: 'SDM', text: CLASSIC.replace(/\./g, '0') });
  });

  it('errors are BAD_USER_INPUT naming text, from or to, with the codec reason', async () => {
    const unknown = await api.gql(CONVERT, { text: 'hello', to: 'CELLS' });
    expect(unknown.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text', reason: 'UNKNOWN_FORMAT' });
    const ambiguous = await api.gql(CONVERT, { text: '1...'.repeat(16), to: 'CELLS' });
    expect(ambiguous.errors![0].extensions).toMatchObject({ field: 'from', reason: 'AMBIGUOUS_FORMAT' });
    const shape = await api.gql(CONVERT, { text: '.'.repeat(256), to: 'HODOKU' });
    expect(shape.errors![0].extensions).toMatchObject({ field: 'to', reason: 'UNSUPPORTED_SHAPE' });
    const link = (constraint: Record<string, unknown>) =>
      `https://sudokupad.app/fpuzzles${LZ.compressToBase64(
        JSON.stringify({
          size: 4,
          grid: [
            [{}, {}, {}, {}],
            [{}, {}, {}, {}],
            [{}, {}, {}, {}],
            [{}, {}, {}, {}],
          ],
          ...constraint,
        }),
      )}`;
    // A thermometer reads as a rule that CELLS cannot write; a constraint the engine does not know is refused by name.
    const variant = await api.gql(CONVERT, { text: link({ thermometer: [{ lines: [['R1C1', 'R1C2']] }] }), to: 'CELLS' });
    expect(variant.errors![0].extensions).toMatchObject({ field: 'to', reason: 'UNSUPPORTED_RULE' });
    const kept = await api.gql(CONVERT, { text: link({ thermometer: [{ lines: [['R1C1', 'R1C2']] }] }), to: 'FPUZZLES' });
    expect(kept.data.convert).toMatchObject({ from: 'SUDOKUPAD', to: 'FPUZZLES' });
    const unknown2 = await api.gql(CONVERT, { text: link({ betweenline: [{ lines: [['R1C1', 'R1C2', 'R1C3']] }] }), to: 'FPUZZLES' });
    expect(unknown2.errors![0].extensions).toMatchObject({ field: 'text', reason: 'UNSUPPORTED_RULE' });
  });
});

describe('BoardInput.format', () => {
  it('solves a board given as a HoDoKu line or a Simple Sudoku grid', async () => {
    const ss = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => {
      const row = CLASSIC.slice(r * 9, r * 9 + 9);
      return `${row.slice(0, 3)}|${row.slice(3, 6)}|${row.slice(6)}`;
    });
    for (const b of [
      { cells: `:0000:x:${CLASSIC}:::`, format: 'HODOKU' },
      { cells: [...ss.slice(0, 3), '-----------', ...ss.slice(3, 6), '-----------', ...ss.slice(6)].join('\n'), format: 'SS' },
    ]) {
      const r = await api.gql(`mutation($b: BoardInput!) { solve(board: $b) { status solution { cells } } }`, { b });
      expect(r.data.solve).toEqual({ status: 'SOLVED', solution: { cells: CLASSIC_SOLUTION } });
    }
  });

  it('a bad text in a format is BAD_USER_INPUT on board.cells; format with rows is refused', async () => {
    const bad = await api.gql(`query($b: BoardInput!) { validate(board: $b) { complete } }`, {
      b: { cells: ':0000:x:12:::', format: 'HODOKU' },
    });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'board.cells', reason: 'BAD_LENGTH' });
    const rows = await api.gql(`query($b: BoardInput!) { validate(board: $b) { complete } }`, { b: { values: [[0]], format: 'SDK' } });
    expect(rows.errors![0].extensions).toMatchObject({ field: 'board.format' });
    // A killer's text is played with its cages (it was refused by name until the operations played
    // rules): one solution, which obeys its 29 cages, never the classic first grid of an empty board.
    const killer = await api.gql(
      `mutation($b: BoardInput!) { solve(board: $b) { status unique solution { cells rules { kind sum cells { row col } } } } }`,
      {
        b: { cells: 'G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^', format: 'KILLER_SHORT' },
      },
    );
    expect(killer.data.solve).toMatchObject({ status: 'SOLVED', unique: true });
    const cages = killer.data.solve.solution.rules;
    expect(cages.length).toBeGreaterThan(1);
    const grid = killer.data.solve.solution.cells as string;
    for (const c of cages as { kind: string; sum: number; cells: { row: number; col: number }[] }[]) {
      expect(c.kind).toBe('KILLER_CAGE');
      expect(c.cells.reduce((t, x) => t + Number(grid[x.row * 9 + x.col]), 0)).toBe(c.sum);
    }
  });
});

describe('analyzeMany', () => {
  const MANY = `query($boards: [BoardInput!]!) { analyzeMany(boards: $boards) { status conflicts { row col } analysis { level score unique } } }`;

  it('one result per board in order: analysed, several solutions (unique false), conflict, no solution', async () => {
    const before = await rowCounts(api);
    const r = await api.gql(MANY, {
      boards: [{ cells: CLASSIC }, { cells: '.'.repeat(16) }, { cells: CONFLICT_9X9 }, { cells: NO_SOLUTION_9X9 }],
    });
    expect(r.errors).toBeUndefined();
    const a = analyze(board(CLASSIC));
    if (a.status !== 'ANALYZED') throw new Error(a.status);
    const [classic, empty, clash, none] = r.data.analyzeMany;
    expect(classic).toEqual({
      status: 'ANALYZED',
      conflicts: [],
      analysis: { level: a.analysis.level, score: a.analysis.score, unique: true },
    });
    expect(empty.status).toBe('ANALYZED');
    expect(empty.analysis.unique).toBe(false);
    expect(clash).toEqual({
      status: 'CONFLICT',
      analysis: null,
      conflicts: [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ],
    });
    expect(none.status).toBe('NO_SOLUTION');
    expect(await rowCounts(api)).toEqual(before);
  });

  it('caps the list at 100, names a bad board, and counts as the one compute field of its operation', async () => {
    const over = await api.gql(MANY, { boards: Array.from({ length: 101 }, () => ({ cells: CLASSIC })) });
    expect(over.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'boards' });
    const bad = await api.gql(MANY, { boards: [{ cells: CLASSIC }, { cells: 'x' }] });
    expect(bad.errors![0].extensions).toMatchObject({ field: 'boards[1].cells' });
    const two = await api.gql(
      `query { a: analyzeMany(boards: [{cells: "${CLASSIC}"}]) { status } b: analyze(board: {cells: "${CLASSIC}"}) { level } }`,
    );
    expect(codes(two)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
