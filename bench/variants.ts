// npm run bench:variants — the variant engine on the public variant data sets
// (../shared/datasets/variants/, README there), against the issue's targets and the figures the other
// solvers publish on the same files. Boards are read with the engine's own codecs (KILLER_SHORT,
// FPUZZLES, JIGSAW_TEXT); every answer is checked (unique, the published solution where the file has
// one, a grid that keeps the cages). Times: CPU (process.cpuUsage, what the engine spends) and wall
// (what a caller waits); each section first solves a few of its boards untimed (JIT warm-up).
//
// Generation: generate() with variants, 9×9 at the default level, seeds g0…: median CPU and wall
// per variant (every puzzle checked unique by solve), the targets of X, jigsaw and pure killer, the
// ratings analyze gave; then every variant on every shape 4×4 to 16×16 within the default deadline.
//
// Logic (--logic alone, or after generation): per variant, 9×9 puzzles generated at each level
// (seeds l0…, --seeds=N, default 4 per level), each analysed with the default options: analyze's
// median and max CPU per level reached (the level analyze gives, whatever was asked), the TRIAL count
// (analyses that end in TRIAL; target 0) and the generation median CPU.
//
// BENCH_QUICK=1 (or --quick): the jigsaw files cut to 300 layouts each, the hard ones to 10; fewer
// generation seeds and no shape sweep. --generation: the generation sections alone.
import { decodeBoard } from '../src/engine/codec.js';
import {
  analyze,
  generate,
  solve,
  VARIANTS,
  type Board,
  type Difficulty,
  type GenerateOutcome,
  type SolveOutcome,
  type Variant,
} from '../src/engine/index.js';
import { isValidSolution } from '../support/oracle.js';
import { readLines, variantsDir } from '../support/variant-data.js';
import { fmtNum, loadAverage, median, table } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
let failures = 0;

interface Timed<T> {
  readonly outcome: T;
  readonly cpu: number;
  readonly wall: number;
}

/** Runs `f` once: its outcome, CPU time (process.cpuUsage) and wall time, in ms. */
function measured<T>(f: () => T): Timed<T> {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const outcome = f();
  const wall = performance.now() - w0;
  const c = process.cpuUsage(c0);
  return { outcome, cpu: (c.user + c.system) / 1000, wall };
}

const timed = (board: Board, options = {}): Timed<SolveOutcome> => measured(() => solve(board, options));

function fail(what: string): void {
  failures++;
  console.log(`  CHECK FAILED: ${what}`);
}

const ms = (x: number) => `${fmtNum(x, x < 10 ? 2 : 1)} ms`;
const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

function decoded(text: string, format: 'KILLER_SHORT' | 'FPUZZLES' | 'JIGSAW_TEXT'): Board {
  const r = decodeBoard(text, format);
  if (!r.ok) throw new Error(`${format}: ${r.error.message}`);
  return r.value.state.board;
}

/** A solution keeps every cage: distinct values adding up to its sum. */
function keepsCages(board: Board, solution: Uint8Array): boolean {
  for (const r of board.rules ?? []) {
    if (r.kind !== 'KILLER_CAGE') continue;
    const vs = r.cells.map((c) => solution[c]);
    if (new Set(vs).size !== vs.length) return false;
    if (r.sum !== undefined && vs.reduce((a, b) => a + b, 0) !== r.sum) return false;
  }
  return true;
}

function killers(): string[] {
  const lines = readLines('killer-tarek-42.txt');
  const boards = lines.map((l) => decoded(l, 'KILLER_SHORT'));
  for (const b of boards.slice(0, 3)) solve(b);
  const runs = boards.map((b) => timed(b));
  runs.forEach((r, k) => {
    const o = r.outcome;
    if (o.status !== 'SOLVED' || !o.unique) fail(`killer ${k + 1}: ${o.status} unique=${o.unique}`);
    else if (!isValidSolution(o.solution!, 9, { boxRows: 3, boxCols: 3 }) || !keepsCages(boards[k], o.solution!))
      fail(`killer ${k + 1}: the grid breaks a rule`);
  });
  const cpu = runs.reduce((s, r) => s + r.cpu, 0);
  const wall = runs.reduce((s, r) => s + r.wall, 0);
  const solved = runs.filter((r) => r.outcome.status === 'SOLVED' && r.outcome.unique).length;
  const slowest = runs.reduce((m, r, k) => (r.cpu > runs[m].cpu ? k : m), 0);
  return [
    `killer-tarek-42.txt: ${solved}/${boards.length} solved and proved unique; total ${ms(cpu)} CPU, ${ms(wall)} wall ` +
      `(median ${ms(median(runs.map((r) => r.cpu)))} CPU, slowest #${slowest + 1} ${ms(runs[slowest].cpu)} CPU, ` +
      `${runs.reduce((s, r) => s + r.outcome.stats.nodes, 0).toLocaleString('en-US')} nodes in all). ` +
      `Target ≤ 500 ms in total (the Interactive Sudoku Solver publishes about 1 s): ${verdict(cpu <= 500)} on CPU time.`,
  ];
}

function fpuzzles(): string[] {
  const rows = readLines('fpuzzles-setters.jsonl').map(
    (l) => JSON.parse(l) as { title: string; puzzle: string; solution: string | number[] },
  );
  const read = rows.map((p) => ({ p, r: decodeBoard(`https://www.f-puzzles.com/?load=${p.puzzle}`, 'FPUZZLES') }));
  const supported = read.filter((x) => x.r.ok);
  const refused = read.filter((x) => !x.r.ok);
  for (const x of supported.slice(0, 3)) if (x.r.ok) solve(x.r.value.state.board);
  const runs: Timed<SolveOutcome>[] = [];
  for (const { p, r } of supported) {
    if (!r.ok) continue;
    const t = timed(r.value.state.board);
    runs.push(t);
    const published = Array.isArray(p.solution) ? p.solution.join('') : p.solution.replace(/\D/g, '');
    const o = t.outcome;
    if (o.status !== 'SOLVED' || !o.unique || Array.from(o.solution!).join('') !== published)
      fail(`f-puzzles "${p.title}": ${o.status} unique=${o.unique}`);
  }
  const names = new Map<string, number>();
  for (const x of refused) {
    if (x.r.ok) continue;
    if (x.r.error.code !== 'UNSUPPORTED_RULE' || !x.r.error.name)
      fail(`f-puzzles "${x.p.title}": refused with ${x.r.error.code}, not UNSUPPORTED_RULE by name`);
    const name = x.r.error.name ?? x.r.error.code;
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  const cpuMedian = median(runs.map((r) => r.cpu));
  return [
    `fpuzzles-setters.jsonl: ${supported.length} puzzles with every rule known, all solved to the published solution and proved unique ` +
      `(median ${ms(cpuMedian)} CPU, ${ms(median(runs.map((r) => r.wall)))} wall; slowest ${ms(Math.max(...runs.map((r) => r.cpu)))} CPU). ` +
      `Target median ≤ 5 ms (SudokuVariantSolverJS publishes 10 ms on its 86-puzzle set): ${verdict(cpuMedian <= 5)} on CPU time.`,
    `  ${refused.length} refused with UNSUPPORTED_RULE naming the rule: ${[...names].map(([n, k]) => `${n} ×${k}`).join(', ')}.`,
  ];
}

/**
 * One jigsaw file: every layout solved (SOLVED), refuted (NO_SOLUTION), or refuted or out of budget
 * (REFUTED_OR_LIMIT: the hard files). `met`: every layout answered as expected.
 */
function jigsaws(
  file: string,
  expect: 'SOLVED' | 'NO_SOLUTION' | 'REFUTED_OR_LIMIT',
  limit: number,
  options = {},
): { line: string; medianCpu: number; met: boolean } {
  const layouts = readLines(file).slice(0, limit);
  const boards = layouts.map((l) => decoded('.'.repeat(81) + l.trim(), 'JIGSAW_TEXT'));
  for (const b of boards.slice(0, 3)) solve(b, options);
  const runs = boards.map((b) => timed(b, options));
  const counts = new Map<string, number>();
  let met = true;
  runs.forEach((r, k) => {
    const status = r.outcome.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const ok = expect === 'REFUTED_OR_LIMIT' ? status === 'NO_SOLUTION' || status === 'LIMIT_EXCEEDED' : status === expect;
    if (!ok) met = false;
    // An invalid layout out of budget misses the target (the verdict) but is no wrong answer.
    if (!ok && !(expect === 'NO_SOLUTION' && status === 'LIMIT_EXCEEDED')) fail(`${file} #${k + 1}: ${status}`);
    if (r.outcome.status === 'SOLVED' && !isValidSolution(r.outcome.solution!, 9, { boxRows: 9, boxCols: 1 }))
      fail(`${file} #${k + 1}: bad grid`);
  });
  const cpus = runs.map((r) => r.cpu);
  const line =
    `${file}: ${layouts.length} layouts — ${[...counts].map(([s, k]) => `${s} ${k}`).join(', ')}; ` +
    `CPU median ${ms(median(cpus))}, max ${ms(Math.max(...cpus))}, total ${ms(cpus.reduce((a, b) => a + b, 0))}; wall total ${ms(runs.reduce((s, r) => s + r.wall, 0))}`;
  return { line, medianCpu: median(cpus), met };
}

/** The variant sets the generator makes: each variant alone (the engine's list, rules/variants.ts), then the combinations it allows. */
const GENERATED: readonly (readonly Variant[])[] = [...VARIANTS.map((v) => [v]), ['X', 'KILLER'], ['JIGSAW', 'KILLER'], ['X', 'JIGSAW']];

type GenRun = Timed<GenerateOutcome>;

const timedGenerate = (options: Parameters<typeof generate>[0]): GenRun => measured(() => generate(options));

/** Generated puzzles must be unique under their rules, with the generator's solution. */
function checkGenerated(name: string, r: GenRun): void {
  const o = r.outcome;
  if (o.status !== 'GENERATED') return;
  const s = solve(o.puzzle, { limit: 2 });
  if (s.status !== 'SOLVED' || s.unique !== true || s.solution!.join() !== o.solution.cells.join())
    fail(`${name}: not unique (${s.status})`);
}

const TARGETS: Partial<Record<string, number>> = { X: 300, JIGSAW: 300, KILLER: 2000 };

function generation(): string[] {
  const seeds = QUICK ? 5 : 15;
  for (const v of [['X'], ['KILLER']] as Variant[][]) generate({ size: 9, seed: 'warm', variants: v });
  const rows: string[][] = [['variants', 'made', 'CPU median', 'CPU max', 'wall median', 'givens', 'rules', 'ratings (analyze)']];
  const verdicts: string[] = [];
  for (const variants of GENERATED) {
    const name = variants.join(' + ');
    const runs: GenRun[] = [];
    for (let k = 0; k < seeds; k++) runs.push(timedGenerate({ size: 9, seed: `g${k}`, variants }));
    runs.forEach((r) => checkGenerated(name, r));
    const made = runs.filter((r) => r.outcome.status === 'GENERATED');
    const ratings = new Map<string, number>();
    for (const r of made) {
      if (r.outcome.status !== 'GENERATED') continue;
      const key = `${r.outcome.rating.level}${r.outcome.rating.hardest === 'TRIAL' ? ' (TRIAL)' : ''}`;
      ratings.set(key, (ratings.get(key) ?? 0) + 1);
    }
    const of = (f: (o: Extract<GenerateOutcome, { status: 'GENERATED' }>) => number) =>
      median(made.map((r) => (r.outcome.status === 'GENERATED' ? f(r.outcome) : 0)));
    const cpu = median(runs.map((r) => r.cpu));
    rows.push([
      name,
      `${made.length}/${runs.length}`,
      ms(cpu),
      ms(Math.max(...runs.map((r) => r.cpu))),
      ms(median(runs.map((r) => r.wall))),
      fmtNum(
        of((o) => o.puzzle.cells.filter((v) => v !== 0).length),
        0,
      ),
      fmtNum(
        of((o) => o.puzzle.rules?.length ?? 0),
        0,
      ),
      [...ratings].map(([k, c]) => `${k} ×${c}`).join(', '),
    ]);
    const target = variants.length === 1 ? TARGETS[variants[0]] : undefined;
    if (target !== undefined) {
      verdicts.push(
        `  ${name}: median ${ms(cpu)} CPU, ${ms(median(runs.map((r) => r.wall)))} wall over ${seeds} seeds; target ≤ ${ms(target)}: ` +
          `${verdict(cpu <= target && made.length === runs.length)} on CPU time.`,
      );
    }
  }
  return [
    `Generation, 9×9, default level (MEDIUM), seeds g0…g${seeds - 1}; every puzzle checked unique by solve:`,
    table(rows),
    ...verdicts,
  ];
}

const SWEEP_SHAPES: readonly [number, number, number][] = [
  [4, 2, 2],
  [6, 2, 3],
  [8, 2, 4],
  [9, 3, 3],
  [10, 2, 5],
  [12, 3, 4],
  [16, 4, 4],
];

/** Which variant reaches which shape within the default deadline: generated of 3 seeds, median CPU. */
function shapeSweep(): string[] {
  const seeds = 3;
  const rows: string[][] = [['variants', ...SWEEP_SHAPES.map(([n, r, c]) => `${n}×${n} (${r}×${c})`)]];
  for (const variants of GENERATED) {
    const row = [variants.join(' + ')];
    for (const [size, boxRows, boxCols] of SWEEP_SHAPES) {
      const runs: GenRun[] = [];
      for (let k = 0; k < seeds; k++) runs.push(timedGenerate({ size, boxRows, boxCols, seed: `s${k}`, variants }));
      runs.forEach((r) => checkGenerated(`${variants.join('+')} ${size}`, r));
      const made = runs.filter((r) => r.outcome.status === 'GENERATED').length;
      const refused = runs.find((r) => r.outcome.status === 'BAD_OPTION');
      row.push(refused ? 'no grid' : `${made}/${seeds} ${ms(median(runs.map((r) => r.cpu)))}`);
    }
    rows.push(row);
  }
  return [
    'Every variant on every shape, default level and deadline: puzzles made of 3 seeds (s0–s2) and the median CPU ' +
      '("no grid": refused, the search proves no grid keeps the rules):',
    table(rows),
  ];
}

const LEVELS: readonly Difficulty[] = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'];

/** analyze on generated 9×9 puzzles of every level, per variant: CPU median and max per level reached, TRIAL count. */
function logicSection(): string[] {
  const seeds = Number(process.argv.find((a) => a.startsWith('--seeds='))?.slice(8) ?? (QUICK ? 2 : 4));
  const warm = generate({ size: 9, seed: 'warm', variants: ['X'] });
  if (warm.status === 'GENERATED') analyze(warm.puzzle);
  const rows: string[][] = [['variant', ...LEVELS, 'TRIAL', 'not made', 'generation CPU median']];
  let trials = 0;
  let analysed = 0;
  for (const v of VARIANTS) {
    const byLevel = new Map<Difficulty, number[]>();
    const gen: number[] = [];
    let trial = 0;
    let unmade = 0;
    for (const difficulty of LEVELS) {
      for (let k = 0; k < seeds; k++) {
        const g = timedGenerate({ size: 9, seed: `l${k}`, variants: [v], difficulty });
        gen.push(g.cpu);
        const o = g.outcome;
        if (o.status !== 'GENERATED') {
          unmade++;
          continue;
        }
        checkGenerated(`${v} ${difficulty} l${k}`, g);
        const a = measured(() => analyze(o.puzzle));
        if (a.outcome.status !== 'ANALYZED') {
          fail(`${v} ${difficulty} l${k}: analyze ${a.outcome.status}`);
          continue;
        }
        analysed++;
        const level = a.outcome.analysis.level ?? 'MASTER';
        byLevel.set(level, [...(byLevel.get(level) ?? []), a.cpu]);
        if (a.outcome.analysis.steps.some((s) => s.technique === 'TRIAL')) trial++;
      }
    }
    trials += trial;
    rows.push([
      v,
      ...LEVELS.map((l) => {
        const t = byLevel.get(l) ?? [];
        return t.length === 0 ? '–' : `${t.length}: ${ms(median(t))} / ${ms(Math.max(...t))}`;
      }),
      String(trial),
      String(unmade),
      ms(median(gen)),
    ]);
  }
  return [
    `Logic on generated 9×9 puzzles: ${seeds} seeds (l0…) asked at each level per variant, each puzzle analysed (default options); ` +
      'per level analyze reached: puzzles, CPU median / max; TRIAL: analyses that end in TRIAL; not made: generation gave up:',
    table(rows),
    `  ${analysed} analyses, ${trials} end in TRIAL; target 0: ${verdict(trials === 0)}.`,
  ];
}

function generationSections(): void {
  for (const line of generation()) console.log(line);
  if (!QUICK) {
    console.log('');
    for (const line of shapeSweep()) console.log(line);
  }
}

function finish(): void {
  console.log('');
  console.log(table([['check failures'], [String(failures)]]));
  process.exitCode = failures > 0 ? 1 : 0;
}

function main(): void {
  if (process.argv.includes('--logic')) {
    console.log(`bench:variants --logic — node ${process.version}, load average ${loadAverage()}`);
    console.log('');
    for (const line of logicSection()) console.log(line);
    finish();
    return;
  }
  if (process.argv.includes('--generation')) {
    console.log(`bench:variants --generation — node ${process.version}, load average ${loadAverage()}`);
    console.log('');
    generationSections();
    finish();
    return;
  }
  if (variantsDir() === null) {
    console.log('bench:variants: ../shared/datasets/variants is missing; nothing to measure.');
    return;
  }
  console.log(`bench:variants ${QUICK ? '(quick) ' : ''}— node ${process.version}, load average ${loadAverage()}`);
  console.log('');
  for (const line of killers()) console.log(line);
  console.log('');
  for (const line of fpuzzles()) console.log(line);
  console.log('');
  const valid = jigsaws('jigsaw-layouts-valid.txt', 'SOLVED', QUICK ? 300 : Infinity);
  console.log(valid.line);
  const invalid = jigsaws('jigsaw-layouts-invalid.txt', 'NO_SOLUTION', QUICK ? 300 : Infinity);
  console.log(invalid.line);
  console.log(`  Target: every valid layout solved: ${verdict(valid.met)}.`);
  console.log(
    `  Target: every invalid layout refuted (NO_SOLUTION, none LIMIT_EXCEEDED), median ≤ 10 ms: ` +
      `${verdict(invalid.met && invalid.medianCpu <= 10)} on CPU time.`,
  );
  for (const file of ['jigsaw-layouts-invalid-hard.txt', 'jigsaw-layouts-invalid-slow.txt']) {
    console.log(jigsaws(file, 'REFUTED_OR_LIMIT', QUICK ? 10 : Infinity).line + ' (default budget: refuted or LIMIT_EXCEEDED)');
  }
  console.log('');
  generationSections();
  console.log('');
  for (const line of logicSection()) console.log(line);
  finish();
}

main();
