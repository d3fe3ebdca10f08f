// `npm run bench:kernels`: the two search kernels alone, faster than the whole bench. Per data set
// (the first BENCH_LIMIT puzzles, default 3,000), passes of the TypeScript and the WebAssembly
// kernel alternate (who goes first alternates), CPU time of this process (user + sys) per pass;
// printed: the median µs a puzzle of each, and the median of the per-pair ratios (TS ÷ wasm).
import { selectKernel, solve, type Board, type KernelName } from '../src/engine/index.js';
import { useEngineKernel } from '../src/pool/engine-kernel.js';
import { DATASETS, loadSet } from './datasets.js';
import { KERNEL_TARGETS } from './kernels.js';
import { parseSet } from './measure.js';
import { fmtNum, median, table } from './stats.js';

const limit = Number(process.env.BENCH_LIMIT ?? 3000);
const pairs = Number(process.env.BENCH_PAIRS ?? 7);
if (useEngineKernel('wasm') !== 'wasm') throw new Error('the WebAssembly kernel did not load (npm run build:wasm)');

function cpuUsPerPuzzle(kernel: KernelName, boards: Board[]): number {
  selectKernel(kernel);
  const c = process.cpuUsage();
  for (const b of boards) solve(b, { limit: 2 });
  const d = process.cpuUsage(c);
  return (d.user + d.system) / boards.length;
}

const rows = [['set', 'puzzles', 'pairs', 'TS µs/pz', 'wasm µs/pz', 'TS ÷ wasm (median of pairs)', 'target']];
for (const spec of DATASETS) {
  const boards = parseSet(loadSet(spec, Math.min(limit, spec.limit)));
  cpuUsPerPuzzle('ts', boards);
  cpuUsPerPuzzle('wasm', boards);
  const ts: number[] = [];
  const wasm: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const first: KernelName = i % 2 === 0 ? 'ts' : 'wasm';
    const a = cpuUsPerPuzzle(first, boards);
    const b = cpuUsPerPuzzle(first === 'ts' ? 'wasm' : 'ts', boards);
    const [t, w] = first === 'ts' ? [a, b] : [b, a];
    ts.push(t);
    wasm.push(w);
    ratios.push(t / w);
  }
  const target = KERNEL_TARGETS[spec.name];
  rows.push([
    spec.name,
    String(boards.length),
    String(pairs),
    fmtNum(median(ts), 2),
    fmtNum(median(wasm), 2),
    `${fmtNum(median(ratios), 2)}×`,
    target === undefined ? '' : `≥ ${target}×`,
  ]);
}
console.log('=== Search kernels, CPU time, paired passes (TypeScript vs WebAssembly), solve(limit 2), one thread ===');
console.log(table(rows));
