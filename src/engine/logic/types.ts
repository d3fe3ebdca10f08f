// The logical solver's contract: the techniques' names (each a row of the technique table,
// table.ts), a step, the candidate grid techniques read and the context they charge their work to.
import type { Geometry } from '../geometry.js';
import type { UnitKind } from '../types.js';

/** Every technique the logical solver knows, simplest first within each family. */
export type TechniqueName =
  | 'FULL_HOUSE'
  | 'HIDDEN_SINGLE'
  | 'NAKED_SINGLE'
  | 'DIRECT_POINTING'
  | 'DIRECT_CLAIMING'
  | 'DIRECT_HIDDEN_PAIR'
  | 'DIRECT_HIDDEN_TRIPLE'
  | 'POINTING'
  | 'CLAIMING'
  | 'NAKED_PAIR'
  | 'HIDDEN_PAIR'
  | 'NAKED_TRIPLE'
  | 'HIDDEN_TRIPLE'
  | 'NAKED_QUAD'
  | 'HIDDEN_QUAD'
  | 'X_WING'
  | 'SWORDFISH'
  | 'JELLYFISH'
  | 'XY_WING'
  | 'XYZ_WING'
  | 'W_WING'
  | 'SKYSCRAPER'
  | 'TWO_STRING_KITE'
  | 'X_CHAIN'
  | 'UNIQUE_RECTANGLE_1'
  | 'UNIQUE_RECTANGLE_2'
  | 'UNIQUE_RECTANGLE_3'
  | 'UNIQUE_RECTANGLE_4'
  | 'UNIQUE_LOOP_1'
  | 'UNIQUE_LOOP_2'
  | 'UNIQUE_LOOP_3'
  | 'UNIQUE_LOOP_4'
  | 'BUG_TYPE_1'
  | 'BUG_TYPE_2'
  | 'BUG_TYPE_3'
  | 'BUG_TYPE_4'
  // Sudoku Explainer's aligned exclusions and bidirectional cycles (aligned-exclusion.ts, cycles.ts).
  | 'ALIGNED_PAIR_EXCLUSION'
  | 'ALIGNED_TRIPLET_EXCLUSION'
  | 'X_CYCLE'
  | 'Y_CYCLE'
  | 'BIDIRECTIONAL_CYCLE'
  | 'XY_CHAIN'
  | 'AIC'
  | 'NISHIO_FORCING_CHAIN'
  | 'CELL_FORCING_CHAIN'
  | 'REGION_FORCING_CHAIN'
  | 'DYNAMIC_FORCING_CHAIN'
  | 'DYNAMIC_FORCING_CHAIN_PLUS'
  | 'NESTED_FORCING_CHAIN'
  | 'TRIAL';

/** A cell and a value: row and col 0-based, value 1..N. */
export interface CellValue {
  readonly row: number;
  readonly col: number;
  readonly value: number;
}

export type { UnitKind };

/** A unit by kind and 0-based index (box index row-major over the boxes). */
export interface UnitRef {
  readonly kind: UnitKind;
  readonly index: number;
}

/** One logical step: what it places, what it eliminates, and the pattern that justifies it. */
export interface Step {
  readonly technique: TechniqueName;
  readonly placements: readonly CellValue[];
  readonly eliminations: readonly CellValue[];
  /** The cells of the pattern (row-major cell indices r·N + c), e.g. the four corners of an X-Wing. */
  readonly cells: readonly number[];
  /** The units the pattern lives in. */
  readonly units: readonly UnitRef[];
  /** One plain sentence, 1-based rNcM cell names, values as the board's symbols. */
  readonly explanation: string;
  /**
   * The step's own rating on the Sudoku Explainer scale when it depends on the instance (a chain's
   * base plus its length difficulty); absent: the technique's weight (grading.ts).
   */
  readonly rating?: number;
  /** A chain's links in order (branch by branch for forcing chains); absent for other patterns. */
  readonly links?: readonly ChainLink[];
}

/** One implication of a chain: "if `from` holds then `to` holds" (cells row-major, values 1..N). */
export interface ChainLink {
  readonly fromCell: number;
  readonly fromValue: number;
  /** True: "cell is value"; false: "cell is not value". */
  readonly fromOn: boolean;
  readonly toCell: number;
  readonly toValue: number;
  readonly toOn: boolean;
  /** Which branch of a forcing chain the link belongs to (0 for a single chain). */
  readonly branch: number;
}

/**
 * The solver's working state. `values[i]` is the value in cell i (0 = empty); `cands[i]` the
 * candidate bitmask of an empty cell (bit v-1 = value v may go there; 0 for filled cells).
 * Techniques only READ the grid; the solver applies the returned step.
 */
export interface CandidateGrid {
  readonly geo: Geometry;
  readonly values: Uint8Array;
  readonly cands: Int32Array;
}

/** Technique key → the candidates where it last found nothing (recall.ts). One per run. */
export type Recall = Map<string, Int32Array>;

/** What a technique may read, and the shared work counter it must charge (about one unit per cell visit). */
export interface LogicContext {
  readonly grid: CandidateGrid;
  /** True only when the board is known to have exactly one solution (uniqueness techniques need it). */
  readonly unique: boolean;
  /** Work counter: add what you spend; stop and return null once `work.spent > work.limit`. */
  readonly work: { spent: number; readonly limit: number };
  /** The run's memory of where techniques found nothing (recall.ts); absent: every scan is full. */
  readonly recall?: Recall;
}

/**
 * A technique finds the first instance of its pattern that makes progress (at least one placement or
 * elimination), or returns null. Deterministic: same grid, same step. Must charge ctx.work.
 */
export type Technique = (ctx: LogicContext) => Step | null;
