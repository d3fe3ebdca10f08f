// The engine's domain vocabulary. Everything here is plain data: no classes, no I/O.
//
// A board is N×N cells in row-major order; cell i sits at row ⌊i/N⌋, col i mod N.
// A value is 1..N; 0 is an empty cell. A box is boxRows × boxCols cells (boxRows·boxCols = N).
// A puzzle is a grid plus rules (rules/types.ts): a board without rules is the classic puzzle.
import type { Rule, RuleKind, Variant } from './rules/types.js';

export interface Shape {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
}

export interface Board {
  readonly shape: Shape;
  /** N² values, 0 = empty. */
  readonly cells: Uint8Array;
  /** The variant rules beyond rows, columns and boxes (rules/types.ts); absent or empty: classic. */
  readonly rules?: readonly Rule[];
}

/** Which kind of unit: a row, a column or a box. */
export type UnitKind = 'ROW' | 'COLUMN' | 'BOX';

/**
 * A given (or filled cell) that clashes with a peer holding the same value, with every unit it clashes
 * in; on a board with rules also a cell that breaks a rule (rules/conflicts.ts), with those rules.
 */
export interface Conflict {
  readonly row: number;
  readonly col: number;
  readonly value: number;
  readonly units: UnitKind[];
  /** Indexes in the board's rules of the rules the cell breaks (absent when none). */
  readonly rules?: readonly number[];
}

export type ParseErrorCode =
  | 'BAD_SHAPE' // box shape does not tile N, or N out of range
  | 'BAD_LENGTH' // cell count is not a square N² of a supported N, or does not match the shape
  | 'BAD_SYMBOL' // a character that is no symbol at all
  | 'VALUE_TOO_LARGE' // a symbol whose value exceeds N
  | 'UNKNOWN_FORMAT' // text in none of the formats (formats/detect.ts), or a format name that is none
  | 'AMBIGUOUS_FORMAT' // text that reads in two formats as different boards: the caller names one
  | 'BAD_FORMAT' // text of a known format that breaks its layout (a field, a prefix, compressed data)
  | 'UNSUPPORTED_SHAPE' // a shape the format cannot hold (e.g. SudokuWiki's strings are 9×9)
  // A constraint the engine does not know (named in `name`), or a rule a format cannot write
  // (`rule`, `kind`): refused, never dropped.
  | 'UNSUPPORTED_RULE'
  | 'BAD_RULES'; // a known rule that is malformed or cannot hold (named by `rule` and `kind`)

/**
 * The input an error is about: the board's `cells` (text) or `rows` (grid), the `size`, one box
 * side, or `box` when both sides are valid alone but do not tile the size together.
 */
export type InputField = 'cells' | 'rows' | 'values' | 'alphabet' | 'size' | 'boxRows' | 'boxCols' | 'box' | 'text' | 'format' | 'rules';

/** Invalid input. Callers branch on `code` and `field`; `message` is for people only. */
export interface ParseError {
  readonly code: ParseErrorCode;
  readonly field: InputField;
  /** Human-readable, names the cell (row/col 0-based and 1-based in words) where one applies. */
  readonly message: string;
  readonly row?: number;
  readonly col?: number;
  /**
   * BAD_RULES (or UNSUPPORTED_RULE of a format that cannot write it): the index of the rule at fault
   * in the board's `rules` (absent for the set as a whole).
   */
  readonly rule?: number;
  /** BAD_RULES / UNSUPPORTED_RULE: that rule's kind (for a text: the kind the field at fault stands for). */
  readonly kind?: RuleKind;
  /** UNSUPPORTED_RULE: the constraint's name as its source spells it (f-puzzles `betweenline`); BAD_RULES of a text: its key at fault. */
  readonly name?: string;
}

/** A rule set that cannot be read or cannot hold: a ParseError with code UNSUPPORTED_RULE or BAD_RULES. */
export type RuleError = ParseError & { readonly code: 'UNSUPPORTED_RULE' | 'BAD_RULES' };

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type SolveStatus = 'SOLVED' | 'NO_SOLUTION' | 'CONFLICT' | 'LIMIT_EXCEEDED';

export interface SolveStats {
  /** Search nodes: one per call of the recursive search (including the root). */
  readonly nodes: number;
  /** Guesses that were taken back. */
  readonly backtracks: number;
  readonly ms: number;
}

export interface SolveOptions {
  /** Stop counting at this many solutions (default 2, enough to tell uniqueness; values below 2 count as 2). */
  readonly limit?: number;
  /** Work budget in search nodes (default DEFAULT_MAX_NODES). */
  readonly maxNodes?: number;
  /** Wall-clock budget in ms (default DEFAULT_DEADLINE_MS). */
  readonly deadlineMs?: number;
}

export interface SolveOutcome {
  readonly status: SolveStatus;
  /** The lexicographically first solution (row-major, smaller values first); present iff SOLVED. */
  readonly solution?: Uint8Array;
  /** SOLVED only: true when no second solution exists. */
  readonly unique?: boolean;
  /** Solutions found, capped at max(limit, 2). */
  readonly solutionCount: number;
  /** CONFLICT only: every clashing cell once. Empty otherwise. */
  readonly conflicts: Conflict[];
  /** NO_SOLUTION of a board whose rules do not pass rules/check.ts: the first fault (callers check rules first). */
  readonly ruleError?: RuleError;
  readonly stats: SolveStats;
}

export interface CellCandidates {
  readonly row: number;
  readonly col: number;
  /** Ascending values that no peer holds. */
  readonly values: number[];
}

export type HintKind = 'NAKED_SINGLE' | 'SOLUTION_CELL';

export interface Hint {
  readonly row: number;
  readonly col: number;
  readonly value: number;
  readonly kind: HintKind;
  readonly reason: string;
}

export type HintOutcome =
  | { readonly status: 'HINT'; readonly hint: Hint }
  | { readonly status: 'COMPLETE' } // full board without conflicts: nothing to hint
  | { readonly status: 'CONFLICT'; readonly conflicts: Conflict[] }
  | { readonly status: 'NO_SOLUTION' }
  | { readonly status: 'LIMIT_EXCEEDED' };

/** The five levels, easiest first: the one level list (the page, CLI, server and benches read it here). */
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'] as const;

export type Difficulty = (typeof DIFFICULTIES)[number];

/** A level's place in DIFFICULTIES (EASY 0 … MASTER 4): levels compare by rank. */
export function difficultyRank(level: Difficulty): number {
  return DIFFICULTIES.indexOf(level);
}

/** Is `value` one of the five level names? */
export function isDifficulty(value: unknown): value is Difficulty {
  return (DIFFICULTIES as readonly unknown[]).includes(value);
}

export interface GenerateOptions {
  readonly size: number;
  readonly boxRows?: number;
  readonly boxCols?: number;
  /**
   * The level the puzzle must rate exactly. Omitted: MEDIUM, unless a score band, a technique, a
   * pattern or `minimal` is asked, which then decide alone (generate/options.ts, the one default).
   */
  readonly difficulty?: Difficulty;
  /** Any string; the same seed, shape and options give the identical puzzle. */
  readonly seed?: string;
  /** Score band on the Sudoku Explainer scale (inclusive); with it the generator refuses rather than answer outside it. */
  readonly minScore?: number;
  readonly maxScore?: number;
  /** Practice: the puzzle's hardest step is this technique (a TechniqueName); refused when not reached. */
  readonly requireTechnique?: string;
  /** Clue symmetry (generate/symmetry.ts); default NONE. */
  readonly symmetry?: 'NONE' | 'ROTATE_180' | 'ROTATE_90' | 'MIRROR' | 'FLIP' | 'DIAGONAL';
  /** Clue mask, N² characters: 'x' or '1' a given, '.' or '0' an empty cell; the givens are exactly these. */
  readonly pattern?: string;
  /** No given can be removed without losing uniqueness. */
  readonly minimal?: boolean;
  /** Total work budget in search nodes over the whole generation. */
  readonly maxNodes?: number;
  /**
   * Logic work (Analysis.work units) the generation's analyses may spend, at most the level's own
   * budget (generate.ts). A count, so a request with it still replays: the daily puzzle uses it to
   * bound its slowest level without the clock (server/daily.ts).
   */
  readonly maxWork?: number;
  readonly deadlineMs?: number;
  /**
   * The variants the puzzle plays (rules/types.ts Variant; combinable where generate/ says so, e.g.
   * KILLER + X, JIGSAW + X, JIGSAW + KILLER). Omitted or empty: classic. The generated puzzle's
   * `puzzle.rules` carry them; the same seed and options replay the same rules and givens.
   */
  readonly variants?: readonly Variant[];
}

export interface GeneratedPuzzle {
  readonly puzzle: Board;
  readonly solution: Board;
  readonly seed: string;
  readonly difficulty: Difficulty;
  /** Cells removed from the full grid (N² − givens). */
  readonly removed: number;
  /** round(fraction · N²) for the difficulty; with variants the digger's target (N² for a pure killer). */
  readonly target: number;
  /** True when the puzzle meets the requested grade; false: the nearest found, `difficulty` is its real level. */
  readonly gradeMet: boolean;
  /** The logical solver's grade of the puzzle (logic/analyze.ts). */
  readonly rating: Rating;
  readonly stats: SolveStats;
}

/**
 * A puzzle's logic grade (docs/logic.md, "Two measures"): the players' level and the technique that
 * sets it, and Sudoku Explainer's score with its hardest technique (TechniqueNames).
 */
export interface Rating {
  readonly level: Difficulty;
  readonly score: number;
  readonly hardest: string | null;
  /** The players' path's hardest technique (Analysis.levelStep); null for a full board. */
  readonly levelTechnique: string | null;
}

export type GenerateStatus = 'GENERATED' | 'BAD_SHAPE' | 'BAD_OPTION' | 'GRADE_NOT_REACHED' | 'LIMIT_EXCEEDED';

/** A generation option that cannot be honoured on this shape, or is malformed: the option's name. */
export type GenerateOptionField =
  'difficulty' | 'minScore' | 'maxScore' | 'requireTechnique' | 'symmetry' | 'pattern' | 'minimal' | 'variants';

/**
 * The engine's one convention (docs/engine.md): running out of budget is a status with the work
 * spent, never an error, as for solve and hint; invalid input carries a ParseError (code, field).
 */
export type GenerateOutcome =
  | ({ readonly status: 'GENERATED' } & GeneratedPuzzle)
  | { readonly status: 'BAD_SHAPE'; readonly error: ParseError }
  | { readonly status: 'BAD_OPTION'; readonly field: GenerateOptionField; readonly message: string }
  | {
      /** A strict request (score band, technique, pattern, minimal) that the attempts did not meet within the work budget. */
      readonly status: 'GRADE_NOT_REACHED';
      readonly message: string;
      /** The nearest puzzle's rating, when one was graded. */
      readonly nearest: Rating | null;
      /**
       * With requireTechnique: a technique (a TechniqueName) that requireTechnique alone delivers on
       * this shape, the one asked when only the other options stood in the way, else the nearest
       * (generate/practice.ts practiceOffer); null without a technique, or when the shape has none.
       */
      readonly offer: string | null;
      readonly stats: SolveStats;
    }
  | {
      readonly status: 'LIMIT_EXCEEDED';
      /** For people: where the generator gave up. */
      readonly message: string;
      readonly stats: SolveStats;
    };
