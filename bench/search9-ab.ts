// `node --import tsx bench/search9-ab.ts OLD.wasm [NEW.wasm]`: two builds of the 9×9 WebAssembly
// kernel (search9.wasm; NEW defaults to dist/wasm/search9.wasm) against each other, raw: the
// module's solve() called directly (the input bytes set, limit 2), without solve.ts's wrapper, so
// a change inside the kernel is measured apart from the fixed cost of the call. Every answer
// (status, first solution, count) must be the same in both, or it stops. Per data set (the first
// BENCH_LIMIT puzzles, default 3,000), AB_ROUNDS rounds (default 15) of one pass of each, who goes
// first alternating, CPU time (user + sys) of this process; printed: median µs a puzzle of each
// and the median of the per-round ratios (OLD ÷ NEW).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASET_ROOT } from './datasets.js';
import { fmtNum, loadAverage, median, table } from './stats.js';
import { alternateRounds, instantiate } from './wasm-ab.js';

interface Search9 {
  readonly memory: { readonly buffer: ArrayBuffer };
  inputPtr(): number;
  outputPtr(): number;
  solve(limit: number, maxNodes: number, deadline: number): number;
  solutionCount(): number;
}
interface Build {
  readonly exports: Search9;
  readonly input: Uint8Array;
  readonly output: Uint8Array;
}

const [oldPath, newPath = new URL('../dist/wasm/search9.wasm', import.meta.url).pathname] = process.argv.slice(2);
if (oldPath === undefined) throw new Error('usage: bench/search9-ab.ts OLD.wasm [NEW.wasm]');
const limit = Number(process.env.BENCH_LIMIT ?? 3000);
const rounds = Number(process.env.AB_ROUNDS ?? 15);
const SETS = ['kaggle_easy_10k', '17clue_20k', 'magictour_top1465', 'forum_hardest_1905_11plus_20k', 'serg_benchmark_10k'];

function build(path: string): Build {
  const exports = instantiate<Search9>(path, 'search9');
  const buffer = exports.memory.buffer;
  return {
    exports,
    input: new Uint8Array(buffer, exports.inputPtr(), 81),
    output: new Uint8Array(buffer, exports.outputPtr(), 81),
  };
}

function answerOf(b: Build, cells: Uint8Array): string {
  b.input.set(cells);
  const code = b.exports.solve(2, 2_000_000, Infinity);
  return `${code} ${b.exports.solutionCount()} ${b.output.join('')}`;
}

function pass(b: Build, boards: Uint8Array[]): number {
  const c = process.cpuUsage();
  for (const cells of boards) {
    b.input.set(cells);
    b.exports.solve(2, 2_000_000, Infinity);
  }
  const d = process.cpuUsage(c);
  return (d.user + d.system) / boards.length;
}

const rows = [['set', 'puzzles', 'rounds', 'OLD µs/pz', 'NEW µs/pz', 'OLD ÷ NEW (median of rounds)']];
for (const set of SETS) {
  const boards = readFileSync(join(DATASET_ROOT, '9x9', `${set}.txt`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .slice(0, limit)
    .map((l) => Uint8Array.from(l.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0)));
  const a = build(oldPath);
  const b = build(newPath);
  for (const cells of boards) {
    const x = answerOf(a, cells);
    const y = answerOf(b, cells);
    if (x !== y) throw new Error(`${set}: the builds differ on ${cells.join('')}: ${x} / ${y}`);
  }
  const ab = alternateRounds(
    rounds,
    () => pass(a, boards),
    () => pass(b, boards),
  );
  rows.push([set, String(boards.length), String(rounds), fmtNum(median(ab.old), 2), fmtNum(median(ab.next), 2), `${fmtNum(ab.ratio, 2)}×`]);
}
console.log(`=== search9.wasm A/B, raw solve() calls, CPU time, limit 2, one thread: OLD ${oldPath}, NEW ${newPath} ===`);
console.log(table(rows));
console.log(`load average ${loadAverage()}`);
