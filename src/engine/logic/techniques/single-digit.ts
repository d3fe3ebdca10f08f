// Single-digit patterns: Skyscraper, 2-String Kite and X-chains (which also cover simple colouring's
// colour traps), over any N×N board with r×c boxes.
import type { LogicContext, Step, Technique } from '../types.js';
import { findChain, MAX_STRONG, renderCells, type ChainRules } from './chain-search.js';
import {
  bilocalTable,
  cellName,
  colOf,
  commonPeerEliminations,
  leaves,
  rowOf,
  spend,
  strongLinksOf,
  sym,
  unitName,
  unitRef,
  type StrongLink,
} from './links.js';

function twoLinkStep(
  ctx: LogicContext,
  technique: 'SKYSCRAPER' | 'TWO_STRING_KITE',
  d: number,
  l1: StrongLink,
  l2: StrongLink,
  tip1: number,
  tip2: number,
  why: string,
): Step | null {
  const geo = ctx.grid.geo;
  const elims = commonPeerEliminations(ctx, [tip1, tip2], d, [l1.a, l1.b, l2.a, l2.b]);
  if (elims.length === 0) return null;
  return {
    technique,
    placements: [],
    eliminations: elims,
    cells: [l1.a, l1.b, l2.a, l2.b],
    units: [unitRef(geo, l1.unit), unitRef(geo, l2.unit)],
    explanation:
      `In ${unitName(geo, l1.unit)}, ${sym(d)} fits only ${cellName(geo, l1.a)} and ${cellName(geo, l1.b)}, and in ` +
      `${unitName(geo, l2.unit)} only ${cellName(geo, l2.a)} and ${cellName(geo, l2.b)}${why}, so one of ` +
      `${cellName(geo, tip1)} and ${cellName(geo, tip2)} is ${sym(d)} and ${leaves(geo, elims)}.`,
  };
}

/**
 * Two strong links of a digit in parallel lines (two rows, or two columns) whose bases share a cross
 * line and whose tips do not (that would be an X-Wing): the digit leaves cells seeing both tips.
 */
export const skyscraper: Technique = (ctx) => {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const table = bilocalTable(ctx);
  for (let d = 0; d < n; d++) {
    for (const rows of [true, false]) {
      const links = strongLinksOf(geo, table, d, rows ? 0 : n, rows ? n : 2 * n);
      if (spend(ctx, links.length * links.length)) return null;
      const cross = rows ? (c: number) => colOf(geo, c) : (c: number) => rowOf(geo, c);
      for (let i = 0; i < links.length; i++) {
        for (let j = i + 1; j < links.length; j++) {
          const l1 = links[i];
          const l2 = links[j];
          for (const [b1, t1] of [
            [l1.a, l1.b],
            [l1.b, l1.a],
          ]) {
            for (const [b2, t2] of [
              [l2.a, l2.b],
              [l2.b, l2.a],
            ]) {
              if (cross(b1) !== cross(b2) || cross(t1) === cross(t2)) continue;
              const s = twoLinkStep(ctx, 'SKYSCRAPER', d, l1, l2, t1, t2, '');
              if (ctx.work.spent > ctx.work.limit) return null;
              if (s !== null) return s;
            }
          }
        }
      }
    }
  }
  return null;
};

/**
 * A strong link of a digit in a row and one in a column, with one end of each in the same box
 * (different cells) and the other ends outside it: the digit leaves cells seeing both outer ends.
 */
export const twoStringKite: Technique = (ctx) => {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const table = bilocalTable(ctx);
  for (let d = 0; d < n; d++) {
    const rowLinks = strongLinksOf(geo, table, d, 0, n);
    const colLinks = strongLinksOf(geo, table, d, n, 2 * n);
    if (spend(ctx, rowLinks.length * colLinks.length)) return null;
    for (const l1 of rowLinks) {
      for (const l2 of colLinks) {
        for (const [b1, t1] of [
          [l1.a, l1.b],
          [l1.b, l1.a],
        ]) {
          for (const [b2, t2] of [
            [l2.a, l2.b],
            [l2.b, l2.a],
          ]) {
            const box = geo.boxOf[b1];
            if (b1 === b2 || t1 === t2 || b1 === t2 || b2 === t1) continue;
            if (geo.boxOf[b2] !== box || geo.boxOf[t1] === box || geo.boxOf[t2] === box) continue;
            const s = twoLinkStep(
              ctx,
              'TWO_STRING_KITE',
              d,
              l1,
              l2,
              t1,
              t2,
              `; ${cellName(geo, b1)} and ${cellName(geo, b2)} share ${unitName(geo, 2 * n + box)}`,
            );
            if (ctx.work.spent > ctx.work.limit) return null;
            if (s !== null) return s;
          }
        }
      }
    }
  }
  return null;
};

const X_RULES: ChainRules = {
  technique: 'X_CHAIN',
  cellStrong: false,
  unitStrong: true,
  cellWeak: false,
  peerWeak: true,
  bivalueOnly: false,
  sameDigitEnds: true,
  minStrong: 2,
  maxStrong: MAX_STRONG,
  render: renderCells,
};

/**
 * The shortest X-chain on one digit (2 to MAX_STRONG strong links, alternating with weak links) whose
 * ends both see a cell holding the digit: one end is the digit, so it leaves that cell.
 */
export const xChain: Technique = (ctx) => findChain(ctx, X_RULES);
