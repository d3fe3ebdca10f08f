// The CLI's line path: solve() for files of 9×9 boards, many lines at a time, on search9's
// solveTextLines (docs/engine.md, "The line path"), without a loop over their chars in JavaScript
// and without an object per board. test/engine/plain-line.test.ts holds it to solve()'s answers.
import { DEFAULT_DEADLINE_MS } from '../../budget.js';
import { plainValueTable, symbolCodes, type Alphabet } from '../../formats/text.js';
import type { Shape, SolveOptions } from '../../types.js';
import { wasmKernelFor, WASM_NO_SOLUTION, WASM_SOLVED } from './kernel.js';
import { wasmLimit, wasmMaxNodes } from './solve-wasm.js';

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
