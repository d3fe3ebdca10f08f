// `npm run bench:searchn-ab -- OLD.wasm [NEW.wasm]`: two builds of the shapes kernel
// (searchn.wasm; NEW defaults to dist/wasm/searchn.wasm) against each other, raw: the module's
// solveShape() called directly (the input cells set, limit 2), without solve.ts's wrapper, so a
// change inside the kernel is measured apart from the fixed cost of the call. Every answer (status,
// first solution, count) must be the same in both, or it stops. Sets: the shared 16×16 and 4×4
// files and the 25×25 boards bench:kernels generates (its cache in the temp folder; run it once
// first). AB_ROUNDS rounds (default 15) of one pass of each, who goes first alternating, a pass
// repeating its set to last about 30 ms; CPU time (user + sys) of this process; printed: median
// µs a puzzle of each and the median of the per-round ratios (OLD ÷ NEW).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATASET_ROOT } from './datasets.js';
import { fmtNum, loadAverage, median, table } from './stats.js';
import { alternateRounds, instantiate } from './wasm-ab.js';

interface SearchN {
  readonly memory: { readonly buffer: ArrayBuffer };
  inputPtr(): number;
  outputPtr(): number;
  statsPtr(): number;
  solveShape(size: number, boxRows: number, boxCols: number, limit: number, maxNodes: number, deadline: number): number;
}
interface Build {
  readonly exports: SearchN;
  readonly input: Uint8Array;
  readonly output: Uint8Array;
  readonly stats: Int32Array;
}
interface BenchSet {
  readonly name: string;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly boards: Uint8Array[];
}
type SetFile = Omit<BenchSet, 'boards'> & { readonly file: string };

const [oldPath, newPath = new URL('../dist/wasm/searchn.wasm', import.meta.url).pathname] = process.argv.slice(2);
if (oldPath === undefined) throw new Error('usage: bench/searchn-ab.ts OLD.wasm [NEW.wasm]');
const rounds = Number(process.env.AB_ROUNDS ?? 15);
const PASS_MS = 30;
const NODES = 1 << 12;

function build(path: string): Build {
  const exports = instantiate<SearchN>(path, 'searchn');
  const buffer = exports.memory.buffer;
  return {
    exports,
    input: new Uint8Array(buffer, exports.inputPtr(), 625),
    output: new Uint8Array(buffer, exports.outputPtr(), 625),
    stats: new Int32Array(buffer, exports.statsPtr(), 3),
  };
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
function cellsOf(line: string, size: number): Uint8Array {
  return Uint8Array.from(line.slice(0, size * size), (ch) => SYMBOLS.indexOf(ch.toUpperCase()) + 1);
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

const files: SetFile[] = [
  { name: '16x16 algts_d0.5_100', size: 16, boxRows: 4, boxCols: 4, file: join(DATASET_ROOT, '16x16', 'algts_d0.5_100.txt') },
  { name: '16x16 algts_d1.0_100', size: 16, boxRows: 4, boxCols: 4, file: join(DATASET_ROOT, '16x16', 'algts_d1.0_100.txt') },
  { name: '4x4 algts_d1.0_1000', size: 4, boxRows: 2, boxCols: 2, file: join(DATASET_ROOT, '4x4', 'algts_d1.0_1000.txt') },
  ...['MEDIUM', 'HARD'].map((d) => ({
    name: `25x25 ${d} (generated)`,
    size: 25,
    boxRows: 5,
    boxCols: 5,
    file: join(tmpdir(), `sudoku-kernels-25x25-${d}-${process.env.BENCH_25 ?? 8}.txt`),
  })),
];
const sets: BenchSet[] = files
  .filter((s) => existsSync(s.file))
  .map((s) => ({
    name: s.name,
    size: s.size,
    boxRows: s.boxRows,
    boxCols: s.boxCols,
    boards: lines(s.file).map((l) => cellsOf(l, s.size)),
  }));

function run(b: Build, s: BenchSet, cells: Uint8Array): number {
  b.input.set(cells);
  return b.exports.solveShape(s.size, s.boxRows, s.boxCols, 2, NODES, Infinity);
}

function answerOf(b: Build, s: BenchSet, cells: Uint8Array): string {
  const code = run(b, s, cells);
  return `${code} ${b.stats[0]} ${b.output.subarray(0, s.size * s.size).join(',')}`;
}

function pass(b: Build, s: BenchSet, reps: number): number {
  const c = process.cpuUsage();
  for (let i = 0; i < reps; i++) for (const cells of s.boards) run(b, s, cells);
  const d = process.cpuUsage(c);
  return (d.user + d.system) / (s.boards.length * reps);
}

const rows = [
  ['set', 'puzzles', 'reps', 'rounds', 'OLD µs/pz', 'NEW µs/pz', 'OLD nodes/pz', 'NEW nodes/pz', 'OLD ÷ NEW (median of rounds)'],
];
for (const s of sets) {
  const a = build(oldPath);
  const b = build(newPath);
  const nodes = [0, 0];
  for (const cells of s.boards) {
    const x = answerOf(a, s, cells);
    nodes[0] += a.stats[1];
    const y = answerOf(b, s, cells);
    nodes[1] += b.stats[1];
    if (x !== y) throw new Error(`${s.name}: the builds differ on ${cells.join(',')}: ${x.slice(0, 20)} / ${y.slice(0, 20)}`);
  }
  const reps = Math.max(1, Math.round((PASS_MS * 1000) / (pass(b, s, 1) * s.boards.length)));
  const ab = alternateRounds(
    rounds,
    () => pass(a, s, reps),
    () => pass(b, s, reps),
  );
  rows.push([
    s.name,
    String(s.boards.length),
    String(reps),
    String(rounds),
    fmtNum(median(ab.old), 2),
    fmtNum(median(ab.next), 2),
    fmtNum(nodes[0] / s.boards.length, 1),
    fmtNum(nodes[1] / s.boards.length, 1),
    `${fmtNum(ab.ratio, 2)}×`,
  ]);
}
console.log(`=== searchn.wasm A/B, raw solveShape() calls, CPU time, limit 2, one thread: OLD ${oldPath}, NEW ${newPath} ===`);
console.log(table(rows));
console.log(`load average ${loadAverage()}`);
