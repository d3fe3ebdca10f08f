// `npm run bench:kernel-memory`: memory of one worker thread over 10⁶ solves, per kernel. Each
// kernel runs in its own worker thread (as a pool worker does), solving the 9×9 kaggle easy and
// 17-clue puzzles, the 16×16 d0.5 and the 4×4 puzzles in turn (search9 and searchn both); every
// 10⁵ solves the worker collects garbage and prints its V8 heap, the WebAssembly kernels' linear
// memory, and the process's RSS. Growth would show as a rising
// heap or memory column. Env: KERNEL_MEMORY_SOLVES (default 1,000,000).
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseBoardText } from '../src/engine/codec.js';
import { solve, type Board } from '../src/engine/index.js';
import { wasmKernelMemoryBytes } from '../src/engine/kernel.js';
import { useEngineKernel } from '../src/node/engine-kernel.js';
import { DATASETS } from './datasets.js';
import { fmtInt, fmtNum, table } from './stats.js';

interface Sample {
  readonly solves: number;
  readonly heapMB: number;
  readonly wasmMB: number;
  readonly rssMB: number;
  readonly usPerSolve: number;
}

const MB = 1024 * 1024;

function boardsOf(): Board[] {
  const boards: Board[] = [];
  for (const name of ['kaggle_easy_10k', '17clue_20k', '16x16 algts_d0.5_100', '4x4 algts_d1.0_1000']) {
    const spec = DATASETS.find((d) => d.name === name)!;
    const lines = readFileSync(new URL(`../../shared/datasets/${spec.file}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, 10_000);
    for (const line of lines) {
      const p = parseBoardText(line.trim());
      if (p.ok) boards.push(p.value);
    }
  }
  return boards;
}

function work(kernel: 'ts' | 'wasm', total: number): void {
  const used = useEngineKernel(kernel);
  const boards = boardsOf();
  const gc = (globalThis as { gc?: () => void }).gc;
  const samples: Sample[] = [];
  const sample = (solves: number, us: number) => {
    if (gc) for (let i = 0; i < 3; i++) gc();
    samples.push({
      solves,
      heapMB: getHeapStatistics().used_heap_size / MB,
      wasmMB: wasmKernelMemoryBytes() / MB,
      rssMB: process.memoryUsage().rss / MB,
      usPerSolve: us,
    });
  };
  sample(0, NaN);
  const step = Math.max(1, Math.floor(total / 10));
  let t0 = performance.now();
  for (let i = 1; i <= total; i++) {
    const r = solve(boards[i % boards.length], { limit: 2 });
    if (r.status !== 'SOLVED') throw new Error(`solve ${i}: ${r.status}`);
    if (i % step === 0) {
      sample(i, ((performance.now() - t0) * 1000) / step);
      t0 = performance.now();
    }
  }
  parentPort!.postMessage({ kernel: used, samples });
}

if (isMainThread) {
  const total = Number(process.env.KERNEL_MEMORY_SOLVES ?? 1_000_000);
  for (const kernel of ['wasm', 'ts'] as const) {
    const result = await new Promise<{ kernel: string; samples: Sample[] }>((resolve, reject) => {
      // Worker threads do not inherit tsx's loader hooks: register them before importing this file again.
      const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
      const w = new Worker(boot, { eval: true, workerData: { kernel, total } });
      w.once('message', resolve);
      w.once('error', reject);
    });
    console.log(`\n=== one worker thread, ENGINE_KERNEL=${kernel} (in use: ${result.kernel}), ${fmtInt(total)} solves ===`);
    const rows = [['solves', 'V8 heap MB', 'wasm memory MB', 'process RSS MB', 'µs/solve (last step)']];
    for (const s of result.samples)
      rows.push([fmtInt(s.solves), fmtNum(s.heapMB, 2), fmtNum(s.wasmMB, 3), fmtNum(s.rssMB, 1), fmtNum(s.usPerSolve, 2)]);
    console.log(table(rows));
    const first = result.samples[1];
    const last = result.samples[result.samples.length - 1];
    console.log(`heap growth from ${fmtInt(first.solves)} to ${fmtInt(last.solves)} solves: ${fmtNum(last.heapMB - first.heapMB, 3)} MB`);
  }
} else {
  const { kernel, total } = workerData as { kernel: 'ts' | 'wasm'; total: number };
  work(kernel, total);
}
