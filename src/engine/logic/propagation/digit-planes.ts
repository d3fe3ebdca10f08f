// What a single-digit dynamic propagation (implications.ts with `singleDigit` and `dynamic`: the
// Nishio forcing chains) from one candidate state would end with, computed on bit sets of the
// digit's places instead of state by state: whether it meets a contradiction and, where it does
// not, the work it charges. In that mode "c is d" makes d false in every peer of c, and "c is
// not d" removes d from c and makes d true at its last place in each unit of c. Without a
// contradiction the propagation ends at the one fixed point of those two rules, whatever the order
// it derives states in, having charged each derived state once (an "on" peerCount + 1, an "off"
// 3N + 1). So rounds over sets give the same answer: the peers of every new "on" go off; then
// every unit of a new "off" that keeps one place gives it "on", and one that keeps none of its two
// or more places is a contradiction, as is a peer going off that is on. Nishio propagates every
// candidate on and off and keeps only contradictions, which are rare: the others need no
// propagation (forcing.ts), and the work charged is the same to the unit
// (test/engine/logic/digit-planes.test.ts checks both against the propagation).
import type { LogicGeometry } from '../types.js';
import { popcount } from '../../bits.js';
import { cellSetsOf, placeSets, type CellSets } from './cell-sets.js';

/** The propagations of one grid's digit planes; reusable until the grid changes. */
export class DigitPlanes {
  private readonly t: CellSets;
  /** Places of each digit, `words` a digit. */
  private readonly places: Int32Array;
  private readonly on: Int32Array;
  private readonly off: Int32Array;
  private readonly newOn: Int32Array;
  private readonly newOff: Int32Array;
  private readonly unitSeen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly geo: LogicGeometry,
    cands: Int32Array,
  ) {
    this.t = cellSetsOf(geo);
    const w = this.t.words;
    this.places = placeSets(geo, cands, new Int32Array(geo.size * w));
    this.on = new Int32Array(w);
    this.off = new Int32Array(w);
    this.newOn = new Int32Array(w);
    this.newOff = new Int32Array(w);
    this.unitSeen = new Int32Array(geo.unitCount);
  }

  /**
   * The work the single-digit dynamic propagation from `start` (2·(cell·N + digit) + on, a
   * candidate) charges, or -1 when it meets a contradiction.
   */
  quietCost(start: number): number {
    const { geo, t } = this;
    const w = t.words;
    const n = geo.size;
    const node = start >> 1;
    const cell = (node / n) | 0;
    const at = (node - cell * n) * w;
    const { places, on, off, newOn, newOff, unitSeen } = this;
    const { peerMask, unitMask } = t;
    on.fill(0);
    off.fill(0);
    newOn.fill(0);
    newOff.fill(0);
    const bit = 1 << (cell & 31);
    if (start & 1) {
      on[cell >>> 5] = bit;
      newOn[cell >>> 5] = bit;
    } else {
      off[cell >>> 5] = bit;
      newOff[cell >>> 5] = bit;
    }
    for (;;) {
      // Every pending "on": its peers holding the digit go off.
      let anyOn = false;
      for (let i = 0; i < w; i++) {
        for (let m = newOn[i]; m !== 0; m &= m - 1) {
          anyOn = true;
          const c = 32 * i + 31 - Math.clz32(m & -m);
          for (let j = 0; j < w; j++) newOff[j] |= peerMask[c * w + j] & places[at + j] & ~off[j];
        }
        newOn[i] = 0;
      }
      if (anyOn) {
        for (let j = 0; j < w; j++) {
          if ((newOff[j] & on[j]) !== 0) return -1;
          off[j] |= newOff[j];
        }
      }
      // Every pending "off": each of its units keeping one place makes that place on.
      let anyOff = false;
      const gen = ++this.stamp;
      for (let i = 0; i < w; i++) {
        for (let m = newOff[i]; m !== 0; m &= m - 1) {
          anyOff = true;
          const c = 32 * i + 31 - Math.clz32(m & -m);
          for (let k = geo.cellUnitStart[c], ke = geo.cellUnitStart[c + 1]; k < ke; k++) {
            const u = geo.cellUnits[k];
            if (unitSeen[u] === gen) continue;
            unitSeen[u] = gen;
            let left = 0;
            let where = -1;
            let placesThere = 0;
            for (let j = 0; j < w; j++) {
              const inUnit = unitMask[u * w + j] & places[at + j];
              if (inUnit === 0) continue;
              placesThere += popcount(inUnit);
              const rest = inUnit & ~off[j];
              if (rest !== 0) {
                left += popcount(rest);
                where = 32 * j + 31 - Math.clz32(rest & -rest);
              }
            }
            if (left === 0) {
              if (placesThere >= 2) return -1;
            } else if (left === 1 && (on[where >>> 5] & (1 << (where & 31))) === 0) {
              on[where >>> 5] |= 1 << (where & 31);
              newOn[where >>> 5] |= 1 << (where & 31);
            }
          }
        }
        newOff[i] = 0;
      }
      if (!anyOn && !anyOff) break;
    }
    let ons = 0;
    let offs = 0;
    for (let j = 0; j < w; j++) {
      ons += popcount(on[j]);
      offs += popcount(off[j]);
    }
    return ons * (geo.maxPeers + 1) + offs * (3 * n + 1);
  }
}
