// Words for steps: cell and unit names (1-based, rNcM as players write them) and value lists.
import { symbolFor } from '../symbols.js';
import type { Geometry } from '../geometry.js';
import type { CellValue, UnitKind, UnitRef } from './types.js';

export function cellName(n: number, cell: number): string {
  return `r${((cell / n) | 0) + 1}c${(cell % n) + 1}`;
}

export function cellNames(n: number, cells: readonly number[]): string {
  return listWords(cells.map((c) => cellName(n, c)));
}

const KIND_WORD: Readonly<Record<UnitKind, string>> = { ROW: 'row', COLUMN: 'column', BOX: 'box' };

export function unitName(u: UnitRef): string {
  return `${KIND_WORD[u.kind]} ${u.index + 1}`;
}

/** "rows 2 and 5", "columns 1, 4 and 7": units of one kind, named together. */
export function unitsName(kind: UnitKind, indices: readonly number[]): string {
  const word = KIND_WORD[kind] + (indices.length > 1 ? (kind === 'BOX' ? 'es' : 's') : '');
  return `${word} ${listWords(indices.map((i) => String(i + 1)))}`;
}

/** Geometry unit number (0..3N-1: rows, columns, boxes) as a UnitRef. */
export function unitRef(g: Geometry, unit: number): UnitRef {
  const n = g.size;
  if (unit < n) return { kind: 'ROW', index: unit };
  if (unit < 2 * n) return { kind: 'COLUMN', index: unit - n };
  return { kind: 'BOX', index: unit - 2 * n };
}

export function valueWords(mask: number): string {
  const out: string[] = [];
  for (let v = 1; mask !== 0; v++, mask >>>= 1) if (mask & 1) out.push(symbolFor(v));
  return listWords(out);
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function cv(n: number, cell: number, value: number): CellValue {
  return { row: (cell / n) | 0, col: cell % n, value };
}

/** Eliminations named for a sentence: "r1c2 and r3c4" for one value, with values otherwise. */
export function eliminationWords(n: number, elims: readonly CellValue[]): string {
  const values = new Set(elims.map((e) => e.value));
  if (values.size === 1) return listWords(elims.map((e) => `r${e.row + 1}c${e.col + 1}`));
  return listWords(elims.map((e) => `${symbolFor(e.value)} from r${e.row + 1}c${e.col + 1}`));
}
