// Chains over several digits: XY-chains (bivalue cells linked by a shared digit) and alternating
// inference chains (cell and unit strong links, cell and peer weak links), bounded in length by
// MAX_CHAIN_LINKS and in work by the context's budget. See chain-search.ts for the search.
import type { Technique } from '../types.js';
import { findChainKept, MAX_STRONG, renderNodes, type ChainRules } from '../propagation/chain-search.js';

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
  ruleWeak: true,
  bivalueOnly: false,
  sameDigitEnds: false,
  minStrong: 2,
  maxStrong: MAX_STRONG,
  render: renderNodes,
};

/** The shortest XY-chain (3 to MAX_STRONG bivalue cells) whose end digit leaves a cell seeing both ends. */
export const xyChain: Technique = (ctx) => findChainKept(ctx, XY_RULES);

/**
 * The shortest alternating inference chain (2 to MAX_STRONG strong links) that eliminates: same digit
 * at both ends (it leaves cells seeing both), same cell (its other digits leave), or two peers with
 * different digits (each end loses the other end's digit).
 */
export const aic: Technique = (ctx) => findChainKept(ctx, AIC_RULES);
