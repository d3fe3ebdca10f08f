// analyze(board) grades a board by the techniques a person needs; nextStep(board, notes) gives the
// simplest next step, from the player's notes when given. Both check the board with the engine's
// search first, so a step is never offered on a board without a solution, and the search's
// solution finishes what logic cannot (TRIAL).
import { popcount } from '../bits.js';
import { canonicalizeForGrading, type CanonOutcome } from '../canon.js';
import { geometryOf } from '../geometry.js';
import { frameOf, inFrame, ruleFrameOf, stepIn, type Frame } from './frame.js';
import { variantForm, type FormOutcome } from '../rules/canon.js';
import { canonicalImage } from '../rules/transform.js';
import { solve } from '../solve.js';
import type { Board, Conflict, Difficulty, SolveOptions } from '../types.js';
import { cellName, valueName } from './describe.js';
import { grade, levelGrade } from './grading.js';
import { cv, geometryFor, gridOf, type MutableGrid } from './grid.js';
import { playersLadderFor } from './ladder.js';
import { contextOf, firstStep, runLogic, type LogicEnd, type LogicRun } from './solver.js';
import type { CellValue, Step, TechniqueName } from './types.js';

export interface TechniqueCount {
  readonly technique: TechniqueName;
  readonly count: number;
}

/**
 * Two measures of one puzzle (docs/logic.md, "Two measures"). The level is the players': the
 * hardest family a solver needs when the simpler families are always tried first (the players'
 * path, PLAYERS_LADDER). The score is Sudoku Explainer's ER: the rating of the hardest step on SE's
 * simplest-first path (LADDER), whose weights cross the families. The level never exceeds the
 * level of SE's path (`pathLevel`), and both run to the same solution.
 */
export interface Analysis {
  /** The players' level; null when the board has several solutions (a level grades a puzzle, which has one). */
  readonly level: Difficulty | null;
  /**
   * The step that sets the level: of the players' path's steps of that level, the one SE rates
   * highest (first among equals); null for a full board or several solutions.
   */
  readonly levelStep: Step | null;
  /** The players' path: every step, simplest family first (TRIAL last when logic gets stuck); empty with several solutions. */
  readonly levelSteps: readonly Step[];
  /** Weight of the hardest step of SE's path (Sudoku Explainer's ER); 0 for a full board. */
  readonly score: number;
  /** The hardest step's technique on SE's path; null for a full board. */
  readonly hardest: TechniqueName | null;
  /** The hardest level among SE's path's steps (what `level` was before the players' path). */
  readonly pathLevel: Difficulty;
  /** True when logic alone reached the solution (no TRIAL step). */
  readonly solvedByLogic: boolean;
  /** SE's path: every step; when logic gets stuck the last is TRIAL, placing the rest of the solution. */
  readonly steps: readonly Step[];
  /** How often each technique was used, in order of first use. */
  readonly counts: readonly TechniqueCount[];
  /** Why logic stopped: SOLVED, STUCK (no technique applies) or BUDGET (work budget spent). */
  readonly end: LogicEnd;
  /** True when the board has exactly one solution. */
  readonly unique: boolean;
  /** Logic work of the analysis, both paths (about one unit per cell visit). */
  readonly work: number;
}

export interface AnalyzeOptions extends SolveOptions {
  /** Logic work budget (about one unit per cell visit). */
  readonly maxWork?: number;
  /** Only techniques up to this level (the rest is left to TRIAL); default every technique. */
  readonly maxLevel?: Difficulty;
  /**
   * Stop once the puzzle's level is known to be above this one: the players' path is climbed first,
   * cut at this level (solver.ts). An analysis whose players' path is solved within it is the full
   * one (SE's path then follows it); one that ends ABOVE is only the players' path so far with
   * TRIAL appended, and says "harder than this".
   */
  readonly stopAbove?: Difficulty;
  /**
   * The players' path alone, for a generator that needs only the level: SE's path is not climbed,
   * and `score`, `hardest`, `pathLevel` and `steps` are the players' path's. Boards with one
   * solution only (several solutions have no level: the full analysis then).
   */
  readonly levelOnly?: boolean;
  /**
   * What the caller already knows of the board, so that one task checks, keys and grades it once:
   * the search's solution and uniqueness (the board is not searched again) and, optionally, its
   * canonical form (used as analyze's own would be: when it took at most ANALYZE_CANON_NODES).
   */
  readonly known?: {
    readonly solution: Uint8Array;
    readonly unique: boolean;
    readonly canon?: CanonOutcome;
    /**
     * A board with rules: a canonical search's outcome (rulesCanon's, or canonicalKey's with any node
     * budget): analyze reads from it what its own search would give, and searches only where it cannot.
     */
    readonly form?: FormOutcome;
  };
  /**
   * Grade a board with rules as given, not on its canonical form: its images may then rate otherwise
   * (tie-breaks follow the cell order). For ratings that only steer a search, such as the variant
   * generator's trial ratings (its answer's rating is analyze's own): the canonical search of a
   * board with rules costs more than the analysis of an easy puzzle. A classic board's canonical
   * form is cheap and always used.
   */
  readonly asGiven?: boolean;
}

export type AnalyzeOutcome =
  | { readonly status: 'ANALYZED'; readonly analysis: Analysis }
  | { readonly status: 'CONFLICT'; readonly conflicts: Conflict[] }
  | { readonly status: 'NO_SOLUTION' }
  | { readonly status: 'LIMIT_EXCEEDED' };

type Checked =
  | { readonly ok: true; readonly solution: Uint8Array; readonly unique: boolean }
  | { readonly ok: false; readonly outcome: Exclude<AnalyzeOutcome, { status: 'ANALYZED' }> };

function check(board: Board, options: SolveOptions): Checked {
  const o = solve(board, { limit: 2, maxNodes: options.maxNodes, deadlineMs: options.deadlineMs });
  if (o.status === 'CONFLICT') return { ok: false, outcome: { status: 'CONFLICT', conflicts: o.conflicts } };
  if (o.status === 'NO_SOLUTION') return { ok: false, outcome: { status: 'NO_SOLUTION' } };
  if (o.status !== 'SOLVED' || !o.solution) return { ok: false, outcome: { status: 'LIMIT_EXCEEDED' } };
  return { ok: true, solution: o.solution, unique: o.unique === true };
}

/** The TRIAL step: the search's solution for `cells` of the grid. */
function trialStep(grid: MutableGrid, solution: Uint8Array, cells: number[]): Step {
  const n = grid.geo.size;
  const placements: CellValue[] = cells.map((i) => cv(n, i, solution[i]));
  const explanation =
    cells.length === 1
      ? `No technique applies; trying the candidates of ${cellName(n, cells[0])} shows that only ` +
        `${valueName(solution[cells[0]])} leads to a solution.`
      : `No technique applies; the search (trial and error) fills the remaining ${cells.length} cells.`;
  return { technique: 'TRIAL', placements, eliminations: [], cells, units: [], explanation };
}

/**
 * Canonical forms are searched up to this many nodes (canon.ts), first without pruning (the
 * transform analyses were always graded on), then, past it, with automorphism pruning: a 9×9
 * puzzle takes tens, a sparse or symmetric board a few hundred pruned; past both the board is
 * graded as given, and its score may then depend on its orientation (docs/logic.md, "Invariance").
 */
export const ANALYZE_CANON_NODES = 50_000;

/**
 * The canonical search of a board with rules (rules/canon.ts, a node is one cell written, about
 * 0.4 µs of CPU on 9×9 and more on larger grids) is given this many nodes times a cell, divided by
 * the board's cells: about 250,000 nodes on 9×9 (0.1 s at most), 140,000 on 12×12, 80,000 on 16×16,
 * fewer where a node costs more. A generated 9×9 puzzle takes hundreds of nodes (rules that fix
 * the orientation) to tens of thousands (cages, lines and regions, which admit every sudoku
 * transform), a pure killer without givens up to about 150,000; 12×12 and 16×16 boards without
 * givens often take millions. Past it the board is graded as given (docs/logic.md, "Invariance").
 */
export const ANALYZE_RULES_CANON_WORK = 20_000_000;

/** The canonical form analyze grades a board with rules in (its outcome within ANALYZE_RULES_CANON_WORK). */
export function rulesCanon(board: Board): FormOutcome {
  return variantForm(board, rulesCanonNodes(board));
}

const rulesCanonNodes = (board: Board): number => Math.round(ANALYZE_RULES_CANON_WORK / board.cells.length);

/**
 * rulesCanon's outcome, read from `given` (a search of the same board within another node budget)
 * where that tells it: the search is deterministic, so a form found within rulesCanon's budget is
 * its form, one found past it, or a search stopped past it, means its search stops too.
 */
function formFor(board: Board, given: FormOutcome | undefined): FormOutcome {
  const budget = rulesCanonNodes(board);
  if (given === undefined || given.status === 'BAD_RULES') return rulesCanon(board);
  if (given.status === 'CANONICAL') return given.nodes <= budget ? given : { status: 'LIMIT_EXCEEDED', nodes: budget };
  return given.nodes >= budget ? { status: 'LIMIT_EXCEEDED', nodes: budget } : rulesCanon(board);
}

/**
 * Grades a board: the steps a person needs, simplest first, and its level and score. The grading
 * runs on the board's canonical form (canon.ts; with rules, rules/canon.ts under the transforms its
 * rules admit) and is told back on the board as given, so every image of a puzzle (relabelled, rows
 * or columns swapped within the rules, transposed, turned or mirrored where its rules allow) gets
 * the same steps, score and level, each step naming the cells of the board it was asked about.
 */
export function analyze(board: Board, options: AnalyzeOptions = {}): AnalyzeOutcome {
  const { known } = options;
  const checked: Checked = known ? { ok: true, solution: known.solution, unique: known.unique } : check(board, options);
  if (!checked.ok) return checked.outcome;
  if (board.rules !== undefined && board.rules.length > 0) {
    if (options.asGiven === true) return analyzeAs(board, checked.solution, checked.unique, options);
    const form = formFor(board, known?.form);
    if (form.status !== 'CANONICAL') return analyzeAs(board, checked.solution, checked.unique, options);
    const image = canonicalImage(board, form.transform);
    const geo = geometryOf(board.shape);
    const frame = ruleFrameOf(geo, form.transform, geometryFor(image.board), geometryFor(board), board.rules, image.ruleOf);
    return analyzeIn(image.board, frame, form.transform.labels, checked, options);
  }
  const canon = analysisCanon(board, known?.canon);
  if (canon.status !== 'CANONICAL') return analyzeAs(board, checked.solution, checked.unique, options);
  return analyzeIn(canon.board, frameOf(geometryOf(board.shape), canon.transform), canon.transform.labels, checked, options);
}

/** Grades `canonical`, the board's image read through `frame` (values by `labels`), and tells the steps on the board. */
function analyzeIn(
  canonical: Board,
  frame: Frame,
  labels: readonly number[],
  checked: { readonly solution: Uint8Array; readonly unique: boolean },
  options: AnalyzeOptions,
): AnalyzeOutcome {
  const solution = new Uint8Array(checked.solution.length);
  for (let k = 0; k < solution.length; k++) solution[k] = labels[checked.solution[frame.cells[k]]];
  const outcome = inFrame(frame, () => analyzeAs(canonical, solution, checked.unique, options));
  if (outcome.status !== 'ANALYZED') return outcome;
  // The two paths share most of their steps: each is mapped once.
  const mapped = new Map<Step, Step>();
  const told = (s: Step): Step => {
    let m = mapped.get(s);
    if (m === undefined) mapped.set(s, (m = stepIn(frame, s)));
    return m;
  };
  const a = outcome.analysis;
  const steps = a.steps.map(told);
  const levelSteps = a.levelSteps.map(told);
  const levelStep = a.levelStep === null ? null : told(a.levelStep);
  return { status: 'ANALYZED', analysis: { ...a, steps, levelSteps, levelStep } };
}

/**
 * The canonical form analyze grades in: ANALYZE_CANON_NODES' outcome, from `given` when that tells
 * it. A given form is canonicalize's (pruned): within ANALYZE_CANON_NODES it is the board analyze's
 * own would grade (the same key; on a board with automorphisms perhaps another transform, which
 * only names the steps' cells otherwise); past it, so is analyze's own (the search without pruning
 * takes at least as many nodes).
 */
function analysisCanon(board: Board, given: CanonOutcome | undefined): CanonOutcome {
  if (given === undefined || given.nodes < ANALYZE_CANON_NODES) {
    return given?.status === 'CANONICAL' ? given : canonicalizeForGrading(board, ANALYZE_CANON_NODES);
  }
  return given.status === 'CANONICAL' && given.nodes <= ANALYZE_CANON_NODES
    ? given
    : { status: 'LIMIT_EXCEEDED', nodes: ANALYZE_CANON_NODES };
}

function analyzeAs(board: Board, solution: Uint8Array, unique: boolean, options: AnalyzeOptions): AnalyzeOutcome {
  const limits = { unique, maxWork: options.maxWork, maxLevel: options.maxLevel };
  const seGrid = gridOf(board);
  const playersGrid = gridOf(board);
  let se: LogicRun;
  let players: LogicRun | null = null;
  if (unique && (options.stopAbove !== undefined || options.levelOnly === true)) {
    // The level decides whether to go on: the players' path first, then SE's along it.
    players = runLogic(playersGrid, { ...limits, techniques: playersLadderFor(playersGrid.geo), stopAbove: options.stopAbove });
    if (players.end !== 'SOLVED' || options.levelOnly === true) {
      const steps = finished(playersGrid, players, solution);
      return analysed(players, steps, players, steps, unique, players.work);
    }
    se = runLogic(seGrid, { ...limits, follow: players });
  } else {
    se = runLogic(seGrid, { ...limits, stopAbove: options.stopAbove });
    // Several solutions: no level (a level grades a puzzle), so no players' path.
    if (unique) players = runLogic(playersGrid, { ...limits, techniques: playersLadderFor(playersGrid.geo), follow: se });
  }
  const steps = finished(seGrid, se, solution);
  const levelSteps = players === null ? [] : finished(playersGrid, players, solution);
  return analysed(se, steps, players, levelSteps, unique, se.work + (players?.work ?? 0));
}

/** A run's steps, with TRIAL placing the rest of the solution when logic did not finish. */
function finished(grid: MutableGrid, run: LogicRun, solution: Uint8Array): Step[] {
  const steps = run.steps.slice();
  if (run.end !== 'SOLVED') {
    const open: number[] = [];
    for (let i = 0; i < grid.values.length; i++) if (grid.values[i] === 0) open.push(i);
    steps.push(trialStep(grid, solution, open));
  }
  return steps;
}

function analysed(
  se: LogicRun,
  steps: Step[],
  players: LogicRun | null,
  levelSteps: Step[],
  unique: boolean,
  work: number,
): AnalyzeOutcome {
  const counts = new Map<TechniqueName, number>();
  for (const s of steps) counts.set(s.technique, (counts.get(s.technique) ?? 0) + 1);
  const g = grade(steps);
  const l = players === null ? null : levelGrade(levelSteps);
  return {
    status: 'ANALYZED',
    analysis: {
      level: l?.level ?? null,
      levelStep: l?.step ?? null,
      levelSteps,
      score: g.score,
      hardest: g.hardest,
      pathLevel: g.level,
      solvedByLogic: se.end === 'SOLVED',
      steps,
      counts: [...counts].map(([technique, count]) => ({ technique, count })),
      end: se.end,
      unique,
      work,
    },
  };
}

/** A player's pencil marks for one cell: row and col 0-based, values 1..N. */
export interface CellNotes {
  readonly row: number;
  readonly col: number;
  readonly values: readonly number[];
}

export type NextStepOutcome =
  | { readonly status: 'STEP'; readonly step: Step }
  /** Notes of these empty cells leave out the solution's value (cells row-major, 0-based). */
  | { readonly status: 'WRONG_NOTES'; readonly cells: readonly { row: number; col: number }[] }
  /**
   * The board has several solutions and these cells' notes leave out one solution's value: they
   * may fit another solution, so they are not called wrong (WRONG_NOTES means every solution).
   */
  | { readonly status: 'NOT_UNIQUE'; readonly cells: readonly { row: number; col: number }[] }
  /** A note names a cell off the board, or a value outside 1..N (the first such entry). */
  | { readonly status: 'BAD_NOTES'; readonly index: number; readonly field: 'row' | 'col' | 'values' }
  | { readonly status: 'COMPLETE' }
  | Exclude<AnalyzeOutcome, { status: 'ANALYZED' }>;

/**
 * The simplest step on the board. With `notes`, each noted empty cell's candidates are its notes
 * (less the values its peers hold); cells without notes keep the board's candidates.
 */
export function nextStep(board: Board, notes?: readonly CellNotes[], options: AnalyzeOptions = {}): NextStepOutcome {
  const n = board.shape.size;
  if (notes) {
    for (let k = 0; k < notes.length; k++) {
      const note = notes[k];
      if (!Number.isInteger(note.row) || note.row < 0 || note.row >= n) return { status: 'BAD_NOTES', index: k, field: 'row' };
      if (!Number.isInteger(note.col) || note.col < 0 || note.col >= n) return { status: 'BAD_NOTES', index: k, field: 'col' };
      if (note.values.length > n || note.values.some((v) => !Number.isInteger(v) || v < 1 || v > n)) {
        return { status: 'BAD_NOTES', index: k, field: 'values' };
      }
    }
  }
  const checked = check(board, options);
  if (!checked.ok) return checked.outcome;
  if (!board.cells.includes(0)) return { status: 'COMPLETE' };
  const grid = gridOf(board);
  if (notes) {
    const noted = new Int32Array(grid.cands.length);
    const seen = new Uint8Array(grid.cands.length);
    for (const note of notes) {
      const i = note.row * n + note.col;
      seen[i] = 1;
      for (const v of note.values) noted[i] |= 1 << (v - 1);
    }
    const wrong: { row: number; col: number }[] = [];
    for (let i = 0; i < grid.cands.length; i++) {
      if (!seen[i] || grid.values[i] !== 0) continue;
      grid.cands[i] &= noted[i];
      if ((grid.cands[i] & (1 << (checked.solution[i] - 1))) === 0) wrong.push({ row: (i / n) | 0, col: i % n });
    }
    if (wrong.length > 0) return checked.unique ? { status: 'WRONG_NOTES', cells: wrong } : { status: 'NOT_UNIQUE', cells: wrong };
  }
  const ctx = contextOf(grid, { unique: checked.unique, maxWork: options.maxWork });
  const step = firstStep(ctx);
  if (step !== null) return { status: 'STEP', step };
  // Stuck: the search's value for the open cell with the fewest candidates.
  let best = -1;
  for (let i = 0; i < grid.values.length; i++) {
    if (grid.values[i] !== 0) continue;
    if (best < 0 || popcount(grid.cands[i]) < popcount(grid.cands[best])) best = i;
  }
  return { status: 'STEP', step: trialStep(grid, checked.solution, [best]) };
}
