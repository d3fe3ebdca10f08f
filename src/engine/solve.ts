// solve(board, options): the engine's one solving contract.
//
// Statuses: CONFLICT (givens clash; nothing searched), NO_SOLUTION (complete search found none),
// SOLVED (with `unique`), LIMIT_EXCEEDED (budget ran out first). Never throws on a parsed board.
//
// When a board has several solutions, the one returned is the lexicographically first
// (row-major, smaller value first). MRV finds *a* solution fast but not that one, so only then a
// second search branches on the first open cell in row-major order instead, with the same
// propagation and budget.
import { budgetOf, DEFAULT_DEADLINE_MS, DEFAULT_MAX_NODES } from './budget.js';
import { findConflicts } from './conflicts.js';
import { valuesHaveLineMatching } from './search/fish-check.js';
import { shapeKey } from './geometry.js';
import { Search } from './search/search.js';
import { solveRules } from './variants/solve.js';
import {
  wasmKernelFor,
  wasmShapeKernelFor,
  WASM_CONTRADICTION,
  WASM_LIMIT_EXCEEDED,
  WASM_NO_SOLUTION,
  WASM_SOLVED,
  type WasmKernel,
  type WasmShapeKernel,
} from './search/wasm/kernel.js';
import { plainValueTable, symbolCodes, type Alphabet } from './formats/text.js';
import type { Board, Shape, SolveOptions, SolveOutcome, SolveStatus } from './types.js';

const searches = new Map<string, Search>();
/** The same Shape object (standard shapes are shared constants) skips building the key. */
const searchesByShape = new WeakMap<Shape, Search>();

/** Nodes after which a search counts as hard and the givens get the matching check. */
const HARD_AFTER_NODES = 2048;
/**
 * Then the share of a row-major search with the matching check at every node: enough for the
 * empty 25×25, small because each such node is costly there (bench/RESULTS.md).
 */
const ROW_MAJOR_NODES = 1024;

/** One preallocated search per shape; the engine is synchronous, so reuse is safe. */
export function searchFor(shape: Shape): Search {
  let s = searchesByShape.get(shape);
  if (s !== undefined) return s;
  const key = shapeKey(shape);
  s = searches.get(key);
  if (s === undefined) {
    s = new Search(shape);
    searches.set(key, s);
  }
  searchesByShape.set(shape, s);
  return s;
}

function outcome(
  search: Search,
  start: number,
  status: SolveStatus,
  solutionCount: number,
  solution?: Uint8Array,
  unique?: boolean,
): SolveOutcome {
  return {
    status,
    solution,
    unique,
    solutionCount,
    conflicts: [],
    stats: { nodes: search.nodes, backtracks: search.backtracks, ms: performance.now() - start },
  };
}

export function solve(board: Board, options: SolveOptions = {}): SolveOutcome {
  const start = performance.now();
  if (board.rules !== undefined && board.rules.length > 0) return solveRules(board, options, start);
  const wasm = wasmKernelFor(board.shape);
  if (wasm !== null) return solveWasm(wasm, board, options, start);
  const shapes = wasmShapeKernelFor(board.shape);
  if (shapes !== null) return solveWasmShape(shapes, board, options, start);
  return solveTs(board, options, start);
}

/** solve() on the TypeScript kernel, `start` its clock's zero. */
function solveTs(board: Board, options: SolveOptions, start: number): SolveOutcome {
  const budget = budgetOf(options, start);
  const search = searchFor(board.shape);
  search.begin(budget);
  if (!search.load(board.cells)) {
    // Clashing givens always fail to load; only then is it worth listing them.
    const conflicts = findConflicts(board);
    if (conflicts.length > 0) {
      return { status: 'CONFLICT', solutionCount: 0, conflicts, stats: { nodes: 0, backtracks: 0, ms: performance.now() - start } };
    }
    return outcome(search, start, 'NO_SOLUTION', 0);
  }
  const limit = Math.max(2, options.limit ?? 2);
  // Most boards finish within a few hundred nodes. One that does not is hard: it gets a
  // pigeonhole check of its givens (matching in every unit, and of every value's rows to
  // columns, fish-check.ts), then a share of the budget for a
  // row-major search with that check at every node, then the rest for MRV again. The row-major
  // try is for boards with many solutions that stall MRV's count to two (the empty 25×25); when
  // it finishes, its first solution is the lexicographically first.
  let count = phase(search, limit, HARD_AFTER_NODES, false);
  let lexFirst = false;
  if (search.exhausted && !search.budgetSpent()) {
    if (!search.unitsHaveMatching(0) || !valuesHaveLineMatching(search.levels, 0)) return outcome(search, start, 'NO_SOLUTION', 0);
    count = phase(search, limit, ROW_MAJOR_NODES, true);
    lexFirst = !search.exhausted;
    if (!lexFirst && !search.budgetSpent()) count = phase(search, limit, Infinity, false);
  }
  if (search.exhausted) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  if (count === 0) return outcome(search, start, 'NO_SOLUTION', 0);
  const first = search.solution.slice();
  if (count === 1) return outcome(search, start, 'SOLVED', 1, first, true);
  if (lexFirst) return outcome(search, start, 'SOLVED', count, first, false);
  // Row-major order, smaller values first: the first solution this search meets is the
  // lexicographically first one (propagation and the matching check only remove values no
  // solution can hold). Plain first; with the matching check at every node if that stalls.
  phase(search, 1, HARD_AFTER_NODES, true, false);
  if (search.exhausted && !search.budgetSpent()) phase(search, 1, Infinity, true);
  if (search.exhausted) return outcome(search, start, 'LIMIT_EXCEEDED', count);
  return outcome(search, start, 'SOLVED', count, search.solution.slice(), false);
}

/**
 * One search from level 0 counting to `limit`, on at most `share` more nodes of the budget; MRV,
 * or row-major with the matching check at every node unless `match` is false. Returns the count.
 */
function phase(search: Search, limit: number, share: number, rowMajor: boolean, match = rowMajor): number {
  return search.countWithin(0, limit, share, { rowMajor, matchEveryNode: match });
}

// Solutions of the WebAssembly kernel are views into shared 64-solution slabs: a typed array of
// its own (81 bytes, past V8's on-heap limit) cost more than the whole solve of an easy board.
// A kept solution keeps at most its slab (5 kB) alive.
const SLAB_SOLUTIONS = 64;
let slab = new ArrayBuffer(0);
let slabNext = SLAB_SOLUTIONS;

function solutionCopy(output: Uint8Array): Uint8Array {
  const n = output.length;
  if (slabNext === SLAB_SOLUTIONS) {
    slab = new ArrayBuffer(n * SLAB_SOLUTIONS);
    slabNext = 0;
  }
  // A view made from the buffer costs less than subarray() of a typed array (bench/RESULTS.md).
  const copy = new Uint8Array(slab, slabNext * n, n);
  slabNext++;
  copy.set(output);
  return copy;
}

/**
 * The same contract on the WebAssembly kernel (search/wasm/): it searches (MRV counting to the
 * limit, then row-major for the lexicographically first) and this wraps its answer.
 */
function solveWasm(wasm: WasmKernel, board: Board, options: SolveOptions, start: number): SolveOutcome {
  wasm.input.set(board.cells);
  const code = wasm.exports.solve(wasmLimit(options), wasmMaxNodes(options), start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS));
  if (code === WASM_CONTRADICTION) {
    const conflicts = findConflicts(board);
    if (conflicts.length > 0)
      return { status: 'CONFLICT', solutionCount: 0, conflicts, stats: { nodes: 0, backtracks: 0, ms: performance.now() - start } };
  }
  const counts = wasm.stats;
  const solutionCount = counts[0];
  const stats = { nodes: counts[1], backtracks: counts[2], ms: performance.now() - start };
  if (code === WASM_SOLVED) {
    return { status: 'SOLVED', solution: solutionCopy(wasm.output), unique: solutionCount === 1, solutionCount, conflicts: [], stats };
  }
  if (code === WASM_LIMIT_EXCEEDED) return { status: 'LIMIT_EXCEEDED', solutionCount, conflicts: [], stats };
  return { status: 'NO_SOLUTION', solutionCount: 0, conflicts: [], stats };
}

const wasmLimit = (options: SolveOptions): number => (options.limit === undefined ? 2 : Math.min(Math.max(2, options.limit), 0x7fffffff));
const wasmMaxNodes = (options: SolveOptions): number => Math.min(options.maxNodes ?? DEFAULT_MAX_NODES, 0x7fffffff);

/** What solvePlainLine answers for a line it took: solve()'s status, SOLVED split by `unique`. */
export type PlainLineStatus = 'SOLVED' | 'MULTIPLE' | 'NO_SOLUTION' | 'LIMIT_EXCEEDED';

/** What solvePlainLines did with the lines it read. */
export interface PlainLines {
  /** Bytes read from `from` on: whole lines, each with its line break. */
  readonly read: number;
  /** Bytes written from `at` on: 81 symbols and an LF for each line with exactly one solution. */
  readonly written: number;
  /** The lines answered so. */
  readonly solved: number;
  /**
   * The last line read, when its answer is another (not among the bytes written; for MULTIPLE its
   * lexicographically first solution's 81 symbols follow them in dst). Null when every line read was solved.
   */
  readonly last: Exclude<PlainLineStatus, 'SOLVED'> | null;
}

/** The first piece of the input copied into the kernel, doubled while the lines go on being plain. */
const FIRST_PIECE = 512;

/**
 * solve() for a file of boards, many lines at a time, without a loop over their chars in
 * JavaScript: for a 9×9 `shape` with 3×3 boxes, the lines of src from `from` (before `to`), while
 * each is exactly 81 chars reading as a value 0..9 in `alphabet` (no blanks or drawing) ended by
 * LF or CR LF. The WebAssembly kernel reads them and writes each answer's symbols (the
 * lexicographically first solution, as solve()) to dst from `at`, never more than `room` bytes.
 * It stops before the first other line, before a line whose givens contradict as loaded (solve()
 * tells CONFLICT, with the clashes, from NO_SOLUTION), and after the first line with another
 * answer than one solution (`last`). Each line has solve()'s budget and deadline. Null where
 * there is no such path: another shape, or no WebAssembly kernel for 9×9.
 */
export function solvePlainLines(
  shape: Shape,
  src: Uint8Array,
  from: number,
  to: number,
  alphabet: Alphabet,
  options: SolveOptions,
  dst: Uint8Array,
  at: number,
  room: number,
): PlainLines | null {
  const wasm = wasmKernelFor(shape);
  const lines = wasm?.lines;
  if (!wasm || !lines) return null;
  if (lines.alphabet !== alphabet) {
    lines.values.set(plainValueTable(alphabet, 9));
    lines.symbols.set(symbolCodes(alphabet).subarray(0, 10));
    lines.alphabet = alphabet;
  }
  const limit = wasmLimit(options);
  const maxNodes = wasmMaxNodes(options);
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  let read = 0;
  let written = 0;
  let solved = 0;
  // A piece at a time, so that a line that is not plain costs no copy of the whole input.
  for (let piece = FIRST_PIECE; ; piece = Math.min(2 * piece, lines.input.length)) {
    const len = Math.min(to - from - read, piece);
    lines.input.set(src.subarray(from + read, from + read + len));
    const took = wasm.exports.solveTextLines!(len, limit, maxNodes, deadlineMs, Math.min(room - written, lines.output.length));
    const bytes = lines.stats[0];
    const answered = lines.stats[1];
    const code = lines.stats[2];
    dst.set(lines.output.subarray(0, code === WASM_SOLVED ? bytes + 81 : bytes), at + written);
    read += took;
    written += bytes;
    solved += answered;
    if (code >= 0)
      return {
        read,
        written,
        solved,
        last: code === WASM_SOLVED ? 'MULTIPLE' : code === WASM_NO_SOLUTION ? 'NO_SOLUTION' : 'LIMIT_EXCEEDED',
      };
    // Stopped before a line: go on only where that line was cut by the piece's end.
    if (took === 0 || len - took >= 83 || len === to - from - read + took || room - written < 82) {
      return { read, written, solved, last: null };
    }
  }
}

/**
 * solvePlainLines on one line, src[from, to) without its line break: its status, its solution's
 * symbols written to dst at `at` for SOLVED and MULTIPLE. Null, with nothing written, where
 * solve() must answer instead (as solvePlainLines reads no line).
 */
export function solvePlainLine(
  shape: Shape,
  src: Uint8Array,
  from: number,
  to: number,
  alphabet: Alphabet,
  options: SolveOptions,
  dst: Uint8Array,
  at: number,
): PlainLineStatus | null {
  if (to - from !== 81) return null;
  line.set(src.subarray(from, to));
  const r = solvePlainLines(shape, line, 0, 82, alphabet, options, dst, at, 82);
  if (r === null || r.read === 0) return null;
  return r.last ?? 'SOLVED';
}

/** solvePlainLine's line with its LF. */
const line = new Uint8Array(82).fill(10);

/**
 * Nodes the shapes kernel (searchn) gets before the board goes to the TypeScript kernel with the
 * rest of the budget. searchn has no matching checks (solve() above), so the rare board that
 * needs them (a hidden pigeonhole, a many-solution count MRV stalls on) would run to the budget
 * there; typical boards take a few hundred nodes (bench/RESULTS.md).
 */
export const WASM_SHAPE_NODES = 1 << 12;

/** The contract on searchn (search/wasm/assembly/searchn.ts), as solveWasm for search9, with the handover above. */
function solveWasmShape(wasm: WasmShapeKernel, board: Board, options: SolveOptions, start: number): SolveOutcome {
  const { size, boxRows, boxCols } = board.shape;
  const cells = size * size;
  wasm.input.set(board.cells);
  const limit = wasmLimit(options);
  const budgetNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  const share = Math.min(budgetNodes, WASM_SHAPE_NODES);
  const deadline = start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const code = wasm.exports.solveShape(size, boxRows, boxCols, limit, share, deadline);
  if (code === WASM_CONTRADICTION) {
    const conflicts = findConflicts(board);
    if (conflicts.length > 0)
      return { status: 'CONFLICT', solutionCount: 0, conflicts, stats: { nodes: 0, backtracks: 0, ms: performance.now() - start } };
  }
  const counts = wasm.stats;
  const solutionCount = counts[0];
  const nodes = counts[1];
  const backtracks = counts[2];
  if (code === WASM_LIMIT_EXCEEDED && share < budgetNodes && performance.now() <= deadline) {
    // The share ran out, not the budget: the TypeScript kernel, with what is left of it.
    const r = solveTs(board, { ...options, maxNodes: budgetNodes - nodes }, start);
    return { ...r, stats: { nodes: r.stats.nodes + nodes, backtracks: r.stats.backtracks + backtracks, ms: performance.now() - start } };
  }
  const stats = { nodes, backtracks, ms: performance.now() - start };
  if (code === WASM_SOLVED) {
    return {
      status: 'SOLVED',
      solution: wasm.output.slice(0, cells),
      unique: solutionCount === 1,
      solutionCount,
      conflicts: [],
      stats,
    };
  }
  if (code === WASM_LIMIT_EXCEEDED) return { status: 'LIMIT_EXCEEDED', solutionCount, conflicts: [], stats };
  return { status: 'NO_SOLUTION', solutionCount: 0, conflicts: [], stats };
}
