// npm run load [-- --ci] [-- --seconds N]: autocannon against the real server (a child process on
// 127.0.0.1, a fresh migrated SQLite file), bounded in time and request count. Runs a trivial-query
// baseline, a history page, an easy 9×9 solve, a mixed workload, and simple queries beside 4
// pathological 16×16 solves; prints req/s, p50/p99 latency, errors and lost records per run.
// Exits 1 on any error (HTTP, GraphQL or connection) or any acknowledged write missing from the file.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { CLASSIC } from '../test/api/fixtures.js';
import { readLines } from '../test/engine/oracle.js';
import { pathological16 } from '../test/hardening/fixtures/boards.js';
import { gql, migratedTempDatabase, startServer } from './lib/serverProcess.js';

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const secondsArg = args.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Number(args[secondsArg + 1]) : ci ? 2 : 10;
const connections = 10;
const MAX_REQUESTS_PER_RUN = 500_000;

const HISTORY = `query History { puzzles(first: 20) { totalCount edges { cursor node { id difficulty givens createdAt size { id } } } pageInfo { hasNextPage endCursor } } }`;
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
}

async function run(name: string, origin: string, build: (tally: Tally) => autocannon.Request[], checkLost: (t: Tally) => number): Promise<{ row: Row; tally: Tally }> {
  const tally: Tally = { graphqlErrors: 0, acked: { puzzles: [], records: [] } };
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    amount: undefined,
    maxOverallRequests: MAX_REQUESTS_PER_RUN,
    requests: build(tally),
  } as autocannon.Options);
  const errors = result.errors + result.timeouts + result.non2xx + tally.graphqlErrors;
  const row: Row = {
    run: name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors,
    lost: checkLost(tally),
  };
  if (tally.firstError) console.error(`  ${name}: first error: ${tally.firstError}`);
  return { row, tally };
}

const db = migratedTempDatabase('sudoku-load-');
const server = await startServer(db.url, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let failed = false;
try {
  // Seed: history pages need puzzles; the mixed run needs ids and a 16×16 to solve.
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await gql(server.url, `mutation($s: String) { generatePuzzle(size: 9, difficulty: EASY, seed: $s) { id } }`, { s: `load-${i}` });
    ids.push(r.data.generatePuzzle.id);
  }
  const big = await gql(server.url, `mutation { generatePuzzle(size: 16, difficulty: EASY, seed: "load-16") { id board { cells } } }`);
  const cells16: string = big.data.generatePuzzle.board.cells;
  await gql(server.url, SOLVE, { c: CLASSIC });

  const file = new Database(db.file, { readonly: true });
  const missing = (table: string, wanted: string[]) => {
    const stmt = file.prepare(`SELECT 1 FROM "${table}" WHERE id = ?`);
    return wanted.filter((id) => stmt.get(id) === undefined).length;
  };
  const lost = (t: Tally) => missing('Puzzle', t.acked.puzzles) + missing('SolveRecord', t.acked.records);
  const none = () => 0;

  const rows: Row[] = [];
  const add = async (name: string, build: (t: Tally) => autocannon.Request[], check = lost) => {
    const { row } = await run(name, server.origin, build, check);
    rows.push(row);
    console.error(`  ${name}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, lost ${row.lost}`);
  };

  console.error(`load: ${connections} connections, ${seconds} s per run, server ${server.url}`);
  await add('baseline { __typename }', (t) => [request('{ __typename }', undefined, t)], none);
  await add('history page (20 + totalCount)', (t) => [request(HISTORY, undefined, t)], none);
  await add('solve easy 9×9', (t) => [request(SOLVE, { c: CLASSIC }, t)]);
  await add('solveMany 100 easy 9×9', (t) => [request(SOLVE_MANY, { b: EASY_100 }, t)]);
  console.error(`  solveMany: ${rows.at(-1)!.reqPerSec * EASY_100.length} boards/s`);
  await add('mixed workload', (t) => [
    request(HISTORY, undefined, t),
    request(`query P($id: ID!) { puzzle(id: $id) { id seed givens board { cells } solveRecords(first: 5) { totalCount } } }`, { id: ids[3] }, t),
    request(`query R { solveRecords(first: 20) { totalCount edges { node { id status stats { nodes durationMs } } } } }`, undefined, t),
    request(`query V($c: String) { validate(board: { cells: $c }) { complete solved emptyCells conflicts { row col } } }`, { c: CLASSIC }, t),
    request(`query H($c: String) { hint(board: { cells: $c }) { row col value kind } }`, { c: CLASSIC }, t),
    request(SOLVE, { c: CLASSIC }, t),
    request(SOLVE, { c: cells16 }, t),
    request(GENERATE, undefined, t),
    request(`query S { boardSizes { id size } }`, undefined, t),
    request(`query V2($c: String) { validate(board: { cells: $c }) { emptyCells } }`, { c: cells16 }, t),
  ]);

  // Simple queries while 4 worst-case searches occupy the pool (each ends by its budget).
  const stopPatho = { now: false };
  const patho = Array.from({ length: 4 }, async () => {
    while (!stopPatho.now) {
      const r = await gql(server.url, SOLVE, { c: pathological16() });
      if (!['NO_SOLUTION', 'LIMIT_EXCEEDED'].includes(r.data?.solve?.status)) throw new Error(`pathological solve: ${JSON.stringify(r)}`);
    }
  });
  await new Promise((r) => setTimeout(r, 200));
  await add('boardSizes/puzzle(id) beside 4 pathological 16×16 solves', (t) => [
    request(`query S { boardSizes { id size } }`, undefined, t),
    request(`query P($id: ID!) { puzzle(id: $id) { id seed givens } }`, { id: ids[5] }, t),
  ], none);
  stopPatho.now = true;
  await Promise.all(patho);
  file.close();

  const base = rows[0].reqPerSec;
  console.log(`\n| run | req/s | vs baseline | p50 ms | p99 ms | requests | errors | lost records |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    console.log(`| ${r.run} | ${r.reqPerSec} | ${(r.reqPerSec / base).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.lost} |`);
  }
  const easy = rows.find((r) => r.run === 'solve easy 9×9')!;
  const many = rows.find((r) => r.run.startsWith('solveMany'))!;
  console.log(`\neasy solve / baseline: ${(easy.reqPerSec / base).toFixed(2)}; solveMany: ${many.reqPerSec * EASY_100.length} boards/s (p50 ${many.p50} ms per 100)`);
  failed = rows.some((r) => r.errors > 0 || r.lost > 0);
  if (failed) console.error('\nload: FAILED (errors or lost records above)');
} finally {
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  if (exit.code !== 0) {
    console.error(`server exited with ${exit.code ?? exit.signal}:\n${server.output().slice(-2000)}`);
    failed = true;
  }
  db.remove();
}
process.exit(failed ? 1 : 0);
