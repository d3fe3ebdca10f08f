// Subsets. Naked: k cells of a unit whose candidates together are k values; those values leave
// every other cell of each unit the k cells share. Hidden: k values of a unit that fit only k
// cells together; every other candidate leaves those cells. k = 2, 3, 4. On a board with rules:
// naked subsets in any house or group (a cage, a short region), the values leaving every cell
// that sees all k cells (a knight's move counts); hidden subsets in any house.
import { popcount } from '../../bits.js';
import { bitsOf, firstCombination } from '../combos.js';
import { placeMasks } from '../places.js';
import { cellNames, houseName, listWords, ruleName, unitName, valueWords } from '../describe.js';
import type { CellValue, LogicContext, RuleRef, Step, TechniqueName, UnitRef } from '../types.js';
import { changedUnits, recalled, remembering } from '../recall.js';
import { onlyLost } from '../propagation/gained-links.js';
import { sees } from '../propagation/links.js';
import { cv, houseRefs, unitRef } from '../grid.js';

const NAKED: Readonly<Record<number, TechniqueName>> = { 2: 'NAKED_PAIR', 3: 'NAKED_TRIPLE', 4: 'NAKED_QUAD' };
const HIDDEN: Readonly<Record<number, TechniqueName>> = { 2: 'HIDDEN_PAIR', 3: 'HIDDEN_TRIPLE', 4: 'HIDDEN_QUAD' };

/** The units (geometry numbers) every one of `cells` lies in. */
function sharedUnits(ctx: LogicContext, cells: readonly number[]): number[] {
  const g = ctx.grid.geo;
  const out: number[] = [];
  for (let t = 0; t < 3; t++) {
    const u = g.cellUnits[3 * cells[0] + t];
    if (cells.every((c) => g.cellUnits[3 * c + t] === u)) out.push(u);
  }
  return out;
}

/**
 * Whether the naked subset `chosen` (indices into `cells`) with values `union` removes a candidate
 * from another cell of a unit it shares: -1 when it does, else the number of shared units.
 */
function nakedCheck(ctx: LogicContext, cells: readonly number[], chosen: readonly number[], union: number): number {
  const g = ctx.grid.geo;
  const n = g.size;
  const cands = ctx.grid.cands;
  const cu = g.cellUnits;
  const first = cells[chosen[0]];
  let count = 0;
  for (let t = 0; t < 3; t++) {
    const w = cu[3 * first + t];
    let shared = true;
    for (let x = 1; x < chosen.length && shared; x++) shared = cu[3 * cells[chosen[x]] + t] === w;
    if (!shared) continue;
    count++;
    for (let p = w * n, end = p + n; p < end; p++) {
      const j = g.units[p];
      if ((cands[j] & union) === 0) continue;
      let inSubset = false;
      for (let x = 0; x < chosen.length && !inSubset; x++) inSubset = cells[chosen[x]] === j;
      if (!inSubset) return -1;
    }
  }
  return count;
}

/**
 * Naked subsets, unit by unit. A unit's subsets read its cells and, for what they remove, the
 * cells of the other units they lie in. With the recall (recall.ts), and candidates only gone
 * since, a subset of an unchanged unit was there before and removes no more than it did (nothing):
 * only units with a changed cell are searched.
 */
function naked(ctx: LogicContext, k: number): Step | null {
  if (ctx.grid.geo.rules !== undefined) return nakedAnywhere(ctx, k);
  const before = recalled(ctx, NAKED[k]);
  const changed = before !== null && onlyLost(before, ctx.grid.cands) ? changedUnits(ctx, NAKED[k]) : null;
  return remembering(ctx, NAKED[k], () => nakedIn(ctx, k, changed));
}

function nakedIn(ctx: LogicContext, k: number, changed: Uint8Array | null): Step | null {
  const { geo: g, values, cands } = ctx.grid;
  const n = g.size;
  for (let u = 0; u < g.unitCount; u++) {
    if (changed !== null && changed[u] === 0) continue;
    const cells: number[] = [];
    let open = 0;
    for (let p = u * n, end = p + n; p < end; p++) {
      const i = g.units[p];
      if (values[i] !== 0) continue;
      open++;
      const c = popcount(cands[i]);
      if (c >= 2 && c <= k) cells.push(i);
    }
    ctx.work.spent += n;
    if (cells.length < k || open <= k) continue;
    const step = firstCombination(
      ctx,
      cells.map((i) => cands[i]),
      k,
      (chosen, union) => {
        // Most subsets found eliminate nothing (their values have already left): checked first
        // without building anything, and charged as the build below charges.
        const shared = nakedCheck(ctx, cells, chosen, union);
        if (shared >= 0) {
          ctx.work.spent += shared * n;
          return null;
        }
        const subset = chosen.map((x) => cells[x]);
        const inSubset = new Set(subset);
        const units = sharedUnits(ctx, subset);
        const eliminations: CellValue[] = [];
        const seen = new Set<number>();
        for (const w of units) {
          for (let p = w * n, end = p + n; p < end; p++) {
            const j = g.units[p];
            if (inSubset.has(j) || seen.has(j)) continue;
            seen.add(j);
            const hit = cands[j] & union;
            for (const b of bitsOf(hit)) eliminations.push(cv(n, j, b + 1));
          }
        }
        ctx.work.spent += units.length * n;
        if (eliminations.length === 0) return null;
        eliminations.sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
        const refs: UnitRef[] = units.map((w) => unitRef(g, w));
        return {
          technique: NAKED[k],
          placements: [],
          eliminations,
          cells: subset,
          units: refs,
          explanation:
            `${cellNames(n, subset)} hold only ${valueWords(union)} between them, so those values leave the other cells ` +
            `of ${refs.map(unitName).join(' and ')}.`,
        } satisfies Step;
      },
    );
    if (step !== null || ctx.work.spent > ctx.work.limit) return step;
  }
  return null;
}

/** Hidden subsets, unit by unit: a unit's cells alone decide; with the recall, only changed units (recall.ts). */
function hidden(ctx: LogicContext, k: number): Step | null {
  const changed = changedUnits(ctx, HIDDEN[k]);
  return remembering(ctx, HIDDEN[k], () => hiddenIn(ctx, k, changed));
}

function hiddenIn(ctx: LogicContext, k: number, changed: Uint8Array | null): Step | null {
  const { geo: g, values, cands } = ctx.grid;
  const n = g.size;
  // Per value, the positions (0..N-1 within the unit) where it fits, from the shared table
  // (filled cells hold no candidates, so the table's masks are exactly the empty cells').
  const places = placeMasks(ctx.grid);
  for (let u = 0; u < g.unitCount; u++) {
    if (changed !== null && changed[u] === 0) continue;
    const at = u * n;
    let open = 0;
    for (let p = 0; p < n; p++) if (values[g.units[u * n + p]] === 0) open++;
    ctx.work.spent += n;
    if (open <= k) continue;
    const vals: number[] = [];
    for (let v = 0; v < n; v++) {
      const c = popcount(places[at + v]);
      if (c >= 2 && c <= k) vals.push(v);
    }
    if (vals.length < k) continue;
    const step = firstCombination(
      ctx,
      vals.map((v) => places[at + v]),
      k,
      (chosen, union) => {
        let keep = 0;
        for (const x of chosen) keep |= 1 << vals[x];
        // Most subsets found have no other value left in their cells: checked before building.
        let any = false;
        for (let m = union; m !== 0 && !any; m &= m - 1) any = (cands[g.units[at + 31 - Math.clz32(m & -m)]] & ~keep) !== 0;
        if (!any) return null;
        const subset = bitsOf(union).map((p) => g.units[u * n + p]);
        const eliminations: CellValue[] = [];
        for (const i of subset) for (const b of bitsOf(cands[i] & ~keep)) eliminations.push(cv(n, i, b + 1));
        if (eliminations.length === 0) return null;
        return {
          technique: HIDDEN[k],
          placements: [],
          eliminations,
          cells: subset,
          ...houseRefs(g, [u]),
          explanation: `In ${houseName(g, u)}, ${valueWords(keep)} fit only ${cellNames(n, subset)}, so those cells hold no other value.`,
        } satisfies Step;
      },
    );
    if (step !== null || ctx.work.spent > ctx.work.limit) return step;
  }
  return null;
}

/**
 * Naked subsets on a board with rules, in every house (unit order) and then every group (a cage, a
 * short region, a renban line): k cells of one set holding k values between them hold all k, so
 * the values leave every other cell that sees all k cells.
 */
function nakedAnywhere(ctx: LogicContext, k: number): Step | null {
  const { geo: g, values, cands } = ctx.grid;
  const n = g.size;
  const links = g.rules!;
  const setCount = g.unitCount + links.groups.length;
  for (let s = 0; s < setCount; s++) {
    const members = s < g.unitCount ? g.units.subarray(s * n, s * n + n) : links.groups[s - g.unitCount].cells;
    const cells: number[] = [];
    for (const i of members) {
      if (values[i] !== 0) continue;
      const c = popcount(cands[i]);
      if (c >= 2 && c <= k) cells.push(i);
    }
    ctx.work.spent += members.length;
    if (cells.length < k) continue;
    const step = firstCombination(
      ctx,
      cells.map((i) => cands[i]),
      k,
      (chosen, union) => {
        const subset = chosen.map((x) => cells[x]);
        const first = subset[0];
        const eliminations: CellValue[] = [];
        ctx.work.spent += g.peerStart[first + 1] - g.peerStart[first];
        for (let p = g.peerStart[first]; p < g.peerStart[first + 1]; p++) {
          const j = g.peers[p];
          const hit = cands[j] & union;
          if (hit === 0 || subset.includes(j) || !subset.every((c) => c === first || sees(g, j, c))) continue;
          for (const b of bitsOf(hit)) eliminations.push(cv(n, j, b + 1));
        }
        if (eliminations.length === 0) return null;
        eliminations.sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
        const shared: number[] = [];
        for (let x = g.cellUnitStart[first]; x < g.cellUnitStart[first + 1]; x++) {
          const u = g.cellUnits[x];
          if (subset.every((c) => g.units.subarray(u * n, u * n + n).includes(c))) shared.push(u);
        }
        const group = s < g.unitCount ? null : links.groups[s - g.unitCount];
        const rules: RuleRef[] = group === null ? [] : [{ rule: group.source.rule, kind: group.source.kind }];
        const where = [...shared.map((u) => houseName(g, u)), ...(group === null ? [] : [ruleName(g, group.source.rule)])];
        return {
          technique: NAKED[k],
          placements: [],
          eliminations,
          cells: subset,
          ...houseRefs(g, shared, rules),
          explanation:
            `${cellNames(n, subset)} hold only ${valueWords(union)} between them in ${listWords(where)}, so those values leave ` +
            `every other cell that sees all ${k} of them.`,
        } satisfies Step;
      },
    );
    if (step !== null || ctx.work.spent > ctx.work.limit) return step;
  }
  return null;
}

export const nakedPair = (ctx: LogicContext): Step | null => naked(ctx, 2);
export const nakedTriple = (ctx: LogicContext): Step | null => naked(ctx, 3);
export const nakedQuad = (ctx: LogicContext): Step | null => naked(ctx, 4);
export const hiddenPair = (ctx: LogicContext): Step | null => hidden(ctx, 2);
export const hiddenTriple = (ctx: LogicContext): Step | null => hidden(ctx, 3);
export const hiddenQuad = (ctx: LogicContext): Step | null => hidden(ctx, 4);
