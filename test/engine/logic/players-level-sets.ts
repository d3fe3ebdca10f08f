// The public 9×9 sets through the players' level (players-level*.test.ts): which boards singles
// solve, and what analyze says of them. The sample runs in test:quick, the whole sets in `npm test`.
import { analyze, type Analysis, type Board } from '../../../src/engine/index.js';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { runLogic } from '../../../src/engine/logic/solver.js';
import { LEVELS } from '../../../src/engine/logic/table.js';
import { readLines, toValues } from '../../../support/oracle.js';

export const SETS = [
  'kaggle_easy_10k',
  '17clue_20k',
  'magictour_top1465',
  'forum_hardest_1905_11plus_20k',
  'forum_hardest_1106',
  'serg_benchmark_10k',
] as const;

export const RANK = { EASY: 0, MEDIUM: 1, HARD: 2, EXPERT: 3, MASTER: 4 } as const;

export function board9(line: string): Board {
  return { shape: { size: 9, boxRows: 3, boxCols: 3 }, cells: Uint8Array.from(toValues(line)) };
}

/** Singles alone (full house, hidden and naked singles, nothing else) fill the board. */
export function singlesSolve(board: Board): boolean {
  return runLogic(gridOf(board), { maxLevel: 'EASY' }).end === 'SOLVED';
}

export function analysed(board: Board): Analysis {
  const o = analyze(board);
  if (o.status !== 'ANALYZED') throw new Error(o.status);
  return o.analysis;
}

/** What every analysis of a board with one solution must say of its two levels; '' when it does. */
export function levelProblem(a: Analysis): string {
  if (a.level === null) return 'no level';
  if (RANK[a.level] > RANK[a.pathLevel]) return `level ${a.level} above SE's path's ${a.pathLevel}`;
  const top = a.levelSteps.filter((s) => LEVELS[s.technique] === a.level);
  if (a.levelStep === null) return a.levelSteps.length === 0 ? '' : 'no level step';
  if (!top.includes(a.levelStep)) return `level step ${a.levelStep.technique} is not of level ${a.level}`;
  return '';
}

/** Every singles-solvable board of a set's first `count` lines, and the analysis of each that is not EASY. */
export function singlesBoards(set: (typeof SETS)[number], count = Infinity, step = 1): { singles: number; notEasy: string[] } {
  const lines = readLines(`9x9/${set}.txt`, count);
  let singles = 0;
  const notEasy: string[] = [];
  for (let i = 0; i < lines.length; i += step) {
    const board = board9(lines[i]);
    if (!singlesSolve(board)) continue;
    singles++;
    const a = analysed(board);
    if (a.level !== 'EASY' || a.levelStep === null || LEVELS[a.levelStep.technique] !== 'EASY') {
      notEasy.push(`${set} line ${i + 1}: ${a.level} ${a.levelStep?.technique}`);
    }
  }
  return { singles, notEasy };
}
