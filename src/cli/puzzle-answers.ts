// The loop `sudoku canon` and `sudoku solve --format` share: read the input, then one output line
// per input line (per puzzle, for an input of .sdk / .ss blocks), in order: blank and '#' lines
// echoed, a puzzle that does not decode answered `INVALID: line N: why`, every other puzzle answered
// by the command's own function. With `json` every line is a JSON object (JSON Lines).
import type { BoardFormat, DecodedBoard, FormatOptions } from '../engine/codec.js';
import { LineWriter, nonPuzzleJson } from './output.js';
import { puzzleLines, readInput } from './puzzle-input.js';

/** One puzzle's answer: its line of text, and its JSON object. */
export interface Answer {
  readonly text: string;
  readonly json: Record<string, unknown>;
}

/** Writes each puzzle's answer to standard output; the reason the input cannot be read, if so. */
export async function answerPuzzles(
  file: string,
  format: BoardFormat | undefined,
  options: FormatOptions,
  answer: (puzzle: DecodedBoard) => Answer,
  json = false,
  skipComments = false,
): Promise<string | undefined> {
  const text = readInput(file);
  if (text instanceof Error) return text.message;
  await answerText(text, format, options, answer, json, skipComments);
  return undefined;
}

/** answerPuzzles on a text already read. */
export async function answerText(
  text: string,
  format: BoardFormat | undefined,
  options: FormatOptions,
  answer: (puzzle: DecodedBoard) => Answer,
  json = false,
  skipComments = false,
): Promise<void> {
  const out = new LineWriter(process.stdout);
  for (const entry of puzzleLines(text, format, options)) {
    if (entry.kind !== 'puzzle') {
      if (skipComments) continue;
      await out.line(json ? JSON.stringify(nonPuzzleJson(entry.kind, entry.line, entry.text)) : entry.text);
    } else if (!entry.decoded.ok) {
      const { line } = entry;
      const error = entry.decoded.error.message;
      await out.line(json ? JSON.stringify({ status: 'INVALID', line, error }) : `INVALID: line ${line}: ${error}`);
    } else {
      const a = answer(entry.decoded.value);
      await out.line(json ? JSON.stringify(a.json) : a.text);
    }
  }
  await out.flush();
}
