// `sudoku canon [FILE|-] [--format F] [--box RxC] [--max-nodes K]`: per puzzle line its canonical
// key (docs/formats.md): equal keys are the same puzzle up to relabelling, row and column swaps
// within the rules and transposition. Blank and '#' lines are echoed; a bad line is
// INVALID: line N: why; a board past the node budget is LIMIT_EXCEEDED.
import { canonicalize, DEFAULT_CANON_NODES } from '../engine/index.js';
import { boxFlag, checkFlags, intFlag, type ParsedArgs } from './args.js';
import { LineWriter } from './output.js';
import { formatFlag, puzzleLines, readInput } from './puzzle-input.js';

export const CANON_USAGE = 'sudoku canon [FILE|-] [--format F] [--box RxC] [--max-nodes K]';

export async function canonCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, ['format', 'box', 'max-nodes']);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `canon takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const format = formatFlag(args, 'format');
  if (format instanceof Error) return format.message;
  const maxNodes = intFlag(args, 'max-nodes');
  if (maxNodes instanceof Error) return maxNodes.message;
  const text = readInput(args.positional[0] ?? '-');
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
    const r = canonicalize(entry.decoded.value.state.board, maxNodes ?? DEFAULT_CANON_NODES);
    await out.line(r.status === 'CANONICAL' ? r.key : r.status);
  }
  await out.flush();
  return undefined;
}
