// Canonical keys (engine/canon.ts): puzzles per second on one thread for 9×9 (real puzzles from the
// data sets), 16×16 and 25×25 (generated), the 9×9 solver's rate on the same puzzles in the same
// run (the ratio is the figure to compare across machines), and the invariance check: every one of
// `images` random images of each puzzle gets the puzzle's key. Run alone: `npm run bench:canon
// [-- --quick]`; `npm run bench` runs it too. Clock: wall time of a single thread (CPU user+sys
// printed beside it).
import { canonicalize, generate, solve, type Board, type Shape } from '../src/engine/index.js';
import { randomImage, seeded } from '../support/transforms.js';
import { DATASETS, loadSet } from './datasets.js';
import { parseSet } from './measure.js';

export interface CanonRow {
  readonly shape: string;
  readonly puzzles: number;
  readonly perSecond: number;
  readonly cpuPerSecond: number;
  readonly limitExceeded: number;
  readonly images: number;
  readonly mismatches: number;
}

export interface CanonReport {
  readonly rows: CanonRow[];
  /** Our 9×9 solver on the same 9×9 puzzles, same run. */
  readonly solvePerSecond: number;
  readonly ratio: number;
}

function timed(boards: readonly Board[], pass: (b: Board) => void, minMs: number): { perSecond: number; cpuPerSecond: number } {
  let n = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  do {
    for (const b of boards) pass(b);
    n += boards.length;
  } while (performance.now() - t0 < minMs);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { perSecond: n / wall, cpuPerSecond: n / ((cpu.user + cpu.system) / 1e6) };
}

function generated(shape: Shape, count: number): Board[] {
  const out: Board[] = [];
  for (let i = 0; out.length < count && i < count * 3; i++) {
    const g = generate({
      size: shape.size,
      boxRows: shape.boxRows,
      boxCols: shape.boxCols,
      difficulty: 'MEDIUM',
      seed: `canon-bench-${i}`,
    });
    if (g.status === 'GENERATED') out.push(g.puzzle);
  }
  return out;
}

function row(name: string, boards: Board[], images: number, perPuzzleImages: number, minMs: number, maxNodes?: number): CanonRow {
  let limitExceeded = 0;
  const keys = boards.map((b) => {
    const r = canonicalize(b, maxNodes);
    if (r.status !== 'CANONICAL') limitExceeded++;
    return r.status === 'CANONICAL' ? r.key : null;
  });
  const speed = timed(boards, (b) => canonicalize(b, maxNodes), minMs);
  const rnd = seeded(boards.length);
  let mismatches = 0;
  let checked = 0;
  for (let i = 0; i < Math.min(boards.length, images); i++) {
    if (keys[i] === null) continue;
    for (let k = 0; k < perPuzzleImages; k++) {
      const r = canonicalize(randomImage(boards[i], rnd), maxNodes);
      checked++;
      if (r.status !== 'CANONICAL' || r.key !== keys[i]) mismatches++;
    }
  }
  return { shape: name, puzzles: boards.length, ...speed, limitExceeded, images: checked, mismatches };
}

export function benchCanon(quick: boolean): CanonReport {
  const sets = ['kaggle_easy_10k', '17clue_20k'].map((name) => DATASETS.find((d) => d.name === name)!);
  const nine = sets.flatMap((s) => parseSet(loadSet(s, quick ? 500 : 1000)));
  const minMs = quick ? 500 : 2000;
  // Warm both paths first, then pair them in one run.
  for (const b of nine.slice(0, 200)) canonicalize(b);
  const solveSpeed = timed(nine, (b) => solve(b), minMs);
  const rows = [row('9x9 (data sets)', nine, quick ? 100 : 1000, 100, minMs)];
  for (const [n, r, c, count, imgs] of [
    [6, 2, 3, quick ? 50 : 200, 100],
    [12, 3, 4, quick ? 10 : 30, 20],
    [16, 4, 4, quick ? 5 : 20, 10],
    [25, 5, 5, quick ? 2 : 5, 2],
  ] as const) {
    rows.push(row(`${n}x${n}`, generated({ size: n, boxRows: r, boxCols: c }, count), count, imgs, minMs));
  }
  return { rows, solvePerSecond: solveSpeed.perSecond, ratio: rows[0].perSecond / solveSpeed.perSecond };
}

export function printCanon(report: CanonReport): void {
  console.log('\nCanonical keys (one thread; wall clock, CPU user+sys beside):');
  console.log('  shape              puzzles   keys/s (wall)   keys/s (cpu)   over budget   images checked   mismatches');
  for (const r of report.rows) {
    console.log(
      `  ${r.shape.padEnd(18)} ${String(r.puzzles).padStart(7)} ${r.perSecond.toFixed(0).padStart(15)} ${r.cpuPerSecond.toFixed(0).padStart(14)} ${String(r.limitExceeded).padStart(13)} ${String(r.images).padStart(16)} ${String(r.mismatches).padStart(12)}`,
    );
  }
  console.log(
    `  9x9 solver on the same puzzles: ${report.solvePerSecond.toFixed(0)} puzzles/s; canon / solve = ${report.ratio.toFixed(3)}`,
  );
}

if (process.argv[1]?.endsWith('canon.ts')) {
  const report = benchCanon(process.argv.includes('--quick'));
  printCanon(report);
  if (report.rows.some((r) => r.mismatches > 0)) process.exitCode = 1;
}
