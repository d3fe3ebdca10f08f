// generate(options): a random, reproducible puzzle with exactly one solution.
//
// 1. Fill mutually independent boxes on the main diagonal with random permutations.
// 2. Complete the grid with the same search as the solver, values in random order.
// 3. Remove cells in random order, keeping a removal only when the puzzle stays unique.
//    "Unique after emptying cell i (value v)" is asked as "is there a solution with i ≠ v?",
//    one search that usually fails at once, instead of counting to two.
// 4. If that stalls below the difficulty's target, build a sparse puzzle for the same grid up
//    from no givens instead (sparse.ts). The best puzzle is kept if it is within 3 % of N² of
//    the target.
// 5. Below that (boxes of one row or column from 12×12 on, 22×22 with 2×11 boxes, 24×24 with
//    2×12), the puzzle is built on the pattern grid instead (pattern.ts), which reaches the exact
//    target on every shape. No second random grid is tried: on those shapes further grids
//    stalled too, and elsewhere the first grid reached the floor (bench/RESULTS.md).
// 6. Graded removal (refine.ts): the puzzle is analysed (logic/analyze.ts); while it rates below
//    the level asked, removal goes on, putting back any given whose removal makes it rate above;
//    it stops once the puzzle rates exactly what was asked (logic/grade-target.ts). Still below
//    it (removal cannot make a 9×9 need dynamic forcing chains), a rating climb changes givens
//    instead (climb.ts), up to 12×12.
//    Below MASTER each of those analyses stops once the puzzle is known to rate past the level
//    (analyze's stopAbove), within what is left of the work budget. From 25×25 on the targets are
//    lower (LARGE_REMOVAL_FRACTION) and EXPERT and MASTER, which those boards do not reach in time,
//    are searched as HARD and answered with gradeMet false (TOP_LEVEL_LARGE).
// 7. Attempts drawn from the seed run until one meets the request, or the attempt count runs out:
//    then the nearest is answered with its real level (gradeMet false), or, for a strict request
//    (score band, technique, clue pattern, minimal), GRADE_NOT_REACHED.
// With a symmetry cells are removed by orbits (symmetry.ts); with a clue pattern the givens are
// the mask's cells of random grids (mask.ts); `minimal` removes with exact uniqueness checks.
//
// Reproducibility: every choice above is bounded by node counts, work counts and fixed attempt
// counts, never by the clock, so a seed replays the identical puzzle. The deadline only aborts:
// once it has passed, whatever the phases returned may have been cut short, so the run answers
// LIMIT_EXCEEDED instead of a puzzle that another run with the same seed would not give.
import { budgetOf, DEFAULT_DEADLINE_MS } from '../budget.js';
import { geometryOf } from '../geometry.js';
import { gradeDistance, gradeMet } from '../logic/grade-target.js';
import { analyze as analyzeBoard, type Analysis } from '../logic/analyze.js';
import { LEVELS, WEIGHTS } from '../logic/table.js';
import { stepWeight } from '../logic/grading.js';
import type { TechniqueName } from '../logic/types.js';
import {
  bankPuzzles,
  drawPractice,
  KILLER_GIVENS,
  KILLER_TRIES,
  killerPractice,
  practiceNever,
  practiceOffer,
  practiceTechniques,
} from './practice.js';
import { analyzed, orbitPuzzle, refine } from './refine.js';
import { masterClimbs, MAX_CLIMB_SIZE } from './climb.js';
import { maskPuzzle } from './mask.js';
import { planOf, type GeneratePlan } from './options.js';
import { freshSeed, randomFromSeed, shuffle, type Random } from '../rng.js';
import type { Search } from '../search/search.js';
import { resolveShape } from '../shapes.js';
import { searchFor } from '../search/solve-ts.js';
import { solve } from '../solve.js';
import { difficultyRank, type Difficulty, type GenerateOptions, type GenerateOutcome, type Rating, type Shape } from '../types.js';
import { fillGrid, type Built } from './fill.js';
import { patternPuzzle } from './pattern.js';
import { emptyCount, sparsePuzzle } from './sparse.js';
import { generateVariants } from './variants/generate-variants.js';

/** EXPERT and MASTER start from HARD's target and remove on past it until they rate their level. */
export const REMOVAL_FRACTION: Readonly<Record<Difficulty, number>> = { EASY: 0.38, MEDIUM: 0.53, HARD: 0.65, EXPERT: 0.65, MASTER: 0.65 };

/** Grids to try filling (each with FILL_ATTEMPTS restarts) before falling back to the pattern. */
const MAX_GRIDS = 4;
/** Node cap of one uniqueness check during removal (see removeCells). */
const CHECK_NODES = 5;

/**
 * From 25×25 on the levels lie closer together: at MEDIUM's 53 % a 25×25 already rated EXPERT
 * (a cell forcing chain) and took 10 s to analyse, while starting at 44 % or 48 % graded removal
 * meets MEDIUM or HARD in 0.4–1 s of CPU (3 seeds each, bench/RESULTS.md). EXPERT and MASTER are
 * past what 25×25 reaches in time (TOP_LEVEL_LARGE): they start from HARD's target.
 */
export const LARGE_REMOVAL_FRACTION: Readonly<Record<Difficulty, number>> = {
  EASY: 0.38,
  MEDIUM: 0.44,
  HARD: 0.48,
  EXPERT: 0.48,
  MASTER: 0.48,
};
/** The smallest board with LARGE_REMOVAL_FRACTION and TOP_LEVEL_LARGE. */
export const LARGE_SIZE = 25;
/**
 * The hardest level a board from LARGE_SIZE on reaches within the default deadline: a 25×25 EXPERT
 * request at 54 % became MASTER after 10 s of CPU. A harder request there is answered at once
 * with the nearest, a puzzle of this level (gradeMet false), or refused (GRADE_NOT_REACHED) when strict.
 */
export const TOP_LEVEL_LARGE: Difficulty = 'HARD';

export function removalTarget(size: number, difficulty: Difficulty): number {
  const fraction = size >= LARGE_SIZE ? LARGE_REMOVAL_FRACTION : REMOVAL_FRACTION;
  return Math.round(fraction[difficulty] * size * size);
}

/**
 * Puzzles tried per level on 9×9 before the nearest one is answered or a strict request refused
 * (each is one grid, its removal and its graded removal); boards above 9×9 get a share in
 * proportion to 81/N², and a shape where plain removal stalls (the sparse or pattern builders take
 * over, seconds per puzzle) FALLBACK_ATTEMPTS. A score band or technique gets STRICT_ATTEMPTS, a
 * clue pattern PATTERN_ATTEMPTS searches for its givens' values (mask.ts).
 */
const MAX_ATTEMPTS: Readonly<Record<Difficulty, number>> = { EASY: 16, MEDIUM: 32, HARD: 48, EXPERT: 64, MASTER: 64 };
const STRICT_ATTEMPTS = 96;
const PATTERN_ATTEMPTS = 16;
/** Symmetric puzzles are seldom minimal cell by cell (1 attempt in 40 or so on 9×9); each attempt is a few ms. */
const SYMMETRIC_MINIMAL_ATTEMPTS = 400;
const MIN_ATTEMPTS = 2;
/**
 * Logic work (Analysis.work, about one unit per cell visit) that the analyses of one generation may
 * spend, over all attempts and the rating climb (climb.ts): a level the shape seldom or never
 * reaches (4×4 HARD) ends within a second or two of analysis instead of running every attempt to
 * the deadline. Work counts, not the clock, so the answer still replays.
 */
export const ANALYSIS_WORK = 16_000_000;
/**
 * MASTER's budget where its rating climb runs (8×8 to 16×16, climb.ts masterClimbs). 9×9 climbs
 * took up to 455 M units on 80 seeds, all met (150 M met 13 of 20: since the unary chains stopped
 * propagating what they only charge, static-closure.ts, a unit costs 4–11 ns, so 600 M is 2.5–7 s
 * of one thread where a seed misses; bench/RESULTS.md); 16×16 met 38 seeds of 40 within 3.6 s of
 * CPU. Below 8×8 no climb reached MASTER (6×6: EXPERT at best after 4 s), and above 16×16 there
 * is no climb: MASTER keeps ANALYSIS_WORK there.
 */
export const MASTER_WORK = 600_000_000;
/**
 * EXPERT's budget on 13×13 to 16×16 (MID_SIZE_MAX), where removal is not followed by a climb: a
 * puzzle there often goes from HARD or below past EXPERT within one batch of removed cells, and
 * telling that takes an EXPERT analysis of tens of millions of units, so ANALYSIS_WORK allowed
 * one try per generation (16×16 EXPERT met 1 seed in 20); with this and MID_ATTEMPTS, 20
 * in 20 and 30 in 30 (CPU median 0.36 s, max 1.9 s; bench/RESULTS.md).
 */
export const MID_EXPERT_WORK = 256_000_000;

/** Sizes above the climb's up to 16×16 (MID_ATTEMPTS, MID_EXPERT_WORK). */
const MID_SIZE_MAX = 16;
const midSize = (n: number): boolean => n > MAX_CLIMB_SIZE && n <= MID_SIZE_MAX;

function analysisWork(level: Difficulty, n: number): number {
  if (level === 'MASTER' && masterClimbs(n)) return MASTER_WORK;
  return level === 'EXPERT' && midSize(n) ? MID_EXPERT_WORK : ANALYSIS_WORK;
}

/**
 * Moves of the rating climbs of one generation (climb.ts), over all attempts: a shape that cannot
 * reach the level (4×4 HARD) stops climbing after a few climbs instead of one per attempt.
 */
const CLIMB_MOVES = 1_200;
/** Attempts that climb only from the level just below the one asked; later ones from any (refine.ts). */
const CLIMB_FROM_ANY_LEVEL = 8;
// One: a fallback puzzle (25×25 HARD, say) takes seconds to build, and a second would push the run
// past the default deadline, which now answers LIMIT_EXCEEDED rather than a shorter search.
const FALLBACK_ATTEMPTS = 1;
/**
 * Attempts on 13×13 to 16×16, whose fallback puzzles take 0.1–0.3 s to build: with one, 16×16
 * HARD met 10 seeds in 20 and EXPERT 1; with these 18 and 20 (MID_EXPERT_WORK for EXPERT; MASTER
 * climbs there, within MASTER_WORK). EASY and MEDIUM answered the same puzzles (bench/RESULTS.md).
 */
const MID_ATTEMPTS = 8;

/**
 * Attempts of a technique the shape's practice bank lacks although it has one (practice.ts): its
 * builder searched hundreds of puzzles for it, so a long search mostly ends in the refusal (with
 * an offer) after seconds; a few attempts still catch what a shape seldom has.
 */
const UNBANKED_ATTEMPTS = 8;

function attemptsFor(plan: GeneratePlan, size: number, fallback: boolean, unbanked = false): number {
  if (fallback) return midSize(size) ? MID_ATTEMPTS : FALLBACK_ATTEMPTS;
  if (unbanked && plan.mask === null && !plan.minimal && plan.symmetry === 'NONE') return UNBANKED_ATTEMPTS;
  const base =
    plan.mask !== null
      ? PATTERN_ATTEMPTS
      : plan.minimal && plan.symmetry !== 'NONE'
        ? SYMMETRIC_MINIMAL_ATTEMPTS
        : plan.strict
          ? STRICT_ATTEMPTS
          : MAX_ATTEMPTS[plan.planLevel];
  return Math.max(MIN_ATTEMPTS, Math.round((base * 81) / Math.max(81, size * size)));
}

export function generate(options: GenerateOptions): GenerateOutcome {
  const start = performance.now();
  const shape = resolveShape(options.size, options.boxRows, options.boxCols);
  if (!shape.ok) return { status: 'BAD_SHAPE', error: shape.error };
  const planned = planOf(options, shape.value);
  if (!planned.ok) return { status: 'BAD_OPTION', field: planned.field, message: planned.message };
  const asked = planned.plan;
  const seed = options.seed ?? freshSeed();
  const key = `${seed}|${shape.value.size}|${shape.value.boxRows}x${shape.value.boxCols}|${asked.planLevel}${asked.keySuffix}`;
  const technique = asked.wanted.technique;
  if (asked.recipe !== null) {
    const out = generateVariants(options, shape.value, asked, asked.recipe, seed, key, start, {
      removalTarget,
      analysisWork: ANALYSIS_WORK,
      masterWork: MASTER_WORK,
      climbMoves: CLIMB_MOVES,
    });
    // A practice request whose variant practice chose (no variants named): a miss offers as the bank's do.
    const chosen = technique !== undefined && (options.variants === undefined || options.variants.length === 0);
    return out.status === 'GRADE_NOT_REACHED' && chosen ? { ...out, offer: practiceOffer(shape.value, technique) } : out;
  }
  // Practice of a killer step: killers searched for around generation (practice.ts KILLER_STEPS).
  const plain = asked.symmetry === 'NONE' && asked.mask === null && !asked.minimal;
  const killer = technique === undefined ? undefined : killerPractice(shape.value, technique);
  if (killer !== undefined && plain) return practiseOnKillers(options, shape.value, asked, technique!, killer.givens, seed, start);
  if (killer !== undefined) {
    // A killer has no givens to place by a symmetry, a pattern or minimality (only the options stand in the way).
    return {
      status: 'GRADE_NOT_REACHED',
      message: `${technique} is practised on killers, which have no symmetric, patterned or minimal givens`,
      nearest: null,
      offer: technique!,
      stats: { nodes: 0, backtracks: 0, ms: performance.now() - start },
    };
  }
  // What no classic board of the shape has as its hardest step: refused at once (practice.ts).
  const never = technique === undefined ? null : practiceNever(shape.value, technique);
  if (never !== null) {
    return {
      status: 'GRADE_NOT_REACHED',
      message: never.why,
      nearest: null,
      offer: practiceOffer(shape.value, technique!),
      stats: { nodes: 0, backtracks: 0, ms: performance.now() - start },
    };
  }
  // A level past what the board reaches in time: the search is for the top level it reaches, and
  // the answer says gradeMet false (a strict request is refused at once instead).
  const level = asked.wanted.level;
  const capped = shape.value.size >= LARGE_SIZE && level !== undefined && difficultyRank(level) > difficultyRank(TOP_LEVEL_LARGE);
  const offer =
    technique === undefined ? null : bankPuzzles(shape.value, technique).length > 0 ? technique : practiceOffer(shape.value, technique);
  if (capped && asked.strict) {
    return {
      status: 'GRADE_NOT_REACHED',
      message: `${shape.value.size}×${shape.value.size} puzzles reach at most ${TOP_LEVEL_LARGE} within the deadline; ${level} was asked`,
      nearest: null,
      offer,
      stats: { nodes: 0, backtracks: 0, ms: performance.now() - start },
    };
  }
  // Practice: a puzzle of the bank, when it has one for the request (practice.ts).
  if (technique !== undefined && asked.symmetry === 'NONE' && asked.mask === null && !asked.minimal) {
    const { minScore, maxScore } = asked.wanted;
    const drawn = drawPractice(shape.value, technique, seed, { level: asked.wanted.level, minScore, maxScore });
    if (drawn !== null) {
      const removed = drawn.puzzle.reduce((k, v) => (v === 0 ? k + 1 : k), 0);
      return {
        status: 'GENERATED',
        puzzle: { shape: shape.value, cells: drawn.puzzle },
        solution: { shape: shape.value, cells: drawn.solution },
        seed,
        difficulty: drawn.rating.level,
        gradeMet: true,
        removed,
        target: removalTarget(shape.value.size, asked.planLevel),
        rating: drawn.rating,
        stats: { nodes: 0, backtracks: 0, ms: performance.now() - start },
      };
    }
  }
  const plan: GeneratePlan = capped ? { ...asked, wanted: { ...asked.wanted, level: TOP_LEVEL_LARGE }, planLevel: TOP_LEVEL_LARGE } : asked;
  const search = searchFor(shape.value);
  const budget = budgetOf(options, start);
  const n = shape.value.size;
  const target = plan.mask !== null ? n * n - plan.mask.reduce((k, m) => k + m, 0) : removalTarget(n, plan.planLevel);
  let nodes = 0;
  let backtracks = 0;
  let work = 0;
  let climbMoves = 0;
  let best: { built: Built; rating: Rating; distance: number } | null = null;
  let failure = '';
  const stats = () => ({ nodes, backtracks, ms: performance.now() - start });
  const limitExceeded = (message: string): GenerateOutcome => ({ status: 'LIMIT_EXCEEDED', message, stats: stats() });
  // The clock is monotonic: if any check inside a phase saw the deadline pass, this one does too.
  const pastDeadline = (): GenerateOutcome | null =>
    performance.now() > budget.deadline
      ? limitExceeded(`generation gave up at the deadline (${options.deadlineMs ?? DEFAULT_DEADLINE_MS} ms) after ${nodes} search nodes`)
      : null;
  const analysisOptions = { maxNodes: options.maxNodes, deadlineMs: options.deadlineMs };
  // Attempt 0 is the puzzle the seed has always given; later attempts draw from the seed too, so
  // the answer replays. Only the node budget (deterministic) ends the attempts early.
  const workBudget = Math.min(analysisWork(plan.planLevel, n), options.maxWork ?? Infinity);
  const unbanked =
    technique !== undefined && practiceTechniques(shape.value).length > 0 && bankPuzzles(shape.value, technique).length === 0;
  let attempts = attemptsFor(plan, n, false, unbanked);
  let tried = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0 && (nodes >= budget.maxNodes || work >= workBudget)) break;
    tried++;
    const random = randomFromSeed(attempt === 0 ? key : `${key}|attempt ${attempt}`);
    search.begin({ maxNodes: budget.maxNodes - nodes, deadline: budget.deadline });
    const built =
      plan.mask !== null
        ? maskPuzzle(search, shape.value, random, plan.mask)
        : plan.symmetry === 'NONE' && !plan.minimal
          ? buildPuzzle(search, shape.value, random, target)
          : orbitPuzzle(search, shape.value, random, target, plan);
    nodes += search.nodes;
    backtracks += search.backtracks;
    const late = pastDeadline();
    if (late !== null) return late;
    if (typeof built === 'string') {
      failure = built;
      // A clue pattern or symmetry fails attempts as a matter of course; plain removal only when the budget is spent.
      if (search.budgetSpent() || (best === null && plan.mask === null && plan.symmetry === 'NONE' && !plan.minimal)) break;
      continue;
    }
    if (attempt === 0) attempts = attemptsFor(plan, n, built.fallback, unbanked);
    const remaining = {
      maxNodes: budget.maxNodes - nodes,
      deadline: budget.deadline,
      work: workBudget - work,
      moves: CLIMB_MOVES - climbMoves,
    };
    const refined = refine(search, built, random, plan, remaining, analysisOptions, attempt >= CLIMB_FROM_ANY_LEVEL);
    if (typeof refined !== 'string') {
      nodes += refined.nodes;
      work += refined.work;
      climbMoves += refined.moves;
    }
    const refinedLate = pastDeadline();
    if (refinedLate !== null) return refinedLate;
    if (typeof refined === 'string') {
      failure = refined;
      continue;
    }
    const board = { shape: shape.value, cells: refined.built.puzzle };
    // The contract's own check, whatever built the puzzle: the solver, counting to 2, finds one
    // solution, this one (a few nodes and well under a millisecond, even on 25×25).
    const check = solve(board, { limit: 2, maxNodes: options.maxNodes, deadlineMs: options.deadlineMs });
    if (check.status === 'LIMIT_EXCEEDED') return pastDeadline() ?? limitExceeded('the uniqueness check ran out of nodes');
    if (check.status !== 'SOLVED' || check.unique !== true || !sameCells(check.solution!, refined.built.solution)) {
      if (best !== null) break;
      return limitExceeded(`the puzzle failed its uniqueness check (${check.status})`);
    }
    const analysis = refined.analysis ?? analyzed(board, analysisOptions);
    const gradedLate = pastDeadline();
    if (gradedLate !== null) return gradedLate;
    // A puzzle checked unique has a level: null would be a bug, ended here as a failed analysis.
    if (analysis === null || analysis.level === null) break;
    const rating: Rating = ratingOf(analysis, analysis.level);
    const distance = gradeDistance(plan.wanted, analysis);
    if (best === null || distance < best.distance) best = { built: refined.built, rating, distance };
    if (distance === 0) break;
  }
  if (best === null && (!plan.strict || nodes >= budget.maxNodes)) {
    return limitExceeded(`generation gave up ${failure ? `(${failure}) ` : ''}after ${nodes} search nodes`);
  }
  if (best === null || (plan.strict && best.distance > 0)) {
    const nearest = best === null ? null : best.rating;
    const why =
      best === null ? (failure ? ` (last: ${failure})` : '') : `; nearest rated ${nearest!.level} ${nearest!.score} (${nearest!.hardest})`;
    const spent = tried < attempts ? ` (the work budget ended them; ${attempts} at most)` : '';
    return {
      status: 'GRADE_NOT_REACHED',
      message: `no puzzle met the request in ${tried} attempts${spent}${why}`,
      nearest,
      offer,
      stats: stats(),
    };
  }
  const { built, rating, distance } = best;
  return {
    status: 'GENERATED',
    puzzle: { shape: shape.value, cells: built.puzzle },
    solution: { shape: shape.value, cells: built.solution },
    seed,
    // The true level always; gradeMet says whether it is the one asked.
    difficulty: rating.level,
    gradeMet: distance === 0 && !capped,
    removed: built.removed,
    target,
    rating,
    stats: stats(),
  };
}

/** One puzzle for `random`: the grid, then removal (sparse or pattern where removal stalls); a string says why not. */
export function buildPuzzle(search: Search, shape: Shape, random: Random, target: number): Built | string {
  const cellCount = shape.size * shape.size;
  const floor = target - Math.floor(0.03 * cellCount);
  let best: Built | null = null;
  const order = new Int32Array(cellCount);
  for (let grid = 0; grid < MAX_GRIDS && best === null; grid++) {
    const solution = fillGrid(search, shape, random);
    if (solution === null) {
      if (search.exhausted) break;
      continue;
    }
    for (let i = 0; i < cellCount; i++) order[i] = i;
    shuffle(order, random);
    const puzzle = solution.slice();
    const removed = removeCells(search, puzzle, order, target, solution);
    best = { puzzle, solution, removed, fallback: removed < target };
    if (removed >= target || search.exhausted) break;
    const sparse = sparsePuzzle(search, solution, random, target, floor);
    if (sparse !== null) {
      const k = emptyCount(sparse);
      if (k > best.removed) best = { puzzle: sparse, solution, removed: k, fallback: true };
    }
  }
  if (best === null || best.removed < floor) {
    // Past the deadline too: the pattern needs no search, only the check (its own budget).
    if (search.budgetSpent()) return best === null ? 'filling a grid' : `at ${best.removed} of ${target} removed cells`;
    const p = patternPuzzle(geometryOf(shape), random, target);
    best = { puzzle: p.puzzle, solution: p.solution, removed: target, fallback: true };
  }
  return best;
}

/**
 * Empty cells of `puzzle` in `order` while it stays unique, up to `target` empty cells in all.
 * A check that needs more than CHECK_NODES nodes keeps its cell: past that point proofs get
 * expensive, and sparsePuzzle does better than paying for them. Returns the puzzle's empty count.
 */
function removeCells(search: Search, puzzle: Uint8Array, order: ArrayLike<number>, target: number, solution: Uint8Array): number {
  // The full grid's value first: a second solution, if any, is usually met at once.
  const mode = { preferred: solution };
  let removed = emptyCount(puzzle);
  for (let k = 0; k < order.length && removed < target; k++) {
    const cell = order[k];
    const v = puzzle[cell];
    if (v === 0) continue;
    puzzle[cell] = 0;
    if (!search.load(puzzle) || !search.restrict(0, cell, ~(1 << (v - 1)))) {
      removed++; // no solution with another value here: still unique
      continue;
    }
    const other = search.countWithin(0, 1, CHECK_NODES, mode);
    if (search.exhausted) {
      puzzle[cell] = v; // not known to stay unique: keep the cell
      if (search.budgetSpent()) return removed;
      search.exhausted = false;
      continue;
    }
    if (other === 0) removed++;
    else puzzle[cell] = v;
  }
  return removed;
}

/** The grade generate answers with a puzzle (its analysis and level, the puzzle checked unique). */
export function ratingOf(a: Analysis, level: Difficulty): Rating {
  return { level, score: a.score, hardest: a.hardest, levelTechnique: a.levelStep?.technique ?? null };
}

export function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A killer whose hardest step is `technique` (practice.ts KILLER_STEPS): EASY pure killers drawn
 * from the seed (`seed|practice T k`), each analysed in full up to the technique's level (it stops
 * past it), the first that meets the request answered; with `givens`, while a step heavier than
 * the technique remains, the first value placed from that step on is given and the killer analysed
 * again. Else refused with the offer. Replays: the killers and the analyses are bounded by counts.
 */
function practiseOnKillers(
  options: GenerateOptions,
  shape: Shape,
  plan: GeneratePlan,
  technique: TechniqueName,
  givens: boolean,
  seed: string,
  start: number,
): GenerateOutcome {
  const deadline = start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const n = shape.size;
  let nodes = 0;
  let backtracks = 0;
  const stats = () => ({ nodes, backtracks, ms: performance.now() - start });
  for (let k = 0; k < KILLER_TRIES; k++) {
    const left = deadline - performance.now();
    if (left <= 0) return { status: 'LIMIT_EXCEEDED', message: `practice gave up at the deadline after ${k} killers`, stats: stats() };
    const g = generate({
      ...shape,
      variants: ['KILLER'],
      // The step's own level: an EASY killer needs no 45 rule (its level hooks see to it), a MEDIUM one often does.
      difficulty: LEVELS[technique],
      seed: `${seed}|practice ${technique} ${k}`,
      deadlineMs: left,
      maxNodes: options.maxNodes,
    });
    if (g.status !== 'GENERATED') continue;
    nodes += g.stats.nodes;
    backtracks += g.stats.backtracks;
    const cells = g.puzzle.cells.slice();
    for (let added = 0; added <= (givens ? KILLER_GIVENS : 0); added++) {
      const o = analyzeBoard(
        { ...g.puzzle, cells },
        {
          maxWork: options.maxWork,
          maxNodes: options.maxNodes,
          stopAbove: LEVELS[technique],
          known: { solution: g.solution.cells, unique: true },
        },
      );
      if (o.status !== 'ANALYZED') break;
      const a = o.analysis;
      if (a.solvedByLogic && gradeMet(plan.wanted, a)) {
        const rating: Rating = { level: a.level!, score: a.score, hardest: a.hardest, levelTechnique: a.levelStep?.technique ?? null };
        const puzzle = { ...g.puzzle, cells };
        const removed = cells.reduce((m, v) => (v === 0 ? m + 1 : m), 0);
        return { ...g, puzzle, seed, difficulty: rating.level, gradeMet: true, removed, rating, stats: stats() };
      }
      // What logic left, or the steps past the technique's weight: the first value placed from the first such step on.
      const over = a.steps.findIndex((s) => stepWeight(s) > WEIGHTS[technique] + 1e-9);
      const p = over < 0 ? undefined : a.steps.slice(over).find((s) => s.placements.length > 0)?.placements[0];
      if (p === undefined) break;
      cells[p.row * n + p.col] = p.value;
    }
  }
  return {
    status: 'GRADE_NOT_REACHED',
    message: `no killer met the request in ${KILLER_TRIES} tries`,
    nearest: null,
    offer: practiceOffer(shape, technique),
    stats: stats(),
  };
}
