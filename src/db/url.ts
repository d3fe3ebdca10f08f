import { mkdirSync } from 'node:fs';
import path from 'node:path';

// The embedded default: a file under ./data/, relative to the working directory (better-sqlite3
// resolves the path against the process's cwd, unlike Prisma's classic engine).
export const DEFAULT_DATABASE_URL = 'file:./data/sudoku.db';

/** Which database a URL names: `file:` is SQLite, `postgres://` / `postgresql://` is PostgreSQL. */
export type Provider = 'sqlite' | 'postgres';

export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : DEFAULT_DATABASE_URL;
}

export function providerOf(url: string): Provider {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got '${url.split(':')[0]}:…'`);
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

export interface PgParts {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
  /** Query parameters other than the ones above (e.g. sslmode), as given. */
  options: Record<string, string>;
}

/**
 * A PostgreSQL URL as separate fields. pg lets `connectionString` win over `database`, so a
 * config derived with `{ ...config, database }` (what the shadow database does) would still open
 * the main database; separate fields make such an override mean what it says.
 */
export function pgParts(url: string): PgParts {
  const u = new URL(url);
  const options: Record<string, string> = {};
  for (const [k, v] of u.searchParams) options[k] = v;
  return {
    host: decodeURIComponent(u.hostname) || options.host || '127.0.0.1',
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username) || 'postgres',
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    options,
  };
}
