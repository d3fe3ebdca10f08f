// Conflicts: filled cells that share a value with a peer, each cell once with every unit it clashes in;
// on a board with rules also the cells that break a rule, with those rules.
import { geometryOf } from './geometry.js';
import { compileRules } from './rules/check.js';
import { cellConflicts } from './rules/conflicts.js';
import type { Board, Conflict, UnitKind } from './types.js';

const UNIT_KINDS: readonly UnitKind[] = ['ROW', 'COLUMN', 'BOX'];

export function findConflicts(board: Board): Conflict[] {
  if (board.rules !== undefined && board.rules.length > 0) {
    // Rows, columns, boxes or regions, and every rule (rules/conflicts.ts); rules that do not pass
    // their check are ignored here (solve and validate report them).
    const compiled = compileRules(board.shape, board.rules);
    if (compiled.ok) return cellConflicts(compiled.value, board.cells);
  }
  const g = geometryOf(board.shape);
  const n = g.size;
  const cells = board.cells;
  // clash[i] has bit k set when cell i clashes in unit kind k (0 row, 1 column, 2 box).
  const clash = new Uint8Array(g.cellCount);
  const firstAt = new Int32Array(n + 1);
  let any = false;
  for (let u = 0; u < g.unitCount; u++) {
    const kindBit = 1 << Math.floor(u / n);
    firstAt.fill(-1);
    for (let k = 0; k < n; k++) {
      const cell = g.units[u * n + k];
      const v = cells[cell];
      if (v === 0) continue;
      const first = firstAt[v];
      if (first < 0) {
        firstAt[v] = cell;
        continue;
      }
      clash[first] |= kindBit;
      clash[cell] |= kindBit;
      any = true;
    }
  }
  if (!any) return [];
  const out: Conflict[] = [];
  for (let i = 0; i < g.cellCount; i++) {
    if (clash[i] === 0) continue;
    out.push({
      row: Math.floor(i / n),
      col: i % n,
      value: cells[i],
      units: UNIT_KINDS.filter((_, k) => (clash[i] & (1 << k)) !== 0),
    });
  }
  return out;
}
