// The WebAssembly search kernel against the TypeScript kernel (issue 28), paired: passes of each
// over the same puzzles back to back, who goes first alternating (paired.ts), in one process and
// one thread, solve(board, { limit: 2 }). The speed-up is the TypeScript kernel's total time over
// the WebAssembly kernel's; the median of the pairs' ratios is printed beside it.
import { selectKernel, type KernelName } from '../src/engine/kernel.js';
import { solve, type Board } from '../src/engine/index.js';
import { pairedRatio, pairPlan, timePass, type PairedRatio, type PairPass } from './paired.js';
import { fmtNum, median, table } from './stats.js';

export interface KernelPairs {
  readonly set: string;
  readonly puzzles: number;
  readonly tsUsPerPuzzle: number;
  readonly wasmUsPerPuzzle: number;
  /** TypeScript ms ÷ WebAssembly ms over all pairs (the "peer" of pairedRatio is the TypeScript kernel). */
  readonly paired: PairedRatio;
  readonly medianPairRatio: number;
}

/** Speed-up targets of issue 28 per data set (TypeScript kernel's time ÷ WebAssembly kernel's). */
export const KERNEL_TARGETS: Readonly<Record<string, number>> = {
  kaggle_easy_10k: 2.4,
  '17clue_20k': 1.9,
  magictour_top1465: 1.9,
  forum_hardest_1905_11plus_20k: 2.1,
  '16x16 algts_d0.5_100': 2,
  '16x16 algts_d1.0_100': 2,
  '25x25 MEDIUM (generated)': 2,
  '25x25 HARD (generated)': 2,
};

function pass(kernel: KernelName, boards: Board[], p: PairPass): number {
  selectKernel(kernel);
  return timePass(p, (i) => solve(boards[i], { limit: 2 }));
}

/** Pairs of passes of both kernels over `boards`; leaves `after` selected. */
export async function pairKernels(set: string, boards: Board[], minPairs: number, after: KernelName): Promise<KernelPairs> {
  const all: PairPass = { count: boards.length, groups: 1, group: 0, reps: 1 };
  pass('wasm', boards, all); // a warm pass of each
  const tsMs = pass('ts', boards, all);
  const wasmMs = pass('wasm', boards, all);
  const plan = pairPlan(boards.length, (tsMs * 1000) / boards.length, minPairs);
  const paired = await pairedRatio(
    plan,
    (p) => pass('wasm', boards, p),
    async (p) => pass('ts', boards, p),
  );
  selectKernel(after);
  return {
    set,
    puzzles: paired.puzzles,
    tsUsPerPuzzle: (tsMs * 1000) / boards.length,
    wasmUsPerPuzzle: (wasmMs * 1000) / boards.length,
    paired,
    medianPairRatio: paired.pairRatios.length > 0 ? median(paired.pairRatios) : NaN,
  };
}

export function printKernels(rows: readonly KernelPairs[]): void {
  console.log('\n=== Search kernels: WebAssembly (src/engine/search/wasm) vs TypeScript, paired, solve(limit 2), one thread ===');
  const t = [['set', 'puzzles', 'pairs', 'TS µs/pz', 'wasm µs/pz', 'speed-up (paired total)', 'median of pairs', 'target', 'verdict']];
  for (const r of rows) {
    const target = KERNEL_TARGETS[r.set];
    t.push([
      r.set,
      String(r.puzzles),
      String(r.paired.pairs),
      fmtNum(r.tsUsPerPuzzle),
      fmtNum(r.wasmUsPerPuzzle),
      `${fmtNum(r.paired.ratio, 2)}×`,
      `${fmtNum(r.medianPairRatio, 2)}×`,
      target === undefined ? '' : `≥ ${target}×`,
      target === undefined ? '' : r.paired.ratio >= target ? 'MET' : 'NOT MET',
    ]);
  }
  console.log(table(t));
  console.log(
    'Wall clock (performance.now) per pass; µs/pz from one pass of each over the set after a warm pass, the speed-up from the pairs. The WebAssembly kernels: search9 takes 9×9 boards (3×3 boxes), searchn the other shapes it is enabled for (docs/engine.md); a shape neither takes runs the TypeScript kernel under both settings (~1× by construction).',
  );
}
