// The pool's task handler. Runs inside a worker thread; imports nothing but the engine and the
// envelope contract, so a worker holds no database handle, logger or server state that a
// terminated thread could leave half-written.
import {
  analyze,
  canonicalKey,
  canonicalize,
  type AnalyzeOutcome,
  generate,
  hint,
  nextStep,
  solve,
  type Board,
  type CellNotes,
  type GenerateOptions,
  type GenerateOutcome,
  type Rating,
  type SolveOutcome,
} from '../engine/index.js';
import { reviewGame, type ReviewInput } from '../engine/review.js';
import { decodeBoard, type BoardFormat, type DecodedBoard, type FormatOptions } from '../engine/codec.js';
import type { ParseError, Result } from '../engine/index.js';
import { useEngineKernel } from '../node/engine-kernel.js';
import { markStarted, reportItem, type TaskEnvelope } from './task.js';

// The search kernel ENGINE_KERNEL names (WebAssembly by default), loaded once per worker thread.
useEngineKernel();

/** Budget of one task: a node cap and a wall-clock allowance counted from the task's start here. */
export interface TaskBudget {
  readonly maxNodes?: number;
  readonly deadlineMs: number;
}

export type GenerateRequest = Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>;

/**
 * A generation's outcome as the pool answers it: a generated puzzle carries its canonical key,
 * computed in the same task ('' when canonicalisation ran past its node budget), so storing it
 * needs no task of its own.
 */
export type KeyedGenerateOutcome = GenerateOutcome & { readonly canonicalKey?: string };

/** A text to read in a board format (null: detected), with the caller's options. */
export interface DecodeItem {
  readonly text: string;
  readonly format: BoardFormat | null;
  readonly options: FormatOptions;
}

/** What reading a DecodeItem gave. */
export type DecodeResult = Result<DecodedBoard, ParseError>;

export type PoolTask =
  | ({ readonly kind: 'solve'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'hint'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'solveMany'; readonly boards: readonly Board[] } & TaskBudget)
  | ({ readonly kind: 'generate'; readonly options: GenerateRequest; readonly canonNodes: number } & TaskBudget)
  | ({ readonly kind: 'generateMany'; readonly options: readonly GenerateRequest[]; readonly canonNodes: number } & TaskBudget)
  | ({ readonly kind: 'analyze'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'analyzeMany'; readonly boards: readonly Board[] } & TaskBudget)
  | ({ readonly kind: 'canon'; readonly board: Board; readonly canonNodes: number } & TaskBudget)
  | ({ readonly kind: 'import'; readonly board: Board; readonly canonNodes: number } & TaskBudget)
  | ({ readonly kind: 'nextStep'; readonly board: Board; readonly notes?: readonly CellNotes[] } & TaskBudget)
  | ({ readonly kind: 'review'; readonly input: Omit<ReviewInput, 'deadlineMs'> } & TaskBudget)
  | ({ readonly kind: 'decode'; readonly items: readonly DecodeItem[] } & TaskBudget);

// The engine's own deadline is what normally ends a long search (with its stats); it fires this
// much before the pool's backstop so the backstop only ever ends a thread that stopped checking.
export const ENGINE_MARGIN_MS = 250;

function engineBudget(task: TaskBudget): { maxNodes?: number; deadlineMs: number } {
  return { maxNodes: task.maxNodes, deadlineMs: Math.max(1, task.deadlineMs - ENGINE_MARGIN_MS) };
}

/**
 * A batch's items in order under ONE clock: the task's deadline (less the margin) is fixed when
 * the task starts, and each item gets what is left of it, so the last item ends by the task's
 * deadline and the pool's backstop (at the deadline itself) never ends a thread that holds
 * finished items. An item reached with no time left is answered `late()` without being started;
 * the items before it keep their results. Each item is reported to the pool as it finishes (the
 * task returns only their count), so even a search that stops checking its clock, ended by the
 * backstop, loses only itself and the items after it.
 */
function sharedClock<I, O>(
  sent: TaskEnvelope,
  task: TaskBudget,
  items: readonly I[],
  work: (item: I, budget: { maxNodes?: number; deadlineMs: number }) => O,
  late: () => O,
): number {
  const end = performance.now() + Math.max(1, task.deadlineMs - ENGINE_MARGIN_MS);
  for (const item of items) {
    const left = end - performance.now();
    reportItem(sent, left >= 1 ? work(item, { maxNodes: task.maxNodes, deadlineMs: left }) : late());
  }
  return items.length;
}

const lateSolve = (): SolveOutcome => ({
  status: 'LIMIT_EXCEEDED',
  solutionCount: 0,
  conflicts: [],
  stats: { nodes: 0, backtracks: 0, ms: 0 },
});
const lateGenerate = (deadlineMs: number) => (): GenerateOutcome => ({
  status: 'LIMIT_EXCEEDED',
  message: `the batch's ${deadlineMs} ms deadline had passed before this puzzle was started`,
  stats: { nodes: 0, backtracks: 0, ms: 0 },
});

const lateAnalysis = (): AnalyzeOutcome => ({ status: 'LIMIT_EXCEEDED' });

/**
 * A client's puzzle checked, keyed and graded in one task, each once: the search (its solution and
 * whether it is the only one), then for a unique board its canonical key (null past `canonNodes`)
 * and its logic grade (null past the logic's budget), graded from the search's solution and the
 * same canonical form. Reported as up to three items in that order, so a backstop that ends the
 * key or the grade keeps what came before it.
 */
function importPuzzle(sent: TaskEnvelope, task: TaskBudget & { readonly board: Board; readonly canonNodes: number }): number {
  const budget = engineBudget(task);
  const solved = solve(task.board, budget);
  reportItem(sent, solved);
  if (solved.status !== 'SOLVED' || !solved.unique || !solved.solution) return 1;
  let known: NonNullable<Parameters<typeof analyze>[1]>['known'];
  if (task.board.rules !== undefined && task.board.rules.length > 0) {
    // A variant's key comes from its rules' transforms; the grade is the rule-aware logic's own.
    const key = canonicalKey(task.board, task.canonNodes);
    reportItem(sent, key.status === 'CANONICAL' ? key.key : null);
    // The key's search is the one analyze grades on: passed on, not run twice.
    known = { solution: solved.solution, unique: true, ...(key.status !== 'BAD_RULES' && key.form ? { form: key.form } : {}) };
  } else {
    const canon = canonicalize(task.board, task.canonNodes);
    reportItem(sent, canon.status === 'CANONICAL' ? canon.key : null);
    known = { solution: solved.solution, unique: true, canon };
  }
  const graded = analyze(task.board, { ...budget, known });
  // The board was shown unique above, so its analysis has a level.
  const a = graded.status === 'ANALYZED' ? graded.analysis : null;
  const rating: Rating | null =
    a === null || a.level === null
      ? null
      : { level: a.level, score: a.score, hardest: a.hardest, levelTechnique: a.levelStep?.technique ?? null };
  reportItem(sent, rating);
  return 3;
}

/**
 * A generation, and for a generated puzzle its canonical key (the engine's, a variant's by its rules;
 * '' past `canonNodes`).
 */
function keyedGeneration(options: GenerateOptions, canonNodes: number): KeyedGenerateOutcome {
  const outcome = generate(options);
  if (outcome.status !== 'GENERATED') return outcome;
  const key = canonicalKey(outcome.puzzle, canonNodes);
  return { ...outcome, canonicalKey: key.status === 'CANONICAL' ? key.key : '' };
}

export default function run(sent: TaskEnvelope<PoolTask>): unknown {
  markStarted(sent);
  const task = sent.task;
  switch (task.kind) {
    case 'solve':
      return solve(task.board, engineBudget(task));
    case 'hint':
      return hint(task.board, engineBudget(task));
    case 'solveMany':
      // Each board has one solve's node budget; all share the task's one deadline.
      return sharedClock(sent, task, task.boards, (board, budget) => solve(board, budget), lateSolve);
    case 'generate':
      return keyedGeneration({ ...task.options, ...engineBudget(task) }, task.canonNodes);
    case 'generateMany':
      // One generation's deadline for the whole list; each gets the node cap.
      return sharedClock(
        sent,
        task,
        task.options,
        (options, budget) => keyedGeneration({ ...options, ...budget }, task.canonNodes),
        lateGenerate(task.deadlineMs),
      );
    case 'analyze':
      return analyze(task.board, engineBudget(task));
    case 'analyzeMany':
      // As solveMany: each board one analysis's node budget, the task's deadline shared.
      return sharedClock(sent, task, task.boards, (board, budget) => analyze(board, budget), lateAnalysis);
    case 'canon': {
      // Classic boards keep canon.ts's key; boards with rules get the variant key (rules/canon.ts).
      const r = canonicalKey(task.board, task.canonNodes);
      return r.status === 'CANONICAL' ? r.key : null;
    }
    case 'nextStep':
      return nextStep(task.board, task.notes, engineBudget(task));
    case 'import':
      return importPuzzle(sent, task);
    case 'review':
      return reviewGame({ ...task.input, deadlineMs: engineBudget(task).deadlineMs });
    case 'decode':
      // Texts in a format, read off the main thread: a link may inflate to 256 KiB of JSON, and a
      // decoder's time is bounded here by the task's deadline (the backstop), not by trust.
      return task.items.map((item): DecodeResult => decodeBoard(item.text, item.format, item.options));
  }
}
