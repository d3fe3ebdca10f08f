// Issue 14 items 7, 8, 9 (storage side): the database file deleted, replaced, read-only, without
// migrations or without room is reported by /health/ready (503 with the problem) while
// /health/live stays 200, and no write is acknowledged: clients get STORAGE_UNAVAILABLE with
// HTTP 503, never a silent success or INTERNAL_SERVER_ERROR with HTTP 200. At start, a corrupt
// or unwritable file makes the server exit non-zero naming the file and the cause.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.js';
import { CLASSIC } from '../../support/boards.js';
import { ROOT, startApi, type TestApi } from '../api/harness.js';
import { migrateSqlite as migrate, tempDatabase } from '../../support/databases.js';

// These checks are about the SQLite file under the server; PostgreSQL brings its own.
const sqliteDb = (migrated: boolean) => tempDatabase({ provider: 'sqlite', migrated });

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`;
const GENERATE = `mutation($seed: String) { generatePuzzle(size: 4, difficulty: EASY, seed: $seed) { id } }`;

const started: TestApi[] = [];
afterEach(async () => {
  for (const api of started.splice(0)) {
    await api.stop().catch(() => {});
    unlockFile(api.db.file);
    await api.db.remove();
  }
});

async function api(options: Parameters<typeof startApi>[0] = {}, migrated = true): Promise<TestApi> {
  const db = await sqliteDb(migrated);
  const a = await startApi(options, db);
  started.push(a);
  return a;
}

const origin = (a: TestApi) => a.url.replace(/\/graphql$/, '');
async function health(a: TestApi, route: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${origin(a)}${route}`);
  return { status: res.status, body: await res.json() };
}
const rows = (file: string, table: string): number => {
  const conn = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (conn.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    conn.close();
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Root ignores file modes, so a read-only file is made immutable there instead.
const isRoot = process.getuid?.() === 0;
function lockFile(file: string): void {
  if (isRoot) execFileSync('chattr', ['+i', file]);
  else chmodSync(file, 0o444);
}
function unlockFile(file: string): void {
  if (isRoot) {
    try {
      execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
    } catch {
      // not locked, or gone
    }
  } else {
    try {
      chmodSync(file, 0o644);
    } catch {
      // gone
    }
  }
}

function expectStorageUnavailable(r: { status: number; data?: any; errors?: any[] }): void {
  expect(r.status).toBe(503);
  expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['STORAGE_UNAVAILABLE']);
  expect(r.data?.solve ?? r.data?.generatePuzzle ?? null).toBeNull();
}

describe('the database file replaced or deleted under the running server', () => {
  it('replaced: every later write answers STORAGE_UNAVAILABLE (503), /health/ready says FILE_REPLACED', async () => {
    const a = await api({ production: true });
    const before = await a.gql(SOLVE, { c: CLASSIC });
    expect(before.data.solve.record.id).toEqual(expect.any(String));
    expect((await health(a, '/health/ready')).status).toBe(200);

    // An operator restores a backup over the file: a new inode at the same path.
    const replacement = `${a.db.file}.restored`;
    migrate(replacement);
    renameSync(replacement, a.db.file);

    for (let i = 0; i < 5; i++) expectStorageUnavailable(await a.gql(SOLVE, { c: CLASSIC }));
    expectStorageUnavailable(await a.gql(GENERATE, { seed: 'after-replace' }));
    expect(await health(a, '/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'FILE_REPLACED' } });
    expect(await health(a, '/health')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'FILE_REPLACED' } });
    expect(await health(a, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    // The generate was refused too: the file now on disk got no puzzle from this server.
    expect(rows(a.db.file, 'Puzzle')).toBe(0);
  });

  it('deleted: writes answer STORAGE_UNAVAILABLE (503), /health/ready says FILE_MISSING', async () => {
    const a = await api({ production: true });
    expect((await a.gql(SOLVE, { c: CLASSIC })).status).toBe(200);
    // Asked twice before: an answer the server keeps (stored-answers.ts) is not served from a lost file.
    for (let i = 0; i < 2; i++) expect((await a.gql(`{ solveRecords { totalCount } }`)).data?.solveRecords.totalCount).toBe(1);
    unlinkSync(a.db.file);
    expectStorageUnavailable(await a.gql(SOLVE, { c: CLASSIC }));
    const list = await a.gql(`{ solveRecords { totalCount } }`);
    expect(list.status).toBe(503);
    expect(list.errors?.[0].extensions?.code).toBe('STORAGE_UNAVAILABLE');
    expect(await health(a, '/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'FILE_MISSING' } });
    expect((await health(a, '/health/live')).status).toBe(200);
  });

  it('deleted: a game started or finished answers STORAGE_UNAVAILABLE too (every store is guarded)', async () => {
    const a = await api({ production: true });
    const id = (await a.gql(GENERATE, { seed: 'guarded' })).data.generatePuzzle.id;
    const game = await a.gql(`mutation($id: ID!) { startGame(puzzleId: $id) { id } }`, { id });
    expect(game.status).toBe(200);
    unlinkSync(a.db.file);
    expectStorageUnavailable(await a.gql(`mutation($id: ID!) { startGame(puzzleId: $id) { id } }`, { id }));
    // The stores themselves, past the puzzle lookup that refuses first above.
    const unavailable = { extensions: { code: 'STORAGE_UNAVAILABLE', problem: 'FILE_MISSING' } };
    await expect(a.app.repo.games.start(id, null)).rejects.toMatchObject(unavailable);
    await expect(a.app.repo.games.find(game.data.startGame.id)).rejects.toMatchObject(unavailable);
    await expect(a.app.repo.daily.find('2026-01-01', 4)).rejects.toMatchObject(unavailable);
  });
});

describe('/health/ready tells the truth', () => {
  it('is 200 on a healthy migrated file, and /health/live is 200', async () => {
    const a = await api();
    expect(await health(a, '/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await health(a, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await health(a, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('no migrations: 503 SCHEMA_MISSING, and a solve is STORAGE_UNAVAILABLE (503), not INTERNAL_SERVER_ERROR (200)', async () => {
    const a = await api({ production: true }, false);
    expect(await health(a, '/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'SCHEMA_MISSING' } });
    expect((await health(a, '/health/live')).status).toBe(200);
    expectStorageUnavailable(await a.gql(SOLVE, { c: CLASSIC }));
  });

  it('a read-only file: 503 READ_ONLY', async () => {
    const a = await api();
    expect((await health(a, '/health/ready')).status).toBe(200);
    lockFile(a.db.file);
    await sleep(300); // past the probe's shared result
    expect(await health(a, '/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'READ_ONLY' } });
    expect((await health(a, '/health/live')).status).toBe(200);
    unlockFile(a.db.file);
    await sleep(300);
    expect((await health(a, '/health/ready')).status).toBe(200);
  });

  it('too little free space next to the file: 503 DISK_FULL', async () => {
    const a = await api({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(await health(a, '/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', problem: 'DISK_FULL' } });
    expect((await health(a, '/health/live')).status).toBe(200);
  });
});

describe('lone UTF-16 surrogates and logs', () => {
  it('seed, id and puzzleId with a lone surrogate are BAD_USER_INPUT naming the field; no SQL or board in logs', async () => {
    let raw = '';
    const destination = new Writable({
      write(chunk, _enc, done) {
        raw += chunk;
        done();
      },
    });
    const a = await api({ production: true, logger: createLogger({ level: 'info', destination }), log: undefined });
    const cases: [string, Record<string, unknown>, string][] = [
      [`mutation($s: String) { generatePuzzle(size: 4, seed: $s) { id } }`, { s: 'x\ud800y' }, 'seed'],
      [`query($id: ID!) { puzzle(id: $id) { id } }`, { id: '\udc00' }, 'id'],
      [`mutation($id: ID) { solve(puzzleId: $id) { status } }`, { id: 'a\ud83d' }, 'puzzleId'],
      [`query($id: ID) { solveRecords(puzzleId: $id) { totalCount } }`, { id: '\ud800\ud800' }, 'puzzleId'],
    ];
    for (const [query, variables, field] of cases) {
      const r = await a.gql(query, variables);
      expect(
        r.errors?.map((e) => [e.extensions?.code, e.extensions?.field]),
        query,
      ).toEqual([['BAD_USER_INPUT', field]]);
    }
    // A well-formed pair is text like any other.
    expect((await a.gql(`query($id: ID!) { puzzle(id: $id) { id } }`, { id: '\ud83d\ude00' })).data).toEqual({ puzzle: null });
    await a.gql(SOLVE, { c: CLASSIC });
    expect(raw).not.toMatch(/SELECT|INSERT|\$queryRaw|\$executeRaw/);
    expect(raw).not.toContain(CLASSIC);
  });
});

describe('a database that cannot be used at start', () => {
  function startMain(file: string): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: `file:${file}`, PORT: '0', HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      });
    });
  }

  it('a corrupt file: exits non-zero naming the file and the cause', async () => {
    const db = await sqliteDb(false);
    try {
      writeFileSync(db.file, 'this is not an SQLite database '.repeat(200));
      const { code, out } = await startMain(db.file);
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(out).toContain(path.resolve(db.file));
      expect(out).toMatch(/SQLITE_NOTADB/);
      expect(out).not.toContain('External error');
    } finally {
      await db.remove();
    }
  }, 40_000);

  it('an unwritable file: exits non-zero naming the file and the cause', async () => {
    const db = await sqliteDb(true);
    try {
      lockFile(db.file);
      const { code, out } = await startMain(db.file);
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(out).toContain(path.resolve(db.file));
      expect(out).toMatch(/SQLITE_READONLY|SQLITE_CANTOPEN/);
    } finally {
      unlockFile(db.file);
      await db.remove();
    }
  }, 40_000);
});
