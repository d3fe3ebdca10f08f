// Issue 24 item 7: a mutation's stored writes are all reported in its answer, or none are stored.
// A solveMany answer over the response cap was refused after its 25 records were stored, and a
// SERVER_BUSY search discarded a sibling submitSolution that had been stored. Now a mutation's
// answer is bounded before any field runs (cost/answer.ts), and a mutation that waits for the pool
// is alone in its operation.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MUTATION_ALONE_MESSAGE } from '../../src/server/cost/rules.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, rowCounts, testProvider, useApi } from '../api/harness.js';

/** 625 ones: every cell of a 25×25 clashes, so its solve lists 625 conflicts. */
const CLASHING_25 = '1'.repeat(625);
const MANY = `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status conflicts { row col value symbol units } record { id } } }`;

describe('a mutation answer is decided before anything is stored', () => {
  const api = useApi({ production: true });

  it('refuses a solveMany whose answer could pass the cap (25 all-clashing 25×25) before solving or storing', async () => {
    const before = await rowCounts(api);
    const r = await api.gql(MANY, { b: Array.from({ length: 25 }, () => ({ cells: CLASHING_25 })) });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['RESPONSE_TOO_LARGE']);
    expect(r.errors![0].extensions!.maxResponseBytes).toBe(1 << 20);
    expect(r.errors![0].extensions!.estimatedBytes).toBeGreaterThan(1 << 20);
    expect(await rowCounts(api)).toEqual(before);
    // The same boards without the conflicts list fit, and every record is in the answer.
    const ok = await api.gql(`mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status record { id } } }`, {
      b: Array.from({ length: 25 }, () => ({ cells: CLASHING_25 })),
    });
    expect(ok.status).toBe(200);
    expect(ok.data.solveMany.map((x: { status: string }) => x.status)).toEqual(Array(25).fill('CONFLICT'));
    expect((await rowCounts(api)).records - before.records).toBe(25);
  });

  it('answers 100 9×9 with their conflicts and records (well under the bound)', async () => {
    const r = await api.gql(MANY, { b: Array.from({ length: 100 }, () => ({ cells: CLASSIC })) });
    expect(r.status).toBe(200);
    expect(r.data.solveMany).toHaveLength(100);
  });

  it('refuses a search mutation beside another mutation at validation, storing nothing', async () => {
    const before = await rowCounts(api);
    const gen = await api.gql(`mutation { generatePuzzle(size: 4, seed: "alone") { id } }`);
    const id = gen.data.generatePuzzle.id;
    const solution = (await api.gql(`query($id: ID!) { puzzle(id: $id) { solution { cells } } }`, { id })).data.puzzle.solution.cells;
    const game = (await api.gql(`mutation($id: ID!) { startGame(puzzleId: $id) { id } }`, { id })).data.startGame.id;
    const r = await api.gql(
      `mutation($g: ID!, $s: String!, $c: String) { f: submitSolution(gameId: $g, cells: $s, hintsUsed: 0) { id } s: solve(board: { cells: $c }) { status } }`,
      { g: game, s: solution, c: CLASSIC },
    );
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    // submitSolution checks its move log on the pool, so the one-pool-field rule may speak first.
    const said = r.errors!.map((e) => e.message);
    expect(
      said.some((m) => m === MUTATION_ALONE_MESSAGE || m.startsWith('at most one field that runs in the worker pool')),
      said.join(),
    ).toBe(true);
    expect((await rowCounts(api)).records).toBe(before.records);
    const finishes = await api.gql(`query($id: ID!) { puzzle(id: $id) { playerSolves { totalCount } } }`, { id });
    expect(finishes.data.puzzle.playerSolves.totalCount).toBe(0);
  });
});

// A write that fails after another of the same mutation was stored: generatePuzzles stored its
// puzzles one INSERT each (and computed each canonical key between them), so the third failing
// left two stored puzzles no answer reported. The failure is made by a trigger that aborts the
// write once a row of the batch is in the table (a failure at run time, after the first row, as a
// full disk or a lost connection would come).
describe.runIf(testProvider() === 'sqlite')('a storage failure part-way through a mutation', () => {
  const api = useApi({ production: true });
  const failAfterFirst = (table: string, when: string) => {
    const file = new Database(api.db.file);
    try {
      file.exec(`CREATE TRIGGER "_fail_${table}" BEFORE INSERT ON "${table}" WHEN ${when} BEGIN SELECT RAISE(ABORT, 'injected'); END`);
    } finally {
      file.close();
    }
  };
  const dropTrigger = (table: string) => {
    const file = new Database(api.db.file);
    try {
      file.exec(`DROP TRIGGER "_fail_${table}"`);
    } finally {
      file.close();
    }
  };

  const gamesOf = (puzzleId: string): number => {
    const file = new Database(api.db.file, { readonly: true });
    try {
      return (file.prepare(`SELECT COUNT(*) AS n FROM "Game" WHERE "puzzleId" = ?`).get(puzzleId) as { n: number }).n;
    } finally {
      file.close();
    }
  };

  it('stores none of a generatePuzzles batch whose later puzzle cannot be written', async () => {
    failAfterFirst('Puzzle', `(SELECT COUNT(*) FROM "Puzzle" WHERE "seed" LIKE 'all-or-none%') >= 1`);
    try {
      const before = await rowCounts(api);
      const r = await api.gql(`mutation { generatePuzzles(count: 3, size: 4, difficulty: EASY, seed: "all-or-none") { id seed } }`);
      expect(codes(r)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(r.data).toBeNull();
      expect(await rowCounts(api)).toEqual(before);
    } finally {
      dropTrigger('Puzzle');
    }
    // Without the failure the same batch is stored whole, and every row is in the answer.
    const ok = await api.gql(`mutation { generatePuzzles(count: 3, size: 4, difficulty: EASY, seed: "all-or-none") { id seed } }`);
    expect(ok.data.generatePuzzles.map((p: { seed: string }) => p.seed)).toEqual(['all-or-none', 'all-or-none#2', 'all-or-none#3']);
  });

  it('refuses two writing mutations in one operation, storing neither', async () => {
    // A failing sibling would null `data` (every Mutation field is non-null) and so withhold the
    // answer of the one already stored; each mutation is its operation's only root field instead.
    const gen = await api.gql(`mutation { generatePuzzle(size: 4, seed: "sibling") { id } }`);
    const id = gen.data.generatePuzzle.id;
    const r = await api.gql(`mutation($id: ID!) { a: startGame(puzzleId: $id) { id } b: startGame(puzzleId: $id) { id } }`, { id });
    expect(r.status).toBe(400);
    expect(r.errors!.map((e) => e.message)).toEqual([MUTATION_ALONE_MESSAGE]);
    expect(gamesOf(id)).toBe(0);
    const one = await api.gql(`mutation($id: ID!) { startGame(puzzleId: $id) { id } __typename }`, { id });
    expect(one.data.startGame.id).toEqual(expect.any(String));
    expect(gamesOf(id)).toBe(1);
  });
});
