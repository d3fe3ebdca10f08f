// Cells as bit sets (32 cells a word, cell c at bit c & 31 of word c >>> 5): each cell's peers and
// each unit's cells, built once per geometry, and a grid's places of each digit. Used where a
// technique asks a set question of many cells at once (the stand-ins for propagations:
// static-closure.ts, digit-planes.ts, dynamic-planes.ts; aligned-exclusion.ts, chain-search.ts).
import type { LogicGeometry } from '../types.js';

export interface CellSets {
  /** 32-bit words of a cell set. */
  readonly words: number;
  /** Peers of each cell, `words` a cell. */
  readonly peerMask: Int32Array;
  /** Cells of each unit, `words` a unit. */
  readonly unitMask: Int32Array;
}

const built = new WeakMap<LogicGeometry, CellSets>();

/** Do distinct cells a and b share a unit? (links.ts sees, as a bit test: no division in hot loops.) */
export const peersIn = (sets: CellSets, a: number, b: number): boolean =>
  ((sets.peerMask[a * sets.words + (b >>> 5)] >>> (b & 31)) & 1) === 1;

/**
 * The places of each digit of `cands` as cell sets, `words` a digit (digit·words + word), written
 * into `out` (at least N·words long; the rest is left as it is).
 */
export function placeSets(geo: LogicGeometry, cands: Int32Array, out: Int32Array): Int32Array {
  const w = cellSetsOf(geo).words;
  out.fill(0, 0, geo.size * w);
  for (let c = 0; c < geo.cellCount; c++) {
    for (let m = cands[c]; m !== 0; m &= m - 1) out[(31 - Math.clz32(m & -m)) * w + (c >>> 5)] |= 1 << (c & 31);
  }
  return out;
}

export function cellSetsOf(geo: LogicGeometry): CellSets {
  let t = built.get(geo);
  if (t !== undefined) return t;
  const words = (geo.cellCount + 31) >>> 5;
  const peerMask = new Int32Array(geo.cellCount * words);
  for (let c = 0; c < geo.cellCount; c++) {
    for (let k = geo.peerStart[c], e = geo.peerStart[c + 1]; k < e; k++) {
      const p = geo.peers[k];
      peerMask[c * words + (p >>> 5)] |= 1 << (p & 31);
    }
  }
  const n = geo.size;
  const unitMask = new Int32Array(geo.unitCount * words);
  for (let u = 0; u < geo.unitCount; u++) {
    for (let k = u * n; k < (u + 1) * n; k++) {
      const q = geo.units[k];
      unitMask[u * words + (q >>> 5)] |= 1 << (q & 31);
    }
  }
  t = { words, peerMask, unitMask };
  built.set(geo, t);
  return t;
}
