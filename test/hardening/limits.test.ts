// What a request may ask: depth, aliases, tokens, cost, one search per operation — all refused
// during validation, before any resolver runs (nothing stored) — plus production's silence about
// the schema, and the pool's limits seen through HTTP.
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ONE_COMPUTE_MESSAGE } from '../../src/server/cost/rules.js';
import { DEFAULT_LIMITS } from '../../src/server/limits.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, type GqlResponse, rowCounts, startApi, type TestApi, useApi } from '../api/harness.js';
import { budgetEater } from '../../support/hard-boards.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`;

/** `{ puzzle(id) { solveRecords { edges { node { puzzle { solveRecords … } } } } } }` nested `levels` times. */
function deep(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `solveRecords { edges { node { puzzle { ${inner} } } } }`;
  return `{ puzzle(id: "x") { ${inner} } }`;
}

describe('limits on a request', () => {
  const api = useApi({ production: true });

  it('answers a query of ordinary depth (7 levels)', async () => {
    const r = await api.gql(`{ puzzles { edges { node { solveRecords { edges { node { board { size { id } } } } } } } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ puzzles: { edges: [] } });
  });

  it(`refuses a query deeper than ${DEFAULT_LIMITS.maxDepth}`, async () => {
    const r = await api.gql(deep(3));
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toMatch(/depth/i);
  });

  it(`refuses more than ${DEFAULT_LIMITS.maxAliases} aliases`, async () => {
    const fields = Array.from({ length: DEFAULT_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: boardSizes { id }`).join(' ');
    const r = await api.gql(`{ ${fields} }`);
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toMatch(/aliases/i);
    const ok = await api.gql(`{ a: boardSizes { id } b: boardSizes { size } }`);
    expect(ok.data.a).toHaveLength(9);
  });

  it(`refuses a document over ${DEFAULT_LIMITS.maxTokens} tokens while parsing`, async () => {
    const r = await api.gql(`{ boardSizes { ${'id '.repeat(DEFAULT_LIMITS.maxTokens)} } }`);
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_PARSE_FAILED']);
    // (graphql's own wording: "more that")
    expect(r.errors![0].message).toMatch(new RegExp(`more tha[nt] ${DEFAULT_LIMITS.maxTokens} tokens`));
  });

  it(`refuses a query whose cost exceeds ${DEFAULT_LIMITS.maxCost}`, async () => {
    // Within the depth, alias and token caps, but each spread of F costs its whole selection again.
    const fragment = `fragment F on Puzzle { id seed givens createdAt board { cells givens size { id size boxRows boxCols symbols } } solution { cells givens } }`;
    const spreads = Array.from({ length: 40 }, () => '...F').join(' ');
    const r = await api.gql(`{ puzzles { edges { node { ${spreads} } } } } ${fragment}`);
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toMatch(/cost/i);
  });

  it('refuses two solves in one operation (aliases) and stores nothing', async () => {
    const r = await api.gql(
      `mutation { a: solve(board: { cells: "${CLASSIC}" }) { status } b: solve(board: { cells: "${CLASSIC}" }) { status } }`,
    );
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 0 });
  });

  it('refuses a solve plus a generatePuzzle hidden in fragments and stores nothing', async () => {
    const r = await api.gql(
      `mutation { ...S ... on Mutation { generatePuzzle(seed: "x") { id } } }
       fragment S on Mutation { solve(board: { cells: "${CLASSIC}" }) { status } }`,
    );
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 0 });
  });

  it('still runs one solve per operation', async () => {
    const r = await api.gql(SOLVE, { c: CLASSIC });
    expect(r.data.solve.status).toBe('SOLVED');
    expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 1 });
  });

  it('suggests no field names in production', async () => {
    const r = await api.gql(`{ boardSize { id } }`);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).not.toMatch(/did you mean|boardSizes/i);
    expect(r.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('keeps introspection off in production', async () => {
    const r = await api.gql(`{ __schema { queryType { name } } }`);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('refuses batched operations (one HTTP request cannot carry several searches)', async () => {
    const one = { query: SOLVE, variables: { c: CLASSIC } };
    const res = await fetch(api.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([one, one]) });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/batch/i);
  });

  it('keeps CSRF prevention on: a simple cross-site GET is refused', async () => {
    const res = await fetch(`${api.url}?query=${encodeURIComponent('{ boardSizes { id } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });
});

describe('introspection when enabled (INTROSPECTION=1)', () => {
  it('answers __schema in production, the full introspection query (Sandbox, codegen) within the limits', async () => {
    const api = await startApi({ production: true, introspection: true });
    try {
      const r = await api.gql(`{ __schema { queryType { name } } }`);
      expect(r.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const full = await api.gql(getIntrospectionQuery());
      expect(full.errors).toBeUndefined();
      expect(full.data.__schema.types.map((t: { name: string }) => t.name)).toContain('SolveResult');
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});

/** Waits until `n` searches sit in the app's pool (running or queued). */
async function inPool(api: TestApi, n: number): Promise<void> {
  while (api.pool!.pending < n) await new Promise((r) => setTimeout(r, 5));
}

describe('the pool behind HTTP', () => {
  it('answers SERVER_BUSY at once when every thread is busy and the queue is full; stores no record for it', async () => {
    const api = await startApi({ production: true, pool: { threads: 1, maxQueue: 0 }, budget: { deadlineMs: 1500 } });
    try {
      const slow = api.gql(SOLVE, { c: budgetEater() });
      await inPool(api, 1);
      const res = await fetch(api.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // A 16×16: boards up to 9×9 that finish within a few nodes are answered without the pool.
        body: JSON.stringify({ query: SOLVE, variables: { c: '.'.repeat(256) } }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const busy = (await res.json()) as GqlResponse;
      expect(busy.errors).toEqual([
        {
          message: 'server busy: too many searches queued, retry shortly',
          locations: [{ line: 1, column: 24 }],
          path: ['solve'],
          extensions: { code: 'SERVER_BUSY' },
        },
      ]);
      expect(busy.data).toBeNull();
      const first = await slow;
      expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain(first.data.solve.status);
      expect(await rowCounts(api)).toEqual({ puzzles: 0, records: 1 });
    } finally {
      await api.stop();
      api.db.remove();
    }
  });

  it('keeps answering boardSizes and puzzle(id) while 4 searches run to their budget', async () => {
    const api = await startApi({ pool: { threads: 2, maxQueue: 4 }, budget: { deadlineMs: 3000 } });
    try {
      const made = await api.gql(`mutation { generatePuzzle(size: 9, difficulty: EASY, seed: "busy") { id } }`);
      const id = made.data.generatePuzzle.id;
      let settled = 0;
      const solves = Array.from({ length: 4 }, () => api.gql(SOLVE, { c: budgetEater() }).finally(() => settled++));
      await inPool(api, 4);
      for (let i = 0; i < 10; i++) {
        const sizes = await api.gql(`{ boardSizes { id } }`);
        expect(sizes.data.boardSizes).toHaveLength(9);
        const p = await api.gql(`query($id: ID!) { puzzle(id: $id) { id seed } }`, { id });
        expect(p.data.puzzle).toEqual({ id, seed: 'busy' });
      }
      // The simple queries were answered while the searches were still running.
      expect(settled).toBe(0);
      const results = await Promise.all(solves);
      for (const r of results) expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain(r.data.solve.status);
      expect(await rowCounts(api)).toEqual({ puzzles: 1, records: 4 });
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});
