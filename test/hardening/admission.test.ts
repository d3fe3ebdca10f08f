// Issue 24 item 4: work on the main thread had no admission limit (900 requests for a large
// history page answered 0 of 44 fresh probes for ~58 s). Heavy operations (board work ≥
// heavyWork, or a history page) are admitted up to maxHeavy / maxWork in flight, one client at
// most half of each; beyond that SERVER_BUSY (503, Retry-After: 1) before any field runs. Cheap
// operations pass untouched.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { candidates, solve, type Board } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';
import type { Compute } from '../../src/pool/compute.js';
import { createAdmission } from '../../src/server/cost/admission.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, startApi, type GqlResponse } from '../api/harness.js';
import { CHEAP_QUERY, EMPTY_25X25, aliased } from '../../support/attacks.js';
import { yieldingList } from '../../src/server/yielding.js';

describe('createAdmission', () => {
  it('admits cheap operations always, heavy ones up to the totals and half of them per client', () => {
    const a = createAdmission({ maxHeavy: 4, maxWork: 40_000, heavyWork: 1_000, workPerSecond: 1e9, burstWork: 1e9 });
    const heavy = { work: 8_000 };
    const r1 = a.admit('A', heavy);
    const r2 = a.admit('A', heavy);
    expect(r1 && r2).toBeTruthy();
    expect(a.admit('A', heavy)).toBeUndefined(); // A holds its half (2 of 4)
    expect(a.admit('A', { work: 10 })).toBeTruthy(); // cheap: never held back
    const b1 = a.admit('B', heavy);
    const b2 = a.admit('B', heavy);
    expect(b1 && b2).toBeTruthy();
    expect(a.admit('C', heavy)).toBeUndefined(); // 4 of 4 in flight
    expect(a.inFlight()).toEqual({ heavy: 4, work: 32_000, clients: 2 });
    r1!();
    r1!(); // releasing twice frees once
    expect(a.inFlight().heavy).toBe(3);
    expect(a.admit('C', heavy)).toBeTruthy();
  });

  it('admits one operation alone whatever its work, and refuses work past the total beside others', () => {
    const a = createAdmission({ maxHeavy: 10, maxWork: 10_000, heavyWork: 1_000, workPerSecond: 1e9, burstWork: 1e9 });
    const big = a.admit('A', { work: 9_000 });
    expect(big).toBeTruthy();
    expect(a.admit('B', { work: 2_000 })).toBeUndefined();
    big!();
    expect(a.admit('B', { work: 2_000 })).toBeTruthy();
  });
});

/** Waits (up to 10 s) until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('admission over time', () => {
  it("draws every operation's work from buckets refilled per second: a client gets half, another client the rest", () => {
    let t = 0;
    const a = createAdmission({ maxHeavy: 100, maxWork: 1e9, heavyWork: 1_000, workPerSecond: 20_000, burstWork: 20_000 }, () => t);
    const heavy = { work: 5_000 };
    // A's bucket holds half the burst: two heavy operations, then busy until it refills.
    expect(a.admit('A', heavy)).toBeTruthy();
    expect(a.admit('A', heavy)).toBeTruthy();
    expect(a.admit('A', heavy)).toBeUndefined();
    // B still has its half.
    expect(a.admit('B', heavy)).toBeTruthy();
    expect(a.admit('B', heavy)).toBeTruthy();
    expect(a.admit('B', heavy)).toBeUndefined();
    // Cheap operations pass on empty buckets, and what they draw counts.
    expect(a.admit('A', { work: 900 })).toBeTruthy();
    t += 500; // half a second: A's bucket refills by 5,000, less the 900 drawn
    expect(a.admit('A', heavy)).toBeUndefined();
    t += 100;
    expect(a.admit('A', heavy)).toBeTruthy();
  });
});

/** A POST from a given loopback source address (another "client" to the admission). */
function postFrom(url: string, localAddress: string, query: string, variables?: unknown): Promise<GqlResponse & { retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({ ...JSON.parse(text), status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('admission over HTTP', () => {
  it('answers a client past its share SERVER_BUSY before storing anything, while another client and cheap queries pass', async () => {
    // solveMany waits at a gate, so the heavy operations stay in flight until the test opens it.
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const solveNow = async (b: Board) => solve(b);
    const compute: Compute = {
      solveBoard: solveNow,
      solveBoards: async (boards) => {
        await gate;
        return boards.map((b) => solve(b));
      },
      hintBoard: () => Promise.reject(new Error('unused')),
      analyzeBoard: () => Promise.reject(new Error('unused')),
      analyzeBoards: () => Promise.reject(new Error('unused')),
      canonicalKey: () => Promise.reject(new Error('unused')),
      importPuzzle: () => Promise.reject(new Error('unused')),
      nextStepBoard: () => Promise.reject(new Error('unused')),
      reviewGame: () => Promise.reject(new Error('unused')),
      generatePuzzle: () => Promise.reject(new Error('unused')),
      generatePuzzles: () => Promise.reject(new Error('unused')),
      close: async () => {},
    };
    const api = await startApi({
      production: true,
      compute,
      admission: { maxHeavy: 4, maxWork: 48_000, heavyWork: 1_000, workPerSecond: 1e9, burstWork: 1e9 },
    });
    try {
      // The search is the pool's; the answer's page (25 rows × two boards' text, ~2,000 of work,
      // never filled here: the records have no puzzle) is main-thread work, so the operation is heavy.
      const many = `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status record { id puzzle { solveRecords(first: 25) { edges { node { board { cells } solution { cells } } } } } } } }`;
      const boards = { b: Array.from({ length: 20 }, () => ({ cells: CLASSIC })) };
      const a1 = postFrom(api.url, '127.0.0.1', many, boards);
      const a2 = postFrom(api.url, '127.0.0.1', many, boards);
      await until(() => api.app.admission.inFlight().heavy === 2);
      expect(api.app.admission.inFlight()).toMatchObject({ heavy: 2, clients: 1 });
      const a3 = await postFrom(api.url, '127.0.0.1', many, boards);
      expect(a3.status).toBe(503);
      expect(a3.retryAfter).toBe('1');
      expect(codes(a3)).toEqual(['SERVER_BUSY']);
      // Another client still finds room; the cheap query is not held back for anyone.
      const b1 = postFrom(api.url, '127.0.0.2', many, boards);
      const cheap = await postFrom(api.url, '127.0.0.1', CHEAP_QUERY);
      expect(cheap.status).toBe(200);
      await until(() => api.app.admission.inFlight().heavy === 3);
      expect(api.app.admission.inFlight()).toMatchObject({ heavy: 3, clients: 2 });
      open();
      for (const r of await Promise.all([a1, a2, b1])) {
        expect(r.status).toBe(200);
        expect(r.data.solveMany).toHaveLength(20);
      }
      // 60 records: the refused request stored none.
      const count = await postFrom(api.url, '127.0.0.1', `{ solveRecords { totalCount } }`);
      expect(count.data.solveRecords.totalCount).toBe(60);
      await until(() => api.app.admission.inFlight().heavy === 0);
      expect(api.app.admission.inFlight()).toEqual({ heavy: 0, work: 0, clients: 0 });
    } finally {
      open();
      await api.stop();
      api.db.remove();
    }
  });
});

describe('refusals answered late (refusal-delay.ts)', () => {
  it('holds a refused answer for refusalDelayMs, and never an answer with data', async () => {
    const api = await startApi({ production: true, admission: { refusalDelayMs: 400 } });
    try {
      const heavy = aliased(15, 'candidates', '{ row col }');
      const started = performance.now();
      const refused = await postFrom(api.url, '127.0.0.1', heavy, { b: { cells: EMPTY_25X25 } });
      expect(codes(refused)).toEqual(['COST_LIMIT_EXCEEDED']);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      const cheap = await postFrom(api.url, '127.0.0.1', CHEAP_QUERY);
      expect(cheap.status).toBe(200);
      const one = await postFrom(api.url, '127.0.0.1', aliased(1, 'candidates', '{ row col }'), { b: { cells: EMPTY_25X25 } });
      expect(one.status).toBe(200);
      expect(one.data.a0).toHaveLength(625);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});

describe('yieldingList', () => {
  it('gives the same items, the first slice as they are and the rest a slice per turn of the event loop', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const list = yieldingList(items, 4);
    expect(list.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(list.slice(4).every((x) => x instanceof Promise)).toBe(true);
    const seen: string[] = [];
    void Promise.all(list.slice(4, 8)).then(() => seen.push('slice 2'));
    void Promise.all(list.slice(8)).then(() => seen.push('slice 3'));
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['slice 2']);
    expect(await Promise.all(list)).toEqual(items);
    expect(seen).toEqual(['slice 2', 'slice 3']);
    expect(yieldingList([1, 2], 4)).toEqual([1, 2]);
  });

  it('answers 625 candidates of an empty 25×25 and 625 conflicts in order, as the engine gives them', async () => {
    const api = await startApi({ production: true });
    try {
      const board = parseBoardText(EMPTY_25X25, {});
      if (!board.ok) throw new Error('bad board');
      const r = await postFrom(api.url, '127.0.0.1', aliased(1, 'candidates', '{ row col values }'), { b: { cells: EMPTY_25X25 } });
      expect(r.data.a0).toEqual(candidates(board.value).map(({ row, col, values }) => ({ row, col, values })));
      const v = await postFrom(api.url, '127.0.0.1', `query($b: BoardInput!) { validate(board: $b) { conflicts { row col } } }`, {
        b: { cells: '1'.repeat(625) },
      });
      expect(v.data.validate.conflicts).toHaveLength(625);
      expect(v.data.validate.conflicts.slice(0, 2)).toEqual([
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ]);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});
