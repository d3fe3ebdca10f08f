// Wings: XY-Wing, XYZ-Wing and W-Wing, over any N×N board with r×c boxes.
// Each finds the first pattern (pivot / cell pair in cell order) that eliminates something.
import { apartWhy, cellName, houseName, leaves, sym, valueOrWords } from '../describe.js';
import type { CandidateGrid, LogicContext, RuleRef, Step, Technique, TechniqueName, UnitRef } from '../types.js';
import {
  bilocalTable,
  commonPeerEliminations,
  lowDigit,
  peerCountOf,
  popcount,
  sees,
  sharedUnit,
  spend,
  strongLinksOf,
  type StrongLink,
} from '../propagation/links.js';
import { houseRefs, unitRef } from '../grid.js';

/** The houses (rules) the pivot shares with each other cell. */
function linkUnits(grid: CandidateGrid, pivot: number, others: readonly number[]): { units: UnitRef[]; rules?: RuleRef[] } {
  const geo = grid.geo;
  if (geo.rules === undefined) return { units: others.map((o) => unitRef(geo, sharedUnit(geo, pivot, o))) };
  const houses: number[] = [];
  const rules: RuleRef[] = [];
  for (const o of others) {
    const why = apartWhy(geo, pivot, o);
    if (why.house >= 0) houses.push(why.house);
    else if (why.rule !== null) rules.push(why.rule);
  }
  return houseRefs(geo, houses, rules);
}

/** Peers with exactly `size` candidates of `cell` whose mask passes `keep`, in peer order. */
function peersWith(ctx: LogicContext, cell: number, size: number, keep: (m: number) => boolean): number[] {
  const { geo, cands } = ctx.grid;
  const out: number[] = [];
  for (let k = geo.peerStart[cell], e = geo.peerStart[cell + 1]; k < e; k++) {
    const q = geo.peers[k];
    const m = cands[q];
    if (m !== 0 && popcount(m) === size && keep(m)) out.push(q);
  }
  return out;
}

function step(
  technique: TechniqueName,
  eliminations: Step['eliminations'],
  cells: number[],
  refs: { units: UnitRef[]; rules?: RuleRef[] },
  explanation: string,
): Step {
  return { technique, placements: [], eliminations, cells, ...refs, explanation };
}

/** Pivot {x,y}, pincers {x,z} and {y,z} it sees: one pincer is z, so z leaves cells seeing both. */
export const xyWing: Technique = (ctx) => {
  const { geo, cands } = ctx.grid;
  if (spend(ctx, geo.cellCount)) return null;
  for (let p = 0; p < geo.cellCount; p++) {
    const pm = cands[p];
    if (pm === 0 || popcount(pm) !== 2) continue;
    if (spend(ctx, peerCountOf(geo, p))) return null;
    const wings = peersWith(ctx, p, 2, (m) => popcount(m & pm) === 1);
    if (spend(ctx, wings.length * wings.length)) return null;
    for (let i = 0; i < wings.length; i++) {
      const a = wings[i];
      const am = cands[a];
      for (let j = i + 1; j < wings.length; j++) {
        const b = wings[j];
        const bm = cands[b];
        if ((am & pm) === (bm & pm)) continue;
        const z = am & ~pm;
        if (z !== (bm & ~pm)) continue;
        const zd = lowDigit(z);
        const elims = commonPeerEliminations(ctx, [a, b], zd);
        if (ctx.work.spent > ctx.work.limit) return null;
        if (elims.length === 0) continue;
        return step(
          'XY_WING',
          elims,
          [p, a, b],
          linkUnits(ctx.grid, p, [a, b]),
          `${cellName(geo.size, p)} holds ${valueOrWords(pm)}, and its peers ${cellName(geo.size, a)} (${valueOrWords(am)}) and ` +
            `${cellName(geo.size, b)} (${valueOrWords(bm)}) ` +
            `mean one of ${cellName(geo.size, a)} and ${cellName(geo.size, b)} is ${sym(zd)}, so ${leaves(geo.size, elims)}.`,
        );
      }
    }
  }
  return null;
};

/** Pivot {x,y,z}, pincers {x,z} and {y,z} it sees: one of the three is z, so z leaves cells seeing all three. */
export const xyzWing: Technique = (ctx) => {
  const { geo, cands } = ctx.grid;
  if (spend(ctx, geo.cellCount)) return null;
  for (let p = 0; p < geo.cellCount; p++) {
    const pm = cands[p];
    if (pm === 0 || popcount(pm) !== 3) continue;
    if (spend(ctx, peerCountOf(geo, p))) return null;
    const wings = peersWith(ctx, p, 2, (m) => (m & ~pm) === 0);
    if (spend(ctx, wings.length * wings.length)) return null;
    for (let i = 0; i < wings.length; i++) {
      const a = wings[i];
      for (let j = i + 1; j < wings.length; j++) {
        const b = wings[j];
        if (cands[a] === cands[b]) continue;
        const zd = lowDigit(cands[a] & cands[b]);
        const elims = commonPeerEliminations(ctx, [p, a, b], zd);
        if (ctx.work.spent > ctx.work.limit) return null;
        if (elims.length === 0) continue;
        return step(
          'XYZ_WING',
          elims,
          [p, a, b],
          linkUnits(ctx.grid, p, [a, b]),
          `${cellName(geo.size, p)} holds ${valueOrWords(pm)}, and its peers ${cellName(geo.size, a)} (${valueOrWords(cands[a])}) ` +
            `and ${cellName(geo.size, b)} (${valueOrWords(cands[b])}) ` +
            `mean one of the three is ${sym(zd)}, so ${leaves(geo.size, elims)}.`,
        );
      }
    }
  }
  return null;
};

/**
 * Two bivalue cells {x,y} that do not see each other, and a strong link on x whose ends see one
 * of them each: one of the two cells is not x, so it is y, and y leaves cells seeing both.
 */
export const wWing: Technique = (ctx) => {
  const { geo, cands } = ctx.grid;
  const bivalue: number[] = [];
  if (spend(ctx, geo.cellCount)) return null;
  for (let c = 0; c < geo.cellCount; c++) if (cands[c] !== 0 && popcount(cands[c]) === 2) bivalue.push(c);
  if (bivalue.length < 2) return null;
  const table = bilocalTable(ctx);
  const links: (StrongLink[] | undefined)[] = new Array(geo.size);
  for (let i = 0; i < bivalue.length; i++) {
    const a = bivalue[i];
    const m = cands[a];
    if (spend(ctx, bivalue.length)) return null;
    for (let j = i + 1; j < bivalue.length; j++) {
      const b = bivalue[j];
      if (cands[b] !== m || sees(geo, a, b)) continue;
      for (let x = m; x !== 0; x &= x - 1) {
        const xd = lowDigit(x);
        const yd = lowDigit(m & ~(1 << xd));
        const elims = commonPeerEliminations(ctx, [a, b], yd);
        if (ctx.work.spent > ctx.work.limit) return null;
        if (elims.length === 0) continue;
        const list = (links[xd] ??= strongLinksOf(geo, table, xd, 0, geo.unitCount));
        if (spend(ctx, list.length)) return null;
        for (const l of list) {
          if (l.a === a || l.a === b || l.b === a || l.b === b) continue;
          let ea: number;
          let eb: number;
          if (sees(geo, l.a, a) && sees(geo, l.b, b)) [ea, eb] = [l.a, l.b];
          else if (sees(geo, l.a, b) && sees(geo, l.b, a)) [ea, eb] = [l.b, l.a];
          else continue;
          return step(
            'W_WING',
            elims,
            [a, b, ea, eb],
            houseRefs(geo, [l.unit]),
            `${cellName(geo.size, a)} and ${cellName(geo.size, b)} both hold ${valueOrWords(m)}, and in ` +
              `${houseName(geo, l.unit)}, ${sym(xd)} fits only ` +
              `${cellName(geo.size, ea)} (seen by ${cellName(geo.size, a)}) and ${cellName(geo.size, eb)} (seen by ` +
              `${cellName(geo.size, b)}), so one of ` +
              `${cellName(geo.size, a)} and ${cellName(geo.size, b)} is ${sym(yd)} and ${leaves(geo.size, elims)}.`,
          );
        }
      }
    }
  }
  return null;
};
