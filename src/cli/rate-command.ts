// `sudoku rate [FILE|-] [--box RxC] [--json]`: one line per puzzle, `LEVEL score hardest` (JSON: those
// and the steps, placements and eliminations as {row,col,value}, 0-based).
// `sudoku explain [FILE|-] [--box RxC]`: per puzzle, its grade, then the numbered steps in words.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { analyze, parseBoardText, type Analysis, type SolveOptions } from '../engine/index.js';
import { boxFlag, budgetFlags, checkFlags, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';

export const RATE_USAGE = 'sudoku rate [FILE|-] [--box RxC] [--json] [--max-nodes K] [--timeout-ms T]';
export const EXPLAIN_USAGE = 'sudoku explain [FILE|-] [--box RxC] [--max-nodes K] [--timeout-ms T]';

type Mode = 'rate' | 'explain';

export async function rateCommand(args: ParsedArgs, mode: Mode): Promise<string | undefined> {
  const bad = checkFlags(args, mode === 'rate' ? ['box', 'json', 'max-nodes', 'timeout-ms'] : ['box', 'max-nodes', 'timeout-ms']);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `${mode} takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const file = args.positional[0] ?? '-';
  if (file !== '-' && !existsSync(file)) return `cannot read '${file}': ENOENT`;
  const json = args.flags.has('json');
  const lines = createInterface({ input: file === '-' ? process.stdin : createReadStream(file), crlfDelay: Infinity });
  const out = new LineWriter(process.stdout);
  let count = 0;
  for await (const raw of lines) {
    const text = raw.trim();
    if (text === '') continue;
    count++;
    for (const line of describeLine(text, box, budget, mode, json, count)) await out.line(line);
  }
  await out.flush();
  return undefined;
}

function describeLine(
  text: string,
  box: { boxRows?: number; boxCols?: number },
  options: SolveOptions,
  mode: Mode,
  json: boolean,
  k: number,
): string[] {
  const parsed = parseBoardText(text, box);
  if (!parsed.ok) return [json ? JSON.stringify({ status: 'INVALID', error: parsed.error.message }) : `INVALID: ${parsed.error.message}`];
  const r = analyze(parsed.value, options);
  if (r.status !== 'ANALYZED') return [json ? JSON.stringify({ status: r.status }) : r.status];
  const a = r.analysis;
  const grade = `${a.level} ${a.score.toFixed(1)} ${a.hardest ?? '-'}`;
  if (mode === 'rate') return [json ? JSON.stringify(jsonOf(a)) : grade];
  return [`puzzle ${k}: ${grade}`, ...a.steps.map((s, i) => `  ${i + 1}. ${s.technique}: ${s.explanation}`)];
}

function jsonOf(a: Analysis): unknown {
  return {
    status: 'ANALYZED',
    level: a.level,
    score: a.score,
    hardest: a.hardest,
    solvedByLogic: a.solvedByLogic,
    techniques: a.counts,
    steps: a.steps.map((s) => ({
      technique: s.technique,
      placements: s.placements,
      eliminations: s.eliminations,
      explanation: s.explanation,
    })),
  };
}
