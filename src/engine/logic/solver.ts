// The solver loop: apply the simplest technique that makes progress, again and again, until the
// board is solved, no technique applies (stuck: the puzzle needs trial), or the work budget is
// spent. Deterministic: the same grid and options give the same steps.
import { applyStep, openCells, type MutableGrid } from './grid.js';
import { LEVELS } from './table.js';
import { difficultyRank } from '../types.js';
import type { Difficulty, Shape } from '../types.js';
import { ladderFor, type TechniqueEntry } from './ladder.js';
import type { LogicContext, Step, Technique } from './types.js';

/** ABOVE: a run with `stopAbove` met a step of a harder level (or nothing up to that level applied). */
export type LogicEnd = 'SOLVED' | 'STUCK' | 'BUDGET' | 'CONTRADICTION' | 'ABOVE';

export interface LogicRun {
  readonly steps: Step[];
  readonly end: LogicEnd;
  /** Work units spent (about one per cell visit). */
  readonly work: number;
  /** The rungs the run climbed (the ladder, filtered and cut by its options). */
  readonly ladder: readonly TechniqueEntry[];
  /** The rung that found each step, in the steps' order. */
  readonly rungs: readonly TechniqueEntry[];
}

export interface LogicOptions {
  /** True only when the board is known to have exactly one solution (enables uniqueness techniques). */
  readonly unique?: boolean;
  /** Work budget (default defaultWorkLimit of the shape). */
  readonly maxWork?: number;
  /** The techniques to try, in order (default LADDER, Sudoku Explainer's; PLAYERS_LADDER for the level). */
  readonly techniques?: readonly TechniqueEntry[];
  /**
   * A run from the same grid on another ladder (usually the other of LADDER and PLAYERS_LADDER):
   * while the two paths agree, a rung that run already asked on the same grid is not asked again
   * (a finder is a function of the candidates: it gave nothing, or it gave that run's step). Only
   * the rungs this ladder tries first and the other did not are asked, so following a path where
   * the two ladders mostly agree costs a fraction of a run. The steps are those of a run without it.
   */
  readonly follow?: LogicRun;
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
  return firstRung(ctx, techniques)?.step ?? null;
}

interface Found {
  readonly step: Step;
  readonly rung: TechniqueEntry;
}

function firstRung(ctx: LogicContext, techniques: readonly TechniqueEntry[], known?: ReadonlySet<Technique>, given?: Found): Found | null {
  for (const t of techniques) {
    if (ctx.work.spent > ctx.work.limit) return null;
    if (given !== undefined && t.find === given.rung.find) return { step: given.step, rung: t };
    if (known?.has(t.find)) continue;
    const step = t.find(ctx);
    if (step !== null) return { step, rung: t };
  }
  return null;
}

/**
 * What the followed run knew of the grid before its step k (or after its last step): the finders
 * it asked that found nothing, and the step it took. Undefined: it knew nothing useful (it ended
 * for its budget, a cut or a contradiction before asking every rung).
 */
function knownAt(run: LogicRun, k: number): { known: ReadonlySet<Technique>; given?: Found } | undefined {
  let asked: number;
  let given: Found | undefined;
  if (k < run.steps.length) {
    asked = run.ladder.indexOf(run.rungs[k]);
    given = { step: run.steps[k], rung: run.rungs[k] };
  } else if (run.end === 'STUCK') asked = run.ladder.length;
  else return undefined;
  return { known: askedBefore(run.ladder, asked), given };
}

/** The finders a ladder asks before its rung `asked` (and those they cover), made once per ladder and rung. */
const asked = new WeakMap<readonly TechniqueEntry[], Map<number, ReadonlySet<Technique>>>();
function askedBefore(ladder: readonly TechniqueEntry[], index: number): ReadonlySet<Technique> {
  let byIndex = asked.get(ladder);
  if (byIndex === undefined) asked.set(ladder, (byIndex = new Map()));
  let known = byIndex.get(index);
  if (known === undefined) {
    const set = new Set<Technique>();
    for (let j = 0; j < index; j++) {
      set.add(ladder[j].find);
      for (const c of ladder[j].covers ?? []) set.add(c);
    }
    byIndex.set(index, (known = set));
  }
  return known;
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
  const rungs: TechniqueEntry[] = [];
  const run = (end: LogicEnd): LogicRun => ({ steps, end, work: ctx.work.spent, ladder: techniques, rungs });
  const follow = options.follow;
  // Where this path stands on the followed one: the index of the followed run's grid equal to
  // this one's (-1: none). Two paths that part often meet again (singles placed in another order);
  // the followed run's grids are keyed only once the paths first part.
  const start: MutableGrid | null = follow === undefined ? null : { geo: grid.geo, values: grid.values.slice(), cands: grid.cands.slice() };
  let states: Map<string, number> | null = null;
  let at = follow === undefined ? -1 : 0;
  let open = openCells(grid);
  for (;;) {
    if (open === 0) return run('SOLVED');
    const along = at < 0 ? undefined : knownAt(follow!, at);
    const found = along === undefined ? firstRung(ctx, techniques) : firstRung(ctx, techniques, along.known, along.given);
    if (found === null) {
      const end: LogicEnd = ctx.work.spent > ctx.work.limit ? 'BUDGET' : cut < allowed.length ? 'ABOVE' : 'STUCK';
      return run(end);
    }
    const step = found.step;
    steps.push(step);
    rungs.push(found.rung);
    if (difficultyRank(LEVELS[step.technique]) > above) return run('ABOVE');
    open -= step.placements.length;
    if (!applyStep(grid, step)) return run('CONTRADICTION');
    if (start !== null) {
      if (at >= 0 && step === follow!.steps[at]) at++;
      else at = (states ??= statesOf(start, follow!)).get(stateKey(grid)) ?? -1;
    }
  }
}

/** A grid's state (values and candidates) as a key: two UTF-16 units a cell (a value, or its candidates' bits). */
function stateKey(grid: MutableGrid): string {
  const n = grid.values.length;
  const codes = new Array<number>(2 * n);
  for (let i = 0; i < n; i++) {
    const v = grid.values[i] !== 0 ? (1 << 26) | grid.values[i] : grid.cands[i];
    codes[2 * i] = v & 0xffff;
    codes[2 * i + 1] = v >>> 16;
  }
  let key = '';
  for (let i = 0; i < codes.length; i += 4096) key += String.fromCharCode(...codes.slice(i, i + 4096));
  return key;
}

/** The followed run's grids from `start` (left unchanged), each state to the first index it is met at. */
function statesOf(start: MutableGrid, run: LogicRun): Map<string, number> {
  const grid: MutableGrid = { geo: start.geo, values: start.values.slice(), cands: start.cands.slice() };
  const states = new Map<string, number>();
  states.set(stateKey(grid), 0);
  for (let k = 0; k < run.steps.length; k++) {
    if (!applyStep(grid, run.steps[k])) break;
    const key = stateKey(grid);
    if (!states.has(key)) states.set(key, k + 1);
  }
  return states;
}
