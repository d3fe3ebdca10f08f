// Paired passes: our engine and a peer over the same puzzles, back to back, so both see the same
// moment of the machine. This machine runs in phases that change a rate by up to 1.7× within
// seconds, and the sequential figures (our passes, then the peer's) put the phases into the
// ratio: 16×16 d0.5 read 6.2× to 15.5× in seven runs of one day. A pair's ratio is the peer's
// pass time over ours; the median of the pairs is the bench's ratio. Who goes first alternates,
// since the second pass of a pair may meet a different phase than the first.
import { median } from './stats.js';

export interface PairedRatio {
  /** The first `puzzles` puzzles the peer solved, each pass going over them `reps` times. */
  readonly puzzles: number;
  readonly reps: number;
  /** Per pair: peer pass ms ÷ our pass ms (ours ÷ peer in speed). */
  readonly ratios: number[];
  readonly median: number;
  /** Set when the peer's pass ran past its timeout and pairing stopped. */
  readonly stopped?: string;
}

/** Shortest peer pass: long enough to time our pass beside it (ten or more times shorter). */
export const PAIR_PASS_MS = 600;
/** Longest peer pass over all the puzzles it solved; past it, pairs take a prefix of PAIR_PASS_MS. */
export const PAIR_FULL_MS = 8_000;

/** One pass of a pair: `reps` times over the first `count` puzzles; `pairs` such pairs. */
export interface PairPass {
  readonly count: number;
  readonly reps: number;
  readonly pairs: number;
}

/**
 * The pass for a peer that solved `peerSolved` puzzles at `peerUsPerPuzzle` each: all of them
 * (a ratio over a prefix describes the prefix, not the set: on 16×16 d1.0 the first 7 puzzles
 * read 86× against 27× for the set), repeated up to PAIR_PASS_MS; only a peer whose pass would
 * take longer than PAIR_FULL_MS gets a prefix. Passes over 2 s get 3 pairs instead of `maxPairs`.
 */
export function pairPass(peerSolved: number, peerUsPerPuzzle: number, maxPairs: number): PairPass {
  if (!(peerUsPerPuzzle > 0) || peerSolved === 0) return { count: peerSolved, reps: 1, pairs: maxPairs };
  const fullMs = (peerSolved * peerUsPerPuzzle) / 1000;
  if (fullMs > PAIR_FULL_MS) return { count: Math.max(1, Math.round((PAIR_PASS_MS * 1000) / peerUsPerPuzzle)), reps: 1, pairs: maxPairs };
  return { count: peerSolved, reps: Math.max(1, Math.round(PAIR_PASS_MS / fullMs)), pairs: fullMs > 2_000 ? Math.min(3, maxPairs) : maxPairs };
}

/**
 * `pass.pairs` pairs: `ours(pass)` and `peer(pass)` return a pass's ms (the peer's null when it
 * stalled). Even pairs run ours first, odd pairs the peer first.
 */
export async function pairedRatio(pass: PairPass, ours: (pass: PairPass) => number, peer: (pass: PairPass) => Promise<number | null>): Promise<PairedRatio> {
  const ratios: number[] = [];
  const of = (stopped?: string): PairedRatio => ({ puzzles: pass.count, reps: pass.reps, ratios, median: median(ratios), ...(stopped ? { stopped } : {}) });
  for (let i = 0; i < pass.pairs; i++) {
    let oursMs: number;
    let peerMs: number | null;
    if (i % 2 === 0) {
      oursMs = ours(pass);
      peerMs = await peer(pass);
    } else {
      peerMs = await peer(pass);
      oursMs = ours(pass);
    }
    if (peerMs === null) return of(`peer pass ${i + 1} timed out`);
    ratios.push(peerMs / oursMs);
  }
  return of();
}
