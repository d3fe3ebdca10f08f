// SQLite reads on the adapter's connection (src/db/sqlite-reads.ts): the rows and types the adapter
// path gives, statements kept between calls, and a failing read answered in the adapter's form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../../src/db/client.js';
import { driverCause } from '../../src/db/driver-error.js';
import { sql } from '../../src/db/sql.js';
import { adapterRows, type RawAdapter } from './raw-adapter.js';

let dir: string;
let db: Db;
let adapter: RawAdapter;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-reads-'));
  const url = `file:${path.join(dir, 'reads.db')}`;
  db = await openDb(url);
  adapter = (await new PrismaBetterSQLite3({ url }).connect()) as unknown as RawAdapter;
  await db.executeRaw(
    sql`CREATE TABLE "T" ("id" TEXT NOT NULL PRIMARY KEY, "n" INTEGER NOT NULL, "ok" BOOLEAN, "at" DATETIME NOT NULL, "x" REAL, "s" TEXT)`,
  );
  await db.executeRaw(
    sql`INSERT INTO "T" VALUES ('a', 5000000000, 1, '2026-12-02T01:02:03.004+00:00', 1.5, 'x'), ('b', 2, 0, '2026-01-01T00:00:00.000+00:00', NULL, NULL)`,
  );
});
afterAll(async () => {
  await adapter.dispose();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const viaAdapter = (text: string, args: unknown[] = []) => adapterRows(adapter, text, args);

describe('SQLite reads with kept statements', () => {
  it('give the rows the adapter path gives: integers, booleans, dates, reals, nulls and expressions', async () => {
    const rows = await db.queryRaw(sql`SELECT * FROM "T" WHERE "id" >= ${'a'} ORDER BY "id"`);
    expect(rows).toEqual([
      { id: 'a', n: 5000000000, ok: true, at: new Date('2026-12-02T01:02:03.004Z'), x: 1.5, s: 'x' },
      { id: 'b', n: 2, ok: false, at: new Date('2026-01-01T00:00:00.000Z'), x: null, s: null },
    ]);
    expect(rows).toEqual(await viaAdapter(`SELECT * FROM "T" WHERE "id" >= ? ORDER BY "id"`, ['a']));
    const sums = await db.queryRaw(sql`SELECT SUM("n") AS n, COUNT(*) AS c, AVG("x") AS m, MAX("s") AS s FROM "T"`);
    expect(sums).toEqual([{ n: 5000000002, c: 2, m: 1.5, s: 'x' }]);
    expect(sums).toEqual(await viaAdapter(`SELECT SUM("n") AS n, COUNT(*) AS c, AVG("x") AS m, MAX("s") AS s FROM "T"`));
  });

  it('reuse a statement with new arguments', async () => {
    for (const id of ['a', 'b', 'c']) {
      const rows = await db.queryRaw<{ id: string }>(sql`SELECT "id" FROM "T" WHERE "id" = ${id}`);
      expect(rows.map((r) => r.id)).toEqual(id === 'c' ? [] : [id]);
    }
  });

  it('answer a failing read with the adapter error', async () => {
    const e = await db.queryRaw(sql`SELECT * FROM "Missing"`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(driverCause(e)?.kind).toBe('TableDoesNotExist');
  });
});
