// npm run bench:db [-- --db sqlite|postgres] [-- --rows N]: history at volume. Fills N solve records
// (default 1,000,000; bulk INSERT … SELECT in the database) over 1,000 puzzles, and N puzzles more
// (sizes and levels mixed, one level rare) for the puzzles filters. A bulk load is the
// one write that does not go through the count trigger (one transaction updating the same RowCount
// rows a million times is quadratic on PostgreSQL's row versions): the trigger is off for the load
// and the totals are added by one GROUP BY, as the row_counts migration backfills them. Then it
// times through the repository (the server's own path): a history page with its totalCount, the
// total alone, and single inserts; and for contrast one COUNT(*), which the RowCount table
// replaces. Not part of CI. Prints p50/p99 in ms, each beside the p99 of a `SELECT 1` timed after
// every call (the machine's jitter, paired), the p99 of the CPU time (user + sys) this process
// spent in each call (SQLite runs in it; PostgreSQL's own work is in its server, not counted), and
// the load average.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openRepository, type Repository } from '../src/db/repository.js';
import { createTemplate, sqlAt, startPgServer, tempDatabase, type PgServer, type TempDatabase } from '../support/databases.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ROWS = Number(option('--rows') ?? 1_000_000);
const PROVIDERS = (option('--db') ? [option('--db')] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const PUZZLES = 1000;
const ITERATIONS = 500;
// Inserts are timed in steady state, as on a replica that has been serving: a fresh PostgreSQL
// connection's first couple of thousand statements run slower (p99 about 3 ms here, on tables of
// any size), so as many untimed inserts go first; and 2,000 timed ones make the p99 a 20-sample tail.
const INSERTS = 2000;
const STATUSES = ['SOLVED', 'NO_SOLUTION', 'CONFLICT', 'LIMIT_EXCEEDED'];

// Bulk ids ('0' + digits) sort below 'a'; minted ids start with the time's base-36 letters.
const BACKFILL = `INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, 0, COUNT(*) FROM (
    SELECT 'SolveRecord|*|*' AS k FROM "SolveRecord" WHERE "id" < '0a'
    UNION ALL SELECT 'SolveRecord|*|' || "status" FROM "SolveRecord" WHERE "id" < '0a'
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|*' FROM "SolveRecord" WHERE "id" < '0a'
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|' || "status" FROM "SolveRecord" WHERE "id" < '0a'
  ) AS bulk WHERE true GROUP BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n"`;

const SIZES = [4, 6, 9, 16, 25];
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4], 25: [5, 5] };
// Bulk puzzle g: size SIZES[g % 5]; level EXPERT when g % 1000 = 0 (so only on size 4: a rare
// level, and the pair (9, EXPERT) empty, the worst case for an index on one of the two), else
// EASY / MEDIUM / HARD by g / 5.
const PUZZLE_BACKFILL = `INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, 0, COUNT(*) FROM (
    SELECT 'Puzzle|*|*' AS k FROM "Puzzle" WHERE "id" < '0a'
    UNION ALL SELECT 'Puzzle|' || "size" || '|*' FROM "Puzzle" WHERE "id" < '0a'
    UNION ALL SELECT 'Puzzle|*|' || "difficulty" FROM "Puzzle" WHERE "id" < '0a'
    UNION ALL SELECT 'Puzzle|' || "size" || '|' || "difficulty" FROM "Puzzle" WHERE "id" < '0a'
  ) AS bulk WHERE true GROUP BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n"`;

function bulkPuzzles(provider: 'sqlite' | 'postgres', from: number, to: number): string {
  const cols = `("id","size","boxRows","boxCols","difficulty","seed","cells","solution","givens","createdAt")`;
  const size = (g: string) => `CASE ${g} % 5 ${SIZES.map((n, k) => `WHEN ${k} THEN ${n}`).join(' ')} END`;
  const box = (g: string, i: 0 | 1) => `CASE ${g} % 5 ${SIZES.map((n, k) => `WHEN ${k} THEN ${BOXES[n][i]}`).join(' ')} END`;
  const level = (g: string, div: string) =>
    `CASE WHEN ${g} % 1000 = 0 THEN 'EXPERT' ELSE CASE ${div} % 3 WHEN 0 THEN 'EASY' WHEN 1 THEN 'MEDIUM' ELSE 'HARD' END END`;
  if (provider === 'postgres') {
    return `INSERT INTO "Puzzle" ${cols}
      SELECT '0' || lpad(g::text, 22, '0'), ${size('g')}, ${box('g', 0)}, ${box('g', 1)}, ${level('g', '(g / 5)')},
             'bulk', '.', '1', 0, now()
      FROM generate_series(${from}, ${to}) AS g`;
  }
  return `WITH RECURSIVE g(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM g WHERE i < ${to})
    INSERT INTO "Puzzle" ${cols}
      SELECT '0' || substr('0000000000000000000000' || i, -22), ${size('i')}, ${box('i', 0)}, ${box('i', 1)}, ${level('i', '(i / 5)')},
             'bulk', '.', '1', 0, '2026-01-01T00:00:00.000+00:00'
      FROM g`;
}

/**
 * The machine's own jitter, paired: after each timed call, a `SELECT 1` through the same connection
 * is timed too, so every row's p99 stands beside the p99 of a query that does nothing (the machine
 * is shared; a p99 over 20 ms beside a floor as high is the machine's, not the filter's).
 */
let floor: () => Promise<unknown> = async () => {};

async function timed(
  n: number,
  work: (i: number) => Promise<unknown>,
  warmUp = 20,
): Promise<{ p50: number; p99: number; floorP99: number; cpuP99: number }> {
  const t: number[] = [];
  const f: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < Math.min(warmUp, n); i++) await work(i);
  for (let i = 0; i < n; i++) {
    const cpu = process.cpuUsage();
    const s = performance.now();
    await work(i);
    t.push(performance.now() - s);
    const used = process.cpuUsage(cpu);
    c.push((used.user + used.system) / 1000);
    const s2 = performance.now();
    await floor();
    f.push(performance.now() - s2);
  }
  const p = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.min(n - 1, Math.floor(n * q))];
  return { p50: p(t, 0.5), p99: p(t, 0.99), floorP99: p(f, 0.99), cpuP99: p(c, 0.99) };
}

/** Bulk rows: ids '0' + 22 digits sort below every minted id (older), spread over the puzzles. */
function bulkSelect(provider: 'sqlite' | 'postgres', from: number, to: number, puzzleIds: string[]): string {
  if (provider === 'postgres') {
    const ids = puzzleIds.map((id) => `'${id}'`).join(',');
    const statuses = STATUSES.map((x) => `'${x}'`).join(',');
    return `INSERT INTO "SolveRecord" ("id","puzzleId","size","boxRows","boxCols","cells","status","solution","unique","nodes","backtracks","durationMs","createdAt")
      SELECT '0' || lpad(g::text, 22, '0'), (ARRAY[${ids}])[1 + g % ${puzzleIds.length}], 9, 3, 3, repeat('.', 81),
             (ARRAY[${statuses}])[1 + g % 4], NULL, NULL, g % 1000, g % 100, 0.5, now()
      FROM generate_series(${from}, ${to}) AS g`;
  }
  // SQLite: the puzzle of row i comes from a temp table bp(k, id) that fill() makes.
  return `WITH RECURSIVE g(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM g WHERE i < ${to})
    INSERT INTO "SolveRecord" ("id","puzzleId","size","boxRows","boxCols","cells","status","solution","unique","nodes","backtracks","durationMs","createdAt")
      SELECT '0' || substr('0000000000000000000000' || i, -22), bp.id, 9, 3, 3, '${'.'.repeat(81)}',
             CASE i % 4 ${STATUSES.map((st, k) => `WHEN ${k} THEN '${st}'`).join(' ')} END, NULL, NULL, i % 1000, i % 100, 0.5,
             '2026-01-01T00:00:00.000+00:00'
      FROM g JOIN bp ON bp.k = i % ${puzzleIds.length}`;
}

async function fill(db: TempDatabase, repo: Repository): Promise<string[]> {
  const puzzleIds: string[] = [];
  for (let i = 0; i < PUZZLES; i++) {
    puzzleIds.push(
      (
        await repo.puzzles.create({
          size: 9,
          boxRows: 3,
          boxCols: 3,
          difficulty: 'EASY',
          seed: `b${i}`,
          cells: '.'.repeat(81),
          solution: '1'.repeat(81),
          givens: 0,
        })
      ).id,
    );
  }
  const start = performance.now();
  const BATCH = 100_000;
  if (db.provider === 'postgres') {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('ALTER TABLE "SolveRecord" DISABLE TRIGGER "SolveRecord_count"');
    for (let from = 1; from <= ROWS; from += BATCH)
      await client.query(bulkSelect('postgres', from, Math.min(ROWS, from + BATCH - 1), puzzleIds));
    await client.query(BACKFILL);
    await client.query('ALTER TABLE "SolveRecord" ENABLE TRIGGER "SolveRecord_count"');
    await client.query('ALTER TABLE "Puzzle" DISABLE TRIGGER "Puzzle_count"');
    for (let from = 1; from <= ROWS; from += BATCH) await client.query(bulkPuzzles('postgres', from, Math.min(ROWS, from + BATCH - 1)));
    await client.query(PUZZLE_BACKFILL);
    await client.query('ALTER TABLE "Puzzle" ENABLE TRIGGER "Puzzle_count"');
    await client.query('VACUUM ANALYZE');
    // The load's dirty pages are written out now, not by a background checkpoint during the timings.
    await client.query('CHECKPOINT');
    await client.end();
  } else {
    const file = new Database(db.file);
    file.pragma('journal_mode = WAL');
    file.exec('CREATE TEMP TABLE bp (k INTEGER PRIMARY KEY, id TEXT NOT NULL)');
    const add = file.prepare('INSERT INTO bp (k, id) VALUES (?, ?)');
    puzzleIds.forEach((id, k) => add.run(k, id));
    const trigger = (
      file.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'SolveRecord_count'`).get() as { sql: string }
    ).sql;
    file.exec('DROP TRIGGER "SolveRecord_count"');
    for (let from = 1; from <= ROWS; from += BATCH) file.exec(bulkSelect('sqlite', from, Math.min(ROWS, from + BATCH - 1), puzzleIds));
    file.exec(BACKFILL);
    file.exec(trigger);
    const puzzleTrigger = (
      file.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'Puzzle_count'`).get() as { sql: string }
    ).sql;
    file.exec('DROP TRIGGER "Puzzle_count"');
    for (let from = 1; from <= ROWS; from += BATCH) file.exec(bulkPuzzles('sqlite', from, Math.min(ROWS, from + BATCH - 1)));
    file.exec(PUZZLE_BACKFILL);
    file.exec(puzzleTrigger);
    file.exec('ANALYZE');
    // The load's WAL is copied back now, as a quiet moment in service would, not during the timings.
    file.pragma('wal_checkpoint(TRUNCATE)');
    file.close();
  }
  console.error(
    `  ${db.provider}: ${ROWS} solve records and as many puzzles bulk-inserted in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return puzzleIds;
}

async function bench(provider: 'sqlite' | 'postgres'): Promise<void> {
  const db = await tempDatabase({ provider, prefix: 'sudoku-bench-db-' });
  const repo = await openRepository(db.url);
  try {
    const puzzleIds = await fill(db, repo);
    const total = await repo.solveRecords.count({});
    const counted = Number((await sqlAt<{ n: number | string }>(db, 'SELECT COUNT(*) AS n FROM "SolveRecord"'))[0].n);
    if (total !== counted || total < ROWS) throw new Error(`totalCount ${total} but COUNT(*) ${counted}`);
    const deep = (await repo.solveRecords.list({}, { first: 1, afterId: '0' + String(Math.floor(ROWS / 2)).padStart(22, '0') })).rows[0].id;
    const page = (filter: object, afterId?: string) => async () => {
      const p = await repo.solveRecords.list(filter, { first: 20, afterId });
      await repo.solveRecords.count(filter);
      return p;
    };
    floor = () => repo.ping();
    const results: [string, { p50: number; p99: number; floorP99: number; cpuP99: number }][] = [
      ['history page 20 + totalCount (all)', await timed(ITERATIONS, page({}))],
      ['history page 20 + totalCount (all, mid-table cursor)', await timed(ITERATIONS, page({}, deep))],
      ['history page 20 + totalCount (by status)', await timed(ITERATIONS, (i) => page({ status: STATUSES[i % 4] })())],
      ['history page 20 + totalCount (by puzzle)', await timed(ITERATIONS, (i) => page({ puzzleId: puzzleIds[i % PUZZLES] })())],
      // Bulk record g has puzzle g % 1000 and status g % 4: puzzle k holds status k % 4 only.
      [
        'history page 20 + totalCount (by puzzle and status, present)',
        await timed(ITERATIONS, (i) => page({ puzzleId: puzzleIds[i % PUZZLES], status: STATUSES[(i % PUZZLES) % 4] })()),
      ],
      [
        'history page 20 + totalCount (by puzzle and status, absent)',
        await timed(ITERATIONS, (i) => page({ puzzleId: puzzleIds[i % PUZZLES], status: STATUSES[((i % PUZZLES) + 1) % 4] })()),
      ],
      ['totalCount alone (all)', await timed(ITERATIONS, () => repo.solveRecords.count({}))],
      [
        'totalCount alone (by puzzle and status)',
        await timed(ITERATIONS, (i) => repo.solveRecords.count({ puzzleId: puzzleIds[i % PUZZLES], status: 'SOLVED' })),
      ],
      [
        'insert one solve record (row + 4 totals)',
        await timed(
          INSERTS,
          (i) =>
            repo.solveRecords.create({
              puzzleId: puzzleIds[i % PUZZLES],
              size: 9,
              boxRows: 3,
              boxCols: 3,
              cells: '.'.repeat(81),
              status: 'SOLVED',
              solution: '1'.repeat(81),
              unique: true,
              nodes: 1,
              backtracks: 0,
              durationMs: 0.1,
            }),
          INSERTS,
        ),
      ],
      ['COUNT(*) for contrast (replaced by RowCount)', await timed(5, () => sqlAt(db, 'SELECT COUNT(*) FROM "SolveRecord"'))],
    ];
    const puzzlePage = (filter: object) => async () => {
      const p = await repo.puzzles.list(filter, { first: 20 });
      await repo.puzzles.count(filter);
      return p;
    };
    const puzzleFilters: [string, (i: number) => object][] = [
      ['puzzles page 20 + totalCount (all)', () => ({})],
      ['puzzles page 20 + totalCount (by size)', (i) => ({ size: SIZES[i % 5] })],
      ['puzzles page 20 + totalCount (by level, common)', (i) => ({ difficulty: ['EASY', 'MEDIUM', 'HARD'][i % 3] })],
      ['puzzles page 20 + totalCount (by level, rare: EXPERT 0.1 %)', () => ({ difficulty: 'EXPERT' })],
      ['puzzles page 20 + totalCount (by size and level, common)', (i) => ({ size: SIZES[i % 5], difficulty: 'HARD' })],
      ['puzzles page 20 + totalCount (by size and level, rare: 4 and EXPERT)', () => ({ size: 4, difficulty: 'EXPERT' })],
      ['puzzles page 20 + totalCount (by size and level, absent: 9 and EXPERT)', () => ({ size: 9, difficulty: 'EXPERT' })],
    ];
    for (const [name, filter] of puzzleFilters) results.push([name, await timed(ITERATIONS, (i) => puzzlePage(filter(i))())]);
    const puzzles = await repo.puzzles.count({});
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(', ');
    console.log(
      `\n${provider}, ${total.toLocaleString('en')} solve records, ${puzzles.toLocaleString('en')} puzzles (wall clock; load average ${load} after the timings)\n| measure | p50 ms | p99 ms | SELECT 1 p99 beside, ms | CPU p99 ms (this process, user + sys) |\n|---|---:|---:|---:|---:|`,
    );
    for (const [name, r] of results)
      console.log(`| ${name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.floorP99.toFixed(2)} | ${r.cpuP99.toFixed(2)} |`);
  } finally {
    await repo.close();
    await db.remove();
  }
}

let server: PgServer | undefined;
try {
  if (PROVIDERS.includes('postgres')) {
    if (!process.env.PG_TEST_URL) {
      server = await startPgServer();
      process.env.PG_TEST_URL = server.url;
    }
    await createTemplate(process.env.PG_TEST_URL!);
  }
  for (const p of PROVIDERS) await bench(p);
} finally {
  server?.stop();
}
