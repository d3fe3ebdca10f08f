// The real entry point as a deploy runs it: `prisma migrate deploy` on a fresh database (SQLite file
// or PostgreSQL, by the vitest project), then `node --import tsx src/server/main.ts`. Records
// survive a restart on the same database; /health answers 503 before the migrations on
// PostgreSQL (a replica never migrates itself) and 200 after; SIGTERM and
// SIGINT exit 0. (Not the tsx CLI: it relays signals to a child and SIGKILLs it, exiting 130, when
// the child has not acknowledged within about 60 ms, which a loaded machine can miss.)
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../src/db/migrations.js';
import { sqlAt } from '../../support/databases.js';
import { gqlAt, ROOT, tempDb, type TempDatabase } from './harness.js';
import { CLASSIC, CLASSIC_SOLUTION } from '../../support/boards.js';

const BIN = path.join(ROOT, 'node_modules', '.bin');
let db: TempDatabase;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  db = await tempDb({ migrated: false });
  env = { ...process.env, DATABASE_URL: db.url, CHECKPOINT_DISABLE: '1', NODE_ENV: 'production' };
});

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts main.ts on port 0 and reads the bound URL from its first line of output. */
function startMain(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${out}`));
    }, 60_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = /API at (http:\/\/\S+\/graphql)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1], output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, signal: null });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

const alive: ChildProcess[] = [];
afterAll(async () => {
  for (const c of alive) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.remove();
});

describe('main.ts over a migrated file', () => {
  let puzzleId = '';
  let recordId = '';

  it.runIf(process.env.TEST_DB === 'postgres')('a replica on an unmigrated PostgreSQL database starts but is not ready', async () => {
    const s = await startMain();
    alive.push(s.child);
    try {
      const health = await fetch(s.url.replace(/\/graphql$/, '/health'));
      expect(health.status).toBe(503);
    } finally {
      const exited = exitOf(s.child);
      s.child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
    }
  });

  it('migrates a fresh database with prisma migrate deploy (on PostgreSQL: two at once, as a fleet release may)', async () => {
    const deploy = () =>
      new Promise<string>((resolve, reject) =>
        execFile(path.join(BIN, 'prisma'), ['migrate', 'deploy'], { cwd: ROOT, env, encoding: 'utf8' }, (err, stdout, stderr) =>
          err ? reject(new Error(`${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
        ),
      );
    const outs = await Promise.all(db.provider === 'postgres' ? [deploy(), deploy()] : [deploy()]);
    const all = outs.join('\n');
    expect(all).toContain('20261129000000_init');
    expect(all).toContain('20261201000400_row_counts');
    // Prisma's advisory lock: each migration applied once, whoever applied it.
    const applied = await sqlAt<{ migration_name: string }>(
      db,
      `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    );
    expect(applied.map((r) => r.migration_name)).toEqual(shippedMigrations(db.provider, ROOT));
  });

  it('stores a puzzle and a solve, then exits 0 on SIGTERM', async () => {
    const s = await startMain();
    alive.push(s.child);
    expect((await fetch(s.url.replace(/\/graphql$/, '/health'))).status).toBe(200);
    const g = await gqlAt(s.url, `mutation { generatePuzzle(size: 9, difficulty: HARD, seed: "restart") { id board { cells } } }`);
    puzzleId = g.data.generatePuzzle.id;
    const r = await gqlAt(s.url, `mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`, { c: CLASSIC });
    expect(r.data.solve.status).toBe('SOLVED');
    recordId = r.data.solve.record.id;
    const exited = exitOf(s.child);
    s.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  });

  it('reads both back after a restart on the same file', async () => {
    const s = await startMain();
    alive.push(s.child);
    try {
      const p = await gqlAt(s.url, `query($id: ID!) { puzzle(id: $id) { id seed difficulty } }`, { id: puzzleId });
      expect(p.data.puzzle).toEqual({ id: puzzleId, seed: 'restart', difficulty: 'HARD' });
      const list = await gqlAt(s.url, `{ solveRecords { totalCount edges { node { id status solution { cells } } } } }`);
      expect(list.data.solveRecords).toEqual({
        totalCount: 1,
        edges: [{ node: { id: recordId, status: 'SOLVED', solution: { cells: CLASSIC_SOLUTION } } }],
      });
    } finally {
      const exited = exitOf(s.child);
      s.child.kill('SIGINT');
      expect(await exited).toEqual({ code: 0, signal: null });
    }
  });
});
