// `npm run bench:cli-kernels`: the `sudoku solve` CLI as a whole process (start-up, reading,
// parsing, solving with limit 2, writing), CPU time (user + sys, /usr/bin/time) with
// ENGINE_KERNEL=ts and =wasm, and the peer @algorithm.ts/sudoku as a whole process over the same
// file (bench/cli-peer.mjs: first solution only). Runs alternate in order, medians of
// CLI_KERNEL_RUNS (default 3). Needs the compiled CLI (the npm script builds it first).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmtInt, fmtNum, median, table } from './stats.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.CLI_KERNEL_RUNS ?? 3);
const SETS = [
  { name: '17clue_20k', file: '9x9/17clue_20k.txt', count: 20_000 },
  { name: 'forum_hardest_1905_11plus_20k (first 5,000)', file: '9x9/forum_hardest_1905_11plus_20k.txt', count: 5_000 },
];
type Config = 'ts' | 'wasm' | 'peer';
const CONFIGS: readonly Config[] = ['ts', 'wasm', 'peer'];

/** CPU seconds (user + sys) of one whole process, from /usr/bin/time. */
function timed(config: Config, file: string): number {
  const command =
    config === 'peer'
      ? [process.execPath, join(root, 'bench/cli-peer.mjs'), file]
      : [process.execPath, join(root, 'bin/sudoku.js'), 'solve', file];
  const env = { ...process.env, ENGINE_KERNEL: config === 'peer' ? '' : config };
  const dir = mkdtempSync(join(tmpdir(), 'cli-kernels-'));
  const report = join(dir, 'time.txt');
  execFileSync('/usr/bin/time', ['-f', '%U %S', '-o', report, ...command], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const [user, sys] = readFileSync(report, 'utf8').trim().split('\n').pop()!.split(/\s+/).map(Number);
  return user + sys;
}

const rows = [['set', 'puzzles', 'process', 'CPU s (median)', 'puzzles / CPU s', '÷ peer', 'runs']];
const factors: string[] = [];
for (const set of SETS) {
  const lines = readFileSync(join(root, '..', 'shared', 'datasets', set.file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, set.count);
  const file = join(mkdtempSync(join(tmpdir(), 'cli-kernels-')), 'puzzles.txt');
  writeFileSync(file, lines.join('\n') + '\n');
  const cpu: Record<Config, number[]> = { ts: [], wasm: [], peer: [] };
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? CONFIGS : [...CONFIGS].reverse();
    for (const c of order) cpu[c].push(timed(c, file));
  }
  const rate = (c: Config) => lines.length / median(cpu[c]);
  for (const c of CONFIGS) {
    rows.push([
      set.name,
      fmtInt(lines.length),
      c === 'peer' ? '@algorithm.ts/sudoku' : `sudoku solve, ENGINE_KERNEL=${c}`,
      fmtNum(median(cpu[c]), 2),
      fmtInt(rate(c)),
      c === 'peer' ? '' : `${fmtNum(rate(c) / rate('peer'), 2)}×`,
      String(runs),
    ]);
  }
  factors.push(`${set.name}: wasm ÷ ts ${fmtNum(rate('wasm') / rate('ts'), 2)}× (whole process, CPU)`);
}
console.log('\n=== sudoku solve as a whole process: CPU user + sys, medians ===');
console.log(table(rows));
for (const f of factors) console.log(f);
