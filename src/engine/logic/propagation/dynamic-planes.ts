// What a dynamic propagation with cell links (implications.ts with `dynamic`, not single-digit: the
// dynamic forcing chains, and the ones nested in level 4) from one candidate state would derive,
// computed without parents: whether it meets a contradiction and, where it does not, the states it
// derives (as bit sets) and the work it charges. In that mode "c is d" makes every other digit of c
// and d in every peer of c false (and, on a board with pair relations, every partner's value the
// relation forbids with d); "c is not d" removes d from c, and a cell or a unit of c left
// with one place for a value makes it true there. Without a contradiction the propagation ends at
// the one set closed under those rules, whatever order it derives states in (a cell or a unit that
// loses its last place ends in a contradiction in any order), having charged each derived state
// once (an "on" peerCount + 1, plus a cell's most pair relations on a board with them; an "off"
// 3N + 1). Here the rules are applied as each state is derived, with a count of the places left
// per cell and per unit and digit, so nothing is rescanned.
// The forcing chains propagate every candidate on and off, and most propagations meet no
// contradiction and share no state worth a result with the branches they are compared with:
// those need no propagation (forcing.ts). test/engine/logic/dynamic-planes.test.ts checks the
// states, the contradiction flag and the work against the propagation.
import type { LogicGeometry } from '../types.js';
import { cellSetsOf, placeSets, type CellSets } from './cell-sets.js';
import { bilocalOf, onStateCost } from './links.js';

/** The propagations of one grid; reusable until the grid changes. */
export class DynamicPlanes {
  private readonly t: CellSets;
  /** Places of each digit, `words` a digit. */
  private readonly places: Int32Array;
  /** Places each unit has for each digit (unit·N + digit), before any assumption (links.ts bilocalOf). */
  private readonly unitPlaces: Uint8Array;
  private readonly unitLeft: Int32Array;
  private readonly cellOff: Int32Array;
  /** The last quiet propagation's states: "on" planes (digit·words), then "off" planes. */
  readonly states: Int32Array;
  /** How many states it derived. */
  size = 0;
  private readonly pending: Int32Array;

  constructor(
    private readonly geo: LogicGeometry,
    private readonly cands: Int32Array,
  ) {
    this.t = cellSetsOf(geo);
    const w = this.t.words;
    const n = geo.size;
    this.places = placeSets(geo, cands, new Int32Array(n * w));
    this.unitPlaces = bilocalOf(geo, cands).count;
    this.unitLeft = new Int32Array(geo.unitCount * n);
    this.cellOff = new Int32Array(geo.cellCount);
    this.states = new Int32Array(2 * n * w);
    this.pending = new Int32Array(geo.cellCount * n);
  }

  /**
   * Kept state sets (keep), each as its words of `states` that are not zero: pairs (word index,
   * bits) in index order, set k's pairs from keptAt[k] to keptAt[k + 1]. A quiet propagation
   * derives few of the 2·N³ states (about 100 of 31,250 from one start on an empty 25×25), and a
   * search keeps one set per start: whole planes each would grow as N⁶.
   */
  private kept: Int32Array = new Int32Array(0);
  private keptAt: Int32Array = new Int32Array(1);
  private keptCount = 0;

  /** Keeps the last quiet propagation's states; returns their number (for sharesState). */
  keep(): number {
    const states = this.states;
    const k = this.keptCount;
    let at = this.keptAt[k];
    if (k + 2 > this.keptAt.length) {
      const grown = new Int32Array(Math.max(64, 2 * this.keptAt.length));
      grown.set(this.keptAt);
      this.keptAt = grown;
    }
    for (let i = 0; i < states.length; i++) {
      const bits = states[i];
      if (bits === 0) continue;
      if (at + 2 > this.kept.length) {
        const grown = new Int32Array(Math.max(1024, 2 * this.kept.length));
        grown.set(this.kept.subarray(0, at));
        this.kept = grown;
      }
      this.kept[at++] = i;
      this.kept[at++] = bits;
    }
    this.keptAt[k + 1] = at;
    return this.keptCount++;
  }

  /** Do the kept state sets `sets` all hold a state that `accept` accepts? */
  sharesState(sets: readonly number[], accept: (state: number) => boolean): boolean {
    const n = this.geo.size;
    const w = this.t.words;
    const half = this.states.length >> 1;
    const { kept, keptAt } = this;
    // The words of the first set, each matched in every other set (pairs in index order: a cursor per set).
    const cursor = sets.map((k) => keptAt[k]);
    const first = sets[0];
    pairs: for (let p = keptAt[first]; p < keptAt[first + 1]; p += 2) {
      const i = kept[p];
      let bits = kept[p + 1];
      for (let s = 1; s < sets.length && bits !== 0; s++) {
        const end = keptAt[sets[s] + 1];
        let q = cursor[s];
        while (q < end && kept[q] < i) q += 2;
        cursor[s] = q;
        if (q === end) break pairs;
        bits = kept[q] === i ? bits & kept[q + 1] : 0;
      }
      for (; bits !== 0; bits &= bits - 1) {
        const on = i < half ? 1 : 0;
        const d = ((i % half) / w) | 0;
        const c = 32 * (i % w) + 31 - Math.clz32(bits & -bits);
        if (accept(2 * (c * n + d) + on)) return true;
      }
    }
    return false;
  }

  /**
   * The work the dynamic propagation from `start` (2·(cell·N + digit) + on, a candidate) charges,
   * or -1 when it meets a contradiction. Without one, `states` and `size` hold what it derives.
   */
  quietCost(start: number): number {
    const { geo, t, cands, places, states, pending } = this;
    const n = geo.size;
    const w = t.words;
    const offAt = n * w;
    const peerMask = t.peerMask;
    states.fill(0);
    this.cellOff.fill(0);
    this.unitLeft.set(this.unitPlaces);
    this.ons = 0;
    this.offs = 0;
    this.top = 0;
    this.broken = false;
    const node = start >> 1;
    const cell = (node / n) | 0;
    if (start & 1) this.addOn(cell, node - cell * n);
    else this.addOff(cell, node - cell * n);
    while (this.top > 0 && !this.broken) {
      const x = pending[--this.top];
      const c = (x / n) | 0;
      const d = x - c * n;
      for (let m = cands[c] & ~(1 << d); m !== 0 && !this.broken; m &= m - 1) this.addOff(c, 31 - Math.clz32(m & -m));
      const at = d * w;
      for (let j = 0; j < w && !this.broken; j++) {
        for (let bits = peerMask[c * w + j] & places[at + j] & ~states[offAt + at + j]; bits !== 0 && !this.broken; bits &= bits - 1) {
          this.addOff(32 * j + 31 - Math.clz32(bits & -bits), d);
        }
      }
      // A board's pair relations, as implications.ts follows them.
      const links = geo.rules;
      if (links !== undefined) {
        const { pairStart, pairCell, pairMask } = links;
        for (let k = pairStart[c]; k < pairStart[c + 1] && !this.broken; k++) {
          const p = pairCell[k];
          for (let m = cands[p] & ~pairMask[k * n + d]; m !== 0 && !this.broken; m &= m - 1) this.addOff(p, 31 - Math.clz32(m & -m));
        }
      }
    }
    if (this.broken) return -1;
    this.size = this.ons + this.offs;
    return this.ons * onStateCost(geo, false) + this.offs * (3 * n + 1);
  }

  private ons = 0;
  private offs = 0;
  private top = 0;
  /** A contradiction was met. */
  private broken = false;

  private addOn(c: number, d: number): void {
    const states = this.states;
    const i = d * this.t.words + (c >>> 5);
    const bit = 1 << (c & 31);
    if ((states[i] & bit) !== 0) return;
    if ((states[this.geo.size * this.t.words + i] & bit) !== 0) {
      this.broken = true;
      return;
    }
    states[i] |= bit;
    this.ons++;
    this.pending[this.top++] = c * this.geo.size + d;
  }

  private addOff(c: number, d: number): void {
    const { states, cands, geo } = this;
    const n = geo.size;
    const w = this.t.words;
    const offAt = n * w;
    const i = offAt + d * w + (c >>> 5);
    const bit = 1 << (c & 31);
    if ((states[i] & bit) !== 0) return;
    if ((states[i - offAt] & bit) !== 0) {
      this.broken = true;
      return;
    }
    states[i] |= bit;
    this.offs++;
    const all = cands[c];
    const left = all & ~(this.cellOff[c] |= 1 << d);
    // A cell of two digits or more left with one: it is true; with none: a contradiction.
    if ((all & (all - 1)) !== 0) {
      if (left === 0) {
        this.broken = true;
        return;
      }
      if ((left & (left - 1)) === 0) this.addOn(c, 31 - Math.clz32(left));
    }
    // Each unit of c: the same for the digit's places.
    const { cellUnits, units, cellUnitStart } = geo;
    const unitLeft = this.unitLeft;
    const bitD = 1 << d;
    for (let k = cellUnitStart[c], ke = cellUnitStart[c + 1]; k < ke; k++) {
      const u = cellUnits[k];
      const key = u * n + d;
      const rest = --unitLeft[key];
      if (rest > 1 || this.unitPlaces[key] < 2) continue;
      if (rest === 0) {
        this.broken = true;
        return;
      }
      for (let q = u * n; q < u * n + n; q++) {
        const p = units[q];
        if ((cands[p] & bitD) !== 0 && (states[offAt + d * w + (p >>> 5)] & (1 << (p & 31))) === 0) {
          this.addOn(p, d);
          break;
        }
      }
    }
  }
}
