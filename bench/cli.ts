// npm run bench:cli [-- --runs N] [-- --lines N]: the marginal CPU rate (user + sys) of `sudoku
// solve` on a file of easy 9×9 lines (kaggle_easy_10k repeated, 100,000 by default) against the
// engine's in-process rate on the same boards, single thread. The CLI's marginal cost is its CPU
// time on the whole file less its CPU time on a one-line file (start-up, module loading, exit),
// over the lines in between; the in-process rate is `solve` alone on boards parsed beforehand.
// The two alternate, run by run, and the figures are medians. CPU times of the child come from
// bash's `times` (children's user and sys), so nothing else on the machine counts. Then, apart:
// the wall-clock speed-up of `--threads 2` over `--threads 1` (easy and hard lines).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBoardText } from '../src/engine/codec.js';
import { shapeOfCount, solvePlainLines } from '../src/engine/lines.js';
import { solve, type Board } from '../src/engine/index.js';
import { useEngineKernel } from '../src/node/engine-kernel.js';
import { datasetsDir } from '../support/oracle.js';
import { median } from './stats.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('--runs', 5);
const LINES = option('--lines', 100_000);

const source = readFileSync(join(datasetsDir(), '9x9/kaggle_easy_10k.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');
const lines = Array.from({ length: LINES }, (_, i) => source[i % source.length]);
const dir = mkdtempSync(join(tmpdir(), 'sudoku-bench-cli-'));
const big = join(dir, 'easy.txt');
const one = join(dir, 'one.txt');
writeFileSync(big, lines.join('\n') + '\n');
writeFileSync(one, lines[0] + '\n');

/** CPU seconds (user + sys) of `sudoku solve FILE ...flags` with its output thrown away. */
function cliCpu(file: string, flags: string[] = []): number {
  const script = `node bin/sudoku.js solve "$0" ${flags.join(' ')} > /dev/null; times`;
  const out = execFileSync('bash', ['-c', script, file], { cwd: ROOT, encoding: 'utf8' });
  // `times`: the shell's user and sys, then its children's.
  const [, children] = out.trim().split('\n');
  const secs = children.split(/\s+/).map((t) => {
    const m = /^(\d+)m([\d.]+)s$/.exec(t);
    if (!m) throw new Error(`cannot read times output '${out}'`);
    return Number(m[1]) * 60 + Number(m[2]);
  });
  return secs[0] + secs[1];
}

// The kernel the CLI runs (ENGINE_KERNEL, WebAssembly by default), so that the ratio compares one
// kernel's rates: without this the in-process side ran the TypeScript kernel.
const kernel = useEngineKernel();

const boards: Board[] = lines.map((l, i) => {
  const r = parseBoardText(l);
  if (!r.ok) throw new Error(`line ${i + 1}: ${r.error.message}`);
  return r.value;
});

/** CPU seconds of this process for `solve` on every board (the CLI's own default: two solutions sought). */
function engineCpu(): number {
  const before = process.cpuUsage();
  let solved = 0;
  for (const b of boards) if (solve(b).status === 'SOLVED') solved++;
  const used = process.cpuUsage(before);
  if (solved !== boards.length) throw new Error(`only ${solved} of ${boards.length} solved`);
  return (used.user + used.system) / 1e6;
}

const text = readFileSync(big);
const shaped = shapeOfCount(81, {});
if (!shaped.ok) throw new Error('no 9×9 shape');
const nine = shaped.value;
const answers = new Uint8Array(text.length);
/** CPU seconds of this process for the engine's line path (solvePlainLines) on the whole file: the CLI's own engine call, for the CLI's cost around it. */
function linesCpu(): number {
  const before = process.cpuUsage();
  let from = 0;
  let at = 0;
  let solved = 0;
  while (from < text.length) {
    const r = solvePlainLines(nine, text, from, text.length, 'DIGITS_LETTERS', {}, answers, at, answers.length - at);
    if (r === null || r.read === 0 || r.last !== null) throw new Error(`the line path stopped at byte ${from}`);
    from += r.read;
    at += r.written;
    solved += r.solved;
  }
  const used = process.cpuUsage(before);
  if (solved !== LINES) throw new Error(`the line path solved ${solved} of ${LINES} lines`);
  return (used.user + used.system) / 1e6;
}

// Check that the CLI answers every line before timing it.
const answered = execFileSync('node', ['bin/sudoku.js', 'solve', big], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\n')
  .filter((l) => /^[1-9]{81}$/.test(l)).length;
if (answered !== LINES) throw new Error(`sudoku solve answered ${answered} of ${LINES} lines with a solution`);

engineCpu(); // warm-up
if (kernel === 'wasm') linesCpu();
const engine: number[] = [];
const lineRates: number[] = [];
const cli: number[] = [];
const ratios: number[] = [];
for (let r = 0; r < RUNS; r++) {
  // Alternating order, so drift in the machine's speed favours neither.
  let e: number;
  let c: number;
  if (r % 2 === 0) {
    e = engineCpu();
    c = cliCpu(big) - cliCpu(one);
  } else {
    c = cliCpu(big) - cliCpu(one);
    e = engineCpu();
  }
  if (kernel === 'wasm') lineRates.push(LINES / linesCpu());
  const engineRate = LINES / e;
  const cliRate = (LINES - 1) / c;
  engine.push(engineRate);
  cli.push(cliRate);
  ratios.push(cliRate / engineRate);
}
const fixed = median(Array.from({ length: 3 }, () => cliCpu(one)));

/** Wall seconds of `sudoku solve FILE --threads N`, output thrown away. */
function cliWall(file: string, threads: number): number {
  const start = performance.now();
  execFileSync('bash', ['-c', `node bin/sudoku.js solve "$0" --threads ${threads} > /dev/null`, file], { cwd: ROOT });
  return (performance.now() - start) / 1000;
}
// --threads, apart from the single-thread CPU ratio: wall time of 1 and 2 threads, alternating, on
// the easy file and on 20,000 hard lines (where solving, not reading and writing, is the cost).
const hard = join(dir, 'hard.txt');
writeFileSync(hard, readFileSync(join(datasetsDir(), '9x9/forum_hardest_1905_11plus_20k.txt'), 'utf8'));
const speedups = (file: string) => {
  const one: number[] = [];
  const two: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    if (r % 2 === 0) {
      one.push(cliWall(file, 1));
      two.push(cliWall(file, 2));
    } else {
      two.push(cliWall(file, 2));
      one.push(cliWall(file, 1));
    }
  }
  return { one: median(one), two: median(two), ratios: one.map((x, i) => x / two[i]) };
};
const threadFigures = [
  { name: `${LINES.toLocaleString('en-US')} easy lines`, ...speedups(big) },
  { name: '20,000 hard lines', ...speedups(hard) },
];
rmSync(dir, { recursive: true, force: true });

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
console.log(
  `sudoku solve on ${LINES.toLocaleString('en-US')} easy 9×9 lines, CPU time (user + sys), median of ${RUNS}, ENGINE_KERNEL=${kernel} on both sides:`,
);
console.log(`  engine in process:  ${fmt(median(engine))} boards/s (${(1e6 / median(engine)).toFixed(2)} µs a board)`);
console.log(
  `  CLI, marginal:      ${fmt(median(cli))} lines/s (${(1e6 / median(cli)).toFixed(2)} µs a line; start-up ${(fixed * 1000).toFixed(0)} ms of CPU)`,
);
console.log(`  CLI / engine:       ${median(ratios).toFixed(2)} (runs: ${ratios.map((x) => x.toFixed(2)).join(', ')}; target 0.7)`);
if (lineRates.length > 0) {
  // The CLI's own engine call, which writes the answers' bytes and makes no object a board: what
  // the CLI costs around it (reading, counting, writing out) is the gap between these two.
  console.log(
    `  engine's line path: ${fmt(median(lineRates))} lines/s (solvePlainLines in process; CLI / line path ${(median(cli) / median(lineRates)).toFixed(2)})`,
  );
}
console.log(
  `--threads 2 against --threads 1, wall clock, median of ${RUNS} alternations (load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}):`,
);
for (const f of threadFigures) {
  console.log(
    `  ${f.name}: ${f.one.toFixed(2)} s → ${f.two.toFixed(2)} s, speed-up ${median(f.ratios).toFixed(2)} (runs: ${f.ratios.map((x) => x.toFixed(2)).join(', ')})`,
  );
}
