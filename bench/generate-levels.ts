// Graded generation per shape and level (issue 23): how often generatePuzzle meets the level asked,
// the levels it answers otherwise, and the time per puzzle (median and max, ms; one thread): wall
// clock (the machine's other load included) and this process's CPU time (user + sys), which other
// processes on a shared machine do not inflate. docs/logic.md's shape × level table is this output.
//   npm run bench:levels [-- --seeds K] [-- --shapes 9,6x2x3,16] [-- --levels EXPERT,MASTER]
import { loadavg } from 'node:os';
import { generate, type Difficulty } from '../src/engine/index.js';

const ALL: Difficulty[] = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'];
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seedsFlag = flag('seeds');
const LEVELS = (flag('levels')?.split(',') as Difficulty[] | undefined) ?? ALL;
const shapes = (flag('shapes') ?? '4,6,6x3x2,8,9,12,16,25').split(',').map((s) => {
  const [size, boxRows, boxCols] = s.split('x').map(Number);
  return { size, boxRows, boxCols };
});
const seedsFor = (n: number) => Number(seedsFlag ?? (n <= 9 ? 10 : n <= 16 ? 3 : 1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('# graded generation: shape, level asked, grade met, levels answered, ms per puzzle (wall clock; CPU user+sys)');
console.log(
  `# load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const { size, boxRows, boxCols } of shapes) {
  const seeds = seedsFor(size);
  const box = boxRows ? `${boxRows}x${boxCols}` : 'std';
  for (const difficulty of LEVELS) {
    const times: number[] = [];
    const cpu: number[] = [];
    const answered = new Map<string, number>();
    let met = 0;
    for (let k = 0; k < seeds; k++) {
      const t = performance.now();
      const c = process.cpuUsage();
      const g = generate({ size, boxRows, boxCols, difficulty, seed: `levels-bench-${k}`, deadlineMs: 60_000 });
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      const label = g.status === 'GENERATED' ? g.rating.level : g.status;
      answered.set(label, (answered.get(label) ?? 0) + 1);
      if (g.status === 'GENERATED' && g.gradeMet) met++;
    }
    const levels = [...answered].map(([l, k]) => `${l} ${k}`).join(', ');
    console.log(
      `${`${size}x${size} ${box}`.padEnd(12)} ${difficulty.padEnd(6)} met ${met}/${seeds}  answered ${levels.padEnd(28)} ` +
        `wall median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
        `CPU median ${median(cpu).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms`,
    );
  }
}
