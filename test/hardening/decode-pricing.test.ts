// Texts in a board format are priced before they are decoded (by their length), decoded once per
// operation off the main thread when they may inflate, and their boards are priced by the board
// they decode to, rules included, before any field runs. Once, a 109-character link of an empty
// 25×25 weighed 109: 13 candidates of it answered 782 KB where the same cells were refused, 100 of
// them went into a solveMany, and a 1.8 KB zipped link held the event loop for 0.5 s, unpriced.
import { describe, expect, it } from 'vitest';
import { compressToBase64 } from '../../src/engine/formats/index.js';
import { decodeRequest, DECODE_CHARS_PER_UNIT, MAIN_DECODE_CHARS, ruleWork } from '../../src/server/cost/boards.js';
import { maxSolveMany } from '../../src/server/cost/batch-limits.js';
import { createCompute } from '../../src/server/compute.js';
import { aliased, EMPTY_25X25 } from '../../support/attacks.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, rowCounts, startApi, useApi, watchedPool, type TestApi } from '../api/harness.js';
import { poolFor } from '../../src/pool/compute.js';
import { poolConfigFromEnv } from '../../src/pool/config.js';

/** SudokuPad's zipped scl form of an empty 25×25: 109 characters. */
const LINK_25 =
  'sudokupad.app/scl' +
  compressToBase64(
    '{ce:[' +
      Array(25)
        .fill('[' + ','.repeat(24) + ']')
        .join(',') +
      ']}',
  );

/** An f-puzzles link of a 9×9 with `cages` killer cages of `size` cells each (all on the first cells: overlapping). */
function cagedLink(cages: number, size: number): string {
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  const cells = Array.from({ length: size }, (_, i) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`);
  const killercage = Array.from({ length: cages }, () => ({ cells, value: '' }));
  return 'https://sudokupad.app/fpuzzles' + compressToBase64(JSON.stringify({ size: 9, grid, killercage }));
}

/** An f-puzzles link of a 9×9 with 40 killer cages without sums: the pairs of cells r1c1-r1c2, r1c3-r1c4, … */
function pairedLink(): string {
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  const at = (i: number) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`;
  const killercage = Array.from({ length: 40 }, (_, k) => ({ cells: [at(2 * k), at(2 * k + 1)], value: '' }));
  return 'https://sudokupad.app/fpuzzles' + compressToBase64(JSON.stringify({ size: 9, grid, killercage }));
}

describe('links priced by their board', () => {
  const kinds: string[] = [];
  let api: TestApi;
  const own = useApi();
  it('13 candidates of a 109-character 25×25 link are refused as the same cells are, decoding it once', async () => {
    expect(LINK_25).toHaveLength(109);
    const pool = poolFor(poolConfigFromEnv({}));
    api = await startApi({
      compute: createCompute(
        {},
        {},
        watchedPool(pool, (t) => kinds.push((t as { kind: string }).kind)),
      ),
    });
    try {
      const query = aliased(13, 'candidates', '{ row col values }');
      const asLink = await api.gql(query, { b: { cells: LINK_25, format: 'SUDOKUPAD' } });
      const asCells = await api.gql(query, { b: { cells: EMPTY_25X25 } });
      expect(asLink.status).toBe(400);
      expect(codes(asLink)).toEqual(['COST_LIMIT_EXCEEDED']);
      expect(codes(asCells)).toEqual(codes(asLink));
      // Decoded once for its 13 fields, in the pool; nothing answered.
      expect(kinds).toEqual(['decode']);
      expect(asLink.data).toBeUndefined();
      // One candidates of it is answered in full, as one of the cells is.
      const one = await api.gql(aliased(1, 'candidates', '{ row col values }'), { b: { cells: LINK_25, format: 'SUDOKUPAD' } });
      expect(one.errors).toBeUndefined();
      expect(one.data.a0).toHaveLength(625);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });

  it('a solveMany or analyzeMany of 26 empty 25×25 links is refused (25 is the most of that shape), nothing stored', async () => {
    const boards = Array.from({ length: 26 }, () => ({ cells: LINK_25, format: 'SUDOKUPAD' }));
    const before = await rowCounts(own);
    const many = await own.gql(`mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status } }`, { b: boards });
    expect(codes(many)).toEqual(['COST_LIMIT_EXCEEDED']);
    const analyzed = await own.gql(`query($b: [BoardInput!]!) { analyzeMany(boards: $b) { status } }`, { b: boards });
    expect(codes(analyzed)).toEqual(['COST_LIMIT_EXCEEDED']);
    expect(await rowCounts(own)).toEqual(before);
    // 100 9×9 boards are still one batch.
    const nine = await own.gql(`mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status } }`, {
      b: Array.from({ length: 100 }, () => ({ cells: CLASSIC })),
    });
    expect(nine.data.solveMany).toHaveLength(100);
  });

  it('prices a board’s rules by the cells they name: 2,000 cages in a link are refused, 40 answered, 300 overlapping refused by their check', async () => {
    const many = await own.gql(`query($b: BoardInput!) { validate(board: $b) { solved } }`, {
      b: { cells: cagedLink(2000, 8), format: 'SUDOKUPAD' },
    });
    expect(codes(many)).toEqual(['COST_LIMIT_EXCEEDED']);
    expect(ruleWork([{ kind: 'KILLER_CAGE', cells: [0, 1, 2], sum: 6 }], 9)).toBe(5);
    expect(ruleWork([{ kind: 'ANTI_KNIGHT' }], 9)).toBe(82);
    // A fair number of cages is priced, decoded and played: 40 cages of two cells on an empty 9×9.
    const few = await own.gql(`query($b: BoardInput!) { validate(board: $b) { solved emptyCells } }`, {
      b: { cells: pairedLink(), format: 'SUDOKUPAD' },
    });
    expect(few.errors).toBeUndefined();
    expect(few.data.validate).toEqual({ solved: false, emptyCells: 81 });
    // Priced before it is checked: 300 overlapping cages of 8 cells (2,700 work) pass the price and
    // are refused by the rules' check, naming the text that carried them.
    const overlapping = await own.gql(`query($b: BoardInput!) { validate(board: $b) { solved } }`, {
      b: { cells: cagedLink(300, 8), format: 'SUDOKUPAD' },
    });
    expect(codes(overlapping)).toEqual(['BAD_RULES']);
    expect(overlapping.errors![0].extensions!.field).toBe('board.cells');
  });

  it('prices BoardInput.rules by the same rule: 1,500 global rules refused before they are converted, rules weighed beside cells', async () => {
    const global = await own.gql(`query($b: BoardInput!) { validate(board: $b) { solved } }`, {
      b: { cells: CLASSIC, rules: Array.from({ length: 1500 }, () => ({ kind: 'ANTI_KNIGHT' })) },
    });
    expect(codes(global)).toEqual(['COST_LIMIT_EXCEEDED']);
    // A cell as RuleInput names two numbers (row, col): a cage of 8 cells and its sum weighs 1 + 17.
    expect(ruleWork([{ kind: 'KILLER_CAGE', sum: 36, cells: Array.from({ length: 8 }, (_, c) => ({ row: 0, col: c })) }], 9)).toBe(18);
    // 36 cages of two cells and a sum (6 each) with anti-knight and anti-king (82 each) weigh 380
    // beside the 729 of an empty 9×9's candidates: 15 candidates of the board without them are
    // answered (10,935 of 16,000), of the board with them refused unrun (16,635).
    const cages = Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 4 }, (_, k) => ({
        kind: 'KILLER_CAGE',
        sum: 10,
        cells: [
          { row: r, col: 2 * k },
          { row: r, col: 2 * k + 1 },
        ],
      })),
    )
      .flat()
      .concat([{ kind: 'ANTI_KNIGHT' }, { kind: 'ANTI_KING' }] as never[]);
    const plain = await own.gql(aliased(15, 'candidates', '{ row col values }'), { b: { cells: '.'.repeat(81) } });
    expect(plain.errors).toBeUndefined();
    expect(plain.data.a14).toHaveLength(81);
    const many = await own.gql(aliased(15, 'candidates', '{ row col values }'), { b: { cells: '.'.repeat(81), rules: cages } });
    expect(codes(many)).toEqual(['COST_LIMIT_EXCEEDED']);
    // One of it is answered, the cages played.
    const one = await own.gql(aliased(1, 'candidates', '{ row col values }'), { b: { cells: '.'.repeat(81), rules: cages } });
    expect(one.data.a0).toHaveLength(81);
  });
});

describe('where a text is decoded', () => {
  it('links and texts to detect on the pool, short lines on the main thread, long ones on the pool', () => {
    expect(decodeRequest({ text: LINK_25, format: 'SUDOKUPAD', options: {} }).onPool).toBe(true);
    expect(decodeRequest({ text: 'x', format: 'FPUZZLES', options: {} }).onPool).toBe(true);
    expect(decodeRequest({ text: CLASSIC, format: null, options: {} }).onPool).toBe(true);
    expect(decodeRequest({ text: CLASSIC.replace(/\./g, '0'), format: 'SDM', options: {} }).onPool).toBe(false);
    expect(decodeRequest({ text: 'x'.repeat(MAIN_DECODE_CHARS + 1), format: 'PENCILMARKS', options: {} }).onPool).toBe(true);
    expect(DECODE_CHARS_PER_UNIT).toBeGreaterThan(0);
  });

  it('a convert of a link decodes in the pool; of an SDM line on the main thread; a text past its budget is LIMIT_EXCEEDED', async () => {
    const kinds: string[] = [];
    const real = createCompute(
      {},
      {},
      watchedPool(poolFor(poolConfigFromEnv({})), (t) => kinds.push((t as { kind: string }).kind)),
    );
    const api = await startApi({ compute: real });
    try {
      const link = await api.gql(`query($t: String!) { convert(text: $t, from: SUDOKUPAD, to: CELLS) { text } }`, { t: LINK_25 });
      expect(link.data.convert.text).toBe(EMPTY_25X25);
      expect(kinds).toEqual(['decode']);
      const sdm = await api.gql(`query($t: String!) { convert(text: $t, from: SDM, to: CELLS) { text } }`, {
        t: CLASSIC.replace(/\./g, '0'),
      });
      expect(sdm.data.convert.text).toBe(CLASSIC);
      expect(kinds).toEqual(['decode']);
    } finally {
      await api.stop();
      api.db.remove();
    }
    // A pool whose decodes run past their budget: the field reads LIMIT_EXCEEDED, naming the text.
    const late = createCompute();
    const slow = await startApi({ compute: { ...late, decodeBoards: async (items) => items.map(() => null) } });
    try {
      const r = await slow.gql(`query($b: BoardInput!) { validate(board: $b) { solved } }`, { b: { cells: LINK_25, format: 'SUDOKUPAD' } });
      expect(codes(r)).toEqual(['LIMIT_EXCEEDED']);
      expect(r.errors![0].extensions!.field).toBe('board.cells');
      const c = await slow.gql(`query($t: String!) { convert(text: $t, to: CELLS) { text } }`, { t: LINK_25 });
      expect(codes(c)).toEqual(['LIMIT_EXCEEDED']);
    } finally {
      await slow.stop();
      slow.db.remove();
    }
  });
});

describe('batch maxima by shape', () => {
  it('is 100 up to 12×12, 62 of 16×16 and 25 of 25×25', () => {
    expect([4, 9, 12, 16, 25].map(maxSolveMany)).toEqual([100, 100, 100, 62, 25]);
  });

  it('refuses 26 25×25 boards naming `boards`, even where more board work is allowed', async () => {
    const api = await startApi({ limits: { maxBoardWork: 1_000_000, maxResponseBytes: 64 << 20 } });
    try {
      const r = await api.gql(`query($b: [BoardInput!]!) { analyzeMany(boards: $b) { status } }`, {
        b: Array.from({ length: 26 }, () => ({ cells: EMPTY_25X25 })),
      });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].extensions!.field).toBe('boards');
      expect(r.errors![0].message).toMatch(/at most 25 boards when one is 25×25, got 26/);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});
