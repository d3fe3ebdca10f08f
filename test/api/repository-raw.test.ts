// The repository's raw-SQL paths against Prisma's model API on the same database (SQLite or
// PostgreSQL, by the vitest project): rows written by one read back identically through the other,
// stored in the same forms, and totalCount stays exact across inserts, whoever wrote the row.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../src/db/client.js';
import { createRepository, type Repository } from '../../src/db/repository.js';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { PrismaClient as PostgresClient } from '../../src/generated/prisma-postgres/client.js';
import { databasePath } from '../../src/db/url.js';
import { sql } from '../../src/db/sql.js';
import { storageProblemOf } from '../../src/db/storage-health.js';
import { redactError, type RedactedError } from '../../src/server/log-safety.js';
import { sqlAt } from '../../support/databases.js';
import { tempDb, type TempDatabase } from './harness.js';

let file: TempDatabase;
let db: Db;
// Both generated clients have the same models (test/api/schemas.test.ts); one type serves.
let prisma: PrismaClient;
let repo: Repository;

beforeAll(async () => {
  file = await tempDb();
  db = await openDb(file.url);
  prisma = modelClient(file.url);
  repo = createRepository(db);
});
afterAll(async () => {
  await prisma.$disconnect();
  await repo.close();
  await file.remove();
});

/** Prisma's model API on its own connection to the same database: what the repository must agree with. */
function modelClient(url: string): PrismaClient {
  if (file.provider === 'sqlite') return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: `file:${databasePath(url)}` }) });
  return new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
}

/** The stored form of a column, read around Prisma. */
async function storedForm(table: string, column: string, id: string): Promise<{ value: unknown; type: string }> {
  const typeOf = file.provider === 'sqlite' ? `typeof("${column}")` : `pg_typeof("${column}")::text`;
  const [row] = await sqlAt<{ value: unknown; type: string }>(
    file,
    `SELECT "${column}" AS value, ${typeOf} AS type FROM "${table}" WHERE id = $1`,
    [id],
  );
  return row;
}

const puzzle = (over: Partial<{ size: number; boxRows: number; boxCols: number; difficulty: string }> = {}) => ({
  size: 4,
  boxRows: 2,
  boxCols: 2,
  difficulty: 'EASY',
  seed: 'seed-1',
  cells: '1...',
  solution: '1234',
  givens: 1,
  ...over,
});
const record = (puzzleId: string | null, over: Partial<{ status: string; unique: boolean | null; solution: string | null }> = {}) => ({
  puzzleId,
  size: 4,
  boxRows: 2,
  boxCols: 2,
  cells: '1...',
  status: 'SOLVED',
  solution: '1234',
  unique: true,
  nodes: 7,
  backtracks: 2,
  durationMs: 0.123,
  ...over,
});

describe('raw writes and reads agree with the Prisma model API', () => {
  it('a created puzzle is what Prisma reads back, stored as Prisma stores it', async () => {
    const p = await repo.puzzles.create(puzzle({ difficulty: 'HARD' }));
    expect(await prisma.puzzle.findUnique({ where: { id: p.id } })).toEqual(p);
    expect(await repo.puzzles.find(p.id)).toEqual(p);
    expect(p.createdAt).toBeInstanceOf(Date);
    const stored = await storedForm('Puzzle', 'createdAt', p.id);
    if (file.provider === 'sqlite') expect(stored).toEqual({ value: p.createdAt.toISOString().replace('Z', '+00:00'), type: 'text' });
    else expect(stored).toEqual({ value: p.createdAt, type: 'timestamp without time zone' });
    expect(p).toMatchObject({ source: 'GENERATED', ratingLevel: null, ratingScore: null, ratingHardest: null });
  });

  it('a solve record keeps true, false and null for unique, a null puzzle and solution, a fractional duration', async () => {
    const p = await repo.puzzles.create(puzzle());
    const made = [
      await repo.solveRecords.create(record(p.id, { unique: true })),
      await repo.solveRecords.create(record(null, { unique: false })),
      await repo.solveRecords.create(record(null, { status: 'NO_SOLUTION', unique: null, solution: null })),
    ];
    for (const r of made) expect(await prisma.solveRecord.findUnique({ where: { id: r.id } })).toEqual(r);
    const stored = await Promise.all(made.map((r) => storedForm('SolveRecord', 'unique', r.id)));
    if (file.provider === 'sqlite')
      expect(stored).toEqual([
        { value: 1, type: 'integer' },
        { value: 0, type: 'integer' },
        { value: null, type: 'null' },
      ]);
    else
      expect(stored).toEqual([
        { value: true, type: 'boolean' },
        { value: false, type: 'boolean' },
        { value: null, type: 'boolean' },
      ]);
    expect((await Promise.all(made.map((r) => storedForm('SolveRecord', 'durationMs', r.id)))).map((r) => r.value)).toEqual([
      0.123, 0.123, 0.123,
    ]);
    expect((await repo.solveRecords.list({ puzzleId: p.id }, { first: 5 })).rows).toEqual([made[0]]);
  });

  it('rows written by the Prisma model API are listed, found and batched exactly as Prisma reads them', async () => {
    const p = await prisma.puzzle.create({ data: { id: '0zzzzzzzz0000aaaaaa', ...puzzle({ size: 9, boxRows: 3, boxCols: 3 }) } });
    const r = await prisma.solveRecord.create({ data: { id: '0zzzzzzzz0000bbbbbb', ...record(p.id, { unique: false }) } });
    expect(await repo.puzzles.find(p.id)).toEqual(p);
    expect(await repo.puzzles.findMany([p.id, 'nosuchid'])).toEqual([p]);
    expect((await repo.puzzles.list({ size: 9 }, { first: 1 })).rows).toEqual([p]);
    expect(await repo.solveRecords.list({ puzzleId: p.id }, { first: 1 })).toEqual({ rows: [r], hasNextPage: false });
    expect(await repo.puzzles.find('nosuchid')).toBeNull();
  });
});

describe('pages and totals', () => {
  it('walks newest first by id with the filters, and every total matches a fresh COUNT after each insert', async () => {
    const filters = [{}, { size: 6 }, { difficulty: 'MEDIUM' }, { size: 6, difficulty: 'MEDIUM' }, { size: 25 }];
    const fresh = (f: { size?: number; difficulty?: string }) => prisma.puzzle.count({ where: f });
    for (const f of filters) expect(await repo.puzzles.count(f)).toBe(await fresh(f));
    const shapes = [
      puzzle({ size: 6, boxRows: 2, boxCols: 3, difficulty: 'MEDIUM' }),
      puzzle({ size: 6, boxRows: 2, boxCols: 3 }),
      puzzle({ difficulty: 'MEDIUM' }),
    ];
    const ids: string[] = [];
    for (const s of [...shapes, ...shapes]) {
      ids.push((await repo.puzzles.create(s)).id);
      for (const f of filters) expect(await repo.puzzles.count(f)).toBe(await fresh(f));
    }
    expect(await repo.puzzles.count({ size: 6, difficulty: 'MEDIUM' })).toBe(2);

    const sixes = ids.filter((_, i) => i % 3 !== 2).reverse();
    const first = await repo.puzzles.list({ size: 6 }, { first: 3 });
    expect(first.rows.map((p) => p.id)).toEqual(sixes.slice(0, 3));
    expect(first.hasNextPage).toBe(true);
    const second = await repo.puzzles.list({ size: 6 }, { first: 3, afterId: sixes[2] });
    expect(second).toEqual({ rows: await repo.puzzles.findMany([sixes[3]]), hasNextPage: false });
  });

  it('createdAt falls with the id along a page even when the clock steps back (one clock for both)', async () => {
    const p = await repo.puzzles.create(puzzle({ size: 8, boxRows: 2, boxCols: 4 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const t = Date.now() + 60_000;
      vi.setSystemTime(t);
      await repo.solveRecords.create(record(p.id));
      vi.setSystemTime(t - 5000); // e.g. NTP stepping the clock back
      await repo.solveRecords.createMany([record(p.id), record(p.id)]);
      vi.setSystemTime(t + 3);
      await repo.solveRecords.create(record(p.id));
    } finally {
      vi.useRealTimers();
    }
    const page = (await repo.solveRecords.list({ puzzleId: p.id }, { first: 10 })).rows;
    expect(page).toHaveLength(4);
    const times = page.map((r) => r.createdAt.getTime());
    expect(times.map((ms) => ms - times[3])).toEqual([3, 0, 0, 0]);
    expect(await prisma.solveRecord.findMany({ where: { puzzleId: p.id }, orderBy: { id: 'desc' } })).toEqual(page);
  });

  it('solve record totals per puzzle and status follow inserts', async () => {
    const p = await repo.puzzles.create(puzzle());
    const filters = [{}, { puzzleId: p.id }, { status: 'CONFLICT' }, { puzzleId: p.id, status: 'CONFLICT' }];
    const fresh = (f: { puzzleId?: string; status?: string }) => prisma.solveRecord.count({ where: f });
    for (const f of filters) expect(await repo.solveRecords.count(f)).toBe(await fresh(f));
    for (const over of [{}, { status: 'CONFLICT', unique: null, solution: null }]) {
      await repo.solveRecords.create(record(p.id, over));
      await repo.solveRecords.create(record(null, over));
      for (const f of filters) expect(await repo.solveRecords.count(f)).toBe(await fresh(f));
    }
    expect(await repo.solveRecords.count({ puzzleId: p.id, status: 'CONFLICT' })).toBe(1);
  });

  it('concurrent counts and inserts settle on the exact totals', async () => {
    const before = await repo.puzzles.count({ difficulty: 'HARD' });
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      work.push(repo.puzzles.count({ difficulty: 'HARD' }));
      work.push(repo.puzzles.create(puzzle({ difficulty: i % 2 ? 'HARD' : 'EASY' })));
    }
    await Promise.all(work);
    expect(await repo.puzzles.count({ difficulty: 'HARD' })).toBe(before + 10);
    expect(await repo.puzzles.count({ difficulty: 'HARD' })).toBe(await prisma.puzzle.count({ where: { difficulty: 'HARD' } }));
  });

  it('every remembered page equals a fresh read after each insert, matching its filter or not', async () => {
    const filters = [{}, { size: 16 }, { difficulty: 'HARD' }, { size: 16, difficulty: 'HARD' }];
    const fresh = async (f: { size?: number; difficulty?: string }, afterId?: string) => {
      const rows = await prisma.puzzle.findMany({
        where: { ...f, ...(afterId ? { id: { lt: afterId } } : {}) },
        orderBy: { id: 'desc' },
        take: 3,
      });
      return { rows: rows.slice(0, 2), hasNextPage: rows.length > 2 };
    };
    const check = async () => {
      for (const f of filters) {
        const first = await repo.puzzles.list(f, { first: 2 });
        expect(first).toEqual(await fresh(f));
        if (first.rows.length > 0)
          expect(await repo.puzzles.list(f, { first: 2, afterId: first.rows[1]?.id ?? first.rows[0].id })).toEqual(
            await fresh(f, first.rows[1]?.id ?? first.rows[0].id),
          );
      }
    };
    await check();
    for (const s of [
      puzzle({ size: 16, boxRows: 4, boxCols: 4, difficulty: 'HARD' }),
      puzzle({ difficulty: 'HARD' }),
      puzzle({ size: 16, boxRows: 4, boxCols: 4 }),
      puzzle(),
    ]) {
      await repo.puzzles.create(s);
      await check();
    }
  });

  it('a page read with its total equals a fresh read and a fresh COUNT, rows another connection stored and deleted included', async () => {
    // A second repository on the same database is another replica: its own memory of rows.
    const other = createRepository(await openDb(file.url));
    try {
      const fresh = async (status?: string) => {
        const rows = await prisma.solveRecord.findMany({ where: status ? { status } : {}, orderBy: { id: 'desc' }, take: 4 });
        return {
          rows: rows.slice(0, 3),
          hasNextPage: rows.length > 3,
          total: await prisma.solveRecord.count({ where: status ? { status } : {} }),
        };
      };
      const check = async () => {
        for (const status of [undefined, 'NO_SOLUTION']) {
          const f = status ? { status } : {};
          const page = await repo.solveRecords.list(f, { first: 3, withTotal: true });
          const want = await fresh(status);
          // An empty page carries no total (the connection counts it apart).
          expect(page).toEqual(want.rows.length === 0 ? { rows: [], hasNextPage: false } : want);
          expect(await repo.solveRecords.count(f)).toBe(want.total);
        }
      };
      await check();
      for (const status of ['SOLVED', 'NO_SOLUTION', 'SOLVED', 'NO_SOLUTION']) {
        // Stored by the other replica: not in this one's memory, so read here by id.
        await other.solveRecords.create(record(null, { status, unique: status === 'SOLVED' ? true : null }));
        await check();
        await repo.solveRecords.create(record(null, { status, unique: status === 'SOLVED' ? false : null }));
        await check();
      }
      // Rows deleted behind this replica's memory (retention) leave its pages as a fresh read does.
      const newest = await prisma.solveRecord.findFirst({ orderBy: { id: 'desc' } });
      await prisma.solveRecord.delete({ where: { id: newest!.id } });
      await check();
      await prisma.solveRecord.deleteMany({});
      await check();
    } finally {
      await other.close();
    }
  });

  it('solve record pages follow inserts for their puzzle and status', async () => {
    const p = await repo.puzzles.create(puzzle());
    const first = await repo.solveRecords.list({ puzzleId: p.id }, { first: 5 });
    expect(first).toEqual({ rows: [], hasNextPage: false });
    const r = await repo.solveRecords.create(record(p.id, { status: 'LIMIT_EXCEEDED', unique: null, solution: null }));
    expect(await repo.solveRecords.list({ puzzleId: p.id }, { first: 5 })).toEqual({ rows: [r], hasNextPage: false });
    expect((await repo.solveRecords.list({ status: 'LIMIT_EXCEEDED' }, { first: 1 })).rows).toEqual([r]);
    expect((await repo.solveRecords.list({ puzzleId: p.id, status: 'SOLVED' }, { first: 1 })).rows).toEqual([]);
  });

  it('record: concurrent calls share INSERT statements, and each resolves with its own committed row', async () => {
    const statements: string[] = [];
    const counting: Db = {
      ...db,
      executeRaw: (query) => {
        statements.push(query.sql);
        return db.executeRaw(query);
      },
    };
    const store = createRepository(counting).solveRecords;
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) => store.record(record(null, { status: i % 2 ? 'CONFLICT' : 'SOLVED' }))),
    );
    expect(new Set(made.map((r) => r.id)).size).toBe(30);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThan(30);
    expect(made.map((r) => r.status)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 ? 'CONFLICT' : 'SOLVED')));
    const stored = await sqlAt<{ id: string }>(
      file,
      `SELECT id FROM "SolveRecord" WHERE id IN (${made.map((_, i) => `$${i + 1}`).join(',')})`,
      made.map((r) => r.id),
    );
    expect(stored).toHaveLength(30);
    expect(await store.find(made[7].id)).toEqual(made[7]);
  });

  it('rows handed out are frozen: one request cannot change what another reads from memory', async () => {
    const p = await repo.puzzles.create(puzzle({ size: 12, boxRows: 3, boxCols: 4 }));
    const listed = (await repo.puzzles.list({ size: 12 }, { first: 1 })).rows;
    expect(listed).toEqual([p]);
    expect(() => {
      (listed[0] as { givens: number }).givens = 99;
    }).toThrow(TypeError);
    expect(() => {
      listed.push(p);
    }).toThrow(TypeError);
    expect((await repo.puzzles.find(p.id))!.givens).toBe(1);
  });

  it('many concurrent creates are each committed when they resolve, as Prisma reads them', async () => {
    const before = await repo.solveRecords.count({ status: 'NO_SOLUTION' });
    const p = await repo.puzzles.create(puzzle());
    const made = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const r = await repo.solveRecords.create(record(i % 2 ? p.id : null, { status: 'NO_SOLUTION', unique: null, solution: null }));
        // Read from another connection the moment the caller is answered: the row is committed.
        expect(await sqlAt(file, 'SELECT id FROM "SolveRecord" WHERE id = $1', [r.id])).toEqual([{ id: r.id }]);
        return r;
      }),
    );
    expect(new Set(made.map((r) => r.id)).size).toBe(40);
    expect(await prisma.solveRecord.findMany({ where: { id: { in: made.map((r) => r.id) } }, orderBy: { id: 'asc' } })).toEqual(
      [...made].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect(await repo.solveRecords.count({ status: 'NO_SOLUTION' })).toBe(before + 40);
    expect(await repo.solveRecords.count({ puzzleId: p.id })).toBe(20);
  });
});

// Writes go straight to Prisma's adapter (src/db/client.ts), reads through its client: a failure
// on either path is classified the same way, and logged by class and codes only.
describe('driver errors on the write path', () => {
  it('a write to a database without the schema is SCHEMA_MISSING, and its log line holds no SQL', async () => {
    const bare = await tempDb({ migrated: false });
    const other = createRepository(await openDb(bare.url));
    try {
      const error = await other.solveRecords.create(record(null)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(storageProblemOf(error)).toBe('SCHEMA_MISSING');
      const logged = redactError(error) as RedactedError;
      expect(logged).toMatchObject({ type: 'DriverAdapterError', kind: 'TableDoesNotExist' });
      expect(JSON.stringify(logged)).not.toMatch(/INSERT|SolveRecord|1\.\.\./);
      const readError = await other.solveRecords.list({}, { first: 1 }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(storageProblemOf(readError)).toBe('SCHEMA_MISSING');
    } finally {
      await other.close();
      await bare.remove();
    }
  });

  it('a clash on the id is a driver error but no storage problem', async () => {
    const p = await repo.puzzles.create(puzzle());
    const [row] = await sqlAt<Record<string, unknown>>(file, 'SELECT * FROM "Puzzle" WHERE id = $1', [p.id]);
    const error = await db
      .executeRaw(
        sql`INSERT INTO "Puzzle" ("id", "size", "boxRows", "boxCols", "difficulty", "seed", "cells", "solution", "givens", "createdAt")
      VALUES (${p.id}, 4, 2, 2, 'EASY', 's', '.', '1', 0, ${file.provider === 'sqlite' ? String(row.createdAt) : new Date()})`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(storageProblemOf(error)).toBeNull();
    expect(redactError(error)).toMatchObject({ type: 'DriverAdapterError', kind: 'UniqueConstraintViolation' });
  });
});
