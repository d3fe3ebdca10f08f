// Chains over several digits: XY-chains (bivalue cells linked by a shared digit) and alternating
// inference chains (cell and unit strong links, cell and peer weak links), bounded in length by
// MAX_CHAIN_LINKS and in work by the context's budget. See chain-search.ts for the search.
import type { Geometry } from '../../geometry.js';
import type { Recall, Step, Technique } from '../types.js';
import { findChain, MAX_STRONG, renderNodes, type ChainRules } from './chain-search.js';

const XY_RULES: ChainRules = {
  technique: 'XY_CHAIN',
  cellStrong: true,
  unitStrong: false,
  cellWeak: false,
  peerWeak: true,
  bivalueOnly: true,
  sameDigitEnds: true,
  // Two cells are a naked pair and three an XY-Wing, both found by simpler techniques.
  minStrong: 3,
  maxStrong: MAX_STRONG,
  render: renderNodes,
};

const AIC_RULES: ChainRules = {
  technique: 'AIC',
  cellStrong: true,
  unitStrong: true,
  cellWeak: true,
  peerWeak: true,
  bivalueOnly: false,
  sameDigitEnds: false,
  minStrong: 2,
  maxStrong: MAX_STRONG,
  render: renderNodes,
};

/** The shortest XY-chain (3 to MAX_STRONG bivalue cells) whose end digit leaves a cell seeing both ends. */
export const xyChain: Technique = (ctx) => findChain(ctx, XY_RULES);

/**
 * The shortest alternating inference chain (2 to MAX_STRONG strong links) that eliminates: same digit
 * at both ends (it leaves cells seeing both), same cell (its other digits leave), or two peers with
 * different digits (each end loses the other end's digit).
 */
export const aic: Technique = (ctx) => {
  // Inside a forcing chain's propagation (no recall) every call is on another working copy.
  if (ctx.recall === undefined) return findChain(ctx, AIC_RULES);
  const { geo, cands } = ctx.grid;
  const last = lastAic;
  const recall = ctx.recall;
  if (last !== null && last.recall === recall && last.geo === geo && last.source === cands && sameCands(last.snapshot, cands))
    return last.step;
  const step = findChain(ctx, AIC_RULES);
  // A search the budget stopped knows nothing.
  lastAic = ctx.work.spent > ctx.work.limit ? null : { recall, geo, source: cands, snapshot: cands.slice(), step };
  return step;
};

/**
 * The last AIC search's answer in a run (a context with a recall), with the candidates it searched:
 * the bidirectional cycles ask for it (cycles.ts) just before the chains' producer does, on the
 * same grid; a step is never changed once returned, so both may hold it.
 */
let lastAic: { recall: Recall; geo: Geometry; source: Int32Array; snapshot: Int32Array; step: Step | null } | null = null;

function sameCands(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
