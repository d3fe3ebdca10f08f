// Graded generation per shape and level (issue 23): how often generatePuzzle meets the level asked,
// the levels it answers otherwise, and the time per puzzle (median and max, ms; one thread): wall
// clock (the machine's other load included) and this process's CPU time (user + sys), which other
// processes on a shared machine do not inflate. docs/logic.md's shape × level table is this output.
//   npm run bench:levels [-- --seeds K] [-- --shapes 9,6x2x3,16] [-- --levels EXPERT,MASTER]
//   [-- --variants KILLER,X,JIGSAW+KILLER | --variants all]: the same rows for each variant set
//   (`all`: every variant alone, VARIANTS' order); docs/variants.md's variant × level table is this output.
// Paired before/after: `--base DIR` also loads the engine of another revision from DIR (made with
// `git archive REV src/engine | tar -x -C DIR`) and runs both on every seed, alternating which
// goes first; it prints both rows and how many seeds gave the identical puzzle.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIFFICULTIES,
  generate,
  VARIANTS,
  type Difficulty,
  type GenerateOptions,
  type GenerateOutcome,
  type Variant,
} from '../src/engine/index.js';
import { loadAverage } from './stats.js';

type Generate = (options: GenerateOptions) => GenerateOutcome;
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seedsFlag = flag('seeds');
const LEVELS = (flag('levels')?.split(',') as Difficulty[] | undefined) ?? DIFFICULTIES;
const shapes = (flag('shapes') ?? '4,6,6x3x2,8,9,12,16,25').split(',').map((s) => {
  const [size, boxRows, boxCols] = s.split('x').map(Number);
  return { size, boxRows, boxCols };
});
const variantsFlag = flag('variants');
/** The variant sets to run; [] is the classic puzzle (the default). */
const variantSets: Variant[][] =
  variantsFlag === undefined
    ? [[]]
    : variantsFlag === 'all'
      ? VARIANTS.map((v) => [v])
      : variantsFlag.split(',').map((v) => v.split('+') as Variant[]);
const baseDir = flag('base');
const engines: [string, Generate][] = [['', generate]];
if (baseDir) {
  const base = (await import(pathToFileURL(resolve(baseDir, 'src/engine/index.ts')).href)) as { generate: Generate };
  engines.unshift(['base', base.generate]);
  engines[1][0] = 'this';
}
const seedsFor = (n: number) => Number(seedsFlag ?? (n <= 9 ? 10 : n <= 16 ? 3 : 1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('# graded generation: shape, level asked, grade met, levels answered, ms per puzzle (wall clock; CPU user+sys)');
const load = () => `# load average ${loadAverage()} at ${new Date().toISOString()}`;
console.log(load());
for (const variants of variantSets)
  for (const { size, boxRows, boxCols } of shapes) {
    const seeds = seedsFor(size);
    const box = `${boxRows ? `${boxRows}x${boxCols}` : 'std'}${variants.length ? ` ${variants.join('+')}` : ''}`;
    for (const difficulty of LEVELS) {
      const rows = engines.map(() => ({ times: [] as number[], cpu: [] as number[], answered: new Map<string, number>(), met: 0 }));
      let identical = 0;
      for (let k = 0; k < seeds; k++) {
        const puzzles: string[] = [];
        // Paired: the engines take turns going first, so neither always runs on a cooler cache.
        const order = engines.map((_, e) => e);
        if (k % 2 === 1) order.reverse();
        for (const e of order) {
          const row = rows[e];
          const t = performance.now();
          const c = process.cpuUsage();
          const g = engines[e][1]({
            size,
            boxRows,
            boxCols,
            difficulty,
            seed: `levels-bench-${k}`,
            deadlineMs: 60_000,
            ...(variants.length ? { variants } : {}),
          });
          row.times.push(performance.now() - t);
          const used = process.cpuUsage(c);
          row.cpu.push((used.user + used.system) / 1000);
          const label = g.status === 'GENERATED' ? g.rating.level : g.status;
          row.answered.set(label, (row.answered.get(label) ?? 0) + 1);
          if (g.status === 'GENERATED' && g.gradeMet) row.met++;
          puzzles[e] = g.status === 'GENERATED' ? g.puzzle.cells.join('') : g.status;
        }
        if (puzzles.every((p) => p === puzzles[0])) identical++;
      }
      rows.forEach(({ times, cpu, answered, met }, e) => {
        const levels = [...answered].map(([l, k]) => `${l} ${k}`).join(', ');
        const name = engines[e][0] ? `${engines[e][0].padEnd(4)} ` : '';
        console.log(
          `${`${size}x${size} ${box}`.padEnd(variants.length ? 28 : 12)} ${difficulty.padEnd(6)} ${name}met ${met}/${seeds}  answered ${levels.padEnd(28)} ` +
            `wall median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
            `CPU median ${median(cpu).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms`,
        );
      });
      if (engines.length > 1) console.log(`${' '.repeat(20)}identical puzzles base/this: ${identical}/${seeds}`);
    }
  }
console.log(load());
