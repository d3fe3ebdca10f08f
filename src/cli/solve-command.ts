// `sudoku solve [FILE|-] [--box RxC] [--json] [--max-nodes K] [--timeout-ms T] [--stats]`
// One puzzle per input line, one output line per puzzle, in order. A bad line never stops the run.
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { formatCells, parseCells, solve, type SolveOptions } from '../engine/index.js';
import { boxFlag, budgetFlags, checkFlags, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { progressBar, writeSummary } from './progress.js';

export const SOLVE_USAGE = 'sudoku solve [FILE|-] [--box RxC] [--json] [--max-nodes K] [--timeout-ms T] [--stats]';

export async function solveCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, ['box', 'json', 'max-nodes', 'timeout-ms', 'stats']);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `solve takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const file = args.positional[0] ?? '-';
  let size: number | undefined;
  if (file !== '-') {
    try {
      size = statSync(file).size;
    } catch (e) {
      return `cannot read '${file}': ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
    }
  }
  const json = args.flags.has('json');
  const options: SolveOptions = budget;
  const input = file === '-' ? process.stdin : createReadStream(file);
  const lines = createInterface({ input, crlfDelay: Infinity });
  const out = new LineWriter(process.stdout);
  let bytes = 0;
  let count = 0;
  // The total is estimated from the bytes read so far; standard input has no known size.
  const bar = progressBar('solving', () => (size ? Math.round((size / Math.max(1, bytes)) * count) : undefined));
  const start = performance.now();
  for await (const raw of lines) {
    bytes += raw.length + 1;
    const text = raw.trim();
    if (text === '') continue;
    count++;
    await out.line(solveLine(text, box, options, json));
    bar.tick(count);
  }
  await out.flush();
  bar.end();
  if (args.flags.has('stats')) writeSummary(count, start, 0);
  return undefined;
}

function solveLine(text: string, box: { boxRows?: number; boxCols?: number }, options: SolveOptions, json: boolean): string {
  const parsed = parseCells(text, box);
  if (!parsed.ok) {
    return json ? JSON.stringify({ status: 'INVALID', error: parsed.error.message }) : `INVALID: ${parsed.error.message}`;
  }
  const r = solve(parsed.value, options);
  const solution = r.solution ? formatCells(r.solution) : null;
  if (!json) return solution ?? r.status;
  return JSON.stringify({
    status: r.status,
    solution,
    unique: r.unique ?? null,
    nodes: r.stats.nodes,
    backtracks: r.stats.backtracks,
    ms: Math.round(r.stats.ms * 1000) / 1000,
  });
}
