// Canonical keys (engine/canon.ts): puzzles per second on one thread for 9×9 (real puzzles from the
// data sets) and every standard shape (generated, seeded), the 9×9 solver's rate on the same puzzles
// in the same run (the ratio is the figure to compare across machines), and the invariance check at
// the scale: 1,000 generated puzzles per standard shape up to 16×16, each with 100 random
// images that must all get the puzzle's key (and the puzzles' keys counted: distinct unless two
// puzzles are isomorphic); 25×25 as many puzzles × 100 images as fit a time budget (~60 s), since
// one 25×25 key costs milliseconds. Then the sparse and symmetric boards of every standard shape
// (benchSparse): outcome and nodes at the server's budget, median CPU per key, random images. Run
// alone: `npm run bench:canon [-- --quick]`; `npm run bench` runs it too. Clock: wall time of a
// single thread (CPU user+sys printed beside it).
import { canonicalize, generate, solve, STANDARD_SHAPES, type Board, type Shape } from '../src/engine/index.js';
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
  /** Distinct keys among the puzzles (equal to `puzzles` unless the generator made isomorphs). */
  readonly distinct: number;
  /** Seconds the row took (generation excluded). */
  readonly seconds: number;
}

/** One sparse or symmetric board of one shape: its outcome at the server's and the default budget. */
export interface SparseRow {
  readonly shape: string;
  readonly board: string;
  /** CANONICAL or LIMIT_EXCEEDED at the server's budget (CANON_NODES), and its nodes. */
  readonly status: string;
  readonly nodes: number;
  /** Median CPU ms of one key at that budget. */
  readonly cpuMs: number;
  /** At the default budget (DEFAULT_CANON_NODES), where the server's ran out. */
  readonly statusDefault: string;
  readonly nodesDefault: number;
  /** Random images checked to get the same key (0 when not CANONICAL), and how many did not. */
  readonly images: number;
  readonly mismatches: number;
}

export interface CanonReport {
  readonly rows: CanonRow[];
  /** Sparse and symmetric boards of every standard shape (what once ran out of budget). */
  readonly sparse: SparseRow[];
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

/**
 * One seeded puzzle: MEDIUM up to 16×16; HARD for 25×25, where MEDIUM seldom succeeds within the
 * generator's budget and HARD takes ~1 s (EASY 25×25 puzzles, ~387 givens, often exceed the
 * canonicaliser's node budget: see bench/RESULTS.md).
 */
function generateOne(shape: Shape, i: number): Board | null {
  const g = generate({
    size: shape.size,
    boxRows: shape.boxRows,
    boxCols: shape.boxCols,
    difficulty: shape.size > 16 ? 'HARD' : 'MEDIUM',
    seed: `canon-bench-${i}`,
  });
  return g.status === 'GENERATED' ? g.puzzle : null;
}

function generated(shape: Shape, count: number, untilMs = Infinity): Board[] {
  const out: Board[] = [];
  const t0 = performance.now();
  for (let i = 0; out.length < count && i < count * 3 && performance.now() - t0 < untilMs; i++) {
    const b = generateOne(shape, i);
    if (b) out.push(b);
  }
  return out;
}

function row(
  name: string,
  boards: Board[],
  images: number,
  perPuzzleImages: number,
  minMs: number,
  maxNodes?: number,
  budgetMs = Infinity,
): CanonRow {
  const t0 = performance.now();
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
  let puzzles = 0;
  for (let i = 0; i < Math.min(boards.length, images) && performance.now() - t0 < budgetMs; i++) {
    puzzles++;
    if (keys[i] === null) continue;
    for (let k = 0; k < perPuzzleImages; k++) {
      const r = canonicalize(randomImage(boards[i], rnd), maxNodes);
      checked++;
      if (r.status !== 'CANONICAL' || r.key !== keys[i]) mismatches++;
    }
  }
  const distinct = new Set(keys.slice(0, puzzles).filter((k) => k !== null)).size;
  const seconds = (performance.now() - t0) / 1000;
  return { shape: name, puzzles, ...speed, limitExceeded, images: checked, mismatches, distinct, seconds };
}

/** The server's node budget for a key (src/pool/compute.ts CANON_NODES; the bench does not import the pool). */
const SERVER_CANON_NODES = 200_000;

/**
 * The boards that used to run out of budget, per standard shape: empty, one given, three givens,
 * the first row only, the first row and column of a grid, its first band and stack, a grid with
 * every other cell, and the full grid with the most automorphisms (each row the one above it
 * shifted) and a copy of it with three cells changed; with 3 % and 10 % of a random grid's cells.
 */
function sparseBoards(shape: Shape, rnd: () => number): [string, Uint8Array][] {
  const { size: n, boxRows: r, boxCols: c } = shape;
  const pattern = Uint8Array.from({ length: n * n }, (_, i) => {
    const row = (i / n) | 0;
    return ((((row / r) | 0) + (row % r) * c + (i % n)) % n) + 1;
  });
  const grid = solve(randomImage({ shape, cells: pattern }, rnd)).solution ?? pattern;
  const changed = Uint8Array.from(pattern);
  for (let k = 0; k < 3; k++) changed[Math.floor(rnd() * n * n)] = 1 + Math.floor(rnd() * n);
  return [
    ['empty', new Uint8Array(n * n)],
    ['one given', Uint8Array.from({ length: n * n }, (_, i) => (i === n + 1 ? 1 : 0))],
    ['three givens', Uint8Array.from({ length: n * n }, (_, i) => (i === 0 ? 1 : i === n + 4 ? 2 : i === n * n - 1 ? 3 : 0))],
    ['first row only', Uint8Array.from({ length: n * n }, (_, i) => (i < n ? i + 1 : 0))],
    ['first row and column', grid.map((v, i) => (i < n || i % n === 0 ? v : 0))],
    ['first band and stack', grid.map((v, i) => (i < r * n || i % n < c ? v : 0))],
    ['3 % of a grid', grid.map((v) => (rnd() < 0.03 ? v : 0))],
    ['10 % of a grid', grid.map((v) => (rnd() < 0.1 ? v : 0))],
    ['every other cell', grid.map((v, i) => (i % 2 === 0 ? v : 0))],
    ['shifted grid (full)', pattern],
    ['shifted grid, 3 cells changed', changed],
  ];
}

function cpuMsOf(f: () => void, minMs: number): number {
  const times: number[] = [];
  const t0 = performance.now();
  do {
    const c0 = process.cpuUsage();
    f();
    const c = process.cpuUsage(c0);
    times.push((c.user + c.system) / 1000);
  } while (performance.now() - t0 < minMs && times.length < 50);
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

export function benchSparse(quick: boolean): SparseRow[] {
  const out: SparseRow[] = [];
  const rnd = seeded(51);
  for (const shape of STANDARD_SHAPES) {
    for (const [name, cells] of sparseBoards(shape, rnd)) {
      const board = { shape, cells };
      const r = canonicalize(board, SERVER_CANON_NODES);
      const cpuMs = cpuMsOf(() => canonicalize(board, SERVER_CANON_NODES), quick ? 20 : 200);
      const d = r.status === 'CANONICAL' ? r : canonicalize(board);
      let images = 0;
      let mismatches = 0;
      if (d.status === 'CANONICAL') {
        for (let k = 0; k < (quick ? 3 : 10); k++) {
          const m = canonicalize(randomImage(board, rnd));
          images++;
          if (m.status !== 'CANONICAL' || m.key !== d.key) mismatches++;
        }
      }
      out.push({
        shape: `${shape.size}x${shape.size} (${shape.boxRows}x${shape.boxCols})`,
        board: name,
        status: r.status,
        nodes: r.nodes,
        cpuMs,
        statusDefault: d.status,
        nodesDefault: d.nodes,
        images,
        mismatches,
      });
    }
  }
  return out;
}

export function benchCanon(quick: boolean): CanonReport {
  const sets = ['kaggle_easy_10k', '17clue_20k'].map((name) => DATASETS.find((d) => d.name === name)!);
  const nine = sets.flatMap((s) => parseSet(loadSet(s, quick ? 500 : 1000)));
  const minMs = quick ? 500 : 2000;
  // Warm both paths first, then pair them in one run.
  for (const b of nine.slice(0, 200)) canonicalize(b);
  const solveSpeed = timed(nine, (b) => solve(b), minMs);
  const rows = [row('9x9 (data sets)', nine, quick ? 100 : 1000, 100, minMs)];
  // The scale: 1,000 puzzles × 100 images per standard shape up to 16×16.
  const count = quick ? 50 : 1000;
  const images = quick ? 20 : 100;
  for (const shape of STANDARD_SHAPES.filter((s) => s.size <= 16)) {
    rows.push(row(`${shape.size}x${shape.size} (${shape.boxRows}x${shape.boxCols})`, generated(shape, count), count, images, minMs));
  }
  // 25×25: as many puzzles (each with its 100 images) as fit the budget, generation included.
  const budgetMs = quick ? 5000 : 60000;
  const t25 = performance.now();
  const big = STANDARD_SHAPES.find((s) => s.size === 25)!;
  const boards25 = generated(big, count, budgetMs * 0.75);
  const left = budgetMs - (performance.now() - t25);
  rows.push(row('25x25 (5x5)', boards25, boards25.length, images, Math.min(minMs, left / 8), undefined, left));
  return { rows, sparse: benchSparse(quick), solvePerSecond: solveSpeed.perSecond, ratio: rows[0].perSecond / solveSpeed.perSecond };
}

export function printCanon(report: CanonReport): void {
  console.log('\nCanonical keys (one thread; wall clock, CPU user+sys beside):');
  console.log(
    '  shape              puzzles   keys/s (wall)   keys/s (cpu)   over budget   images checked   mismatches   distinct keys   seconds',
  );
  for (const r of report.rows) {
    console.log(
      `  ${r.shape.padEnd(18)} ${String(r.puzzles).padStart(7)} ${r.perSecond.toFixed(0).padStart(15)} ${r.cpuPerSecond.toFixed(0).padStart(14)} ${String(r.limitExceeded).padStart(13)} ${String(r.images).padStart(16)} ${String(r.mismatches).padStart(12)} ${String(r.distinct).padStart(15)} ${r.seconds.toFixed(1).padStart(9)}`,
    );
  }
  console.log(
    `  9x9 solver on the same puzzles: ${report.solvePerSecond.toFixed(0)} puzzles/s; canon / solve = ${report.ratio.toFixed(3)}`,
  );
  console.log(
    `\nSparse and symmetric boards (at the server's ${SERVER_CANON_NODES.toLocaleString('en')} nodes; median CPU ms per key; then at the default budget where that ran out):`,
  );
  console.log(
    '  shape          board                            status            nodes   CPU ms   default budget            images (mismatches)',
  );
  for (const r of report.sparse) {
    const deflt = r.status === 'CANONICAL' ? '' : `${r.statusDefault} (${r.nodesDefault})`;
    console.log(
      `  ${r.shape.padEnd(14)} ${r.board.padEnd(32)} ${r.status.padEnd(15)} ${String(r.nodes).padStart(8)} ${r.cpuMs.toFixed(2).padStart(8)}   ${deflt.padEnd(25)} ${r.images} (${r.mismatches})`,
    );
  }
}

if (process.argv[1]?.endsWith('canon.ts')) {
  const report = benchCanon(process.argv.includes('--quick'));
  printCanon(report);
  if (report.rows.some((r) => r.mismatches > 0) || report.sparse.some((r) => r.mismatches > 0)) process.exitCode = 1;
}
