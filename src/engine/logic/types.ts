// The logical solver's contract: the techniques' names (each a row of the technique table,
// table.ts), a step, the candidate grid techniques read and the context they charge their work to.
import type { HouseGeometry } from '../geometry.js';
import type { RuleKind } from '../rules/types.js';
import type { UnitKind } from '../types.js';
import type { RuleSource, RuleSpace } from '../rules/space.js';

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
  // Rule steps of boards with rules (techniques/rules/): one rule at a time.
  | 'RULE_ELIMINATION'
  | 'QUADRUPLE_VALUES'
  | 'THERMOMETER_RANGE'
  | 'PAIR_RELATION'
  | 'RENBAN_RUN'
  | 'CAGE_COMBINATION'
  | 'ARROW_SUM'
  | 'LITTLE_KILLER_SUM'
  | 'SANDWICH_SUM'
  | 'INNIES_OUTIES'
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

/**
 * A rule a step uses, by its index in the board's `rules` and its kind; for a rule that brings
 * several houses, which one (`part`): a JIGSAW's region (its number in `regions`), a WINDOKU's
 * window or a DISJOINT_GROUPS group (0-based, row-major by top-left cell).
 */
export interface RuleRef {
  readonly rule: number;
  readonly kind: RuleKind;
  readonly part?: number;
}

/** One logical step: what it places, what it eliminates, and the pattern that justifies it. */
export interface Step {
  readonly technique: TechniqueName;
  readonly placements: readonly CellValue[];
  readonly eliminations: readonly CellValue[];
  /** The cells of the pattern (row-major cell indices r·N + c), e.g. the four corners of an X-Wing. */
  readonly cells: readonly number[];
  /** The rows, columns and boxes the pattern lives in (houses a rule brings are in `rules`). */
  readonly units: readonly UnitRef[];
  /**
   * The board's rules the step uses (absent on a board without rules): the rule houses it lives in
   * (a diagonal, a jigsaw region, a window…), the cages, lines, dots and moves that justify it.
   */
  readonly rules?: readonly RuleRef[];
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

/** Cells holding no value twice, fewer than N (a house has N): a cage, a short extra region, a renban line. */
export interface RuleGroup {
  readonly cells: Int32Array;
  readonly source: RuleSource;
}

/** What a board's rules add to its houses and peers. */
export interface RuleLinks {
  readonly space: RuleSpace;
  /** The rule each unit comes from (its index in the board's rules), -1 for the grid's rows, columns and boxes. */
  readonly unitRule: Int32Array;
  /** Which house of its rule each unit is (a jigsaw's region, a window, a disjoint group), -1 for a rule of one house. */
  readonly unitPart: Int32Array;
  /** Cells holding no value twice that are not houses: cages, short extra regions, renban lines. */
  readonly groups: readonly RuleGroup[];
  /** The groups of each cell: cellGroups[cellGroupStart[i] .. cellGroupStart[i+1]). */
  readonly cellGroupStart: Int32Array;
  readonly cellGroups: Int32Array;
  /**
   * The pair relations of each cell, partners ascending: for k in pairStart[i] .. pairStart[i+1],
   * the partner pairCell[k], the relation space.pairs[pairRelation[k]], and pairMask[k·N + d]: the
   * partner's values the relation allows when cell i holds d + 1. A candidate (i, d+1) and a
   * candidate (partner, e) outside that mask are weakly linked.
   */
  readonly pairStart: Int32Array;
  readonly pairCell: Int32Array;
  readonly pairRelation: Int32Array;
  readonly pairMask: Int32Array;
  /** The most pair relations of one cell (what following an "on" state's pair links costs at most, per state). */
  readonly maxPairs: number;
  /** The rule that keeps two cells apart by a move (knight, king): key a·N² + b with a < b. */
  readonly exclusionRule: ReadonlyMap<number, number>;
  /** True when the rules allow the uniqueness techniques (rule-geometry.ts, uniquenessSound: a jigsaw alone). */
  readonly uniqueness: boolean;
}

/**
 * The houses and peers the solver reads: the classic geometry (geometry.ts), or one built from a
 * board's rules (rule-geometry.ts), which also carries what the rules add beyond houses and peers.
 */
export interface LogicGeometry extends HouseGeometry {
  /** The box index of every cell: on the classic geometry only (its fast peer test, links.ts sees). */
  readonly boxOf?: Int32Array;
  /** The board's rules beyond houses and peers; absent on a board without rules. */
  readonly rules?: RuleLinks;
}

/**
 * The solver's working state. `values[i]` is the value in cell i (0 = empty); `cands[i]` the
 * candidate bitmask of an empty cell (bit v-1 = value v may go there; 0 for filled cells).
 * Techniques only READ the grid; the solver applies the returned step.
 */
export interface CandidateGrid {
  readonly geo: LogicGeometry;
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
