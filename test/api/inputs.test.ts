// Inputs that round-trip over HTTP: Board.rows sent back as BoardInput.values for every standard
// shape, the three alphabets in and out, blanks in their usual spellings, and grid drawings.
import { describe, expect, it } from 'vitest';
import { readLines } from '../../support/oracle.js';
import { CLASSIC, CLASSIC_SOLUTION } from '../../support/boards.js';
import { codes, useApi } from './harness.js';

const api = useApi();

const SOLVE = `mutation($board: BoardInput!) {
  solve(board: $board) { status solution { cells rows hex: cells(alphabet: HEX) letters: cells(alphabet: LETTERS) } }
}`;
const SOLVE_PLAIN = `mutation($board: BoardInput!) { solve(board: $board) { status solution { cells rows } } }`;

/** Value v as the HEX symbol of v (0 → '.', 1 → '0' … 16 → 'F'). */
const toHex = (digitsLetters: string) =>
  [...digitsLetters].map((c) => (c === '.' ? '.' : (parseInt(c, 36) - 1).toString(16).toUpperCase())).join('');

describe('BoardInput.values', () => {
  it('takes back exactly what Board.rows returned, for every standard shape', async () => {
    const sizes = await api.gql('{ boardSizes { size boxRows boxCols } }');
    expect(sizes.data.boardSizes).toHaveLength(9);
    for (const { size, boxRows, boxCols } of sizes.data.boardSizes) {
      // A full grid for the shape: the empty board's solution.
      const empty = await api.gql(SOLVE_PLAIN, { board: { cells: '.'.repeat(size * size), boxRows, boxCols } });
      expect(empty.data.solve.status).toBe('SOLVED');
      const rows: number[][] = empty.data.solve.solution.rows;
      // Blank a few cells and send the numbers back as they came.
      const holes = rows.map((row, r) => row.map((v, c) => ((r + c) % 3 === 0 ? 0 : v)));
      const back = await api.gql(SOLVE_PLAIN, { board: { values: holes, boxRows, boxCols } });
      expect(back.errors).toBeUndefined();
      expect(back.data.solve.status).toBe('SOLVED');
      expect(back.data.solve.solution.rows).toEqual(rows);
    }
  });

  it('names the row and column of a value out of range, and refuses ragged rows', async () => {
    const rows = Array.from({ length: 9 }, () => Array(9).fill(0));
    rows[2][4] = 10;
    const r = await api.gql(SOLVE_PLAIN, { board: { values: rows } });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions).toMatchObject({ field: 'board.values', row: 2, col: 4, reason: 'VALUE_TOO_LARGE' });
    const ragged = await api.gql(SOLVE_PLAIN, { board: { values: [[0, 0], [0]] } });
    expect(ragged.errors![0].extensions).toMatchObject({ field: 'board.values', reason: 'BAD_LENGTH', row: 1 });
  });

  it('refuses two sources at once', async () => {
    const r = await api.gql(SOLVE_PLAIN, { board: { cells: CLASSIC, values: [[0]] } });
    expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'board' });
    expect(r.errors![0].message).toContain('cells and values');
  });
});

describe('cells: blanks and grid drawing', () => {
  it("reads '0', '_' and '*' as blanks", async () => {
    const spelled = [...CLASSIC].map((c, i) => (c === '.' ? '0_*'[i % 3] : c)).join('');
    const r = await api.gql(SOLVE_PLAIN, { board: { cells: spelled } });
    expect(r.data.solve.solution.cells).toBe(CLASSIC_SOLUTION);
  });

  it('ignores |, spaces, line breaks and -/+ separator lines', async () => {
    const rows = Array.from({ length: 9 }, (_, r) => CLASSIC.slice(r * 9, r * 9 + 9));
    const line = (s: string) =>
      `${s.slice(0, 3).split('').join(' ')} | ${s.slice(3, 6).split('').join(' ')} | ${s.slice(6).split('').join(' ')}`;
    const sep = '------+-------+------';
    const drawn = [0, 1, 2]
      .map((b) =>
        rows
          .slice(b * 3, b * 3 + 3)
          .map(line)
          .join('\n'),
      )
      .join(`\n${sep}\n`);
    const boxed = `+-------+-------+-------+\n${rows.map((r) => `| ${r} |`).join('\r\n')}\n+-------+-------+-------+\n`;
    for (const cells of [drawn, boxed]) {
      const r = await api.gql(SOLVE_PLAIN, { board: { cells } });
      expect(r.errors).toBeUndefined();
      expect(r.data.solve.solution.cells).toBe(CLASSIC_SOLUTION);
    }
  });

  it("a '-' inside a row of cells is no symbol, and is named", async () => {
    const r = await api.gql(SOLVE_PLAIN, { board: { cells: `-${CLASSIC.slice(1)}` } });
    expect(r.errors![0].extensions).toMatchObject({ field: 'board.cells', reason: 'BAD_SYMBOL', row: 0, col: 0 });
  });
});

describe('alphabets', () => {
  const [puzzle16] = readLines('16x16/algts_d0.5_100.txt', 1);
  const [solution16] = readLines('16x16/algts_d0.5_100.txt.solutions', 1);

  it('HEX: 0–F are the 16 values in and out, only . is empty', async () => {
    const r = await api.gql(SOLVE, { board: { cells: toHex(puzzle16), alphabet: 'HEX' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.solve.solution.cells).toBe(solution16);
    expect(r.data.solve.solution.hex).toBe(toHex(solution16));
    // In HEX, 0 is the value 1, so a board of 0s is full of clashes, not empty.
    const zeros = await api.gql(SOLVE_PLAIN, { board: { cells: '0'.repeat(256), alphabet: 'HEX' } });
    expect(zeros.data.solve.status).toBe('CONFLICT');
    const underscore = await api.gql(SOLVE_PLAIN, { board: { cells: '_' + '.'.repeat(255), alphabet: 'HEX' } });
    expect(underscore.errors![0].extensions).toMatchObject({ field: 'board.cells', reason: 'BAD_SYMBOL', row: 0, col: 0 });
  });

  it('HEX is for 16×16 only, in and out', async () => {
    const r = await api.gql(SOLVE_PLAIN, { board: { cells: CLASSIC, alphabet: 'HEX' } });
    expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'board.alphabet' });
    const out = await api.gql(SOLVE, { board: { cells: CLASSIC } });
    expect(codes(out)).toEqual(['BAD_USER_INPUT']);
    expect(out.errors![0].extensions).toMatchObject({ field: 'alphabet' });
  });

  it('LETTERS: A=1 … I=9 on 9×9, either case, out the same way', async () => {
    const letters = [...CLASSIC].map((c) => (c === '.' ? '.' : String.fromCharCode(96 + Number(c)))).join('');
    const r = await api.gql(`mutation($board: BoardInput!) { solve(board: $board) { solution { cells(alphabet: LETTERS) } } }`, {
      board: { cells: letters, alphabet: 'LETTERS' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.solve.solution.cells).toBe([...CLASSIC_SOLUTION].map((c) => String.fromCharCode(64 + Number(c))).join(''));
  });

  it('alphabet applies to cells only', async () => {
    const r = await api.gql(SOLVE_PLAIN, { board: { values: [[0]], alphabet: 'HEX' } });
    expect(r.errors![0].extensions).toMatchObject({ field: 'board.alphabet' });
  });
});
