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
  '[--technique T] [--symmetry S] [--pattern FILE] [--minimal] [--variant V[,W]] [--format F] [--count K] [--seed S] ' +
  '[--alphabet A] [--max-nodes K] [--timeout-ms T] [--json] [--stats]';

export { CANON_USAGE, CONVERT_USAGE, EXPLAIN_USAGE, RATE_USAGE };

export const USAGE =
  `usage:\n  ${SOLVE_USAGE}\n  ${GENERATE_USAGE}\n  ${RATE_USAGE}\n  ${EXPLAIN_USAGE}\n  ${CONVERT_USAGE}\n  ${CANON_USAGE}\n` +
  '  sudoku help | sudoku COMMAND --help | sudoku --version\n';

const ALPHABET_HELP = `  --alphabet A       Symbols: digits (default; 1-9 then A-P, blanks . 0 _ *), hex (16x16: 0-F, blank .)
                     or letters (A=1 ... P=16); output uses the same.   e.g. --alphabet hex`;

export const SOLVE_HELP = `${SOLVE_USAGE}

Solves one puzzle per line of FILE (or standard input, also with -) and prints one line per input
line, in order. A puzzle line holds N² symbols in row-major order ('|' and spaces are ignored), or
a puzzle in another format, detected as 'sudoku rate' detects it and solved with its rules: an
f-puzzles or SudokuPad link, an f-puzzles JSON on one line, a killer or jigsaw text, a SudokuWiki
string… (see 'sudoku convert --help'). A file of .sdk or .ss puzzles (grids over several lines,
separated by blank lines) is answered one line per puzzle. Output per puzzle:
  the solution                       (exactly one solution)
  the solution then ' MULTIPLE'      (the lexicographically first of several solutions)
  NO_SOLUTION | CONFLICT | LIMIT_EXCEEDED
  INVALID: line N: <why>             (N counts every input line from 1)
Blank lines and lines starting with '#' are echoed unchanged, so output line k answers input line k.

Options:
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --format F         Every puzzle in this format (default: detected per line); solved one by one,
                     solutions as N² symbols.                                e.g. --format fpuzzles
${ALPHABET_HELP}
  --json             JSON Lines, one object per input line (e.g. --json): status, solution, unique,
                     nodes, backtracks, ms (INVALID: line and error; a blank line {status: BLANK,
                     line}, a comment {status: COMMENT, line, text}).
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

Generates puzzles with exactly one solution, one line each (the puzzle, '.' for blanks; a variant
puzzle as an f-puzzles link, which carries its rules). A puzzle that cannot be made as asked
(GRADE_NOT_REACHED, LIMIT_EXCEEDED, a variant the generator does not make) ends the run: the
puzzles made before it are printed, the reason goes to stderr and the exit status is 1.

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
  --variant V[,W]    The variants the puzzle plays: killer, x, jigsaw, windoku, anti_knight, thermo…
                     (combinations where the generator makes them).        e.g. --variant killer,x
  --format F         The puzzles' format (see 'sudoku convert --help'); default cells, or
                     fpuzzles for a variant (sudokupad above 16x16).         e.g. --format sudokupad
  --count K          How many puzzles (default 1).                          e.g. --count 100
  --seed S           Replays: puzzle 1 uses seed S, puzzle k > 1 seed S#k.   e.g. --seed daily-2026-12-01
${ALPHABET_HELP}
  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 1000000
  --timeout-ms T     Milliseconds per puzzle before LIMIT_EXCEEDED.         e.g. --timeout-ms 2000
  --json             One JSON object per puzzle: puzzle, solution, seed, size, box, difficulty, removed,
                     target, gradeMet, rating, ms; a variant's variants, rules and text too. e.g. --json
  --stats            On stderr: puzzles, seconds, puzzles/s.                e.g. --stats
  -h, --help         This text.

Examples:
  sudoku generate --size 9 --difficulty hard --count 10 --seed club > puzzles.txt
  sudoku generate --size 9 --variant killer --seed club > killer.txt
`;

const BUDGET_HELP = `  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 100000
  --timeout-ms T     Milliseconds per puzzle before LIMIT_EXCEEDED.         e.g. --timeout-ms 500`;

export const RATE_HELP = `${RATE_USAGE}

Grades one puzzle per line of FILE (or standard input) by the techniques a person needs (a puzzle
in any format, detected, with its rules; a file of .sdk / .ss puzzles one line per puzzle), one
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
  --json             JSON Lines, one object per puzzle (e.g. --json): level, levelTechnique, score, hardest,
                     its input line and the steps, with placements and eliminations as {row,col,value}
                     (0-based); blank and comment lines and the summary are objects too.
${BUDGET_HELP}
  -h, --help         This text.

Example:
  sudoku rate puzzles.txt
`;

export const EXPLAIN_HELP = `${EXPLAIN_USAGE}

Prints each puzzle's grade, then its numbered steps in words (technique and one sentence each).
Puzzles in any format, detected, with their rules.

Options:
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --format F         Every puzzle in this format (default: detected).       e.g. --format fpuzzles
${BUDGET_HELP}
  -h, --help         This text.

Example:
  echo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' | sudoku explain
`;

export const CONVERT_HELP = `${CONVERT_USAGE}

Writes every puzzle of FILE (or standard input) in another board format (docs/formats.md), with
its variant rules. Formats (any case): cells (N² symbols), sudokuwiki (162 characters, 9x9; X,
jigsaw and killer links), pencilmarks (N³), hodoku (library line, 9x9), sdk (SadMan file), sdm
(SadMan line, '0' blank), ss (Simple Sudoku grid), fpuzzles (f-puzzles link, up to 16x16, every
rule; its JSON on one line reads too), sudokupad (SudokuPad link, every rule), killer_short (the
forum's 81-character killer), sudocue_killer (SudoCue's 3x3:d:k: line), jigsaw_text (givens then
regions). Line formats are one puzzle a line, blank and '#' lines echoed; sdk and ss puzzles span
lines, each ended by a blank line (such a file reads back puzzle by puzzle). Without --from each
puzzle's format is detected. A bad puzzle, or one the target cannot carry (a variant's rules in
cells or sdk, a 16x16 in hodoku), prints INVALID: line N: <why> and the run goes on.

Options:
  --from F           The input's format (default: detected per puzzle).     e.g. --from hodoku
  --to F             The output's format (required).                        e.g. --to sudokupad
  --box RxC          Box shape for formats that do not carry it.            e.g. --box 3x2
${ALPHABET_HELP}
  -h, --help         This text.

Examples:
  sudoku convert --from sdm --to hodoku puzzles.sdm > puzzles.txt
  sudoku convert --to sudokupad killers.txt > links.txt
`;

export const CANON_HELP = `${CANON_USAGE}

Prints each puzzle's canonical key: the smallest image of the board under relabelling, row and
column swaps within bands and stacks, band and stack swaps, and transposition when the boxes are
square. A variant puzzle (any format, with its rules) gets a key N-r-c/KINDS:digest under the
transforms its rules admit (docs/formats.md), never equal to a classic key. Two puzzles are the
same up to those symmetries exactly when their keys are equal. Blank and '#' lines are echoed; a
bad line prints INVALID: line N: <why>; LIMIT_EXCEEDED when a board's symmetries need more than
K search nodes (default ${'2,000,000'}).

Options:
  --format F         Input in another board format (see 'sudoku convert --help'). e.g. --format sdm
  --box RxC          Box shape when it is not the standard one for N.       e.g. --box 4x3
  --max-nodes K      Search nodes per puzzle before LIMIT_EXCEEDED.         e.g. --max-nodes 100000
  --json             JSON Lines: {status, key} per puzzle, blank and comment lines as objects.
                                                                             e.g. --json
  -h, --help         This text.

Example:
  sudoku canon puzzles.txt | sort | uniq -d
`;

export const HELP = `sudoku: solve, grade, explain and generate Sudoku puzzles and their variants, every size from 4x4 to 25x25.

Commands:
  solve      Solve one puzzle per input line.          sudoku solve puzzles.txt
  rate       Grade puzzles by technique.               sudoku rate puzzles.txt
  explain    The logical steps of each puzzle.         sudoku explain puzzles.txt
  generate   Generate puzzles with one solution each.  sudoku generate --size 9 --count 5
  convert    Puzzles from one board format to another. sudoku convert --to sdk puzzles.txt
  canon      The canonical key of each puzzle.         sudoku canon puzzles.txt
  help       This text; 'sudoku COMMAND --help' describes a command's options.

  sudoku --version prints the version.
Puzzles may be variants (killer, jigsaw, X, thermo, …) in any format that carries their rules.
Exit status: 0; 2 on bad arguments; 1 when generate cannot make a puzzle as asked (a bad puzzle
line is an INVALID output line, not an error).
`;

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
