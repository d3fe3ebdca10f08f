// A real HTTP server (createApp on port 0) over a temporary SQLite file migrated from
// prisma/migrations, and a tiny GraphQL client over fetch.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Applies every committed migration in order — the same SQL `prisma migrate deploy` runs. */
export function migrate(file: string): void {
  const dir = path.join(ROOT, 'prisma', 'migrations');
  const db = new Database(file);
  try {
    for (const name of readdirSync(dir).filter((n) => /^\d/.test(n)).sort()) {
      db.exec(readFileSync(path.join(dir, name, 'migration.sql'), 'utf8'));
    }
  } finally {
    db.close();
  }
}

export function tempDb(): { dir: string; file: string; url: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sudoku-api-'));
  const file = path.join(dir, 'test.db');
  return { dir, file, url: `file:${file}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface GqlResponse<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[];
}

export interface TestApi {
  readonly url: string;
  readonly app: App;
  readonly db: ReturnType<typeof tempDb>;
  readonly logged: unknown[];
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  stop(): Promise<void>;
}

export async function gqlAt<T = any>(url: string, query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GqlResponse<T>;
  return { ...body, status: res.status };
}

export async function startApi(
  options: Partial<AppOptions> = {},
  db: ReturnType<typeof tempDb> = tempDb(),
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestApi> {
  if (!migrated) migrate(db.file);
  const logged: unknown[] = [];
  const app = await createApp({
    databaseUrl: db.url,
    webDir: null,
    log: (message, detail) => logged.push([message, detail]),
    ...options,
  });
  const { url } = await app.start(0, '127.0.0.1');
  return {
    url,
    app,
    db,
    logged,
    gql: (query, variables) => gqlAt(url, query, variables),
    stop: () => app.stop(),
  };
}

/**
 * A server for the enclosing file or describe block: started before its tests, stopped and its
 * database removed after them. The returned object reads through to that server.
 */
export function useApi(options: Partial<AppOptions> = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi(options);
  });
  afterAll(async () => {
    await api?.stop();
    api?.db.remove();
  });
  const current = (): TestApi => {
    if (api === undefined) throw new Error('useApi: the server is not started yet (use it inside a test)');
    return api;
  };
  return {
    get url() {
      return current().url;
    },
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get logged() {
      return current().logged;
    },
    gql: (query, variables) => current().gql(query, variables),
    stop: () => current().stop(),
  };
}

/** Rows in both tables, straight from the file: proves what was (not) stored. */
export async function rowCounts(api: TestApi): Promise<{ puzzles: number; records: number }> {
  return { puzzles: await api.app.repo.puzzles.count({}), records: await api.app.repo.solveRecords.count({}) };
}

/** The error codes of a response, in order. */
export const codes = (r: GqlResponse) => (r.errors ?? []).map((e) => e.extensions?.code);
