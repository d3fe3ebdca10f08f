// Entry point: `npm start` (after `prisma migrate deploy`) runs this.
import { StorageStartError } from '../db/storage-health.js';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { createLogger } from './logger.js';

const config = configFromEnv();
const logger = createLogger();
const server = await createApp({
  databaseUrl: config.databaseUrl,
  production: config.production,
  sandbox: config.sandbox,
  logger,
  introspection: process.env.INTROSPECTION === '1' ? true : undefined,
  http: config.http,
}).catch((error: unknown) => {
  // A database that cannot be used is named with its cause; nothing else is worth a stack here.
  if (error instanceof StorageStartError) console.error(`cannot start: ${error.message}`);
  else console.error('cannot start:', error);
  process.exit(1);
});
const { url } = await server.start(config.port, config.host);
console.log(`Sudoku Engine GraphQL API at ${url}${config.sandbox ? ' (Apollo Sandbox: open it in a browser)' : ''}`);

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
