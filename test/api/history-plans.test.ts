// No history query scans (issue 24 item 2): for every filter combination the schema allows, the
// exact statement the repository sends (captured at the Db seam) is planned by the database, and
// the plan must walk an index whose leading columns are the filter's equalities and whose order is
// the page's ("id" descending): no table scan, no sort. SQLite's EXPLAIN QUERY PLAN, and
// PostgreSQL's EXPLAIN with scans, bitmap scans and sorts priced out (a tiny test table would otherwise be
// scanned, as it should be: the question is whether an index exists that serves the query).
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/db/client.js';
import { createRepository, type Repository } from '../../src/db/repository.js';
import type { Sql } from '../../src/db/sql.js';
import { tempDb, type TempDatabase } from './harness.js';

let db: TempDatabase;
let inner: Db;
let repo: Repository;
const sent: Sql[] = [];

beforeAll(async () => {
  db = await tempDb();
  inner = await openDb(db.url, { poolMax: 2 });
  const spy: Db = {
    ...inner,
    queryRaw: <T>(q: Sql) => {
      sent.push(q);
      return inner.queryRaw<T>(q);
    },
  };
  repo = createRepository(spy);
});
afterAll(async () => {
  await repo?.close();
  await db?.remove();
});

/** The one SELECT a list call sends. */
async function statementOf(list: () => Promise<unknown>): Promise<Sql> {
  sent.length = 0;
  await list();
  const selects = sent.filter((q) => /^\s*SELECT/i.test(q.sql) && /ORDER BY "id" DESC/.test(q.sql));
  expect(selects).toHaveLength(1);
  return selects[0];
}

async function plan(q: Sql): Promise<string[]> {
  if (db.provider === 'sqlite') {
    const file = new Database(db.file, { readonly: true });
    try {
      return (file.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.values) as { detail: string }[]).map((r) => r.detail);
    } finally {
      file.close();
    }
  }
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    for (const off of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await c.query(`SET ${off} = off`);
    const r = await c.query(`EXPLAIN ${q.text}`, q.values as unknown[]);
    return r.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
  } finally {
    await c.end();
  }
}

/**
 * Asserts the plan walks an index led by `equalities` (then `id`, the table's id column) with no
 * scan or sort. `primary`: the equalities and id are the table's primary key (a join table's).
 */
function expectIndexWalk(lines: string[], table: string, equalities: string[], id = 'id', primary = equalities.length === 0): void {
  const text = lines.join('\n');
  if (db.provider === 'sqlite') {
    expect(text).not.toMatch(/TEMP B-TREE/);
    if (primary) {
      // The primary key's own index, walked from the newest id and stopped after one page.
      expect(text).toMatch(new RegExp(`(SCAN|SEARCH) ${table} USING (COVERING )?INDEX sqlite_autoindex_${table}_1`));
      return;
    }
    // The page's table (a total read with the page adds a search of RowCount beside it).
    const m = new RegExp(`SEARCH (${table}) USING (?:COVERING )?INDEX (\\w+) \\(([^)]*)\\)`).exec(text);
    expect(m, text).not.toBeNull();
    expect(m![2]).toBe(`${table}_${[...equalities, id].join('_')}_idx`);
    for (const col of equalities) expect(m![3]).toContain(`${col}=?`);
    return;
  }
  expect(text).not.toMatch(/Seq Scan|Sort|Bitmap/);
  const index = primary ? `${table}_pkey` : `${table}_${[...equalities, id].join('_')}_idx`;
  expect(text).toMatch(new RegExp(`Index (Only )?Scan Backward using "?${index}"? on "?${table}"?`));
}

/** A total read with the page: RowCount by its key, never scanned. */
function expectTotalBeside(lines: string[]): void {
  const text = lines.join('\n');
  if (db.provider === 'sqlite') expect(text).toMatch(/SEARCH RowCount USING (COVERING )?INDEX/);
  else expect(text).toMatch(/Index (Only )?Scan using "?RowCount_pkey"? on "?RowCount"?/);
}

const after = '0'.repeat(23);

describe('every history filter is an index walk, never a scan (both databases)', () => {
  const puzzleFilters: [Record<string, unknown>, string[]][] = [
    [{}, []],
    [{ size: 9 }, ['size']],
    [{ difficulty: 'HARD' }, ['difficulty']],
    [{ size: 9, difficulty: 'HARD' }, ['size', 'difficulty']],
  ];
  for (const [filter, equalities] of puzzleFilters) {
    for (const afterId of [undefined, after]) {
      it(`puzzles ${JSON.stringify(filter)}${afterId ? ' after a cursor' : ''}, with and without the total`, async () => {
        for (const withTotal of [false, true]) {
          const q = await statementOf(() => repo.puzzles.list(filter, { first: 20, afterId, withTotal }));
          expectIndexWalk(await plan(q), 'Puzzle', equalities);
          if (withTotal) expectTotalBeside(await plan(q));
        }
      });
    }
  }
  // A variant's page walks the PuzzleVariant rows (one per variant a puzzle plays), by puzzleId.
  const variantFilters: [Record<string, unknown>, string[]][] = [
    [{ variant: 'KILLER' }, ['variant']],
    [{ variant: 'KILLER', size: 9 }, ['variant', 'size']],
    [{ variant: 'KILLER', difficulty: 'HARD' }, ['variant', 'difficulty']],
    [{ variant: 'KILLER', size: 9, difficulty: 'HARD' }, ['variant', 'size', 'difficulty']],
  ];
  for (const [filter, equalities] of variantFilters) {
    for (const afterId of [undefined, after]) {
      it(`puzzles ${JSON.stringify(filter)}${afterId ? ' after a cursor' : ''}, with and without the total`, async () => {
        for (const withTotal of [false, true]) {
          const q = await statementOf(() => repo.puzzles.list(filter, { first: 20, afterId, withTotal }));
          expectIndexWalk(await plan(q), 'PuzzleVariant', equalities, 'puzzleId', equalities.length === 1);
          if (withTotal) expectTotalBeside(await plan(q));
        }
      });
    }
  }
  const recordFilters: [Record<string, unknown>, string[]][] = [
    [{}, []],
    [{ puzzleId: 'p' }, ['puzzleId']],
    [{ status: 'SOLVED' }, ['status']],
    [{ puzzleId: 'p', status: 'SOLVED' }, ['puzzleId', 'status']],
  ];
  for (const [filter, equalities] of recordFilters) {
    for (const afterId of [undefined, after]) {
      it(`solveRecords ${JSON.stringify(filter)}${afterId ? ' after a cursor' : ''}, with and without the total`, async () => {
        for (const withTotal of [false, true]) {
          const q = await statementOf(() => repo.solveRecords.list(filter, { first: 20, afterId, withTotal }));
          expectIndexWalk(await plan(q), 'SolveRecord', equalities);
          if (withTotal) expectTotalBeside(await plan(q));
        }
      });
    }
  }
  for (const afterId of [undefined, after]) {
    it(`a puzzle's playerSolves${afterId ? ' after a cursor' : ''}`, async () => {
      const q = await statementOf(() => repo.playerSolves.list({ puzzleId: 'p' }, { first: 20, afterId }));
      expectIndexWalk(await plan(q), 'PlayerSolve', ['puzzleId']);
    });
    it(`a player's own playerSolves${afterId ? ' after a cursor' : ''}`, async () => {
      const q = await statementOf(() => repo.games.listByPlayer('k', { first: 20, afterId }));
      expectIndexWalk(await plan(q), 'PlayerSolve', ['player']);
    });
  }
});
