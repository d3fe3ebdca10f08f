// Graded generation per shape and level (issue 23): how often generatePuzzle meets the level asked,
// the levels it answers otherwise, and the wall-clock time per puzzle (median and max, ms; one
// thread, the machine's other load included). docs/logic.md's shape × level table is this output.
//   npm run bench:levels [-- --seeds K] [-- --shapes 9,6x2x3,16]
import { generate, type Difficulty } from '../src/engine/index.js';

const LEVELS: Difficulty[] = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'];
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seedsFlag = flag('seeds');
const shapes = (flag('shapes') ?? '4,6,6x3x2,8,9,12,16,25').split(',').map((s) => {
  const [size, boxRows, boxCols] = s.split('x').map(Number);
  return { size, boxRows, boxCols };
});
const seedsFor = (n: number) => Number(seedsFlag ?? (n <= 9 ? 10 : n <= 16 ? 3 : 1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('# graded generation: shape, level asked, grade met, levels answered, ms per puzzle (wall clock)');
for (const { size, boxRows, boxCols } of shapes) {
  const seeds = seedsFor(size);
  const box = boxRows ? `${boxRows}x${boxCols}` : 'std';
  for (const difficulty of LEVELS) {
    const times: number[] = [];
    const answered = new Map<string, number>();
    let met = 0;
    for (let k = 0; k < seeds; k++) {
      const t = performance.now();
      const g = generate({ size, boxRows, boxCols, difficulty, seed: `levels-bench-${k}`, deadlineMs: 60_000 });
      times.push(performance.now() - t);
      const label = g.status === 'GENERATED' ? g.rating.level : g.status;
      answered.set(label, (answered.get(label) ?? 0) + 1);
      if (g.status === 'GENERATED' && g.gradeMet) met++;
    }
    const levels = [...answered].map(([l, k]) => `${l} ${k}`).join(', ');
    console.log(
      `${`${size}x${size} ${box}`.padEnd(12)} ${difficulty.padEnd(6)} met ${met}/${seeds}  answered ${levels.padEnd(28)} ` +
        `median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
  }
}
