// Aligned pair exclusion (SE 6.2) and aligned triplet exclusion (SE 7.5), on any N×N board with
// r×c boxes. Base cells (two or three, with at least two candidates each) and their "excluders":
// cells that see every base cell and hold few candidates (exactly 2 for pairs, 2 or 3 for
// triplets). A choice of values for the base cells is impossible when two base cells that share a
// unit get the same value, or when it takes every candidate of an excluder. A candidate of a base
// cell that appears in no possible choice goes.
//
// Which instances are searched follows Sudoku Explainer 1.2.1 (diuf.sudoku.solver.rules
// AlignedPairExclusion and AlignedExclusion, read for the rules only): the base cells need at
// least two excluders in common; for triplets one base cell has at most three candidates and sees
// another base cell. Weights: AlignedExclusionHint.getDifficulty (6.2 for 2 cells, 7.5 for 3).
import { apartWhy, cellName, listWords, sym, valueWords } from '../describe.js';
import type { CellValue, LogicContext, RuleRef, Step, Technique } from '../types.js';
import { cellSetsOf, peersIn, type CellSets } from '../propagation/cell-sets.js';
import { lowDigit, peerCountOf, popcount, sees, spend } from '../propagation/links.js';
import { changedCells, recalled, remembering } from '../recall.js';
import { addRule, houseRefs } from '../grid.js';

interface Found {
  readonly base: readonly number[];
  readonly excluders: readonly number[];
  readonly elims: readonly CellValue[];
}

/** The eliminations of a set that proves nothing (shared: never written). */
const NONE: CellValue[] = [];
/** exclude's per-call buffers (the engine is synchronous). */
const allowedBuf = [0, 0, 0];
const seesBuf = [false, false, false, false, false, false, false, false, false];
const valBuf = [0, 0, 0];
/** The candidates of the excluders thirdMasks is given, and its answer (reused, grown as needed). */
let exMasks = new Int32Array(32);
let fitsBuf = new Int32Array(32);

/** search's per-cell marks and cell lists, reused (the engine is synchronous; cleared per search). */
interface Scratch {
  readonly isExcl: Uint8Array;
  readonly isBase: Uint8Array;
  readonly baseSet: Int32Array;
  /** The excluders, as a cell set. */
  readonly exclSet: Int32Array;
  readonly once: Int32Array;
  readonly twice: Int32Array;
  /** An anchor's excluders, its partners, a pair's excluders, a triplet's, the third cells. */
  readonly exA: Int32Array;
  readonly partners: Int32Array;
  readonly exAB: Int32Array;
  readonly exABC: Int32Array;
  readonly thirds: Int32Array;
}

let scratch: Scratch | null = null;

function scratchFor(cellCount: number, words: number): Scratch {
  if (scratch === null || scratch.isExcl.length !== cellCount) {
    scratch = {
      isExcl: new Uint8Array(cellCount),
      isBase: new Uint8Array(cellCount),
      baseSet: new Int32Array(words),
      exclSet: new Int32Array(words),
      once: new Int32Array(words),
      twice: new Int32Array(words),
      exA: new Int32Array(cellCount),
      partners: new Int32Array(cellCount),
      exAB: new Int32Array(cellCount),
      exABC: new Int32Array(cellCount),
      thirds: new Int32Array(cellCount),
    };
  } else {
    scratch.isExcl.fill(0);
    scratch.isBase.fill(0);
    scratch.baseSet.fill(0);
    scratch.exclSet.fill(0);
  }
  return scratch;
}

/**
 * Is the choice valBuf (one value bit per base cell) possible: no two base cells that share a unit
 * get the same value, and no excluder loses every candidate? Charges one unit per excluder and one.
 */
function possible(ctx: LogicContext, k: number, excluders: Int32Array, exN: number): boolean {
  ctx.work.spent += exN + 1;
  const cands = ctx.grid.cands;
  let union = 0;
  for (let i = 0; i < k; i++) {
    const v = valBuf[i];
    for (let j = 0; j < i; j++) if (v === valBuf[j] && seesBuf[i * k + j]) return false;
    union |= v;
  }
  for (let e = 0; e < exN; e++) if ((cands[excluders[e]] & ~union) === 0) return false;
  return true;
}

/**
 * Does some choice with base cell i at value bit v exist? Tries the other cells' values in order;
 * the first possible choice marks each of its values as allowed in its cell.
 */
function witness(ctx: LogicContext, base: Int32Array, k: number, i: number, v: number, excluders: Int32Array, exN: number): boolean {
  const cands = ctx.grid.cands;
  const j1 = i === 0 ? 1 : 0;
  const j2 = k === 2 ? -1 : i === 2 ? 1 : 2;
  valBuf[i] = v;
  for (let m1 = cands[base[j1]]; m1 !== 0; m1 &= m1 - 1) {
    valBuf[j1] = m1 & -m1;
    if (j2 < 0) {
      if (possible(ctx, k, excluders, exN)) {
        allowedBuf[j1] |= valBuf[j1];
        return true;
      }
      continue;
    }
    for (let m2 = cands[base[j2]]; m2 !== 0; m2 &= m2 - 1) {
      valBuf[j2] = m2 & -m2;
      if (possible(ctx, k, excluders, exN)) {
        allowedBuf[j1] |= valBuf[j1];
        allowedBuf[j2] |= valBuf[j2];
        return true;
      }
    }
  }
  return false;
}

/**
 * Checks one set of base cells (`k` of them) against its common excluders; returns the
 * eliminations (none: the set proves nothing), or null once over the budget. Looks for one
 * possible choice per candidate of each base cell, skipping candidates an earlier choice already
 * used. Charges one unit per choice tried and excluder.
 */
export function exclude(
  ctx: LogicContext,
  sets: CellSets,
  base: Int32Array,
  k: number,
  excluders: Int32Array,
  exN: number,
): CellValue[] | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  for (let i = 0; i < k; i++) {
    allowedBuf[i] = 0;
    for (let j = 0; j < k; j++) seesBuf[i * k + j] = i !== j && peersIn(sets, base[i], base[j]);
  }
  let out = NONE;
  for (let i = 0; i < k; i++) {
    for (let m = cands[base[i]] & ~allowedBuf[i]; m !== 0; m &= m - 1) {
      const v = m & -m;
      if ((allowedBuf[i] & v) !== 0) continue;
      if (witness(ctx, base, k, i, v, excluders, exN)) allowedBuf[i] |= v;
      else {
        if (out === NONE) out = [];
        out.push({ row: (base[i] / n) | 0, col: base[i] % n, value: lowDigit(v) + 1 });
      }
      if (ctx.work.spent > ctx.work.limit) return null;
    }
  }
  return out;
}

/**
 * For triplets: the candidate sets a third cell must fit (hold no candidate outside one of them)
 * for a pair (a, b) with excluders `ex` to exclude a value of a or b, written to fitsBuf; returns
 * how many (none: it cannot). Excluding t from one of them needs every free value o of the other
 * (one that no excluder {t, o} and no shared unit rules out) to be ruled out with every value c
 * of the third cell, which takes c ∈ {t, o} or an excluder holding c within {t, o, c}.
 */
function thirdMasks(ctx: LogicContext, sets: CellSets, a: number, b: number, ex: Int32Array, exN: number): number {
  const { cands } = ctx.grid;
  const same = peersIn(sets, a, b);
  if (exMasks.length < exN) exMasks = new Int32Array(2 * exN);
  if (fitsBuf.length < 2 * ctx.grid.geo.size) fitsBuf = new Int32Array(2 * ctx.grid.geo.size);
  const masks = exMasks;
  const out = fitsBuf;
  let outN = 0;
  for (let i = 0; i < exN; i++) masks[i] = cands[ex[i]];
  for (let side = 0; side < 2; side++) {
    const t0 = side === 0 ? a : b;
    const o0 = side === 0 ? b : a;
    for (let tm = cands[t0]; tm !== 0; tm &= tm - 1) {
      const t = tm & -tm;
      let need = -1;
      for (let om = cands[o0]; om !== 0; om &= om - 1) {
        const o = om & -om;
        if (o === t && same) continue;
        let killed = false;
        let cover = t | o;
        for (let i = 0; i < exN; i++) {
          const m = masks[i];
          if (m === (t | o) && o !== t) {
            killed = true;
            break;
          }
          const rest = m & ~(t | o);
          // One value outside {t, o}.
          if (rest !== 0 && (rest & (rest - 1)) === 0) cover |= rest;
        }
        if (!killed) need &= cover;
        // It only shrinks: below two candidates (one bit or none) no third cell fits.
        if ((need & (need - 1)) === 0) break;
      }
      // A third cell with two candidates or more must fit it (need = -1: the pair alone excludes t).
      if ((need & (need - 1)) === 0) continue;
      let known = false;
      for (let i = 0; i < outN && !known; i++) known = out[i] === need;
      if (!known) out[outN++] = need;
    }
  }
  return outN;
}

/** What changed since the search last found nothing (recall.ts), in the cells it reads. */
interface Changes {
  /** Every cell whose candidates changed. */
  readonly cells: Int32Array;
  /** Those that are an excluder now or were one then (2 to `degree` candidates). */
  readonly excluders: Int32Array;
}

function changesSince(ctx: LogicContext, key: string, degree: number): Changes | null {
  const before = recalled(ctx, key);
  if (before === null) return null;
  const excl = (m: number): boolean => m !== 0 && (m & (m - 1)) !== 0 && popcount(m) <= degree;
  return { cells: changedCells(ctx, before), excluders: changedCells(ctx, before, (b, now) => excl(b) || excl(now)) };
}

/**
 * The first base set with eliminations, in scan order (a, then its partners b, then the third
 * cells c). With `changes` (the search found nothing in an earlier grid), only base sets that read
 * a changed cell are checked: a set's result depends on the candidates of its base cells and of its
 * excluders (cells seeing the first two base cells that are excluders), so any other set still
 * proves nothing, and the first set found is the one a full scan finds.
 */
function search(ctx: LogicContext, degree: 2 | 3, changes: Changes | null): Found | null {
  const { geo, cands } = ctx.grid;
  const cellCount = geo.cellCount;
  if (spend(ctx, cellCount)) return null;
  const sets = cellSetsOf(geo);
  const { words, peerMask } = sets;
  const { isExcl, isBase, baseSet, exclSet, once, twice, exA, partners, exAB, exABC, thirds } = scratchFor(cellCount, words);
  let exclCount = 0;
  for (let c = 0; c < cellCount; c++) {
    const p = popcount(cands[c]);
    if (p >= 2 && p <= degree) {
      isExcl[c] = 1;
      exclSet[c >>> 5] |= 1 << (c & 31);
      exclCount++;
    }
  }
  if (exclCount < 2) return null;
  // Base cells: two candidates or more and an excluder among the peers.
  for (let x = 0; x < cellCount; x++) {
    if (isExcl[x] === 0) continue;
    if (spend(ctx, peerCountOf(geo, x))) return null;
    for (let k = geo.peerStart[x], e = geo.peerStart[x + 1]; k < e; k++) if (popcount(cands[geo.peers[k]]) >= 2) isBase[geo.peers[k]] = 1;
  }
  // Cells seeing two of a list of cells or more, as bit sets: `once` the peers of one, `twice` of two.
  for (let c = 0; c < cellCount; c++) if (isBase[c] === 1) baseSet[c >>> 5] |= 1 << (c & 31);
  for (let a = 0; a < cellCount; a++) {
    if (isBase[a] === 0) continue;
    // Base cells after a sharing two excluders or more with a, in cell order.
    let exAN = 0;
    once.fill(0);
    twice.fill(0);
    for (let k = geo.peerStart[a], e = geo.peerStart[a + 1]; k < e; k++) {
      const x = geo.peers[k];
      if (isExcl[x] === 0) continue;
      exA[exAN++] = x;
      if (spend(ctx, peerCountOf(geo, x))) return null;
      seen(peerMask, words, once, twice, x);
    }
    let pN = 0;
    for (let j = a >>> 5; j < words; j++) {
      let bits = twice[j] & baseSet[j];
      if (j === a >>> 5) bits &= ~(2 * (1 << (a & 31)) - 1);
      for (; bits !== 0; bits &= bits - 1) partners[pN++] = 32 * j + 31 - Math.clz32(bits & -bits);
    }
    for (let pi = 0; pi < pN; pi++) {
      const b = partners[pi];
      const ab = changes === null || pairChanged(changes, peerMask, words, a, b);
      if (!ab && degree === 2) continue;
      // The excluders seeing a and b, in cell order (a's excluders are its peers, in cell order).
      let exABN = 0;
      for (let j = 0, pa = a * words, pb = b * words; j < words; j++) {
        for (let bits = exclSet[j] & peerMask[pa + j] & peerMask[pb + j]; bits !== 0; bits &= bits - 1)
          exAB[exABN++] = 32 * j + 31 - Math.clz32(bits & -bits);
      }
      if (spend(ctx, exAN)) return null;
      // An unchanged pair: only changed third cells (base cells seeing two excluders or more) may tell.
      const only = ab ? null : (changes as Changes).cells;
      if (only !== null && !changedThird(sets, only, a, b, exAB, exABN, baseSet)) continue;
      if (degree === 2) {
        baseBuf[0] = a;
        baseBuf[1] = b;
        const elims = exclude(ctx, sets, baseBuf, 2, exAB, exABN);
        if (elims === null) return null;
        if (elims.length > 0) return { base: [a, b], excluders: Array.from(exAB.subarray(0, exABN)), elims };
        continue;
      }
      // Third cells (any but a and b) that fit the pair's mask and see two of its excluders or more.
      if (spend(ctx, popcount(cands[a]) * popcount(cands[b]) * exABN * 2)) return null;
      const fitN = thirdMasks(ctx, sets, a, b, exAB, exABN);
      if (fitN === 0) continue;
      const fits = fitsBuf;
      let tN = 0;
      once.fill(0);
      twice.fill(0);
      for (let i = 0; i < exABN; i++) {
        if (spend(ctx, peerCountOf(geo, exAB[i]))) return null;
        seen(peerMask, words, once, twice, exAB[i]);
      }
      for (let j = 0; j < words; j++) {
        for (let bits = twice[j] & baseSet[j] & (only === null ? -1 : only[j]); bits !== 0; bits &= bits - 1) {
          const c = 32 * j + 31 - Math.clz32(bits & -bits);
          if (c === a || c === b) continue;
          let fitsOne = false;
          for (let i = 0; i < fitN && !fitsOne; i++) fitsOne = (cands[c] & ~fits[i]) === 0;
          if (fitsOne) thirds[tN++] = c;
        }
      }
      const sab = peersIn(sets, a, b);
      for (let ti = 0; ti < tN; ti++) {
        const c = thirds[ti];
        // SE's triplets: one base cell has at most three candidates and sees another base cell.
        const sac = peersIn(sets, a, c);
        const sbc = peersIn(sets, b, c);
        if (!((isExcl[a] === 1 && (sab || sac)) || (isExcl[b] === 1 && (sab || sbc)) || (isExcl[c] === 1 && (sac || sbc)))) continue;
        let exABCN = 0;
        for (let i = 0; i < exABN; i++) if (exAB[i] !== c && peersIn(sets, exAB[i], c)) exABC[exABCN++] = exAB[i];
        if (exABCN < 2) continue;
        const lo = a < c ? a : c;
        baseBuf[0] = lo;
        baseBuf[1] = lo === c ? a : b < c ? b : c;
        baseBuf[2] = lo === c ? b : b < c ? c : b;
        const elims = exclude(ctx, sets, baseBuf, 3, exABC, exABCN);
        if (elims === null) return null;
        if (elims.length > 0) return { base: Array.from(baseBuf), excluders: Array.from(exABC.subarray(0, exABCN)), elims };
      }
    }
  }
  return null;
}

/** The base cells exclude is given (reused). */
const baseBuf = new Int32Array(3);

/** Adds cell x's peers to `once`, and those already in it to `twice`. */
function seen(peerMask: Int32Array, words: number, once: Int32Array, twice: Int32Array, x: number): void {
  for (let j = 0, at = x * words; j < words; j++) {
    const pm = peerMask[at + j];
    twice[j] |= once[j] & pm;
    once[j] |= pm;
  }
}

const has = (set: Int32Array, c: number): boolean => ((set[c >>> 5] >>> (c & 31)) & 1) === 1;

/** Does the pair (a, b) read a changed cell (itself, or an excluder seeing both)? */
function pairChanged(changes: Changes, peerMask: Int32Array, words: number, a: number, b: number): boolean {
  if (has(changes.cells, a) || has(changes.cells, b)) return true;
  const ex = changes.excluders;
  for (let j = 0, pa = a * words, pb = b * words; j < words; j++) if ((peerMask[pa + j] & peerMask[pb + j] & ex[j]) !== 0) return true;
  return false;
}

/** Is some changed base cell other than a and b a peer of two of the pair's excluders or more? */
function changedThird(
  sets: CellSets,
  changed: Int32Array,
  a: number,
  b: number,
  exAB: Int32Array,
  exN: number,
  baseSet: Int32Array,
): boolean {
  for (let j = 0; j < sets.words; j++) {
    for (let bits = changed[j] & baseSet[j]; bits !== 0; bits &= bits - 1) {
      const c = 32 * j + 31 - Math.clz32(bits & -bits);
      if (c === a || c === b) continue;
      let seen = 0;
      for (let i = 0; i < exN; i++) if (exAB[i] !== c && peersIn(sets, exAB[i], c) && ++seen === 2) return true;
    }
  }
  return false;
}

/** Why a choice of values for the base cells is impossible, or null when it is possible. */
function reason(
  ctx: LogicContext,
  f: Found,
  values: readonly number[],
): { text: string; excluder: number; unit: number; rule: RuleRef | null } | null {
  const { geo, cands } = ctx.grid;
  for (let i = 0; i < values.length; i++) {
    for (let j = 0; j < i; j++) {
      if (values[i] === values[j] && sees(geo, f.base[i], f.base[j])) {
        const why = apartWhy(geo, f.base[i], f.base[j]);
        const text =
          why.house >= 0 || why.rule?.kind === 'KILLER_CAGE' || why.rule?.kind === 'RENBAN' || why.rule?.kind === 'EXTRA_REGION'
            ? `${why.words} would hold two ${sym(values[i])}s`
            : `${cellName(geo.size, f.base[j])} and ${cellName(geo.size, f.base[i])}, ${why.words} apart, would both be ${sym(values[i])}`;
        return { text, excluder: -1, unit: why.house, rule: why.rule };
      }
    }
  }
  let union = 0;
  for (const v of values) union |= 1 << v;
  for (const x of f.excluders) {
    if ((cands[x] & ~union) === 0) {
      return {
        text: `${cellName(geo.size, x)}, which holds only ${valueWords(cands[x])}, would be left empty`,
        excluder: x,
        unit: -1,
        rule: null,
      };
    }
  }
  return null;
}

function toStep(ctx: LogicContext, f: Found, technique: 'ALIGNED_PAIR_EXCLUSION' | 'ALIGNED_TRIPLET_EXCLUSION'): Step {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const usedExcluders = new Set<number>();
  const houses: number[] = [];
  const rules: RuleRef[] = [];
  const clauses: string[] = [];
  for (const e of f.elims) {
    const cell = e.row * n + e.col;
    const i = f.base.indexOf(cell);
    const others = f.base.filter((_, j) => j !== i);
    // Every choice for the other base cells, each with the reason it breaks.
    const lists = others.map((c) => {
      const out: number[] = [];
      for (let m = cands[c]; m !== 0; m &= m - 1) out.push(lowDigit(m));
      return out;
    });
    const parts: string[] = [];
    const walk = (depth: number, picked: number[]): void => {
      if (depth === others.length) {
        const values = [...picked];
        values.splice(i, 0, e.value - 1);
        const r = reason(ctx, f, values);
        if (r === null) return; // cannot happen: the value was excluded
        if (r.excluder >= 0) usedExcluders.add(r.excluder);
        if (r.unit >= 0 && !houses.includes(r.unit)) houses.push(r.unit);
        if (r.rule !== null && r.unit < 0) addRule(rules, r.rule);
        parts.push(`${listWords(picked.map((v) => sym(v)))} (${r.text})`);
        return;
      }
      for (const v of lists[depth]) walk(depth + 1, [...picked, v]);
    };
    walk(0, []);
    const whom = listWords(others.map((c) => cellName(geo.size, c)));
    clauses.push(`if ${cellName(geo.size, cell)} were ${sym(e.value - 1)}, ${whom} could not be ${parts.join(', nor ')}`);
  }
  const name = technique === 'ALIGNED_PAIR_EXCLUSION' ? 'pair' : 'triplet';
  const exList = f.excluders.filter((x) => usedExcluders.has(x));
  // "1 and 2 leave r1c1; 5 leaves r2c3": the eliminations cell by cell.
  const byCell = new Map<number, number[]>();
  for (const e of f.elims) byCell.set(e.row * n + e.col, [...(byCell.get(e.row * n + e.col) ?? []), e.value - 1]);
  const elimWords = listWords(
    [...byCell].map(([c, vs]) => `${listWords(vs.map((v) => sym(v)))} ${vs.length > 1 ? 'leave' : 'leaves'} ${cellName(geo.size, c)}`),
  );
  return {
    technique,
    placements: [],
    eliminations: f.elims,
    cells: [...f.base, ...exList],
    ...houseRefs(geo, houses, rules),
    explanation:
      `The aligned ${name} ${listWords(f.base.map((c) => cellName(geo.size, c)))} sees ` +
      `${listWords(exList.map((c) => cellName(geo.size, c)))}: ` +
      `${clauses.join('; ')}; so ${elimWords}.`,
  };
}

/** Two base cells with two bivalue excluders in common or more. */
export const alignedPairExclusion: Technique = (ctx) => {
  const changes = changesSince(ctx, 'ALIGNED_PAIR_EXCLUSION', 2);
  const f = remembering(ctx, 'ALIGNED_PAIR_EXCLUSION', () => search(ctx, 2, changes));
  return f === null ? null : toStep(ctx, f, 'ALIGNED_PAIR_EXCLUSION');
};

/**
 * The most work one triplet search may spend. On 9×9 a search takes up to about 200k (top1465);
 * on 16×16 and larger most cells are excluders and the pairs alone cost millions, so the search
 * gives up there (the step is left to the chains) instead of spending the chains' budget.
 */
export const TRIPLET_WORK_CAP = 600_000;

/** Three base cells with two excluders (2 or 3 candidates) in common or more. */
export const alignedTripletExclusion: Technique = (ctx) => {
  const work = { spent: ctx.work.spent, limit: Math.min(ctx.work.limit, ctx.work.spent + TRIPLET_WORK_CAP) };
  const sub: LogicContext = { grid: ctx.grid, unique: ctx.unique, work, recall: ctx.recall };
  const changes = changesSince(ctx, 'ALIGNED_TRIPLET_EXCLUSION', 3);
  // Remembered against the capped budget: a search given up at the cap knows nothing.
  const f = remembering(sub, 'ALIGNED_TRIPLET_EXCLUSION', () => search(sub, 3, changes));
  ctx.work.spent = work.spent;
  return f === null ? null : toStep(ctx, f, 'ALIGNED_TRIPLET_EXCLUSION');
};
