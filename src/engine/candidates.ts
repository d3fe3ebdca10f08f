// Candidates of empty cells: the values no peer holds, and on a board with rules no rule forbids
// given the filled cells (no deduction beyond that, so a player sees exactly what the board shows).
import { geometryOf } from './geometry.js';
import { ruleCandidateMasks } from './rules/candidates.js';
import { compileRules } from './rules/check.js';
import type { Board, CellCandidates } from './types.js';

/**
 * Bitmask of candidates per cell (0 for filled cells): bit v-1 set when value v is free. On a board
 * with rules, free of every rule (rules/candidates.ts); rules that do not pass their check are
 * ignored here (solve and validate report them).
 */
export function candidateMasks(board: Board): Int32Array {
  if (board.rules !== undefined && board.rules.length > 0) {
    const compiled = compileRules(board.shape, board.rules);
    if (compiled.ok) return ruleCandidateMasks(compiled.value, board.cells);
  }
  const g = geometryOf(board.shape);
  const masks = new Int32Array(g.cellCount);
  const cells = board.cells;
  for (let i = 0; i < g.cellCount; i++) {
    if (cells[i] !== 0) continue;
    let used = 0;
    for (let k = i * g.peerCount, end = k + g.peerCount; k < end; k++) {
      const v = cells[g.peers[k]];
      if (v !== 0) used |= 1 << (v - 1);
    }
    masks[i] = g.allValues & ~used;
  }
  return masks;
}

export function valuesOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let v = 1; mask !== 0; v++, mask >>>= 1) if (mask & 1) out.push(v);
  return out;
}

export function candidates(board: Board): CellCandidates[] {
  const n = board.shape.size;
  const masks = candidateMasks(board);
  const out: CellCandidates[] = [];
  for (let i = 0; i < masks.length; i++) {
    if (board.cells[i] !== 0) continue;
    out.push({ row: Math.floor(i / n), col: i % n, values: valuesOfMask(masks[i]) });
  }
  return out;
}
