// HTTP-level behaviour: Sandbox, body limit, malformed bodies, error masking and stack traces
// (the SQLite pragmas of the serving connection: test/api/checkpointer.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolConfigFromEnv } from '../../src/pool/config.js';
import { DEFAULT_ADMISSION } from '../../src/server/cost/admission.js';
import { configFromEnv } from '../../src/server/config.js';
import { defaultMaxConnections } from '../../src/server/http-limits.js';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limit.js';
import { codes, ROOT, startApi, useApi } from './harness.js';
import { CLASSIC } from '../../support/boards.js';

const VALIDATE = `query($b: BoardInput!) { validate(board: $b) { emptyCells } }`;

async function landing(url: string) {
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

describe('development server', () => {
  const api = useApi({ production: false });

  it('serves the Apollo Sandbox page to a browser at /graphql', async () => {
    const page = await landing(api.url);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('embeddable-sandbox');
  });

  it('answers 413 with a JSON error for a body over 100 kB', async () => {
    const res = await fetch(api.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: VALIDATE, variables: { b: { cells: '.'.repeat(120_000) } } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [{ message: 'request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('answers 400 with a JSON error for malformed JSON', async () => {
    const res = await fetch(api.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'malformed request body', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('shows stack traces and the original message of unexpected errors outside production', async () => {
    const store = api.app.repo.puzzles;
    const list = store.list;
    store.list = async () => {
      throw new Error('disk on fire');
    };
    try {
      const r = await api.gql(`{ puzzles { totalCount } }`);
      expect(r.errors![0].message).toBe('disk on fire');
      expect(r.errors![0].extensions!.stacktrace).toBeInstanceOf(Array);
    } finally {
      store.list = list;
    }
    expect(api.logged).toHaveLength(1);
  });
});

describe('production server', () => {
  const api = useApi({ production: true });

  it('serves no Sandbox page', async () => {
    const page = await landing(api.url);
    expect(page.status).toBe(400);
    expect(page.body).not.toContain('sandbox');
  });

  it('masks unexpected errors as INTERNAL_SERVER_ERROR and logs the original', async () => {
    const store = api.app.repo.puzzles;
    const list = store.list;
    const boom = new Error('SQLITE_IOERR at /var/secret/path');
    store.list = async () => {
      throw boom;
    };
    try {
      const r = await api.gql(`{ puzzles { totalCount } }`);
      expect(r.errors).toEqual([
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 3 }],
          path: ['puzzles'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
    } finally {
      store.list = list;
    }
    expect(api.logged).toEqual([['unexpected error', boom]]);
  });

  it('never includes a stack trace, also on expected errors', async () => {
    const r = await api.gql(VALIDATE, { b: { cells: 'X' } });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'board.cells', reason: 'BAD_LENGTH' });
  });

  it('turns off introspection', async () => {
    const r = await api.gql(`{ __schema { queryType { name } } }`);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('still answers ordinary queries', async () => {
    const r = await api.gql(VALIDATE, { b: { cells: CLASSIC } });
    expect(r.data).toEqual({ validate: { emptyCells: 51 } });
  });
});

describe('production with SANDBOX=1', () => {
  it('serves the Sandbox page when enabled explicitly', async () => {
    const config = configFromEnv({ NODE_ENV: 'production', SANDBOX: '1' });
    expect(config).toMatchObject({ production: true, sandbox: true });
    const api = await startApi({ production: config.production, sandbox: config.sandbox });
    try {
      const page = await landing(api.url);
      expect(page.status).toBe(200);
      expect(page.body).toContain('embeddable-sandbox');
    } finally {
      await api.stop();
      api.db.remove();
    }
  });
});

describe('configFromEnv', () => {
  it('defaults to port 4000 on 127.0.0.1, the ./data database, Sandbox outside production', () => {
    expect(configFromEnv({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: 'file:./data/sudoku.db',
      production: false,
      sandbox: true,
      http: { requestTimeoutMs: 10_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: defaultMaxConnections() },
      pool: poolConfigFromEnv({}),
      dbPoolMax: 10,
      migrate: true,
      admission: DEFAULT_ADMISSION,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    // Every variable is read here, at the composition root, and handed down (main.ts).
    expect(
      configFromEnv({
        INTROSPECTION: '1',
        CORS_ORIGINS: 'https://a.example',
        POOL_THREADS: '3',
        DB_POOL_MAX: '7',
        MIGRATE: '0',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      introspection: true,
      corsOrigins: ['https://a.example'],
      pool: { threads: 3, maxQueue: 12 },
      dbPoolMax: 7,
      migrate: false,
      logLevel: 'warn',
    });
    expect(configFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_MAX_CONNECTIONS: '50' }).http).toMatchObject({
      requestTimeoutMs: 2000,
      headersTimeoutMs: 2000,
      maxConnections: 50,
    });
    expect(defaultMaxConnections(256)).toBe(128);
    expect(defaultMaxConnections(1024)).toBe(819);
    expect(configFromEnv({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(configFromEnv({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'file:/tmp/x.db' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'file:/tmp/x.db',
    });
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow("PORT must be 0..65535, got 'eighty'");
  });

  it('reads ALLOWED_HOSTS, MAIN_* and RATE_* here too, and names the variable of a bad value', () => {
    expect(
      configFromEnv({
        ALLOWED_HOSTS: 'Sudoku.Example, .example.org,[::1]',
        MAIN_MAX_HEAVY: '2',
        MAIN_MAX_WORK: '9000',
        MAIN_HEAVY_WORK: '500',
        MAIN_WORK_PER_SECOND: '1000',
        MAIN_BURST_WORK: '3000',
        MAIN_REFUSAL_DELAY_MS: '0',
        RATE_ADDRESS_RECORDS_PER_MINUTE: '5',
      }),
    ).toMatchObject({
      allowedHosts: ['sudoku.example', '.example.org', '[::1]'],
      admission: { maxHeavy: 2, maxWork: 9000, heavyWork: 500, workPerSecond: 1000, burstWork: 3000, refusalDelayMs: 0 },
      rateLimits: { ...DEFAULT_RATE_LIMITS, addressRecordsPerMinute: 5 },
    });
    expect(configFromEnv({ ALLOWED_HOSTS: ' ' }).allowedHosts).toBeUndefined();
    expect(() => configFromEnv({ ALLOWED_HOSTS: 'sudoku.example:8080' })).toThrow(
      /^ALLOWED_HOSTS: 'sudoku.example:8080' is not a host name/,
    );
    expect(() => configFromEnv({ ALLOWED_HOSTS: 'https://sudoku.example' })).toThrow(/^ALLOWED_HOSTS: /);
    expect(() => configFromEnv({ MAIN_WORK_PER_SECOND: 'fast' })).toThrow("MAIN_WORK_PER_SECOND must be an integer ≥ 1, got 'fast'");
    expect(() => configFromEnv({ MAIN_MAX_HEAVY: '0' })).toThrow("MAIN_MAX_HEAVY must be an integer ≥ 1, got '0'");
    expect(() => configFromEnv({ RATE_PLAYER_GAMES_PER_HOUR: '-1' })).toThrow(/^RATE_PLAYER_GAMES_PER_HOUR must be/);
  });

  it('is the only reader of the environment in the server', () => {
    const dir = path.join(ROOT, 'src/server');
    const readers = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && readFileSync(path.join(dir, f), 'utf8').includes('process.env'))
      .sort();
    expect(readers).toEqual(['config.ts']);
  });
});
