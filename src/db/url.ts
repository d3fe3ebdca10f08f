import { mkdirSync } from 'node:fs';
import path from 'node:path';

// The embedded default: a file under ./data/, relative to the working directory (better-sqlite3
// resolves the path against the process's cwd, unlike Prisma's classic engine).
export const DEFAULT_DATABASE_URL = 'file:./data/sudoku.db';

export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : DEFAULT_DATABASE_URL;
}

/** The filesystem path of a `file:` URL (query string dropped). */
export function databasePath(url: string): string {
  return url.replace(/^file:/, '').replace(/\?.*$/, '');
}

/** SQLite creates the file but not its folder; a fresh clone has no ./data/. */
export function ensureDatabaseDir(url: string): void {
  const file = databasePath(url);
  if (file === ':memory:' || file === '') return;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
}
