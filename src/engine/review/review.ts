// A finished game's review: the move log (moves.ts) lined up with the logical path. For each value
// the player set: what logic needed to place it at that moment, the simplest step the board offered
// then (a simpler one than the placement needed is a step skipped), whether it was a mistake or a
// guess, and the move that took it back; the hints taken; the hardest step the player found.
//
// "That moment" is the board as it stood before the move, without the player's wrong values (logic
// from a wrong value proves anything) and without their marks (what the values alone allow). From
// there the players' ladder climbs (every easier family first, logic/ladder.ts) until the cell
// holds the value: its first step is the board's simplest, the step that fills the cell is what
// placed it, and the hardest step up to it what the placement needed. The work is bounded by a
// count (maxWork): past it the placements left are not aligned (`complete` false), and the same
// log always gives the same review.
import { LEVELS, WEIGHTS } from '../logic/table.js';
import { applyStep, gridOf, type MutableGrid } from '../logic/grid.js';
import { PLAYERS_LADDER, playersLadderFor } from '../logic/ladder.js';
import { stepWeight } from '../logic/grading.js';
import { contextOf, firstStep } from '../logic/solver.js';
import type { CellValue, Step, TechniqueName } from '../logic/types.js';
import { difficultyRank, type Board, type Difficulty } from '../types.js';
import { replayMoves, type Move, type MoveLogError, type ValueEvent } from './moves.js';

export interface ReviewedPlacement {
  /** Index of the move in the log (an undo's or redo's index when it brought the value back). */
  readonly move: number;
  readonly row: number;
  readonly col: number;
  readonly value: number;
  /** Set by a hint the player took. */
  readonly hint: boolean;
  /** The solution's value. */
  readonly correct: boolean;
  /** The board's simplest step at that moment; null for a hint, or past the work budget. */
  readonly simplest: Step | null;
  /** The step that fills the cell when logic goes on from that moment; null for a mistake, a hint, or past the budget. */
  readonly placedBy: Step | null;
  /**
   * What the placement needed: the hardest step logic took before placedBy when it took any past
   * singles (by family, then Sudoku Explainer's rating), else placedBy itself (singles placed it).
   */
  readonly needed: Step | null;
  /**
   * A simpler way forward was skipped: the placement needed a harder family than the board's
   * simplest step, and that step's family alone would have placed a value then.
   */
  readonly skipped: boolean;
  /** Correct, but logic needed more than the puzzle's level (or trial) to place it then. */
  readonly guess: boolean;
  /** The move that took the value away again (undo, erase, another value); null: it stayed. */
  readonly undoneAt: number | null;
}

export interface GameReview {
  /** Every value set, in the log's order. */
  readonly placements: readonly ReviewedPlacement[];
  readonly hints: number;
  readonly mistakes: number;
  readonly guesses: number;
  readonly skipped: number;
  /** Of the player's own correct placements that were no guess, the one that needed the hardest step (first among equals). */
  readonly hardestFound: ReviewedPlacement | null;
  /** The techniques those placements needed, each once, simplest first (the players' ladder's order). */
  readonly techniquesFound: readonly TechniqueName[];
  /** False when the work budget ended before every placement was aligned. */
  readonly complete: boolean;
  /** Logic work spent (about one unit per cell visit). */
  readonly work: number;
}

export interface ReviewInput {
  /** The puzzle (givens only). */
  readonly puzzle: Board;
  /** Its one solution, row-major. */
  readonly solution: Uint8Array;
  /** The puzzle's level: a placement that needed more is a guess. */
  readonly level: Difficulty;
  readonly moves: readonly Move[];
  /** Work budget of the whole review (default REVIEW_WORK). */
  readonly maxWork?: number;
  /** Wall-clock allowance: past it the review stops with LIMIT_EXCEEDED (the budget is a count, so a finished review replays). */
  readonly deadlineMs?: number;
}

/** A log that cannot be replayed on the puzzle (moves.ts), or that does not end at the solution (the first cell that differs). */
export type MovesFailure =
  | { readonly status: 'BAD_MOVES'; readonly error: MoveLogError }
  | { readonly status: 'MOVES_MISMATCH'; readonly row: number; readonly col: number };

export type ReviewOutcome =
  | { readonly status: 'REVIEWED'; readonly review: GameReview }
  | MovesFailure
  /** The deadline passed before the review was done (the work budget, a count, ends it otherwise). */
  | { readonly status: 'LIMIT_EXCEEDED' };

/**
 * The review's default work: a 9×9 game of any level aligns well within it (a MASTER game's
 * placements that needed forcing chains cost tens of millions of units each; bench/RESULTS.md).
 */
export const REVIEW_WORK = 200_000_000;

const order = (t: TechniqueName): number => {
  const i = PLAYERS_LADDER.findIndex((e) => e.name === t);
  return i < 0 ? PLAYERS_LADDER.length : i;
};

/** Harder by family, then by Sudoku Explainer's rating. */
function harder(a: Step, b: Step): boolean {
  const d = difficultyRank(LEVELS[a.technique]) - difficultyRank(LEVELS[b.technique]);
  return d > 0 || (d === 0 && stepWeight(a) > stepWeight(b));
}

/** Plays the log on the puzzle: null when it ends at `solution`, else why not (linear in the log). */
export function checkMoves(puzzle: Board, solution: Uint8Array, moves: readonly Move[]): MovesFailure | null {
  const played = replayMoves(puzzle, moves);
  if (!played.ok) return { status: 'BAD_MOVES', error: played.error };
  return mismatch(puzzle, solution, played.replay.values);
}

function mismatch(puzzle: Board, solution: Uint8Array, values: Uint8Array): MovesFailure | null {
  const n = puzzle.shape.size;
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== solution[i]) return { status: 'MOVES_MISMATCH', row: Math.floor(i / n), col: i % n };
  }
  return null;
}

/** Plays the log, checks it ends at the solution, and lines every value set up with logic. */
export function reviewGame(input: ReviewInput): ReviewOutcome {
  const { puzzle, solution, moves } = input;
  const n = puzzle.shape.size;
  const played = replayMoves(puzzle, moves);
  if (!played.ok) return { status: 'BAD_MOVES', error: played.error };
  const { values, events, before } = played.replay;
  const wrong = mismatch(puzzle, solution, values);
  if (wrong !== null) return wrong;
  const deadline = input.deadlineMs === undefined ? Infinity : performance.now() + input.deadlineMs;
  let left = input.maxWork ?? REVIEW_WORK;
  let spent = 0;
  // What the player has shown they know: the eliminations logic needed for their own placements so
  // far (sound: logic from correct values), kept for the later ones (they stay in one's head).
  const known = new Int32Array(n * n).fill(-1);
  const placements: ReviewedPlacement[] = [];
  for (const e of events) {
    if (performance.now() > deadline) return { status: 'LIMIT_EXCEEDED' };
    const correct = solution[e.cell] === e.value;
    const base = {
      move: e.move,
      row: Math.floor(e.cell / n),
      col: e.cell % n,
      value: e.value,
      hint: e.hint,
      correct,
      undoneAt: e.undoneAt,
    };
    const aligned = e.hint || left <= 0 ? null : align(puzzle, solution, before.get(e.move)!, known, e, correct, left);
    if (aligned !== null) {
      left -= aligned.work;
      spent += aligned.work;
    }
    const simplest = aligned?.simplest ?? null;
    const needed = aligned?.needed ?? null;
    const guess =
      correct &&
      needed !== null &&
      (needed.technique === 'TRIAL' || difficultyRank(LEVELS[needed.technique]) > difficultyRank(input.level));
    if (aligned !== null && correct && !guess) for (const el of aligned.eliminations) known[el.row * n + el.col] &= ~(1 << (el.value - 1));
    placements.push({ ...base, simplest, placedBy: aligned?.placedBy ?? null, needed, skipped: aligned?.skipped ?? false, guess });
  }
  const own = placements.filter((p) => !p.hint && p.correct && !p.guess && p.needed !== null);
  let hardestFound: ReviewedPlacement | null = null;
  for (const p of own) if (hardestFound === null || harder(p.needed!, hardestFound.needed!)) hardestFound = p;
  const found = [...new Set(own.map((p) => p.needed!.technique))].sort((a, b) => order(a) - order(b) || WEIGHTS[a] - WEIGHTS[b]);
  return {
    status: 'REVIEWED',
    review: {
      placements,
      hints: placements.filter((p) => p.hint).length,
      mistakes: placements.filter((p) => !p.correct).length,
      guesses: placements.filter((p) => p.guess).length,
      skipped: placements.filter((p) => p.skipped).length,
      hardestFound,
      techniquesFound: found,
      complete: placements.every((p) => p.hint || p.simplest !== null),
      work: spent,
    },
  };
}

interface Aligned {
  readonly simplest: Step | null;
  readonly placedBy: Step | null;
  readonly needed: Step | null;
  readonly skipped: boolean;
  /** The eliminations logic made on the way to the placement (the player's knowledge after it). */
  readonly eliminations: readonly CellValue[];
  readonly work: number;
}

/** The board before the move as logic sees it: the correct values, and the candidates the player has shown they know. */
function momentGrid(puzzle: Board, solution: Uint8Array, then: Uint8Array, known: Int32Array, cell: number): MutableGrid {
  const cells = then.slice();
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0 && cells[i] !== solution[i]) cells[i] = 0;
  cells[cell] = 0;
  const grid = gridOf({ shape: puzzle.shape, cells });
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0) continue;
    const kept = grid.cands[i] & known[i];
    // Sound by construction; a cell left without its solution value would be a bug, so it keeps all.
    if ((kept & (1 << (solution[i] - 1))) !== 0) grid.cands[i] = kept;
  }
  return grid;
}

/**
 * Climbs the players' ladder from the moment before the move until the cell holds its solution
 * value; a mistake stops at the first step (the board's simplest). The placement skipped a simpler
 * step when it needed a harder family than the simplest step's, and that family alone (the ladder
 * up to its level) would have placed a value then: a way forward was there, and the player took
 * a harder one (or guessed).
 */
function align(
  puzzle: Board,
  solution: Uint8Array,
  then: Uint8Array,
  known: Int32Array,
  e: ValueEvent,
  correct: boolean,
  maxWork: number,
): Aligned | null {
  const n = puzzle.shape.size;
  const grid = momentGrid(puzzle, solution, then, known, e.cell);
  const ctx = contextOf(grid, { unique: true, maxWork });
  let simplest: Step | null = null;
  // The hardest step past singles on the way (the singles before the cell's are other cells').
  let needed: Step | null = null;
  const eliminations: CellValue[] = [];
  const done = (placedBy: Step | null, need: Step | null): Aligned => {
    const spent = ctx.work.spent;
    const skip = simplest !== null && need !== null && harderFamily(need, simplest);
    const simpler = skip ? placesWithin(puzzle, solution, then, known, e.cell, LEVELS[simplest!.technique], maxWork - spent) : null;
    return {
      simplest,
      placedBy,
      needed: need,
      skipped: simpler?.places === true,
      eliminations,
      work: spent + (simpler?.work ?? 0),
    };
  };
  for (;;) {
    const step = firstStep(ctx, playersLadderFor(ctx.grid.geo));
    if (step === null) {
      // Past the budget: nothing known; stuck (logic finds nothing): the search's value, a trial.
      if (ctx.work.spent > ctx.work.limit) return simplest === null ? null : done(null, null);
      const trial: Step = {
        technique: 'TRIAL',
        placements: [{ row: Math.floor(e.cell / n), col: e.cell % n, value: solution[e.cell] }],
        eliminations: [],
        cells: [e.cell],
        units: [],
        explanation: 'No technique applies here; only trying the candidates shows this value.',
      };
      simplest ??= trial;
      return correct ? done(trial, trial) : done(null, null);
    }
    simplest ??= step;
    if (!correct) return done(null, null);
    if (LEVELS[step.technique] !== 'EASY' && (needed === null || harder(step, needed))) needed = step;
    eliminations.push(...step.eliminations);
    if (!applyStep(grid, step)) return done(null, null);
    if (grid.values[e.cell] !== 0) return done(step, needed ?? step);
  }
}

const harderFamily = (a: Step, b: Step): boolean => difficultyRank(LEVELS[a.technique]) > difficultyRank(LEVELS[b.technique]);

/** Does the players' ladder up to `level` place any value from the moment before the move? */
function placesWithin(
  puzzle: Board,
  solution: Uint8Array,
  then: Uint8Array,
  known: Int32Array,
  cell: number,
  level: Difficulty,
  maxWork: number,
): { places: boolean; work: number } {
  const grid = momentGrid(puzzle, solution, then, known, cell);
  const ctx = contextOf(grid, { unique: true, maxWork: Math.max(0, maxWork) });
  const ladder = playersLadderFor(grid.geo).filter((t) => difficultyRank(LEVELS[t.name]) <= difficultyRank(level));
  for (;;) {
    const step = firstStep(ctx, ladder);
    if (step === null) return { places: false, work: ctx.work.spent };
    if (step.placements.length > 0) return { places: true, work: ctx.work.spent };
    if (!applyStep(grid, step)) return { places: false, work: ctx.work.spent };
  }
}
