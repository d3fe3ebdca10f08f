// Paired passes: our engine and a peer over the same puzzles, back to back, so both see the same
// moment of the machine. This machine runs in phases that change a rate by up to 1.7× within
// seconds, and the sequential figures (our passes, then the peer's, a minute or more apart) put
// the phases into the ratio: 16×16 d0.5 read 6.2× to 15.5× in seven runs of one day.
//
// The puzzles are dealt into groups (puzzle i into group i mod groups), each about PAIR_PASS_MS
// of the peer's time, and each group is one pair: our pass over it and the peer's, who goes first
// alternating. Short pairs keep both passes in one phase; groups spread over the whole set keep
// each pass like the set (a prefix is not: on 16×16 d1.0 the first 7 puzzles read 86× against
// 27× for the set). The ratio is the peer's total time over ours, over every pair: a phase
// scales both passes of its pair, so it weighs that pair's ratio without moving it.
export interface PairedRatio {
  /** The first `puzzles` puzzles the peer solved, every one in some pair. */
  readonly puzzles: number;
  readonly pairs: number;
  /** Peer's total ms ÷ ours over all pairs (ours ÷ peer in speed). */
  readonly ratio: number;
  /** Per pair, peer ms ÷ ours: their spread shows the phases and the groups' differences. */
  readonly pairRatios: number[];
  /** Set when a peer pass ran past its timeout and pairing stopped (the ratio is then over the pairs before). */
  readonly stopped?: string;
}

/** The peer's time in one pair. */
export const PAIR_PASS_MS = 400;
/** The peer's time over all the puzzles it solved, at most; past it, a prefix that fits. */
export const PAIR_FULL_MS = 8_000;

/** One pair's pass: `reps` times over puzzles group, group + groups, … below `count`. */
export interface PairPass {
  readonly count: number;
  readonly groups: number;
  readonly group: number;
  readonly reps: number;
}

/** The passes, in order, for a peer that solved `peerSolved` puzzles at `peerUsPerPuzzle` each: at least `minPairs`. */
export function pairPlan(peerSolved: number, peerUsPerPuzzle: number, minPairs: number): PairPass[] {
  const us = peerUsPerPuzzle > 0 ? peerUsPerPuzzle : 1;
  const count = Math.max(1, Math.min(peerSolved, Math.floor((PAIR_FULL_MS * 1000) / us)));
  const fullMs = (count * us) / 1000;
  const groups = Math.max(1, Math.round(fullMs / PAIR_PASS_MS));
  // A set shorter than one pass is repeated within it, so our pass (ten or more times shorter) is long enough to time.
  const reps = groups === 1 ? Math.max(1, Math.round(PAIR_PASS_MS / fullMs)) : 1;
  const rounds = Math.max(1, Math.ceil(minPairs / groups));
  const plan: PairPass[] = [];
  for (let r = 0; r < rounds; r++) for (let group = 0; group < groups; group++) plan.push({ count, groups, group, reps });
  return plan;
}

/** Calls `solveOne(i)` for every puzzle of the pass; returns its ms. */
export function timePass(pass: PairPass, solveOne: (i: number) => void): number {
  const t0 = performance.now();
  for (let r = 0; r < pass.reps; r++) for (let i = pass.group; i < pass.count; i += pass.groups) solveOne(i);
  return performance.now() - t0;
}

/**
 * The pairs of `plan`: `ours(pass)` and `peer(pass)` return a pass's ms (the peer's null when it
 * stalled). Even pairs run ours first, odd pairs the peer first.
 */
export async function pairedRatio(
  plan: readonly PairPass[],
  ours: (pass: PairPass) => number,
  peer: (pass: PairPass) => Promise<number | null>,
): Promise<PairedRatio> {
  const pairRatios: number[] = [];
  let oursTotal = 0;
  let peerTotal = 0;
  const of = (stopped?: string): PairedRatio => ({
    puzzles: plan[0]?.count ?? 0,
    pairs: pairRatios.length,
    ratio: oursTotal > 0 ? peerTotal / oursTotal : NaN,
    pairRatios,
    ...(stopped ? { stopped } : {}),
  });
  for (let i = 0; i < plan.length; i++) {
    const pass = plan[i];
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
    pairRatios.push(peerMs / oursMs);
    oursTotal += oursMs;
    peerTotal += peerMs;
  }
  return of();
}
