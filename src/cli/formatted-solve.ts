// `sudoku solve --format F`: puzzles in another board format (docs/formats.md) solved one by one
// on the slow path (decode, solve, write the solution as N² symbols); the plain CELLS lines keep
// solve-command.ts's byte path. Output lines follow solve's: the solution, `… MULTIPLE`, a status,
// or INVALID: line N: why; blank and '#' lines echoed.
import { formatBoardText, type Alphabet, type BoardFormat } from '../engine/codec.js';
import { solve, type SolveOptions } from '../engine/index.js';
import { answerPuzzles } from './puzzle-answers.js';

export async function solveFormatted(
  file: string,
  format: BoardFormat,
  box: { boxRows?: number; boxCols?: number },
  alphabet: Alphabet,
  options: SolveOptions,
  strict: boolean,
): Promise<string | undefined> {
  return answerPuzzles(file, format, box, (puzzle) => {
    const r = solve(puzzle.state.board, options);
    const multiple = r.status === 'SOLVED' && !r.unique;
    if (r.solution && !(multiple && strict)) return formatBoardText(r.solution, alphabet) + (multiple ? ' MULTIPLE' : '');
    return multiple ? 'MULTIPLE' : r.status;
  });
}
