// The compiled constraint model of a (shape, rules) pair (docs/variants.md, "The model"): every rule
// module compiles its rules into these few families, and the search, the conflicts and the logic read
// only them. Built once per (shape, rules) by rules/check.ts.
//
// - houses: N cells, every value once (rows, columns, boxes or jigsaw regions, diagonals, windoku
//   windows, disjoint groups, extra regions of N cells);
// - groups: fewer than N cells, no value twice (killer cages, shorter extra regions, renban lines);
// - exclusions: two cells that never hold the same value (anti-knight, anti-king);
// - sums: Σ coefficient·value = total over some cells (cages, arrows, little killers);
// - pairs: a relation between the values of two cells as a table (kropki, XV, non-consecutive,
//   greater-than, thermometers, whispers, palindromes, the negative constraints), merged per pair;
// - unary: a mask per cell (even/odd);
// - propagators: what a table cannot say (sandwich, renban, quadruple), each its own Propagator.
import type { Shape } from '../types.js';
import type { Propagator } from './props/propagator.js';
import type { Rule, RuleKind } from './types.js';

/** Which rule a part of the model comes from: a row, column or box of the grid, or one of the board's rules. */
export type ConstraintSource =
  { readonly kind: 'ROW' | 'COLUMN' | 'BOX'; readonly index: number } | { readonly kind: RuleKind; readonly rule: number };

/** A rule's source: its index in the board's rules and its kind. */
export type RuleSource = Extract<ConstraintSource, { readonly rule: number }>;

/** A house (N cells) or a group (fewer): cells holding no value twice. */
export interface CellSet {
  readonly cells: Int32Array;
  readonly source: ConstraintSource;
}

/** Σ coefs[i]·value(cells[i]) = total. `distinct`: the cells see each other (a cage, or cells of one house). */
export interface SumConstraint {
  readonly cells: Int32Array;
  readonly coefs: Int32Array;
  readonly total: number;
  readonly distinct: boolean;
  readonly source: RuleSource;
}

/** Two cells (a < b) whose values must be in a relation: allowed[va−1] is the mask of b's values allowed with a = va. */
export interface PairRelation {
  readonly a: number;
  readonly b: number;
  readonly allowed: Int32Array;
  /** back[vb−1]: a's values allowed with b = vb. */
  readonly back: Int32Array;
  /** Every rule that put a relation on this pair. */
  readonly sources: readonly RuleSource[];
  /** Each rule's own table (allowed as above): a broken relation is told by rule. */
  readonly parts: readonly { readonly source: RuleSource; readonly allowed: Int32Array }[];
}

/** A unary rule: `cell` holds one of the values of `mask`. */
export interface UnaryRule {
  readonly cell: number;
  readonly mask: number;
  readonly source: RuleSource;
}

/** Two cells (a < b) that never hold the same value although no house or group holds both. */
export interface Exclusion {
  readonly a: number;
  readonly b: number;
  readonly source: RuleSource;
}

export interface RulePropagator {
  readonly propagator: Propagator;
  readonly source: RuleSource;
}

export interface RuleSpace {
  readonly shape: Shape;
  readonly rules: readonly Rule[];
  readonly size: number;
  readonly cellCount: number;
  /** Every value: bit v−1 for v = 1..N. */
  readonly allValues: number;
  /** True when the shape's boxes are houses (no JIGSAW rule replaces them). */
  readonly boxes: boolean;
  /** Rows 0..N−1, columns, then boxes or jigsaw regions (as geometry.ts numbers its units), then the rules' houses. */
  readonly houses: readonly CellSet[];
  readonly groups: readonly CellSet[];
  readonly exclusions: readonly Exclusion[];
  readonly sums: readonly SumConstraint[];
  readonly pairs: readonly PairRelation[];
  /** Index in `pairs` of the pair (a, b), a < b, by a·cellCount + b. */
  readonly pairIndex: ReadonlyMap<number, number>;
  /** Values each cell may hold by the unary rules (allValues where none). */
  readonly unary: Int32Array;
  /** The unary rules one by one. */
  readonly unaries: readonly UnaryRule[];
  readonly propagators: readonly RulePropagator[];
  /** Cells that may not share a cell's value (houses, groups, exclusions): cell i's are peers[peerStart[i] .. peerStart[i+1]). */
  readonly peerStart: Int32Array;
  readonly peers: Int32Array;
  /** Houses of each cell: cellHouses[cellHouseStart[i] .. cellHouseStart[i+1]). */
  readonly cellHouseStart: Int32Array;
  readonly cellHouses: Int32Array;
  /**
   * True when no rule tells values apart (only houses, groups, exclusions and equalities): any
   * relabelling of the values maps solutions to solutions, which the search uses on boards without givens.
   */
  readonly valueSymmetric: boolean;
}

/** Collects what the rule modules compile (rules/kinds/*), then freezes it into a RuleSpace. */
export class SpaceBuilder {
  readonly n: number;
  readonly cellCount: number;
  readonly allValues: number;
  private readonly houses: CellSet[] = [];
  private readonly houseKeys = new Set<string>();
  private readonly groups: CellSet[] = [];
  private readonly exclusions: Exclusion[] = [];
  private readonly exclusionKeys = new Set<number>();
  private readonly sums: SumConstraint[] = [];
  private readonly pairs: {
    a: number;
    b: number;
    allowed: Int32Array;
    sources: RuleSource[];
    parts: { source: RuleSource; allowed: Int32Array }[];
  }[] = [];
  private readonly unaries: UnaryRule[] = [];
  private readonly pairIndex = new Map<number, number>();
  private readonly unary: Int32Array;
  private readonly propagators: RulePropagator[] = [];
  private symmetric = true;

  constructor(
    readonly shape: Shape,
    readonly rules: readonly Rule[],
    readonly boxes: boolean,
  ) {
    this.n = shape.size;
    this.cellCount = this.n * this.n;
    this.allValues = this.n >= 31 ? -1 : (1 << this.n) - 1;
    this.unary = new Int32Array(this.cellCount).fill(this.allValues);
  }

  /** Cells holding every value once (N of them). A house listed twice is kept once. */
  house(cells: readonly number[], source: ConstraintSource): void {
    const key = [...cells].sort((x, y) => x - y).join(',');
    if (this.houseKeys.has(key)) return;
    this.houseKeys.add(key);
    this.houses.push({ cells: Int32Array.from(cells), source });
  }

  /** Cells holding no value twice: a house when there are N of them, nothing when one. */
  distinct(cells: readonly number[], source: RuleSource): void {
    if (cells.length === this.n) this.house(cells, source);
    else if (cells.length > 1) this.groups.push({ cells: Int32Array.from(cells), source });
  }

  /** Two cells that may not hold the same value. */
  exclude(a: number, b: number, source: RuleSource): void {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const key = lo * this.cellCount + hi;
    if (lo === hi || this.exclusionKeys.has(key)) return;
    this.exclusionKeys.add(key);
    this.exclusions.push({ a: lo, b: hi, source });
  }

  sum(cells: readonly number[], coefs: readonly number[], total: number, distinct: boolean, source: RuleSource): void {
    this.sums.push({ cells: Int32Array.from(cells), coefs: Int32Array.from(coefs), total, distinct, source });
    this.symmetric = false;
  }

  /**
   * The values of cells a and b must satisfy `ok(va, vb)`. Relations on one pair of cells are merged
   * (both must hold). `symmetric`: the relation is equality, which every relabelling of values keeps.
   */
  relate(a: number, b: number, ok: (va: number, vb: number) => boolean, source: RuleSource, symmetric = false): void {
    if (!symmetric) this.symmetric = false;
    const swap = a > b;
    const lo = swap ? b : a;
    const hi = swap ? a : b;
    const key = lo * this.cellCount + hi;
    let index = this.pairIndex.get(key);
    if (index === undefined) {
      index = this.pairs.length;
      this.pairIndex.set(key, index);
      this.pairs.push({ a: lo, b: hi, allowed: new Int32Array(this.n).fill(this.allValues), sources: [], parts: [] });
    }
    const pair = this.pairs[index];
    let part = pair.parts.find((p) => p.source.rule === source.rule);
    if (part === undefined) {
      part = { source, allowed: new Int32Array(this.n).fill(this.allValues) };
      pair.parts.push(part);
      pair.sources.push(source);
    }
    for (let va = 1; va <= this.n; va++) {
      let mask = 0;
      for (let vb = 1; vb <= this.n; vb++) if (swap ? ok(vb, va) : ok(va, vb)) mask |= 1 << (vb - 1);
      pair.allowed[va - 1] &= mask;
      part.allowed[va - 1] &= mask;
    }
  }

  /** Cell `cell` holds one of the values of `mask`. */
  restrict(cell: number, mask: number, source: RuleSource): void {
    this.unary[cell] &= mask;
    this.unaries.push({ cell, mask, source });
    this.symmetric = false;
  }

  /** A constraint no family above can state. */
  propagator(propagator: Propagator, source: RuleSource): void {
    this.propagators.push({ propagator, source });
    this.symmetric = false;
  }

  build(): RuleSpace {
    const n = this.n;
    const cellCount = this.cellCount;
    const pairs: PairRelation[] = this.pairs.map(({ a, b, allowed, sources, parts }) => {
      const back = new Int32Array(n);
      for (let va = 1; va <= n; va++) {
        for (let m = allowed[va - 1]; m !== 0; m &= m - 1) back[31 - Math.clz32(m & -m)] |= 1 << (va - 1);
      }
      return { a, b, allowed, back, sources, parts };
    });
    // Plain loops over typed arrays: this runs once per model, and across models often enough to be
    // optimized, where inlined callbacks and comparators made one of the process's largest compilations.
    const sets: CellSet[] = this.houses.concat(this.groups);
    const [setStart, setOf] = cellIndex(cellCount, sets.length, (k) => sets[k].cells);
    const exclusions = this.exclusions;
    const exclStart = new Int32Array(cellCount + 1);
    for (let k = 0; k < exclusions.length; k++) {
      exclStart[exclusions[k].a + 1]++;
      exclStart[exclusions[k].b + 1]++;
    }
    for (let c = 0; c < cellCount; c++) exclStart[c + 1] += exclStart[c];
    const exclOf = new Int32Array(exclStart[cellCount]);
    const exclAt = exclStart.slice(0, cellCount);
    for (let k = 0; k < exclusions.length; k++) {
      const { a, b } = exclusions[k];
      exclOf[exclAt[a]++] = b;
      exclOf[exclAt[b]++] = a;
    }
    // Each cell's peers, once each (a stamp per cell): counted, then listed and sorted.
    const stamp = new Int32Array(cellCount).fill(-1);
    const peerStart = new Int32Array(cellCount + 1);
    let peers = new Int32Array(0);
    for (let pass = 0; pass < 2; pass++) {
      stamp.fill(-1);
      let at = 0;
      for (let i = 0; i < cellCount; i++) {
        for (let s = setStart[i]; s < setStart[i + 1]; s++) {
          const cells = sets[setOf[s]].cells;
          for (let k = 0; k < cells.length; k++) {
            const j = cells[k];
            if (j === i || stamp[j] === i) continue;
            stamp[j] = i;
            if (pass === 1) peers[at] = j;
            at++;
          }
        }
        for (let e = exclStart[i]; e < exclStart[i + 1]; e++) {
          const j = exclOf[e];
          if (stamp[j] === i) continue;
          stamp[j] = i;
          if (pass === 1) peers[at] = j;
          at++;
        }
        if (pass === 0) peerStart[i + 1] = at;
        else peers.subarray(peerStart[i], at).sort();
      }
      if (pass === 0) peers = new Int32Array(at);
    }
    // A cell's houses in the houses' order.
    const houses = this.houses;
    const [cellHouseStart, cellHouses] = cellIndex(cellCount, houses.length, (k) => houses[k].cells);
    return {
      shape: this.shape,
      rules: this.rules,
      size: n,
      cellCount,
      allValues: this.allValues,
      boxes: this.boxes,
      houses: this.houses,
      groups: this.groups,
      exclusions: this.exclusions,
      sums: this.sums,
      pairs,
      pairIndex: this.pairIndex,
      unary: this.unary,
      unaries: this.unaries,
      propagators: this.propagators,
      peerStart,
      peers,
      cellHouseStart,
      cellHouses,
      valueSymmetric: this.symmetric,
    };
  }
}

/**
 * Which of `count` cell lists (`cellsOf(k)`) hold each cell, as start/flat arrays: the lists of cell
 * c are flat[start[c] .. start[c + 1]), in increasing k.
 */
function cellIndex(cellCount: number, count: number, cellsOf: (k: number) => Int32Array): [Int32Array, Int32Array] {
  const start = new Int32Array(cellCount + 1);
  for (let k = 0; k < count; k++) {
    const cells = cellsOf(k);
    for (let j = 0; j < cells.length; j++) start[cells[j] + 1]++;
  }
  for (let c = 0; c < cellCount; c++) start[c + 1] += start[c];
  const flat = new Int32Array(start[cellCount]);
  const at = start.slice(0, cellCount);
  for (let k = 0; k < count; k++) {
    const cells = cellsOf(k);
    for (let j = 0; j < cells.length; j++) flat[at[cells[j]]++] = k;
  }
  return [start, flat];
}

/** Whether two cells see each other (the model's peers, sorted per cell). */
export function seesIn(space: RuleSpace): (a: number, b: number) => boolean {
  const { peerStart, peers } = space;
  return (a, b) => {
    let lo = peerStart[a];
    let hi = peerStart[a + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const p = peers[mid];
      if (p === b) return true;
      if (p < b) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };
}

/** Whether every two of `cells` see each other. */
export function allSee(cells: readonly number[], sees: (a: number, b: number) => boolean): boolean {
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) if (!sees(cells[i], cells[j])) return false;
  return true;
}
