// The solver loop: apply the simplest technique that makes progress, again and again, until the
// board is solved, no technique applies (stuck: the puzzle needs trial), or the work budget is
// spent. Deterministic: the same grid and options give the same steps.
import { applyStep, openCells, type MutableGrid } from './grid.js';
import { LEVELS } from './table.js';
import { difficultyRank } from '../types.js';
import type { Difficulty, Shape } from '../types.js';
import { ladderFor, type TechniqueEntry } from './ladder.js';
import type { LogicContext, Step } from './types.js';

/** ABOVE: a run with `stopAbove` met a step of a harder level (or nothing up to that level applied). */
export type LogicEnd = 'SOLVED' | 'STUCK' | 'BUDGET' | 'CONTRADICTION' | 'ABOVE';

export interface LogicRun {
  readonly steps: Step[];
  readonly end: LogicEnd;
  /** Work units spent (about one per cell visit). */
  readonly work: number;
}

export interface LogicOptions {
  /** True only when the board is known to have exactly one solution (enables uniqueness techniques). */
  readonly unique?: boolean;
  /** Work budget (default defaultWorkLimit of the shape). */
  readonly maxWork?: number;
  /** The techniques to try, in order (default every technique, simplest first). */
  readonly techniques?: readonly TechniqueEntry[];
  /**
   * Only techniques up to this level (a generator that only needs to know a puzzle is above
   * HARD can skip the forcing chains: the run then ends STUCK and TRIAL finishes it).
   */
  readonly maxLevel?: Difficulty;
  /**
   * Stop as soon as the run is known to rate above this level (a generator asking "is it at most
   * HARD?"), ending ABOVE: after a step of a harder level, or when no technique up to the last one
   * of this level (in the ladder's order) applies, since every later one is harder. The ladder's
   * order is kept, so a run that ends SOLVED took exactly the steps of the full run, with the same
   * work; one that ends ABOVE only tells that the puzzle's level is above this one.
   */
  readonly stopAbove?: Difficulty;
  /**
   * Remember, step to step, where each technique found nothing (recall.ts), so that the next
   * search rescans only what changed (default true). The steps are the same either way; only the
   * work spent differs. False: every search scans the whole grid (tests compare the two).
   */
  readonly recall?: boolean;
}

/**
 * The forcing chains' share of the budget: each of their steps propagates every candidate of
 * every cell (nested ones inside each propagation), so it is a fixed amount on top.
 */
export const CHAIN_WORK = 500_000_000;

/**
 * The chains' share on 9×9, where Sudoku Explainer's nested chains rate every puzzle with one
 * solution and so must ours: above what the hardest lists measured need (bench/RESULTS.md,
 * "Nested chains to the end on 9×9"). A puzzle that needs it all takes tens of seconds of CPU;
 * on the server its deadline comes first (LIMIT_EXCEEDED).
 */
export const CHAIN_WORK_9X9 = 5_000_000_000;

/**
 * Default work budget: a generous multiple of N³ per cell, so a stuck 25×25 board (every
 * technique scanned after every step) still ends in bounded time, plus the chains' share.
 */
export function defaultWorkLimit(shape: Pick<Shape, 'size'>): number {
  const n = shape.size;
  return 400 * n * n * n + (n === 9 ? CHAIN_WORK_9X9 : CHAIN_WORK);
}

export function contextOf(grid: MutableGrid, options: LogicOptions): LogicContext {
  const limit = options.maxWork ?? defaultWorkLimit(grid.geo);
  const work = { spent: 0, limit };
  return options.recall === false
    ? { grid, unique: options.unique === true, work }
    : { grid, unique: options.unique === true, work, recall: new Map() };
}

/** The simplest step that makes progress, or null (none applies, or the budget ran out). */
export function firstStep(ctx: LogicContext, techniques: readonly TechniqueEntry[] = ladderFor(ctx.grid.geo)): Step | null {
  for (const t of techniques) {
    if (ctx.work.spent > ctx.work.limit) return null;
    const step = t.find(ctx);
    if (step !== null) return step;
  }
  return null;
}

export function runLogic(grid: MutableGrid, options: LogicOptions = {}): LogicRun {
  const ctx = contextOf(grid, options);
  const all = options.techniques ?? ladderFor(grid.geo);
  const max = options.maxLevel;
  const allowed = max === undefined ? all : all.filter((t) => difficultyRank(LEVELS[t.name]) <= difficultyRank(max));
  const above = options.stopAbove === undefined ? Infinity : difficultyRank(options.stopAbove);
  // The ladder up to its last technique of the level: past it every technique is harder.
  let cut = allowed.length;
  while (cut > 0 && difficultyRank(LEVELS[allowed[cut - 1].name]) > above) cut--;
  const techniques = cut === allowed.length ? allowed : allowed.slice(0, cut);
  const steps: Step[] = [];
  let open = openCells(grid);
  for (;;) {
    if (open === 0) return { steps, end: 'SOLVED', work: ctx.work.spent };
    const step = firstStep(ctx, techniques);
    if (step === null) {
      const end: LogicEnd = ctx.work.spent > ctx.work.limit ? 'BUDGET' : cut < allowed.length ? 'ABOVE' : 'STUCK';
      return { steps, end, work: ctx.work.spent };
    }
    steps.push(step);
    if (difficultyRank(LEVELS[step.technique]) > above) return { steps, end: 'ABOVE', work: ctx.work.spent };
    open -= step.placements.length;
    if (!applyStep(grid, step)) return { steps, end: 'CONTRADICTION', work: ctx.work.spent };
  }
}
