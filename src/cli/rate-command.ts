// `sudoku rate [FILE|-] [--format F] [--box RxC] [--json] [--filter EXPR] [--summary]`: one output line
// per input line, in order: `LEVEL score hardest` for a puzzle with one solution (the players' level,
// Sudoku Explainer's score and its hardest technique: docs/logic.md, "Two measures"), MULTIPLE for
// several (not graded: a grade assumes one solution), CONFLICT / NO_SOLUTION / LIMIT_EXCEEDED, or
// INVALID: line N: why; blank and '#' lines are echoed. --filter keeps the puzzles whose grade
// matches, each as `N: …` with its input line number; --summary ends with '#' lines counting the
// puzzles per status, level and technique. JSON: those and the steps, placements and eliminations
// as {row,col,value}, 0-based.
// `sudoku explain [FILE|-] [--format F] [--box RxC]`: per puzzle, its grade, then the numbered steps.
import { existsSync } from 'node:fs';
import { analyze, DIFFICULTIES, type Analysis, type Board, type SolveOptions } from '../engine/index.js';
import { boxFlag, budgetFlags, checkFlags, type ParsedArgs } from './args.js';
import { parseFilter } from './filter.js';
import { LineWriter, nonPuzzleJson } from './output.js';
import { formatFlag, puzzleLines, readInput } from './puzzle-input.js';

export const RATE_USAGE =
  'sudoku rate [FILE|-] [--format F] [--box RxC] [--json] [--filter EXPR] [--summary] [--max-nodes K] [--timeout-ms T]';
export const EXPLAIN_USAGE = 'sudoku explain [FILE|-] [--format F] [--box RxC] [--max-nodes K] [--timeout-ms T]';

type Mode = 'rate' | 'explain';

/** What one puzzle line came to. */
type Rated =
  | { status: 'ANALYZED'; analysis: Analysis; givens: number }
  | { status: 'MULTIPLE' | 'CONFLICT' | 'NO_SOLUTION' | 'LIMIT_EXCEEDED' | 'INVALID'; error?: string };

interface Summary {
  statuses: Map<string, number>;
  levels: Map<string, number>;
  techniques: Map<string, number>;
}

export async function rateCommand(args: ParsedArgs, mode: Mode): Promise<string | undefined> {
  const allowed =
    mode === 'rate'
      ? ['box', 'json', 'max-nodes', 'timeout-ms', 'format', 'filter', 'summary']
      : ['box', 'max-nodes', 'timeout-ms', 'format'];
  const bad = checkFlags(args, allowed);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `${mode} takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const format = formatFlag(args, 'format');
  if (format instanceof Error) return format.message;
  const filterText = args.flags.get('filter');
  const filter =
    filterText === undefined ? undefined : typeof filterText === 'string' ? parseFilter(filterText) : new Error('--filter needs a value');
  if (filter instanceof Error) return filter.message;
  const file = args.positional[0] ?? '-';
  if (file !== '-' && !existsSync(file)) return `cannot read '${file}': ENOENT`;
  const text = readInput(file);
  if (text instanceof Error) return text.message;
  const json = args.flags.has('json');
  const summary: Summary | undefined = args.flags.has('summary')
    ? { statuses: new Map(), levels: new Map(), techniques: new Map() }
    : undefined;
  const out = new LineWriter(process.stdout);
  let count = 0;
  for (const entry of puzzleLines(text, format, box)) {
    if (entry.kind !== 'puzzle') {
      // Comments stay comments (never INVALID); blank lines keep the unfiltered output aligned; with
      // --json both are JSON objects (the output is JSON Lines throughout).
      if (entry.kind === 'comment' || !filter) {
        await out.line(json ? JSON.stringify(nonPuzzleJson(entry.kind, entry.line, entry.text)) : entry.text);
      }
      continue;
    }
    count++;
    const rated: Rated = entry.decoded.ok
      ? rate(entry.decoded.value.state.board, budget)
      : { status: 'INVALID', error: entry.decoded.error.message };
    if (filter && !(rated.status === 'ANALYZED' && filter(rated.analysis, rated.givens))) continue;
    if (summary) count1(summary, rated);
    // A kept puzzle names its input line: as a prefix, or (--json) in its object.
    const prefix = filter && !json ? `${entry.line}: ` : '';
    for (const line of describe(rated, mode, json, count, entry.line)) await out.line(prefix + line);
  }
  if (summary) {
    if (json) await out.line(JSON.stringify(summaryJson(summary)));
    else for (const line of summaryLines(summary)) await out.line(line);
  }
  await out.flush();
  return undefined;
}

function rate(board: Board, options: SolveOptions): Rated {
  const r = analyze(board, options);
  if (r.status !== 'ANALYZED') return { status: r.status };
  // Several solutions: the steps found are no grade of a puzzle (a puzzle has one solution).
  if (!r.analysis.unique) return { status: 'MULTIPLE' };
  let givens = 0;
  for (const v of board.cells) if (v !== 0) givens++;
  return { status: 'ANALYZED', analysis: r.analysis, givens };
}

function describe(r: Rated, mode: Mode, json: boolean, k: number, line: number): string[] {
  if (r.status === 'INVALID') {
    return [json ? JSON.stringify({ status: 'INVALID', line, error: r.error }) : `INVALID: line ${line}: ${r.error}`];
  }
  if (r.status !== 'ANALYZED')
    return [json ? JSON.stringify({ status: r.status, line }) : mode === 'explain' ? `puzzle ${k}: ${r.status}` : r.status];
  const a = r.analysis;
  const grade = `${a.level} ${a.score.toFixed(1)} ${a.hardest ?? '-'}`;
  if (mode === 'rate') return [json ? JSON.stringify({ ...jsonOf(a), line }) : grade];
  return [`puzzle ${k}: ${grade}`, ...a.steps.map((s, i) => `  ${i + 1}. ${s.technique}: ${s.explanation}`)];
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

function count1(s: Summary, r: Rated): void {
  bump(s.statuses, r.status);
  if (r.status !== 'ANALYZED') return;
  bump(s.levels, r.analysis.level ?? 'MULTIPLE');
  for (const c of r.analysis.counts) bump(s.techniques, c.technique);
}

/** The summary as one JSON object (--json --summary): counts per status, level and technique. */
function summaryJson(s: Summary): Record<string, unknown> {
  const total = [...s.statuses.values()].reduce((a, b) => a + b, 0);
  return {
    status: 'SUMMARY',
    puzzles: total,
    statuses: Object.fromEntries(s.statuses),
    levels: Object.fromEntries(DIFFICULTIES.map((l) => [l, s.levels.get(l) ?? 0])),
    techniques: Object.fromEntries([...s.techniques].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))),
  };
}

/** '#' lines: the totals, a bar per level (in level order) and per technique (most used first). */
function summaryLines(s: Summary): string[] {
  const total = [...s.statuses.values()].reduce((a, b) => a + b, 0);
  const graded = s.statuses.get('ANALYZED') ?? 0;
  const out = [`# summary: ${total} puzzles, ${[...s.statuses].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`];
  const bar = (n: number) => '#'.repeat(graded === 0 ? 0 : Math.max(1, Math.round((40 * n) / graded)));
  out.push('# level (puzzles):');
  for (const level of DIFFICULTIES) {
    const n = s.levels.get(level) ?? 0;
    out.push(`#   ${level.padEnd(26)} ${String(n).padStart(6)} ${n ? bar(n) : ''}`.trimEnd());
  }
  out.push('# technique (puzzles using it):');
  for (const [t, n] of [...s.techniques].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    out.push(`#   ${t.padEnd(26)} ${String(n).padStart(6)} ${bar(n)}`);
  }
  return out;
}

function jsonOf(a: Analysis): Record<string, unknown> {
  return {
    status: 'ANALYZED',
    level: a.level,
    levelTechnique: a.levelStep?.technique ?? null,
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
