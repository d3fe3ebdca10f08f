// The Compute seam: the only way the server runs engine searches (solve, hint, generate), here
// backed by the worker pool, off the event loop. Inputs and outputs are plain, structured-clone-able
// data (Uint8Array boards, no functions). Expected ends are values: a task past its deadline reads
// as the engine's own LIMIT_EXCEEDED, so callers handle one outcome whichever side ended it. The
// one thrown failure a caller must expect is PoolBusyError (queue full, or no worker free in time);
// the server maps it to its own error (SERVER_BUSY), the pool knows nothing of GraphQL.
import type { AnalyzeOutcome, Board, CellNotes, HintOutcome, NextStepOutcome, Rating, SolveOutcome } from '../engine/index.js';
import type { ReviewInput, ReviewOutcome } from '../engine/review.js';
import type { PoolConfig, TaskLimits } from './config.js';
import { createPool, PoolBusyError, PoolDeadlineError, type BoundedPool } from './pool.js';
import type { DecodeItem, DecodeResult, GenerateRequest, KeyedGenerateOutcome, PoolTask } from './worker.js';

export { PoolBusyError, withdrawable, type BusyReason } from './pool.js';
export type { DecodeItem, DecodeResult, KeyedGenerateOutcome } from './worker.js';

/** A client's puzzle checked, keyed and graded in one task (worker.ts, importPuzzle). */
export interface ImportOutcome {
  /** The search: SOLVED and unique for a puzzle that may be stored. */
  readonly solved: SolveOutcome;
  /** Its canonical key; null past CANON_NODES or the deadline, or when it is not a unique puzzle. */
  readonly canonicalKey: string | null;
  /** Its logic grade; null past the logic's budget or the deadline, or when it is not a unique puzzle. */
  readonly rating: Rating | null;
}

export interface Compute {
  solveBoard(board: Board): Promise<SolveOutcome>;
  /** Many boards, one outcome each in order, each with one solve's budget (one task per chunk). */
  solveBoards(boards: readonly Board[]): Promise<SolveOutcome[]>;
  hintBoard(board: Board): Promise<HintOutcome>;
  /** The logical solver's grade and steps (engine analyze). */
  analyzeBoard(board: Board): Promise<AnalyzeOutcome>;
  /** Many boards analysed, one outcome each in order, chunked as solveBoards. */
  analyzeBoards(boards: readonly Board[]): Promise<AnalyzeOutcome[]>;
  /** The board's canonical key (engine canonicalize), null past CANON_NODES or the deadline. */
  canonicalKey(board: Board): Promise<string | null>;
  /** A client's puzzle: solved, and when unique keyed and graded, in one task under one search's deadline. */
  importPuzzle(board: Board): Promise<ImportOutcome>;
  /** The simplest logical step, from the player's notes when given (engine nextStep). */
  nextStepBoard(board: Board, notes?: readonly CellNotes[]): Promise<NextStepOutcome>;
  /** A finished game's review (engine reviewGame), within its work budget and the task's deadline. */
  reviewGame(input: Omit<ReviewInput, 'deadlineMs'>): Promise<ReviewOutcome>;
  /** A generation; a generated puzzle comes with its canonical key, from the same task. */
  generatePuzzle(options: GenerateRequest): Promise<KeyedGenerateOutcome>;
  /** Several generations, one outcome each in order; a chunk shares one generation's deadline. */
  generatePuzzles(list: readonly GenerateRequest[]): Promise<KeyedGenerateOutcome[]>;
  /**
   * Texts read in their board formats, one result each in order, in one task whose deadline is
   * DECODE_DEADLINE_MS at most; past it every item is null (not read within its budget).
   * Absent (a stand-in compute): the caller reads them itself.
   */
  decodeBoards?(items: readonly DecodeItem[]): Promise<(DecodeResult | null)[]>;
  /** Releases workers, if any. */
  close(): Promise<void>;
}

async function runTask<T>(pool: BoundedPool, task: PoolTask, onDeadline: (ms: number) => T): Promise<T> {
  try {
    return await pool.run<T>(task, task.deadlineMs);
  } catch (error) {
    if (error instanceof PoolDeadlineError) return onDeadline(error.deadlineMs);
    throw error;
  }
}

/**
 * A batch task: one outcome per item in order. If the backstop ends its thread, the items the
 * worker reported finished keep their outcomes and only the rest are `late` (never started, or
 * the one the thread was stuck in).
 */
async function runBatch<T>(pool: BoundedPool, task: PoolTask, count: number, late: (ms: number) => T): Promise<T[]> {
  try {
    return await pool.runBatch<T>(task, task.deadlineMs);
  } catch (error) {
    if (!(error instanceof PoolDeadlineError)) throw error;
    const done = error.done.slice(0, count) as T[];
    return [...done, ...Array.from({ length: count - done.length }, () => late(error.deadlineMs))];
  }
}

const lateSolve = (ms: number): SolveOutcome => ({
  status: 'LIMIT_EXCEEDED',
  solutionCount: 0,
  conflicts: [],
  stats: { nodes: 0, backtracks: 0, ms },
});

/** A task's search budget, from the configured limits of its kind. */
const searchOptions = (limits: TaskLimits) => ({ maxNodes: limits.maxNodes, deadlineMs: limits.deadlineMs });

/** The worker pool `config` describes (`filename`: another worker module, for tests of the pool itself). */
export function poolFor(config: PoolConfig, filename?: string): BoundedPool {
  return createPool({ threads: config.threads, maxQueue: config.maxQueue, maxWaitMs: config.maxWaitMs, filename });
}

/**
 * The longest one decode task may run: reading a text is linear work (a 64 KiB text, or a link's
 * 256 KiB of JSON, takes milliseconds), so a task still busy past this is a decoder gone wrong or
 * a crafted text, and the backstop ends it.
 */
export const DECODE_DEADLINE_MS = 1000;

/** Nodes one canonical key may take on the server: a 9×9 needs about 200, a 16×16 a few thousand. */
export const CANON_NODES = 200_000;

/**
 * Compute on `pool` (by default the one `config` describes), which it closes on close(). Its tasks
 * started within `withdrawable.run(signal, …)` (pool.ts) leave the queue when `signal` aborts.
 */
export function createPoolCompute(config: PoolConfig, pool: BoundedPool = poolFor(config)): Compute {
  /**
   * A batch (solveMany, analyzeMany) as one task per chunk: on an idle pool as many chunks as
   * threads, so a batch spreads over the pool without paying a round trip per board. On a pool with
   * work already (other tasks keep its threads busy anyway) the batch is one task, so concurrent
   * batches take one queue place each rather than refusing one another. Each chunk has one solve's
   * deadline; a chunk past it keeps the boards it finished and answers LIMIT_EXCEEDED for the rest.
   */
  async function batched<T>(boards: readonly Board[], kind: 'solveMany' | 'analyzeMany', late: (ms: number) => T): Promise<T[]> {
    const idle = pool.pending === 0;
    const size = Math.max(1, Math.ceil(boards.length / (idle ? pool.threads : 1)));
    const chunks: Promise<T[]>[] = [];
    for (let i = 0; i < boards.length; i += size) {
      const part = boards.slice(i, i + size);
      chunks.push(runBatch<T>(pool, { kind, boards: part, ...searchOptions(config.solve) }, part.length, late));
    }
    return (await Promise.all(chunks)).flat();
  }
  return {
    solveBoard: (board) => runTask<SolveOutcome>(pool, { kind: 'solve', board, ...searchOptions(config.solve) }, lateSolve),
    solveBoards: (boards) => batched<SolveOutcome>(boards, 'solveMany', lateSolve),
    analyzeBoards: (boards) => batched<AnalyzeOutcome>(boards, 'analyzeMany', () => ({ status: 'LIMIT_EXCEEDED' })),
    canonicalKey: (board) =>
      runTask<string | null>(pool, { kind: 'canon', board, canonNodes: CANON_NODES, ...searchOptions(config.solve) }, () => null),
    importPuzzle: async (board) => {
      // Up to three items (the search, the key, the grade); past the deadline the parts not reported
      // read as not known: the search LIMIT_EXCEEDED, the key and the grade null.
      const task: PoolTask = { kind: 'import', board, canonNodes: CANON_NODES, ...searchOptions(config.solve) };
      const [solved, canonicalKey, rating] = await runBatch<unknown>(pool, task, 3, () => undefined);
      return {
        solved: (solved as SolveOutcome | undefined) ?? lateSolve(config.solve.deadlineMs),
        canonicalKey: (canonicalKey as string | null | undefined) ?? null,
        rating: (rating as Rating | null | undefined) ?? null,
      };
    },
    hintBoard: (board) =>
      runTask<HintOutcome>(pool, { kind: 'hint', board, ...searchOptions(config.solve) }, () => ({ status: 'LIMIT_EXCEEDED' })),
    analyzeBoard: (board) =>
      runTask<AnalyzeOutcome>(pool, { kind: 'analyze', board, ...searchOptions(config.solve) }, () => ({ status: 'LIMIT_EXCEEDED' })),
    nextStepBoard: (board, notes) =>
      runTask<NextStepOutcome>(pool, { kind: 'nextStep', board, notes, ...searchOptions(config.solve) }, () => ({
        status: 'LIMIT_EXCEEDED',
      })),
    reviewGame: (input) =>
      runTask<ReviewOutcome>(pool, { kind: 'review', input, ...searchOptions(config.solve) }, () => ({ status: 'LIMIT_EXCEEDED' })),
    generatePuzzle: (options) =>
      runTask<KeyedGenerateOutcome>(
        pool,
        { kind: 'generate', options, canonNodes: CANON_NODES, ...searchOptions(config.generate) },
        (ms) => ({
          status: 'LIMIT_EXCEEDED',
          message: `no puzzle within the ${ms} ms budget`,
          stats: { nodes: 0, backtracks: 0, ms },
        }),
      ),
    generatePuzzles: async (list) => {
      const size = Math.max(1, Math.ceil(list.length / pool.threads));
      const chunks: Promise<KeyedGenerateOutcome[]>[] = [];
      for (let i = 0; i < list.length; i += size) {
        const part = list.slice(i, i + size);
        chunks.push(
          runBatch<KeyedGenerateOutcome>(
            pool,
            { kind: 'generateMany', options: part, canonNodes: CANON_NODES, ...searchOptions(config.generate) },
            part.length,
            (ms) => ({
              status: 'LIMIT_EXCEEDED',
              message: `no puzzle within the ${ms} ms budget`,
              stats: { nodes: 0, backtracks: 0, ms },
            }),
          ),
        );
      }
      return (await Promise.all(chunks)).flat();
    },
    decodeBoards: (items) => {
      const deadlineMs = Math.min(DECODE_DEADLINE_MS, config.solve.deadlineMs);
      return runTask<(DecodeResult | null)[]>(pool, { kind: 'decode', items, deadlineMs }, () => items.map(() => null));
    },
    close: () => pool.close(),
  };
}

/** True for the pool's "retry later" refusal, whatever its reason. */
export const isBusy = (error: unknown): error is PoolBusyError => error instanceof PoolBusyError;
