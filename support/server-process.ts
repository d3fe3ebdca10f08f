// The real server as a child process (what `npm start` runs after migrating): for the crash and
// shutdown tests and the load script, which must not share an event loop with the server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface TempDatabase {
  readonly file: string;
  readonly url: string;
  remove(): void;
}

/** A fresh file with every committed migration applied by `prisma migrate deploy`. */
export function migratedTempDatabase(prefix = 'sudoku-hardening-'): TempDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const file = path.join(dir, 'db.sqlite');
  const url = `file:${file}`;
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1' },
    stdio: 'pipe',
  });
  return { file, url, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server on a free port (PORT=0, or `port`) and waits for its "API at …" line: src/server/main.ts
 * through tsx, or with `compiled` the build `npm start` runs (dist/server/main.js, which the
 * caller has built), so that figures are those of what users run. With `fdLimit` it runs under
 * `ulimit -n` (bash execs node, so the child's pid is the server's).
 */
export function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
  { compiled = false, fdLimit, port = 0 }: { compiled?: boolean; fdLimit?: number; port?: number } = {},
): Promise<ServerProcess> {
  const entry = compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const argv = [process.execPath, ...nodeArgs, ...entry];
  const [command, ...args] = fdLimit === undefined ? argv : ['bash', '-c', 'ulimit -n "$0" && exec "$@"', String(fdLimit), ...argv];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CHECKPOINT_DISABLE: '1',
      // The database is migrated already (by its maker: prisma migrate deploy or the tests' SQL).
      MIGRATE: '0',
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    // Both pipes are drained for the life of the process: a full pipe would block the server.
    child.stderr!.on('data', (d) => (out += d));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /API at (http:\/\/[^\s"]+\/graphql)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1], origin: m[1].replace(/\/graphql$/, ''), output: () => out, exited });
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it listened:\n${out}`));
    });
  });
}

export interface Gql<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export async function gql<T = any>(url: string, query: string, variables?: Record<string, unknown>): Promise<Gql<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await res.json()) as Gql<T>), status: res.status };
}
