// Issue 24 item 7: a mutation's stored writes are all reported in its answer, or none are stored.
// A solveMany answer over the response cap was refused after its 25 records were stored, and a
// SERVER_BUSY search discarded a sibling submitSolution that had been stored. Now a mutation's
// answer is bounded before any field runs (answer-size.ts), and a mutation that waits for the pool
// is alone in its operation.
import { describe, expect, it } from 'vitest';
import { SEARCH_ALONE_MESSAGE } from '../../src/server/limits.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, rowCounts, useApi } from '../api/harness.js';

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
    expect(r.errors!.map((e) => e.message)).toContain(SEARCH_ALONE_MESSAGE);
    expect((await rowCounts(api)).records).toBe(before.records);
    const finishes = await api.gql(`query($id: ID!) { puzzle(id: $id) { playerSolves { totalCount } } }`, { id });
    expect(finishes.data.puzzle.playerSolves.totalCount).toBe(0);
  });
});
