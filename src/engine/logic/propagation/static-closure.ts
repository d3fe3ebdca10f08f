// What a static propagation (implications.ts, `dynamic: false`) from each candidate state would
// derive, for all of them at once. Static propagation reads the step's grid as it is, so its
// links are fixed: "on" makes the cell's other candidates and the digit's peers "off"; "off" makes
// the other candidate of a bivalue cell and the other place of a bilocal unit "on" (single-digit
// mode: peers and units only). A propagation from a state derives exactly the states reachable
// from it along those links, and each derived state is charged once (an "on" peerCount + 1, an
// "off" 3N + 1). The links come in contrapositive pairs (a ⇒ b with ¬b ⇒ ¬a), so a propagation
// meets a contradiction (some state and its negation) only when it reaches its own start's
// negation. The cell and region forcing chains (forcing.ts) propagate every candidate of a cell or
// unit; this computes, per start, whether it meets a contradiction and what its propagation would
// charge, and what it derives, from the strongly connected components of the link graph and a bit
// set of the states each reaches: the other starts need no propagation, and the work charged is
// the same to the unit.
import type { LogicGeometry } from '../types.js';
import { popcount } from '../../bits.js';
import { cellSetsOf, placeSets } from './cell-sets.js';
import { bilocalOf, onStateCost } from './links.js';

/** Closures are built up to this many candidate states (bit sets of states × components). */
export const MAX_CLOSURE_STATES = 4096;

/** Valid until the next staticClosure call (its bit sets live in a reused buffer). */
export interface StaticClosure {
  /** Compact index of state s (2·(cell·N + digit) + on), or -1 (not a candidate). */
  readonly index: Int32Array;
  /** Does the propagation from compact state k reach its negation (k ^ 1)? */
  reachesNegation(k: number): boolean;
  /**
   * For a state (2·(cell·N + digit) + on), as DigitPlanes.quietCost: -1 when its propagation meets
   * a contradiction (reaches the state's negation), else the work it charges.
   */
  quietCost(start: number): number;
  /** How many states the propagation from compact state k derives, itself included. */
  size(k: number): number;
  /** Bit sets of compact states, `words` a set: the states compact state k reaches start at reachAt(k). */
  readonly words: number;
  readonly reach: Int32Array;
  reachAt(k: number): number;
  /** The state (2·(cell·N + digit) + on) of compact state k. */
  stateOf(k: number): number;
}

// Buffers reused across calls (the engine is synchronous); grown when a larger grid needs more.
let toBuf = new Int32Array(0);
let reachBuf = new Int32Array(0);
let intBufs: Int32Array[] = [];
let planeBuf = new Int32Array(0);

/** Scratch array k (0–9) of MAX_CLOSURE_STATES + 1 entries, allocated on first use. */
function ints(k: number): Int32Array {
  if (intBufs.length === 0) intBufs = Array.from({ length: 10 }, () => new Int32Array(MAX_CLOSURE_STATES + 1));
  return intBufs[k];
}

/** The closure of every candidate state of `cands` (0 for filled cells), or null past MAX_CLOSURE_STATES. */
export function staticClosure(geo: LogicGeometry, cands: Int32Array, singleDigit: boolean): StaticClosure | null {
  const n = geo.size;
  let V = 0;
  for (let c = 0; c < geo.cellCount; c++) V += 2 * popcount(cands[c]);
  if (V > MAX_CLOSURE_STATES) return null;
  const index = new Int32Array(2 * geo.cellCount * n).fill(-1);
  const nodeOf = ints(0);
  let j = 0;
  // One digit's states side by side when links stay within a digit: each reach then spans a few words.
  const add = (node: number): void => {
    index[2 * node] = 2 * j;
    index[2 * node + 1] = 2 * j + 1;
    nodeOf[j++] = node;
  };
  if (singleDigit) {
    for (let d = 0; d < n; d++) for (let c = 0; c < geo.cellCount; c++) if ((cands[c] >> d) & 1) add(c * n + d);
  } else {
    for (let c = 0; c < geo.cellCount; c++) for (let m = cands[c]; m !== 0; m &= m - 1) add(c * n + (31 - Math.clz32(m & -m)));
  }
  // Each unit's places per digit (links.ts): an "off" state's unit links are its bilocal partners.
  const { count, first, second } = bilocalOf(geo, cands);
  // Each digit's places as a cell set: an "on" state's peers holding the digit are their intersection.
  const { words: cw, peerMask } = cellSetsOf(geo);
  if (planeBuf.length < n * cw) planeBuf = new Int32Array(n * cw);
  const planes = placeSets(geo, cands, planeBuf);
  // Links, compressed rows: compact k = 2·j + on for the j-th candidate.
  const start = ints(1);
  // A board's pair relations (kropki, XV…) link an "on" state to candidates of its partners too.
  const links = singleDigit ? undefined : geo.rules;
  let pairEdges = 0;
  if (links !== undefined)
    for (let c = 0; c < geo.cellCount; c++) pairEdges = Math.max(pairEdges, (links.pairStart[c + 1] - links.pairStart[c]) * n);
  const most = V * (n + geo.maxPeers + geo.maxCellUnits + pairEdges);
  if (toBuf.length < most) toBuf = new Int32Array(most);
  const to = toBuf;
  let edges = 0;
  for (let k = 0; k < V; k++) {
    start[k] = edges;
    const node = nodeOf[k >> 1];
    const c = (node / n) | 0;
    const d = node - c * n;
    const bit = 1 << d;
    if (k & 1) {
      if (!singleDigit) for (let m = cands[c] & ~bit; m !== 0; m &= m - 1) to[edges++] = index[2 * (c * n + (31 - Math.clz32(m & -m)))];
      for (let j = 0; j < cw; j++) {
        for (let bits = peerMask[c * cw + j] & planes[d * cw + j]; bits !== 0; bits &= bits - 1) {
          to[edges++] = index[2 * ((32 * j + 31 - Math.clz32(bits & -bits)) * n + d)];
        }
      }
      if (links !== undefined) {
        for (let q = links.pairStart[c]; q < links.pairStart[c + 1]; q++) {
          const p = links.pairCell[q];
          for (let m = cands[p] & ~links.pairMask[q * n + d]; m !== 0; m &= m - 1)
            to[edges++] = index[2 * (p * n + (31 - Math.clz32(m & -m)))];
        }
      }
    } else {
      if (!singleDigit && popcount(cands[c]) === 2) to[edges++] = index[2 * (c * n + (31 - Math.clz32(cands[c] & ~bit))) + 1];
      for (let u3 = geo.cellUnitStart[c], ue = geo.cellUnitStart[c + 1]; u3 < ue; u3++) {
        const key = geo.cellUnits[u3] * n + d;
        if (count[key] === 2) to[edges++] = index[2 * ((first[key] === c ? second[key] : first[key]) * n + d) + 1];
      }
    }
  }
  start[V] = edges;

  // Tarjan's components, iteratively; a component is numbered when it closes, after every
  // component it reaches, so its reach (a bit set of states, `words` a component) is built from theirs.
  const words = (V + 31) >>> 5;
  if (reachBuf.length < V * words) reachBuf = new Int32Array(MAX_CLOSURE_STATES * ((MAX_CLOSURE_STATES + 31) >>> 5));
  const reach = reachBuf;
  const order = ints(2).fill(-1, 0, V);
  const low = ints(3);
  const comp = ints(4).fill(-1, 0, V);
  const edgeAt = ints(5);
  const stack = ints(6);
  // Per component: the words its reach spans, and the state itself when it is one state with no
  // links out (most "off" states: its reach is itself, one bit to set instead of words to merge).
  const lo = ints(7);
  const hi = ints(8);
  const lone = ints(9);
  const call: number[] = [];
  const costs: number[] = [];
  const sizes: number[] = [];
  const onCost = onStateCost(geo, singleDigit);
  const offCost = 3 * n + 1;
  let counter = 0;
  let top = 0;
  let comps = 0;
  for (let root = 0; root < V; root++) {
    if (order[root] !== -1) continue;
    call.push(root);
    order[root] = low[root] = counter++;
    edgeAt[root] = start[root];
    stack[top++] = root;
    while (call.length > 0) {
      const v = call[call.length - 1];
      if (edgeAt[v] < start[v + 1]) {
        const w = to[edgeAt[v]++];
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          edgeAt[w] = start[w];
          stack[top++] = w;
          call.push(w);
        } else if (comp[w] === -1 && order[w] < low[v]) low[v] = order[w];
        continue;
      }
      call.pop();
      if (call.length > 0) {
        const parent = call[call.length - 1];
        if (low[v] < low[parent]) low[parent] = low[v];
      }
      if (low[v] !== order[v]) continue;
      const id = comps++;
      const at = id * words;
      reach.fill(0, at, at + words);
      const first = top;
      let l = words;
      let h = -1;
      for (;;) {
        const w = stack[--top];
        comp[w] = id;
        reach[at + (w >>> 5)] |= 1 << (w & 31);
        if (w >>> 5 < l) l = w >>> 5;
        if (w >>> 5 > h) h = w >>> 5;
        if (w === v) break;
      }
      lone[id] = first - top === 1 && start[v] === start[v + 1] ? v : -1;
      for (let i = top; i < first; i++) {
        const w = stack[i];
        for (let e = start[w]; e < start[w + 1]; e++) {
          const x = comp[to[e]];
          if (x === id) continue;
          const one = lone[x];
          if (one >= 0) {
            reach[at + (one >>> 5)] |= 1 << (one & 31);
            if (one >>> 5 < l) l = one >>> 5;
            if (one >>> 5 > h) h = one >>> 5;
            continue;
          }
          const from = x * words;
          for (let i2 = lo[x]; i2 <= hi[x]; i2++) reach[at + i2] |= reach[from + i2];
          if (lo[x] < l) l = lo[x];
          if (hi[x] > h) h = hi[x];
        }
      }
      lo[id] = l;
      hi[id] = h;
      let ons = 0;
      let offs = 0;
      for (let i = l; i <= h; i++) {
        ons += popcount(reach[at + i] & 0xaaaaaaaa);
        offs += popcount(reach[at + i] & 0x55555555);
      }
      costs.push(ons * onCost + offs * offCost);
      sizes.push(ons + offs);
    }
  }
  const compOf = comp.slice(0, V);
  const reachesNegation = (k: number): boolean => {
    const neg = k ^ 1;
    return (reach[compOf[k] * words + (neg >>> 5)] & (1 << (neg & 31))) !== 0;
  };
  return {
    index,
    reachesNegation,
    quietCost: (start) => {
      const k = index[start];
      return reachesNegation(k) ? -1 : costs[compOf[k]];
    },
    size: (k) => sizes[compOf[k]],
    words,
    reach,
    reachAt: (k) => compOf[k] * words,
    stateOf: (k) => 2 * nodeOf[k >> 1] + (k & 1),
  };
}
