// The pool's task handler. Runs inside a worker thread; imports nothing but the engine and the
// envelope contract, so a worker holds no database handle, logger or server state that a
// terminated thread could leave half-written.
import {
  analyze,
  canonicalize,
  generate,
  hint,
  nextStep,
  solve,
  type Board,
  type CellNotes,
  type GenerateOptions,
} from '../engine/index.js';
import { markStarted, type TaskEnvelope } from './task.js';

/** Budget of one task: a node cap and a wall-clock allowance counted from the task's start here. */
export interface TaskBudget {
  readonly maxNodes?: number;
  readonly deadlineMs: number;
}

export type GenerateRequest = Omit<GenerateOptions, 'maxNodes' | 'deadlineMs'>;

export type PoolTask =
  | ({ readonly kind: 'solve'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'hint'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'solveMany'; readonly boards: readonly Board[] } & TaskBudget)
  | ({ readonly kind: 'generate'; readonly options: GenerateRequest } & TaskBudget)
  | ({ readonly kind: 'generateMany'; readonly options: readonly GenerateRequest[] } & TaskBudget)
  | ({ readonly kind: 'analyze'; readonly board: Board } & TaskBudget)
  | ({ readonly kind: 'analyzeMany'; readonly boards: readonly Board[] } & TaskBudget)
  | ({ readonly kind: 'canon'; readonly board: Board; readonly canonNodes: number } & TaskBudget)
  | ({ readonly kind: 'nextStep'; readonly board: Board; readonly notes?: readonly CellNotes[] } & TaskBudget);

// The engine's own deadline is what normally ends a long search (with its stats); it fires this
// much before the pool's backstop so the backstop only ever ends a thread that stopped checking.
export const ENGINE_MARGIN_MS = 250;

function engineBudget(task: TaskBudget): { maxNodes?: number; deadlineMs: number } {
  return { maxNodes: task.maxNodes, deadlineMs: Math.max(1, task.deadlineMs - ENGINE_MARGIN_MS) };
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
      // Each board has one solve's node budget; all share the task's deadline, so a board the
      // clock has passed answers LIMIT_EXCEEDED at once (the engine's own budget check).
      return task.boards.map((board) => solve(board, engineBudget(task)));
    case 'generate':
      return generate({ ...task.options, ...engineBudget(task) });
    case 'generateMany':
      // One generation's budget for the whole list: the clock is shared, each gets the node cap.
      return task.options.map((options) => generate({ ...options, ...engineBudget(task) }));
    case 'analyze':
      return analyze(task.board, engineBudget(task));
    case 'analyzeMany':
      // As solveMany: each board one analysis's node budget, the task's deadline shared.
      return task.boards.map((board) => analyze(board, engineBudget(task)));
    case 'canon': {
      const r = canonicalize(task.board, task.canonNodes);
      return r.status === 'CANONICAL' ? r.key : null;
    }
    case 'nextStep':
      return nextStep(task.board, task.notes, engineBudget(task));
  }
}
