// The forcing-chain techniques of Sudoku Explainer's ladder (SE 1.2.1's Chaining rules), each a
// propagation mode (implications.ts) and a base rating: Nishio 7.5 (one digit, dynamic,
// contradictions), cell and region forcing chains 8.0 (static, cells and units with more than two
// places), dynamic forcing chains 8.5, dynamic "plus" 9.0 (locked candidates, pairs and X-Wings
// inside the propagation), nested chains 9.5 (static chains inside), 10.0 (static cell and region
// chains inside) and 10.5 (dynamic chains inside). The length difficulty is added to the base.
import type { LogicContext, Step, Technique } from '../types.js';
import { xWing } from './fish.js';
import { complexities, findForcing, type ForcingRules } from './forcing.js';
import { claiming, pointing } from './intersections.js';
import { aic } from './chains.js';
import { hiddenPair, nakedPair } from './subsets.js';
import { ruleNarrowings } from './rules/narrowings.js';

const PLUS_RULES: readonly ((ctx: LogicContext) => Step | null)[] = [pointing, claiming, hiddenPair, nakedPair, xWing];

const NISHIO: ForcingRules = {
  technique: 'NISHIO_FORCING_CHAIN',
  base: 75,
  mode: { dynamic: true, singleDigit: true },
  multiple: false,
  contradiction: true,
};

const MULTIPLE: ForcingRules = {
  technique: 'CELL_FORCING_CHAIN',
  base: 80,
  mode: { dynamic: false, singleDigit: false },
  multiple: true,
  contradiction: false,
};

const DYNAMIC: ForcingRules = {
  technique: 'DYNAMIC_FORCING_CHAIN',
  base: 85,
  mode: { dynamic: true, singleDigit: false, boardRules: ruleNarrowings },
  multiple: true,
  contradiction: true,
};

const PLUS: ForcingRules = {
  ...DYNAMIC,
  technique: 'DYNAMIC_FORCING_CHAIN_PLUS',
  base: 90,
  mode: { dynamic: true, singleDigit: false, rules: PLUS_RULES, boardRules: ruleNarrowings },
};

/** A nested rule's step adds its own chain's complexity (an AIC: about two states per cell). */
const nestedComplexity = (step: Step): number => complexities.get(step) ?? (step.links?.length ?? 2 * step.cells.length) + 1;

/**
 * Nested chains propagate without the rule narrowings, inside and out: with them a nested step
 * cost over 1 G units (9 s of CPU) on a 9×9 little killer MASTER puzzle, and a level-4 search that
 * found nothing 4.3 G (128 s) on a killer one (docs/logic.md, "Rule steps inside forcing chains").
 */
const DYNAMIC_PLAIN: ForcingRules = { ...DYNAMIC, mode: { dynamic: true, singleDigit: false } };

const multipleRule = (ctx: LogicContext): Step | null => findForcing(ctx, { ...MULTIPLE, firstOnly: true });
const dynamicRule = (ctx: LogicContext): Step | null => findForcing(ctx, { ...DYNAMIC_PLAIN, firstOnly: true });

const nested = (level: number, inner: readonly ((ctx: LogicContext) => Step | null)[]): ForcingRules => ({
  ...DYNAMIC,
  technique: 'NESTED_FORCING_CHAIN',
  base: 85 + 5 * level,
  mode: { dynamic: true, singleDigit: false, rules: [...PLUS_RULES, ...inner], ruleComplexity: nestedComplexity },
});

const NESTED_2 = nested(2, [aic]);
const NESTED_3 = nested(3, [aic, multipleRule]);
const NESTED_4 = nested(4, [dynamicRule]);

export const nishioForcingChain: Technique = (ctx) => findForcing(ctx, NISHIO);
export const multipleForcingChain: Technique = (ctx) => findForcing(ctx, MULTIPLE);
/**
 * Dynamic chains and up run only on boards known to have one solution: on a board with several
 * they stay sound but cannot finish it, and would spend the whole budget before TRIAL does.
 */
const whenUnique =
  (t: Technique): Technique =>
  (ctx) =>
    ctx.unique ? t(ctx) : null;

export const dynamicForcingChain: Technique = whenUnique((ctx) => findForcing(ctx, DYNAMIC));
export const dynamicForcingChainPlus: Technique = whenUnique((ctx) => findForcing(ctx, PLUS));
export const nestedForcingChain2: Technique = whenUnique((ctx) => findForcing(ctx, NESTED_2));
export const nestedForcingChain3: Technique = whenUnique((ctx) => findForcing(ctx, NESTED_3));
export const nestedForcingChain4: Technique = whenUnique((ctx) => findForcing(ctx, NESTED_4));
