// Graded removal and removal by orbits (clue symmetry), after generate.ts built a puzzle.
//
// A puzzle at the level's removal target is analysed; while it rates below what was asked, more
// cells (whole orbits under a symmetry) are removed, each kept only when the puzzle stays unique
// and does not rate above the request (logic/grade-target.ts: a harder level, a score past the
// band or the technique's weight); the removal stops as soon as the puzzle meets the request.
// Removing givens practically never makes a puzzle easier, so a removal that overshoots is put
// back and the next cell tried. On boards above 12×12 the analysis (tens of ms) runs once per
// batch of about N²/81 removed cells, and an overshooting batch goes back whole.
//
// `minimal`: every uniqueness check is exact (a node cap large enough for a proof, or the attempt
// fails), and a last pass proves each remaining given necessary. Under a symmetry a given whose
// orbit must stay may still be removable alone: such a puzzle is not minimal and the attempt fails.
//
// The analysis runs a solve on the same cached Search as the removal, so the removal's search is
// begun again after each analysis, with what is left of the generation's node budget.
import type { Budget } from '../budget.js';
import { analyze, type Analysis, type AnalyzeOptions } from '../logic/analyze.js';
import { gradeMet, gradeTooHard, stopLevel } from '../logic/grade-target.js';
import { shuffle, type Random } from '../rng.js';
import type { Search } from '../search/search.js';
import type { Difficulty, Shape, SolveOptions } from '../types.js';
import { fillGrid, type Built } from './fill.js';
import type { GeneratePlan } from './options.js';
import { orbitsOf } from './symmetry.js';
import { classicClimbModel, climb, climbsFrom, climbsOn } from './climb.js';

/** Node cap of one uniqueness check in graded removal (denser proofs than plain removal's 5). */
const REFINE_CHECK_NODES = 64;
/** Node cap of one exact uniqueness check (minimal puzzles): past it the attempt fails. */
const EXACT_CHECK_NODES = 50_000;
/** Node cap of one check while removing by orbits to the target. */
const ORBIT_CHECK_NODES = 16;

export function analyzed(board: { shape: Shape; cells: Uint8Array }, options: AnalyzeOptions): Analysis | null {
  const o = analyze(board, options);
  return o.status === 'ANALYZED' ? o.analysis : null;
}

type Check = 'UNIQUE' | 'NOT_UNIQUE' | 'UNKNOWN';

/** Would `puzzle` stay unique with the cells of `orbit` emptied? The puzzle is left unchanged. */
function checkWithout(search: Search, puzzle: Uint8Array, orbit: readonly number[], solution: Uint8Array, cap: number): Check {
  const values = orbit.map((c) => puzzle[c]);
  for (const c of orbit) puzzle[c] = 0;
  let result: Check;
  if (orbit.length === 1) {
    const c = orbit[0];
    // Unique without c exactly when no solution has another value at c.
    if (!search.load(puzzle) || !search.restrict(0, c, ~(1 << (values[0] - 1)))) result = 'UNIQUE';
    else {
      const other = search.countWithin(0, 1, cap, { preferred: solution });
      result = search.exhausted ? 'UNKNOWN' : other === 0 ? 'UNIQUE' : 'NOT_UNIQUE';
    }
  } else {
    search.load(puzzle);
    const count = search.countWithin(0, 2, cap, { preferred: solution });
    result = search.exhausted ? 'UNKNOWN' : count === 1 ? 'UNIQUE' : 'NOT_UNIQUE';
  }
  if (!search.budgetSpent()) search.exhausted = false;
  orbit.forEach((c, k) => (puzzle[c] = values[k]));
  return result;
}

function shuffledOrbits(plan: GeneratePlan, n: number, random: Random): number[][] {
  const orbits = orbitsOf(plan.symmetry, n);
  const order = orbits.map((_, k) => k);
  shuffle(order, random);
  return order.map((k) => orbits[k]);
}

/** A grid emptied by orbits of the plan's symmetry up to `target` (all the way when minimal). */
export function orbitPuzzle(search: Search, shape: Shape, random: Random, target: number, plan: GeneratePlan): Built | string {
  const solution = fillGrid(search, shape, random);
  if (solution === null) return 'filling a grid';
  const puzzle = solution.slice();
  const cap = plan.minimal ? EXACT_CHECK_NODES : ORBIT_CHECK_NODES;
  let removed = 0;
  for (const orbit of shuffledOrbits(plan, shape.size, random)) {
    if (removed >= target && !plan.minimal) break;
    const check = checkWithout(search, puzzle, orbit, solution, cap);
    if (search.budgetSpent()) return 'removing cells (node budget spent)';
    if (check === 'UNKNOWN' && plan.minimal) return 'a uniqueness proof past its node cap';
    if (check !== 'UNIQUE') continue;
    for (const c of orbit) puzzle[c] = 0;
    removed += orbit.length;
  }
  return { puzzle, solution, removed, fallback: false };
}

export interface Refined {
  readonly built: Built;
  readonly analysis: Analysis | null;
  /** Search nodes spent here (the analyses' own solves not counted: they have their own budgets). */
  readonly nodes: number;
  /** Logic work of the analyses run here (Analysis.work, summed). */
  readonly work: number;
  /** Moves of the rating climb (climb.ts), 0 without one. */
  readonly moves: number;
}

/** The plan's grade reached by further removal, or the minimality proof; a string says why the attempt failed. */
export function refine(
  search: Search,
  built: Built,
  random: Random,
  plan: GeneratePlan,
  budget: Budget & { readonly work: number; readonly moves: number },
  options: SolveOptions,
  climbFromAnyLevel = false,
): Refined | string {
  const shape = search.geometry;
  const n = shape.size;
  const solution = built.solution;
  const puzzle = built.puzzle.slice();
  const board = { shape: { size: n, boxRows: shape.boxRows, boxCols: shape.boxCols }, cells: puzzle };
  let used = 0;
  const restart = () => search.begin({ maxNodes: Math.max(0, budget.maxNodes - used), deadline: budget.deadline });
  let work = 0;
  // Below MASTER a removal only needs to know whether the puzzle went past the level: the analysis
  // stops there (logic/solver.ts stopAbove; one that ends SOLVED is the full analysis).
  const stopAbove = stopLevel(plan.wanted);
  // Each graded removal may spend only what is left of the generation's work (an analysis that
  // runs out ends BUDGET and its batch goes back, like one past the level): one removal on 16×16
  // that went past EXPERT took 23 M units, past the whole budget, in the cell and region chains.
  // A request of a level alone needs no score while removing: the players' path only, and one full
  // analysis of the puzzle answered (`settle`).
  const levelOnly = plan.wanted.minScore === undefined && plan.wanted.maxScore === undefined && plan.wanted.technique === undefined;
  let partial = false;
  const grade = (full = false): Analysis | null => {
    used += search.nodes;
    const a = analyzed(board, full ? options : { ...options, stopAbove, levelOnly, maxWork: Math.max(0, budget.work - work) });
    work += a?.work ?? 0;
    restart();
    return a;
  };
  /** The analysis a caller gets: the full one where the last was the players' path only. */
  const settle = (a: Analysis | null): Analysis | null => (partial && a !== null && a.end === 'SOLVED' ? grade(true) : a);
  restart();
  if (plan.minimal) {
    const proof = proveMinimal(search, puzzle, solution, plan.symmetry === 'NONE' && plan.mask === null);
    used += search.nodes;
    if (proof !== null) return proof;
    return { built: { ...built, puzzle, removed: countEmpty(puzzle) }, analysis: grade(true), nodes: used, work, moves: 0 };
  }
  // The full analysis: should the puzzle be past the level already, the answer (the nearest, if
  // nothing better) carries its true rating.
  let analysis = grade(true);
  if (analysis === null) return 'the analysis ran out of budget';
  // EASY and MEDIUM: once met, the givens go on towards a count drawn from the level's band (drawn
  // when first met, so a request never met draws nothing and replays as it did without the band).
  let band: number | null | undefined;
  const bandNow = () => (band === undefined ? (band = givensWanted(plan, n, random)) : band);
  let removed = built.removed;
  const givensNow = () => n * n - removed;
  /** Met, and at (or, removing, below) the band's count. */
  const settled = (a: Analysis, removing: boolean) => {
    if (!gradeMet(plan.wanted, a)) return false;
    const b = bandNow();
    return b === null || givensNow() === b || (removing && givensNow() < b);
  };
  if (plan.mask !== null || settled(analysis, false) || gradeTooHard(plan.wanted, analysis)) {
    return { built, analysis, nodes: used, work, moves: 0 };
  }
  const stride = n <= 12 ? 1 : Math.ceil((n * n) / 81);
  const pending: number[] = [];
  const orbits = shuffledOrbits(plan, n, random);
  for (const orbit of orbits) {
    if (settled(analysis, true)) break;
    if (puzzle[orbit[0]] === 0) continue;
    const check = checkWithout(search, puzzle, orbit, solution, REFINE_CHECK_NODES);
    if (search.budgetSpent()) break;
    if (check !== 'UNIQUE') continue;
    for (const c of orbit) puzzle[c] = 0;
    pending.push(...orbit);
    if (pending.length < stride) continue;
    if (work >= budget.work) break; // the generation's analysis work is spent: the last graded puzzle stands
    const next = grade();
    // Past the request (or not gradable), or, once met, no longer met: the batch goes back.
    const met = gradeMet(plan.wanted, analysis);
    if (next === null || gradeTooHard(plan.wanted, next) || (met && !gradeMet(plan.wanted, next))) {
      for (const c of pending) puzzle[c] = solution[c];
    } else {
      removed += pending.length;
      analysis = next;
      partial = levelOnly;
    }
    pending.length = 0;
    if (next === null) break;
  }
  for (const c of pending) puzzle[c] = solution[c]; // an ungraded last batch on a large board
  used += search.nodes;
  let moves = 0;
  if (
    climbs(plan, n, analysis, climbFromAnyLevel) &&
    !gradeMet(plan.wanted, analysis) &&
    !gradeTooHard(plan.wanted, analysis) &&
    work < budget.work &&
    budget.moves > 0
  ) {
    // Still below the request: change givens instead of removing them (climb.ts), from the full
    // analysis (the climb weighs scores).
    if (partial) {
      analysis = grade(true) ?? analysis;
      partial = false;
    }
    const climbBudget = {
      maxNodes: Math.max(0, budget.maxNodes - used),
      deadline: budget.deadline,
      work: budget.work - work,
      moves: budget.moves,
    };
    const model = classicClimbModel(search, solution, climbBudget, options);
    const c = climb(model, { puzzle, solution, analysis }, random, plan.wanted, climbBudget);
    used += c.nodes;
    work += c.work;
    moves = c.moves;
    puzzle.set(c.puzzle);
    removed = countEmpty(puzzle);
    analysis = c.analysis;
    partial = false;
  }
  const wanted = gradeMet(plan.wanted, analysis) ? bandNow() : null;
  if (wanted !== null && givensNow() < wanted) {
    // Fewer givens than drawn (a climb ends minimal): givens come back, each kept while the puzzle
    // stays at its level (a given more never makes a puzzle harder, but may make it easier).
    for (const orbit of orbits) {
      if (givensNow() >= wanted || work >= budget.work) break;
      if (puzzle[orbit[0]] !== 0) continue;
      for (const c of orbit) puzzle[c] = solution[c];
      const next = grade();
      if (next !== null && gradeMet(plan.wanted, next)) {
        removed -= orbit.length;
        analysis = next;
        partial = levelOnly;
      } else for (const c of orbit) puzzle[c] = 0;
    }
  }
  return { built: { puzzle, solution, removed, fallback: built.fallback }, analysis: settle(analysis), nodes: used, work, moves };
}

/**
 * Proves every given of `puzzle` necessary. Where one is not: with `removeFree` it is removed (the
 * others stay necessary: a puzzle with fewer givens is no more constrained), else the puzzle is
 * not minimal under its symmetry. Null when proved; otherwise why not.
 */
function proveMinimal(search: Search, puzzle: Uint8Array, solution: Uint8Array, removeFree: boolean): string | null {
  for (let c = 0; c < puzzle.length; c++) {
    if (puzzle[c] === 0) continue;
    const check = checkWithout(search, puzzle, [c], solution, EXACT_CHECK_NODES);
    if (search.budgetSpent() || check === 'UNKNOWN') return 'a minimality proof past its node cap';
    if (check === 'NOT_UNIQUE') continue;
    if (!removeFree) return 'not minimal under the symmetry (a given is removable alone)';
    puzzle[c] = 0;
  }
  return null;
}

/**
 * The climb keeps no symmetry or clue pattern, and each of its moves re-proves minimality with
 * some N² uniqueness checks (search nodes that the work budget does not count) and one analysis:
 * up to 12×12, and MASTER up to 16×16. On 16×16 it once reached MASTER in 2 of 3 at a CPU median of
 * 4.8 s (max 15 s), past the default deadline; since the static closure made the chains cheaper,
 * 38 of 40 at a CPU median of about 1 s (max 3.6 s), where removal alone meets none. It did not help
 * 16×16 EXPERT (1 in 3 either way then; more attempts did: generate.ts MID_ATTEMPTS). On
 * 25×25 one analysis takes hundreds of ms. A level request climbs from the level just below, or from any level once the
 * caller says so (generate.ts: after a few attempts found none just below): 9×9 MASTER from EASY
 * puzzles took about twice as long as from EXPERT ones, which a few fresh attempts find; minimal
 * 6×6 puzzles are seldom EXPERT or HARD (12×12 HARD: 2 in 3 met with the climb, 1 in 3 without).
 * MASTER climbs from 8×8: no 6×6 climb reached it (EXPERT at best, after 4 s of CPU), so there
 * the attempts answer the nearest.
 */
function climbs(plan: GeneratePlan, n: number, analysis: Analysis, anyLevel: boolean): boolean {
  return climbsOn(plan, n) && climbsFrom(plan, analysis, anyLevel);
}

/**
 * The givens an EASY or MEDIUM puzzle settles at, drawn from the level's band (GIVENS_BAND, a
 * share of N²) for this attempt: without it every 9×9 EASY had the 50 givens of its removal
 * target, met at once. Null: no band (other levels, a clue pattern, minimal puzzles).
 */
function givensWanted(plan: GeneratePlan, n: number, random: Random): number | null {
  const level = plan.wanted.level;
  const band = level === undefined ? undefined : GIVENS_BAND[level];
  if (band === undefined || n > GIVENS_BAND_MAX_SIZE || plan.mask !== null || plan.minimal || plan.wanted.technique !== undefined) {
    return null;
  }
  const [low, high] = band;
  return Math.round((low + random() * (high - low)) * n * n);
}

/**
 * The givens of EASY and MEDIUM puzzles as a share of N², each attempt drawing its count in the
 * band (9×9: EASY 31–45, MEDIUM 24–32). Removal goes on past the level towards it while the
 * puzzle stays unique and at its level; givens come back towards it while it stays at its level.
 * Where neither can go further the puzzle stays where it is (bench/RESULTS.md has the counts).
 */
/**
 * The band applies up to 16×16. From 25×25 on the levels lie close together (generate.ts
 * LARGE_REMOVAL_FRACTION) and each graded removal costs tens of ms: the givens stay where the level
 * is first met.
 */
export const GIVENS_BAND_MAX_SIZE = 16;

export const GIVENS_BAND: Readonly<Partial<Record<Difficulty, readonly [number, number]>>> = {
  EASY: [0.38, 0.56],
  MEDIUM: [0.29, 0.4],
};

function countEmpty(puzzle: Uint8Array): number {
  let k = 0;
  for (const v of puzzle) if (v === 0) k++;
  return k;
}
