// `sudoku solve --format F`: puzzles in another board format (docs/formats.md) solved one by one
// on the slow path (decode, solve, write the solution as N² symbols); the plain CELLS lines keep
// solve-command.ts's byte path. Output lines follow solve's: the solution, `… MULTIPLE`, a status,
// or INVALID: line N: why; blank and '#' lines echoed.
import { formatBoardText, solve, type Alphabet, type BoardFormat, type SolveOptions } from '../engine/index.js';
import { LineWriter } from './output.js';
import { puzzleLines, readInput } from './puzzle-input.js';

export async function solveFormatted(
  file: string,
  format: BoardFormat,
  box: { boxRows?: number; boxCols?: number },
  alphabet: Alphabet,
  options: SolveOptions,
  strict: boolean,
): Promise<string | undefined> {
  const text = readInput(file);
  if (text instanceof Error) return text.message;
  const out = new LineWriter(process.stdout);
  for (const entry of puzzleLines(text, format, box)) {
    if (entry.kind !== 'puzzle') {
      await out.line(entry.text);
      continue;
    }
    if (!entry.decoded.ok) {
      await out.line(`INVALID: line ${entry.line}: ${entry.decoded.error.message}`);
      continue;
    }
    const r = solve(entry.decoded.value.state.board, options);
    const multiple = r.status === 'SOLVED' && !r.unique;
    if (r.solution && !(multiple && strict)) await out.line(formatBoardText(r.solution, alphabet) + (multiple ? ' MULTIPLE' : ''));
    else await out.line(multiple ? 'MULTIPLE' : r.status);
  }
  await out.flush();
  return undefined;
}
