// The CLI's help texts: `sudoku help`, `sudoku COMMAND --help`, and the usage shown on bad arguments.
import { readFileSync } from 'node:fs';
import { CANON_USAGE } from './canon-command.js';
import { CONVERT_USAGE } from './convert-command.js';
import { EXPLAIN_USAGE, RATE_USAGE } from './rate-command.js';

export const SOLVE_USAGE =
  'sudoku solve [FILE|-] [--format F] [--box RxC] [--alphabet A] [--json] [--strict] [--skip-comments] ' +
  '[--max-nodes K] [--timeout-ms T] [--threads N] [--stats]';
export const GENERATE_USAGE =
  'sudoku generate --size N [--box RxC] [--difficulty easy|medium|hard|expert|master] [--min-score X] [--max-score Y] ' +
  '[--technique T] [--symmetry S] [--pattern FILE] [--minimal] [--count K] [--seed S] [--alphabet A] [--max-nodes K] ' +
  '[--timeout-ms T] [--json] [--stats]';

export { CANON_USAGE, CONVERT_USAGE, EXPLAIN_USAGE, RATE_USAGE };

export const USAGE =
  `usage:\n  ${SOLVE_USAGE}\n  ${GENERATE_USAGE}\n  ${RATE_USAGE}\n  ${EXPLAIN_USAGE}\n  ${CONVERT_USAGE}\n  ${CANON_USAGE}\n` +
  '  sudoku help | sudoku COMMAND --help | sudoku --version\n';

const ALPHABET_HELP = `  --alphabet A       Symbols: digits (default; 1-9 then A-P, blanks . 0 _ *), hex (16x16: 0-F, blank .)
                     or letters (A=1 ... P=16); output uses the same.   e.g. --alphabet hex`;

export const SOLVE_HELP = `${SOLVE_USAGE}

Solves one puzzle per line of FILE (or standard input, also with -) and prints one line per input
line, in order. A puzzle line holds N² symbols in row-major order; '|' and spaces are ignored.
Output per puzzle line:
  the solution                       (exactly one solution)
  the solution then ' MULTIPLE'      (the lexicographically first of several solutions)
  NO_SOLUTION | CONFLICT | LIMIT_EXCEEDED
  INVALID: line N: <why>             (N counts every input line from 1)
Blank lines and lines starting with '#' are echoed unchanged, so output line k answers input line k.

Options:
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --format F         Input in another board format (see 'sudoku convert --help'); solved
                     one by one, solutions as N² symbols.                    e.g. --format hodoku
${ALPHABET_HELP}
  --json             One JSON object per puzzle line: status, solution, unique, nodes, backtracks, ms
                     (INVALID: line and error).                             e.g. --json
  --strict           Print MULTIPLE instead of a solution that is not unique. e.g. --strict
  --skip-comments    Print nothing for blank and '#' lines.                 e.g. --skip-comments
  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 100000
  --timeout-ms T     Milliseconds per puzzle before LIMIT_EXCEEDED.         e.g. --timeout-ms 500
  --threads N        Solve on N threads (default 1, at most 64): the same output in the same order,
                     sooner on large files of hard puzzles. Not with --format. e.g. --threads 2
  --stats            On stderr: puzzles, seconds, puzzles/s, count per status. e.g. --stats
  -h, --help         This text.

Example:
  sudoku solve puzzles.txt --stats > solutions.txt
  sudoku solve big.txt --threads 2 > solutions.txt
  echo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' | sudoku solve
`;

export const GENERATE_HELP = `${GENERATE_USAGE}

Generates puzzles with exactly one solution, one line each (the puzzle, '.' for blanks).

Options:
  --size N           Board size, 2 to 25 (required).                        e.g. --size 16
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --difficulty D     easy, medium (default), hard, expert or master.        e.g. --difficulty expert
                     The puzzle rates exactly that level where the shape reaches it (--json:
                     difficulty is the rated level, gradeMet false if not the one asked; docs/logic.md).
  --min-score X      Lowest score (Sudoku Explainer scale); refused (GRADE_NOT_REACHED) when not met.
                     Without --difficulty the level is free.                 e.g. --min-score 4.0
  --max-score Y      Highest score, as --min-score.                          e.g. --max-score 6.0
  --technique T      Practice: the hardest step is technique T (as rate prints it), drawn from the
                     practice bank where it has one; a refusal names one to try. e.g. --technique x_wing
  --symmetry S       Clue symmetry: none, rotate_180, rotate_90 and diagonal (square boxes only),
                     mirror (left-right) or flip (top-bottom).              e.g. --symmetry rotate_180
  --pattern FILE     Clue mask, N² characters ('x' or '1' a given, '.' or '0' empty; spaces and
                     line breaks ignored): the givens are exactly those cells. e.g. --pattern mask.txt
  --minimal          No given can be removed without losing uniqueness.     e.g. --minimal
  --count K          How many puzzles (default 1).                          e.g. --count 100
  --seed S           Replays: puzzle 1 uses seed S, puzzle k > 1 seed S#k.   e.g. --seed daily-2026-12-01
${ALPHABET_HELP}
  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 1000000
  --timeout-ms T     Milliseconds per puzzle before LIMIT_EXCEEDED.         e.g. --timeout-ms 2000
  --json             One JSON object per puzzle: puzzle, solution, seed, size, box, difficulty, removed,
                     target, gradeMet, rating, ms.                          e.g. --json
  --stats            On stderr: puzzles, seconds, puzzles/s.                e.g. --stats
  -h, --help         This text.

Example:
  sudoku generate --size 9 --difficulty hard --count 10 --seed club > puzzles.txt
`;

const BUDGET_HELP = `  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 100000
  --timeout-ms T     Milliseconds per puzzle before LIMIT_EXCEEDED.         e.g. --timeout-ms 500`;

export const RATE_HELP = `${RATE_USAGE}

Grades one puzzle per line of FILE (or standard input) by the techniques a person needs, one
output line per input line: LEVEL score hardest (LEVEL, EASY to MASTER, is the players' level: the
hardest family needed, simpler families first; the score and hardest step are Sudoku Explainer's;
docs/logic.md, "Two measures"), MULTIPLE (several solutions: not graded),
CONFLICT, NO_SOLUTION, LIMIT_EXCEEDED, or INVALID: line N: <why>. Blank and '#' lines are echoed.

Options:
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --format F         Input in another board format (see 'sudoku convert --help'). e.g. --format sdm
  --filter EXPR      Keep the graded puzzles matching every condition, each line as 'N: …' with its
                     input line number. Fields score, givens (numbers), level (EASY<…<EXPERT),
                     hardest, uses (techniques); operators = != < <= > >=.
                                                           e.g. --filter "score>=7 level=EXPERT"
  --summary          End with '#' lines: puzzles per status, per level and per technique.
                                                           e.g. --summary
  --json             One JSON object per puzzle: level, levelTechnique, score, hardest and the steps, with placements
                     and eliminations as {row,col,value} (0-based).         e.g. --json
${BUDGET_HELP}
  -h, --help         This text.

Example:
  sudoku rate puzzles.txt
`;

export const EXPLAIN_HELP = `${EXPLAIN_USAGE}

Prints each puzzle's grade, then its numbered steps in words (technique and one sentence each).

Options:
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
${BUDGET_HELP}
  -h, --help         This text.

Example:
  echo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' | sudoku explain
`;

export const CONVERT_HELP = `${CONVERT_USAGE}

Writes every puzzle of FILE (or standard input) in another board format (docs/formats.md).
Formats (any case): cells (N² symbols), sudokuwiki (162 characters, 9x9), pencilmarks (N³),
hodoku (library line, 9x9), sdk (SadMan file), sdm (SadMan line, '0' blank), ss (Simple Sudoku
grid), fpuzzles (f-puzzles link, up to 16x16), sudokupad (SudokuPad link). Line formats are one
puzzle a line, blank and '#' lines echoed; an sdk or ss file is one puzzle. Without --from each
puzzle's format is detected. A bad puzzle prints INVALID: line N: <why> and the run goes on.

Options:
  --from F           The input's format (default: detected per puzzle).     e.g. --from hodoku
  --to F             The output's format (required).                        e.g. --to sudokupad
  --box RxC          Box shape for formats that do not carry it.            e.g. --box 3x2
${ALPHABET_HELP}
  -h, --help         This text.

Example:
  sudoku convert --from sdm --to hodoku puzzles.sdm > puzzles.txt
`;

export const CANON_HELP = `${CANON_USAGE}

Prints each puzzle's canonical key: the smallest image of the board under relabelling, row and
column swaps within bands and stacks, band and stack swaps, and transposition when the boxes are
square. Two puzzles are the same up to those symmetries exactly when their keys are equal. Blank
and '#' lines are echoed; a bad line prints INVALID: line N: <why>; LIMIT_EXCEEDED when a board's
symmetries need more than K search nodes (default ${'2,000,000'}).

Options:
  --format F         Input in another board format (see 'sudoku convert --help'). e.g. --format sdm
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 100000
  -h, --help         This text.

Example:
  sudoku canon puzzles.txt | sort | uniq -d
`;

export const HELP = `sudoku: solve, grade, explain and generate Sudoku puzzles of every size from 4x4 to 25x25.

Commands:
  solve      Solve one puzzle per input line.          sudoku solve puzzles.txt
  rate       Grade puzzles by technique.               sudoku rate puzzles.txt
  explain    The logical steps of each puzzle.         sudoku explain puzzles.txt
  generate   Generate puzzles with one solution each.  sudoku generate --size 9 --count 5
  convert    Puzzles from one board format to another. sudoku convert --to sdk puzzles.txt
  canon      The canonical key of each puzzle.         sudoku canon puzzles.txt
  help       This text; 'sudoku COMMAND --help' describes a command's options.

  sudoku --version prints the version.
Exit status: 0, or 2 on bad arguments (a bad puzzle line is an INVALID output line, not an error).
`;

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
