// Durability of acknowledged writes: the real server streams generatePuzzle/solve mutations and
// is killed with SIGKILL mid-stream, ten times over (five on PostgreSQL) on one database (SQLite file or PostgreSQL, by
// the vitest project). After every restart a SQLite file passes PRAGMA integrity_check, every id
// the API acknowledged is there, and the kept totals equal a fresh COUNT(*). Then SIGTERM: the
// requests in flight finish, the process exits 0.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startServer, type ServerProcess } from '../../support/server-process.js';
import { sqlAt, tempDatabase, type TempDatabase } from '../../support/databases.js';
import { CLASSIC } from '../../support/boards.js';
import { budgetEater } from '../../support/hard-boards.js';

const GENERATE = `mutation($size: Int, $seed: String) { generatePuzzle(size: $size, difficulty: EASY, seed: $seed) { id } }`;
const SOLVE_PUZZLE = `mutation($id: ID) { solve(puzzleId: $id) { status record { id } } }`;
const SOLVE_BOARD = `mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`;

const running: ServerProcess[] = [];
let db: TempDatabase;
beforeAll(async () => {
  db = await tempDatabase({ prefix: 'sudoku-crash-' });
});
afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await db.remove();
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const s = await startServer(db.url, env);
  running.push(s);
  return s;
}

interface Acked {
  puzzles: string[];
  records: string[];
}

/** Four clients mutate as fast as answers come; only ids in a complete answer count as acknowledged. */
async function stream(url: string, round: number, acked: Acked, stop: { now: boolean }): Promise<void> {
  const client = async (c: number) => {
    for (let i = 0; !stop.now; i++) {
      try {
        const g = await gql(url, GENERATE, { size: [4, 6, 9][i % 3], seed: `r${round}c${c}i${i}` });
        const id = g.data?.generatePuzzle?.id;
        if (typeof id !== 'string') throw new Error(`generatePuzzle failed: ${JSON.stringify(g)}`);
        acked.puzzles.push(id);
        const s = i % 2 === 0 ? await gql(url, SOLVE_PUZZLE, { id }) : await gql(url, SOLVE_BOARD, { c: CLASSIC });
        const rid = s.data?.solve?.record?.id;
        if (typeof rid !== 'string') throw new Error(`solve failed: ${JSON.stringify(s)}`);
        acked.records.push(rid);
      } catch (error) {
        // Connection errors are the kill landing mid-request: that write was never acknowledged.
        if (stop.now) return;
        throw error;
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(client));
}

async function checkFile(acked: Acked): Promise<void> {
  if (db.provider === 'sqlite') {
    // A second connection beside the live server's: reads the same WAL the server recovered.
    const conn = new Database(db.file, { readonly: true, fileMustExist: true });
    try {
      expect(conn.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      conn.close();
    }
  }
  const missing = async (table: string, ids: string[]) => {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await sqlAt<{ id: string }>(
        db,
        `SELECT id FROM "${table}" WHERE id IN (${chunk.map((_, j) => `$${j + 1}`).join(',')})`,
        chunk,
      );
      for (const r of rows) found.add(r.id);
    }
    return ids.filter((id) => !found.has(id));
  };
  expect(await missing('Puzzle', acked.puzzles)).toEqual([]);
  expect(await missing('SolveRecord', acked.records)).toEqual([]);
}

/** The total the server answers and a fresh COUNT(*) agree, whatever a kill interrupted. */
async function countOf(table: string): Promise<number> {
  return Number((await sqlAt<{ n: number | string }>(db, `SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
}

// PostgreSQL's durability is the server's own (no file of ours to corrupt): fewer rounds there.
const ROUNDS = process.env.TEST_DB === 'postgres' ? 5 : 10;

describe(`SIGKILL mid-stream, ${ROUNDS} rounds on one database`, () => {
  it('loses no acknowledged write and never corrupts the file', async () => {
    const acked: Acked = { puzzles: [], records: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      await checkFile(acked);
      // The server's own view after recovery: the newest acknowledged ids read back through the API.
      if (acked.puzzles.length > 0) {
        const id = acked.puzzles[acked.puzzles.length - 1];
        const p = await gql(server.url, `query($id: ID!) { puzzle(id: $id) { id } }`, { id });
        expect(p.data.puzzle).toEqual({ id });
      }
      const before = { puzzles: acked.puzzles.length, records: acked.records.length };
      const stop = { now: false };
      let failure: unknown;
      const streaming = stream(server.url, round, acked, stop).catch((e) => (failure = e));
      // Kill once this round has some acknowledged writes, at a point that varies by round.
      while (acked.records.length < before.records + 3 + round && failure === undefined) await new Promise((r) => setTimeout(r, 5));
      stop.now = true;
      server.child.kill('SIGKILL');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      await streaming;
      if (failure !== undefined) throw failure;
      expect(acked.puzzles.length).toBeGreaterThan(before.puzzles);
    }
    const last = await start();
    await checkFile(acked);
    const counts = await gql(last.url, `{ puzzles(first: 1) { totalCount } solveRecords(first: 1) { totalCount } }`);
    expect(counts.data.puzzles.totalCount).toBeGreaterThanOrEqual(acked.puzzles.length);
    expect(counts.data.solveRecords.totalCount).toBeGreaterThanOrEqual(acked.records.length);
    // A write the kill interrupted is in both the row and its totals or in neither.
    expect(counts.data.puzzles.totalCount).toBe(await countOf('Puzzle'));
    expect(counts.data.solveRecords.totalCount).toBe(await countOf('SolveRecord'));
    last.child.kill('SIGTERM');
    expect(await last.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});

describe('SIGTERM with requests in flight', () => {
  it('finishes them, stores their records and exits 0', async () => {
    const server = await start({ SOLVE_DEADLINE_MS: '1500', LOG_LEVEL: 'debug' });
    const inFlight = [
      gql(server.url, SOLVE_BOARD, { c: budgetEater() }),
      gql(server.url, SOLVE_BOARD, { c: budgetEater() }),
      gql(server.url, GENERATE, { size: 9, seed: 'term' }),
    ];
    // Signal only once the server has taken all three in (a request still in the accept queue
    // when listening stops is refused, which is the point of stopping).
    while ((server.output().match(/"msg":"request start"/g) ?? []).length < 3) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const [a, b, g] = await Promise.all(inFlight);
    for (const r of [a, b]) {
      expect(r.errors).toBeUndefined();
      expect(['NO_SOLUTION', 'LIMIT_EXCEEDED']).toContain(r.data.solve.status);
    }
    expect(g.data.generatePuzzle.id).toEqual(expect.any(String));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await checkFile({ puzzles: [g.data.generatePuzzle.id], records: [a.data.solve.record.id, b.data.solve.record.id] });
    await expect(gql(server.url, `{ boardSizes { id } }`)).rejects.toThrow();
  }, 60_000);
});
