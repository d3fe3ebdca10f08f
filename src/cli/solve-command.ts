// `sudoku solve [FILE|-] …` (see help.ts): one output line per input line, in order. A bad line
// never stops the run. Input is read in large chunks and answered by the line code of
// solve-lines.ts (a line in another format, detected, is solved with its rules); `--threads N` runs
// that same code on N threads over chunks of lines, written back in order (solve-threads.ts). An
// input of .sdk / .ss puzzles (detected from its first puzzle, as `rate` does) is read whole and
// answered puzzle by puzzle (formatted-solve.ts).
import { createReadStream, statSync } from 'node:fs';
import { alphabetFlag, boxFlag, budgetFlags, checkFlags, intFlag, type ParsedArgs } from './args.js';
import { ByteWriter } from './byte-output.js';
import { solveFormatted } from './formatted-solve.js';
import { formatFlag, isBlockInput, withoutBytesBom } from './puzzle-input.js';
import { progressBar } from './progress.js';
import { newRun, solveLines, STATUSES, type Run, type SolveSettings } from './solve-lines.js';
import { solveThreaded } from './solve-threads.js';

/** The most threads `--threads` takes. */
const MAX_THREADS = 64;

export async function solveCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, [
    'box',
    'alphabet',
    'json',
    'strict',
    'skip-comments',
    'max-nodes',
    'timeout-ms',
    'stats',
    'format',
    'threads',
  ]);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `solve takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const alphabet = alphabetFlag(args);
  if (alphabet instanceof Error) return alphabet.message;
  const threads = intFlag(args, 'threads') ?? 1;
  if (threads instanceof Error) return threads.message;
  if (threads > MAX_THREADS) return `--threads must be at most ${MAX_THREADS}, got '${threads}'`;
  const file = args.positional[0] ?? '-';
  const format = formatFlag(args, 'format');
  if (format instanceof Error) return format.message;
  const formatted = {
    box,
    alphabet,
    options: budget,
    strict: args.flags.has('strict'),
    json: args.flags.has('json'),
    skipComments: args.flags.has('skip-comments'),
  };
  if (format !== undefined && format !== 'CELLS') {
    if (threads > 1)
      return `--threads works on plain cell lines only; --format ${String(args.flags.get('format'))} is solved on one thread`;
    return solveFormatted({ file }, format, formatted);
  }
  let size: number | undefined;
  if (file !== '-') {
    try {
      size = statSync(file).size;
    } catch (e) {
      return `cannot read '${file}': ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
    }
  }
  const settings: SolveSettings = {
    box,
    alphabet,
    options: budget,
    json: args.flags.has('json'),
    strict: args.flags.has('strict'),
    skipComments: args.flags.has('skip-comments'),
  };
  const stream = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  // The input's head decides, as `rate` decides: .sdk / .ss puzzles (blocks of lines) are read whole
  // and solved one by one; anything else is lines, streamed.
  const { head, rest } = await peek(stream as AsyncIterable<Buffer>, PEEK_BYTES);
  if (format === undefined && isBlockInput(head.toString('utf8'))) {
    const chunks = [head];
    for await (const piece of rest) chunks.push(piece);
    return solveFormatted({ text: Buffer.concat(chunks).toString('utf8') }, undefined, formatted);
  }
  const input = (async function* () {
    if (head.length > 0) yield head;
    yield* rest;
  })();
  const run = newRun(settings, new ByteWriter(process.stdout));
  let bytes = 0;
  // The total is estimated from the bytes read so far; standard input has no known size.
  const bar = progressBar('solving', () => (size ? Math.round((size / Math.max(1, bytes)) * run.puzzles) : undefined));
  const start = performance.now();
  const counted = (pieces: AsyncIterable<Buffer>) =>
    (async function* () {
      for await (const piece of withoutBytesBom(pieces)) {
        bytes += piece.length;
        yield piece;
      }
    })();
  if (threads > 1) await solveThreaded(run, settings, counted(input as AsyncIterable<Buffer>), threads, () => bar.tick(run.puzzles));
  else {
    let carry: Buffer | null = null;
    for await (const piece of counted(input as AsyncIterable<Buffer>)) {
      const chunk: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
      const from = await solveLines(run, chunk, false);
      carry = from < chunk.length ? chunk.subarray(from) : null;
      bar.tick(run.puzzles);
    }
    if (carry) await solveLines(run, carry, true);
  }
  await run.out.flush();
  bar.end();
  if (args.flags.has('stats')) writeStats(run, start);
  return undefined;
}

/** Bytes of the input looked at before choosing between lines and blocks: an .sdk or .ss puzzle is far smaller. */
const PEEK_BYTES = 64 * 1024;

/** The first `bytes` (or all, if fewer) of `input`, and an iterator over the rest. */
async function peek(input: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const it = input[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await it.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  const rest = { [Symbol.asyncIterator]: () => it };
  return { head: Buffer.concat(chunks), rest };
}

function writeStats(run: Run, start: number): void {
  const s = (performance.now() - start) / 1000;
  const per = STATUSES.map((k) => `${k} ${run.counts[k]}`).join(', ');
  process.stderr.write(`${run.puzzles} puzzles in ${s.toFixed(3)} s: ${(run.puzzles / Math.max(s, 1e-9)).toFixed(0)} puzzles/s\n${per}\n`);
}
