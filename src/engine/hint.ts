// The two-tier hint: a naked single when the board shows one, else the value of the
// most-constrained empty cell taken from the (lexicographically first) solution.
import { candidateMasks, valuesOfMask } from './candidates.js';
import { cellLabel } from './cell-label.js';
import { popcount } from './bits.js';
import { solve } from './solve.js';
import { symbolFor } from './symbols.js';
import type { Board, HintKind, HintOutcome, SolveOptions } from './types.js';

export function hint(board: Board, options: SolveOptions = {}): HintOutcome {
  const n = board.shape.size;
  const cells = board.cells;
  if (!cells.includes(0)) {
    const outcome = solve(board, options);
    return outcome.status === 'CONFLICT' ? { status: 'CONFLICT', conflicts: outcome.conflicts } : { status: 'COMPLETE' };
  }
  // Solve first: a naked single on a board without a solution would be a false promise.
  const outcome = solve(board, options);
  if (outcome.status === 'CONFLICT') return { status: 'CONFLICT', conflicts: outcome.conflicts };
  if (outcome.status === 'NO_SOLUTION') return { status: 'NO_SOLUTION' };
  if (outcome.status === 'LIMIT_EXCEEDED' || !outcome.solution) return { status: 'LIMIT_EXCEEDED' };

  const masks = candidateMasks(board);
  let best = -1;
  let bestCount = Infinity;
  for (let i = 0; i < masks.length; i++) {
    if (cells[i] !== 0) continue;
    const k = popcount(masks[i]);
    if (k < bestCount) {
      best = i;
      bestCount = k;
    }
  }
  const row = Math.floor(best / n);
  const col = best % n;
  const label = cellLabel(row, col);
  const place = label[0].toUpperCase() + label.slice(1);
  const value = outcome.solution[best];
  const symbol = symbolFor(value);
  const [kind, reason]: [HintKind, string] =
    bestCount === 1
      ? [
          'NAKED_SINGLE',
          board.rules !== undefined && board.rules.length > 0
            ? `${place}: every other value is ruled out by its houses or the rules, so only ${symbol} fits.`
            : `${place}: every other value already appears in its row, column or box, so only ${symbol} fits.`,
        ]
      : [
          'SOLUTION_CELL',
          `No cell has a single candidate. ${place} has the fewest ` +
            `(${bestCount}: ${valuesOfMask(masks[best]).map(symbolFor).join(', ')}); the solution puts ${symbol} there.`,
        ];
  return { status: 'HINT', hint: { row, col, value, kind, reason } };
}
