// Throwaway databases for tests and the load script, on SQLite or a real PostgreSQL server.
//  - SQLite: a temp file, migrated by applying the committed SQL in order (what migrate deploy runs).
//  - PostgreSQL: scripts/pg-test-server.sh starts a private server; a template database is migrated
//    once by the real `prisma migrate deploy`, and each test file clones it (CREATE DATABASE …
//    TEMPLATE), which takes a fraction of a second instead of a migrate run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export type TestProvider = 'sqlite' | 'postgres';
export const TEMPLATE = 'sudoku_template';

export interface TempDatabase {
  readonly provider: TestProvider;
  readonly url: string;
  /** The SQLite file (SQLite only). */
  readonly file: string;
  remove(): Promise<void>;
}

/** Which database this test process runs against (the vitest project sets TEST_DB). */
export function testProvider(): TestProvider {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** Applies every committed SQLite migration in order — the same SQL `prisma migrate deploy` runs. */
export function migrateSqlite(file: string): void {
  const dir = path.join(ROOT, 'prisma', 'sqlite', 'migrations');
  const db = new Database(file);
  try {
    for (const name of readdirSync(dir)
      .filter((n) => /^\d/.test(n))
      .sort()) {
      db.exec(readFileSync(path.join(dir, name, 'migration.sql'), 'utf8'));
    }
  } finally {
    db.close();
  }
}

export function withDatabase(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `prisma migrate deploy` against `url` (the real deploy path, shims included). */
export function migrateDeploy(url: string): string {
  return execFileSync(path.join(ROOT, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** Creates (or recreates) the migrated template database on a server. */
export async function createTemplate(adminUrl: string): Promise<void> {
  await admin(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${TEMPLATE}"`);
  });
  migrateDeploy(withDatabase(adminUrl, TEMPLATE));
}

function pgAdminUrl(): string {
  const url = process.env.PG_TEST_URL;
  if (!url) throw new Error('PG_TEST_URL is not set: PostgreSQL tests run under the vitest "postgres" project (npm test)');
  return url;
}

/**
 * A fresh database. `migrated` (default): every migration applied; otherwise empty, for tests of
 * the migrate step itself. PostgreSQL databases come from PG_TEST_URL's server.
 */
export async function tempDatabase({
  provider = testProvider(),
  migrated = true,
  prefix = 'sudoku-test-',
}: { provider?: TestProvider; migrated?: boolean; prefix?: string } = {}): Promise<TempDatabase> {
  if (provider === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    const file = path.join(dir, 'test.db');
    if (migrated) migrateSqlite(file);
    return { provider, file, url: `file:${file}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = pgAdminUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(migrated ? `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}"` : `CREATE DATABASE "${name}"`));
  return {
    provider,
    file: '',
    url: withDatabase(adminUrl, name),
    remove: () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** Reads straight from the database, around the server and its repository. */
export async function sqlAt<T = Record<string, unknown>>(db: TempDatabase, text: string, values: unknown[] = []): Promise<T[]> {
  if (db.provider === 'sqlite') {
    const file = new Database(db.file, { readonly: true });
    try {
      return file.prepare(text.replace(/\$\d+/g, '?')).all(...values) as T[];
    } finally {
      file.close();
    }
  }
  return admin(db.url, async (c) => (await c.query(text, values)).rows as T[]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface PgServer {
  readonly url: string;
  stop(): void;
}

/** A private PostgreSQL server on a free port, or `fixedPort` (scripts/pg-test-server.sh; installs it where it may). */
export async function startPgServer(fixedPort?: number): Promise<PgServer> {
  const base = mkdtempSync(path.join(tmpdir(), 'sudoku-pg-'));
  execFileSync('chmod', ['755', base]);
  const dir = path.join(base, 'data');
  const script = path.join(ROOT, 'scripts', 'pg-test-server.sh');
  const port = fixedPort ?? (await freePort());
  let url: string;
  try {
    url = execFileSync(script, ['start', dir, String(port)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch (e) {
    rmSync(base, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL with ${script} (see the line above)`, { cause: e });
  }
  return {
    url,
    stop() {
      try {
        execFileSync(script, ['stop', dir], { stdio: 'ignore' });
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
