// Issue 14 item 3: hint escaped the one-search rule (15 aliases filled every pool slot), and a
// queued easy solve came back LIMIT_EXCEEDED because its deadline had run out while it waited.
// Every root field that reaches the pool counts toward one per operation; a deadline counts from
// the task's start on a worker; queue wait has its own bound, answered SERVER_BUSY.
import { describe, expect, it } from 'vitest';
import { ONE_COMPUTE_MESSAGE } from '../../src/server/cost/rules.js';
import { CLASSIC, CLASSIC_SOLUTION, EMPTY_16X16 } from '../../support/boards.js';
import { codes, rowCounts, startApi, type TestApi, useApi } from '../api/harness.js';
import { HINTS_15, aliased } from '../../support/attacks.js';
import { budgetEater } from '../../support/hard-boards.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status solution { cells } } }`;

/** Waits until `n` searches sit in the app's pool (running or queued). */
async function inPool(api: TestApi, n: number): Promise<void> {
  while (api.pool!.pending < n) await new Promise((r) => setTimeout(r, 5));
}

describe('hint counts toward one search per operation', () => {
  const api = useApi({ production: true });

  it('refuses 15 hint aliases during validation: no search starts', async () => {
    const r = await api.gql(HINTS_15, { b: { cells: CLASSIC } });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    expect(api.pool!.pending).toBe(0);
  });

  it('refuses two hints, and answers one', async () => {
    expect((await api.gql(aliased(2, 'hint', '{ row }'), { b: { cells: CLASSIC } })).errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    const one = await api.gql(aliased(1, 'hint', '{ row col value kind }'), { b: { cells: CLASSIC } });
    expect(one.errors).toBeUndefined();
    const { row, col, value } = one.data.a0;
    expect(String(value)).toBe(CLASSIC_SOLUTION[row * 9 + col]);
  });
});

describe('queueing', () => {
  it('solves an easy 16×16 queued behind a search that uses its whole deadline', { timeout: 30_000 }, async () => {
    const api = await startApi({ production: true, pool: { threads: 1, maxQueue: 2, maxWaitMs: 10_000 }, budget: { deadlineMs: 1500 } });
    try {
      const slow = api.gql(SOLVE, { c: budgetEater() });
      await inPool(api, 1);
      // An empty 16×16 needs a few hundred nodes: nothing, unless the clock already ran out while
      // it waited. Its deadline starts when the worker takes it, after the slow one's 1.5 s.
      const easy = await api.gql(SOLVE, { c: EMPTY_16X16 });
      expect(easy.data.solve.status).toBe('SOLVED');
      expect(easy.data.solve.solution.cells).toHaveLength(256);
      expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain((await slow).data.solve.status);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });

  it(
    'answers SERVER_BUSY (503, Retry-After) when no worker frees up within the wait bound; stores nothing for it',
    { timeout: 30_000 },
    async () => {
      const api = await startApi({ production: true, pool: { threads: 1, maxQueue: 2, maxWaitMs: 200 }, budget: { deadlineMs: 2000 } });
      try {
        // A first solve once the worker is up (its start-up would count as queue wait). 16×16: an
        // easy 9×9 is answered on the request's thread and never reaches the pool.
        await expect.poll(async () => (await api.gql(SOLVE, { c: EMPTY_16X16 })).data?.solve?.status, { timeout: 10_000 }).toBe('SOLVED');
        const stored = (await rowCounts(api)).records;
        const slow = api.gql(SOLVE, { c: budgetEater() });
        await inPool(api, 1);
        const res = await fetch(api.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: SOLVE, variables: { c: EMPTY_16X16 } }),
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
        expect(body.errors.map((e) => e.extensions.code)).toEqual(['SERVER_BUSY']);
        expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain((await slow).data.solve.status);
        expect(await rowCounts(api)).toEqual({ puzzles: 0, records: stored + 1 });
      } finally {
        await api.stop();
        api.db.remove();
      }
    },
  );
});
