// The line code of `sudoku solve` on plain cell lines, the same on one thread or many: each input
// line is parsed from the bytes straight into one reused cell array (engine/formats/text.ts) and
// its answer goes into a large byte buffer, so a line costs no strings or objects beyond the
// engine's own solution array. solve-command.ts runs it over the input on this thread;
// solve-threads.ts over chunks of lines on worker threads.
import { decodeBoard, parseBoardText, roundMs, type Alphabet } from '../engine/codec.js';
import { scanBoard, shapeOfCount, solvePlainLine, solvePlainLines, symbolCodes, type PlainLineStatus } from '../engine/lines.js';
import { MAX_SIZE, solve, type Board, type Shape, type SolveOptions, type SolveOutcome } from '../engine/index.js';
import type { ByteWriter } from './byte-output.js';
import { nonPuzzleJson } from './output.js';

export const STATUSES = ['SOLVED', 'MULTIPLE', 'NO_SOLUTION', 'CONFLICT', 'LIMIT_EXCEEDED', 'INVALID'] as const;
type LineStatus = (typeof STATUSES)[number];

/** What a run is asked to do: plain data, so a worker thread can be handed it (solve-threads.ts). */
export interface SolveSettings {
  readonly box: { boxRows?: number; boxCols?: number };
  readonly alphabet: Alphabet;
  readonly options: SolveOptions;
  readonly json: boolean;
  readonly strict: boolean;
  readonly skipComments: boolean;
}

export interface Run extends SolveSettings {
  readonly out: ByteWriter;
  readonly codes: Uint8Array;
  readonly counts: StatusCounts;
  /** Shape per cell count (null: no board of that many cells), for this run's box. */
  readonly shapes: Map<number, Shape | null>;
  readonly cells: Uint8Array;
  /** Lines read so far (the next line is number line + 1). */
  line: number;
  puzzles: number;
}

export type StatusCounts = Record<LineStatus, number>;

export const emptyCounts = (): StatusCounts => Object.fromEntries(STATUSES.map((s) => [s, 0])) as StatusCounts;

export function newRun(settings: SolveSettings, out: ByteWriter, line = 0): Run {
  return {
    ...settings,
    out,
    codes: symbolCodes(settings.alphabet),
    counts: emptyCounts(),
    shapes: new Map(),
    cells: new Uint8Array(MAX_SIZE * MAX_SIZE + 1),
    line,
    puzzles: 0,
  };
}

/**
 * Solves every whole line of `chunk` (and with `last` the unterminated tail too), writing to the
 * run's output; returns where the unfinished tail starts. The same code on one thread or many
 * (solve-threads.ts), so the output bytes are the same.
 */
export async function solveLines(run: Run, chunk: Buffer, last: boolean): Promise<number> {
  let from = 0;
  for (;;) {
    // Room for the longest answer or an echo of a long line; the await only when a flush is due.
    if (!run.out.fits()) await run.out.reserve();
    // A run of plain 9×9 lines goes to the engine whole; such a line ends in a line break 81
    // bytes on, tried before searching for the break (the engine takes no line holding one).
    const end = from + 81;
    if (end < chunk.length && (chunk[end] === 10 || chunk[end] === 13)) {
      const next = plainLines(run, chunk, from);
      if (next > from) {
        from = next;
        continue;
      }
    }
    const nl = chunk.indexOf(10, from);
    if (nl < 0) break;
    const room = nl - from + 4096;
    if (!run.out.fits(room)) await run.out.reserve(room);
    solveLine(run, chunk, from, nl);
    from = nl + 1;
  }
  if (last && from < chunk.length) {
    await run.out.reserve(chunk.length - from + 4096);
    solveLine(run, chunk, from, chunk.length);
    from = chunk.length;
  }
  return from;
}

/**
 * The run of plain 9×9 lines from buf[from] on (solvePlainLines): answered by the engine, which
 * writes each uniquely solved line's answer itself, the same answer as solveLine's general path
 * without a loop over its chars here. Returns where the next line starts: `from` itself, with
 * nothing counted or written, where the line there is not plain (and with --json, whose fields
 * the general path fills). The caller reserved room.
 */
function plainLines(run: Run, buf: Buffer, from: number): number {
  if (run.json) return from;
  const shape = shapeFor(run, 81);
  const { out } = run;
  // Room left for the last line's status after the answers.
  const room = out.target.length - out.position - 16;
  const r =
    shape === null ? null : solvePlainLines(shape, buf, from, buf.length, run.alphabet, run.options, out.target, out.position, room);
  if (r === null || r.read === 0) return from;
  out.advance(r.written);
  run.line += r.solved;
  run.puzzles += r.solved;
  run.counts.SOLVED += r.solved;
  if (r.last !== null) {
    run.line++;
    plainAnswer(run, r.last);
  }
  return from + r.read;
}

/**
 * A line of 81 plain symbols (buf[from, to), no line break) answered by the engine as in
 * plainLines; false, with nothing counted or written, for any other line. The caller counts the line read.
 */
function plainLine(run: Run, buf: Buffer, from: number, to: number): boolean {
  if (run.json) return false;
  const shape = shapeFor(run, 81);
  const { out } = run;
  const plain = shape === null ? null : solvePlainLine(shape, buf, from, to, run.alphabet, run.options, out.target, out.position);
  if (plain === null) return false;
  plainAnswer(run, plain);
  return true;
}

/** Counts a plain line's answer and writes it, after the solution's symbols the engine put at the output's position. */
function plainAnswer(run: Run, status: PlainLineStatus): void {
  const { out } = run;
  run.puzzles++;
  run.counts[status]++;
  if (status === 'SOLVED' || (status === 'MULTIPLE' && !run.strict)) {
    out.advance(81);
    if (status === 'MULTIPLE') out.text(' MULTIPLE');
  } else out.text(status);
  out.newline();
}

/** One input line → one output line (or none, for a skipped comment); the caller reserved room. */
function solveLine(run: Run, buf: Buffer, from: number, to: number): void {
  run.line++;
  if (to > from && buf[to - 1] === 13) to--; // CRLF
  const { out } = run;
  // Blank and comment lines: echoed as they are (so output line k answers input line k), or skipped;
  // with --json each is a JSON object too, so the output is JSON Lines throughout.
  let first = from;
  while (first < to && (buf[first] === 32 || buf[first] === 9)) first++;
  if (first === to || buf[first] === 35 /* # */) {
    if (run.skipComments) return;
    if (run.json)
      return out.text(JSON.stringify(nonPuzzleJson(first === to ? 'blank' : 'comment', run.line, buf.toString('utf8', from, to))) + '\n');
    out.bytes(buf, from, to);
    out.newline();
    return;
  }
  if (to - first === 81 && plainLine(run, buf, first, to)) return;
  run.puzzles++;
  const { count, bad } = scanBoard(buf, first, to, run.alphabet, run.cells);
  const shape = shapeFor(run, count);
  if (bad >= 0 || shape === null || !valuesFit(run.cells, count, shape.size)) {
    // Not N² symbols: a line in another format (a link, an f-puzzles JSON, a killer…), detected as
    // `rate` detects it, and played with its rules.
    return otherFormat(run, buf.toString('utf8', first, to));
  }
  answer(run, { shape, cells: run.cells.subarray(0, count) });
}

/** Solves a board (its rules included) and writes its answer line. */
function answer(run: Run, board: Board): void {
  const { out } = run;
  const r = solve(board, run.options);
  const status: LineStatus = r.status === 'SOLVED' && !r.unique ? 'MULTIPLE' : r.status;
  run.counts[status]++;
  if (run.json) return out.text(jsonOf(r, run) + '\n');
  if (r.solution && !(status === 'MULTIPLE' && run.strict)) {
    out.symbols(r.solution, run.codes);
    if (status === 'MULTIPLE') out.text(' MULTIPLE');
  } else {
    out.text(status);
  }
  out.newline();
}

/** The run's shape for a board of `count` cells (null: none), computed once per count. */
function shapeFor(run: Run, count: number): Shape | null {
  let shape = run.shapes.get(count);
  if (shape === undefined) {
    const s = shapeOfCount(count, run.box);
    shape = s.ok ? s.value : null;
    run.shapes.set(count, shape);
  }
  return shape;
}

function valuesFit(cells: Uint8Array, count: number, n: number): boolean {
  for (let i = 0; i < count; i++) if (cells[i] > n) return false;
  return true;
}

/**
 * The slow path, for lines that are not plain cells: a format detected and decoded (its rules kept),
 * else INVALID naming why (the text parser's reason, unless the line was a known format gone wrong).
 */
function otherFormat(run: Run, text: string): void {
  const decoded = decodeBoard(text, undefined, { ...run.box, alphabet: run.alphabet });
  if (decoded.ok) return answer(run, decoded.value.state.board);
  run.counts.INVALID++;
  const parsed = parseBoardText(text, { ...run.box, alphabet: run.alphabet });
  const known = decoded.error.code !== 'UNKNOWN_FORMAT';
  const message = known ? decoded.error.message : parsed.ok ? 'not a board' : parsed.error.message;
  const line = run.json ? JSON.stringify({ status: 'INVALID', line: run.line, error: message }) : `INVALID: line ${run.line}: ${message}`;
  run.out.text(line + '\n');
}

function jsonOf(r: SolveOutcome, run: Run): string {
  let solution: string | null = null;
  if (r.solution) {
    solution = '';
    for (let i = 0; i < r.solution.length; i++) solution += String.fromCharCode(run.codes[r.solution[i]]);
  }
  return JSON.stringify({
    status: r.status,
    solution,
    unique: r.unique ?? null,
    nodes: r.stats.nodes,
    backtracks: r.stats.backtracks,
    ms: roundMs(r.stats.ms),
  });
}
