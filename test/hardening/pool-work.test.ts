// Every pool task is one operation's, counted by the one-search rule, and withdrawn when its
// operation is refused or its client leaves: once, 15 dailyPuzzle dates filled the pool and their
// queued generations ran on after the 503 and were stored (a bystander's analyze: 1 OK of 24).
import { describe, expect, it } from 'vitest';
import { ONE_COMPUTE_MESSAGE } from '../../src/server/cost/rules.js';
import { budgetEater } from '../../support/hard-boards.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, rowCounts, startApi, type TestApi, useApi } from '../api/harness.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status } }`;

/** Waits until `n` tasks sit in the app's pool (running or queued). */
async function inPool(api: TestApi, n: number): Promise<void> {
  while (api.pool!.pending < n) await new Promise((r) => setTimeout(r, 5));
}

describe('dailyPuzzle counts toward one search per operation', () => {
  const api = useApi({ production: true });
  it('15 dates in one query are refused before anything runs or is stored', async () => {
    const dates = Array.from(
      { length: 15 },
      (_, i) => `d${i}: dailyPuzzle(size: 4, date: "2021-01-${String(i + 1).padStart(2, '0')}") { id }`,
    );
    const r = await api.gql(`{ ${dates.join(' ')} }`);
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    expect(r.errors![0].message).toContain('dailyPuzzle');
    expect(api.pool!.pending).toBe(0);
    expect((await rowCounts(api)).puzzles).toBe(0);
    // One date beside a hint is two searches too.
    const two = await api.gql(`query($b: BoardInput!) { dailyPuzzle(size: 4) { id } hint(board: $b) { row } }`, { b: { cells: CLASSIC } });
    expect(codes(two)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    // One date alone is made and stored once.
    expect((await api.gql(`{ dailyPuzzle(size: 4, date: "2021-01-01") { id } }`)).errors).toBeUndefined();
    expect((await rowCounts(api)).puzzles).toBe(1);
  });
});

describe('a refused operation withdraws the work it queued', () => {
  it(
    'generatePuzzles refused SERVER_BUSY for one chunk takes its other chunk out of the queue, stores nothing',
    { timeout: 60_000 },
    async () => {
      const api = await startApi({ production: true, pool: { threads: 2, maxQueue: 1, maxWaitMs: 20_000 }, budget: { deadlineMs: 4000 } });
      try {
        const slow = [api.gql(SOLVE, { c: budgetEater() }), api.gql(SOLVE, { c: budgetEater() })];
        await inPool(api, 2);
        const before = await rowCounts(api);
        // Two chunks (two threads): the first takes the one queue place, the second finds none.
        const r = await api.gql(`mutation { generatePuzzles(count: 4, size: 4, difficulty: EASY) { id } }`);
        expect(r.status).toBe(503);
        expect(codes(r)).toEqual(['SERVER_BUSY']);
        // The queued chunk is gone at once, long before the searches ahead of it end (4 s): before,
        // it waited there and ran after the 503.
        await expect.poll(() => api.pool!.pending, { timeout: 1000, interval: 20 }).toBe(2);
        await Promise.all(slow);
        expect(await rowCounts(api)).toEqual({ ...before, records: before.records + 2 });
      } finally {
        await api.stop();
        api.db.remove();
      }
    },
  );

  it('a client that leaves takes its queued search out of the queue', { timeout: 60_000 }, async () => {
    const api = await startApi({ production: true, pool: { threads: 1, maxQueue: 2, maxWaitMs: 20_000 }, budget: { deadlineMs: 4000 } });
    try {
      const slow = api.gql(SOLVE, { c: budgetEater() });
      await inPool(api, 1);
      const gone = fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `query($b: BoardInput!) { analyze(board: $b) { level } }`, variables: { b: { cells: CLASSIC } } }),
        signal: AbortSignal.timeout(300),
      }).catch((e: Error) => e.name);
      await inPool(api, 2);
      expect(await gone).toBe('TimeoutError');
      await expect.poll(() => api.pool!.pending, { timeout: 1000, interval: 20 }).toBe(1);
      await slow;
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});
