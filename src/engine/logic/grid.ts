// The logical solver's candidate grid: built from a Board (or a Board and the player's notes),
// and the one place a Step is applied to it. Techniques only read the grid (types.ts).
import { candidateMasks } from '../candidates.js';
import { geometryOf, type Geometry } from '../geometry.js';
import type { Board } from '../types.js';
import type { CandidateGrid, CellValue, Step, UnitRef } from './types.js';

/** A grid whose arrays the solver may change (techniques see it as the read-only CandidateGrid). */
export interface MutableGrid extends CandidateGrid {
  readonly values: Uint8Array;
  readonly cands: Int32Array;
}

/** Values from the board; every empty cell's candidates are the values no peer holds. */
export function gridOf(board: Board): MutableGrid {
  return { geo: geometryOf(board.shape), values: board.cells.slice(), cands: candidateMasks(board) };
}

/**
 * Places the step's values (each leaves its peers' candidates) and removes its eliminations.
 * Returns false when the grid is left contradictory: an empty cell without candidates, or a
 * placement whose value is no longer a candidate of its cell.
 */
export function applyStep(grid: MutableGrid, step: Step): boolean {
  const g = grid.geo;
  const n = g.size;
  let ok = true;
  for (const p of step.placements) {
    const i = p.row * n + p.col;
    if (grid.values[i] !== 0) {
      if (grid.values[i] !== p.value) ok = false;
      continue;
    }
    const bit = 1 << (p.value - 1);
    if ((grid.cands[i] & bit) === 0) ok = false;
    grid.values[i] = p.value;
    grid.cands[i] = 0;
    for (let k = i * g.peerCount, end = k + g.peerCount; k < end; k++) {
      const j = g.peers[k];
      if (grid.values[j] !== 0) {
        if (grid.values[j] === p.value) ok = false;
        continue;
      }
      grid.cands[j] &= ~bit;
      if (grid.cands[j] === 0) ok = false;
    }
  }
  for (const e of step.eliminations) {
    const i = e.row * n + e.col;
    if (grid.values[i] !== 0) continue;
    grid.cands[i] &= ~(1 << (e.value - 1));
    if (grid.cands[i] === 0) ok = false;
  }
  return ok;
}

/** Empty cells left. */
export function openCells(grid: CandidateGrid): number {
  let k = 0;
  for (let i = 0; i < grid.values.length; i++) if (grid.values[i] === 0) k++;
  return k;
}

/** A cell (row-major index) and a value 1..N as a step's CellValue. */
export function cv(n: number, cell: number, value: number): CellValue {
  return { row: (cell / n) | 0, col: cell % n, value };
}

/** Geometry unit number (0..3N-1: rows, columns, boxes) as a step's UnitRef. */
export function unitRef(g: Geometry, unit: number): UnitRef {
  const n = g.size;
  if (unit < n) return { kind: 'ROW', index: unit };
  if (unit < 2 * n) return { kind: 'COLUMN', index: unit - n };
  return { kind: 'BOX', index: unit - 2 * n };
}
