// The search's propagators for a model (the houses are the search's own counts): one per group, pair,
// sum and rule propagator, and the derived ones (derive.ts). Level 0 runs before level 1 (cheap before costly); a prop marked
// `onFixed` is scheduled only when one of its cells is narrowed to one value (the intersections, whose
// work pays only then, and the groups, whose check a cage's sum or the peers mostly make already).
import { GroupPropagator } from '../rules/props/group.js';
import { PairPropagator } from '../rules/props/pair.js';
import type { Propagator } from '../rules/props/propagator.js';
import { SameValuesPropagator } from '../rules/props/same-values.js';
import { SumPropagator } from '../rules/props/sum.js';
import { allSee, seesIn, type RuleSpace } from '../rules/space.js';
import { cageSums, leftovers } from './derive.js';

export interface BuiltPropagators {
  readonly props: Propagator[];
  readonly level: Uint8Array;
  readonly onFixed: Uint8Array;
  /** What each prop adds to the branching weight of its cells: the smaller a sum, the more. */
  readonly weight: Int32Array;
}

export function buildPropagators(space: RuleSpace): BuiltPropagators {
  const props: Propagator[] = [];
  const levels: number[] = [];
  const fixedOnly: number[] = [];
  const weights: number[] = [];
  const n = space.size;
  const add = (p: Propagator, level: number, onFixed = false, weight = onFixed ? 0 : p.cells.length) => {
    props.push(p);
    levels.push(level);
    fixedOnly.push(onFixed ? 1 : 0);
    weights.push(weight);
  };
  const sees = seesIn(space);
  const summed = new Set(space.sums.filter((s) => s.distinct).map((s) => [...s.cells].sort((a, b) => a - b).join(',')));
  for (const g of space.groups) {
    if (!summed.has([...g.cells].sort((a, b) => a - b).join(','))) add(new GroupPropagator(g.cells), 0, true);
  }
  for (const p of space.pairs) add(new PairPropagator(p.a, p.b, p.allowed, p.back), 0);
  for (const s of leftovers(space, sees)) add(new SameValuesPropagator(s.left, s.right, s.distinct), 0);
  const { cellHouseStart, cellHouses } = space;
  /** Whether house h holds cell c (a cell is in few houses). */
  const holds = (h: number, c: number) => {
    for (let k = cellHouseStart[c]; k < cellHouseStart[c + 1]; k++) if (cellHouses[k] === h) return true;
    return false;
  };
  const sum = (cells: Int32Array, coefs: Int32Array, total: number, distinct: boolean) => {
    const p = new SumPropagator(cells, coefs, total, n, distinct, sees);
    // The houses holding every cell are among the first cell's (in house order).
    for (let k = cellHouseStart[cells[0]]; cells.length < n && k < cellHouseStart[cells[0] + 1]; k++) {
      const h = cellHouses[k];
      if (cells.every((c) => holds(h, c))) p.addComplement(space.houses[h].cells.filter((c) => !cells.includes(c)));
    }
    add(p, 1, false, Math.max(2 * n - cells.length, n));
  };
  for (const s of space.sums) sum(s.cells, s.coefs, s.total, s.distinct || allSee([...s.cells], sees));
  for (const s of cageSums(space)) {
    sum(Int32Array.from(s.cells), Int32Array.from(s.coefs), s.total, s.coefs.every((c) => c === 1) && allSee(s.cells, sees));
  }
  for (const r of space.propagators) add(r.propagator, 1);
  return { props, level: Uint8Array.from(levels), onFixed: Uint8Array.from(fixedOnly), weight: Int32Array.from(weights) };
}
