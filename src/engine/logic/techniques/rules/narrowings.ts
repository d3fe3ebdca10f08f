// The rule steps' reasoning as narrowings for the dynamic forcing chains (propagation/implications.ts:
// "Forcing chains propagate through every rule", issue 48). A chain's working copy is narrowed by
// what each rule step would remove there, with the step's own code: PAIR_RELATION's support of a
// relation (which also gives THERMOMETER_RANGE's ranges, a thermometer being a relation between
// neighbours), CAGE_COMBINATION's matching, the sum propagators of ARROW_SUM, LITTLE_KILLER_SUM
// and INNIES_OUTIES (with every 45-rule sum the search derives, variants/derive.ts), and the rules'
// own propagators of RENBAN_RUN, QUADRUPLE_VALUES and SANDWICH_SUM. RULE_ELIMINATION needs none: a
// chain's "on" state already follows the pair relations' weak links, and even/odd marks are applied
// before any chain runs. Each narrowing reads
// only its cells (the cells whose removals made it apply, so a chain's rule step hangs on them), and
// runs again only when one of them changed.
import { SumPropagator } from '../../../rules/props/sum.js';
import { allSee } from '../../../rules/space.js';
import { cageSums } from '../../../variants/derive.js';
import { combosFor } from '../../../rules/props/combos.js';
import type { Narrowing, Propagator } from '../../../rules/props/propagator.js';
import { ruleName } from '../../describe.js';
import { sees } from '../../propagation/links.js';
import type { LogicGeometry } from '../../types.js';
import { PAIR_KINDS, supported } from './basic.js';
import { innieSums } from './innies.js';
import { ruleParts } from './parts.js';
import { cageFit, ruleSumOf } from './sums.js';

/** What a narrowing charges: the propagation's work counter. */
export interface Work {
  spent: number;
}

/** One rule step's reasoning over its cells' masks (a placed or fixed cell: one value). */
export interface RuleNarrowing {
  /** The cells it reads: a change to any of them runs it again; their removals are its parents. */
  readonly cells: Int32Array;
  /** The rule's name in a chain's sentence ("the quadruple at r3c4", "the 45 rule"). */
  readonly name: string;
  /** Narrows `m` (writing through `out`, never an empty mask); false when nothing can satisfy the rule. */
  narrow(m: Int32Array, out: Narrowing, work: Work): boolean;
}

/** A board's narrowings and, per cell, those that read it. */
export interface RuleNarrowings {
  readonly list: readonly RuleNarrowing[];
  /** The narrowings reading cell c: byCell[cellStart[c] … cellStart[c + 1]). */
  readonly cellStart: Int32Array;
  readonly byCell: Int32Array;
}

/** A relation between two cells (one rule's part of the pair): each keeps what some value of the other supports. */
class PairNarrowing implements RuleNarrowing {
  readonly cells: Int32Array;

  constructor(
    readonly name: string,
    a: number,
    b: number,
    private readonly allowed: Int32Array,
    private readonly back: Int32Array,
    private readonly same: number,
  ) {
    this.cells = Int32Array.of(a, b);
  }

  narrow(m: Int32Array, out: Narrowing, work: Work): boolean {
    work.spent += 2;
    const a = this.cells[0];
    const b = this.cells[1];
    const na = m[a] & supported(this.back, m[b], this.same);
    const nb = m[b] & supported(this.allowed, m[a], this.same);
    if (na === 0 || nb === 0) return false;
    if (na !== m[a]) out.set(a, na);
    if (nb !== m[b]) out.set(b, nb);
    return true;
  }
}

/** A killer cage's sum by its combinations and an exact matching of its open cells (CAGE_COMBINATION). */
class CageNarrowing implements RuleNarrowing {
  private readonly open: number[] = [];
  private readonly masks: number[] = [];

  constructor(
    readonly name: string,
    readonly cells: Int32Array,
    private readonly sum: number,
    private readonly n: number,
  ) {}

  narrow(m: Int32Array, out: Narrowing, work: Work): boolean {
    work.spent += this.cells.length;
    // A cell with one value left holds it (as a placed cell does for the step).
    let placed = 0;
    let rest = this.sum;
    const open = this.open;
    const masks = this.masks;
    open.length = 0;
    masks.length = 0;
    for (const c of this.cells) {
      const v = m[c];
      if ((v & (v - 1)) === 0) {
        if ((placed & v) !== 0) return false;
        placed |= v;
        rest -= 32 - Math.clz32(v);
      } else {
        open.push(c);
        masks.push(v);
      }
    }
    if (open.length === 0) return rest === 0;
    const { feasible, keep } = cageFit(work, this.n, masks, placed, rest);
    if (feasible.length === 0) return false;
    for (let i = 0; i < open.length; i++) if (keep[i] !== masks[i]) out.set(open[i], keep[i]);
    return true;
  }
}

/** A propagator the step uses as it is (a sum's, a renban's, a quadruple's, a sandwich's). */
class PropagatorNarrowing implements RuleNarrowing {
  readonly cells: Int32Array;

  constructor(
    readonly name: string,
    private readonly propagator: Propagator,
  ) {
    this.cells = propagator.cells;
  }

  narrow(m: Int32Array, out: Narrowing, work: Work): boolean {
    work.spent += this.cells.length;
    return this.propagator.propagate(m, out);
  }
}

/** The innie and outie sums' name in a chain's sentence. */
const FORTY_FIVE = 'the 45 rule';

const made = new WeakMap<LogicGeometry, RuleNarrowings | null>();

/** The narrowings of a board's rule steps (null on a board without rules, or whose rules give none); made once per board. */
export function ruleNarrowings(geo: LogicGeometry): RuleNarrowings | null {
  if (geo.rules === undefined) return null;
  let out = made.get(geo);
  if (out !== undefined) return out;
  const space = geo.rules.space;
  const parts = ruleParts(space);
  const n = geo.size;
  const exact = combosFor(n) !== null;
  const list: RuleNarrowing[] = [];
  space.rules.forEach((r, rule) => {
    const name = ruleName(geo, rule);
    if (PAIR_KINDS.has(r.kind)) {
      for (const p of parts.pairs[rule]) list.push(new PairNarrowing(name, p.a, p.b, p.allowed, p.back, sees(geo, p.a, p.b) ? -1 : 0));
    } else if (r.kind === 'KILLER_CAGE') {
      if (r.sum === undefined || r.sum === null) return;
      list.push(exact ? new CageNarrowing(name, Int32Array.from(r.cells), r.sum, n) : new PropagatorNarrowing(name, ruleSumOf(geo, rule)));
    } else if (r.kind === 'ARROW' || r.kind === 'LITTLE_KILLER') {
      list.push(new PropagatorNarrowing(name, ruleSumOf(geo, rule)));
    } else if (r.kind === 'RENBAN' || r.kind === 'QUADRUPLE' || r.kind === 'SANDWICH') {
      list.push(new PropagatorNarrowing(name, parts.propagators[rule][0]));
    }
  });
  for (const s of innieSums(geo)) list.push(new PropagatorNarrowing(FORTY_FIVE, s.propagator));
  // The 45 rule past the step's reach: every sum the search derives from the cages (a house's innies
  // of any count, a cage sticking out of a house by one cell, innies less outies over rows, columns
  // or boxes 1..i), with the step's bounds counting the cells that see each other. Without them the
  // chains left 3 of 4 killer MASTER puzzles to TRIAL; with them 1 (docs/logic.md).
  const apart = (a: number, b: number): boolean => sees(geo, a, b);
  for (const s of cageSums(space)) {
    const unit = s.coefs.every((c) => c === 1);
    const p = new SumPropagator(
      Int32Array.from(s.cells),
      Int32Array.from(s.coefs),
      s.total,
      n,
      unit && allSee(s.cells, apart),
      apart,
      true,
    );
    list.push(new PropagatorNarrowing(FORTY_FIVE, p));
  }
  out = null;
  if (list.length > 0) {
    const cellStart = new Int32Array(geo.cellCount + 1);
    for (const x of list) for (const c of x.cells) cellStart[c + 1]++;
    for (let c = 0; c < geo.cellCount; c++) cellStart[c + 1] += cellStart[c];
    const fill = cellStart.slice(0, geo.cellCount);
    const byCell = new Int32Array(cellStart[geo.cellCount]);
    list.forEach((x, k) => {
      for (const c of x.cells) byCell[fill[c]++] = k;
    });
    out = { list, cellStart, byCell };
  }
  made.set(geo, out);
  return out;
}
