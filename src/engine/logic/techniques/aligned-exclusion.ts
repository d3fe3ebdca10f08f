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
import { valueWords } from '../describe.js';
import type { CellValue, LogicContext, Step, Technique, UnitRef } from '../types.js';
import { cellSetsOf, peersIn, type CellSets } from './cell-sets.js';
import { andList, cellName, lowDigit, popcount, sees, sharedUnit, spend, sym, unitName, unitRef } from './links.js';
import { changedCells, recalled, remembering } from '../recall.js';

interface Found {
  readonly base: readonly number[];
  readonly excluders: readonly number[];
  readonly elims: readonly CellValue[];
}

const digitBuf: number[][] = [[], [], []];
const idxBuf = [0, 0, 0];
const allowedBuf = [0, 0, 0];
const seesBuf = [false, false, false, false, false, false, false, false, false];
/** The candidates of the excluders thirdMasks is given (reused). */
const exMasks: number[] = [];

/** search's per-cell marks and cell sets, reused (the engine is synchronous; cleared per search). */
interface Scratch {
  readonly isExcl: Uint8Array;
  readonly isBase: Uint8Array;
  readonly baseSet: Int32Array;
  readonly once: Int32Array;
  readonly twice: Int32Array;
}

let scratch: Scratch | null = null;

function scratchFor(cellCount: number, words: number): Scratch {
  if (scratch === null || scratch.isExcl.length !== cellCount) {
    scratch = {
      isExcl: new Uint8Array(cellCount),
      isBase: new Uint8Array(cellCount),
      baseSet: new Int32Array(words),
      once: new Int32Array(words),
      twice: new Int32Array(words),
    };
  } else {
    scratch.isExcl.fill(0);
    scratch.isBase.fill(0);
    scratch.baseSet.fill(0);
  }
  return scratch;
}

/**
 * Checks one set of base cells against its common excluders; returns the eliminations (none: the
 * set proves nothing), or null once over the budget. Stops as soon as every candidate of every
 * base cell has a possible choice. Charges one unit per choice and excluder.
 */
function exclude(ctx: LogicContext, sets: CellSets, base: readonly number[], excluders: readonly number[]): CellValue[] | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const k = base.length;
  let choices = 1;
  for (let i = 0; i < k; i++) {
    const d = digitBuf[i];
    d.length = 0;
    for (let x = cands[base[i]]; x !== 0; x &= x - 1) d.push(lowDigit(x));
    choices *= d.length;
    allowedBuf[i] = 0;
    for (let j = 0; j < k; j++) seesBuf[i * k + j] = i !== j && peersIn(sets, base[i], base[j]);
  }
  const cost = excluders.length + 1;
  let open = k;
  for (let t = 0; t < choices && open > 0; t++) {
    ctx.work.spent += cost;
    if ((t & 63) === 0 && ctx.work.spent > ctx.work.limit) return null;
    let rest = t;
    let union = 0;
    let ok = true;
    for (let i = 0; i < k; i++) {
      const d = digitBuf[i];
      idxBuf[i] = d[rest % d.length];
      rest = (rest / d.length) | 0;
    }
    for (let i = 0; i < k && ok; i++) {
      for (let j = 0; j < i; j++) if (idxBuf[i] === idxBuf[j] && seesBuf[i * k + j]) ok = false;
      union |= 1 << idxBuf[i];
    }
    for (let e = 0; e < excluders.length && ok; e++) if ((cands[excluders[e]] & ~union) === 0) ok = false;
    if (!ok) continue;
    for (let i = 0; i < k; i++) {
      if (allowedBuf[i] === cands[base[i]]) continue;
      allowedBuf[i] |= 1 << idxBuf[i];
      if (allowedBuf[i] === cands[base[i]]) open--;
    }
  }
  const out: CellValue[] = [];
  if (open === 0) return out;
  for (let i = 0; i < k; i++) {
    for (let m = cands[base[i]] & ~allowedBuf[i]; m !== 0; m &= m - 1) {
      out.push({ row: (base[i] / n) | 0, col: base[i] % n, value: lowDigit(m) + 1 });
    }
  }
  return out;
}

/**
 * For triplets: the candidate sets a third cell must fit (hold no candidate outside one of them)
 * for a pair (a, b) with excluders `ex` to exclude a value of a or b (none: it cannot). Excluding t from one of them needs every free value
 * o of the other (one that no excluder {t, o} and no shared unit rules out) to be ruled out with
 * every value c of the third cell, which takes c ∈ {t, o} or an excluder holding c within {t, o, c}.
 */
function thirdMasks(ctx: LogicContext, sets: CellSets, a: number, b: number, ex: readonly number[]): number[] {
  const { cands } = ctx.grid;
  const same = peersIn(sets, a, b);
  const out: number[] = [];
  const masks = exMasks;
  masks.length = 0;
  for (const x of ex) masks.push(cands[x]);
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
        for (let i = 0; i < masks.length; i++) {
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
      if ((need & (need - 1)) !== 0 && !out.includes(need)) out.push(need);
    }
  }
  return out;
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
  const { isExcl, isBase, baseSet, once, twice } = scratchFor(cellCount, words);
  const excluders: number[] = [];
  for (let c = 0; c < cellCount; c++) {
    const p = popcount(cands[c]);
    if (p >= 2 && p <= degree) {
      isExcl[c] = 1;
      excluders.push(c);
    }
  }
  if (excluders.length < 2) return null;
  // Base cells: two candidates or more and an excluder among the peers.
  for (const x of excluders) {
    if (spend(ctx, geo.peerCount)) return null;
    for (let k = x * geo.peerCount, e = k + geo.peerCount; k < e; k++) if (popcount(cands[geo.peers[k]]) >= 2) isBase[geo.peers[k]] = 1;
  }
  // Cells seeing two of a list of cells or more, as bit sets: `once` the peers of one, `twice` of two.
  for (let c = 0; c < cellCount; c++) if (isBase[c] === 1) baseSet[c >>> 5] |= 1 << (c & 31);
  const seen = (x: number): void => {
    for (let j = 0, at = x * words; j < words; j++) {
      const pm = peerMask[at + j];
      twice[j] |= once[j] & pm;
      once[j] |= pm;
    }
  };
  const has = (set: Int32Array, c: number): boolean => ((set[c >>> 5] >>> (c & 31)) & 1) === 1;
  /** Does the pair (a, b) read a changed cell (itself, or an excluder seeing both)? */
  const pairChanged = (a: number, b: number): boolean => {
    if (changes === null || has(changes.cells, a) || has(changes.cells, b)) return true;
    const ex = changes.excluders;
    for (let j = 0, pa = a * words, pb = b * words; j < words; j++) if ((peerMask[pa + j] & peerMask[pb + j] & ex[j]) !== 0) return true;
    return false;
  };
  for (let a = 0; a < cellCount; a++) {
    if (isBase[a] === 0) continue;
    // Base cells after a sharing two excluders or more with a, in cell order.
    const partners: number[] = [];
    const exA: number[] = [];
    once.fill(0);
    twice.fill(0);
    for (let k = a * geo.peerCount, e = k + geo.peerCount; k < e; k++) {
      const x = geo.peers[k];
      if (isExcl[x] === 0) continue;
      exA.push(x);
      if (spend(ctx, geo.peerCount)) return null;
      seen(x);
    }
    for (let j = a >>> 5; j < words; j++) {
      let bits = twice[j] & baseSet[j];
      if (j === a >>> 5) bits &= ~(2 * (1 << (a & 31)) - 1);
      for (; bits !== 0; bits &= bits - 1) partners.push(32 * j + 31 - Math.clz32(bits & -bits));
    }
    for (const b of partners) {
      const ab = pairChanged(a, b);
      if (!ab && degree === 2) continue;
      const exAB = exA.filter((x) => x !== b && peersIn(sets, x, b));
      if (spend(ctx, exA.length)) return null;
      // An unchanged pair: only changed third cells (base cells seeing two excluders or more) may tell.
      const only = ab || changes === null ? null : changes.cells;
      if (only !== null && !changedThird(sets, only, a, b, exAB, baseSet)) continue;
      if (degree === 2) {
        const elims = exclude(ctx, sets, [a, b], exAB);
        if (elims === null) return null;
        if (elims.length > 0) return { base: [a, b], excluders: exAB, elims };
        continue;
      }
      // Third cells (any but a and b) that fit the pair's mask and see two of its excluders or more.
      if (spend(ctx, popcount(cands[a]) * popcount(cands[b]) * exAB.length * 2)) return null;
      const fits = thirdMasks(ctx, sets, a, b, exAB);
      if (fits.length === 0) continue;
      const thirds: number[] = [];
      once.fill(0);
      twice.fill(0);
      for (const x of exAB) {
        if (spend(ctx, geo.peerCount)) return null;
        seen(x);
      }
      for (let j = 0; j < words; j++) {
        for (let bits = twice[j] & baseSet[j] & (only === null ? -1 : only[j]); bits !== 0; bits &= bits - 1) {
          const c = 32 * j + 31 - Math.clz32(bits & -bits);
          if (c === a || c === b) continue;
          let fitsOne = false;
          for (let i = 0; i < fits.length && !fitsOne; i++) fitsOne = (cands[c] & ~fits[i]) === 0;
          if (fitsOne) thirds.push(c);
        }
      }
      for (const c of thirds) {
        // SE's triplets: one base cell has at most three candidates and sees another base cell.
        const sab = peersIn(sets, a, b);
        const sac = peersIn(sets, a, c);
        const sbc = peersIn(sets, b, c);
        if (!((isExcl[a] === 1 && (sab || sac)) || (isExcl[b] === 1 && (sab || sbc)) || (isExcl[c] === 1 && (sac || sbc)))) continue;
        const set = a < c ? (b < c ? [a, b, c] : [a, c, b]) : [c, a, b];
        const exABC = exAB.filter((x) => x !== c && peersIn(sets, x, c));
        if (exABC.length < 2) continue;
        const elims = exclude(ctx, sets, set, exABC);
        if (elims === null) return null;
        if (elims.length > 0) return { base: set, excluders: exABC, elims };
      }
    }
  }
  return null;
}

/** Is some changed base cell other than a and b a peer of two of the pair's excluders or more? */
function changedThird(sets: CellSets, changed: Int32Array, a: number, b: number, exAB: readonly number[], baseSet: Int32Array): boolean {
  for (let j = 0; j < sets.words; j++) {
    for (let bits = changed[j] & baseSet[j]; bits !== 0; bits &= bits - 1) {
      const c = 32 * j + 31 - Math.clz32(bits & -bits);
      if (c === a || c === b) continue;
      let seen = 0;
      for (const x of exAB) if (x !== c && peersIn(sets, x, c) && ++seen === 2) return true;
    }
  }
  return false;
}

/** Why a choice of values for the base cells is impossible, or null when it is possible. */
function reason(ctx: LogicContext, f: Found, values: readonly number[]): { text: string; excluder: number; unit: number } | null {
  const { geo, cands } = ctx.grid;
  for (let i = 0; i < values.length; i++) {
    for (let j = 0; j < i; j++) {
      if (values[i] === values[j] && sees(geo, f.base[i], f.base[j])) {
        const u = sharedUnit(geo, f.base[i], f.base[j]);
        return { text: `${unitName(geo, u)} would hold two ${sym(values[i])}s`, excluder: -1, unit: u };
      }
    }
  }
  let union = 0;
  for (const v of values) union |= 1 << v;
  for (const x of f.excluders) {
    if ((cands[x] & ~union) === 0) {
      return { text: `${cellName(geo, x)}, which holds only ${valueWords(cands[x])}, would be left empty`, excluder: x, unit: -1 };
    }
  }
  return null;
}

function toStep(ctx: LogicContext, f: Found, technique: 'ALIGNED_PAIR_EXCLUSION' | 'ALIGNED_TRIPLET_EXCLUSION'): Step {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const usedExcluders = new Set<number>();
  const units: UnitRef[] = [];
  const seenUnits = new Set<number>();
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
        if (r.unit >= 0 && !seenUnits.has(r.unit)) {
          seenUnits.add(r.unit);
          units.push(unitRef(geo, r.unit));
        }
        parts.push(`${andList(picked.map((v) => sym(v)))} (${r.text})`);
        return;
      }
      for (const v of lists[depth]) walk(depth + 1, [...picked, v]);
    };
    walk(0, []);
    const whom = andList(others.map((c) => cellName(geo, c)));
    clauses.push(`if ${cellName(geo, cell)} were ${sym(e.value - 1)}, ${whom} could not be ${parts.join(', nor ')}`);
  }
  const name = technique === 'ALIGNED_PAIR_EXCLUSION' ? 'pair' : 'triplet';
  const exList = f.excluders.filter((x) => usedExcluders.has(x));
  // "1 and 2 leave r1c1; 5 leaves r2c3": the eliminations cell by cell.
  const byCell = new Map<number, number[]>();
  for (const e of f.elims) byCell.set(e.row * n + e.col, [...(byCell.get(e.row * n + e.col) ?? []), e.value - 1]);
  const elimWords = andList(
    [...byCell].map(([c, vs]) => `${andList(vs.map((v) => sym(v)))} ${vs.length > 1 ? 'leave' : 'leaves'} ${cellName(geo, c)}`),
  );
  return {
    technique,
    placements: [],
    eliminations: f.elims,
    cells: [...f.base, ...exList],
    units,
    explanation:
      `The aligned ${name} ${andList(f.base.map((c) => cellName(geo, c)))} sees ${andList(exList.map((c) => cellName(geo, c)))}: ` +
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
