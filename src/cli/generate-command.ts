// `sudoku generate --size N [--box RxC] [--difficulty easy|…|master] [--min-score X] [--max-score Y]
//  [--technique NAME] [--symmetry S] [--pattern FILE] [--minimal] [--variant V[,W]] [--format F]
//  [--count K] [--seed S] [--json] [--stats]`
// With --seed S the first puzzle replays seed S exactly; puzzle k > 1 uses seed `S#k`. A variant
// puzzle is written in a format that carries its rules (an f-puzzles link by default). A puzzle the
// generator cannot make as asked stops the run: its reason on stderr, exit status 1.
import { readFileSync } from 'node:fs';
import { alphabetFits, encodeBoard, formatBoardText, roundMs, type BoardFormat } from '../engine/codec.js';
import {
  checkGenerateOptions,
  generate,
  isDifficulty,
  resolveShape,
  RULE_KINDS,
  SYMMETRIES,
  variantsOf,
  type Difficulty,
  type GenerateOptions,
  type Rule,
  type Variant,
} from '../engine/index.js';
import { alphabetFlag, boxFlag, budgetFlags, checkFlags, intFlag, type CommandResult, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { withoutBom } from './puzzle-input.js';
import { progressBar, writeSummary } from './progress.js';
import { formatFlag } from './puzzle-input.js';

/** Every variant, in the engine's order: the variants of one rule of every kind (NEGATIVE goes with its family). */
const VARIANT_NAMES: readonly Variant[] = variantsOf(RULE_KINDS.filter((k) => k !== 'NEGATIVE').map((kind) => ({ kind }) as Rule));

/** `--variant killer,x` → ['KILLER', 'X'] (names in any case, '-' for '_'), or the message of a bad name. */
function variantFlag(args: ParsedArgs): Variant[] | undefined | string {
  const v = args.flags.get('variant');
  if (v === undefined) return undefined;
  if (v === true) return '--variant needs a value, e.g. --variant killer or --variant killer,x';
  const out: Variant[] = [];
  for (const name of v.split(',').map((x) => x.trim().toUpperCase().replace(/-/g, '_'))) {
    const known = VARIANT_NAMES.find((n) => n === name);
    if (!known)
      return `--variant must list variants among ${VARIANT_NAMES.map((n) => n.toLowerCase()).join(', ')}; got '${name.toLowerCase()}'`;
    if (!out.includes(known)) out.push(known);
  }
  return out;
}

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
  'variant',
  'format',
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
  variants: '--variant',
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
      pattern = withoutBom(readFileSync(file, 'utf8')).replace(/[\s|]/g, '');
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

export async function generateCommand(args: ParsedArgs): Promise<CommandResult> {
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
  const variants = variantFlag(args);
  if (typeof variants === 'string') return variants;
  const refused = checkGenerateOptions({ size, ...box, ...grade, variants });
  if (refused) return `${FLAG_OF[refused.field] ?? refused.field}: ${refused.message}`;
  const seedFlag = args.flags.get('seed');
  if (seedFlag === true) return '--seed needs a value';
  const json = args.flags.has('json');
  const alphabet = alphabetFlag(args);
  if (alphabet instanceof Error) return alphabet.message;
  if (!alphabetFits(alphabet, size)) return `--alphabet ${args.flags.get('alphabet') ?? 'digits'} cannot write a ${size}x${size} board`;
  const formatCells = (cells: Uint8Array) => formatBoardText(cells, alphabet);
  // A variant's rules need a format that carries them: an f-puzzles link (SudokuPad above 16×16).
  const format = formatFlag(args, 'format');
  if (format instanceof Error) return format.message;
  const writeAs: BoardFormat = format ?? (variants === undefined ? 'CELLS' : size > 16 ? 'SUDOKUPAD' : 'FPUZZLES');
  const total = count ?? 1;

  const out = new LineWriter(process.stdout);
  const bar = progressBar('generating', () => total);
  const start = performance.now();
  let failed = false;
  for (let k = 1; k <= total && !failed; k++) {
    const seed = seedFlag === undefined ? undefined : k === 1 ? seedFlag : `${seedFlag}#${k}`;
    const g = generate({ size, ...box, ...grade, variants, seed, ...budget });
    if (g.status !== 'GENERATED') {
      // The request cannot be met: the puzzles made so far stand, the reason goes to stderr, exit 1.
      const message =
        g.status === 'BAD_SHAPE' ? g.error.message : g.status === 'BAD_OPTION' ? `${FLAG_OF[g.field] ?? g.field}: ${g.message}` : g.message;
      // A technique the shape can practise instead, when one was asked.
      const offer = g.status === 'GRADE_NOT_REACHED' && g.offer !== null ? ` (try --technique ${g.offer.toLowerCase()})` : '';
      await out.flush();
      process.stderr.write(`sudoku generate: puzzle ${k}${seed === undefined ? '' : ` (seed ${seed})`}: ${g.status}: ${message}${offer}\n`);
      failed = true;
      break;
    }
    if (!g.gradeMet && grade.difficulty !== undefined) {
      process.stderr.write(`sudoku generate: puzzle ${k}: rated ${g.difficulty}, not the ${grade.difficulty} asked (the nearest found)\n`);
    }
    const text = writeAs === 'CELLS' ? formatCells(g.puzzle.cells) : encodeBoard(g.puzzle, writeAs, { alphabet });
    if (typeof text !== 'string' && !text.ok) {
      await out.flush();
      process.stderr.write(`sudoku generate: puzzle ${k}: --format ${writeAs.toLowerCase()}: ${text.error.message}\n`);
      failed = true;
      break;
    }
    const written = typeof text === 'string' ? text : text.value;
    if (json) {
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
          // A variant's rules (the engine's rule model, cells row-major) and the puzzle in a format that carries them.
          ...(v.puzzle.rules !== undefined && v.puzzle.rules.length > 0
            ? { variants: variantsOf(v.puzzle.rules), rules: v.puzzle.rules, text: written }
            : {}),
        }),
      );
    } else {
      await out.line(written);
    }
    bar.tick(k);
  }
  await out.flush();
  bar.end();
  if (args.flags.has('stats')) writeSummary(total, start, 1);
  return failed ? { exit: 1 } : undefined;
}
