// The app factory: one database, one Apollo server, one HTTP server. Used by main.ts and tests. It
// reads no environment variable: main.ts hands it what configFromEnv (config.ts) read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { Repository, StorageGuard, StorageStatus } from '../db/repository.js';
import type { PoolConfig } from '../pool/config.js';
import { withdrawable } from '../pool/compute.js';
import { admissionHook, clientOf, createAdmission, DEFAULT_ADMISSION, type Admission, type AdmissionLimits } from './cost/admission.js';
import { createCompute, serverBusy, servedCompute, type Compute, type ComputeBudget } from './compute.js';
import { createContext, type Context } from './context.js';
import { decodeForRequest } from './decoding.js';
import { corsMiddleware } from './cors.js';
import { makeFormatError } from './errors.js';
import { healthRoutes } from './health.js';
import { capConnections, httpLimitsFromEnv, serverOptions, type HttpLimits } from './http-limits.js';
import { boundHostName, hostCheck } from './allowed-hosts.js';
import type { BoundedDocumentStore } from './document-cache.js';
import { apolloLimits, type RequestLimits } from './limits.js';
import { createLogger, requestLogger, requestScope, type Logger } from './logger.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { openGuardedStorage } from './storage.js';
import { redactError } from './log-safety.js';
import { refusalDelay } from './refusal-delay.js';
import { storedAnswers } from './stored-answers.js';
import { COMMON_HEADERS, webPage, withHeaders } from './web.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './rate-limit.js';

export interface AppOptions {
  readonly databaseUrl: string;
  readonly production?: boolean;
  /** Defaults to !production. */
  readonly sandbox?: boolean;
  /** Request body limit for /graphql (express.json syntax); larger bodies get HTTP 413. */
  readonly bodyLimit?: string;
  /** How long stop() lets in-flight requests finish before cutting connections. */
  readonly drainMs?: number;
  readonly log?: (message: string, detail?: unknown) => void;
  /** Search budget of each solve, hint and generate (engine defaults where unset). */
  readonly budget?: ComputeBudget;
  /** Where searches run; default: the worker pool with `budget` (createCompute, `pool`). Closed by stop(). */
  readonly compute?: Compute;
  /** Folder of the built web page served at '/' (default dist/web); null serves no page. */
  readonly webDir?: string | null;
  /** Worker pool size and queue (defaults from POOL_* / SOLVE_* / GENERATE_* variables). */
  readonly pool?: Partial<PoolConfig>;
  /** Depth, alias, cost, token, board-work and response-size caps (DEFAULT_LIMITS where unset). */
  readonly limits?: Partial<RequestLimits>;
  /** PostgreSQL connections of this process (default DB_POOL_MAX, else 10). */
  readonly dbPoolMax?: number;
  /** Request logs (pino); silent by default. */
  readonly logger?: Logger;
  /** Origins allowed to call /graphql from a browser (default: CORS_ORIGINS, else see cors.ts). */
  readonly corsOrigins?: readonly string[];
  /** Allow introspection (default: outside production, or with the Sandbox). */
  readonly introspection?: boolean;
  /** Header/body timeouts and the connection cap (HTTP_* variables where unset). */
  readonly http?: Partial<HttpLimits>;
  /** Free bytes next to the database file below which /health/ready fails (DEFAULT_MIN_FREE_BYTES). */
  readonly minFreeBytes?: number;
  /** Host names this server answers for (default: the loopback names and the bound address, allowed-hosts.ts). */
  readonly allowedHosts?: readonly string[];
  /** Main-thread admission: heavy operations and work in flight (DEFAULT_ADMISSION where unset). */
  readonly admission?: Partial<AdmissionLimits>;
  /** Games, finishes and stored solves per player / address (DEFAULT_RATE_LIMITS where unset). */
  readonly rateLimits?: Partial<RateLimitConfig>;
  /** Keep answers of stored-data queries while the data version holds (stored-answers.ts; default true). */
  readonly storedAnswers?: boolean;
}

export interface App {
  readonly app: express.Express;
  readonly httpServer: http.Server;
  readonly repo: Repository;
  /** The database file's identity and readiness (what /health/ready answers). */
  readonly storage: StorageGuard;
  readonly compute: Compute;
  /** Main-thread admission (admission.ts): what is in flight. */
  readonly admission: Admission;
  /** Apollo's parsed-document cache (bounded by bytes of query text, document-cache.ts). */
  readonly documents: BoundedDocumentStore;
  /** Listens; resolves with the bound address (port 0 picks a free port). */
  start(port: number, host?: string): Promise<{ port: number; host: string; url: string }>;
  /** Stops accepting, lets in-flight requests finish (bounded), then closes the database. Idempotent. */
  stop(): Promise<void>;
}

const defaultLog = (message: string, detail?: unknown) => console.error(message, detail ?? '');

export async function createApp(options: AppOptions): Promise<App> {
  const production = options.production ?? false;
  const sandbox = options.sandbox ?? !production;
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const rawLog =
    options.log ?? (options.logger ? (message: string, detail?: unknown) => logger.error({ err: detail }, message) : defaultLog);
  // No SQL, boards or seeds above debug: driver errors are logged by class and code only.
  const log = (message: string, detail?: unknown) => {
    const shown = redactError(detail);
    if (shown !== detail && logger.isLevelEnabled('debug')) logger.debug({ err: detail }, message);
    rawLog(message, shown);
  };
  const admissionLimits = { ...DEFAULT_ADMISSION, ...options.admission };
  const admission = createAdmission(admissionLimits);
  const limits = apolloLimits(
    options.limits,
    admissionHook(admission, () => serverBusy('server busy: too much work in flight on the main thread, retry shortly')),
    decodeForRequest,
  );
  const reportStorage = (problem: string, detail: string) => logger.error({ problem, detail }, 'storage unavailable');
  const { repo, guard } = await openGuardedStorage(options.databaseUrl, reportStorage, {
    minFreeBytes: options.minFreeBytes,
    poolMax: options.dbPoolMax,
  });
  const compute = options.compute ?? createCompute(options.budget, options.pool);
  const rateLimiter = createRateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits });

  const app = express();
  app.disable('x-powered-by');
  app.use(withHeaders(COMMON_HEADERS));
  app.use(requestLogger(logger));
  // Ready: the file the server opened is still the one on disk and usable (SQLite), and the
  // database answers with every migration this release ships applied (PostgreSQL).
  const ready = async (): Promise<StorageStatus> => {
    const file = guard.ready();
    if (!file.ok) return file;
    const db = await repo.ready();
    return db.ok ? db : { ok: false, problem: db.reason === 'MIGRATIONS_PENDING' ? 'SCHEMA_MISSING' : 'UNAVAILABLE', detail: db.reason };
  };
  app.use(healthRoutes(ready, (s) => !s.ok && reportStorage(s.problem, s.detail)));
  // Every route after /health/* answers only for an allowed Host (DNS rebinding).
  let boundHost: string | undefined;
  app.use(hostCheck(options.allowedHosts, () => boundHost));
  const httpLimits: HttpLimits = { ...httpLimitsFromEnv({}), ...options.http };
  const httpServer = http.createServer(serverOptions(httpLimits), app);
  capConnections(httpServer, httpLimits.maxConnections);

  const server = new ApolloServer<Context>({
    typeDefs,
    resolvers,
    includeStacktraceInErrorResponses: !production,
    introspection: options.introspection ?? (!production || sandbox),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    // Bounded by bytes of query text too (Apollo's default weighs only the parsed form).
    documentStore: limits.documentStore,
    formatError: makeFormatError({ production, log }),
    // Compact JSON (Apollo's default pretty-prints every response, a measurable cost per request),
    // serialised once by the response cap.
    stringifyResult: limits.stringifyResult,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.drainMs ?? 10_000 }),
      // No field sets cache hints and no response is cacheable (everything is per-board or fresh
      // history), so the per-field cache-control bookkeeping is pure overhead.
      ApolloServerPluginCacheControlDisabled(),
      sandbox ? ApolloServerPluginLandingPageLocalDefault({ embed: true }) : ApolloServerPluginLandingPageDisabled(),
      ...limits.plugins,
      // After the response cap, whose refusal it must see (an answer with errors is never kept).
      ...(options.storedAnswers === false ? [] : [storedAnswers(() => repo.dataVersion.current())]),
      // After the response cap, which may turn an answer into RESPONSE_TOO_LARGE.
      refusalDelay(admissionLimits.refusalDelayMs ?? 0),
    ],
  });
  try {
    await server.start();
  } catch (e) {
    await compute.close();
    await repo.close();
    throw e;
  }

  app.use(
    '/graphql',
    ...corsMiddleware(options.corsOrigins, production),
    express.json({ limit: options.bodyLimit ?? '100kb' }),
    limits.querySize,
    requestScope,
    // The request's pool tasks still queued are withdrawn when one of them is refused (servedCompute),
    // or when the client leaves before its answer is written.
    (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      const cancel = new AbortController();
      res.locals.cancel = cancel;
      res.once('close', () => {
        if (!res.writableFinished) cancel.abort();
      });
      withdrawable.run(cancel.signal, next);
    },
    expressMiddleware(server, {
      context: async ({ req, res }) => {
        const client = clientOf(req, res);
        const cancel = res.locals.cancel as AbortController | undefined;
        return createContext(repo, servedCompute(compute, cancel), { ...client, address: client.key, limits: rateLimiter });
      },
    }),
  );

  if (options.webDir !== null) app.use(webPage(options.webDir));

  // body-parser failures (too large, malformed JSON) answer as GraphQL-shaped JSON, never an HTML
  // page with a stack trace.
  const onError: ErrorRequestHandler = (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log('request failed', err);
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    const message = status === 413 ? 'request body too large' : status === 500 ? 'Internal server error' : 'malformed request body';
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
  app.use(onError);

  let stopping: Promise<void> | undefined;
  return {
    app,
    httpServer,
    repo,
    storage: guard,
    compute,
    documents: limits.documentStore,
    admission,
    start: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const addr = httpServer.address() as AddressInfo;
          boundHost = boundHostName(addr.address);
          const shown = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
          resolve({ port: addr.port, host: addr.address, url: `http://${shown}:${addr.port}/graphql` });
        });
      }),
    stop: () =>
      (stopping ??= (async () => {
        try {
          await server.stop();
        } finally {
          await compute.close();
          await repo.close();
        }
      })()),
  };
}
