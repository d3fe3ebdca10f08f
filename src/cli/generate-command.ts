// `sudoku generate --size N [--box RxC] [--difficulty easy|…|master] [--min-score X] [--max-score Y]
//  [--technique NAME] [--symmetry S] [--pattern FILE] [--minimal] [--count K] [--seed S] [--json] [--stats]`
// With --seed S the first puzzle replays seed S exactly; puzzle k > 1 uses seed `S#k`.
import { readFileSync } from 'node:fs';
import { alphabetFits, formatBoardText, roundMs } from '../engine/codec.js';
import {
  checkGenerateOptions,
  generate,
  isDifficulty,
  resolveShape,
  SYMMETRIES,
  type Difficulty,
  type GenerateOptions,
} from '../engine/index.js';
import { alphabetFlag, boxFlag, budgetFlags, checkFlags, intFlag, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { progressBar, writeSummary } from './progress.js';

const FLAGS = [
  'size',
  'box',
  'difficulty',
  'count',
  'seed',
  'json',
  'stats',
  'max-nodes',
  'timeout-ms',
  'alphabet',
  'symmetry',
  'pattern',
  'minimal',
  'min-score',
  'max-score',
  'technique',
];
/** The CLI's name of each engine option a BAD_OPTION names. */
const FLAG_OF: Readonly<Record<string, string>> = {
  difficulty: '--difficulty',
  minScore: '--min-score',
  maxScore: '--max-score',
  requireTechnique: '--technique',
  symmetry: '--symmetry',
  pattern: '--pattern',
  minimal: '--minimal',
};

function scoreFlag(args: ParsedArgs, name: string): number | undefined | Error {
  const v = args.flags.get(name);
  if (v === undefined) return undefined;
  if (v === true || !/^\d+(\.\d+)?$/.test(v)) return new Error(`--${name} must be a score such as 6.5, got '${v}'`);
  return Number(v);
}

/** The options beyond shape and seed, or the message of the first bad flag. */
function gradeFlags(args: ParsedArgs): Omit<GenerateOptions, 'size' | 'seed'> | string {
  const minScore = scoreFlag(args, 'min-score');
  if (minScore instanceof Error) return minScore.message;
  const maxScore = scoreFlag(args, 'max-score');
  if (maxScore instanceof Error) return maxScore.message;
  const technique = args.flags.get('technique');
  if (technique === true) return '--technique needs a value';
  const d = args.flags.get('difficulty');
  // Without --difficulty the engine's plan decides: MEDIUM, or the score band, technique, pattern
  // or minimality alone.
  let difficulty: Difficulty | undefined;
  if (d !== undefined) {
    const up = String(d).toUpperCase();
    if (!isDifficulty(up)) return `--difficulty must be easy, medium, hard, expert or master, got '${d}'`;
    difficulty = up;
  }
  const sym = args.flags.get('symmetry');
  let symmetry: GenerateOptions['symmetry'];
  if (sym !== undefined) {
    const up = String(sym).toUpperCase().replace(/-/g, '_');
    if (!(SYMMETRIES as readonly string[]).includes(up)) {
      return `--symmetry must be one of ${SYMMETRIES.map((s) => s.toLowerCase()).join(', ')}, got '${sym}'`;
    }
    symmetry = up as GenerateOptions['symmetry'];
  }
  const file = args.flags.get('pattern');
  let pattern: string | undefined;
  if (file !== undefined) {
    if (file === true) return '--pattern needs a file';
    try {
      // The mask may be written as rows; whitespace and '|' separators are ignored.
      pattern = readFileSync(file, 'utf8').replace(/[\s|]/g, '');
    } catch (e) {
      return `--pattern ${file}: ${(e as Error).message}`;
    }
  }
  return {
    difficulty,
    minScore,
    maxScore,
    requireTechnique: technique === undefined ? undefined : technique.toUpperCase().replace(/-/g, '_'),
    symmetry,
    pattern,
    minimal: args.flags.has('minimal') || undefined,
  };
}

export async function generateCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, FLAGS);
  if (bad) return bad.message;
  if (args.positional.length > 0) return `generate takes no positional argument, got '${args.positional[0]}'`;
  const size = intFlag(args, 'size', 2);
  if (size instanceof Error) return size.message;
  if (size === undefined) return '--size N is required';
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  // A bad --size/--box is a bad argument, not a per-puzzle failure; checked before the alphabet,
  // which cannot write a board of an unsupported size either.
  const shape = resolveShape(size, box.boxRows, box.boxCols);
  if (!shape.ok) return `--${shape.error.field === 'size' ? 'size' : 'box'}: ${shape.error.message}`;
  const count = intFlag(args, 'count');
  if (count instanceof Error) return count.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const grade = gradeFlags(args);
  if (typeof grade === 'string') return grade;
  const refused = checkGenerateOptions({ size, ...box, ...grade });
  if (refused) return `${FLAG_OF[refused.field] ?? refused.field}: ${refused.message}`;
  const seedFlag = args.flags.get('seed');
  if (seedFlag === true) return '--seed needs a value';
  const json = args.flags.has('json');
  const alphabet = alphabetFlag(args);
  if (alphabet instanceof Error) return alphabet.message;
  if (!alphabetFits(alphabet, size)) return `--alphabet ${args.flags.get('alphabet') ?? 'digits'} cannot write a ${size}x${size} board`;
  const formatCells = (cells: Uint8Array) => formatBoardText(cells, alphabet);
  const total = count ?? 1;

  const out = new LineWriter(process.stdout);
  const bar = progressBar('generating', () => total);
  const start = performance.now();
  for (let k = 1; k <= total; k++) {
    const seed = seedFlag === undefined ? undefined : k === 1 ? seedFlag : `${seedFlag}#${k}`;
    const g = generate({ size, ...box, ...grade, seed, ...budget });
    if (g.status !== 'GENERATED') {
      const message = g.status === 'BAD_SHAPE' ? g.error.message : g.message;
      // A technique the shape can practise instead, when one was asked.
      const offer = g.status === 'GRADE_NOT_REACHED' && g.offer !== null ? g.offer : undefined;
      await out.line(
        json
          ? JSON.stringify({ status: g.status, error: message, ...(offer ? { offer } : {}) })
          : `${g.status}: ${message}${offer ? ` (try --technique ${offer.toLowerCase()})` : ''}`,
      );
    } else if (json) {
      const v = g;
      await out.line(
        JSON.stringify({
          puzzle: formatCells(v.puzzle.cells),
          solution: formatCells(v.solution.cells),
          seed: v.seed,
          size: v.puzzle.shape.size,
          box: `${v.puzzle.shape.boxRows}x${v.puzzle.shape.boxCols}`,
          difficulty: v.difficulty,
          removed: v.removed,
          target: v.target,
          gradeMet: v.gradeMet,
          rating: v.rating,
          ms: roundMs(v.stats.ms),
        }),
      );
    } else {
      await out.line(formatCells(g.puzzle.cells));
    }
    bar.tick(k);
  }
  await out.flush();
  bar.end();
  if (args.flags.has('stats')) writeSummary(total, start, 1);
  return undefined;
}
