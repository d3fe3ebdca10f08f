// `npm run bench:kernels`: the two search kernels alone, faster than the whole bench. Per data set
// (the first BENCH_LIMIT puzzles, default 3,000), and per generated 25×25 level (BENCH_25 puzzles
// each, default 4, cached in the temp folder since generating one takes seconds), passes of the
// TypeScript and the WebAssembly kernel alternate (who goes first alternates), CPU time of this
// process (user + sys) per pass; printed: the median µs a puzzle of each, and the median of the
// per-pair ratios (TS ÷ wasm). A pass solves the set `reps` times, enough for the faster kernel's
// pass to take about PASS_MS of CPU (a set of 8 easy 25×25 boards is a third of a millisecond, too
// short for the process's CPU clock to time). searchn runs every shape here, also those below its default
// minimum. Then the start-up cost of each module (compile + instantiate).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCells, parseBoardText } from '../src/engine/codec.js';
import { generate, solve, type Board, type Difficulty } from '../src/engine/index.js';
import { selectKernel, setWasmShapeMinSize, type KernelName } from '../src/engine/kernel.js';
import { useEngineKernel, WASM_KERNEL_URL, WASM_SHAPE_KERNEL_URL } from '../src/node/engine-kernel.js';
import { DATASETS, loadSet } from './datasets.js';
import { KERNEL_TARGETS } from './kernels.js';
import { parseSet } from './measure.js';
import { fmtNum, loadAverage, median, table } from './stats.js';

const limit = Number(process.env.BENCH_LIMIT ?? 3000);
const pairs = Number(process.env.BENCH_PAIRS ?? 7);
const count25 = Number(process.env.BENCH_25 ?? 4);
const only = process.env.BENCH_SETS?.split(',');
const PASS_MS = Number(process.env.BENCH_PASS_MS ?? 30);
if (useEngineKernel('wasm') !== 'wasm') throw new Error('the WebAssembly kernel did not load (npm run build:wasm)');
// searchn on every shape it can take (whatever the default minimum size is), so that the
// 16×16 and 4×4 rows measure it rather than the TypeScript kernel twice.
setWasmShapeMinSize(2);

function cpuUsPerPuzzle(kernel: KernelName, boards: Board[], reps = 1): number {
  selectKernel(kernel);
  const c = process.cpuUsage();
  for (let i = 0; i < reps; i++) for (const b of boards) solve(b, { limit: 2 });
  const d = process.cpuUsage(c);
  return (d.user + d.system) / (boards.length * reps);
}

/** `count` generated 25×25 puzzles of one level (seeds kernels-25-0, -1, …), from the cache when there. */
function boards25(difficulty: Difficulty, count: number): Board[] {
  const file = join(tmpdir(), `sudoku-kernels-25x25-${difficulty}-${count}.txt`);
  let lines: string[];
  if (existsSync(file))
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '');
  else {
    lines = [];
    for (let seed = 0; lines.length < count && seed < 4 * count; seed++) {
      const g = generate({ size: 25, boxRows: 5, boxCols: 5, difficulty, seed: `kernels-25-${seed}` });
      if (g.status === 'GENERATED') lines.push(formatCells(g.puzzle.cells));
    }
    writeFileSync(file, lines.join('\n'));
  }
  return lines.map((l) => {
    const p = parseBoardText(l);
    if (!p.ok) throw new Error(p.error.message);
    return p.value;
  });
}

const sets: { name: string; boards: () => Board[] }[] = [
  ...DATASETS.map((spec) => ({ name: spec.name, boards: () => parseSet(loadSet(spec, Math.min(limit, spec.limit))) })),
  { name: '25x25 MEDIUM (generated)', boards: () => boards25('MEDIUM', count25) },
  { name: '25x25 HARD (generated)', boards: () => boards25('HARD', count25) },
];

const rows = [['set', 'puzzles', 'reps', 'pairs', 'TS µs/pz', 'wasm µs/pz', 'TS ÷ wasm (median of pairs)', 'target']];
for (const set of sets) {
  if (only !== undefined && !only.some((o) => set.name.includes(o))) continue;
  const boards = set.boards();
  cpuUsPerPuzzle('ts', boards);
  const warm = Math.min(cpuUsPerPuzzle('wasm', boards), cpuUsPerPuzzle('ts', boards));
  const reps = Math.max(1, Math.ceil((PASS_MS * 1000) / Math.max(1, warm * boards.length)));
  const ts: number[] = [];
  const wasm: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const first: KernelName = i % 2 === 0 ? 'ts' : 'wasm';
    const a = cpuUsPerPuzzle(first, boards, reps);
    const b = cpuUsPerPuzzle(first === 'ts' ? 'wasm' : 'ts', boards, reps);
    const [t, w] = first === 'ts' ? [a, b] : [b, a];
    ts.push(t);
    wasm.push(w);
    ratios.push(t / w);
  }
  const target = KERNEL_TARGETS[set.name];
  rows.push([
    set.name,
    String(boards.length),
    String(reps),
    String(pairs),
    fmtNum(median(ts), 2),
    fmtNum(median(wasm), 2),
    `${fmtNum(median(ratios), 2)}×`,
    target === undefined ? '' : `≥ ${target}×`,
  ]);
}
console.log('=== Search kernels, CPU time, paired passes (TypeScript vs WebAssembly), solve(limit 2), one thread ===');
console.log(table(rows));

// Start-up: what a worker pays once per module (synchronous compile + instantiate, as
// engine-kernel.ts does). The first compile in this process is the cold one; V8 may reuse a
// module compiled from the same bytes, so the later ones are printed apart.
// (Typed here: the project's lib has no WebAssembly types.)
const wasmApi = (
  globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => object; Instance: new (m: object, i: object) => object } }
).WebAssembly;
const startup = [['module', 'bytes', 'first compile + instantiate, ms', 'later ones, ms (median of 20)']];
for (const url of [WASM_KERNEL_URL, WASM_SHAPE_KERNEL_URL]) {
  const bytes = readFileSync(url);
  const ms: number[] = [];
  const now = { now: () => performance.now() };
  for (let i = 0; i < 21; i++) {
    // A fresh copy of the bytes each time.
    const copy = Uint8Array.from(bytes);
    const t = performance.now();
    new wasmApi.Instance(new wasmApi.Module(copy), { search9: now, searchn: now });
    ms.push(performance.now() - t);
  }
  startup.push([url.pathname.split('/').pop() ?? '', String(bytes.length), fmtNum(ms[0], 3), fmtNum(median(ms.slice(1)), 3)]);
}
console.log('\n=== Module start-up, wall clock ===');
console.log(table(startup));
console.log(`load average ${loadAverage()}`);
