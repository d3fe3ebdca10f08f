// Hill-climb on the rating, after graded removal (refine.ts) left a puzzle below what
// was asked: random minimal 9×9 puzzles almost never need dynamic forcing chains (MASTER), and
// minimal 6×6 puzzles are mostly EASY or HARD, so removing more cannot reach those levels.
//
// A move changes the puzzle on the same solution grid: it empties one random given; while another
// solution exists (it differs from the grid at that cell, since the puzzle before the move had
// one solution), it puts back one random cell where that other solution differs, which rules it
// out; then it empties, in random order, every other given the puzzle can do without, so the
// puzzle stays minimal (minimal puzzles are the hard ones). The moved puzzle is analysed and kept
// when its score rises, or stays level and its logic work falls by at most a fifth (the work tells
// puzzles of one score apart and lets the climb cross plateaus); never when it rates past the
// request. The climb ends when the request is met, after MAX_MOVES moves, STALL_MOVES moves after
// the score last rose, or when the analysis work it was given is spent.
//
// Cheaper analyses where they are exact: for MASTER and EXPERT a move is first analysed with the
// techniques up to EXPERT. Every MASTER technique is tried after every EXPERT one (logic/ladder.ts),
// so a run that solves the puzzle that way is the full analysis; one that gets stuck is above
// EXPERT, which is all a MASTER request needs to know before the one full analysis that rates it.
// Below EXPERT the analysis stops as soon as the move is known to rate past the level
// (logic/solver.ts stopAbove): one that solves the puzzle is the full analysis, one that does not
// is dropped.
//
// Every choice is drawn from the seed's random stream, every bound counts moves, nodes or work:
// the climb replays. The deadline only aborts it (generate.ts then answers LIMIT_EXCEEDED).
import { analyze, type Analysis } from '../logic/analyze.js';
import { gradeMet, gradeTooHard, stopLevel, type GradeWanted } from '../logic/grade-target.js';
import { shuffle, type Random } from '../rng.js';
import type { Search } from '../search/search.js';
import { difficultyRank, type Difficulty, type SolveOptions } from '../types.js';
import type { GeneratePlan } from './options.js';

/**
 * No climb on 4×4: every 4×4 puzzle falls to singles, so a climb cannot rise, and its minimal
 * puzzles of one grid are few (climbing made two seeds' MEDIUM answers images of each other).
 */
export const MIN_CLIMB_SIZE = 6;
/** The largest board the climb runs on (refine.ts says why). */
export const MAX_CLIMB_SIZE = 12;
/** The smallest board a MASTER request climbs on: below 8×8 no climb reached MASTER (refine.ts). */
const MIN_MASTER_CLIMB_SIZE = 8;
/** The largest board a MASTER request climbs on (refine.ts). */
const MAX_MASTER_CLIMB_SIZE = 16;
/** Does a MASTER request climb on an N×N board (and get generate.ts's MASTER_WORK)? */
export const masterClimbs = (n: number): boolean => n >= MIN_MASTER_CLIMB_SIZE && n <= MAX_MASTER_CLIMB_SIZE;

/**
 * Do a request's puzzles climb on an N×N board at all (refine.ts says why these bounds)? Not under a
 * clue symmetry or pattern, nor for minimal puzzles (a move keeps none of them); 6×6 to 12×12, and a
 * MASTER request 8×8 to 16×16.
 */
export function climbsOn(plan: GeneratePlan, n: number): boolean {
  if (plan.symmetry !== 'NONE' || plan.mask !== null || plan.minimal || n < MIN_CLIMB_SIZE) return false;
  return plan.wanted.level === 'MASTER' ? masterClimbs(n) : n <= MAX_CLIMB_SIZE;
}

/**
 * Does a puzzle rated `analysis` start a climb: a level request's from the level just below the one
 * asked, or from any level once the caller says so (`anyLevel`); a request of no level always.
 */
export function climbsFrom(plan: GeneratePlan, analysis: Analysis, anyLevel: boolean): boolean {
  const level = plan.wanted.level;
  return level === undefined || anyLevel || (analysis.level !== null && difficultyRank(analysis.level) === difficultyRank(level) - 1);
}
/** Moves of one climb at most (9×9 MASTER: 19 climbs in 20 met it within 400, bench/RESULTS.md). */
export const MAX_MOVES = 400;
/** Node cap of one uniqueness check in a move; past it the move is dropped (or the given kept). */
export const CLIMB_CHECK_NODES = 2_000;
/** Cells put back per move at most to make the puzzle unique again; past that the move is dropped. */
const MAX_PUT_BACK = 5;
/** Moves without a rise of the score after which the climb gives up (a fresh grid does better). */
export const STALL_MOVES = 120;
/** A level move may cost this share of the current puzzle's work less (see the header). */
const WORK_SLACK = 0.8;

export interface ClimbStart {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly analysis: Analysis;
}

export interface Climbed {
  readonly puzzle: Uint8Array;
  /** The full analysis of `puzzle`. */
  readonly analysis: Analysis;
  readonly met: boolean;
  /** Search nodes of the uniqueness checks (the analyses' solves have their own budgets). */
  readonly nodes: number;
  /** Logic work of the analyses (Analysis.work, summed). */
  readonly work: number;
  /** Moves made. */
  readonly moves: number;
}

export interface ClimbBudget {
  readonly maxNodes: number;
  readonly deadline: number;
  /** Logic work the analyses may spend. */
  readonly work: number;
  /** Moves the climb may make (MAX_MOVES at most). */
  readonly moves: number;
}

/** The level the cheap analysis stops at for `wanted`, or undefined: the full analysis. */
function capFor(wanted: GradeWanted): Difficulty | undefined {
  const exactOnly = wanted.minScore === undefined && wanted.maxScore === undefined && wanted.technique === undefined;
  return exactOnly && (wanted.level === 'MASTER' || wanted.level === 'EXPERT') ? 'EXPERT' : undefined;
}

/**
 * What a climb asks of the generation: uniqueness checks on its search (classic or with rules) and
 * analyses of the puzzles it moves to. The classic one is `classicClimbModel`; a generation with
 * rules brings its own (generate/variants/), so both climb the same way.
 */
export interface ClimbModel {
  readonly cellCount: number;
  /**
   * Another solution of `cells` with `cell` ≠ `value`, found with the start's solution preferred
   * (the buffer may be the search's): null when there is none, undefined past the check's node cap.
   */
  otherSolution(cells: Uint8Array, cell: number, value: number): Uint8Array | null | undefined;
  /** The generation's nodes (or its deadline) are spent. */
  spent(): boolean;
  /** The analysis of `cells` (analyze's maxLevel and stopAbove), null when it failed. */
  analyse(cells: Uint8Array, maxLevel: Difficulty | undefined, stopAbove: Difficulty | undefined): Analysis | null;
  /** Search nodes the checks spent so far. */
  nodes(): number;
}

/** The climb's model on the classic search: the analyses run a solve on it, so it is begun again after each. */
export function classicClimbModel(search: Search, solution: Uint8Array, budget: ClimbBudget, options: SolveOptions): ClimbModel {
  const n = search.geometry.size;
  const shape = { size: n, boxRows: search.geometry.boxRows, boxCols: search.geometry.boxCols };
  let nodes = 0;
  const restart = () => search.begin({ maxNodes: Math.max(0, budget.maxNodes - nodes), deadline: budget.deadline });
  restart();
  return {
    cellCount: n * n,
    otherSolution(cells, cell, value) {
      if (!search.load(cells) || !search.restrict(0, cell, ~(1 << (value - 1)))) return null;
      const k = search.countWithin(0, 1, CLIMB_CHECK_NODES, { preferred: solution });
      if (search.exhausted) {
        if (!search.budgetSpent()) search.exhausted = false;
        return undefined;
      }
      return k === 0 ? null : search.solution;
    },
    spent: () => search.budgetSpent(),
    analyse(cells, maxLevel, stopAbove) {
      nodes += search.nodes;
      const o = analyze({ shape, cells }, { ...options, maxLevel, stopAbove });
      restart();
      return o.status === 'ANALYZED' ? o.analysis : null;
    },
    nodes: () => nodes + search.nodes,
  };
}

export function climb(model: ClimbModel, start: ClimbStart, random: Random, wanted: GradeWanted, budget: ClimbBudget): Climbed {
  const cellCount = model.cellCount;
  const solution = start.solution;
  const cap = capFor(wanted);
  // Below EXPERT a move past the level is only dropped: its analysis stops there (refine.ts).
  const stopAbove = cap === undefined ? stopLevel(wanted) : undefined;
  let work = 0;
  /** The analysis of `cells` (the cheap one where it is exact), or null when the analysis failed. */
  const analysed = (cells: Uint8Array, maxLevel: Difficulty | undefined): Analysis | null => {
    const a = model.analyse(cells, maxLevel, stopAbove);
    if (a !== null) work += a.work;
    return a;
  };
  const otherSolution = (cells: Uint8Array, cell: number, value: number) => model.otherSolution(cells, cell, value);

  let puzzle = start.puzzle.slice();
  let analysis = start.analysis;
  let score = analysis.score;
  let moveWork = analysis.work;
  const givens: number[] = [];
  const differ: number[] = [];
  const added = new Uint8Array(cellCount);
  let lastRise = 0;
  let move = 0;
  const moves = Math.min(MAX_MOVES, budget.moves);
  for (; move < moves && move - lastRise < STALL_MOVES && work < budget.work; move++) {
    if (model.spent()) break;
    const trial = puzzle.slice();
    givens.length = 0;
    for (let i = 0; i < cellCount; i++) if (trial[i] !== 0) givens.push(i);
    const out = givens[Math.floor(random() * givens.length)];
    const value = trial[out];
    trial[out] = 0;
    added.fill(0);
    let unique = false;
    for (let k = 0; k <= MAX_PUT_BACK; k++) {
      const other = otherSolution(trial, out, value);
      if (other === undefined) break;
      if (other === null) {
        unique = true;
        break;
      }
      if (k === MAX_PUT_BACK) break;
      differ.length = 0;
      for (let i = 0; i < cellCount; i++) if (i !== out && other[i] !== solution[i]) differ.push(i);
      const back = differ[Math.floor(random() * differ.length)];
      trial[back] = solution[back];
      added[back] = 1;
    }
    if (!unique) continue;
    // The puzzle minimal again: the givens the move did not put back, in random order.
    givens.length = 0;
    for (let i = 0; i < cellCount; i++) if (trial[i] !== 0 && added[i] === 0) givens.push(i);
    shuffle(givens, random);
    for (const c of givens) {
      const v = trial[c];
      trial[c] = 0;
      if (otherSolution(trial, c, v) !== null) trial[c] = v;
    }
    if (model.spent()) break;
    let next = analysed(trial, cap);
    if (next === null) break;
    if (cap !== undefined && next.end !== 'SOLVED') {
      // Above EXPERT: only a MASTER request wants it, rated by the full analysis.
      if (wanted.level !== 'MASTER') continue;
      next = analysed(trial, undefined);
      if (next === null) break;
      if (gradeMet(wanted, next)) return { puzzle: trial, analysis: next, met: true, nodes: model.nodes(), work, moves: move + 1 };
      continue;
    }
    if (gradeTooHard(wanted, next)) continue;
    if (gradeMet(wanted, next)) {
      // The cheap analysis of a solved puzzle is the full one (see the header).
      return { puzzle: trial, analysis: next, met: true, nodes: model.nodes(), work, moves: move + 1 };
    }
    if (next.score > score || (next.score === score && next.work >= WORK_SLACK * moveWork)) {
      if (next.score > score) lastRise = move;
      puzzle = trial;
      analysis = next;
      score = next.score;
      moveWork = next.work;
    }
  }
  return { puzzle, analysis, met: false, nodes: model.nodes(), work, moves: move };
}
