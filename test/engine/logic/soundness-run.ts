// `npm run soundness [-- --shapes=4,6,9 --boards=10000 --batch=20 --minutes=60 --work=N --fresh]`:
// the soundness property on many boards of every standard shape, more than CI can afford. Each
// board has exactly one solution (a random full grid with cells emptied while the search proves
// uniqueness, to a share of the cells that cycles through 50 %, 60 %, 65 % and 68 %, the last two the richest in techniques), is analysed with the full technique ladder and checked step by step
// (soundness-check.ts). Shapes run round-robin, one batch each, so every shape advances when the
// run is cut short; the tallies are saved after every batch in data/soundness/<--state or state>.json,
// and a second run resumes there (--fresh starts over). Prints per shape: boards, steps checked, wrong
// eliminations and placements (must be 0), replays that reach the solution, boards solved by
// logic alone, CPU time (user+sys) and the techniques used.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { STANDARD_SHAPES } from '../../../src/engine/shapes.js';
import { checkBoard, soundnessWork, uniqueBoard } from './soundness-check.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizes = (arg('shapes') ?? STANDARD_SHAPES.map((s) => s.size).join(',')).split(',').map(Number);
const target = Number(arg('boards') ?? 10_000);
const minutes = Number(arg('minutes') ?? Infinity);
const workArg = arg('work');
/** First board index of a fresh shape: two runs of one shape with different offsets check different boards. */
const offset = Number(arg('offset') ?? 0);
const STATE = `data/soundness/${arg('state') ?? 'state'}.json`;
/** Shares of empty cells; above about 0.7 plain removal stalls and the builder falls back to a pattern. */
const FRACTIONS = [0.5, 0.6, 0.65, 0.68];

interface ShapeTally {
  boards: number;
  /** Next board index (boards the builder could not make are skipped, not retried). */
  next: number;
  unbuilt: number;
  steps: number;
  wrongEliminations: number;
  wrongPlacements: number;
  otherProblems: number;
  reached: number;
  solvedByLogic: number;
  cpuMs: number;
  wallMs: number;
  work: number;
  used: Record<string, number>;
  problems: string[];
}

type State = Record<string, ShapeTally>;

function load(): State {
  if (process.argv.includes('--fresh')) return {};
  try {
    return JSON.parse(readFileSync(STATE, 'utf8')) as State;
  } catch {
    return {};
  }
}

function save(state: State): void {
  mkdirSync('data/soundness', { recursive: true });
  writeFileSync(STATE, JSON.stringify(state, null, 1));
}

const fresh = (work: number): ShapeTally => ({
  boards: 0,
  next: 0,
  unbuilt: 0,
  steps: 0,
  wrongEliminations: 0,
  wrongPlacements: 0,
  otherProblems: 0,
  reached: 0,
  solvedByLogic: 0,
  cpuMs: 0,
  wallMs: 0,
  work,
  used: {},
  problems: [],
});

/** Boards per batch: about as much time for each shape per round. */
const batchFor = (n: number): number => Number(arg('batch') ?? Math.max(1, Math.round(4000 / (n * n))));

function runBatch(n: number, t: ShapeTally): void {
  const shape = STANDARD_SHAPES.find((s) => s.size === n)!;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let b = 0; b < batchFor(n) && t.boards < target; b++) {
    const k = t.next++;
    const built = uniqueBoard(shape, `soundness-${n}-${k}`, FRACTIONS[k % FRACTIONS.length]);
    if (built === null) {
      t.unbuilt++;
      continue;
    }
    const c = checkBoard(built.board, built.solution, t.work);
    t.boards++;
    t.steps += c.steps;
    t.wrongEliminations += c.wrongEliminations;
    t.wrongPlacements += c.wrongPlacements;
    t.otherProblems += c.problems.length - c.wrongEliminations - c.wrongPlacements;
    if (c.reachedSolution) t.reached++;
    if (c.solvedByLogic) t.solvedByLogic++;
    for (const [name, count] of c.used) t.used[name] = (t.used[name] ?? 0) + count;
    for (const p of c.problems) if (t.problems.length < 20) t.problems.push(`${n}×${n} board ${k}: ${p}`);
  }
  const d = process.cpuUsage(cpu);
  t.cpuMs += (d.user + d.system) / 1000;
  t.wallMs += performance.now() - wall;
}

function line(n: number, t: ShapeTally): string {
  const shape = STANDARD_SHAPES.find((s) => s.size === n)!;
  return [
    `${n}×${n} (${shape.boxRows}×${shape.boxCols})`.padEnd(14),
    `boards ${t.boards}`.padEnd(13),
    `steps ${t.steps}`.padEnd(15),
    `wrong elim ${t.wrongEliminations}`,
    `wrong place ${t.wrongPlacements}`,
    `other ${t.otherProblems}`,
    `reached ${t.reached}`.padEnd(14),
    `by logic ${t.solvedByLogic}`.padEnd(15),
    `unbuilt ${t.unbuilt}`,
    `cpu ${(t.cpuMs / 1000).toFixed(0)} s`,
    `wall ${(t.wallMs / 1000).toFixed(0)} s`,
    `work ${t.work}`,
  ].join('  ');
}

const state = load();
for (const n of sizes) state[n] ??= { ...fresh(workArg ? Number(workArg) : soundnessWork(n)), next: offset };
const stopAt = Date.now() + minutes * 60_000;
let round = 0;
for (;;) {
  const open = sizes.filter((n) => state[n].boards < target);
  if (open.length === 0 || Date.now() > stopAt) break;
  for (const n of open) {
    if (Date.now() > stopAt) break;
    runBatch(n, state[n]);
    save(state);
  }
  if (++round % 10 === 0) for (const n of sizes) console.log(line(n, state[n]));
}

console.log(`\nsoundness, target ${target} boards per shape:`);
for (const n of sizes) console.log(line(n, state[n]));
for (const n of sizes) {
  const used = Object.entries(state[n].used)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`${n}×${n} techniques: ${used}`);
}
const problems = sizes.flatMap((n) => state[n].problems);
for (const p of problems) console.log(p);
process.exitCode = sizes.some((n) => state[n].wrongEliminations + state[n].wrongPlacements + state[n].otherProblems > 0) ? 1 : 0;
