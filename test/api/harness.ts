// A real HTTP server (createApp on port 0) over a temporary database — a SQLite file migrated from
// prisma/sqlite/migrations, or a PostgreSQL database cloned from the migrated template, as the
// vitest project says (TEST_DB) — and a tiny GraphQL client over fetch.
import { afterAll, beforeAll } from 'vitest';
import { poolFor } from '../../src/pool/compute.js';
import { poolConfigFromEnv } from '../../src/pool/config.js';
import type { BoundedPool } from '../../src/pool/pool.js';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';
import { createCompute } from '../../src/server/compute.js';
import { migrateSqlite, ROOT, tempDatabase, testProvider, type TempDatabase } from '../../support/databases.js';

export { ROOT, testProvider, type TempDatabase };

/** `pool`, with every task it is handed shown to `seen` first (tests of what reaches the pool). */
export function watchedPool(pool: BoundedPool, seen: (task: unknown) => void): BoundedPool {
  return {
    ...pool,
    get pending() {
      return pool.pending;
    },
    run: <T>(task: unknown, ms: number) => {
      seen(task);
      return pool.run<T>(task, ms);
    },
    runBatch: <T>(task: unknown, ms: number) => {
      seen(task);
      return pool.runBatch<T>(task, ms);
    },
  };
}
export const migrate = migrateSqlite;

/** A fresh database of this run's provider; `migrated: false` leaves it empty. */
export const tempDb = (options: { migrated?: boolean } = {}): Promise<TempDatabase> => tempDatabase(options);

export interface GqlResponse<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[];
}

export interface TestApi {
  readonly url: string;
  readonly app: App;
  readonly db: TempDatabase;
  readonly logged: unknown[];
  /** The worker pool the app's compute runs on (tests wait on what it holds); none when a test brings its own compute. */
  readonly pool?: BoundedPool;
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

export async function startApi(options: Partial<AppOptions> = {}, given?: TempDatabase): Promise<TestApi> {
  const db = given ?? (await tempDb());
  const logged: unknown[] = [];
  // The app's own compute, as createApp would make it, on a pool this harness keeps a hold of.
  const pool = options.compute ? undefined : poolFor({ ...poolConfigFromEnv({}), ...options.pool });
  const app = await createApp({
    databaseUrl: db.url,
    webDir: null,
    log: (message, detail) => logged.push([message, detail]),
    compute: options.compute ?? createCompute(options.budget, options.pool, pool),
    ...options,
  });
  const { url } = await app.start(0, '127.0.0.1');
  return {
    url,
    app,
    db,
    logged,
    pool,
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
    await api?.db.remove();
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
    get pool() {
      return current().pool;
    },
    gql: (query, variables) => current().gql(query, variables),
    stop: () => current().stop(),
  };
}

/** Rows in both tables, from the counts the repository keeps: proves what was (not) stored. */
export async function rowCounts(api: TestApi): Promise<{ puzzles: number; records: number }> {
  return { puzzles: await api.app.repo.puzzles.count({}), records: await api.app.repo.solveRecords.count({}) };
}

/** The error codes of a response, in order. */
export const codes = (r: GqlResponse) => (r.errors ?? []).map((e) => e.extensions?.code);
