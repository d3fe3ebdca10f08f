// `sudoku convert [FILE|-] [--from F] --to F [--box RxC] [--alphabet A]`: every puzzle of the input
// in another format (docs/formats.md). Line formats are read one puzzle a line (blank and '#'
// lines echoed); SDK and SS files are one puzzle each. Without --from each puzzle's format is
// detected. Output formats that span lines (SDK, SS) end each puzzle with a blank line. A bad
// puzzle is INVALID: line N: why, and the run goes on.
import { encodeBoard } from '../engine/codec.js';
import { alphabetFlag, boxFlag, checkFlags, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { formatFlag, puzzleLines, readInput } from './puzzle-input.js';

export const CONVERT_USAGE = 'sudoku convert [FILE|-] [--from F] --to F [--box RxC] [--alphabet A]';

export async function convertCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, ['from', 'to', 'box', 'alphabet']);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `convert takes one FILE (or - for standard input), got ${args.positional.length}`;
  const from = formatFlag(args, 'from');
  if (from instanceof Error) return from.message;
  const to = formatFlag(args, 'to');
  if (to instanceof Error) return to.message;
  if (to === undefined) return 'convert needs --to F';
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const alphabet = alphabetFlag(args);
  if (alphabet instanceof Error) return alphabet.message;
  const text = readInput(args.positional[0] ?? '-');
  if (text instanceof Error) return text.message;
  const block = to === 'SDK' || to === 'SS';
  const out = new LineWriter(process.stdout);
  for (const entry of puzzleLines(text, from, { ...box, alphabet })) {
    if (entry.kind !== 'puzzle') {
      await out.line(entry.text);
      continue;
    }
    const encoded = entry.decoded.ok ? encodeBoard(entry.decoded.value.state, to, { alphabet }) : entry.decoded;
    if (!encoded.ok) {
      await out.line(`INVALID: line ${entry.line}: ${encoded.error.message}`);
      continue;
    }
    await out.line(block ? `${encoded.value}\n` : encoded.value);
  }
  await out.flush();
  return undefined;
}
