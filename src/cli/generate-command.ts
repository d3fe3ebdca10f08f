// `sudoku generate --size N [--box RxC] [--difficulty easy|medium|hard|expert] [--count K] [--seed S] [--json] [--stats]`
// With --seed S the first puzzle replays seed S exactly; puzzle k > 1 uses seed `S#k`.
import { alphabetFits, formatBoardText, generate, resolveShape, type Difficulty } from '../engine/index.js';
import { alphabetFlag, boxFlag, budgetFlags, checkFlags, intFlag, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { progressBar, writeSummary } from './progress.js';

export async function generateCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, ['size', 'box', 'difficulty', 'count', 'seed', 'json', 'stats', 'max-nodes', 'timeout-ms', 'alphabet']);
  if (bad) return bad.message;
  if (args.positional.length > 0) return `generate takes no positional argument, got '${args.positional[0]}'`;
  const size = intFlag(args, 'size', 2);
  if (size instanceof Error) return size.message;
  if (size === undefined) return '--size N is required';
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const count = intFlag(args, 'count');
  if (count instanceof Error) return count.message;
  const budget = budgetFlags(args);
  if (budget instanceof Error) return budget.message;
  const d = String(args.flags.get('difficulty') ?? 'medium').toUpperCase();
  if (d !== 'EASY' && d !== 'MEDIUM' && d !== 'HARD' && d !== 'EXPERT') {
    return `--difficulty must be easy, medium, hard or expert, got '${args.flags.get('difficulty')}'`;
  }
  const difficulty = d as Difficulty;
  const seedFlag = args.flags.get('seed');
  if (seedFlag === true) return '--seed needs a value';
  const json = args.flags.has('json');
  const alphabet = alphabetFlag(args);
  if (alphabet instanceof Error) return alphabet.message;
  if (!alphabetFits(alphabet, size)) return `--alphabet ${args.flags.get('alphabet')} cannot write a ${size}x${size} board`;
  const formatCells = (cells: Uint8Array) => formatBoardText(cells, alphabet);
  const total = count ?? 1;

  // A bad --size/--box is a bad argument, not a per-puzzle failure.
  const shape = resolveShape(size, box.boxRows, box.boxCols);
  if (!shape.ok) return shape.error.message;

  const out = new LineWriter(process.stdout);
  const bar = progressBar('generating', () => total);
  const start = performance.now();
  for (let k = 1; k <= total; k++) {
    const seed = seedFlag === undefined ? undefined : k === 1 ? seedFlag : `${seedFlag}#${k}`;
    const g = generate({ size, ...box, difficulty, seed, ...budget });
    if (g.status !== 'GENERATED') {
      const message = g.status === 'BAD_SHAPE' ? g.error.message : g.message;
      await out.line(json ? JSON.stringify({ status: g.status, error: message }) : `${g.status}: ${message}`);
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
          ms: Math.round(v.stats.ms * 1000) / 1000,
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
