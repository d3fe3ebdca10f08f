// Applies the committed SQLite migrations at server start, as `prisma migrate deploy` would, in
// milliseconds instead of the seconds the Prisma CLI takes to boot. It keeps Prisma's own
// bookkeeping (`_prisma_migrations`, sha-256 checksums of migration.sql), so `prisma migrate
// status` / `deploy` agree with it afterwards. Anything it does not recognise — a failed or
// rolled-back migration, an edited one, a non-file URL — is left to the Prisma CLI, by name.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databasePath, ensureDatabaseDir } from '../db/repository.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/sqlite/migrations');

const TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

export type MigrateOutcome = { readonly ok: true; readonly applied: string[] } | { readonly ok: false; readonly reason: string };

/** Prisma's timestamp form for this table: ISO-8601 with "+00:00". */
const now = () => new Date().toISOString().replace('Z', '+00:00');

export function migrateAtStart(url: string, dir: string = MIGRATIONS_DIR): MigrateOutcome {
  if (!url.startsWith('file:')) return { ok: false, reason: `not a SQLite file URL; run 'npm run db:migrate'` };
  const file = databasePath(url);
  if (file === ':memory:' || !existsSync(dir)) return { ok: true, applied: [] };
  ensureDatabaseDir(url);
  const db = new Database(file);
  try {
    db.exec(TABLE);
    const rows = db
      .prepare(
        'SELECT "migration_name" AS name, "checksum", "finished_at" AS finished, "rolled_back_at" AS rolledBack FROM "_prisma_migrations"',
      )
      .all() as { name: string; checksum: string; finished: string | null; rolledBack: string | null }[];
    const done = new Map<string, string>();
    for (const r of rows) {
      if (r.rolledBack !== null) continue;
      if (r.finished === null)
        return { ok: false, reason: `migration ${r.name} failed earlier; resolve it with 'npx prisma migrate resolve'` };
      done.set(r.name, r.checksum);
    }
    const applied: string[] = [];
    for (const name of readdirSync(dir)
      .filter((n) => /^\d/.test(n))
      .sort()) {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const known = done.get(name);
      if (known !== undefined) {
        if (known !== checksum) return { ok: false, reason: `migration ${name} was edited after it was applied` };
        continue;
      }
      const id = randomUUID();
      db.transaction(() => {
        db.prepare('INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at") VALUES (?, ?, ?, ?)').run(
          id,
          checksum,
          name,
          now(),
        );
        db.exec(sql);
        db.prepare('UPDATE "_prisma_migrations" SET "finished_at" = ?, "applied_steps_count" = 1 WHERE "id" = ?').run(now(), id);
      })();
      applied.push(name);
    }
    return { ok: true, applied };
  } finally {
    db.close();
  }
}
