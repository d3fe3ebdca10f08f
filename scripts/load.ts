// npm run load [-- --ci] [-- --seconds N] [-- --db sqlite|postgres] [-- --replicas N] [-- --port P]: autocannon
// against the real, compiled server (child processes on 127.0.0.1 over a fresh migrated database: a SQLite
// file, or a database on PostgreSQL — PG_TEST_URL's server, else a throwaway one started by
// scripts/pg-test-server.sh), bounded in time and request count. With --replicas N (PostgreSQL),
// N server processes share the database and every run loads all of them at once. Runs a
// trivial-query baseline, two history pages, an easy 9×9 solve, solveMany, a mixed workload, and
// simple queries beside 4 pathological 16×16 solves per replica; prints req/s, p50/p99 latency,
// errors and lost records per run, per replica and in total; then the history pages, the easy solve
// and solveMany each paired with the baseline (median ratio, boards/s). Exits 1 on any error (HTTP, GraphQL or connection)
// or any acknowledged write missing from the database.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CLASSIC } from '../support/boards.js';
import { readLines } from '../support/oracle.js';
import { pathological16 } from '../support/hard-boards.js';
import { createTemplate, sqlAt, startPgServer, tempDatabase, type PgServer, type TempDatabase } from '../support/databases.js';
import { gql, startServer, type ServerProcess } from '../support/server-process.js';

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const seconds = option('--seconds') !== undefined ? Number(option('--seconds')) : ci ? 2 : 10;
const provider = (option('--db') ?? 'sqlite') as 'sqlite' | 'postgres';
const replicas = Number(option('--replicas') ?? 1);
if (provider !== 'sqlite' && provider !== 'postgres') throw new Error(`--db must be sqlite or postgres, got '${provider}'`);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) throw new Error(`--replicas must be 1..8, got '${option('--replicas')}'`);
// --port P: replica i listens on P + i and a throwaway PostgreSQL on P + replicas (default: free ports).
const basePort = option('--port') === undefined ? undefined : Number(option('--port'));
if (basePort !== undefined && (!Number.isInteger(basePort) || basePort < 1024 || basePort + replicas > 65535)) {
  throw new Error(`--port must be a port from 1024, got '${option('--port')}'`);
}
if (replicas > 1 && provider !== 'postgres') throw new Error('--replicas above 1 needs --db postgres (one SQLite file has one server)');
const connections = 10;
// A solveMany request is 100 boards in up to one pool task per thread; 4 clients per replica (the
// issue's figure) keep the workers busy without asking for more than their queues hold (10 each
// overran two 2-thread pools on 2 cores and were answered SERVER_BUSY, as they should be).
const BATCH_CONNECTIONS = 4;
const MAX_REQUESTS_PER_RUN = 500_000;
/** Alternations of the baseline and each paired workload, and the length of each run. */
const PAIRS = ci ? 3 : 5;
const PAIR_SECONDS = ci ? 1 : 2;

const HISTORY = `query History { puzzles(first: 20) { totalCount edges { cursor node { id difficulty givens createdAt size { id } } } pageInfo { hasNextPage endCursor } } }`;
const RECORDS = `query Records { solveRecords(first: 20) { totalCount edges { cursor node { id status unique createdAt stats { nodes durationMs } } } pageInfo { hasNextPage endCursor } } }`;
const SOLVE = `mutation Solve($c: String) { solve(board: { cells: $c }) { status unique solution { cells } record { id } } }`;
const SOLVE_MANY = `mutation SolveMany($b: [BoardInput!]!) { solveMany(boards: $b) { status solution { cells } record { id } } }`;
const EASY_100 = readLines('9x9/kaggle_easy_10k.txt', 100).map((cells) => ({ cells }));
const GENERATE = `mutation Generate { generatePuzzle(size: 9, difficulty: EASY) { id givens board { cells } } }`;

interface Tally {
  graphqlErrors: number;
  firstError?: string;
  acked: { puzzles: string[]; records: string[] };
}

function request(query: string, variables: Record<string, unknown> | undefined, tally: Tally): autocannon.Request {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    onResponse: (status: number, body: string) => {
      if (status !== 200 || body.includes('"errors"')) {
        tally.graphqlErrors++;
        tally.firstError ??= `${status} ${body.slice(0, 300)}`;
        return;
      }
      // Every id a mutation answered is an acknowledged write, checked against the file afterwards.
      const record = /"record":\{"id":"([^"]+)"/.exec(body);
      if (record) tally.acked.records.push(record[1]);
      const puzzle = /"generatePuzzle":\{"id":"([^"]+)"/.exec(body);
      if (puzzle) tally.acked.puzzles.push(puzzle[1]);
    },
  } as autocannon.Request;
}

interface Row {
  run: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  lost: number;
  /** CPU ms (user + sys, all the server's threads) per answered request: the cost apart from the machine's load. */
  cpuPerReq: number;
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU ms (user + sys) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
}

/** One autocannon run per target at once; a row per target and, with several, one for all. */
async function run(
  name: string,
  targets: ServerProcess[],
  build: (tally: Tally) => autocannon.Request[],
  checkLost: (t: Tally) => Promise<number>,
  clients = connections,
  duration = seconds,
): Promise<Row[]> {
  const results = await Promise.all(
    targets.map(async (target) => {
      const tally: Tally = { graphqlErrors: 0, acked: { puzzles: [], records: [] } };
      const latencies: number[] = [];
      const cpuBefore = cpuMs(target.child.pid!);
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const options = {
          url: target.origin,
          connections: clients,
          duration,
          amount: undefined,
          maxOverallRequests: MAX_REQUESTS_PER_RUN,
          requests: build(tally),
        } as autocannon.Options;
        const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
        // Every latency, so the total's percentiles are over all replicas' responses together.
        instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      });
      return { result, tally, latencies, cpu: cpuMs(target.child.pid!) - cpuBefore };
    }),
  );
  const rows: Row[] = [];
  const label = (i: number) => (targets.length > 1 ? ` [replica ${String.fromCharCode(65 + i)}]` : '');
  for (const [i, { result, tally, latencies, cpu }] of results.entries()) {
    latencies.sort((a, b) => a - b);
    rows.push({
      run: name + label(i),
      reqPerSec: Math.round(result.requests.average),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx + tally.graphqlErrors,
      lost: await checkLost(tally),
      cpuPerReq: cpu / Math.max(1, result.requests.total),
    });
    if (tally.firstError) console.error(`  ${name}${label(i)}: first error: ${tally.firstError}`);
  }
  if (targets.length > 1) {
    const all = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    rows.push({
      run: `${name} [total]`,
      reqPerSec: rows.reduce((n, r) => n + r.reqPerSec, 0),
      p50: percentile(all, 0.5),
      p99: percentile(all, 0.99),
      requests: rows.reduce((n, r) => n + r.requests, 0),
      errors: rows.reduce((n, r) => n + r.errors, 0),
      lost: rows.reduce((n, r) => n + r.lost, 0),
      cpuPerReq:
        results.reduce((n, r) => n + r.cpu, 0) /
        Math.max(
          1,
          rows.reduce((n, r) => n + r.requests, 0),
        ),
    });
  }
  return rows;
}

async function openDatabase(): Promise<{ db: TempDatabase; pg?: PgServer }> {
  if (provider === 'sqlite') return { db: await tempDatabase({ provider, prefix: 'sudoku-load-' }) };
  let pg: PgServer | undefined;
  if (!process.env.PG_TEST_URL) {
    pg = await startPgServer(basePort === undefined ? undefined : basePort + replicas);
    process.env.PG_TEST_URL = pg.url;
  }
  try {
    // The real `prisma migrate deploy` builds the template; the load database is a copy of it.
    await createTemplate(process.env.PG_TEST_URL!);
    return { db: await tempDatabase({ provider }), pg };
  } catch (e) {
    pg?.stop();
    throw e;
  }
}

const { db, pg } = await openDatabase();
const servers = await Promise.all(
  // The compiled server, as `npm start` runs it (the npm script builds it first).
  Array.from({ length: replicas }, (_, i) =>
    // A load run is one client storing far more solves and puzzles than any real one: no
    // per-address limits. (The puzzles' 300 an hour was reached once a quiet machine ran the mixed
    // workload's generations fast enough: 286 RATE_LIMITED in 2 s.)
    startServer(
      db.url,
      {
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        RATE_ADDRESS_RECORDS_PER_MINUTE: '1000000000',
        RATE_ADDRESS_PUZZLES_PER_HOUR: '1000000000',
      },
      60_000,
      [],
      {
        compiled: true,
        port: basePort === undefined ? 0 : basePort + i,
      },
    ),
  ),
);
const server = servers[0];
let failed = false;
try {
  // Seed: history pages need puzzles; the mixed run needs ids and a 16×16 to solve.
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await gql(server.url, `mutation($s: String) { generatePuzzle(size: 9, difficulty: EASY, seed: $s) { id } }`, {
      s: `load-${i}`,
    });
    ids.push(r.data.generatePuzzle.id);
  }
  const big = await gql(server.url, `mutation { generatePuzzle(size: 16, difficulty: EASY, seed: "load-16") { id board { cells } } }`);
  const cells16: string = big.data.generatePuzzle.board.cells;
  await gql(server.url, SOLVE, { c: CLASSIC });

  const missing = async (table: string, wanted: string[]) => {
    let gone = 0;
    for (let i = 0; i < wanted.length; i += 500) {
      const chunk = wanted.slice(i, i + 500);
      const found = await sqlAt<{ id: string }>(
        db,
        `SELECT id FROM "${table}" WHERE id IN (${chunk.map((_, j) => `$${j + 1}`).join(',')})`,
        chunk,
      );
      gone += chunk.length - found.length;
    }
    return gone;
  };
  const lost = async (t: Tally) => (await missing('Puzzle', t.acked.puzzles)) + (await missing('SolveRecord', t.acked.records));
  const none = async () => 0;

  const rows: Row[] = [];
  const add = async (name: string, build: (t: Tally) => autocannon.Request[], check = lost, clients = connections) => {
    for (const row of await run(name, servers, build, check, clients)) {
      rows.push(row);
      console.error(`  ${row.run}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, lost ${row.lost}`);
    }
  };

  console.error(
    `load: ${provider}, ${replicas} replica(s), ${connections} connections each, ${seconds} s per run, ${servers.map((s) => s.url).join(' ')}`,
  );
  await add('baseline { __typename }', (t) => [request('{ __typename }', undefined, t)], none);
  await add('history page (20 + totalCount)', (t) => [request(HISTORY, undefined, t)], none);
  await add('solve records page (20 + totalCount)', (t) => [request(RECORDS, undefined, t)], none);
  await add('solve easy 9×9', (t) => [request(SOLVE, { c: CLASSIC }, t)]);
  await add(
    `solveMany 100 easy 9×9 (${BATCH_CONNECTIONS} clients)`,
    (t) => [request(SOLVE_MANY, { b: EASY_100 }, t)],
    lost,
    BATCH_CONNECTIONS,
  );
  console.error(`  solveMany: ${rows.at(-1)!.reqPerSec * EASY_100.length} boards/s`);
  await add('mixed workload', (t) => [
    request(HISTORY, undefined, t),
    request(
      `query P($id: ID!) { puzzle(id: $id) { id seed givens board { cells } solveRecords(first: 5) { totalCount } } }`,
      { id: ids[3] },
      t,
    ),
    request(`query R { solveRecords(first: 20) { totalCount edges { node { id status stats { nodes durationMs } } } } }`, undefined, t),
    request(
      `query V($c: String) { validate(board: { cells: $c }) { complete solved emptyCells conflicts { row col } } }`,
      { c: CLASSIC },
      t,
    ),
    request(`query H($c: String) { hint(board: { cells: $c }) { row col value kind } }`, { c: CLASSIC }, t),
    request(SOLVE, { c: CLASSIC }, t),
    request(SOLVE, { c: cells16 }, t),
    request(GENERATE, undefined, t),
    request(`query S { boardSizes { id size } }`, undefined, t),
    request(`query V2($c: String) { validate(board: { cells: $c }) { emptyCells } }`, { c: cells16 }, t),
  ]);

  // Simple queries while 4 worst-case searches occupy the pool (each ends by its budget).
  const stopPatho = { now: false };
  const patho = servers.flatMap((target) =>
    Array.from({ length: 4 }, async () => {
      while (!stopPatho.now) {
        const r = await gql(target.url, SOLVE, { c: pathological16() });
        if (!['NO_SOLUTION', 'LIMIT_EXCEEDED'].includes(r.data?.solve?.status)) throw new Error(`pathological solve: ${JSON.stringify(r)}`);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 200));
  await add(
    'boardSizes/puzzle(id) beside 4 pathological 16×16 solves',
    (t) => [
      request(`query S { boardSizes { id size } }`, undefined, t),
      request(`query P($id: ID!) { puzzle(id: $id) { id seed givens } }`, { id: ids[5] }, t),
    ],
    none,
  );
  stopPatho.now = true;
  await Promise.all(patho);

  // Exact totals across replicas: what every replica answers equals a fresh COUNT(*).
  const counted = Number((await sqlAt<{ n: number | string }>(db, 'SELECT COUNT(*) AS n FROM "SolveRecord"'))[0].n);
  for (const target of servers) {
    const t = await gql(target.url, `{ solveRecords(first: 1) { totalCount } }`);
    if (t.data?.solveRecords?.totalCount !== counted) {
      console.error(`load: ${target.url} answers totalCount ${t.data?.solveRecords?.totalCount}, the table holds ${counted}`);
      failed = true;
    }
  }

  // The ratios that matter, paired: this machine's speed can halve within seconds, so a ratio of two
  // runs made 10 s apart says as much about the machine as about the server. Short baseline runs
  // alternate with short runs of the history page, the easy solve and solveMany; each adjacent pair
  // gives a ratio, and the median is the figure. With several replicas, every ratio is of the totals.
  const isTotal = (r: Row) => replicas === 1 || r.run.endsWith('[total]');
  const total = (r: Row[]) => r.find(isTotal)!;
  const pick = (prefix: string) => rows.find((r) => r.run.startsWith(prefix) && isTotal(r));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const pairedBaseline = async () =>
    total(await run('paired baseline', servers, (t) => [request('{ __typename }', undefined, t)], none, connections, PAIR_SECONDS));
  interface Paired {
    readonly ratios: number[];
    readonly rates: number[];
    /** Baseline's server CPU per request over the workload's: the ratio an otherwise idle machine would give, server-bound. */
    readonly cpuRatios: number[];
    /** The workload's server CPU ms per request. */
    readonly cpu: number[];
  }
  const paired = async (name: string, build: (t: Tally) => autocannon.Request[], check: typeof lost, clients: number): Promise<Paired> => {
    const ratios: number[] = [];
    const rates: number[] = [];
    const cpuRatios: number[] = [];
    const cpu: number[] = [];
    const measured = async () => total(await run(`paired ${name}`, servers, build, check, clients, PAIR_SECONDS));
    for (let i = 0; i < PAIRS; i++) {
      // The order alternates, so a machine speeding up or slowing down favours neither run.
      let b: Row;
      let w: Row;
      if (i % 2 === 0) {
        b = await pairedBaseline();
        w = await measured();
      } else {
        w = await measured();
        b = await pairedBaseline();
      }
      if (b.errors + w.errors + w.lost > 0) failed = true;
      ratios.push(w.reqPerSec / b.reqPerSec);
      rates.push(w.reqPerSec);
      cpuRatios.push(b.cpuPerReq / w.cpuPerReq);
      cpu.push(w.cpuPerReq);
    }
    return { ratios, rates, cpuRatios, cpu };
  };
  const history = await paired('history page', (t) => [request(HISTORY, undefined, t)], none, connections);
  const records = await paired('solve records page', (t) => [request(RECORDS, undefined, t)], none, connections);
  // Kept answers (stored-answers.ts) last only until the next write: the same page with a solve
  // between every nine pages, each of which moves the data version.
  const writing = await paired(
    'solve records page, 1 solve in 10',
    (t) => [...Array.from({ length: 9 }, () => request(RECORDS, undefined, t)), request(SOLVE, { c: CLASSIC }, t)],
    lost,
    connections,
  );
  const easyPaired = await paired('easy solve', (t) => [request(SOLVE, { c: CLASSIC }, t)], lost, connections);
  const manyPaired = await paired('solveMany', (t) => [request(SOLVE_MANY, { b: EASY_100 }, t)], lost, BATCH_CONNECTIONS);

  const base = pick('baseline')!.reqPerSec;
  console.log(`\n| run | req/s | vs baseline | p50 ms | p99 ms | requests | errors | lost records | server CPU ms/req |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    console.log(
      `| ${r.run} | ${r.reqPerSec} | ${(r.reqPerSec / base).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.lost} | ${r.cpuPerReq.toFixed(3)} |`,
    );
  }
  const list = (xs: number[]) => xs.map((r) => r.toFixed(2)).join(', ');
  const of = `median of ${PAIRS} alternations of ${PAIR_SECONDS} s with the baseline`;
  console.log(`\npaired (${of}; ${provider}, ${replicas} replica(s)):`);
  const line = (name: string, p: Paired) =>
    console.log(
      `  ${name} / baseline: ${median(p.ratios).toFixed(2)} (${list(p.ratios)}); by server CPU per request ${median(p.cpuRatios).toFixed(2)} (${list(p.cpuRatios)})`,
    );
  line('history page (puzzles)', history);
  line('history page (solveRecords)', records);
  line('history page (solveRecords), 1 solve in 10', writing);
  line('easy solve', easyPaired);
  console.log(
    `  solveMany (${BATCH_CONNECTIONS} clients${replicas > 1 ? ' per replica' : ''}): ${median(manyPaired.rates) * EASY_100.length} boards/s, ${median(manyPaired.ratios).toFixed(2)} of the baseline's req/s (boards/s: ${manyPaired.rates.map((r) => r * EASY_100.length).join(', ')}); server CPU ${((1000 * EASY_100.length) / median(manyPaired.cpu)).toFixed(0)} boards per CPU-second`,
  );
  failed = failed || rows.some((r) => r.errors > 0 || r.lost > 0);
  if (failed) console.error('\nload: FAILED (errors or lost records above)');
} finally {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    const exit = await s.exited;
    if (exit.code !== 0) {
      console.error(`server exited with ${exit.code ?? exit.signal}:\n${s.output().slice(-2000)}`);
      failed = true;
    }
  }
  await db.remove();
  pg?.stop();
}
process.exit(failed ? 1 : 0);
