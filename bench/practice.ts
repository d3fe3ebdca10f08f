// Practice (generatePuzzle's requireTechnique): per technique and shape, how often a seed gets a
// puzzle whose hardest step is the technique, and how long it takes (median, ms; wall clock and
// this process's CPU). Every technique of the ladder on 9×9 (40 seeds each), and on 6×6, 8×8 and
// 12×12 the techniques practice delivers there: the bank's, and the rule steps (docs/logic.md "Practice").
//   npm run bench:practice [-- --seeds K] [-- --shapes 9,6,8,12] [-- --verify K|all] [-- --only T,U]
// A delivered puzzle is checked by its own analysis on the first `--verify` seeds of each row
// (default 5; `all` every seed): its hardest step, its level, the players' path's hardest step and
// its first step past singles. "level ok": the players' level is the technique's; "first": the
// technique is the first step past singles (singles: the level step is the technique).
import { analyze, generate, TECHNIQUES, type Shape, type TechniqueName } from '../src/engine/index.js';
import { killerPractice, practiceVariants } from '../src/engine/review.js';
import { loadAverage } from './stats.js';

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SHAPES: Record<string, Shape> = {
  '9': { size: 9, boxRows: 3, boxCols: 3 },
  '6': { size: 6, boxRows: 2, boxCols: 3 },
  '8': { size: 8, boxRows: 2, boxCols: 4 },
  '12': { size: 12, boxRows: 3, boxCols: 4 },
};
const shapes = (flag('shapes') ?? '9,6,8,12').split(',');
const seeds = Number(flag('seeds') ?? 40);
const verifyFlag = flag('verify') ?? '5';
const verify = verifyFlag === 'all' ? Infinity : Number(verifyFlag);
const only = flag('only')?.split(',');
const SINGLES = new Set(['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE']);
const FACTS = new Map(TECHNIQUES.map((t) => [t.name, t]));
const median = (xs: number[]) => (xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

/**
 * What practice delivers on a shape: the bank's techniques, probed with one request each (a miss
 * names no puzzle), and the rule steps it generates with their variant or on killers (practice.ts).
 */
function delivered(shape: Shape, t: TechniqueName): boolean {
  if (practiceVariants(shape, t) !== null || killerPractice(shape, t) !== undefined) return true;
  const g = generate({ ...shape, requireTechnique: t, seed: 'probe', maxWork: 0, maxNodes: 1 });
  return g.status === 'GENERATED';
}

console.log(
  '# practice: technique, seeds met (hardest step is it), median ms (wall; CPU), checked by analysis: level ok, first, path hardest',
);
console.log(`# load average ${loadAverage()} at ${new Date().toISOString()}`);
for (const s of shapes) {
  const shape = SHAPES[s];
  const rows = TECHNIQUES.map((t) => t.name).filter((t) => t !== 'TRIAL' && (only === undefined || only.includes(t)));
  const asked = s === '9' ? rows : rows.filter((t) => delivered(shape, t));
  let all = 0;
  let met95 = 0;
  for (const t of asked) {
    const wall: number[] = [];
    const cpu: number[] = [];
    let met = 0;
    let checked = 0;
    let levelOk = 0;
    let first = 0;
    let pathHardest = 0;
    const misses = new Map<string, number>();
    for (let k = 0; k < seeds; k++) {
      const w = performance.now();
      const c = process.cpuUsage();
      const g = generate({ ...shape, requireTechnique: t, seed: `practice-${k}`, deadlineMs: 60_000 });
      wall.push(performance.now() - w);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      if (g.status !== 'GENERATED' || g.rating.hardest !== t) {
        const why = g.status === 'GRADE_NOT_REACHED' ? `offer ${g.offer}` : g.status === 'GENERATED' ? String(g.rating.hardest) : g.status;
        misses.set(why, (misses.get(why) ?? 0) + 1);
        continue;
      }
      met++;
      if (checked >= verify) continue;
      const o = analyze(g.puzzle);
      if (o.status !== 'ANALYZED' || o.analysis.hardest !== t || !o.analysis.unique) {
        misses.set('analysis differs', (misses.get('analysis differs') ?? 0) + 1);
        met--;
        continue;
      }
      checked++;
      const a = o.analysis;
      if (a.level === FACTS.get(t)!.level) levelOk++;
      const past = a.levelSteps.find((x) => !SINGLES.has(x.technique));
      if (SINGLES.has(t) ? a.levelStep?.technique === t : past?.technique === t) first++;
      if (a.levelStep?.technique === t) pathHardest++;
    }
    all++;
    if (met >= 0.95 * seeds) met95++;
    const miss = [...misses].map(([why, n]) => `${why} ${n}`).join(', ');
    console.log(
      `${`${shape.size}x${shape.size}`.padEnd(6)} ${t.padEnd(27)} met ${String(met).padStart(2)}/${seeds}  ` +
        `wall ${median(wall).toFixed(1).padStart(7)} ms  CPU ${median(cpu).toFixed(1).padStart(7)} ms  ` +
        `checked ${checked}: level ok ${levelOk}, first ${first}, path hardest ${pathHardest}${miss ? `  misses: ${miss}` : ''}`,
    );
  }
  console.log(`# ${shape.size}x${shape.size}: ${met95} of ${all} techniques met on at least 95 % of seeds`);
}
console.log(`# load average ${loadAverage()} at ${new Date().toISOString()}`);
