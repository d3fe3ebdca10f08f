// The ladder the solver climbs, read from the technique table (table.ts): every finder at its
// order key, simplest first, Sudoku Explainer's chaining finders folded into one rung.
import { stepWeight } from './grading.js';
import { TECHNIQUE_TABLE, type Finder } from './table.js';
import type { LogicGeometry, Step, Technique, TechniqueName } from './types.js';

/** One rung: a finder and the technique it is filed under (its level filters the ladder). */
export interface TechniqueEntry {
  readonly name: TechniqueName;
  readonly find: Technique;
  /** Order key: the finder's own, else the technique's weight. */
  readonly weight: number;
}

/**
 * SE's chaining rule rates every chain it finds and takes the lowest (Chaining.getHintList sorts by
 * difficulty): XY-chains and AICs (both EXPERT, so a level filter keeps or drops them together)
 * run as one rung, which returns the lowest-rated step of them (the first in ladder order among
 * equals); a step at the floor (7.0) ends the search. Bidirectional cycles (7.0 here, the floor)
 * stay first on their own, and W-Wing (HARD, 7.1) before the group: folding it in would let an
 * EXPERT chain replace a HARD step.
 */
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

function ladderOf(): TechniqueEntry[] {
  const rungs: { entry: TechniqueEntry; finder: Finder }[] = [];
  for (const [name, row] of Object.entries(TECHNIQUE_TABLE) as [TechniqueName, (typeof TECHNIQUE_TABLE)[TechniqueName]][]) {
    for (const finder of row.finders) rungs.push({ entry: { name, find: finder.find, weight: finder.order ?? row.weight }, finder });
  }
  // Stable: equal keys keep table order.
  const sorted = rungs.map((r, i) => ({ r, i })).sort((a, b) => a.r.entry.weight - b.r.entry.weight || a.i - b.i);
  const group = sorted.filter(({ r }) => r.finder.group === 'SE_CHAINING').map(({ r }) => r.entry);
  const out: TechniqueEntry[] = [];
  for (const { r } of sorted) {
    if (r.finder.group !== 'SE_CHAINING') out.push(r.entry);
    else if (r.entry === group[0]) out.push({ name: r.entry.name, find: lowestOf(group), weight: r.entry.weight });
  }
  return out;
}

/** Every finder, simplest first: the solver's ladder. */
export const LADDER: readonly TechniqueEntry[] = Object.freeze(ladderOf());

/** The rule steps' families: rungs only on boards with rules. */
const RULE_FAMILIES = new Set(['RULES', 'LINES', 'KILLER', 'SUMS']);

/** The ladder without the rule steps: a board without rules climbs it. */
export const CLASSIC_LADDER: readonly TechniqueEntry[] = Object.freeze(
  LADDER.filter((e) => !RULE_FAMILIES.has(TECHNIQUE_TABLE[e.name].family)),
);

/** The ladder a grid climbs: the rule steps only where its board has rules. */
export function ladderFor(geo: LogicGeometry): readonly TechniqueEntry[] {
  return geo.rules === undefined ? CLASSIC_LADDER : LADDER;
}
