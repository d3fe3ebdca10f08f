// The real entry point as `npm start` runs it: `prisma migrate deploy` on a fresh file, then
// `node --import tsx src/server/main.ts`. Records survive a restart on the same file; SIGTERM and
// SIGINT exit 0. (Not the tsx CLI: it relays signals to a child and SIGKILLs it, exiting 130, when
// the child has not acknowledged within about 60 ms, which a loaded machine can miss.)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gqlAt, ROOT, tempDb } from './harness.js';
import { CLASSIC, CLASSIC_SOLUTION } from './fixtures.js';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const db = tempDb();
const env = { ...process.env, DATABASE_URL: db.url, CHECKPOINT_DISABLE: '1', NODE_ENV: 'production' };

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
afterAll(() => {
  for (const c of alive) if (c.exitCode === null) c.kill('SIGKILL');
  db.remove();
});

describe('main.ts over a migrated file', () => {
  let puzzleId = '';
  let recordId = '';

  it('migrates a fresh database with prisma migrate deploy', () => {
    const out = execFileSync(path.join(BIN, 'prisma'), ['migrate', 'deploy'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(out).toContain('20261129000000_init');
  });

  it('stores a puzzle and a solve, then exits 0 on SIGTERM', async () => {
    const s = await startMain();
    alive.push(s.child);
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
