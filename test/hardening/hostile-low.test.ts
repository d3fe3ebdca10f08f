// Issue 24 item 8 (my part): the Host check against DNS rebinding, SERVER_BUSY logged at warn and
// rate-limited, client text in NOT_FOUND / BAD_SYMBOL messages cut to a short prefix, and
// WRONG_NOTES only for notes that exclude every solution (NOT_UNIQUE on a board with several).
import http from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nextStep } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';
import { hostAllowed, hostName } from '../../src/server/allowed-hosts.js';
import { busyLogger, createLogger } from '../../src/server/logger.js';
import { CLASSIC } from '../../support/boards.js';
import { codes, rowCounts, startApi, useApi } from '../api/harness.js';

/** A request with the Host header a rebinding page's browser would send. */
function withHost(url: string, host: string, body?: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body ? 'POST' : 'GET', headers: { host, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        let parsed: any;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        resolve({ status: res.statusCode!, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('allowed hosts', () => {
  it('reads a Host header as its name and matches names, subdomain entries and *', () => {
    expect(hostName('LocalHost:4000')).toBe('localhost');
    expect(hostName('[::1]:4000')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostAllowed('api.example.com', ['.example.com'])).toBe(true);
    expect(hostAllowed('example.com', ['.example.com'])).toBe(true);
    expect(hostAllowed('badexample.com', ['.example.com'])).toBe(false);
    expect(hostAllowed('anything', ['*'])).toBe(true);
  });

  it('refuses a rebinding Host (421 HOST_NOT_ALLOWED) before the mutation runs; loopback names and /health pass', async () => {
    const api = await startApi({ production: true });
    try {
      const before = await rowCounts(api);
      const { port } = new URL(api.url);
      const mutation = JSON.stringify({ query: `mutation { solve(board: { cells: "${CLASSIC}" }) { status } }` });
      const evil = await withHost(api.url, `evil.example:${port}`, mutation);
      expect(evil.status).toBe(421);
      expect(evil.body.errors[0].extensions.code).toBe('HOST_NOT_ALLOWED');
      expect(await rowCounts(api)).toEqual(before);
      expect((await withHost(api.url.replace('/graphql', '/'), 'evil.example')).status).toBe(421);
      expect((await withHost(api.url.replace('/graphql', '/health/live'), 'evil.example')).status).toBe(200);
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
        const ok = await withHost(api.url, host, JSON.stringify({ query: '{ __typename }' }));
        expect(ok.status).toBe(200);
      }
    } finally {
      await api.stop();
      api.db.remove();
    }
  });

  it('answers the names ALLOWED_HOSTS lists', async () => {
    const api = await startApi({ production: true, allowedHosts: ['.sudoku.example'] });
    try {
      const q = JSON.stringify({ query: '{ __typename }' });
      expect((await withHost(api.url, 'play.sudoku.example', q)).status).toBe(200);
      expect((await withHost(api.url, '127.0.0.1', q)).status).toBe(421);
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});

describe('busy logs', () => {
  it('logs 503s at warn, one line a second with the count left out', () => {
    const lines: any[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    let t = 0;
    const busy = busyLogger(createLogger({ level: 'info', destination: sink }), () => t);
    for (let i = 0; i < 100; i++) busy({ status: 503 });
    t = 1500;
    busy({ status: 503 });
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(lines).toHaveLength(2);
        expect(lines.map((l) => l.level)).toEqual([40, 40]); // pino's warn
        expect(lines[0].suppressed).toBeUndefined();
        expect(lines[1].suppressed).toBe(99);
        resolve();
      }),
    );
  });
});

describe('echoed client text', () => {
  const api = useApi({ production: true });

  it('cuts a 50,000-character id in NOT_FOUND and a cell in BAD_SYMBOL to a short prefix', async () => {
    const id = 'x'.repeat(50_000);
    const nf = await api.gql(`mutation($id: ID) { solve(puzzleId: $id) { status } }`, { id });
    expect(codes(nf)).toEqual(['NOT_FOUND']);
    expect(nf.errors![0].message.length).toBeLessThan(100);
    expect(nf.errors![0].message).toContain(`'${'x'.repeat(32)}…'`);
    const records = await api.gql(`query($id: ID) { solveRecords(puzzleId: $id) { totalCount } }`, { id });
    expect(codes(records)).toEqual(['NOT_FOUND']);
    expect(records.errors![0].message.length).toBeLessThan(100);
    const rows = Array.from({ length: 4 }, () => ['', '', '', '']);
    rows[0][0] = 'y'.repeat(50_000);
    const bad = await api.gql(`query($b: BoardInput!) { validate(board: $b) { emptyCells } }`, { b: { rows } });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].extensions!.reason).toBe('BAD_SYMBOL');
    expect(bad.errors![0].message.length).toBeLessThan(100);
  });
});

describe('notes on a board with several solutions', () => {
  it('are NOT_UNIQUE, not WRONG_NOTES, when they leave out one solution’s value; a unique board keeps WRONG_NOTES', () => {
    const empty4 = parseBoardText('.'.repeat(16));
    if (!empty4.ok) throw new Error('board');
    // The empty 4×4's first solution has 1 at r1c1; notes {2} fit another solution.
    const several = nextStep(empty4.value, [{ row: 0, col: 0, values: [2] }]);
    expect(several).toEqual({ status: 'NOT_UNIQUE', cells: [{ row: 0, col: 0 }] });
    const classic = parseBoardText(CLASSIC);
    if (!classic.ok) throw new Error('board');
    const first = CLASSIC.indexOf('.');
    const wrong = nextStep(classic.value, [{ row: Math.floor(first / 9), col: first % 9, values: [] }]);
    expect(wrong.status).toBe('WRONG_NOTES');
  });
});
