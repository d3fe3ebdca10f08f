// Every standard size: seeded generation per difficulty, solving what was generated, and the empty board.
import { formatCells } from '../src/engine/codec.js';
import { generate, solve, STANDARD_SHAPES, type Difficulty, type Shape } from '../src/engine/index.js';
import { isValidSolution, lexFirstEmpty, sameCells } from './check.js';
import { oracleSolve } from '../support/oracle.js';
import { median } from './stats.js';

export const DIFFICULTIES: readonly Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];

export interface GenerateRow {
  readonly size: number;
  readonly box: string;
  readonly difficulty: Difficulty;
  readonly seeds: number;
  /** Seeds whose generation returned a puzzle. */
  readonly generated: number;
  readonly errors: string[];
  readonly genMs: number[];
  readonly medianGenMs: number;
  readonly target: number;
  readonly removedMin: number;
  readonly removedMedian: number;
  readonly removedMax: number;
  /** Generated puzzles that failed a check (not unique, solution not valid, …); must be 0. */
  readonly failures: number;
  readonly failureExamples: string[];
  readonly medianSolveUs: number;
  /** One generated puzzle, for the memory section. */
  readonly sample?: string;
}

export interface EmptyRow {
  readonly size: number;
  readonly box: string;
  readonly status: string;
  readonly unique?: boolean;
  readonly valid: boolean;
  /** Matches an independent row-major backtracker, with a Hall check where plain backtracking stalls ('unchecked' when both ran out of nodes). */
  readonly lexFirst: 'yes' | 'NO' | 'unchecked';
  readonly ms: number;
  readonly nodes: number;
}

const boxOf = (s: Shape) => `${s.boxRows}x${s.boxCols}`;

/** Mean µs of one solve, repeated until at least ~3 ms were spent (at most 200 times). */
function timeSolve(cells: Uint8Array, shape: Shape): { us: number; ok: boolean; unique?: boolean; solution?: Uint8Array } {
  const board = { shape, cells };
  const first = solve(board, { limit: 2 });
  let reps = 0;
  const t0 = performance.now();
  let t = t0;
  while (reps < 200 && t - t0 < 3) {
    solve(board, { limit: 2 });
    reps++;
    t = performance.now();
  }
  return { us: ((t - t0) * 1000) / reps, ok: first.status === 'SOLVED', unique: first.unique, solution: first.solution };
}

export function benchGenerate(shape: Shape, difficulty: Difficulty, seeds: number, deadlineMs: number | undefined): GenerateRow {
  const genMs: number[] = [];
  const removed: number[] = [];
  const solveUs: number[] = [];
  const errors: string[] = [];
  const failureExamples: string[] = [];
  let failures = 0;
  let target = NaN;
  let sample: string | undefined;
  const fail = (why: string) => {
    failures++;
    if (failureExamples.length < 3) failureExamples.push(why);
  };
  for (let s = 0; s < seeds; s++) {
    const seed = `bench-${s}`;
    const t0 = performance.now();
    const r = generate({ size: shape.size, boxRows: shape.boxRows, boxCols: shape.boxCols, difficulty, seed, deadlineMs });
    genMs.push(performance.now() - t0);
    if (r.status !== 'GENERATED') {
      errors.push(`${seed}: ${r.status}`);
      continue;
    }
    const g = r;
    target = g.target;
    const p = g.puzzle.cells;
    const empty = p.reduce((k, v) => k + (v === 0 ? 1 : 0), 0);
    removed.push(g.removed);
    sample ??= formatCells(p);
    if (empty !== g.removed) fail(`${seed}: reports removed=${g.removed} but has ${empty} empty cells`);
    if (g.removed < g.target - Math.floor(0.03 * shape.size * shape.size))
      fail(`${seed}: removed ${g.removed} < target ${g.target} − 3 % of N²`);
    if (!isValidSolution(p, g.solution.cells, shape.size, shape.boxRows, shape.boxCols))
      fail(`${seed}: solution is not a valid grid keeping the givens`);
    const timed = timeSolve(p, shape);
    solveUs.push(timed.us);
    if (!timed.ok || timed.unique !== true) fail(`${seed}: solve says ${timed.ok ? 'not unique' : 'not SOLVED'}`);
    else if (!sameCells(timed.solution!, g.solution.cells)) fail(`${seed}: solve found another solution than the generator's`);
  }
  const sorted = [...removed].sort((a, b) => a - b);
  return {
    size: shape.size,
    box: boxOf(shape),
    difficulty,
    seeds,
    generated: removed.length,
    errors,
    genMs,
    medianGenMs: median(genMs),
    target,
    removedMin: sorted[0] ?? NaN,
    removedMedian: median(sorted),
    removedMax: sorted[sorted.length - 1] ?? NaN,
    failures,
    failureExamples,
    medianSolveUs: median(solveUs),
    sample,
  };
}

export function benchEmpty(shape: Shape, deadlineMs: number | undefined): EmptyRow {
  const cells = new Uint8Array(shape.size * shape.size);
  const t0 = performance.now();
  const out = solve({ shape, cells }, { limit: 2, deadlineMs });
  const ms = performance.now() - t0;
  const lex = lexFirstEmpty(shape.size, shape.boxRows, shape.boxCols, 2_000_000) ?? lexFirstWithHall(shape);
  return {
    size: shape.size,
    box: boxOf(shape),
    status: out.status,
    unique: out.unique,
    valid: out.solution !== undefined && isValidSolution(cells, out.solution, shape.size, shape.boxRows, shape.boxCols),
    lexFirst: lex === null ? 'unchecked' : out.solution !== undefined && sameCells(out.solution, lex) ? 'yes' : 'NO',
    ms,
    nodes: out.stats.nodes,
  };
}

/**
 * Where plain backtracking stalls (25×25): the test suite's independent row-major backtracker
 * (test/engine/oracle.ts) with its own Hall check at every node, which reaches it in ~1,000 nodes.
 */
function lexFirstWithHall(shape: Shape): Uint8Array | null {
  const r = oracleSolve(new Array<number>(shape.size * shape.size).fill(0), shape.size, shape, {
    limit: 1,
    order: 'rowMajor',
    hall: true,
    maxNodes: 100_000,
  });
  return r.first === null || r.gaveUp ? null : Uint8Array.from(r.first);
}

export { STANDARD_SHAPES };
