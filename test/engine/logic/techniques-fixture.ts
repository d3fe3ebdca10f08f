// Test fixtures for the techniques: candidate grids from boards or by hand, a context with a work
// budget, applying steps, and the simple eliminations (singles, pointing, claiming) the soundness
// tests run between technique steps.
import { candidateMasks } from '../../../src/engine/candidates.js';
import { geometryOf } from '../../../src/engine/geometry.js';
import { parseBoardText } from '../../../src/engine/codec.js';
import type { Board, Shape } from '../../../src/engine/types.js';
import { valueOfChar } from '../../../src/engine/symbols.js';
import type { CandidateGrid, LogicContext, Step } from '../../../src/engine/logic/types.js';

export const S6: Shape = { size: 6, boxRows: 2, boxCols: 3 };
export const S9: Shape = { size: 9, boxRows: 3, boxCols: 3 };
export const S12: Shape = { size: 12, boxRows: 3, boxCols: 4 };
export const S25: Shape = { size: 25, boxRows: 5, boxCols: 5 };

export function boardOf(text: string): Board {
  const r = parseBoardText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Basic candidates: every value no peer holds. */
export function gridOfBoard(board: Board): CandidateGrid {
  return { geo: geometryOf(board.shape), values: Uint8Array.from(board.cells), cands: candidateMasks(board) };
}

/** An empty board where every cell holds every candidate. */
export function fullGrid(shape: Shape): CandidateGrid {
  const geo = geometryOf(shape);
  return { geo, values: new Uint8Array(geo.cellCount), cands: new Int32Array(geo.cellCount).fill(geo.allValues) };
}

/** Cell index of a 1-based name like "r4c2" (rows and columns may have two digits). */
export function cellOf(grid: CandidateGrid, name: string): number {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  if (m === null) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * grid.geo.size + Number(m[2]) - 1;
}

function maskOf(symbols: string): number {
  let m = 0;
  for (const ch of symbols) m |= 1 << (valueOfChar(ch.charCodeAt(0)) - 1);
  return m;
}

/** Sets a cell's candidates, e.g. set(grid, 'r1c1', '37'). */
export function set(grid: CandidateGrid, name: string, symbols: string): void {
  grid.cands[cellOf(grid, name)] = maskOf(symbols);
}

/** Removes `value` from every cell of the unit cells except those named (the digit's only places). */
export function only(grid: CandidateGrid, value: number, unitCells: readonly number[], keep: readonly string[]): void {
  const kept = new Set(keep.map((k) => cellOf(grid, k)));
  for (const c of unitCells) if (!kept.has(c)) grid.cands[c] &= ~(1 << (value - 1));
}

export function rowCells(grid: CandidateGrid, row1: number): number[] {
  const n = grid.geo.size;
  return Array.from({ length: n }, (_, c) => (row1 - 1) * n + c);
}

export function colCells(grid: CandidateGrid, col1: number): number[] {
  const n = grid.geo.size;
  return Array.from({ length: n }, (_, r) => r * n + col1 - 1);
}

export function ctxOf(grid: CandidateGrid, opts: { unique?: boolean; limit?: number } = {}): LogicContext {
  return { grid, unique: opts.unique ?? false, work: { spent: 0, limit: opts.limit ?? 50_000_000 } };
}

/** Eliminations as "r4c5:3" strings in the step's order, for readable assertions. */
export function elimNames(step: Step | null): string[] {
  return (step?.eliminations ?? []).map((e) => `r${e.row + 1}c${e.col + 1}:${e.value}`);
}

/** Places `value` (1-based) in a cell and removes it from the peers. */
export function place(grid: CandidateGrid, cell: number, value: number): void {
  const { geo } = grid;
  grid.values[cell] = value;
  grid.cands[cell] = 0;
  const bit = 1 << (value - 1);
  for (let k = geo.peerStart[cell], end = geo.peerStart[cell + 1]; k < end; k++) grid.cands[geo.peers[k]] &= ~bit;
}

export function applyStep(grid: CandidateGrid, step: Step): void {
  const n = grid.geo.size;
  for (const e of step.eliminations) grid.cands[e.row * n + e.col] &= ~(1 << (e.value - 1));
  for (const p of step.placements) place(grid, p.row * n + p.col, p.value);
}

/**
 * Naked singles, hidden singles, pointing and claiming until none applies. Returns false when the
 * grid is broken (an empty cell without candidates).
 */
export function simplify(grid: CandidateGrid): boolean {
  const { geo, cands } = grid;
  const n = geo.size;
  for (let changed = true; changed;) {
    changed = false;
    for (let c = 0; c < geo.cellCount; c++) {
      if (grid.values[c] !== 0) continue;
      const m = cands[c];
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) {
        place(grid, c, 31 - Math.clz32(m) + 1);
        changed = true;
      }
    }
    for (let u = 0; u < geo.unitCount; u++) {
      for (let d = 0; d < n; d++) {
        const bit = 1 << d;
        const where: number[] = [];
        for (let k = 0; k < n; k++) {
          const c = geo.units[u * n + k];
          if (cands[c] & bit) where.push(c);
        }
        if (where.length === 1) {
          place(grid, where[0], d + 1);
          changed = true;
          continue;
        }
        if (where.length === 0) continue;
        // All places inside one other unit (box for a line, line for a box): the digit leaves the rest of it.
        for (let j = 0; j < 3; j++) {
          const v = geo.cellUnits[3 * where[0] + j];
          if (v === u || !where.every((c) => geo.cellUnits[3 * c + j] === v)) continue;
          for (let k = 0; k < n; k++) {
            const c = geo.units[v * n + k];
            if (cands[c] & bit && !where.includes(c)) {
              cands[c] &= ~bit;
              changed = true;
            }
          }
        }
      }
    }
  }
  return true;
}

/**
 * A 9×9 candidate grid from a pencil-mark table as HoDoKu and most Sudoku programs print it: 81
 * digit groups in row order, borders ignored; a single digit is a filled cell, more are candidates.
 */
export function gridOfPencilmarks(text: string): CandidateGrid {
  const tokens = text.split(/[\s|:]+/).filter((t) => /^[1-9]+$/.test(t));
  if (tokens.length !== 81) throw new Error(`expected 81 cells, found ${tokens.length}`);
  const g = fullGrid(S9);
  tokens.forEach((t, i) => {
    if (t.length === 1) {
      g.values[i] = Number(t);
      g.cands[i] = 0;
    } else g.cands[i] = maskOf(t);
  });
  return g;
}
