// `npm run bench [-- --quick]`: solver speed on the shared data sets against the npm peers,
// generation and solving on every standard size, 25×25 memory; a table on stdout and
// bench/results/latest.json. Env: BENCH_QUICK=1 (same as --quick), BENCH_LIMIT (puzzles per set),
// BENCH_RUNS (timed passes), BENCH_PEER_CAP_MS (time cap per peer and set), BENCH_SEEDS (generation seeds).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATASETS, loadSet } from './datasets.js';
import { benchEngine, enginePassMs, parseSet, type EngineSetResult, type PeerSetResult } from './measure.js';
import { PEERS } from './peers.js';
import { runPeer } from './peer-runner.js';
import { printMachine, printMemory, printSets, printSizes, printSummary, type SetReport } from './report.js';
import { pairKernels, printKernels, type KernelPairs } from './kernels.js';
import { useEngineKernel } from '../src/node/engine-kernel.js';
import { benchCanon, printCanon, type CanonReport } from './canon.js';
import { benchEmpty, benchGenerate, DIFFICULTIES, STANDARD_SHAPES, type EmptyRow, type GenerateRow } from './sizes.js';

const here = dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const envInt = (name: string): number | undefined => {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(v)}`);
  return n;
};
const config = {
  quick,
  limit: envInt('BENCH_LIMIT'),
  maxRuns: envInt('BENCH_RUNS') ?? (quick ? 3 : 5),
  /** Time one set's timed passes of our engine may take in all. */
  engineBudgetMs: quick ? 1_500 : 10_000,
  peerCapMs: envInt('BENCH_PEER_CAP_MS') ?? (quick ? 300 : 10_000),
  seeds: envInt('BENCH_SEEDS') ?? (quick ? 1 : 5),
  seeds25: envInt('BENCH_SEEDS') ?? (quick ? 1 : 2),
  /** Generation deadline per puzzle in --quick (the engine default otherwise); far above the 250 ms target. */
  genDeadlineMs: quick ? 1_000 : undefined,
  /** Deadline of the empty-board solves in --quick (25×25 may run to the engine's default deadline). */
  emptyDeadlineMs: quick ? 500 : undefined,
};
// ENGINE_KERNEL=ts|wasm (default wasm, the TypeScript kernel where WebAssembly SIMD is missing):
// "our engine" below is that kernel; the kernels' paired comparison runs whenever wasm loads.
const kernelStart = performance.now();
const kernel = useEngineKernel();
/** Reading, compiling and instantiating the WebAssembly module (start-up cost, target ≤ 10 ms). */
const kernelLoadMs = performance.now() - kernelStart;
const started = performance.now();
const log = (msg: string) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1)}s] ${msg}\n`);

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  node: process.version,
  v8: process.versions.v8,
  platform: `${process.platform} ${process.arch}`,
  gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
  date: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  kernel,
  kernelLoadMs: Number(kernelLoadMs.toFixed(2)),
};
printMachine(machine, config);
console.log(`Search kernel: ${kernel} (ENGINE_KERNEL; module loaded in ${kernelLoadMs.toFixed(2)} ms)`);

// 1. Data sets: our engine, then each peer that supports the size.
const sets: SetReport[] = [];
const kernelPairs: KernelPairs[] = [];
const wasmLoaded = useEngineKernel('wasm') === 'wasm';
useEngineKernel(kernel);
for (const spec of DATASETS) {
  const set = loadSet(spec, config.limit ?? (quick ? spec.quickLimit : spec.limit));
  const boards = parseSet(set);
  log(`${spec.name}: ${boards.length} puzzles, our engine`);
  const ours: EngineSetResult = benchEngine(set, boards, {
    maxRuns: config.maxRuns,
    budgetMs: config.engineBudgetMs,
    warmMs: config.peerCapMs / 10,
  });
  const peers: PeerSetResult[] = [];
  for (const peer of PEERS) {
    if (!peer.supports(spec.size, spec.boxRows, spec.boxCols)) continue;
    log(`${spec.name}: ${peer.name}`);
    const job = {
      set: spec.name,
      limit: boards.length,
      peer: peer.name,
      maxRuns: config.maxRuns,
      capMs: config.peerCapMs,
      oursPerSecond: ours.perSecond,
    };
    peers.push(await runPeer(job, (pass) => enginePassMs(boards, pass)));
  }
  sets.push({ name: spec.name, size: spec.size, unique: spec.unique, available: set.available, ours, peers });
  if (wasmLoaded) {
    log(`${spec.name}: WebAssembly vs TypeScript kernel, paired`);
    kernelPairs.push(await pairKernels(spec.name, boards, quick ? 2 : 6, kernel));
  }
}
printSets(sets);
printKernels(kernelPairs);

// 2. Every standard size: generate, solve what was generated, the empty board.
const generated: GenerateRow[] = [];
const empties: EmptyRow[] = [];
for (const shape of STANDARD_SHAPES) {
  for (const difficulty of DIFFICULTIES) {
    log(`generate ${shape.size}x${shape.size} ${difficulty}`);
    const big = shape.size >= 25;
    generated.push(benchGenerate(shape, difficulty, big ? config.seeds25 : config.seeds, config.genDeadlineMs));
  }
  log(`empty ${shape.size}x${shape.size}`);
  empties.push(benchEmpty(shape, config.emptyDeadlineMs));
}
printSizes(generated, empties);

// 3. Memory: a fresh process, so the 25×25 geometry cache is not already built.
log('memory (25x25, child process)');
const puzzle25 = generated.find((g) => g.size === 25 && g.sample !== undefined)?.sample;
let memory: Record<string, unknown>;
if (puzzle25 === undefined) {
  memory = { error: 'no 25x25 puzzle was generated' };
} else {
  try {
    const out = execFileSync(process.execPath, [...process.execArgv, join(here, 'memory-child.ts'), puzzle25], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    memory = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
  } catch (e) {
    memory = { error: String(e) };
  }
}
printMemory(memory);

// 4. Canonical keys, paired with the 9×9 solver in the same run.
log('canonical keys');
const canon: CanonReport = benchCanon(quick);
printCanon(canon);

const summary = printSummary(sets, generated, memory);
const totalSeconds = (performance.now() - started) / 1000;
console.log(`\nBench ${quick ? '(quick) ' : ''}took ${totalSeconds.toFixed(1)} s.`);

const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, quick ? 'latest-quick.json' : 'latest.json');
writeFileSync(
  file,
  JSON.stringify({ machine, config, sets, kernelPairs, generated, empties, memory, canon, summary, totalSeconds }, null, 2) + '\n',
);
console.log(`Figures written to ${file}`);
const failures =
  sets.reduce((k, s) => k + s.ours.failures, 0) +
  generated.reduce((k, g) => k + g.failures, 0) +
  empties.filter((e) => e.lexFirst === 'NO').length +
  canon.rows.reduce((k, r) => k + r.mismatches, 0);
if (failures > 0) {
  console.log(`\n${failures} WRONG ANSWERS from our engine (see above).`);
  process.exitCode = 1;
}
