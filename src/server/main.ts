// Entry point: `npm start` runs the compiled dist/server/main.js (built by `prepare`), which applies
// pending SQLite migrations itself (migrate-at-start.ts), so a start regenerates and compiles nothing.
import path from 'node:path';
import { databasePath } from '../db/url.js';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { createLogger } from './logger.js';
import { migrateAtStart } from './migrate-at-start.js';

const config = configFromEnv();
const logger = createLogger();
const migrated = migrateAtStart(config.databaseUrl);
if (!migrated.ok) {
  console.error(`database ${config.databaseUrl}: ${migrated.reason}`);
  if (config.databaseUrl.startsWith('file:')) process.exit(1);
}
const server = await createApp({
  databaseUrl: config.databaseUrl,
  production: config.production,
  sandbox: config.sandbox,
  logger,
  introspection: process.env.INTROSPECTION === '1' ? true : undefined,
});
const { url } = await server.start(config.port, config.host);
const database = config.databaseUrl.startsWith('file:') ? path.resolve(databasePath(config.databaseUrl)) : config.databaseUrl.replace(/\/\/[^@/]*@/, '//');
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
