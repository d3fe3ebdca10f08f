// `sudoku solve --format F` (or an input of .sdk / .ss puzzles): puzzles in another board format
// (docs/formats.md), rules included, solved one by one on the slow path (decode, solve, write the
// solution as N² symbols); the plain CELLS lines keep solve-command.ts's byte path. Output lines
// follow solve's: the solution, `… MULTIPLE`, a status, or INVALID: line N: why; blank and '#' lines
// echoed; with --json one JSON object per line, as the byte path writes them.
import { formatBoardText, roundMs, type Alphabet, type BoardFormat, type DecodedBoard } from '../engine/codec.js';
import { solve, type SolveOptions } from '../engine/index.js';
import { answerPuzzles, answerText, type Answer } from './puzzle-answers.js';

export interface FormattedSettings {
  readonly box: { boxRows?: number; boxCols?: number };
  readonly alphabet: Alphabet;
  readonly options: SolveOptions;
  readonly strict: boolean;
  readonly json: boolean;
  readonly skipComments: boolean;
}

/** Each puzzle of `file` (or of `text`, the input already read) solved with its rules. */
export async function solveFormatted(
  input: { file: string } | { text: string },
  format: BoardFormat | undefined,
  s: FormattedSettings,
): Promise<string | undefined> {
  const options = { ...s.box, alphabet: s.alphabet };
  const answer = (puzzle: DecodedBoard): Answer => {
    const r = solve(puzzle.state.board, s.options);
    const multiple = r.status === 'SOLVED' && !r.unique;
    const solution = r.solution ? formatBoardText(r.solution, s.alphabet) : null;
    const text = solution !== null && !(multiple && s.strict) ? solution + (multiple ? ' MULTIPLE' : '') : multiple ? 'MULTIPLE' : r.status;
    const json = {
      status: r.status,
      solution,
      unique: r.unique ?? null,
      nodes: r.stats.nodes,
      backtracks: r.stats.backtracks,
      ms: roundMs(r.stats.ms),
    };
    return { text, json };
  };
  if ('text' in input) {
    await answerText(input.text, format, options, answer, s.json, s.skipComments);
    return undefined;
  }
  return answerPuzzles(input.file, format, options, answer, s.json, s.skipComments);
}
