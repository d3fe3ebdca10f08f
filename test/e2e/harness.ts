// The real server (the API tests' harness: createApp on a free port over a fresh, migrated SQLite
// file) serving the freshly built page, and headless Debian Chromium to drive it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEFAULT_WEB_DIR } from '../../src/server/web.js';
import { ROOT, startApi } from '../api/harness.js';

export { ROOT };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Builds the page into dist/web so the test never runs against a stale bundle. */
export function buildWeb(): void {
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

export interface RunningServer {
  /** Origin only, e.g. http://127.0.0.1:41234; the page is at '/', GraphQL at '/graphql'. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * The API tests' server (real HTTP, port 0, fresh migrated SQLite file), serving the built page too.
 * Scripted players finish in milliseconds: the finish floor (a finish faster than a person can play
 * is stored but not counted) is off here, as in the API tests that count finishes.
 */
export async function startServer(): Promise<RunningServer> {
  const api = await startApi({ webDir: DEFAULT_WEB_DIR, rateLimits: { finishMsPerEmptyCell: 0 } });
  return {
    url: new URL(api.url).origin,
    async stop() {
      await api.stop();
      api.db.remove();
    },
  };
}

/** Fails loudly (never skips) when the browser is missing: CI must install Debian's chromium. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
