// The techniques the solver tries, simplest (lowest weight) first. Each entry's weight decides its
// place, so an entry may be added anywhere in the list.
import { WEIGHTS, HIDDEN_SINGLE_BOX_WEIGHT, stepWeight } from './grading.js';
import { claiming, pointing } from './techniques/intersections.js';
import { directClaiming, directHiddenPair, directHiddenTriple, directPointing } from './techniques/direct.js';
import { jellyfish, swordfish, xWing } from './techniques/fish.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './techniques/singles.js';
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from './techniques/subsets.js';
import { aic, xyChain } from './techniques/chains.js';
import { skyscraper, twoStringKite, xChain } from './techniques/single-digit.js';
import {
  dynamicForcingChain,
  dynamicForcingChainPlus,
  multipleForcingChain,
  nestedForcingChain2,
  nestedForcingChain3,
  nestedForcingChain4,
  nishioForcingChain,
} from './techniques/forcing-chains.js';
import { bug } from './techniques/bug.js';
import { uniqueLoops } from './techniques/uniqueness.js';
import { alignedPairExclusion, alignedTripletExclusion } from './techniques/aligned-exclusion.js';
import { bidirectionalCycle, xOrYCycle } from './techniques/cycles.js';
import { wWing, xyWing, xyzWing } from './techniques/wings.js';
import type { Step, Technique, TechniqueName } from './types.js';

export interface TechniqueEntry {
  readonly name: TechniqueName;
  readonly find: Technique;
  /** Order key; defaults to the technique's weight. */
  readonly weight?: number;
}

const ENTRIES: readonly TechniqueEntry[] = [
  { name: 'FULL_HOUSE', find: fullHouse },
  { name: 'HIDDEN_SINGLE', find: hiddenSingleBox, weight: HIDDEN_SINGLE_BOX_WEIGHT },
  { name: 'HIDDEN_SINGLE', find: hiddenSingleLine },
  // SE's direct variants (placements only; SE tries them before the naked single).
  { name: 'DIRECT_POINTING', find: directPointing },
  { name: 'DIRECT_CLAIMING', find: directClaiming },
  { name: 'DIRECT_HIDDEN_PAIR', find: directHiddenPair },
  { name: 'NAKED_SINGLE', find: nakedSingle },
  { name: 'DIRECT_HIDDEN_TRIPLE', find: directHiddenTriple },
  { name: 'POINTING', find: pointing },
  { name: 'CLAIMING', find: claiming },
  { name: 'NAKED_PAIR', find: nakedPair },
  { name: 'HIDDEN_PAIR', find: hiddenPair },
  { name: 'NAKED_TRIPLE', find: nakedTriple },
  { name: 'HIDDEN_TRIPLE', find: hiddenTriple },
  { name: 'NAKED_QUAD', find: nakedQuad },
  { name: 'HIDDEN_QUAD', find: hiddenQuad },
  { name: 'X_WING', find: xWing },
  { name: 'SWORDFISH', find: swordfish },
  { name: 'JELLYFISH', find: jellyfish },
  { name: 'XY_WING', find: xyWing },
  { name: 'XYZ_WING', find: xyzWing },
  // W-Wing is what SE finds as a 6-candidate forcing chain (7.1): tried with the chains, first.
  { name: 'W_WING', find: wWing, weight: 7.0 },
  // As SE's producers: every unique rectangle and loop (types 1-4) at once, the lowest rated
  // first, right after XYZ-Wing; every BUG type after hidden quad. Each step names its own type.
  { name: 'UNIQUE_RECTANGLE_1', find: uniqueLoops },
  { name: 'BUG_TYPE_1', find: bug },
  // SE's order: aligned pair exclusion (6.2), then its chaining rule (X- and Y-cycles 6.5,
  // bidirectional cycles 7.0: order key just below 7.0, first among the 7.0 chains and W-Wing),
  // aligned triplet exclusion (7.5) after every chain of that rule and before Nishio.
  { name: 'ALIGNED_PAIR_EXCLUSION', find: alignedPairExclusion },
  // One producer for X- and Y-cycles, as SE compares them (the lower rating, then the shorter
  // loop); a step names its own family.
  { name: 'X_CYCLE', find: xOrYCycle },
  { name: 'BIDIRECTIONAL_CYCLE', find: bidirectionalCycle, weight: 6.99 },
  { name: 'ALIGNED_TRIPLET_EXCLUSION', find: alignedTripletExclusion },
  // Skyscraper and 2-String Kite before X-Chain, XY-Wing before XY-Chain, AIC last: each later
  // one also finds the earlier ones' patterns as short chains (their weights keep that order).
  // SE's forcing X-chains (6.6) and forcing chains (7.0) are these X-chains and AICs, rated as SE
  // rates them (se-length.ts chainRating); a unary static propagation never reports one itself
  // (docs/logic.md, "No unary static chains").
  { name: 'SKYSCRAPER', find: skyscraper },
  { name: 'TWO_STRING_KITE', find: twoStringKite },
  { name: 'X_CHAIN', find: xChain },
  { name: 'XY_CHAIN', find: xyChain },
  { name: 'AIC', find: aic },
  // Sudoku Explainer's forcing chains, in its order (each rated by its base plus its length).
  { name: 'NISHIO_FORCING_CHAIN', find: nishioForcingChain },
  { name: 'CELL_FORCING_CHAIN', find: multipleForcingChain },
  { name: 'DYNAMIC_FORCING_CHAIN', find: dynamicForcingChain },
  { name: 'DYNAMIC_FORCING_CHAIN_PLUS', find: dynamicForcingChainPlus },
  { name: 'NESTED_FORCING_CHAIN', find: nestedForcingChain2, weight: 9.5 },
  { name: 'NESTED_FORCING_CHAIN', find: nestedForcingChain3, weight: 10.0 },
  { name: 'NESTED_FORCING_CHAIN', find: nestedForcingChain4, weight: 10.5 },
];

const weightOf = (e: TechniqueEntry): number => e.weight ?? WEIGHTS[e.name];

/**
 * SE's chaining rule rates every chain it finds and takes the lowest (Chaining.getHintList sorts by
 * difficulty): XY-chains and AICs (both EXPERT, so a level filter keeps or drops them together)
 * run as one producer, which returns the lowest-rated step of them (the first in list order among
 * equals); a step at the floor (7.0) ends the search. Bidirectional cycles (7.0 here, the floor)
 * stay first on their own, and W-Wing (HARD, 7.1) before the group as before: folding it in would
 * let an EXPERT chain replace a HARD step.
 */
const SE_CHAINS = new Set<Technique>([xyChain, aic]);
const CHAIN_FLOOR = 7.0;

function lowestOf(entries: readonly TechniqueEntry[]): Technique {
  return (ctx) => {
    let best: Step | null = null;
    let bestWeight = Infinity;
    for (const e of entries) {
      if (ctx.work.spent > ctx.work.limit) break;
      const step = e.find(ctx);
      if (step === null) continue;
      const w = stepWeight(step);
      if (w < bestWeight) {
        best = step;
        bestWeight = w;
        if (w <= CHAIN_FLOOR) break;
      }
    }
    return best;
  };
}

function grouped(sorted: readonly TechniqueEntry[]): TechniqueEntry[] {
  const group = sorted.filter((e) => SE_CHAINS.has(e.find));
  const out: TechniqueEntry[] = [];
  for (const e of sorted) {
    if (!SE_CHAINS.has(e.find)) out.push(e);
    else if (e === group[0]) out.push({ name: e.name, find: lowestOf(group), weight: e.weight });
  }
  return out;
}

/** Every technique, ordered by weight (stable: equal weights keep their list order). */
export const TECHNIQUES: readonly TechniqueEntry[] = Object.freeze(
  grouped(
    ENTRIES.map((e, i) => ({ e, i }))
      .sort((a, b) => weightOf(a.e) - weightOf(b.e) || a.i - b.i)
      .map(({ e }) => e),
  ),
);
