// PostgreSQL reads on the adapter's pool as named prepared statements (src/db/pg-reads.ts): the rows
// and types the adapter path gives, the statement kept on the connection, a read whose column types
// are not converted there, a schema change under a kept statement, and a failing read answered in
// the adapter's form. PostgreSQL only (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import { openDb, type Db } from '../../src/db/client.js';
import { driverCause } from '../../src/db/driver-error.js';
import { sql } from '../../src/db/sql.js';
import { adapterRows, type RawAdapter } from './raw-adapter.js';
import { tempDb, type TempDatabase } from './harness.js';

let temp: TempDatabase;
let db: Db;
let adapter: RawAdapter;

beforeAll(async () => {
  temp = await tempDb({ migrated: false });
  // One pooled connection: the statements it keeps are the ones pg_prepared_statements lists.
  db = await openDb(temp.url, { poolMax: 1 });
  adapter = (await new PrismaPg({ connectionString: temp.url }).connect()) as unknown as RawAdapter;
  await db.executeRaw(
    sql`CREATE TABLE "T" ("id" TEXT PRIMARY KEY, "n" INTEGER NOT NULL, "big" BIGINT, "ok" BOOLEAN, "at" TIMESTAMP(3) NOT NULL, "x" DOUBLE PRECISION, "s" TEXT)`,
  );
  await db.executeRaw(
    sql`INSERT INTO "T" VALUES ('a', 7, 5000000000, true, '2026-12-02 01:02:03.004', 1.5, 'x'), ('b', 2, NULL, false, '2026-01-01 00:00:00', NULL, NULL)`,
  );
});
afterAll(async () => {
  await adapter?.dispose();
  await db?.close();
  await temp?.remove();
});

const viaAdapter = (text: string, args: unknown[] = []) => adapterRows(adapter, text, args);

describe('PostgreSQL reads as named statements', () => {
  it('give the rows the adapter path gives: integers, bigints, booleans, timestamps, doubles, nulls and sums', async () => {
    const rows = await db.queryRaw(sql`SELECT * FROM "T" WHERE "id" >= ${'a'} ORDER BY "id"`);
    expect(rows).toEqual([
      { id: 'a', n: 7, big: 5000000000, ok: true, at: new Date('2026-12-02T01:02:03.004Z'), x: 1.5, s: 'x' },
      { id: 'b', n: 2, big: null, ok: false, at: new Date('2026-01-01T00:00:00.000Z'), x: null, s: null },
    ]);
    expect(rows).toEqual(await viaAdapter(`SELECT * FROM "T" WHERE "id" >= $1 ORDER BY "id"`, ['a']));
    const text = `SELECT SUM("n") AS n, SUM("big") AS b, COUNT(*) AS c, (SELECT SUM("n") FROM "T" WHERE "id" = $1) AS one FROM "T"`;
    const sums = await db.queryRaw(
      sql`SELECT SUM("n") AS n, SUM("big") AS b, COUNT(*) AS c, (SELECT SUM("n") FROM "T" WHERE "id" = ${'b'}) AS one FROM "T"`,
    );
    expect(sums).toEqual([{ n: 9, b: 5000000000, c: 2, one: 2 }]);
    expect(sums).toEqual(await viaAdapter(text, ['b']));
  });

  it('keep a statement on the connection and reuse it with new arguments', async () => {
    for (const id of ['a', 'b', 'c']) {
      const rows = await db.queryRaw<{ id: string }>(sql`SELECT "id" FROM "T" WHERE "id" = ${id}`);
      expect(rows.map((r) => r.id)).toEqual(id === 'c' ? [] : [id]);
    }
    const kept = await db.queryRaw<{ statement: string }>(sql`SELECT "statement" FROM pg_prepared_statements`);
    expect(kept.map((k) => k.statement)).toContain('SELECT "id" FROM "T" WHERE "id" = $1');
  });

  it('leave a column type they do not convert to the adapter, with its rows', async () => {
    const text = `SELECT '{"a":1}'::jsonb AS j, gen_random_uuid() IS NOT NULL AS u`;
    expect(await db.queryRaw(sql`SELECT '{"a":1}'::jsonb AS j, gen_random_uuid() IS NOT NULL AS u`)).toEqual(await viaAdapter(text));
  });

  it('read a table whose columns changed under a kept statement', async () => {
    await db.executeRaw(sql`CREATE TABLE "U" ("id" TEXT PRIMARY KEY)`);
    await db.executeRaw(sql`INSERT INTO "U" VALUES ('a')`);
    expect(await db.queryRaw(sql`SELECT * FROM "U"`)).toEqual([{ id: 'a' }]);
    await db.executeRaw(sql`ALTER TABLE "U" ADD COLUMN "n" INTEGER NOT NULL DEFAULT 3`);
    // The kept statement's result type changed: read again through the adapter, then prepared anew.
    expect(await db.queryRaw(sql`SELECT * FROM "U"`)).toEqual([{ id: 'a', n: 3 }]);
    expect(await db.queryRaw(sql`SELECT * FROM "U"`)).toEqual([{ id: 'a', n: 3 }]);
  });

  it('answer a failing read with the adapter error', async () => {
    const e = await db.queryRaw(sql`SELECT * FROM "Missing"`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(driverCause(e)?.kind).toBe('TableDoesNotExist');
  });
});
