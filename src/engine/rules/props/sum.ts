// Σ coefs[i]·value(cells[i]) = total. Always bounds consistency (no cell takes a value that the
// others' ranges cannot complete); exact filtering where it is cheap: a cage (unit coefficients, cells
// that see each other) by its combinations (combos.ts), and any sum with at most two open cells by
// trying their values. The logic's rule steps (not the search) also count the cells that see each
// other: k of them hold k different values (`houseBounds`).
import { popcount } from '../../bits.js';
import { combosFor, MAX_COMBO_SIZE, type Combos } from './combos.js';
import { maxOf, minOf, rangeMask, type Narrowing, type Propagator } from './propagator.js';

const NONE = new Uint8Array(0);
const EMPTY = new Int32Array(0);
/**
 * Cage filtering's scratch, per open cell: its mask and its cell. Shared by every cage (a propagator
 * runs to its end before another starts, and a cage has at most MAX_COMBO_SIZE cells): a model
 * builds dozens of sums, and two arrays each would be most of their construction.
 */
const CAGE_MASKS = new Int32Array(MAX_COMBO_SIZE);
const CAGE_CELLS = new Int32Array(MAX_COMBO_SIZE);

export class SumPropagator implements Propagator {
  readonly cells: Int32Array;
  private readonly coefs: Int32Array;
  private readonly combos: Combos | null;
  /** apart[i·k + j]: cells i and j may not hold the same value (not built for a cage, which reads none). */
  private readonly apart: Uint8Array = NONE;
  /** For a cage inside houses: each such house's other cells, which must hold the values the cage does not. */
  private complements: Int32Array[] = [];
  /**
   * With `houseBounds`, each cell's group: cells of one coefficient that all see each other (formed
   * greedily in the cells' order); null when every group is one cell. Per group: its size, its
   * coefficient, and scratch for the union of its masks and its bounds.
   */
  private readonly group: Int32Array | null = null;
  private readonly groupSize: Int32Array = EMPTY;
  private readonly groupCoef: Int32Array = EMPTY;
  private readonly groupUnion: Int32Array = EMPTY;
  private readonly groupLow: Int32Array = EMPTY;
  private readonly groupHigh: Int32Array = EMPTY;

  /**
   * `distinct`: the cells pairwise see each other. `apart(a, b)`: whether two cells may not share a
   * value (used for the exact pairs, and with `houseBounds` for the bounds of cells that see each other).
   */
  constructor(
    cells: Int32Array,
    coefs: Int32Array,
    private readonly total: number,
    n: number,
    distinct: boolean,
    apart: (a: number, b: number) => boolean,
    houseBounds = false,
  ) {
    this.cells = cells;
    this.coefs = coefs;
    const unit = coefs.every((c) => c === 1);
    this.combos = distinct && unit ? combosFor(n) : null;
    if (this.combos !== null) return;
    const k = cells.length;
    this.apart = new Uint8Array(k * k);
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) if (i !== j && apart(cells[i], cells[j])) this.apart[i * k + j] = 1;
    if (houseBounds) {
      const group = sumGroups(k, coefs, (i, j) => this.apart[i * k + j] === 1);
      const count = group.reduce((most, t) => Math.max(most, t + 1), 0);
      if (count < k) {
        this.group = group;
        this.groupSize = new Int32Array(count);
        this.groupCoef = new Int32Array(count);
        for (let i = 0; i < k; i++) {
          this.groupSize[group[i]]++;
          this.groupCoef[group[i]] = coefs[i];
        }
        this.groupUnion = new Int32Array(count);
        this.groupLow = new Int32Array(count);
        this.groupHigh = new Int32Array(count);
      }
    }
  }

  /**
   * A cage whose cells all lie in a house with N values (`allValues`): the house's other cells hold
   * the values the cage does not, so a combination survives only if they can.
   */
  addComplement(cells: Int32Array): void {
    if (this.combos !== null) this.complements.push(cells);
  }

  propagate(m: Int32Array, out: Narrowing): boolean {
    if (this.combos !== null) return this.cage(m, out, this.combos);
    if (this.group !== null) {
      const open = this.groupBounds(m, out, this.group);
      return open >= 0 && (open > 2 || this.exact(m, out));
    }
    const cells = this.cells;
    const coefs = this.coefs;
    const k = cells.length;
    let lo = 0;
    let hi = 0;
    let open = 0;
    // The widest weighted range of a cell: slack on both sides at least as wide narrows no cell.
    let spread = 0;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      const c = coefs[i];
      const mn = 31 - Math.clz32(v & -v) + 1;
      const mx = 32 - Math.clz32(v);
      if (c > 0) {
        lo += c * mn;
        hi += c * mx;
        if (c * (mx - mn) > spread) spread = c * (mx - mn);
      } else {
        lo += c * mx;
        hi += c * mn;
        if (c * (mn - mx) > spread) spread = c * (mn - mx);
      }
      if ((v & (v - 1)) !== 0) open++;
    }
    const total = this.total;
    if (total < lo || total > hi) return false;
    if (open === 0) return true;
    const up = total - lo;
    const down = hi - total;
    if (up >= spread && down >= spread) return open > 2 || this.exact(m, out);
    for (let i = 0; i < k; i++) {
      const cell = cells[i];
      const v = m[cell];
      if ((v & (v - 1)) === 0) continue;
      const c = coefs[i];
      const mn = minOf(v);
      const mx = maxOf(v);
      let top: number;
      let bottom: number;
      if (c > 0) {
        top = mn + Math.floor(up / c);
        bottom = mx - Math.floor(down / c);
      } else {
        top = mn + Math.floor(down / -c);
        bottom = mx - Math.floor(up / -c);
      }
      if (top >= mx && bottom <= mn) continue;
      const nv = v & rangeMask(bottom, top);
      if (nv === 0) return false;
      if (nv !== v) out.set(cell, nv);
    }
    return open > 2 || this.exact(m, out);
  }

  /**
   * Bounds by groups of cells that see each other: a group of k cells with coefficient c adds c
   * times k different values of its cells' masks, so between the k smallest and the k largest of
   * them; a cell of it leaves the others of its group k − 1 of them. Answers the number of open
   * cells, or −1 when nothing can satisfy the sum.
   */
  private groupBounds(m: Int32Array, out: Narrowing, group: Int32Array): number {
    const cells = this.cells;
    const k = cells.length;
    const union = this.groupUnion;
    const low = this.groupLow;
    const high = this.groupHigh;
    union.fill(0);
    let open = 0;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      union[group[i]] |= v;
      if ((v & (v - 1)) !== 0) open++;
    }
    let lo = 0;
    let hi = 0;
    for (let t = 0; t < union.length; t++) {
      const size = this.groupSize[t];
      if (popcount(union[t]) < size) return -1;
      const c = this.groupCoef[t];
      const small = c * smallest(union[t], size);
      const large = c * largest(union[t], size);
      low[t] = Math.min(small, large);
      high[t] = Math.max(small, large);
      lo += low[t];
      hi += high[t];
    }
    const total = this.total;
    if (total < lo || total > hi) return -1;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      if ((v & (v - 1)) === 0) continue;
      const t = group[i];
      const c = this.coefs[i];
      const size = this.groupSize[t];
      const restSmall = c * smallest(union[t], size - 1);
      const restLarge = c * largest(union[t], size - 1);
      // c·x lies between what the other groups and the rest of its own leave.
      const from = total - (hi - high[t]) - Math.max(restSmall, restLarge);
      const to = total - (lo - low[t]) - Math.min(restSmall, restLarge);
      const bottom = c > 0 ? Math.ceil(from / c) : Math.ceil(to / c);
      const top = c > 0 ? Math.floor(to / c) : Math.floor(from / c);
      const nv = v & rangeMask(bottom, top);
      if (nv === 0) return -1;
      if (nv !== v) out.set(cells[i], nv);
    }
    return open;
  }

  /** A cage: the union of the combinations its open cells can still take; a value every one needs, with one place, goes there. */
  private cage(m: Int32Array, out: Narrowing, combos: Combos): boolean {
    const cells = this.cells;
    const k = cells.length;
    const masks = CAGE_MASKS;
    const at = CAGE_CELLS;
    let fixed = 0;
    let fixedSum = 0;
    let union = 0;
    let many = 0;
    let open = 0;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      if ((v & (v - 1)) === 0) {
        if ((fixed & v) !== 0) return false;
        fixed |= v;
        fixedSum += 32 - Math.clz32(v);
      } else {
        many |= union & v;
        union |= v;
        masks[open] = v;
        at[open++] = cells[i];
      }
    }
    if (open === 0) return fixedSum === this.total;
    // The run changes nothing once the feasible combinations met cover every open value (no cell
    // narrows) and none of the values held by one cell is still in all of them (none is placed):
    // the rest of the list can only add to the union and take from the intersection.
    const held = union;
    const single = union & ~many;
    union &= ~fixed;
    const list = combos.list(open, this.total - fixedSum);
    const withComplements = this.complements.length > 0;
    // What the houses around the cage can hold outside it (read once a combination needs it): a
    // combination must leave them their values.
    let outside = 0;
    const others = (1 << combos.n) - 1;
    let possible = 0;
    let required = -1;
    for (let j = 0; j < list.length; j++) {
      const combo = list[j];
      if ((combo & ~union) !== 0) continue;
      if (withComplements) {
        if (outside === 0) outside = this.outside(m);
        if ((others & ~(combo | fixed) & ~outside) !== 0) continue;
      }
      // Every open cell must take one of the combination's values (each of its values has a cell:
      // the combination lies within the cells' union).
      let i = 0;
      while (i < open && (masks[i] & combo) !== 0) i++;
      if (i < open) continue;
      possible |= combo;
      required &= combo;
      if ((held & ~possible) === 0 && (required & single) === 0) return true;
    }
    if (possible === 0) return false;
    // What the feasible combinations leave a cell, ∪(mask ∩ combination), is its mask ∩ their union.
    // The values held once and twice or more over the open cells come along (the required values).
    let once = 0;
    let twice = 0;
    for (let i = 0; i < open; i++) {
      const nv = masks[i] & possible;
      if (nv !== masks[i]) {
        out.set(at[i], nv);
        masks[i] = nv;
      }
      twice |= once & nv;
      once |= nv;
    }
    // A value every combination needs: with one place left in the cage, it goes there (none: no
    // solution; a cell already holding only it: nothing to do).
    if ((required & ~once) !== 0) return false;
    for (let x = (required & ~twice) !== 0 ? required : 0; x !== 0; x &= x - 1) {
      const bit = x & -x;
      // Placing a value may have taken another's place away: the counts again.
      if ((once & bit) === 0) return false;
      if ((twice & bit) !== 0) continue;
      let place = 0;
      while ((masks[place] & bit) === 0) place++;
      if (masks[place] === bit) continue;
      out.set(at[place], bit);
      masks[place] = bit;
      once = 0;
      twice = 0;
      for (let i = 0; i < open; i++) {
        twice |= once & masks[i];
        once |= masks[i];
      }
    }
    return true;
  }

  /** The values the complements of the cage's houses can hold (what every one of them can). */
  private outside(m: Int32Array): number {
    let outside = -1;
    for (let h = 0; h < this.complements.length; h++) {
      const rest = this.complements[h];
      let u = 0;
      for (let j = 0; j < rest.length; j++) u |= m[rest[j]];
      outside &= u;
    }
    return outside;
  }

  /** At most two open cells: keep exactly the values that complete the sum. */
  private exact(m: Int32Array, out: Narrowing): boolean {
    const cells = this.cells;
    const coefs = this.coefs;
    const k = cells.length;
    let rest = this.total;
    let i1 = -1;
    let i2 = -1;
    for (let i = 0; i < k; i++) {
      const v = m[cells[i]];
      if ((v & (v - 1)) === 0) rest -= coefs[i] * (32 - Math.clz32(v));
      else if (i1 < 0) i1 = i;
      else i2 = i;
    }
    if (i1 < 0) return rest === 0;
    const c1 = coefs[i1];
    const v1 = m[cells[i1]];
    if (i2 < 0) {
      if (rest % c1 !== 0) return false;
      const x = rest / c1;
      if (x < 1 || x > 31 || (v1 & (1 << (x - 1))) === 0) return false;
      out.set(cells[i1], 1 << (x - 1));
      return true;
    }
    const c2 = coefs[i2];
    const v2 = m[cells[i2]];
    const apart = this.apart[i1 * k + i2] === 1;
    let keep1 = 0;
    let keep2 = 0;
    for (let x = v1; x !== 0; x &= x - 1) {
      const a = 32 - Math.clz32(x & -x);
      const r = rest - c1 * a;
      if (r % c2 !== 0) continue;
      const b = r / c2;
      if (b < 1 || b > 31 || (v2 & (1 << (b - 1))) === 0 || (apart && a === b)) continue;
      keep1 |= 1 << (a - 1);
      keep2 |= 1 << (b - 1);
    }
    if (keep1 === 0) return false;
    if (keep1 !== v1) out.set(cells[i1], keep1);
    if (keep2 !== v2) out.set(cells[i2], keep2);
    return true;
  }
}

/**
 * The cells of a sum in groups that all see each other and share a coefficient (greedily, in the
 * cells' order): each cell's group index. `apart(i, j)` tells whether cells i and j see each other.
 */
export function sumGroups(k: number, coefs: ArrayLike<number>, apart: (i: number, j: number) => boolean): Int32Array {
  const members: number[][] = [];
  const group = new Int32Array(k);
  for (let i = 0; i < k; i++) {
    let t = members.findIndex((g) => coefs[g[0]] === coefs[i] && g.every((j) => apart(i, j)));
    if (t < 0) t = members.push([]) - 1;
    members[t].push(i);
    group[i] = t;
  }
  return group;
}

/**
 * The smallest and largest Σ coefs[i]·value the masks allow, a group (sumGroups) of k cells adding
 * k different values of its masks; [1, 0] (empty) when a group has fewer values than cells.
 */
export function groupedRange(masks: ArrayLike<number>, coefs: ArrayLike<number>, group: ArrayLike<number>): [number, number] {
  const unions = new Map<number, { union: number; size: number; coef: number }>();
  for (let i = 0; i < masks.length; i++) {
    const u = unions.get(group[i]) ?? { union: 0, size: 0, coef: coefs[i] };
    u.union |= masks[i];
    u.size++;
    unions.set(group[i], u);
  }
  let lo = 0;
  let hi = 0;
  for (const { union, size, coef } of unions.values()) {
    if (popcount(union) < size) return [1, 0];
    const a = coef * smallest(union, size);
    const b = coef * largest(union, size);
    lo += Math.min(a, b);
    hi += Math.max(a, b);
  }
  return [lo, hi];
}

/** The sum of the j smallest values of a mask (bit v−1 = value v). */
function smallest(mask: number, j: number): number {
  let s = 0;
  for (let t = 0; t < j; t++, mask &= mask - 1) s += 32 - Math.clz32(mask & -mask);
  return s;
}

/** The sum of the j largest values of a mask. */
function largest(mask: number, j: number): number {
  let s = 0;
  for (let t = 0; t < j; t++) {
    const top = 31 - Math.clz32(mask);
    s += top + 1;
    mask &= ~(1 << top);
  }
  return s;
}
