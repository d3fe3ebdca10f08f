// Readiness on PostgreSQL: a replica serves only once `npm run db:migrate` has applied every
// migration this release ships (a replica never migrates itself). SQLite deployments migrate in
// `npm start` before the server opens the file, so there the check is only the trivial query.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './client.js';
import { sql } from './sql.js';

/** Migration folder names shipped for a provider, read from ./prisma/<provider>/migrations. */
export function shippedMigrations(provider: string, root: string = process.cwd()): string[] {
  try {
    return readdirSync(path.join(root, 'prisma', provider, 'migrations'))
      .filter((n) => /^\d/.test(n))
      .sort();
  } catch {
    return [];
  }
}

export type Readiness = { ok: true } | { ok: false; reason: 'DATABASE_UNREACHABLE' | 'MIGRATIONS_PENDING' };

/** `ping` answers whether the database takes a trivial query. */
export function readiness(db: Db, ping: () => Promise<boolean>, expected: readonly string[] = shippedMigrations(db.provider)) {
  // Migrations are never un-applied: once seen complete, only the connection is checked again.
  let migrated = db.provider !== 'postgres';
  return async function ready(): Promise<Readiness> {
    if (!(await ping().catch(() => false))) return { ok: false, reason: 'DATABASE_UNREACHABLE' };
    if (migrated) return { ok: true };
    try {
      const rows = await db.queryRaw<{ name: string }>(
        sql`SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      );
      const applied = new Set(rows.map((r) => r.name));
      migrated = rows.length > 0 && expected.every((n) => applied.has(n));
    } catch {
      migrated = false;
    }
    return migrated ? { ok: true } : { ok: false, reason: 'MIGRATIONS_PENDING' };
  };
}
