// The technique table (HoDoKu's StepConfig is the model): one row per technique with its weight on
// the Sudoku Explainer scale, its level, its family and the finders that produce its steps, each at
// its place in the ladder. Weights, levels and the ladder the solver climbs are all read from here,
// so a technique's facts live in one place; docs/logic.md explains the choices.
//
// The ladder: every finder in order of its order key (the row's weight unless the finder names
// another), equal keys in table order, which is why the rows are listed as the ladder climbs.
import type { Difficulty } from '../types.js';
import { alignedPairExclusion, alignedTripletExclusion } from './techniques/aligned-exclusion.js';
import { bug } from './techniques/bug.js';
import { aic, xyChain } from './techniques/chains.js';
import { bidirectionalCycle, xCycle, xOrYCycle, yCycle } from './techniques/cycles.js';
import { directClaiming, directHiddenPair, directHiddenTriple, directPointing } from './techniques/direct.js';
import { jellyfish, swordfish, xWing } from './techniques/fish.js';
import {
  dynamicForcingChain,
  dynamicForcingChainPlus,
  multipleForcingChain,
  nestedForcingChain2,
  nestedForcingChain3,
  nestedForcingChain4,
  nishioForcingChain,
} from './techniques/forcing-chains.js';
import { claiming, pointing } from './techniques/intersections.js';
import { skyscraper, twoStringKite, xChain } from './techniques/single-digit.js';
import { fullHouse, HIDDEN_SINGLE_BOX_WEIGHT, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './techniques/singles.js';
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from './techniques/subsets.js';
import { uniqueLoops } from './techniques/uniqueness.js';
import { wWing, xyWing, xyzWing } from './techniques/wings.js';
import { pairRelation, quadrupleValues, renbanRun, ruleElimination, thermometerRange } from './techniques/rules/basic.js';
import { arrowSum, cageCombination, littleKillerSum, sandwichSum } from './techniques/rules/sums.js';
import { inniesOuties } from './techniques/rules/innies.js';
import type { Technique, TechniqueName } from './types.js';

/** The family a technique belongs to: the module that finds it, and how a teacher groups it. */
export type TechniqueFamily =
  | 'SINGLES'
  | 'DIRECT'
  | 'INTERSECTIONS'
  | 'SUBSETS'
  | 'FISH'
  | 'WINGS'
  | 'UNIQUENESS'
  | 'ALIGNED_EXCLUSION'
  | 'CYCLES'
  | 'SINGLE_DIGIT'
  | 'CHAINS'
  | 'FORCING_CHAINS'
  /** What one rule forbids given the placed values, and the rules of a few cells (a quadruple). */
  | 'RULES'
  /** Relations along lines and across dots: thermometers, kropki, XV, whispers, renban… */
  | 'LINES'
  /** Killer cages. */
  | 'KILLER'
  /** Arrows, little killers and sandwiches. */
  | 'SUMS'
  | 'TRIAL';

/** One finder of a technique's steps and its place in the ladder. */
export interface Finder {
  readonly find: Technique;
  /** Order key in the ladder; default the technique's weight. */
  readonly order?: number;
  /**
   * Sudoku Explainer's chaining rule: the finders of a group run as one rung, which answers the
   * lowest rated step of them (ladder.ts).
   */
  readonly group?: 'SE_CHAINING';
  /**
   * A finder whose steps belong to techniques of different levels (X- and Y-cycles, HARD and
   * EXPERT): on the players' ladder (ladder.ts PLAYERS_LADDER) it is replaced by these finders, one
   * per technique, each at its own level. Each finds only what the finder finds of its technique,
   * so where the finder found nothing each of them finds nothing either.
   */
  readonly byTechnique?: readonly { readonly name: TechniqueName; readonly find: Technique }[];
}

export interface TechniqueRow {
  /**
   * Sudoku Explainer's published weight where it rates the technique. A step of a technique whose
   * rating depends on the instance (a chain's length, a loop's size) carries its own (Step.rating).
   */
  readonly weight: number;
  readonly level: Difficulty;
  readonly family: TechniqueFamily;
  /** The finders of this technique's steps. None: another row's finder names its steps (`foundBy`), or none does (TRIAL). */
  readonly finders: readonly Finder[];
  /** The technique whose finder also finds this one's steps (a step names its own technique). */
  readonly foundBy?: TechniqueName;
}

export { HIDDEN_SINGLE_BOX_WEIGHT };

/**
 * Every technique, as the ladder climbs. Where Explainer rates a pattern at 6.5 or more as a chain
 * (skyscraper and 2-string kite are its turbot fish, 6.6; X-chains 6.6 and up) but the pattern is
 * graded HARD, it sits just below the chains so that score and level agree.
 */
export const TECHNIQUE_TABLE: Readonly<Record<TechniqueName, TechniqueRow>> = {
  // On boards with rules: what a rule forbids given the placed values (the rules' own pencil-mark
  // update), tried first; each rule step below sits among SE's weights by what a solver must see
  // (docs/logic.md, "Rule steps").
  RULE_ELIMINATION: { weight: 1.0, level: 'EASY', family: 'RULES', finders: [{ find: ruleElimination }] },
  FULL_HOUSE: { weight: 1.0, level: 'EASY', family: 'SINGLES', finders: [{ find: fullHouse }] },
  HIDDEN_SINGLE: {
    weight: 1.5,
    level: 'EASY',
    family: 'SINGLES',
    finders: [{ find: hiddenSingleBox, order: HIDDEN_SINGLE_BOX_WEIGHT }, { find: hiddenSingleLine }],
  },
  // SE's direct variants (placements only; SE tries them before the naked single).
  QUADRUPLE_VALUES: { weight: 1.6, level: 'EASY', family: 'RULES', finders: [{ find: quadrupleValues }] },
  DIRECT_POINTING: { weight: 1.7, level: 'MEDIUM', family: 'DIRECT', finders: [{ find: directPointing }] },
  DIRECT_CLAIMING: { weight: 1.9, level: 'MEDIUM', family: 'DIRECT', finders: [{ find: directClaiming }] },
  THERMOMETER_RANGE: { weight: 1.8, level: 'EASY', family: 'LINES', finders: [{ find: thermometerRange }] },
  DIRECT_HIDDEN_PAIR: { weight: 2.0, level: 'MEDIUM', family: 'DIRECT', finders: [{ find: directHiddenPair }] },
  PAIR_RELATION: { weight: 2.0, level: 'EASY', family: 'LINES', finders: [{ find: pairRelation }] },
  RENBAN_RUN: { weight: 2.0, level: 'EASY', family: 'LINES', finders: [{ find: renbanRun }] },
  CAGE_COMBINATION: { weight: 2.2, level: 'EASY', family: 'KILLER', finders: [{ find: cageCombination }] },
  ARROW_SUM: { weight: 2.2, level: 'EASY', family: 'SUMS', finders: [{ find: arrowSum }] },
  LITTLE_KILLER_SUM: { weight: 2.2, level: 'EASY', family: 'SUMS', finders: [{ find: littleKillerSum }] },
  NAKED_SINGLE: { weight: 2.3, level: 'EASY', family: 'SINGLES', finders: [{ find: nakedSingle }] },
  DIRECT_HIDDEN_TRIPLE: { weight: 2.5, level: 'HARD', family: 'DIRECT', finders: [{ find: directHiddenTriple }] },
  SANDWICH_SUM: { weight: 2.5, level: 'MEDIUM', family: 'SUMS', finders: [{ find: sandwichSum }] },
  // The 45 rule: several cages and houses added up at once, so above the single cage's combinations.
  INNIES_OUTIES: { weight: 2.5, level: 'MEDIUM', family: 'KILLER', finders: [{ find: inniesOuties }] },
  POINTING: { weight: 2.6, level: 'MEDIUM', family: 'INTERSECTIONS', finders: [{ find: pointing }] },
  CLAIMING: { weight: 2.8, level: 'MEDIUM', family: 'INTERSECTIONS', finders: [{ find: claiming }] },
  NAKED_PAIR: { weight: 3.0, level: 'MEDIUM', family: 'SUBSETS', finders: [{ find: nakedPair }] },
  X_WING: { weight: 3.2, level: 'HARD', family: 'FISH', finders: [{ find: xWing }] },
  HIDDEN_PAIR: { weight: 3.4, level: 'MEDIUM', family: 'SUBSETS', finders: [{ find: hiddenPair }] },
  NAKED_TRIPLE: { weight: 3.6, level: 'HARD', family: 'SUBSETS', finders: [{ find: nakedTriple }] },
  SWORDFISH: { weight: 3.8, level: 'HARD', family: 'FISH', finders: [{ find: swordfish }] },
  HIDDEN_TRIPLE: { weight: 4.0, level: 'HARD', family: 'SUBSETS', finders: [{ find: hiddenTriple }] },
  XY_WING: { weight: 4.2, level: 'HARD', family: 'WINGS', finders: [{ find: xyWing }] },
  XYZ_WING: { weight: 4.4, level: 'HARD', family: 'WINGS', finders: [{ find: xyzWing }] },
  // Uniqueness (SE 1.2.1 UniqueLoopHint, Bug*Hint): as SE's producers, every unique rectangle and
  // loop (types 1-4) at once, the lowest rated first, right after XYZ-Wing; every BUG type after
  // hidden quad. Each step names its own type and carries its own rating (loop length, subset
  // size; techniques/uniqueness.ts and bug.ts): the weights are the lowest rating of each.
  UNIQUE_RECTANGLE_1: { weight: 4.5, level: 'HARD', family: 'UNIQUENESS', finders: [{ find: uniqueLoops }] },
  UNIQUE_RECTANGLE_2: { weight: 4.5, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_RECTANGLE_3: { weight: 4.5, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_RECTANGLE_4: { weight: 4.5, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_LOOP_1: { weight: 4.6, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_LOOP_2: { weight: 4.6, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_LOOP_3: { weight: 4.6, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  UNIQUE_LOOP_4: { weight: 4.6, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'UNIQUE_RECTANGLE_1' },
  NAKED_QUAD: { weight: 5.0, level: 'HARD', family: 'SUBSETS', finders: [{ find: nakedQuad }] },
  JELLYFISH: { weight: 5.2, level: 'HARD', family: 'FISH', finders: [{ find: jellyfish }] },
  HIDDEN_QUAD: { weight: 5.4, level: 'HARD', family: 'SUBSETS', finders: [{ find: hiddenQuad }] },
  BUG_TYPE_1: { weight: 5.6, level: 'HARD', family: 'UNIQUENESS', finders: [{ find: bug }] },
  BUG_TYPE_2: { weight: 5.7, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'BUG_TYPE_1' },
  BUG_TYPE_3: { weight: 5.8, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'BUG_TYPE_1' },
  BUG_TYPE_4: { weight: 5.7, level: 'HARD', family: 'UNIQUENESS', finders: [], foundBy: 'BUG_TYPE_1' },
  // SE 1.2.1's order: aligned pair exclusion (AlignedExclusionHint 6.2), then its chaining rule
  // (CycleHint bases: X- and Y-cycles 6.5, bidirectional cycles 7.0, each plus its length; order
  // key just below 7.0, first among the 7.0 chains and W-Wing), aligned triplet exclusion (7.5)
  // after every chain of that rule and before Nishio.
  ALIGNED_PAIR_EXCLUSION: { weight: 6.2, level: 'HARD', family: 'ALIGNED_EXCLUSION', finders: [{ find: alignedPairExclusion }] },
  // One finder for X- and Y-cycles, as SE compares them (the lower rating, then the shorter loop);
  // a step names its own family.
  X_CYCLE: {
    weight: 6.5,
    level: 'HARD',
    family: 'CYCLES',
    finders: [
      {
        find: xOrYCycle,
        byTechnique: [
          { name: 'X_CYCLE', find: xCycle },
          { name: 'Y_CYCLE', find: yCycle },
        ],
      },
    ],
  },
  Y_CYCLE: { weight: 6.5, level: 'EXPERT', family: 'CYCLES', finders: [], foundBy: 'X_CYCLE' },
  // Skyscraper and 2-String Kite before X-Chain, XY-Wing before XY-Chain, AIC last: each later one
  // also finds the earlier ones' patterns as short chains (their weights keep that order). SE's
  // forcing X-chains (6.6) and forcing chains (7.0) are these X-chains and AICs, rated as SE rates
  // them (propagation/se-length.ts chainRating); a unary static propagation never reports one
  // itself (docs/logic.md, "No unary static chains").
  SKYSCRAPER: { weight: 6.6, level: 'HARD', family: 'SINGLE_DIGIT', finders: [{ find: skyscraper }] },
  TWO_STRING_KITE: { weight: 6.6, level: 'HARD', family: 'SINGLE_DIGIT', finders: [{ find: twoStringKite }] },
  X_CHAIN: { weight: 6.6, level: 'HARD', family: 'SINGLE_DIGIT', finders: [{ find: xChain }] },
  BIDIRECTIONAL_CYCLE: { weight: 7.0, level: 'EXPERT', family: 'CYCLES', finders: [{ find: bidirectionalCycle, order: 6.99 }] },
  // W-Wing is what SE finds as a 6-candidate forcing chain (7.1): tried with the chains, first.
  W_WING: { weight: 7.1, level: 'HARD', family: 'WINGS', finders: [{ find: wWing, order: 7.0 }] },
  XY_CHAIN: { weight: 7.0, level: 'EXPERT', family: 'CHAINS', finders: [{ find: xyChain, group: 'SE_CHAINING' }] },
  AIC: { weight: 7.0, level: 'EXPERT', family: 'CHAINS', finders: [{ find: aic, group: 'SE_CHAINING' }] },
  ALIGNED_TRIPLET_EXCLUSION: {
    weight: 7.5,
    level: 'EXPERT',
    family: 'ALIGNED_EXCLUSION',
    finders: [{ find: alignedTripletExclusion }],
  },
  // Sudoku Explainer's forcing chains, in its order (each rated by its base plus its length).
  NISHIO_FORCING_CHAIN: { weight: 7.5, level: 'EXPERT', family: 'FORCING_CHAINS', finders: [{ find: nishioForcingChain }] },
  CELL_FORCING_CHAIN: { weight: 8.0, level: 'EXPERT', family: 'FORCING_CHAINS', finders: [{ find: multipleForcingChain }] },
  REGION_FORCING_CHAIN: { weight: 8.0, level: 'EXPERT', family: 'FORCING_CHAINS', finders: [], foundBy: 'CELL_FORCING_CHAIN' },
  DYNAMIC_FORCING_CHAIN: { weight: 8.5, level: 'MASTER', family: 'FORCING_CHAINS', finders: [{ find: dynamicForcingChain }] },
  DYNAMIC_FORCING_CHAIN_PLUS: {
    weight: 9.0,
    level: 'MASTER',
    family: 'FORCING_CHAINS',
    finders: [{ find: dynamicForcingChainPlus }],
  },
  // Nesting level 2, 3 and 4 (9.5, 10.0, 10.5 and their lengths).
  NESTED_FORCING_CHAIN: {
    weight: 9.5,
    level: 'MASTER',
    family: 'FORCING_CHAINS',
    finders: [
      { find: nestedForcingChain2, order: 9.5 },
      { find: nestedForcingChain3, order: 10.0 },
      { find: nestedForcingChain4, order: 10.5 },
    ],
  },
  // The search's solution for what logic leaves: no finder, the analysis appends it (analyze.ts).
  TRIAL: { weight: 12.0, level: 'MASTER', family: 'TRIAL', finders: [] },
};

const NAMES = Object.keys(TECHNIQUE_TABLE) as TechniqueName[];
const column = <T>(pick: (row: TechniqueRow) => T): Readonly<Record<TechniqueName, T>> =>
  Object.freeze(Object.fromEntries(NAMES.map((name) => [name, pick(TECHNIQUE_TABLE[name])])) as Record<TechniqueName, T>);

/** Each technique's weight on the Sudoku Explainer scale (the table's column). */
export const WEIGHTS = column((row) => row.weight);

/** Each technique's level (the table's column): a run's level is its hardest step's. */
export const LEVELS = column((row) => row.level);

/** A technique's public facts: the table without its finders. */
export interface TechniqueInfo {
  readonly name: TechniqueName;
  readonly weight: number;
  readonly level: Difficulty;
  readonly family: TechniqueFamily;
}

/** Every technique's public facts, as the ladder climbs. */
export const TECHNIQUES: readonly TechniqueInfo[] = Object.freeze(
  NAMES.map((name) => {
    const { weight, level, family } = TECHNIQUE_TABLE[name];
    return Object.freeze({ name, weight, level, family });
  }),
);
