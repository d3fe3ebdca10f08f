// The loop `sudoku canon` and `sudoku solve --format F` share: read the input, then one output line
// per input line, in order: blank and '#' lines echoed, a line that does not decode answered
// `INVALID: line N: why`, every other puzzle answered by the command's own function.
import type { BoardFormat, DecodedBoard, FormatOptions } from '../engine/codec.js';
import { LineWriter } from './output.js';
import { puzzleLines, readInput } from './puzzle-input.js';

/** Writes each puzzle's answer to standard output; the reason the input cannot be read, if so. */
export async function answerPuzzles(
  file: string,
  format: BoardFormat | undefined,
  options: FormatOptions,
  answer: (puzzle: DecodedBoard) => string,
): Promise<string | undefined> {
  const text = readInput(file);
  if (text instanceof Error) return text.message;
  const out = new LineWriter(process.stdout);
  for (const entry of puzzleLines(text, format, options)) {
    if (entry.kind !== 'puzzle') await out.line(entry.text);
    else if (!entry.decoded.ok) await out.line(`INVALID: line ${entry.line}: ${entry.decoded.error.message}`);
    else await out.line(answer(entry.decoded.value));
  }
  await out.flush();
  return undefined;
}
