// `sudoku canon [FILE|-] [--format F] [--box RxC] [--max-nodes K]`: per puzzle line its canonical
// key (docs/formats.md): equal keys are the same puzzle up to relabelling, row and column swaps
// within the rules and transposition; for a variant, up to the transforms its rules admit (its key
// names its rule kinds, so it never equals a classic key). Blank and '#' lines are echoed; a bad
// line is INVALID: line N: why; a board past the node budget is LIMIT_EXCEEDED.
import { canonicalKey } from '../engine/index.js';
import { boxFlag, checkFlags, intFlag, type ParsedArgs } from './args.js';
import { answerPuzzles } from './puzzle-answers.js';
import { formatFlag } from './puzzle-input.js';

export const CANON_USAGE = 'sudoku canon [FILE|-] [--format F] [--box RxC] [--max-nodes K] [--json]';

export async function canonCommand(args: ParsedArgs): Promise<string | undefined> {
  const bad = checkFlags(args, ['format', 'box', 'max-nodes', 'json']);
  if (bad) return bad.message;
  if (args.positional.length > 1) return `canon takes one FILE (or - for standard input), got ${args.positional.length}`;
  const box = boxFlag(args);
  if (box instanceof Error) return box.message;
  const format = formatFlag(args, 'format');
  if (format instanceof Error) return format.message;
  const maxNodes = intFlag(args, 'max-nodes');
  if (maxNodes instanceof Error) return maxNodes.message;
  return answerPuzzles(
    args.positional[0] ?? '-',
    format,
    box,
    (puzzle) => {
      const r = canonicalKey(puzzle.state.board, maxNodes); // undefined: the engine's default budget
      if (r.status === 'CANONICAL') return { text: r.key, json: { status: 'CANONICAL', key: r.key } };
      const text = r.status === 'BAD_RULES' ? `INVALID: ${r.error.message}` : r.status;
      return { text, json: r.status === 'BAD_RULES' ? { status: 'INVALID', error: r.error.message } : { status: r.status } };
    },
    args.flags.has('json'),
  );
}
