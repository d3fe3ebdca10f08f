// generatePuzzle, puzzle, puzzles, solveRecords: storage, Relay paging, filters and their errors.
import { describe, expect, it } from 'vitest';
import { codes, type GqlResponse, rowCounts, useApi } from './harness.js';
import { CLASSIC, CONFLICT_9X9 } from '../../support/boards.js';

const GENERATE = `mutation($size: Int, $boxRows: Int, $boxCols: Int, $d: Difficulty, $seed: String) {
  generatePuzzle(size: $size, boxRows: $boxRows, boxCols: $boxCols, difficulty: $d, seed: $seed) {
    id difficulty seed givens createdAt
    size { id size boxRows boxCols }
    board { cells givens }
    solution { cells givens }
  }
}`;
const PUZZLES = `query($first: Int, $after: String, $size: Int, $d: Difficulty) {
  puzzles(first: $first, after: $after, size: $size, difficulty: $d) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id size { id } difficulty } }
  }
}`;
const RECORDS = `query($first: Int, $after: String, $p: ID, $s: SolveStatus) {
  solveRecords(first: $first, after: $after, puzzleId: $p, status: $s) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id status puzzle { id seed } } }
  }
}`;
const SOLVE = `mutation($b: BoardInput, $p: ID) { solve(board: $b, puzzleId: $p) { status record { id } } }`;

const api = useApi();
const made: { id: string; size: number; difficulty: string }[] = [];

async function generate(vars: Record<string, unknown>) {
  const r = await api.gql(GENERATE, vars);
  expect(r.errors).toBeUndefined();
  made.push({ id: r.data.generatePuzzle.id, size: r.data.generatePuzzle.size.size, difficulty: r.data.generatePuzzle.difficulty });
  return r.data.generatePuzzle;
}

/** Walks a connection page by page; returns node ids and each page's totalCount. */
async function walk(query: string, field: string, vars: Record<string, unknown>, first: number) {
  const ids: string[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const r: GqlResponse = await api.gql(query, { ...vars, first, after });
    expect(r.errors).toBeUndefined();
    const conn: any = r.data[field];
    pages++;
    totals.push(conn.totalCount);
    ids.push(...conn.edges.map((e: any) => e.node.id));
    expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1)?.cursor ?? null);
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
    expect(pages).toBeLessThan(50);
  }
  return { ids, totals, pages };
}

describe('generatePuzzle', () => {
  it('stores a puzzle with its solution, seed and givens', async () => {
    const p = await generate({ size: 9, d: 'EASY', seed: 'golden' });
    expect(p).toMatchObject({ difficulty: 'EASY', seed: 'golden', size: { id: '9x9', size: 9, boxRows: 3, boxCols: 3 } });
    // EASY's givens are drawn from its band (engine generate/refine.ts GIVENS_BAND: 31–45 on 9×9).
    expect(p.givens).toBeGreaterThanOrEqual(Math.round(0.38 * 81));
    expect(p.givens).toBeLessThanOrEqual(Math.round(0.56 * 81));
    expect(p.board.givens).toBe(p.givens);
    expect(p.solution.givens).toBe(81);
    for (let i = 0; i < 81; i++) if (p.board.cells[i] !== '.') expect(p.board.cells[i]).toBe(p.solution.cells[i]);
    const again = await api.gql(
      `query($id: ID!) { puzzle(id: $id) { id seed board { cells givens } solution { cells givens } createdAt } }`,
      { id: p.id },
    );
    expect(again.data.puzzle).toEqual({ id: p.id, seed: 'golden', board: p.board, solution: p.solution, createdAt: p.createdAt });
  });

  it('replays the identical puzzle from the same seed, and defaults to 9×9 MEDIUM', async () => {
    const a = await generate({ seed: 'replay' });
    const b = await generate({ seed: 'replay' });
    expect(a.id).not.toBe(b.id);
    expect(a.board.cells).toBe(b.board.cells);
    expect(a.difficulty).toBe('MEDIUM');
    expect(a.size.id).toBe('9x9');
    // MEDIUM's removal target at least: graded removal goes on until the puzzle rates MEDIUM.
    expect(a.givens).toBeLessThanOrEqual(81 - Math.round(0.53 * 81));
  });

  it('treats explicit nulls like omitted arguments', async () => {
    const p = await generate({ size: null, d: null, seed: 'nulls' });
    expect(p).toMatchObject({ difficulty: 'MEDIUM', size: { id: '9x9' } });
  });

  it('returns the seed it chose when none is given', async () => {
    const p = await generate({ size: 4, d: 'HARD' });
    expect(p.seed).toMatch(/\S/);
    const replay = await generate({ size: 4, d: 'HARD', seed: p.seed });
    expect(replay.board.cells).toBe(p.board.cells);
  });

  it('generates a 16×16 and a non-standard 6×6 (3×2)', async () => {
    const big = await generate({ size: 16, d: 'EASY', seed: 'big' });
    expect(big.size.id).toBe('16x16');
    expect(big.board.cells).toHaveLength(256);
    const odd = await generate({ size: 6, boxRows: 3, d: 'EASY', seed: 'odd' });
    expect(odd.size).toEqual({ id: '6x6-3x2', size: 6, boxRows: 3, boxCols: 2 });
  });

  it('rejects an unsupported size or box with BAD_USER_INPUT naming the argument, storing nothing', async () => {
    const before = await rowCounts(api);
    const size = await api.gql(GENERATE, { size: 26 });
    expect(codes(size)).toEqual(['BAD_USER_INPUT']);
    expect(size.errors![0].message).toBe('size: size 26 is not supported: sizes run from 2 to 25');
    const box = await api.gql(GENERATE, { size: 9, boxRows: 2 });
    expect(codes(box)).toEqual(['BAD_USER_INPUT']);
    expect(box.errors![0].message).toBe('boxRows: boxRows 2 does not divide size 9');
    const tiles = await api.gql(GENERATE, { size: 12, boxRows: 2, boxCols: 3 });
    expect(codes(tiles)).toEqual(['BAD_USER_INPUT']);
    expect(tiles.errors![0].message).toMatch(/^boxRows: a 2×3 box does not tile a 12×12 board/);
    const seed = await api.gql(GENERATE, { seed: 'x'.repeat(201) });
    expect(seed.errors![0].message).toBe('seed: at most 200 characters, got 201');
    expect(await rowCounts(api)).toEqual(before);
  });
});

describe('puzzle', () => {
  it('is null for an unknown id', async () => {
    const r = await api.gql(`{ puzzle(id: "nope") { id } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.puzzle).toBeNull();
  });
});

describe('puzzles', () => {
  it('pages newest first over more than one page with a stable totalCount', async () => {
    const { ids, totals, pages } = await walk(PUZZLES, 'puzzles', {}, 3);
    expect(ids).toEqual(made.map((m) => m.id).reverse());
    expect(pages).toBe(Math.ceil(made.length / 3));
    expect(pages).toBeGreaterThan(2);
    expect(new Set(totals)).toEqual(new Set([made.length]));
  });

  it('filters by size and difficulty', async () => {
    const nines = await walk(PUZZLES, 'puzzles', { size: 9 }, 2);
    expect(nines.ids).toEqual(
      made
        .filter((m) => m.size === 9)
        .map((m) => m.id)
        .reverse(),
    );
    const hard = await walk(PUZZLES, 'puzzles', { d: 'HARD' }, 100);
    // A 4×4 asked for HARD is solved by singles: it is labelled with its real level, EASY.
    expect(hard.ids).toEqual(
      made
        .filter((m) => m.difficulty === 'HARD')
        .map((m) => m.id)
        .reverse(),
    );
    expect(hard.totals).toEqual([made.filter((m) => m.difficulty === 'HARD').length]);
  });

  it('defaults to 20 per page', async () => {
    const r = await api.gql(`{ puzzles { edges { node { id } } pageInfo { hasNextPage } } }`);
    expect(r.data.puzzles.edges).toHaveLength(made.length);
    expect(r.data.puzzles.pageInfo.hasNextPage).toBe(false);
  });

  it('answers an empty page after the last cursor', async () => {
    const all = await api.gql(PUZZLES, { first: 100 });
    const last = all.data.puzzles.pageInfo.endCursor;
    const r = await api.gql(PUZZLES, { first: 5, after: last });
    expect(r.data.puzzles).toEqual({ totalCount: made.length, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it('rejects first outside 1..100 and foreign cursors with BAD_USER_INPUT', async () => {
    for (const first of [0, 101, -1]) {
      const r = await api.gql(PUZZLES, { first });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].message).toBe(`first: must be between 1 and 100, got ${first}`);
    }
    for (const after of ['garbage', '', Buffer.from('c1:../x').toString('base64url')]) {
      const r = await api.gql(PUZZLES, { after });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].message).toBe('after: not a cursor returned by this API');
    }
  });
});

describe('solveRecords', () => {
  let linked: string;

  it('stores one record per solve, linked to puzzles solved by id', async () => {
    linked = made[0].id;
    for (const m of made.slice(0, 4)) expect((await api.gql(SOLVE, { p: m.id })).data.solve.status).toBe('SOLVED');
    expect((await api.gql(SOLVE, { p: linked })).data.solve.status).toBe('SOLVED');
    expect((await api.gql(SOLVE, { b: { cells: CONFLICT_9X9 } })).data.solve.status).toBe('CONFLICT');
    expect((await api.gql(SOLVE, { b: { cells: CLASSIC } })).data.solve.status).toBe('SOLVED');
    expect((await rowCounts(api)).records).toBe(7);
  });

  it('pages newest first with totalCount, each record with its puzzle', async () => {
    const { ids, totals, pages } = await walk(RECORDS, 'solveRecords', {}, 2);
    expect(ids).toHaveLength(7);
    expect(pages).toBe(4);
    expect(totals).toEqual([7, 7, 7, 7]);
    const r = await api.gql(RECORDS, { first: 7 });
    const nodes = r.data.solveRecords.edges.map((e: any) => e.node);
    expect(nodes[0]).toMatchObject({ status: 'SOLVED', puzzle: null });
    expect(nodes[1]).toMatchObject({ status: 'CONFLICT', puzzle: null });
    expect(nodes[2].puzzle).toEqual({ id: linked, seed: 'golden' });
    expect(nodes.slice(3, 7).map((n: any) => n.puzzle.id)).toEqual(
      made
        .slice(0, 4)
        .map((m) => m.id)
        .reverse(),
    );
  });

  it('filters by puzzleId and status', async () => {
    const byPuzzle = await api.gql(RECORDS, { p: linked });
    expect(byPuzzle.data.solveRecords.totalCount).toBe(2);
    expect(byPuzzle.data.solveRecords.edges.every((e: any) => e.node.puzzle.id === linked)).toBe(true);
    const conflicts = await api.gql(RECORDS, { s: 'CONFLICT' });
    expect(conflicts.data.solveRecords.totalCount).toBe(1);
    expect(conflicts.data.solveRecords.edges[0].node.status).toBe('CONFLICT');
    const none = await api.gql(RECORDS, { s: 'LIMIT_EXCEEDED' });
    expect(none.data.solveRecords).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it("lists a puzzle's own records through Puzzle.solveRecords", async () => {
    const r = await api.gql(
      `query($id: ID!) { puzzle(id: $id) { solveRecords(first: 1) { totalCount pageInfo { hasNextPage } edges { node { puzzle { id } } } } } }`,
      { id: linked },
    );
    expect(r.data.puzzle.solveRecords).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { puzzle: { id: linked } } }],
    });
  });

  it('loads the puzzles of a page in one query, not one per record', async () => {
    const store = api.app.repo.puzzles;
    const calls = { findMany: 0, find: 0 };
    const { findMany, find } = store;
    store.findMany = (ids) => (calls.findMany++, findMany(ids));
    store.find = (id) => (calls.find++, find(id));
    try {
      // A query text no earlier test sent, so it executes instead of being a kept answer (stored-answers.ts).
      const r = await api.gql(RECORDS.replace('query(', 'query OnePuzzleQuery('), { first: 7 });
      expect(r.data.solveRecords.edges.filter((e: any) => e.node.puzzle).length).toBe(5);
    } finally {
      store.findMany = findMany;
      store.find = find;
    }
    expect(calls).toEqual({ findMany: 1, find: 0 });
  });

  it('answers NOT_FOUND for an unknown puzzleId filter', async () => {
    const r = await api.gql(RECORDS, { p: 'missing' });
    expect(codes(r)).toEqual(['NOT_FOUND']);
    expect(r.errors![0].message).toBe("puzzleId: no puzzle with id 'missing'");
  });

  it('rejects first outside 1..100 with BAD_USER_INPUT naming first', async () => {
    const r = await api.gql(RECORDS, { first: 1000 });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].message).toBe('first: must be between 1 and 100, got 1000');
    const nested = await api.gql(`query($id: ID!) { puzzle(id: $id) { solveRecords(first: 0) { totalCount } } }`, { id: linked });
    expect(codes(nested)).toEqual(['BAD_USER_INPUT']);
  });
});
