// Two replicas on one PostgreSQL database: two real server processes on different ports. A write
// acknowledged by one is read by the other at once (totals, first page, by id, per-puzzle
// history); concurrent generatePuzzle/solve on both give unique ids, lose nothing, and a page
// walk over the union returns every row exactly once, newest first; a walk alternating replicas
// while both write sees createdAt never rise.
import { randomBytes } from 'node:crypto';
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
  // 400 puzzles are generated below from one address: past the default of 300 stored puzzles an hour.
  const env = { DB_POOL_MAX: '4', RATE_ADDRESS_PUZZLES_PER_HOUR: '10000' };
  [A, B] = await Promise.all([startServer(db.url, env), startServer(db.url, env)]);
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

describe('limits on two replicas (token buckets in the database)', () => {
  let C: ServerProcess;
  let D: ServerProcess;
  beforeAll(async () => {
    const env = { DB_POOL_MAX: '4', RATE_PLAYER_GAMES_PER_HOUR: '10', RATE_PLAYER_FINISHES_PER_HOUR: '5', FINISH_MS_PER_EMPTY_CELL: '0' };
    [C, D] = await Promise.all([startServer(db.url, env), startServer(db.url, env)]);
  });
  afterAll(async () => {
    for (const s of [C, D]) {
      if (s && s.child.exitCode === null) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
    }
  });
  const START = `mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }`;
  const player = () => randomBytes(18).toString('base64url');
  const newPuzzle = async () =>
    (await ok(C.url, `mutation { generatePuzzle(size: 4, difficulty: EASY) { id solution { cells } } }`)).generatePuzzle as {
      id: string;
      solution: { cells: string };
    };

  it('60 concurrent startGame for one player on both replicas, limit 10 an hour: exactly 10 started', async () => {
    const p = await newPuzzle();
    const me = player();
    const all = await Promise.all(Array.from({ length: 60 }, (_, i) => gql(i % 2 ? C.url : D.url, START, { p: p.id, pl: me })));
    expect(all.filter((r) => r.data?.startGame?.id).length).toBe(10);
    expect(all.filter((r) => r.status === 429 && r.errors?.[0]?.extensions?.code === 'RATE_LIMITED')).toHaveLength(50);
    const stored = await sqlAt<{ n: unknown }>(db, `SELECT COUNT(*) AS n FROM "Game" WHERE "puzzleId" = $1`, [p.id]);
    expect(Number(stored[0].n)).toBe(10);
  });

  it('10 concurrent finishes for one player on both replicas, limit 5 an hour: exactly 5 stored', async () => {
    const p = await newPuzzle();
    const me = player();
    const games: string[] = [];
    for (let i = 0; i < 10; i++) games.push((await ok(i % 2 ? C.url : D.url, START, { p: p.id, pl: me })).startGame.id);
    const SUBMIT = `mutation($g: ID!, $c: String!) { submitSolution(gameId: $g, cells: $c, hintsUsed: 0) { id } }`;
    const all = await Promise.all(games.map((g, i) => gql(i % 2 ? D.url : C.url, SUBMIT, { g, c: p.solution.cells })));
    expect(all.filter((r) => r.data?.submitSolution?.id).length).toBe(5);
    const stored = await sqlAt<{ n: unknown }>(db, `SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "puzzleId" = $1`, [p.id]);
    expect(Number(stored[0].n)).toBe(5);
  });
});

describe('a variant daily puzzle on two replicas', () => {
  const DAILY = `query($d: String, $v: Variant) { dailyPuzzle(size: 9, date: $d, variant: $v) {
    id seed variants board { cells rules { kind sum cells { row col } } } solution { cells }
  } }`;

  it('the same daily killer on both, asked at the same moment: generated from the date, stored once, its cages kept', async () => {
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
