// Single-digit patterns: Skyscraper, 2-String Kite and X-chains (which also cover simple colouring's
// colour traps), over any N×N board with r×c boxes.
import type { LogicGeometry } from '../types.js';
import type { LogicContext, Step, Technique } from '../types.js';
import { findChainKept, MAX_STRONG, renderCells, type ChainRules } from '../propagation/chain-search.js';
import { changedDigits, remembering } from '../recall.js';
import {
  bilocalTable,
  boxUnitOf,
  colOf,
  commonPeerEliminations,
  peerCountOf,
  rowOf,
  sees,
  spend,
  strongLinksOf,
  type StrongLink,
} from '../propagation/links.js';
import { cellName, houseName, leaves, sym } from '../describe.js';
import { houseRefs } from '../grid.js';

function twoLinkStep(
  ctx: LogicContext,
  technique: 'SKYSCRAPER' | 'TWO_STRING_KITE',
  d: number,
  l1: StrongLink,
  l2: StrongLink,
  tip1: number,
  tip2: number,
  kiteBox: number,
): Step | null {
  const geo = ctx.grid.geo;
  // Most pairs of links remove nothing: checked without building lists, charged as the build.
  if (!seenByBoth(ctx, d, l1, l2, tip1, tip2)) {
    ctx.work.spent += peerCountOf(geo, tip1);
    return null;
  }
  const elims = commonPeerEliminations(ctx, [tip1, tip2], d, [l1.a, l1.b, l2.a, l2.b]);
  if (elims.length === 0) return null;
  const n = geo.size;
  // A kite names the box its bases share (each link's end inside it).
  const inBox = (l: StrongLink): number => (boxUnitOf(geo, l.a) === kiteBox ? l.a : l.b);
  const why =
    kiteBox < 0 ? '' : `; ${cellName(geo.size, inBox(l1))} and ${cellName(geo.size, inBox(l2))} share ${houseName(geo, 2 * n + kiteBox)}`;
  return {
    technique,
    placements: [],
    eliminations: elims,
    cells: [l1.a, l1.b, l2.a, l2.b],
    ...houseRefs(geo, [l1.unit, l2.unit]),
    explanation:
      `In ${houseName(geo, l1.unit)}, ${sym(d)} fits only ${cellName(geo.size, l1.a)} and ${cellName(geo.size, l1.b)}, and in ` +
      `${houseName(geo, l2.unit)} only ${cellName(geo.size, l2.a)} and ${cellName(geo.size, l2.b)}${why}, so one of ` +
      `${cellName(geo.size, tip1)} and ${cellName(geo.size, tip2)} is ${sym(d)} and ${leaves(geo.size, elims)}.`,
  };
}

/** Is there a cell other than the links' ends, holding digit d, that sees both tips? */
function seenByBoth(ctx: LogicContext, d: number, l1: StrongLink, l2: StrongLink, tip1: number, tip2: number): boolean {
  const { geo, cands } = ctx.grid;
  const bit = 1 << d;
  for (let k = geo.peerStart[tip1], end = geo.peerStart[tip1 + 1]; k < end; k++) {
    const p = geo.peers[k];
    if ((cands[p] & bit) === 0 || p === l1.a || p === l1.b || p === l2.a || p === l2.b) continue;
    if (sees(geo, p, tip2)) return true;
  }
  return false;
}

/** Where a pattern accepts one orientation of its two links: the kite's box, -1 for none; REJECT otherwise. */
type Orientation = (geo: LogicGeometry, b1: number, t1: number, b2: number, t2: number) => number;
const REJECT = -2;

// The cross line of a cell: its column for row links, its row for column links.
const rowSkyscraper: Orientation = (geo, b1, t1, b2, t2) =>
  colOf(geo, b1) === colOf(geo, b2) && colOf(geo, t1) !== colOf(geo, t2) ? -1 : REJECT;
const colSkyscraper: Orientation = (geo, b1, t1, b2, t2) =>
  rowOf(geo, b1) === rowOf(geo, b2) && rowOf(geo, t1) !== rowOf(geo, t2) ? -1 : REJECT;
const kite: Orientation = (geo, b1, t1, b2, t2) => {
  const box = boxUnitOf(geo, b1);
  if (b1 === b2 || t1 === t2 || b1 === t2 || b2 === t1) return REJECT;
  return boxUnitOf(geo, b2) === box && boxUnitOf(geo, t1) !== box && boxUnitOf(geo, t2) !== box ? box : REJECT;
};

/**
 * Each link's two ends as base and tip, (a, b) then (b, a), without a pair per turn: the first
 * orientation `orient` accepts that removes something, as a step. null when none does or the work
 * ran out (the caller checks ctx.work).
 */
function orientedStep(
  ctx: LogicContext,
  technique: 'SKYSCRAPER' | 'TWO_STRING_KITE',
  d: number,
  l1: StrongLink,
  l2: StrongLink,
  orient: Orientation,
): Step | null {
  const geo = ctx.grid.geo;
  for (let s1 = 0; s1 < 2; s1++) {
    const b1 = s1 === 0 ? l1.a : l1.b;
    const t1 = s1 === 0 ? l1.b : l1.a;
    for (let s2 = 0; s2 < 2; s2++) {
      const b2 = s2 === 0 ? l2.a : l2.b;
      const t2 = s2 === 0 ? l2.b : l2.a;
      const box = orient(geo, b1, t1, b2, t2);
      if (box === REJECT) continue;
      const s = twoLinkStep(ctx, technique, d, l1, l2, t1, t2, box);
      if (ctx.work.spent > ctx.work.limit) return null;
      if (s !== null) return s;
    }
  }
  return null;
}

/**
 * Two strong links of a digit in parallel lines (two rows, or two columns) whose bases share a cross
 * line and whose tips do not (that would be an X-Wing): the digit leaves cells seeing both tips.
 */
export const skyscraper: Technique = (ctx) => {
  const digits = changedDigits(ctx, 'SKYSCRAPER');
  return remembering(ctx, 'SKYSCRAPER', () => skyscraperIn(ctx, digits));
};

/** Skyscrapers of the digits in `digits` (recall.ts: the others' places did not change). */
function skyscraperIn(ctx: LogicContext, digits: number): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const table = bilocalTable(ctx);
  for (let d = 0; d < n; d++) {
    if (((digits >> d) & 1) === 0) continue;
    for (const rows of [true, false]) {
      const links = strongLinksOf(geo, table, d, rows ? 0 : n, rows ? n : 2 * n);
      if (spend(ctx, links.length * links.length)) return null;
      for (let i = 0; i < links.length; i++) {
        for (let j = i + 1; j < links.length; j++) {
          const s = orientedStep(ctx, 'SKYSCRAPER', d, links[i], links[j], rows ? rowSkyscraper : colSkyscraper);
          if (ctx.work.spent > ctx.work.limit) return null;
          if (s !== null) return s;
        }
      }
    }
  }
  return null;
}

/**
 * A strong link of a digit in a row and one in a column, with one end of each in the same box
 * (different cells) and the other ends outside it: the digit leaves cells seeing both outer ends.
 */
export const twoStringKite: Technique = (ctx) => {
  const digits = changedDigits(ctx, 'TWO_STRING_KITE');
  return remembering(ctx, 'TWO_STRING_KITE', () => kiteIn(ctx, digits));
};

/** 2-String Kites of the digits in `digits` (recall.ts). */
function kiteIn(ctx: LogicContext, digits: number): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const table = bilocalTable(ctx);
  for (let d = 0; d < n; d++) {
    if (((digits >> d) & 1) === 0) continue;
    const rowLinks = strongLinksOf(geo, table, d, 0, n);
    const colLinks = strongLinksOf(geo, table, d, n, 2 * n);
    if (spend(ctx, rowLinks.length * colLinks.length)) return null;
    for (const l1 of rowLinks) {
      for (const l2 of colLinks) {
        const s = orientedStep(ctx, 'TWO_STRING_KITE', d, l1, l2, kite);
        if (ctx.work.spent > ctx.work.limit) return null;
        if (s !== null) return s;
      }
    }
  }
  return null;
}

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
export const xChain: Technique = (ctx) => findChainKept(ctx, X_RULES);
