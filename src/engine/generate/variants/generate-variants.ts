// generate(options) for a request with `variants` (generate.ts hands it here once the options are
// planned): a seeded puzzle with exactly one solution under its rules, which `puzzle.rules` carry.
//
// An attempt, drawn from the seed:
// 1. The grid rules: the fixed ones (plan.ts), a jigsaw layout and extra regions grown from the seed
//    (layout.ts); a random full grid under them (the variant search, random value order). A layout
//    no grid fits (the search refutes it, or cannot fill it within its node caps) is drawn again; a
//    fixed rule set no grid fits is refused (BAD_OPTION 'variants', the search's proof).
// 2. KILLER: cages over the grid, repaired until unique, merged while unique (killer.ts): no givens.
//    Clue marks: drawn from the grid (clues.ts), then the digger. Grid rules alone: the digger.
// 3. The level (rating.ts): the puzzle is rated; below the request, graded removal (or merging) goes
//    on, then, still below it, the classic rating climb (climb.ts: givens changed on the same grid,
//    its uniqueness checks asked of the search with the rules), on the sizes and levels where classic
//    puzzles climb; past it, the attempt is the nearest so far. Attempts run until one meets the request or
//    their count runs out; the nearest is answered with its rating (gradeMet false; one past the level
//    carries the analysis that stopped there, rating.ts), or a strict request is refused
//    (GRADE_NOT_REACHED), as for classic puzzles.
// 4. The contract's own check: solve() counting to 2 finds this one solution.
//
// Reproducibility as classic: every choice is bounded by node counts, work counts and attempt counts,
// never by the clock; the deadline only aborts (LIMIT_EXCEEDED).
import { budgetOf, DEFAULT_DEADLINE_MS } from '../../budget.js';
import type { Analysis } from '../../logic/analyze.js';
import { gradeDistance } from '../../logic/grade-target.js';
import type { Rule } from '../../rules/types.js';
import { randomFromSeed, shuffle, type Random } from '../../rng.js';
import { solve } from '../../solve.js';
import {
  DIFFICULTIES,
  type Board,
  type Difficulty,
  type GenerateOptions,
  type GenerateOutcome,
  type Rating,
  type Shape,
} from '../../types.js';
import { GeneratorSearch, LAYOUT_FILL_RESTARTS } from '../../variants/generator.js';
import { CLIMB_CHECK_NODES, climb, climbsFrom, climbsOn, type ClimbModel } from '../climb.js';
import type { GeneratePlan } from '../options.js';
import { orbitsOf } from '../symmetry.js';
import { drawMarks } from './clues.js';
import { dig, gradedDig, gradedFill, type DigState } from './dig.js';
import { gradedMerge, killerSizes, mergeCages, splitCages, uniqueKiller, type Killer, type KillerState } from './killer.js';
import { extraRegionCount, extraRegions, jigsawLayout } from './layout.js';
import type { VariantRecipe } from './plan.js';
import { climbRating, judgeVariant, placedBefore, rateVariant, verdictOf, type RatingBudget, type Verdict } from './rating.js';

/** Attempts on 9×9 (scaled by 81/N², at least MIN_ATTEMPTS): a killer attempt costs far more. */
const ATTEMPTS = 3;
const KILLER_ATTEMPTS = 4;
const MIN_ATTEMPTS = 1;
/**
 * Search nodes of one generation's rating climbs, per cell: a move's checks take a few hundred
 * nodes on X, jigsaw or thermo boards (9×9 MASTER climbs met within 150–2,500 nodes), but 8,000–15,000
 * on non-consecutive ones, whose climbs would otherwise run the generation to its deadline.
 */
const CLIMB_NODES_PER_CELL = 250;
/**
 * Layouts drawn per attempt before it gives up (a layout no grid fits is drawn again). Most refutations
 * take a few nodes, and some sets need many draws: on 6×6, X + JIGSAW fits about one layout in 30.
 */
const LAYOUT_DRAWS = 256;

/**
 * Removal targets of clue-mark puzzles, by level: marks carry much of what givens would, so the
 * digger starts further than the classic targets (generate.ts REMOVAL_FRACTION, used for the grid
 * rules alone). 1: as far as uniqueness allows.
 */
export const MARK_REMOVAL_FRACTION: Readonly<Record<Difficulty, number>> = { EASY: 0.5, MEDIUM: 0.65, HARD: 0.8, EXPERT: 1, MASTER: 1 };

interface Built {
  readonly rules: Rule[];
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly target: number;
  readonly analysis: Analysis | null;
}

/** Why an attempt gave no puzzle; `proof`: no grid fits the fixed rules at all (a refusal). */
interface Failure {
  readonly why: string;
  readonly proof?: boolean;
}

/**
 * What the classic generator decides and a variant generation shares (generate.ts hands it over, so
 * that each stays in one place): the removal targets of the grid rules and the logic work budget.
 */
export interface ClassicTerms {
  readonly removalTarget: (n: number, level: Difficulty) => number;
  readonly analysisWork: number;
  /** The logic work of a MASTER request where the rating climb runs (climb.ts masterClimbs). */
  readonly masterWork: number;
  /** Moves of the rating climbs of one generation, over all attempts. */
  readonly climbMoves: number;
}

interface Context {
  readonly gen: GeneratorSearch;
  readonly classic: ClassicTerms;
  readonly shape: Shape;
  readonly recipe: VariantRecipe;
  readonly plan: GeneratePlan;
  readonly rating: RatingBudget;
  /** Climb moves left to the generation's attempts. */
  climbMoves: number;
  /** Search nodes left to the generation's climbs (CLIMB_NODES_PER_CELL). */
  climbNodes: number;
  /** The attempt running is the last: a climb may start from any level below the request. */
  lastAttempt: boolean;
}

/** A rating and where it stands against the request. */
type Graded = { analysis: Analysis; verdict: Verdict };

/** A trial rating (rating.ts: the board as given), which steers the digging and the merging. */
function grade(ctx: Context, board: Board, solution: Uint8Array): Graded | null {
  const analysis = rateVariant(board, solution, ctx.plan.wanted, ctx.rating, true);
  return analysis === null ? null : { analysis, verdict: verdictOf(ctx.plan.wanted, analysis) };
}

/** The grid rules (fixed, layout) and a full grid under them. */
function gridOf(ctx: Context, random: Random): { base: Rule[]; grid: Uint8Array; regionOf: Int32Array } | Failure {
  const { shape, recipe, gen } = ctx;
  const n = shape.size;
  const layout = recipe.jigsaw || recipe.extraRegions;
  for (let draw = 0; draw < (layout ? LAYOUT_DRAWS : 1); draw++) {
    const base: Rule[] = [];
    const regionOf = new Int32Array(n * n);
    for (let i = 0; i < n * n; i++) {
      regionOf[i] = Math.floor(Math.floor(i / n) / shape.boxRows) * (n / shape.boxCols) + Math.floor((i % n) / shape.boxCols);
    }
    if (recipe.jigsaw) {
      const regions = jigsawLayout(shape, random);
      if (regions === null) continue;
      base.push({ kind: 'JIGSAW', regions });
      regionOf.set(regions);
    }
    base.push(...recipe.fixed);
    if (recipe.extraRegions) {
      const extra = extraRegions(shape, random, extraRegionCount(n), recipe.jigsaw ? Array.from(regionOf) : undefined);
      if (extra === null) continue;
      for (const cells of extra) base.push({ kind: 'EXTRA_REGION', cells });
    }
    const found = gen.searchOf(base);
    if ('code' in found) return { why: `the grid rules were refused: ${found.message}` };
    const grid = gen.randomGrid(found.space, found.search, random, layout ? LAYOUT_FILL_RESTARTS : undefined);
    if (grid === 'NONE' && !layout) return { why: `no ${n}×${n} grid keeps ${ctx.recipe.variants.join(' + ')}`, proof: true };
    if (typeof grid !== 'string') return { base, grid, regionOf };
    if (gen.spent()) return { why: 'the node budget ran out filling a grid' };
  }
  return { why: `no grid fitted ${LAYOUT_DRAWS} layouts drawn` };
}

/** Orbits of the plan's symmetry in random order (single cells without one). */
function shuffledOrbits(ctx: Context, random: Random): number[][] {
  const orbits = orbitsOf(ctx.plan.symmetry, ctx.shape.size);
  const order = orbits.map((_, k) => k);
  shuffle(order, random);
  return order.map((k) => orbits[k]);
}

function killerPuzzle(ctx: Context, random: Random, base: Rule[], grid: Uint8Array): Built | Failure {
  const n = ctx.shape.size;
  const level = ctx.plan.planLevel;
  const s: KillerState = { gen: ctx.gen, base, solution: grid, n, random };
  const first = uniqueKiller(s, level);
  if (typeof first === 'string') return { why: first };
  const cap = killerSizes(level, n).merged;
  let killer = mergeCages(s, first, cap);
  const empty = new Uint8Array(n * n);
  const rated = (rules: Rule[]) => grade(ctx, { shape: ctx.shape, cells: empty, rules }, grid);
  let g = rated(killer.rules);
  /** Merges from `from` up to `upTo` cells a cage, each merge rated and kept within the request; stops once met. */
  const mergeWithin = (from: Killer, rating: Graded, upTo: number): [Killer, Graded] => {
    let last = rating;
    const merged = mergeCages(
      s,
      from,
      upTo,
      gradedMerge((k) => {
        const r = rated(k.rules);
        if (r !== null && r.verdict !== 'ABOVE') last = r;
        return r;
      }),
    );
    return [merged, last];
  };
  if (g !== null && g.verdict === 'ABOVE') {
    // Merged to the cap it is past the request (big cages hide their combinations): merge again from
    // the partition, keeping only the merges that stay within the request. A partition itself past
    // the request is drawn again with the sizes of the level below, then (EASY, or still past it)
    // its cages are split until the level is met.
    let from = first;
    let g0 = rated(first.rules);
    const lower = DIFFICULTIES[DIFFICULTIES.indexOf(level) - 1];
    if (g0 !== null && g0.verdict === 'ABOVE' && lower !== undefined) {
      const again = uniqueKiller(s, lower);
      if (typeof again !== 'string') {
        const g1 = rated(again.rules);
        if (g1 !== null) [from, g0] = [again, g1];
      }
    }
    if (g0 !== null) {
      if (g0.verdict !== 'ABOVE') [killer, g] = mergeWithin(from, g0, cap);
      else {
        // The rating of each candidate judged, so the one kept answers with its own.
        const ratings = new Map<Killer, Graded>();
        killer = splitCages(s, from, placedBefore(g0.analysis, level), (k) => {
          const r = rated(k.rules);
          if (r === null) return null;
          ratings.set(k, r);
          return r.verdict === 'ABOVE' ? placedBefore(r.analysis, level) : 'MET';
        });
        g = ratings.get(killer) ?? g0;
      }
    }
  }
  // The level hook: below the request, merging goes on past the level's cap while the rating stays within it.
  if (g !== null && g.verdict === 'BELOW') [killer, g] = mergeWithin(killer, g, Math.max(2, n - 1));
  return { rules: killer.rules, puzzle: empty, solution: grid, target: n * n, analysis: g?.analysis ?? null };
}

function dugPuzzle(ctx: Context, random: Random, rules: Rule[], grid: Uint8Array): Built | Failure {
  const { gen, shape, plan } = ctx;
  const n = shape.size;
  const found = gen.searchOf(rules);
  if ('code' in found) return { why: `the drawn rules were refused: ${found.message}` };
  const marks = ctx.recipe.marks.length > 0;
  const target = plan.minimal
    ? n * n
    : marks
      ? Math.round(MARK_REMOVAL_FRACTION[plan.planLevel] * n * n)
      : ctx.classic.removalTarget(n, plan.planLevel);
  const s: DigState = { gen, search: found.search, puzzle: grid.slice(), solution: grid };
  const dug = dig(s, shuffledOrbits(ctx, random), target, plan.minimal);
  if (dug === null) return { why: 'a uniqueness proof past its node cap' };
  if (plan.minimal && plan.symmetry !== 'NONE') {
    // Under a symmetry a given whose orbit must stay may still be removable alone: not minimal.
    for (let c = 0; c < n * n; c++) {
      if (s.puzzle[c] === 0) continue;
      const check = gen.uniqueWithout(s.search, s.puzzle, [c], grid, 50_000);
      if (check !== 'NOT_UNIQUE') return { why: 'not minimal under the symmetry (a given is removable alone)' };
    }
  }
  const board = (): Board => ({ shape, cells: s.puzzle, rules });
  let g = grade(ctx, board(), grid);
  if (g !== null && g.verdict === 'BELOW' && !plan.minimal) {
    const stride = n <= 12 ? 1 : Math.ceil((n * n) / 81);
    g = gradedDig(s, dug.kept, g.analysis, g.verdict, () => grade(ctx, board(), grid), stride);
  } else if (g !== null && g.verdict === 'ABOVE' && !plan.minimal) {
    // Past the request at the removal target: givens come back, the orbits emptied in random order.
    const emptied = shuffledOrbits(ctx, random).filter((o) => s.puzzle[o[0]] === 0);
    g = gradedFill(s, emptied, g.analysis, g.verdict, () => grade(ctx, board(), grid));
  }
  if (g !== null && g.verdict === 'BELOW' && climbs(ctx, g.analysis)) g = climbed(ctx, s, rules, g.analysis, random);
  return { rules, puzzle: s.puzzle, solution: grid, target, analysis: g?.analysis ?? null };
}

/**
 * Do this request's puzzles climb (climb.ts climbsOn, as classic ones do), with a level asked and not
 * for killers (no givens to move)?
 */
function climbable(recipe: VariantRecipe, plan: GeneratePlan, shape: Shape): boolean {
  return !recipe.killer && plan.wanted.level !== undefined && climbsOn(plan, shape.size);
}

/**
 * Does a puzzle still below the request climb: a request that climbs, from the level just below the
 * one asked (from any on the last attempt), while the generation's climb moves, nodes and work last.
 */
function climbs(ctx: Context, analysis: Analysis): boolean {
  if (!climbable(ctx.recipe, ctx.plan, ctx.shape)) return false;
  if (ctx.climbMoves <= 0 || ctx.climbNodes <= 0 || ctx.rating.work <= 0) return false;
  return climbsFrom(ctx.plan, analysis, ctx.lastAttempt);
}

/**
 * The rating climb on the dug puzzle (its givens changed on the same grid, the search with rules
 * answering the climb's checks); charges its moves and work. The climb's analysis of the puzzle it
 * ends on, with its verdict.
 */
function climbed(ctx: Context, s: DigState, rules: Rule[], analysis: Analysis, random: Random): Graded {
  const { gen, shape, rating } = ctx;
  const n = shape.size;
  const startNodes = gen.nodes;
  const model: ClimbModel = {
    cellCount: n * n,
    otherSolution(cells, cell, value) {
      // The climbs' node share spent: as a check past its cap (the move is dropped, the given kept).
      if (gen.nodes - startNodes >= ctx.climbNodes) return undefined;
      const other = gen.otherAt(s.search, cells, cell, value, s.solution, CLIMB_CHECK_NODES);
      return other === 'UNKNOWN' ? undefined : other;
    },
    spent: () => gen.spent() || gen.nodes - startNodes >= ctx.climbNodes,
    // The moves' ratings steer, as the digging's do: trial ratings (rating.ts), charged to the generation.
    analyse: (cells, maxLevel, stopAbove) => climbRating({ shape, cells, rules }, s.solution, rating, maxLevel, stopAbove),
    nodes: () => gen.nodes - startNodes,
  };
  const budget = { maxNodes: gen.budget.maxNodes - gen.nodes, deadline: gen.budget.deadline, work: rating.work, moves: ctx.climbMoves };
  const c = climb(model, { puzzle: s.puzzle, solution: s.solution, analysis }, random, ctx.plan.wanted, budget);
  ctx.climbMoves -= c.moves;
  ctx.climbNodes -= c.nodes;
  s.puzzle.set(c.puzzle);
  return { analysis: c.analysis, verdict: verdictOf(ctx.plan.wanted, c.analysis) };
}

function attempt(ctx: Context, random: Random): Built | Failure {
  const made = gridOf(ctx, random);
  if ('why' in made) return made;
  const { base, grid, regionOf } = made;
  if (ctx.recipe.killer) return killerPuzzle(ctx, random, base, grid);
  const rules = [...base, ...drawMarks(ctx.recipe.marks, grid, ctx.shape.size, regionOf, random)];
  return dugPuzzle(ctx, random, rules, grid);
}

/** A MASTER request whose puzzles climb gets the classic MASTER budget (generate.ts MASTER_WORK). */
function masterClimbing(recipe: VariantRecipe, plan: GeneratePlan, shape: Shape): boolean {
  return plan.wanted.level === 'MASTER' && climbable(recipe, plan, shape);
}

function attemptsFor(recipe: VariantRecipe, n: number): number {
  const base = recipe.killer ? KILLER_ATTEMPTS : ATTEMPTS;
  return Math.max(MIN_ATTEMPTS, Math.round((base * 81) / Math.max(81, n * n)));
}

export function generateVariants(
  options: GenerateOptions,
  shape: Shape,
  plan: GeneratePlan,
  recipe: VariantRecipe,
  seed: string,
  key: string,
  start: number,
  classic: ClassicTerms,
): GenerateOutcome {
  const budget = budgetOf(options, start);
  const gen = new GeneratorSearch(shape, budget);
  const generationWork = Math.min(
    masterClimbing(recipe, plan, shape) ? classic.masterWork : classic.analysisWork,
    options.maxWork ?? Infinity,
  );
  const rating: RatingBudget = { maxNodes: options.maxNodes, deadlineMs: options.deadlineMs, work: generationWork };
  const ctx: Context = {
    gen,
    classic,
    shape,
    recipe,
    plan,
    rating,
    climbMoves: classic.climbMoves,
    climbNodes: CLIMB_NODES_PER_CELL * shape.size * shape.size,
    lastAttempt: false,
  };
  const stats = () => ({ nodes: gen.nodes, backtracks: gen.backtracks, ms: performance.now() - start });
  const limitExceeded = (message: string): GenerateOutcome => ({ status: 'LIMIT_EXCEEDED', message, stats: stats() });
  const pastDeadline = (): GenerateOutcome | null =>
    performance.now() > budget.deadline
      ? limitExceeded(
          `generation gave up at the deadline (${options.deadlineMs ?? DEFAULT_DEADLINE_MS} ms) after ${gen.nodes} search nodes`,
        )
      : null;
  const attempts = attemptsFor(recipe, shape.size);
  let best: { built: Built; analysis: Analysis; rating: Rating; distance: number } | null = null;
  let failure = '';
  let tried = 0;
  for (let k = 0; k < attempts; k++) {
    if (k > 0 && (gen.spent() || rating.work <= 0)) break;
    tried++;
    ctx.lastAttempt = k === attempts - 1;
    const random = randomFromSeed(k === 0 ? key : `${key}|attempt ${k}`);
    const built = attempt(ctx, random);
    const late = pastDeadline();
    if (late !== null) return late;
    if ('why' in built) {
      if (built.proof) return { status: 'BAD_OPTION', field: 'variants', message: built.why };
      failure = built.why;
      if (gen.spent()) break;
      continue;
    }
    const board: Board = { shape, cells: built.puzzle, rules: built.rules };
    // The contract's own check, whatever built the puzzle: the solver, counting to 2, finds one
    // solution, this one.
    const check = solve(board, { limit: 2, maxNodes: options.maxNodes, deadlineMs: options.deadlineMs });
    if (check.status === 'LIMIT_EXCEEDED') return pastDeadline() ?? limitExceeded('the uniqueness check ran out of nodes');
    if (check.status !== 'SOLVED' || check.unique !== true || !sameGrid(check.solution!, built.solution)) {
      return limitExceeded(`the puzzle failed its uniqueness check (${check.status})`);
    }
    if (built.analysis === null) break;
    // The trial ratings steered the attempt; it is judged by analyze's own rating (rating.ts), within
    // the logic work left, or a generation's where the steering spent it all.
    const analysis = judgeVariant(
      board,
      built.solution,
      plan.wanted,
      rating.work > 0 ? rating : { ...rating, work: generationWork },
      built.analysis,
    );
    if (analysis === null) break;
    const r = ratingOf(analysis);
    const distance = gradeDistance(plan.wanted, analysis);
    if (best === null || distance < best.distance) best = { built, analysis, rating: r, distance };
    if (distance === 0) break;
  }
  if (best !== null && best.distance > 0 && verdictOf(plan.wanted, best.analysis) === 'ABOVE') {
    // The nearest is past the request, its analysis stopped there (it reads MASTER by TRIAL): the
    // answer carries its true level, from one full analysis (a request of any level: no stop) within
    // a fresh budget of the logic work a generation has (the generation's own may be spent).
    const { built } = best;
    const full = rateVariant(
      { shape, cells: built.puzzle, rules: built.rules },
      built.solution,
      {},
      {
        maxNodes: options.maxNodes,
        deadlineMs: Math.max(1, budget.deadline - performance.now()),
        work: generationWork,
      },
    );
    if (full !== null) best = { ...best, rating: ratingOf(full) };
  }
  if (best === null && (!plan.strict || gen.nodes >= budget.maxNodes)) {
    return limitExceeded(`generation gave up ${failure ? `(${failure}) ` : ''}after ${gen.nodes} search nodes`);
  }
  if (best === null || (plan.strict && best.distance > 0)) {
    const nearest = best === null ? null : best.rating;
    const why =
      best === null ? (failure ? ` (last: ${failure})` : '') : `; nearest rated ${nearest!.level} ${nearest!.score} (${nearest!.hardest})`;
    return {
      status: 'GRADE_NOT_REACHED',
      message: `no puzzle met the request in ${tried} attempts${why}`,
      nearest,
      offer: null,
      stats: stats(),
    };
  }
  const { built, rating: r, distance } = best;
  const cellCount = shape.size * shape.size;
  const givens = built.puzzle.reduce((k, v) => k + (v !== 0 ? 1 : 0), 0);
  return {
    status: 'GENERATED',
    puzzle: { shape, cells: built.puzzle, rules: built.rules },
    solution: { shape, cells: built.solution, rules: built.rules },
    seed,
    difficulty: r.level,
    gradeMet: distance === 0,
    removed: cellCount - givens,
    target: built.target,
    rating: r,
    stats: stats(),
  };
}

/** An analysis as the answer's rating: the puzzle is unique, so the players' level is there (SE's path's level otherwise). */
function ratingOf(analysis: Analysis): Rating {
  return {
    level: analysis.level ?? analysis.pathLevel,
    score: analysis.score,
    hardest: analysis.hardest,
    levelTechnique: analysis.levelStep?.technique ?? null,
  };
}

function sameGrid(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
