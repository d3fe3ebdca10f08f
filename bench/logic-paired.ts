// `node --import tsx bench/logic-paired.ts --base=<dir> [--top=100] [--forum=8] [--kaggle=300] [--any-work] [--file=<puzzles>]`:
// the grader before and after a change, in one process. <dir> holds a copy of the earlier src/
// (e.g. `git archive <commit> src | tar -x -C <dir>`). Every puzzle is analysed by both, in
// alternating order; the bench prints how many analyses differ (score, hardest technique, level,
// end, step count, work or any step's content: a speed change must leave all of them identical) and the paired medians
// of the CPU time (user + sys of the process) and wall time per analyze. With --any-work the work
// spent may differ (a change that does less work for the same steps, e.g. recall.ts); the bench then
// prints the median ratio of the work. --file adds a file of puzzles, one a line.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze as analyzeNow } from '../src/engine/index.js';
import { parseBoardText } from '../src/engine/codec.js';
import { DATASETS, loadSet } from './datasets.js';

type Analyze = typeof analyzeNow;
const arg = (name: string, fallback: number): number => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a === undefined ? fallback : Number(a.slice(name.length + 3));
};
const baseDir = process.argv.find((x) => x.startsWith('--base='))?.slice(7);
if (baseDir === undefined) throw new Error('usage: bench/logic-paired.ts --base=<dir with the earlier src/>');
const base = (await import(pathToFileURL(resolve(baseDir, 'src/engine/index.ts')).href)) as { analyze: Analyze };

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const anyWork = process.argv.includes('--any-work');

interface Run {
  readonly key: string;
  readonly work: number;
  readonly cpuMs: number;
  readonly wallMs: number;
}

function run(analyze: Analyze, text: string): Run {
  const p = parseBoardText(text);
  if (!p.ok) throw new Error(`does not parse: ${text}`);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const o = analyze(p.value);
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const a = o.status === 'ANALYZED' ? o.analysis : null;
  // Every step in full (technique, rating, placements, eliminations, sentence), as a digest.
  const steps = a === null ? '' : createHash('sha1').update(JSON.stringify(a.steps)).digest('hex').slice(0, 12);
  const key =
    a === null ? o.status : [a.score, a.hardest, a.pathLevel ?? a.level, a.end, a.steps.length, anyWork ? '' : a.work, steps].join(' ');
  return { key, work: a === null ? 0 : a.work, cpuMs: (c.user + c.system) / 1000, wallMs };
}

function paired(name: string, puzzles: readonly string[]): void {
  const before: Run[] = [];
  const after: Run[] = [];
  for (const text of puzzles.slice(0, 5)) {
    run(base.analyze, text);
    run(analyzeNow, text);
  }
  puzzles.forEach((text, i) => {
    if (i % 2 === 0) {
      before.push(run(base.analyze, text));
      after.push(run(analyzeNow, text));
    } else {
      after.push(run(analyzeNow, text));
      before.push(run(base.analyze, text));
    }
  });
  const diff = puzzles.map((_, i) => i).filter((i) => before[i].key !== after[i].key);
  const ratio = median(before.map((b, i) => after[i].cpuMs / Math.max(1e-3, b.cpuMs)));
  console.log(
    `${name.padEnd(30)} n=${String(puzzles.length).padStart(4)}  different analyses ${diff.length}  ` +
      `CPU median before ${median(before.map((r) => r.cpuMs)).toFixed(2)} ms, after ${median(after.map((r) => r.cpuMs)).toFixed(2)} ms ` +
      `(median ratio ${ratio.toFixed(2)})  wall median before ${median(before.map((r) => r.wallMs)).toFixed(2)} ms, after ${median(after.map((r) => r.wallMs)).toFixed(2)} ms  ` +
      `median score ${median(after.map((r) => Number(r.key.split(' ')[0]))).toFixed(2)}` +
      (anyWork ? `  work median ratio ${median(before.map((b, i) => after[i].work / Math.max(1, b.work))).toFixed(2)}` : ''),
  );
  for (const i of diff.slice(0, 5)) console.log(`  ${puzzles[i]}\n    before ${before[i].key}\n    after  ${after[i].key}`);
}

const set = (name: string, k: number): string[] => {
  const spec = DATASETS.find((d) => d.name === name);
  if (!spec) throw new Error(`unknown set ${name}`);
  return loadSet(spec, k).lines;
};

console.log('# paired before/after analyze (same process, alternating order; CPU = user + sys)');
for (const [name, k] of [
  ['kaggle_easy_10k', arg('kaggle', 300)],
  ['magictour_top1465', arg('top', 100)],
  ['forum_hardest_1905_11plus_20k', arg('forum', 8)],
] as const) {
  if (k > 0) paired(name, set(name, k));
}
const file = process.argv.find((x) => x.startsWith('--file='))?.slice(7);
if (file !== undefined)
  paired(
    file,
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim().length > 0),
  );
