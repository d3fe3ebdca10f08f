// `npm run bench:logic [-- --quick]`: the logical solver's calibration and speed (issue 16).
// Per data set: the share of each level, the median score, the median and max analyze time per
// puzzle; per shape, generated EASY/MEDIUM/HARD/EXPERT: the level they land on and the graded
// generation time; then sudoku-core's analyze on the same 9×9 puzzles, capped in time per set.
import { Worker } from 'node:worker_threads';
import { analyze, defaultWorkLimit, DIFFICULTIES, generate } from '../src/engine/index.js';
import { formatCells, parseBoardText } from '../src/engine/codec.js';
import { loadSplit, report, scoreAll } from './calibration.js';
import { DATASETS, loadSet } from './datasets.js';
import type { LogicPeerJob } from './logic-peer-worker.js';

const quick = process.argv.includes('--quick');
/** `--only=forum` runs the sets whose name contains "forum" (calibration and speed only); `--only=calib` only the calibration. */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

const SETS: readonly [string, number, number][] = [
  // name, puzzles (full), puzzles (quick)
  ['kaggle_easy_10k', 2000, 300],
  ['17clue_20k', 1000, 200],
  ['magictour_top1465', 1465, 200],
  ['forum_hardest_1905_11plus_20k', 1000, 150],
  ['forum_hardest_1106', 375, 50],
  ['4x4 algts_d1.0_1000', 1000, 200],
  ['16x16 algts_d0.5_100', 100, 15],
  ['16x16 algts_d1.0_100', 100, 10],
];

const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (k: number, n: number): string => `${((100 * k) / Math.max(1, n)).toFixed(0)}%`.padStart(5);
const shares = (levels: string[]): string =>
  DIFFICULTIES.map((l) => `${l} ${pct(levels.filter((x) => x === l).length, levels.length)}`).join('  ');

function analyzeSet(name: string, puzzles: string[]): void {
  const levels: string[] = [];
  const scores: number[] = [];
  const times: number[] = [];
  let budgetShare = 0;
  let overBudget = 0;
  let trial = 0;
  // Untimed warm-up on a few puzzles, so the first timings do not measure the JIT.
  for (const text of puzzles.slice(0, 20)) {
    const p = parseBoardText(text);
    if (p.ok) analyze(p.value);
  }
  for (const text of puzzles) {
    const p = parseBoardText(text);
    if (!p.ok) continue;
    const t = performance.now();
    const r = analyze(p.value);
    times.push(performance.now() - t);
    if (r.status !== 'ANALYZED') {
      levels.push(r.status);
      continue;
    }
    levels.push(r.analysis.level ?? 'MULTIPLE');
    scores.push(r.analysis.score);
    budgetShare = Math.max(budgetShare, r.analysis.work / defaultWorkLimit(p.value.shape));
    if (r.analysis.end === 'BUDGET') overBudget++;
    if (!r.analysis.solvedByLogic) trial++;
  }
  console.log(
    `${name.padEnd(32)} n=${String(puzzles.length).padStart(5)}  ${shares(levels)}  median score ${median(scores).toFixed(1)}  ` +
      `analyze median ${median(times).toFixed(3)} ms, max ${Math.max(...times).toFixed(1)} ms  ` +
      `work ≤ ${(100 * budgetShare).toFixed(0)}% of the budget, ${overBudget} stopped by it, ${trial} end in TRIAL  ` +
      `score quartiles ${[0.25, 0.75].map((q) => [...scores].sort((a, b) => a - b)[Math.floor(q * (scores.length - 1))]?.toFixed(1)).join('/')}`,
  );
}

function generated(size: number, seeds: number): void {
  for (const difficulty of DIFFICULTIES) {
    const levels: string[] = [];
    const times: number[] = [];
    let met = 0;
    for (let k = 0; k < seeds; k++) {
      const t = performance.now();
      const g = generate({ size, difficulty, seed: `logic-bench-${k}` });
      times.push(performance.now() - t);
      if (g.status !== 'GENERATED') {
        levels.push(g.status);
        continue;
      }
      levels.push(g.rating.level);
      if (g.gradeMet) met++;
    }
    console.log(
      `generated ${`${size}x${size}`.padEnd(5)} ${difficulty.padEnd(6)} n=${seeds}  graded ${shares(levels)}  grade met ${met}/${seeds}  ` +
        `generate median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
  }
}

/** sudoku-core on the puzzles until done or `capMs`; a puzzle that never returns is cut off by terminate. */
function peer(name: string, puzzles: string[], capMs: number): Promise<void> {
  const entry = JSON.stringify(new URL('./logic-peer-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { puzzles } satisfies LogicPeerJob });
  const levels: string[] = [];
  const times: number[] = [];
  return new Promise((resolve) => {
    let started = 0;
    const finish = (why: string) => {
      clearTimeout(timer);
      void worker.terminate();
      const total = times.reduce((a, b) => a + b, 0);
      const counts = new Map<string, number>();
      for (const l of levels) counts.set(l, (counts.get(l) ?? 0) + 1);
      console.log(
        `sudoku-core ${name.padEnd(30)} ${levels.length}/${puzzles.length} analysed (${why})  ` +
          `${((1000 * levels.length) / Math.max(1, total)).toFixed(1)} puzzles/s, median ${median(times).toFixed(1)} ms  ` +
          `levels ${[...counts].map(([l, k]) => `${l} ${pct(k, levels.length).trim()}`).join(', ')}`,
      );
      resolve();
    };
    const timer = setTimeout(() => finish(`stopped at the ${capMs / 1000} s cap`), capMs + 5_000);
    worker.on('message', (m: { done?: boolean; level?: string; ms?: number }) => {
      if (m.done) return finish('all');
      if (started === 0) started = performance.now();
      levels.push(m.level!);
      times.push(m.ms!);
      if (performance.now() - started > capMs) finish(`stopped at the ${capMs / 1000} s cap`);
    });
    worker.on('error', (e) => finish(`worker failed: ${e.message}`));
  });
}

const sets = SETS.filter(([name]) => only === undefined || name.includes(only)).map(([name, full, q]) => {
  const spec = DATASETS.find((d) => d.name === name);
  if (!spec) throw new Error(`unknown set ${name}`);
  return { name, size: spec.size, lines: loadSet(spec, quick ? q : full).lines };
});

if (only === undefined || only === 'calib') {
  // Published Explainer ratings (support/calibration/README.md); --quick scores a spread subset.
  console.log('# calibration against published ratings (score − published, per band of the published rating)');
  for (const split of ['calibration', 'heldback'] as const) report(split, scoreAll(loadSplit(split, quick ? 160 : undefined)));
  if (only === 'calib') process.exit(0);
}
console.log(`# logic bench${quick ? ' (--quick)' : ''}: levels, median score, analyze time per puzzle`);
for (const s of sets) analyzeSet(s.name, s.lines);
if (only !== undefined) process.exit(0);
// 25×25 has no data set: generated puzzles, one per difficulty.
const big = (['EASY', 'MEDIUM', 'HARD'] as const).flatMap((difficulty) => {
  const g = generate({ size: 25, difficulty, seed: 'logic-bench-25' });
  return g.status === 'GENERATED' ? [formatCells(g.puzzle.cells)] : [];
});
analyzeSet('25x25 generated (E/M/H)', big);
console.log('# graded generation');
for (const [size, seeds] of (quick
  ? [
      [9, 5],
      [16, 2],
    ]
  : [
      [6, 10],
      [9, 20],
      [12, 5],
      [16, 5],
      [25, 2],
    ]) as [number, number][])
  generated(size, seeds);
console.log('# sudoku-core analyze on the same 9×9 puzzles');
for (const s of sets.filter((x) => x.size === 9)) await peer(s.name, s.lines, quick ? 3_000 : 10_000);
