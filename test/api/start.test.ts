// `npm start` as the README has a newcomer run it: the compiled server (built here first, as
// `prepare` does), migrations applied by the server itself, the three URLs/paths printed, no
// Prisma warning, and SIGTERM to the npm process leaves the port free with exit code 0.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDatabase, type TempDatabase } from '../../support/databases.js';
import { gqlAt, ROOT } from './harness.js';
import { CLASSIC_SOLUTION, CLASSIC } from '../../support/boards.js';

// The SQLite default: the server migrates it at start (PostgreSQL is migrated by db:migrate).
let db: TempDatabase;
// A fixed port of this suite's range: the test must see the port itself come free.
const PORT = 41817;
const alive: ChildProcess[] = [];

beforeAll(async () => {
  db = await tempDatabase({ provider: 'sqlite', migrated: false });
  const build = spawnSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, encoding: 'utf8', timeout: 170_000 });
  if (build.status !== 0) throw new Error(`npm run build:server failed:\n${build.stdout}\n${build.stderr}`);
}, 180_000);

afterAll(() => {
  for (const c of alive) if (c.exitCode === null) c.kill('SIGKILL');
  void db?.remove();
});

function npmStart(): Promise<{ child: ChildProcess; output: () => string; readyMs: number }> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start not ready within 30 s:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d;
      if (/^Database .*$/m.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out, readyMs: performance.now() - started });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('npm start', () => {
  it('migrates a fresh file, prints the page, GraphQL URL and database, with no Prisma warning', async () => {
    const s = await npmStart();
    try {
      const out = s.output();
      expect(out).toContain(`GraphQL API at http://127.0.0.1:${PORT}/graphql`);
      expect(out).toContain(`Web page at http://127.0.0.1:${PORT}/`);
      expect(out).toContain(`Database ${path.resolve(db.file)} (migrations applied: 20261129000000_init`);
      expect(out).not.toMatch(/prisma|warn/i);
      console.log(`npm start ready in ${s.readyMs.toFixed(0)} ms (fresh database)`);
      const r = await gqlAt(
        `http://127.0.0.1:${PORT}/graphql`,
        `mutation($c: String) { solve(board: { cells: $c }) { solution { cells } } }`,
        { c: CLASSIC },
      );
      expect(r.data.solve.solution.cells).toBe(CLASSIC_SOLUTION);
    } finally {
      const exited = new Promise<number | null>((resolve) => s.child.once('exit', resolve));
      s.child.kill('SIGTERM');
      await exited;
    }
    // Prisma's own bookkeeping agrees: every migration recorded as finished, with its checksum.
    const file = new Database(db.file, { readonly: true });
    const rows = file.prepare('SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name').all() as any[];
    file.close();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.finished_at).not.toBeNull();
  }, 60_000);

  it('SIGTERM to the npm process: exit code 0 and the port free within the drain bound', async () => {
    const s = await npmStart();
    // A second start applies nothing.
    expect(s.output()).toMatch(/^Database \S+$/m);
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const t = performance.now();
      s.child.once('exit', (code) => resolve({ code, ms: performance.now() - t }));
    });
    s.child.kill('SIGTERM');
    const { code, ms } = await exited;
    expect(code).toBe(0);
    // The drain bound is 10 s; the port is free as soon as npm has returned.
    expect(ms).toBeLessThan(12_000);
    expect(await portFree(PORT)).toBe(true);
    const again = await gqlAt(`http://127.0.0.1:${PORT}/graphql`, '{ boardSizes { id } }').catch((e) => e);
    expect(again).toBeInstanceOf(Error);
  }, 60_000);
});
