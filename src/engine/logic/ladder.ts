// The ladders the solver climbs, read from the technique table (table.ts). Sudoku Explainer's
// (LADDER): every finder at its order key, simplest first, SE's chaining finders folded into one
// rung; its path gives the score. The players' (PLAYERS_LADDER): the same rungs, every one of an
// easier level before any of a harder one (SE's order within a level); its path gives the level.
import { difficultyRank } from '../types.js';
import { stepWeight } from './grading.js';
import { LEVELS, TECHNIQUE_TABLE, type Finder } from './table.js';
import type { LogicGeometry, Step, Technique, TechniqueName } from './types.js';

/** One rung: a finder and the technique it is filed under (its level filters the ladder). */
export interface TechniqueEntry {
  readonly name: TechniqueName;
  readonly find: Technique;
  /** Order key: the finder's own, else the technique's weight. */
  readonly weight: number;
  /**
   * Finders that find nothing wherever this one finds nothing (the players' ladder's split of a
   * finder whose steps span two levels, table.ts `byTechnique`): a path followed on another ladder
   * (paths.ts) need not ask them again.
   */
  readonly covers?: readonly Technique[];
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
    for (const finder of row.finders) {
      const covers = finder.byTechnique?.map((t) => t.find);
      const entry: TechniqueEntry = { name, find: finder.find, weight: finder.order ?? row.weight, ...(covers ? { covers } : {}) };
      rungs.push({ entry, finder });
    }
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

/**
 * The players' ladder: the same rungs, every rung of an easier level before any rung of a harder
 * one, in SE's order within a level (so the simpler families are always tried first: singles, then
 * intersections and pairs, …). A finder whose steps span two levels is replaced by one finder per
 * technique, each at its technique's level (X-cycles HARD, Y-cycles EXPERT).
 */
function playersLadderOf(ladder: readonly TechniqueEntry[]): TechniqueEntry[] {
  const split: TechniqueEntry[] = [];
  for (const e of ladder) {
    const by = Object.values(TECHNIQUE_TABLE)
      .flatMap((row) => row.finders)
      .find((f) => f.find === e.find)?.byTechnique;
    if (by === undefined) split.push(e);
    else for (const t of by) split.push({ name: t.name, find: t.find, weight: e.weight });
  }
  const rank = (e: TechniqueEntry) => difficultyRank(LEVELS[e.name]);
  return split
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

/** Every rung, each level's before the next level's: the players' ladder (its path gives the level). */
export const PLAYERS_LADDER: readonly TechniqueEntry[] = Object.freeze(playersLadderOf(LADDER));

/** The players' ladder without the rule steps: a board without rules climbs it. */
export const CLASSIC_PLAYERS_LADDER: readonly TechniqueEntry[] = Object.freeze(playersLadderOf(CLASSIC_LADDER));

/** The players' ladder a grid climbs: the rule steps only where its board has rules. */
export function playersLadderFor(geo: LogicGeometry): readonly TechniqueEntry[] {
  return geo.rules === undefined ? CLASSIC_PLAYERS_LADDER : PLAYERS_LADDER;
}
