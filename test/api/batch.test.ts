// solveMany and generatePuzzles over HTTP: mixed statuses in order, one stored record per board,
// the caps, and the one-compute-field-per-operation rule.
import { afterAll, describe, expect, it } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import type { Board } from '../../src/engine/index.js';
import { createPoolCompute, poolFor } from '../../src/pool/compute.js';
import { withInlineSolves } from '../../src/server/compute.js';
import { isValidSolution, readLines, toValues } from '../../support/oracle.js';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';
import { codes, rowCounts, useApi, watchedPool } from './harness.js';

const api = useApi();

const RECORD = 'id status unique createdAt board { cells } solution { cells } stats { nodes backtracks durationMs }';
const SOLVE_MANY = `mutation($boards: [BoardInput!]!) {
  solveMany(boards: $boards) { status unique solution { cells } conflicts { row col } record { ${RECORD} } }
}`;
const BOX9 = { boxRows: 3, boxCols: 3 };

describe('solveMany', () => {
  it('solves 100 boards of mixed statuses in order and stores one record each', async () => {
    // Easy boards are answered on the request's thread, the hardest ones in the pool.
    const easy = [...readLines('9x9/forum_hardest_1106.txt', 10), ...readLines('9x9/kaggle_easy_10k.txt', 87)];
    const boards = [CLASSIC, CONFLICT_9X9, NO_SOLUTION_9X9, ...easy].map((cells) => ({ cells }));
    const before = await rowCounts(api);
    const r = await api.gql(SOLVE_MANY, { boards });
    expect(r.errors).toBeUndefined();
    const results = r.data.solveMany;
    expect(results).toHaveLength(100);
    expect(results[0]).toMatchObject({ status: 'SOLVED', unique: true, solution: { cells: CLASSIC_SOLUTION } });
    expect(results[1].status).toBe('CONFLICT');
    expect(results[1].conflicts).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ]);
    expect(results[2]).toMatchObject({ status: 'NO_SOLUTION', solution: null });
    for (let i = 3; i < 100; i++) {
      expect(results[i].status).toBe('SOLVED');
      expect(isValidSolution(toValues(results[i].solution.cells), 9, BOX9, toValues(easy[i - 3]))).toBe(true);
    }
    // One record per board, each holding its own board and status.
    expect(new Set(results.map((x: any) => x.record.id)).size).toBe(100);
    for (let i = 0; i < 100; i++) {
      expect(results[i].record.status).toBe(results[i].status);
      expect(results[i].record.board.cells).toBe(boards[i].cells);
    }
    const after = await rowCounts(api);
    expect(after.records - before.records).toBe(100);
    // Read back from the file (the insert dropped the cached pages): every field as answered.
    // Read back from the file (the insert dropped the cached pages): every field as answered,
    // newest first (the query cost caps a page of these at 50).
    const listed = await api.gql(`{ solveRecords(first: 50) { edges { node { ${RECORD} } } totalCount } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.solveRecords.totalCount).toBe(after.records);
    const newest = results
      .slice(50)
      .map((x: any) => x.record)
      .reverse();
    expect(listed.data.solveRecords.edges.map((e: any) => e.node)).toEqual(newest);
  });

  it('refuses more than 100 boards, none, and names a bad board by index; stores nothing then', async () => {
    const before = await rowCounts(api);
    const many = await api.gql(SOLVE_MANY, { boards: Array.from({ length: 101 }, () => ({ cells: CLASSIC })) });
    expect(many.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'boards' });
    const none = await api.gql(SOLVE_MANY, { boards: [] });
    expect(none.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'boards' });
    const bad = await api.gql(SOLVE_MANY, { boards: [{ cells: CLASSIC }, { cells: 'x'.repeat(81) }] });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'boards[1].cells', row: 0, col: 0 });
    expect(await rowCounts(api)).toEqual(before);
  });

  it("counts as the operation's one search: solveMany beside solve is refused before running", async () => {
    const before = await rowCounts(api);
    const r = await api.gql(
      `mutation { a: solveMany(boards: [{cells: "${CLASSIC}"}]) { status } b: solve(board: {cells: "${CLASSIC}"}) { status } }`,
    );
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(await rowCounts(api)).toEqual(before);
  });
});

describe('generatePuzzles', () => {
  const GEN = `mutation($count: Int!, $seed: String) {
    generatePuzzles(count: $count, size: 4, difficulty: EASY, seed: $seed) { id seed source givens board { cells } solution { cells } }
  }`;

  it('generates and stores count puzzles, seeds replaying as seed, seed#2, …', async () => {
    const before = await rowCounts(api);
    const r = await api.gql(GEN, { count: 3, seed: 'batch-seed' });
    expect(r.errors).toBeUndefined();
    const list = r.data.generatePuzzles;
    expect(list.map((p: any) => p.seed)).toEqual(['batch-seed', 'batch-seed#2', 'batch-seed#3']);
    for (const p of list) {
      expect(p.source).toBe('GENERATED');
      expect(isValidSolution(toValues(p.solution.cells), 4, { boxRows: 2, boxCols: 2 }, toValues(p.board.cells))).toBe(true);
    }
    expect((await rowCounts(api)).puzzles - before.puzzles).toBe(3);
    // Seed k of the batch is what generatePuzzle gives for the same seed.
    const single = await api.gql(`mutation { generatePuzzle(size: 4, difficulty: EASY, seed: "batch-seed#2") { board { cells } } }`);
    expect(single.data.generatePuzzle.board.cells).toBe(list[1].board.cells);
  });

  it('takes 1 to 20', async () => {
    for (const count of [0, 21]) {
      const r = await api.gql(GEN, { count });
      expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'count' });
    }
    const r = await api.gql(GEN, { count: 20 });
    expect(r.data.generatePuzzles).toHaveLength(20);
    expect(new Set(r.data.generatePuzzles.map((p: any) => p.id)).size).toBe(20);
  });

  it('generates its maximum of ten 25×25 MEDIUM puzzles in one batch, each stored, distinct and of 625 cells', async () => {
    const before = await rowCounts(api);
    const r = await api.gql(
      `mutation { generatePuzzles(count: 10, size: 25, difficulty: MEDIUM, seed: "ten-25") { id seed difficulty board { cells } } }`,
    );
    expect(r.errors).toBeUndefined();
    const puzzles = r.data.generatePuzzles;
    expect(puzzles.map((p: any) => p.seed)).toEqual(['ten-25', ...Array.from({ length: 9 }, (_, k) => `ten-25#${k + 2}`)]);
    expect(new Set(puzzles.map((p: any) => p.id)).size).toBe(10);
    for (const p of puzzles) expect(p.board.cells).toHaveLength(625);
    expect(puzzles.map((p: any) => p.difficulty)).toEqual(Array(10).fill('MEDIUM'));
    expect((await rowCounts(api)).puzzles).toBe(before.puzzles + 10);
  });

  it('has a maximum per shape and level that fits one deadline (docs/limits.md), named in the refusal', async () => {
    const before = await rowCounts(api);
    for (const [size, d, most] of [
      [25, 'HARD', 1],
      [25, 'MEDIUM', 10],
      [16, 'EXPERT', 1],
      [16, 'MEDIUM', 10],
      [12, 'EXPERT', 4],
      [9, 'MASTER', 1],
      [12, 'MASTER', 1],
      [6, 'MASTER', 4],
      [16, 'MASTER', 1],
    ] as const) {
      const r = await api.gql(`mutation { generatePuzzles(count: ${most + 1}, size: ${size}, difficulty: ${d}) { id } }`);
      expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'count' });
      expect(r.errors![0].message).toContain(`at most ${most}`);
    }
    expect((await rowCounts(api)).puzzles).toBe(before.puzzles);
  });

  it('takes only seeds whose every stored seed#k replays through generatePuzzle (at most 200 characters)', async () => {
    const long = 'x'.repeat(198);
    const refused = await api.gql(GEN, { count: 3, seed: long + 'y' });
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'seed' });
    const r = await api.gql(GEN, { count: 3, seed: long });
    expect(r.errors).toBeUndefined();
    const third = r.data.generatePuzzles[2];
    expect(third.seed).toBe(`${long}#3`);
    expect(third.seed).toHaveLength(200);
    const again = await api.gql(`mutation($s: String) { generatePuzzle(size: 4, difficulty: EASY, seed: $s) { seed board { cells } } }`, {
      s: third.seed,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data.generatePuzzle.board.cells).toBe(third.board.cells);
  });
});

describe('solveMany in the pool: one task per chunk, not per board', () => {
  const config = {
    threads: 2,
    maxQueue: 4,
    maxWaitMs: 5000,
    solve: { maxNodes: 2_000_000, deadlineMs: 5000 },
    generate: { maxNodes: 2_000_000, deadlineMs: 5000 },
  };
  // The pool the compute runs on, watched: every task it is handed is kept.
  const pool = poolFor(config);
  const tasks: unknown[] = [];
  const compute = createPoolCompute(
    config,
    watchedPool(pool, (task) => tasks.push(task)),
  );
  afterAll(() => compute.close());
  const board = (cells: string): Board => {
    const parsed = parseBoardText(cells);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  it('sends 40 hard boards as one task per thread and answers each in order', async () => {
    const hard = readLines('9x9/forum_hardest_1106.txt', 40);
    tasks.length = 0;
    const outcomes = await compute.solveBoards(hard.map(board));
    expect(tasks).toHaveLength(2);
    expect(tasks.map((t: any) => t.boards.length)).toEqual([20, 20]);
    expect(outcomes).toHaveLength(40);
    outcomes.forEach((o, i) => {
      expect(o.status).toBe('SOLVED');
      expect(isValidSolution(o.solution!, 9, BOX9, toValues(hard[i]))).toBe(true);
    });
  });

  it('on a pool with work already, a batch is one task: four batches at once fit a queue of four', async () => {
    const hard = readLines('9x9/forum_hardest_1106.txt', 48);
    tasks.length = 0;
    const first = compute.solveBoards(hard.slice(0, 12).map(board)); // idle pool: one chunk per thread
    const rest = [1, 2, 3].map((k) => compute.solveBoards(hard.slice(12 * k, 12 * k + 12).map(board)));
    const outcomes = [await first, ...(await Promise.all(rest))].flat();
    expect(tasks.map((t: any) => t.boards.length)).toEqual([6, 6, 12, 12, 12]);
    outcomes.forEach((o, i) => expect(isValidSolution(o.solution!, 9, BOX9, toValues(hard[i]))).toBe(true));
  });

  it('with inline solves, only boards past the inline budget reach the pool, still in one task per chunk', async () => {
    const inlineFirst = withInlineSolves(compute);
    const mixed = [...readLines('9x9/kaggle_easy_10k.txt', 50), ...readLines('9x9/forum_hardest_1106.txt', 4)];
    tasks.length = 0;
    const outcomes = await inlineFirst.solveBoards(mixed.map(board));
    expect(tasks.length).toBeLessThanOrEqual(2);
    const pooled = tasks.reduce((n: number, t: any) => n + t.boards.length, 0);
    expect(pooled).toBeGreaterThanOrEqual(1);
    expect(pooled).toBeLessThan(mixed.length);
    outcomes.forEach((o, i) => expect(isValidSolution(o.solution!, 9, BOX9, toValues(mixed[i]))).toBe(true));
  });

  it('solve: an easy 9×9 is answered on the calling thread, a hard one in the pool from the start', async () => {
    const inlineFirst = withInlineSolves(compute);
    tasks.length = 0;
    const easy = await inlineFirst.solveBoard(board(CLASSIC));
    expect(easy.solution && Array.from(easy.solution).join('')).toBe(CLASSIC_SOLUTION);
    expect(tasks).toHaveLength(0);
    const [hard] = readLines('9x9/forum_hardest_1106.txt', 1);
    const outcome = await inlineFirst.solveBoard(board(hard));
    expect(tasks).toHaveLength(1);
    expect(outcome.status).toBe('SOLVED');
    // The pool's answer and stats alone: a full search, not a continuation of the inline try.
    expect(outcome.stats.nodes).toBeGreaterThan(64);
  });
});

// That they share INSERT statements is the repository's (solveRecords.record; test/api/repository-raw.test.ts).
describe('solve records of concurrent requests', () => {
  it('each request gets its own committed record', async () => {
    const before = await rowCounts(api);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.gql(`mutation($c: String) { solve(board: { cells: $c }) { status record { id status } } }`, { c: CLASSIC }),
      ),
    );
    const ids = answers.map((a) => a.data.solve.record.id);
    expect(new Set(ids).size).toBe(30);
    expect((await rowCounts(api)).records - before.records).toBe(30);
  });
});
