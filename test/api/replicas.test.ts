// Two replicas on one PostgreSQL database: two real server processes on different ports. A write
// acknowledged by one is read by the other at once (totals, first page, by id, per-puzzle
// history); concurrent generatePuzzle/solve on both give unique ids, lose nothing, and a page
// walk over the union returns every row exactly once, newest first; a walk alternating replicas
// while both write sees createdAt never rise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startServer, type ServerProcess } from '../../support/server-process.js';
import { sqlAt } from '../../support/databases.js';
import { CLASSIC } from '../../support/boards.js';
import { tempDb, type TempDatabase } from './harness.js';

let db: TempDatabase;
let A: ServerProcess;
let B: ServerProcess;

beforeAll(async () => {
  db = await tempDb();
  [A, B] = await Promise.all([startServer(db.url, { DB_POOL_MAX: '4' }), startServer(db.url, { DB_POOL_MAX: '4' })]);
});
afterAll(async () => {
  for (const s of [A, B]) {
    if (s && s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  await db?.remove();
});

const GENERATE = `mutation($s: String) { generatePuzzle(size: 4, difficulty: EASY, seed: $s) { id } }`;
const SOLVE = `mutation($id: ID) { solve(puzzleId: $id) { status record { id } } }`;
const SOLVE_BOARD = `mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`;
const TOTALS = `{ puzzles(first: 1) { totalCount edges { node { id } } } solveRecords(first: 1) { totalCount edges { node { id } } } }`;

async function ok(url: string, query: string, variables?: Record<string, unknown>) {
  const r = await gql(url, query, variables);
  if (r.status !== 200 || r.errors) throw new Error(`${query}: ${JSON.stringify(r)}`);
  return r.data;
}

/** Every row through one replica's pages, following endCursor until the last. */
async function walk(url: string, field: 'puzzles' | 'solveRecords'): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const d = await ok(
      url,
      `query($a: String) { ${field}(first: 100, after: $a) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
      { a: after },
    );
    ids.push(...d[field].edges.map((e: { node: { id: string } }) => e.node.id));
    if (!d[field].pageInfo.hasNextPage) return ids;
    after = d[field].pageInfo.endCursor;
  }
}

describe('two server processes on one PostgreSQL database', () => {
  it('run on different ports', () => {
    expect(A.origin).not.toBe(B.origin);
  });

  it('a write acknowledged by A is read on B at once: totals, first page, puzzle(id), its solve history', async () => {
    for (let i = 0; i < 3; i++) {
      const before = await ok(B.url, TOTALS);
      const id = (await ok(A.url, GENERATE, { s: `seen-${i}` })).generatePuzzle.id;
      const after = await ok(B.url, TOTALS);
      expect(after.puzzles.totalCount).toBe(before.puzzles.totalCount + 1);
      expect(after.puzzles.edges[0].node.id).toBe(id);
      expect((await ok(B.url, `query($id: ID!) { puzzle(id: $id) { id seed } }`, { id })).puzzle).toEqual({ id, seed: `seen-${i}` });

      const rid = (await ok(A.url, SOLVE, { id })).solve.record.id;
      const history = await ok(
        B.url,
        `query($id: ID!) { solveRecords(puzzleId: $id) { totalCount edges { node { id } } } puzzle(id: $id) { solveRecords { totalCount } } }`,
        { id },
      );
      expect(history.solveRecords).toEqual({ totalCount: 1, edges: [{ node: { id: rid } }] });
      expect(history.puzzle.solveRecords.totalCount).toBe(1);
      expect((await ok(B.url, TOTALS)).solveRecords.totalCount).toBe(before.solveRecords.totalCount + 1);
    }
  });

  it('concurrent generatePuzzle and solve on both: no duplicate id, no lost record, each row once in order', async () => {
    const PER_REPLICA = 200;
    const acked = { puzzles: [] as string[], records: [] as string[] };
    const client = async (url: string, name: string, c: number) => {
      for (let i = c; i < PER_REPLICA; i += 4) {
        const id = (await ok(url, GENERATE, { s: `${name}-${i}` })).generatePuzzle.id;
        acked.puzzles.push(id);
        const s = i % 2 ? await ok(url, SOLVE, { id }) : await ok(url, SOLVE_BOARD, { c: CLASSIC });
        acked.records.push(s.solve.record.id);
      }
    };
    await Promise.all([0, 1, 2, 3].flatMap((c) => [client(A.url, 'a', c), client(B.url, 'b', c)]));
    expect(acked.puzzles).toHaveLength(2 * PER_REPLICA);
    expect(new Set(acked.puzzles).size).toBe(acked.puzzles.length);
    expect(new Set(acked.records).size).toBe(acked.records.length);

    const stored = async (table: string) => new Set((await sqlAt<{ id: string }>(db, `SELECT id FROM "${table}"`)).map((r) => r.id));
    const puzzles = await stored('Puzzle');
    const records = await stored('SolveRecord');
    expect(acked.puzzles.filter((id) => !puzzles.has(id))).toEqual([]);
    expect(acked.records.filter((id) => !records.has(id))).toEqual([]);

    const totals = await Promise.all([ok(A.url, TOTALS), ok(B.url, TOTALS)]);
    for (const t of totals) {
      expect(t.puzzles.totalCount).toBe(puzzles.size);
      expect(t.solveRecords.totalCount).toBe(records.size);
    }
    for (const [url, field, all] of [
      [A.url, 'puzzles', puzzles],
      [B.url, 'solveRecords', records],
    ] as const) {
      const ids = await walk(url, field);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(all);
      // Ids are ASCII, so code-unit order is byte order: newest (largest) first.
      expect(ids).toEqual([...ids].sort().reverse());
    }
  }, 180_000);

  it('a page walk that alternates replicas while both write sees createdAt never rise, and ids fall with it', async () => {
    const stop = { now: false };
    let written = 0;
    const writer = async (url: string) => {
      while (!stop.now) {
        const d = await ok(url, `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { record { id } } }`, {
          b: Array.from({ length: 20 }, () => ({ cells: CLASSIC })),
        });
        written += d.solveMany.length;
      }
    };
    const writers = [writer(A.url), writer(B.url), writer(A.url), writer(B.url)];
    try {
      while (written < 200) await new Promise((r) => setTimeout(r, 20));
      // Pages of 7 from A, then B, then A…, each after the last page's cursor, while rows keep arriving.
      const seen: { id: string; createdAt: string }[] = [];
      let after: string | null = null;
      for (let page = 0; page < 40; page++) {
        const url = page % 2 === 0 ? A.url : B.url;
        const d = await ok(
          url,
          `query($a: String) { solveRecords(first: 7, after: $a) { edges { node { id createdAt } } pageInfo { hasNextPage endCursor } } }`,
          { a: after },
        );
        seen.push(...d.solveRecords.edges.map((e: { node: { id: string; createdAt: string } }) => e.node));
        if (!d.solveRecords.pageInfo.hasNextPage) break;
        after = d.solveRecords.pageInfo.endCursor;
      }
      expect(seen.length).toBeGreaterThan(100);
      const rises = seen.filter((r, i) => i > 0 && Date.parse(r.createdAt) > Date.parse(seen[i - 1].createdAt));
      expect(rises).toEqual([]);
      const idOrder = seen.filter((r, i) => i > 0 && r.id >= seen[i - 1].id);
      expect(idOrder).toEqual([]);
      // Both replicas' rows are in the walk (their ids differ in the process tag, characters 13–18).
      expect(new Set(seen.map((r) => r.id.slice(13, 19))).size).toBe(2);
    } finally {
      stop.now = true;
      await Promise.all(writers);
    }
  }, 120_000);
});

describe('a variant daily puzzle on two replicas', () => {
  const DAILY = `query($d: String, $v: Variant) { dailyPuzzle(size: 9, date: $d, variant: $v) {
    id seed variants board { cells rules { kind sum cells { row col } } } solution { cells }
  } }`;

  // Needs the variant generator (branch variant-generator), not in main yet: until it lands the
  // engine refuses every variant, and dailyPuzzle(variant: KILLER) answers BAD_USER_INPUT on variant.
  it.skip('the same daily killer on both, asked at the same moment: generated from the date, stored once, its cages kept', async () => {
    const date = '2026-12-07';
    const [a, b] = await Promise.all([ok(A.url, DAILY, { d: date, v: 'KILLER' }), ok(B.url, DAILY, { d: date, v: 'KILLER' })]);
    expect(b.dailyPuzzle).toEqual(a.dailyPuzzle);
    expect(a.dailyPuzzle.seed).toBe(`daily ${date} 9 KILLER`);
    expect(a.dailyPuzzle.variants).toEqual(['KILLER']);
    expect(a.dailyPuzzle.board.rules.every((r: { kind: string }) => r.kind === 'KILLER_CAGE')).toBe(true);
    const rows = await sqlAt<{ n: number | string }>(db, `SELECT COUNT(*) AS n FROM "Puzzle" WHERE "seed" = $1`, [
      `daily ${date} 9 KILLER`,
    ]);
    expect(Number(rows[0].n)).toBe(1);
    // The classic daily of the date is another puzzle, from the classic seed.
    const classic = await ok(B.url, DAILY, { d: date });
    expect(classic.dailyPuzzle.seed).toBe(`daily ${date} 9`);
    expect(classic.dailyPuzzle.id).not.toBe(a.dailyPuzzle.id);
    expect(classic.dailyPuzzle.variants).toEqual([]);
  });
});
