// One deadline per batch task (issue 24 item 5): every item of a solveMany chunk or a
// generatePuzzles chunk shares the task's clock, so an item past it is LIMIT_EXCEEDED while the
// items already done keep their results, and the pool's backstop never ends a thread holding
// finished items (before, each item got a fresh clock: two slow items ran past the backstop, the
// thread was ended and every item, solved ones included, came back LIMIT_EXCEEDED).
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import { canonicalize, type Board, type SolveOutcome } from '../../src/engine/index.js';
import { createPoolCompute, poolFor } from '../../src/pool/compute.js';
import type { PoolConfig } from '../../src/pool/config.js';
import { createPool, PoolDeadlineError } from '../../src/pool/pool.js';
import { appendItem, createResultLog, readResultLog } from '../../src/pool/result-log.js';
import { CLASSIC, CLASSIC_SOLUTION } from '../../support/boards.js';
import { budgetEater } from '../../support/hard-boards.js';

const board = (cells: string, boxRows?: number, boxCols?: number): Board => {
  const parsed = parseBoardText(cells, boxRows ? { boxRows, boxCols: boxCols! } : undefined);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const empty25 = () => board('.'.repeat(625), 5, 5);

const config = (threads: number, deadlineMs: number, maxNodes = 50_000_000): PoolConfig => ({
  threads,
  maxQueue: 4,
  maxWaitMs: 60_000,
  solve: { maxNodes, deadlineMs },
  generate: { maxNodes, deadlineMs },
});

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(open.map((p) => p.close()));
});

describe("createPuzzle's one task: search, key and grade under one deadline", () => {
  it('a grade past the deadline keeps the search and the key (stored without a rating), as its own task once did', async () => {
    const compute = createPoolCompute(config(1, 1000));
    open.push(compute);
    // Solved and keyed in milliseconds; its grade needs nested forcing chains, seconds of CPU.
    const nested = board('98.7..6..75.....9...6......4...3.2.6..867..5...52...7...98...6.....2.5..........1');
    const key = canonicalize(nested);
    const r = await compute.importPuzzle(nested);
    expect({ status: r.solved.status, unique: r.solved.unique }).toEqual({ status: 'SOLVED', unique: true });
    expect(r.canonicalKey).toBe(key.status === 'CANONICAL' ? key.key : 'fixture');
    expect(r.rating).toBeNull();
    // The thread was replaced: the next task is answered in full.
    const easy = await compute.importPuzzle(board(CLASSIC));
    expect(easy.rating).toMatchObject({ level: 'EASY' });
    expect(Array.from(easy.solved.solution!).join('')).toBe(CLASSIC_SOLUTION.replace(/\D/g, ''));
  });
});

describe('solveMany: one clock per chunk', () => {
  it('a chunk whose items outlast its deadline keeps the ones done before it', async () => {
    const compute = createPoolCompute(config(1, 1500));
    open.push(compute);
    // Two searches that each use any budget they are given: with a fresh clock each, they alone
    // ran 2 × 1.25 s past the 1.5 s backstop.
    const outcomes = await compute.solveBoards([
      board(CLASSIC),
      board('.'.repeat(81)),
      board(budgetEater()),
      board(budgetEater()),
      board(CLASSIC),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['SOLVED', 'SOLVED', 'LIMIT_EXCEEDED', 'LIMIT_EXCEEDED', 'LIMIT_EXCEEDED']);
    expect(outcomes[0].solution && Array.from(outcomes[0].solution).join('')).toBe(CLASSIC_SOLUTION.replace(/\D/g, ''));
    // The item reached with no time left was not started.
    expect(outcomes[4].stats.nodes).toBe(0);
  });

  it('beside another search, a batch of 6 empty 25×25 boards (one task) comes back all SOLVED', { timeout: 120_000 }, async () => {
    // A node budget, not the clock, ends the other search here (and the deadline is far), so the
    // verdict does not depend on this machine's speed: the batch shares the pool with a search
    // that holds the other thread, as one task, and every board of it is solved.
    const pool = poolFor(config(2, 60_000, 300_000));
    const compute = createPoolCompute(config(2, 60_000, 300_000), pool);
    open.push(compute);
    const other = compute.solveBoard(board(budgetEater()));
    // The other search is pending, so the batch is one task on the other thread.
    expect(pool.pending).toBe(1);
    const outcomes = await compute.solveBoards(Array.from({ length: 6 }, empty25));
    expect(outcomes.map((o) => o.status)).toEqual(Array(6).fill('SOLVED'));
    expect((await other).status).toBe('LIMIT_EXCEEDED');
  });
});

describe('generatePuzzles: one clock per chunk', () => {
  it(
    'puzzles finished before the deadline are kept; the rest are LIMIT_EXCEEDED, not lost with the thread',
    { timeout: 60_000 },
    async () => {
      // 500 ms leaves the engine 250 ms (ENGINE_MARGIN_MS): the 4×4 EASY takes a few ms, and the
      // 9×9 MASTER with seed 'b' needs about 1.8 s of search here (seven times the window), so the
      // verdict does not hinge on this machine's speed. (16×16 and 25×25 EXPERT, used before, now
      // take 0.1–0.8 s and three of them could fit a clock.)
      const compute = createPoolCompute(config(1, 500));
      open.push(compute);
      const slow = { size: 9, difficulty: 'MASTER' as const, seed: 'b' };
      const list = [{ size: 4, difficulty: 'EASY' as const, seed: 'a' }, slow, slow, slow];
      const outcomes = await compute.generatePuzzles(list);
      expect(outcomes[0].status).toBe('GENERATED');
      // The first slow item runs into the shared clock; the ones after it find no time left.
      expect(outcomes.slice(1).map((o) => o.status)).toEqual(['LIMIT_EXCEEDED', 'LIMIT_EXCEEDED', 'LIMIT_EXCEEDED']);
    },
  );
});

describe('the backstop never discards finished results', () => {
  // A worker that reports two boards and then never returns (the stand-in spins on the empty
  // board): before, the backstop ended the thread and all four boards came back LIMIT_EXCEEDED.
  const STALL = fileURLToPath(new URL('./fixtures/stall-batch-worker.mjs', import.meta.url));
  const boards = () => [board(CLASSIC), board(CLASSIC_SOLUTION), board('.'.repeat(81)), board(CLASSIC)];

  it('solveMany keeps the items its thread finished before the backstop ended it', { timeout: 30_000 }, async () => {
    const c = config(1, 600);
    const compute = createPoolCompute(c, poolFor(c, STALL));
    open.push(compute);
    const outcomes = await compute.solveBoards(boards());
    expect(outcomes.map((o) => o.status)).toEqual(['SOLVED', 'SOLVED', 'LIMIT_EXCEEDED', 'LIMIT_EXCEEDED']);
    // The worker's own answers, in order, not stand-ins made by the pool.
    expect(outcomes.slice(0, 2).map((o) => o.stats.nodes)).toEqual([0, 1]);
    expect(Array.from(outcomes[1].solution!).join('')).toBe(CLASSIC_SOLUTION.replace(/\D/g, ''));
    expect(outcomes.slice(2).map((o) => o.stats.nodes)).toEqual([0, 0]);
  });

  it(
    'the pool hands the reported items over with its deadline error, and a replaced thread answers the next task',
    { timeout: 30_000 },
    async () => {
      const pool = createPool({ threads: 1, maxQueue: 1, filename: STALL });
      open.push(pool);
      const error = await pool.runBatch({ kind: 'solveMany', boards: boards() }, 400).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PoolDeadlineError);
      expect((error as PoolDeadlineError).done.map((o) => (o as SolveOutcome).stats.nodes)).toEqual([0, 1]);
      // Without a progress port nothing is reported, and nothing is kept.
      const bare = await pool.run({ kind: 'solveMany', boards: boards() }, 400).catch((e: unknown) => e);
      expect((bare as PoolDeadlineError).done).toEqual([]);
      const fine = await pool.runBatch<SolveOutcome>({ kind: 'solveMany', boards: [board(CLASSIC)] }, 5000);
      expect(fine.map((o) => o.status)).toEqual(['SOLVED']);
    },
  );
});

describe('the result log', () => {
  it('gives back every item exactly and in order, bytes or posted', () => {
    const { port1, port2 } = new MessageChannel();
    const log = createResultLog();
    const items: unknown[] = [
      {
        status: 'SOLVED',
        solution: new Uint8Array([1, 2, 3, 4]),
        unique: true,
        solutionCount: 1,
        conflicts: [],
        stats: { nodes: 3, backtracks: 0, ms: 0.25 },
      },
      { status: 'NO_SOLUTION', solutionCount: 0, conflicts: [], stats: { nodes: 9, backtracks: 8, ms: 1.5 } },
      { status: 'CONFLICT', solutionCount: 0, conflicts: [{ row: 0, col: 1, units: ['ROW'] }], stats: { nodes: 0, backtracks: 0, ms: 0 } },
      { status: 'GENERATED', puzzle: 'x' },
      // 25×25 solutions past the first 64 KiB grow the log.
      ...Array.from({ length: 200 }, (_, i) => ({
        status: 'SOLVED',
        solution: new Uint8Array(625).fill(i % 25),
        unique: false,
        solutionCount: 2,
        conflicts: [],
        stats: { nodes: i, backtracks: 1, ms: 2 },
      })),
    ];
    for (const item of items) appendItem(log, port2, item);
    expect(readResultLog(log, () => receiveMessageOnPort(port1)!.message)).toEqual(items);
    port1.close();
  });
});
