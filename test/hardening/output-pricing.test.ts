// Issue 24 item 3: a board given as a variable's default value was priced 0 (12 candidates of an
// empty 25×25 returned 1 MB; solveMany took 100 25×25 boards), and only input was priced: 15
// validates of a 25×25 where every cell clashes fit the limit and returned 696 KB. One rule prices
// every board wherever it comes from, and the answer's conflicts and history pages as well.
import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { priceWork } from '../../src/server/cost/price.js';
import { lookupWalk } from '../../src/server/cost/walk.js';
import { DEFAULT_LIMITS } from '../../src/server/limits.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, useApi, type GqlResponse } from '../api/harness.js';
import { EMPTY_25X25 } from '../../support/attacks.js';

/** 625 ones: every cell of a 25×25 clashes in its row, column and box. */
const CLASHING_25 = '1'.repeat(625);

function expectRefused(r: GqlResponse) {
  expect(r.status).toBe(400);
  expect(codes(r)).toEqual(['COST_LIMIT_EXCEEDED']);
  expect(r.errors![0].extensions).toEqual({ code: 'COST_LIMIT_EXCEEDED', maxBoardWork: DEFAULT_LIMITS.maxBoardWork });
}

const validates = (n: number, selection: string) =>
  `query($b: BoardInput!) { ${Array.from({ length: n }, (_, i) => `v${i}: validate(board: $b) ${selection}`).join(' ')} }`;

describe('board work: every board by one rule', () => {
  const api = useApi({ production: true });

  it('prices a board given as a variable default like one given in the request', async () => {
    const twelve = `query($b: BoardInput = { cells: "${EMPTY_25X25}" }) { ${Array.from({ length: 12 }, (_, i) => `c${i}: candidates(board: $b) { row }`).join(' ')} }`;
    expectRefused(await api.gql(twelve));
    // A default inside a literal: the cells string is the variable.
    const inner = `query($c: String = "${EMPTY_25X25}") { a: candidates(board: { cells: $c }) { row } b: candidates(board: { cells: $c }) { row } }`;
    expectRefused(await api.gql(inner));
    // The request's value wins over the default, and an explicit null stays null.
    const small = await api.gql(
      `query($c: String = "${EMPTY_25X25}") { a: candidates(board: { cells: $c }) { row } b: candidates(board: { cells: $c }) { row } }`,
      {
        c: CLASSIC,
      },
    );
    expect(small.status).toBe(200);
    expect(small.data.a).toHaveLength(51);
  });

  it('prices solveMany boards given as a default: 30 empty 25×25 are refused and nothing is stored', async () => {
    const boards = Array.from({ length: 30 }, () => `{ cells: "${EMPTY_25X25}" }`).join(', ');
    const r = await api.gql(`mutation($b: [BoardInput!]! = [${boards}]) { solveMany(boards: $b) { status } }`);
    expectRefused(r);
    const count = await api.gql(`{ solveRecords { totalCount } }`);
    expect(count.data.solveRecords.totalCount).toBe(0);
  });
});

describe('board work: the answer is priced too', () => {
  const api = useApi({ production: true });

  it("prices validate's conflicts: 15 validates of an all-clashing 25×25 are refused, 2 answered in full", async () => {
    expectRefused(await api.gql(validates(15, '{ conflicts { row col units } }'), { b: { cells: CLASHING_25 } }));
    const two = await api.gql(validates(2, '{ conflicts { row col units } }'), { b: { cells: CLASHING_25 } });
    expect(two.status).toBe(200);
    expect(two.data.v0.conflicts).toHaveLength(625);
    expect(two.data.v1.conflicts[0]).toEqual({ row: 0, col: 0, units: ['ROW', 'COLUMN', 'BOX'] });
    // Without conflicts in the answer the board costs its cells alone: 15 fit.
    const counts = await api.gql(validates(15, '{ emptyCells solved }'), { b: { cells: CLASHING_25 } });
    expect(counts.status).toBe(200);
    expect(counts.data.v14).toEqual({ emptyCells: 0, solved: false });
    // Conflicts asked through a fragment are priced the same.
    const hidden = `query($b: BoardInput!) { ${Array.from({ length: 15 }, (_, i) => `v${i}: validate(board: $b) { ...V }`).join(' ')} } fragment V on Validation { conflicts { row } }`;
    expectRefused(await api.gql(hidden, { b: { cells: CLASHING_25 } }));
  });

  it('prices a history page by first × its rows: boards as rows on a 100-row page are refused, small pages pass', async () => {
    expectRefused(await api.gql(`{ solveRecords(first: 100) { edges { node { board { rows } solution { rows } } } } }`));
    expectRefused(await api.gql(`query($n: Int = 100) { puzzles(first: $n) { edges { node { board { rows } } } } }`));
    // Pages inside pages multiply (graphql-armor's static cost refuses these over HTTP first).
    const nested = (inner: string) => {
      const op = parse(`{ puzzles(first: 20) { edges { node { solveRecords(first: 20) { edges { node { ${inner} } } } } } } }`)
        .definitions[0];
      return priceWork(
        op as OperationDefinitionNode,
        lookupWalk(() => undefined),
      ).work;
    };
    expect(nested('id')).toBe(20 * (1 + 20 * 1));
    expect(nested('board { cells }')).toBe(20 * (1 + 20 * (1 + 1 + 625 / 16)));
    expect(nested('board { rows }')).toBe(20 * (1 + 20 * (1 + 1 + 625)));
    const ok = await api.gql(`{ solveRecords(first: 100) { edges { node { id board { cells } solution { cells } } } } }`);
    expect(ok.status).toBe(200);
    expect(ok.data.solveRecords.edges).toEqual([]);
    const rows = await api.gql(`{ solveRecords(first: 10) { edges { node { board { rows } } } } }`);
    expect(rows.status).toBe(200);
  });

  it("lets the web page's history query through (20 puzzles with their last finish and 3 solves)", async () => {
    const r = await api.gql(
      `query($first: Int!) { puzzles(first: $first) { totalCount edges { node { id givens size { id } playerSolves(first: 1) { totalCount edges { node { elapsedMs } } } solveRecords(first: 3) { totalCount edges { node { id status stats { durationMs } } } } } } } }`,
      { first: 20 },
    );
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
  });
});
