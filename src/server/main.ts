// Entry point: `npm start` runs the compiled dist/server/main.js (built by `prepare`), which applies
// pending SQLite migrations itself (migrate-at-start.ts), so a start regenerates and compiles nothing.
// `MIGRATE=0` (`npm run serve`) skips that: a replica fleet migrates once per release with
// `npm run db:migrate`, and PostgreSQL is never migrated here.
import path from 'node:path';
import { databasePath, preflightStorage, StorageStartError } from '../db/repository.js';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { createLogger } from './logger.js';
import { migrateAtStart } from './migrate-at-start.js';

const config = configFromEnv();
const logger = createLogger({ level: config.logLevel });
const sqlite = config.databaseUrl.startsWith('file:');
const cannotStart = (error: unknown): never => {
  // A database that cannot be used is named with its cause; nothing else is worth a stack here.
  if (error instanceof StorageStartError) console.error(`cannot start: ${error.message}`);
  else console.error('cannot start:', error);
  process.exit(1);
};
try {
  // Before anything writes to it: the file can be opened, is a database, and can be written.
  preflightStorage(config.databaseUrl);
} catch (error) {
  cannotStart(error);
}
let migrated: ReturnType<typeof migrateAtStart> = { ok: true, applied: [] };
try {
  if (sqlite && config.migrate) migrated = migrateAtStart(config.databaseUrl);
} catch (error) {
  // e.g. tables made outside Prisma's bookkeeping: name the file and SQLite's cause, no stack.
  const e = error as { code?: string; message?: string };
  migrated = { ok: false, reason: `${e.code ?? 'migration failed'}: ${e.message ?? String(error)}` };
}
if (!migrated.ok) {
  console.error(`cannot start: database ${path.resolve(databasePath(config.databaseUrl))}: ${migrated.reason}`);
  process.exit(1);
}
const server = await createApp({
  databaseUrl: config.databaseUrl,
  production: config.production,
  sandbox: config.sandbox,
  logger,
  introspection: config.introspection,
  http: config.http,
  corsOrigins: config.corsOrigins,
  pool: config.pool,
  dbPoolMax: config.dbPoolMax,
  allowedHosts: config.allowedHosts,
  admission: config.admission,
  rateLimits: config.rateLimits,
}).catch(cannotStart);
const { url } = await server.start(config.port, config.host);
const database = sqlite ? path.resolve(databasePath(config.databaseUrl)) : config.databaseUrl.replace(/\/\/[^@/]*@/, '//');
const applied = migrated.ok && migrated.applied.length > 0 ? ` (migrations applied: ${migrated.applied.join(', ')})` : '';
console.log(`Sudoku Engine GraphQL API at ${url}${config.sandbox ? ' (Apollo Sandbox: open it in a browser)' : ''}`);
console.log(`Web page at ${url.replace(/graphql$/, '')}`);
console.log(`Database ${database}${applied}`);

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing in-flight requests, then closing the database`);
  // A backstop in case draining hangs; the drain plugin itself cuts connections after 10 s.
  const force = setTimeout(() => {
    console.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
