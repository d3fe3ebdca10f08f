// `npm run soundness [-- --shapes=4,6,9 --boards=10000 --batch=20 --minutes=60 --work=N --fresh]`:
// the soundness property on many boards of every standard shape, more than CI can afford. Each
// board has exactly one solution (a random full grid with cells emptied while the search proves
// uniqueness, to a share of the cells that cycles through 50 %, 60 %, 65 % and 68 %, the last two the richest in techniques), is analysed with the full technique ladder and checked step by step
// (soundness-check.ts). Shapes run round-robin, one batch each, so every shape advances when the
// run is cut short; the tallies are saved after every batch in data/soundness/<--state or state>.json,
// and a second run resumes there (--fresh starts over). Prints per shape: boards, steps checked, wrong
// eliminations and placements (must be 0), replays that reach the solution, boards solved by
// logic alone, CPU time (user+sys) and the techniques used.
//
// `npm run soundness -- --variants [--shapes=9,6,16 --only=KILLER,X --boards=N --minutes=60 --fresh]`:
// the same check on generated puzzles of every variant (variant-puzzles.ts, one rule family each,
// one solution), one tally per variant × shape in data/soundness/<--state or variants>.json. Targets
// (issue 48): 2,000 puzzles per variant on 9×9, 500 on the other shapes (--boards sets one for all).
// The open tally furthest behind its target runs next, a batch at a time, so every variant and shape
// advances evenly when the run is cut short. A variant the support cannot build on a shape (its
// first 10 seeds all fail) is reported as absent there and left alone. Two processes on distinct
// seeds (--state=b --offset=1000000) share the work; --merge=variants,b reports them together.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { STANDARD_SHAPES } from '../../../src/engine/shapes.js';
import { VARIANTS } from '../../../src/engine/rules/variants.js';
import type { Variant } from '../../../src/engine/rules/types.js';
import { checkBoard, soundnessWork, uniqueBoard, type BoardCheck } from './soundness-check.js';
import { variantPuzzle } from './variant-puzzles.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const VARIANT_RUN = process.argv.includes('--variants');
const sizes = (arg('shapes') ?? (VARIANT_RUN ? '9,6,16' : STANDARD_SHAPES.map((s) => s.size).join(','))).split(',').map(Number);
const target = Number(arg('boards') ?? 10_000);
const minutes = Number(arg('minutes') ?? Infinity);
const workArg = arg('work');
/** First board index of a fresh shape: two runs of one shape with different offsets check different boards. */
const offset = Number(arg('offset') ?? 0);
const STATE = `data/soundness/${arg('state') ?? (VARIANT_RUN ? 'variants' : 'state')}.json`;
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

/** Adds one board's check to its tally (`label` names the board in the problems kept). */
function tallyCheck(t: ShapeTally, c: BoardCheck, label: string): void {
  t.boards++;
  t.steps += c.steps;
  t.wrongEliminations += c.wrongEliminations;
  t.wrongPlacements += c.wrongPlacements;
  t.otherProblems += c.problems.length - c.wrongEliminations - c.wrongPlacements;
  if (c.reachedSolution) t.reached++;
  if (c.solvedByLogic) t.solvedByLogic++;
  for (const [name, count] of c.used) t.used[name] = (t.used[name] ?? 0) + count;
  for (const p of c.problems) if (t.problems.length < 20) t.problems.push(`${label}: ${p}`);
}

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
    tallyCheck(t, checkBoard(built.board, built.solution, t.work), `${n}×${n} board ${k}`);
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

function classicRun(): void {
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
}

/** The shapes of the variant run: the standard shape of each size. */
const shapeOf = (n: number) => STANDARD_SHAPES.find((s) => s.size === n)!;
const variantTarget = (n: number): number => Number(arg('boards') ?? (n === 9 ? 2000 : 500));
/** Puzzles per batch: a few seconds of work on any shape. */
const variantBatch = (n: number): number => Number(arg('batch') ?? Math.max(1, Math.round(400 / (n * n))));
/** A variant whose first ABSENT_AFTER seeds on a shape all fail to build does not exist there (for the support). */
const ABSENT_AFTER = 10;
const keyOf = (v: Variant, n: number) => `${v}@${n}`;
const absent = (t: ShapeTally) => t.boards === 0 && t.unbuilt >= ABSENT_AFTER;

function runVariantBatch(v: Variant, n: number, t: ShapeTally): void {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let b = 0; b < variantBatch(n) && t.boards < variantTarget(n) && !absent(t); b++) {
    const k = t.next++;
    // The support's puzzle for (shape, variant, seed): the seed names the run, the shape and variant are mixed in.
    const built = variantPuzzle(shapeOf(n), v, `long-${k}`);
    if (built === null) {
      t.unbuilt++;
      continue;
    }
    tallyCheck(t, checkBoard(built.board, built.solution, t.work), `${v} ${n}×${n} seed long-${k}`);
  }
  const d = process.cpuUsage(cpu);
  t.cpuMs += (d.user + d.system) / 1000;
  t.wallMs += performance.now() - wall;
}

function variantLine(v: Variant, n: number, t: ShapeTally): string {
  if (absent(t)) return `${v.padEnd(16)} ${`${n}×${n}`.padEnd(6)} absent (the first ${t.unbuilt} seeds built no puzzle)`;
  return [
    `${v.padEnd(16)} ${`${n}×${n}`.padEnd(6)}`,
    `puzzles ${t.boards}/${variantTarget(n)}`.padEnd(18),
    `steps ${t.steps}`.padEnd(13),
    `wrong elim ${t.wrongEliminations}`,
    `wrong place ${t.wrongPlacements}`,
    `other ${t.otherProblems}`,
    `reached ${t.reached}`.padEnd(13),
    `by logic ${t.solvedByLogic}`.padEnd(14),
    `unbuilt ${t.unbuilt}`.padEnd(10),
    `cpu ${(t.cpuMs / 1000).toFixed(0)} s`,
  ].join('  ');
}

/** The tallies of several state files (runs on distinct seeds, --offset), added up. */
function merged(names: readonly string[]): State {
  const out: State = {};
  for (const name of names) {
    const part = JSON.parse(readFileSync(`data/soundness/${name}.json`, 'utf8')) as State;
    for (const [key, t] of Object.entries(part)) {
      const sum = (out[key] ??= { ...fresh(t.work), next: 0 });
      for (const field of [
        'boards',
        'unbuilt',
        'steps',
        'wrongEliminations',
        'wrongPlacements',
        'otherProblems',
        'reached',
        'solvedByLogic',
        'cpuMs',
        'wallMs',
      ] as const)
        sum[field] += t[field];
      for (const [k, c] of Object.entries(t.used)) sum.used[k] = (sum.used[k] ?? 0) + c;
      sum.problems.push(...t.problems);
    }
  }
  return out;
}

function variantRun(): void {
  const only = arg('only')?.split(',') as Variant[] | undefined;
  const variants = VARIANTS.filter((v) => only === undefined || only.includes(v));
  // --merge=a,b: report the runs in data/soundness/a.json and b.json together, checking nothing.
  const mergeOf = arg('merge')?.split(',');
  const state = mergeOf ? merged(mergeOf) : load();
  const pairs = variants.flatMap((v) => sizes.map((n) => [v, n] as const));
  for (const [v, n] of pairs) state[keyOf(v, n)] ??= { ...fresh(workArg ? Number(workArg) : soundnessWork(n)), next: offset };
  const stopAt = mergeOf ? 0 : Date.now() + minutes * 60_000;
  const behind = ([v, n]: readonly [Variant, number]) => state[keyOf(v, n)].boards / variantTarget(n);
  let batches = 0;
  while (Date.now() <= stopAt) {
    const open = pairs.filter(([v, n]) => state[keyOf(v, n)].boards < variantTarget(n) && !absent(state[keyOf(v, n)]));
    if (open.length === 0) break;
    const next = open.reduce((a, b) => (behind(b) < behind(a) ? b : a));
    runVariantBatch(next[0], next[1], state[keyOf(...next)]);
    save(state);
    if (++batches % 200 === 0)
      console.log(`${new Date().toISOString()} ${pairs.reduce((s, [v, n]) => s + state[keyOf(v, n)].boards, 0)} puzzles checked`);
  }
  console.log(`\nvariant soundness, targets ${sizes.map((n) => `${variantTarget(n)} on ${n}×${n}`).join(', ')}:`);
  for (const n of sizes) for (const v of variants) console.log(variantLine(v, n, state[keyOf(v, n)]));
  const all = pairs.map(([v, n]) => state[keyOf(v, n)]);
  const sum = (f: (t: ShapeTally) => number) => all.reduce((s, t) => s + f(t), 0);
  console.log(
    `all: ${sum((t) => t.boards)} puzzles, ${sum((t) => t.steps)} steps, wrong eliminations ${sum((t) => t.wrongEliminations)}, ` +
      `wrong placements ${sum((t) => t.wrongPlacements)}, other problems ${sum((t) => t.otherProblems)}, replays reaching the solution ` +
      `${sum((t) => t.reached)}, solved by logic ${sum((t) => t.solvedByLogic)}, cpu ${(sum((t) => t.cpuMs) / 1000).toFixed(0)} s`,
  );
  for (const t of all) for (const p of t.problems) console.log(p);
  process.exitCode = all.some((t) => t.wrongEliminations + t.wrongPlacements + t.otherProblems > 0) ? 1 : 0;
}

if (VARIANT_RUN) variantRun();
else classicRun();
