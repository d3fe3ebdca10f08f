// The soundness sweep of the logic on boards with rules, shared by the test's sample
// (variant-soundness-quick.test.ts) and the long run (`npm run soundness -- --variants`):
// generated puzzles of each variant (variant-puzzles.ts beside it,
// one solution each), analysed within the soundness budget and checked step by step
// (soundness-check.ts: no elimination of the solution's value, no wrong placement, the replay ends
// at the solution).
import { SUPPORT_VARIANTS, variantPuzzle, type SupportVariant } from './variant-puzzles.js';
import type { TechniqueName } from '../../../src/engine/logic/index.js';
import type { Shape } from '../../../src/engine/types.js';
import { checkBoard } from './soundness-check.js';

export interface VariantTally {
  readonly variant: SupportVariant;
  puzzles: number;
  skipped: number;
  steps: number;
  solvedByLogic: number;
  readonly problems: string[];
  readonly used: Map<TechniqueName, number>;
}

/** Checks `count` puzzles of `variant` on `shape` (seeds `${prefix}0`, `${prefix}1`, …). */
export function sweepVariant(shape: Shape, variant: SupportVariant, count: number, prefix = 'sound-'): VariantTally {
  const t: VariantTally = { variant, puzzles: 0, skipped: 0, steps: 0, solvedByLogic: 0, problems: [], used: new Map() };
  for (let k = 0; k < count; k++) {
    const p = variantPuzzle(shape, variant, `${prefix}${k}`);
    if (p === null) {
      t.skipped++;
      continue;
    }
    const c = checkBoard(p.board, p.solution);
    t.puzzles++;
    t.steps += c.steps;
    if (c.solvedByLogic) t.solvedByLogic++;
    for (const x of c.problems) t.problems.push(`${variant} ${prefix}${k}: ${x}`);
    for (const [name, uses] of c.used) t.used.set(name, (t.used.get(name) ?? 0) + uses);
  }
  return t;
}

export { SUPPORT_VARIANTS };
