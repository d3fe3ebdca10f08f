// The one wording module of the logical solver: every step's sentence names its cells, units and
// values through these (1-based, rNcM as players write them; values as the board's symbols).
import { symbolFor } from '../symbols.js';
import type { CellValue, UnitKind, UnitRef } from './types.js';
import { shownCell, shownUnit, shownValue } from './frame.js';

// Every name goes through the frame (frame.ts): outside analyze() it is the grid's own.

export function cellName(n: number, cell: number): string {
  const c = shownCell(cell);
  return `r${((c / n) | 0) + 1}c${(c % n) + 1}`;
}

/** The board's symbol of a value (1..N). */
export function valueName(value: number): string {
  return symbolFor(shownValue(value));
}

/** The board's symbol of a 0-based digit (a candidate mask's bit index). */
export function sym(digit: number): string {
  return valueName(digit + 1);
}

export function cellNames(n: number, cells: readonly number[]): string {
  return listWords(cells.map((c) => cellName(n, c)));
}

const KIND_WORD: Readonly<Record<UnitKind, string>> = { ROW: 'row', COLUMN: 'column', BOX: 'box' };

export function unitName(unit: UnitRef): string {
  const u = shownUnit(unit);
  return `${KIND_WORD[u.kind]} ${u.index + 1}`;
}

/** "rows 2 and 5", "columns 1, 4 and 7": units of one kind, named together (in order). */
export function unitsName(kind: UnitKind, indices: readonly number[]): string {
  const shown = indices.map((index) => shownUnit({ kind, index }));
  const k = shown.length > 0 ? shown[0].kind : kind;
  const word = KIND_WORD[k] + (indices.length > 1 ? (k === 'BOX' ? 'es' : 's') : '');
  return `${word} ${listWords(
    shown
      .map((u) => u.index)
      .sort((a, b) => a - b)
      .map((i) => String(i + 1)),
  )}`;
}

/** The symbols of a mask's values (bit v-1 = value v), smallest first as the board names them. */
export function valueSymbols(mask: number): string[] {
  const out: number[] = [];
  for (let v = 1; mask !== 0; v++, mask >>>= 1) if (mask & 1) out.push(shownValue(v));
  return out.sort((a, b) => a - b).map((v) => symbolFor(v));
}

/** The values of a mask in words: "2, 3 and 5". */
export function valueWords(mask: number): string {
  return listWords(valueSymbols(mask));
}

/** The values of a mask as alternatives: "2, 3 or 5". */
export function valueOrWords(mask: number): string {
  const s = valueSymbols(mask);
  return s.length <= 1 ? s.join('') : `${s.slice(0, -1).join(', ')} or ${s[s.length - 1]}`;
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Eliminations named for a sentence: "r1c2 and r3c4" for one value, with values otherwise. */
export function eliminationWords(n: number, elims: readonly CellValue[]): string {
  const values = new Set(elims.map((e) => e.value));
  if (values.size === 1) return listWords(elims.map((e) => cellName(n, e.row * n + e.col)));
  return listWords(elims.map((e) => `${valueName(e.value)} from ${cellName(n, e.row * n + e.col)}`));
}

/** "5 leaves r2c3 and r4c1" for eliminations of one value, joined per value in order of appearance. */
export function leaves(n: number, elims: readonly CellValue[]): string {
  const byValue = new Map<number, string[]>();
  for (const e of elims) {
    const list = byValue.get(e.value) ?? [];
    list.push(cellName(n, e.row * n + e.col));
    byValue.set(e.value, list);
  }
  const parts: string[] = [];
  for (const [v, cells] of byValue) parts.push(`${valueName(v)} leaves ${listWords(cells)}`);
  return listWords(parts);
}
