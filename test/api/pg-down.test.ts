// PostgreSQL going down under a running server: every request that needs storage is answered 503
// STORAGE_UNAVAILABLE with Retry-After (once, HTTP 200 INTERNAL_SERVER_ERROR), the outage is logged
// once when it starts and requests at most once a second (once, 5,567 error lines in about 6 s),
// and when the database is back the server serves again without a restart. A private PostgreSQL
// server of its own, since it is stopped (the postgres project only).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.js';
import { freePort, migrateDeploy, ROOT } from '../../support/databases.js';
import { startApi, type TestApi } from './harness.js';

const script = path.join(ROOT, 'scripts', 'pg-test-server.sh');
let base: string;
let dir: string;
let port: number;
let api: TestApi;
const lines: { level: number; msg: string }[] = [];

const pg = (command: 'start' | 'stop') =>
  execFileSync(script, command === 'start' ? ['start', dir, String(port)] : ['stop', dir], { encoding: 'utf8', stdio: 'pipe' }).trim();

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'sudoku-pg-down-'));
  execFileSync('chmod', ['755', base]);
  dir = path.join(base, 'data');
  port = await freePort();
  const url = pg('start');
  migrateDeploy(url);
  const logger = createLogger({ level: 'warn', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  api = await startApi({ logger, log: undefined }, { provider: 'postgres', url, file: '', remove: async () => {} });
}, 120_000);

afterAll(async () => {
  try {
    pg('start');
  } catch {
    // already up
  }
  await api?.stop();
  try {
    pg('stop');
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

const query = '{ puzzles(first: 2) { totalCount } }';

async function post(body: string) {
  const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

describe('PostgreSQL down', () => {
  it('answers 503 STORAGE_UNAVAILABLE with Retry-After, logs the outage once and requests at most once a second, and serves again when it is back', async () => {
    const made = await api.gql('mutation { generatePuzzle(size: 4, difficulty: EASY) { id } }');
    expect(made.errors).toBeUndefined();
    const id = made.data.generatePuzzle.id;
    pg('stop');
    lines.length = 0;
    const started = performance.now();
    const answers: string[] = [];
    while (performance.now() - started < 2500) {
      for (const body of [
        JSON.stringify({ query }),
        JSON.stringify({ query: 'mutation($p: ID!) { startGame(puzzleId: $p) { id } }', variables: { p: id } }),
      ]) {
        const r = await post(body);
        answers.push(`${r.status} ${r.body.errors?.[0]?.extensions?.code} ${r.retryAfter}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    expect(answers.length).toBeGreaterThan(10);
    expect(new Set(answers)).toEqual(new Set(['503 STORAGE_UNAVAILABLE 5']));
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual(['storage unavailable']);
    const refused = lines.filter((l) => l.msg === 'request refused: busy or unavailable');
    expect(refused.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect((await fetch(new URL('/health/ready', api.url))).status).toBe(503);

    pg('start');
    let back = await post(JSON.stringify({ query }));
    for (let i = 0; i < 50 && back.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = await post(JSON.stringify({ query }));
    }
    expect(back.status).toBe(200);
    expect(back.body.data.puzzles.totalCount).toBe(1);

    // A second outage is a new one: logged again, once.
    pg('stop');
    lines.length = 0;
    for (let i = 0; i < 5; i++) expect((await post(JSON.stringify({ query }))).status).toBe(503);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['storage unavailable']);
  }, 120_000);
});
