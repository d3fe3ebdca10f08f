// Symbols: values 1–9 are digits, 10 and up are letters (A=10 … P=25). '.' and '0' are empty.
import type { Shape } from './types.js';

export const MAX_SIZE = 25;
const LETTERS = 'ABCDEFGHIJKLMNOP';

export function symbolFor(value: number): string {
  if (value <= 0) return '.';
  return value <= 9 ? String(value) : LETTERS[value - 10];
}

/** All symbols of a shape in value order, e.g. "123456789ABCDEFG" for 16. */
export function symbolsFor(shape: Shape): string {
  let s = '';
  for (let v = 1; v <= shape.size; v++) s += symbolFor(v);
  return s;
}

/** Value of one character: 0 for empty, -1 when it is no symbol at all. */
export function valueOfChar(code: number): number {
  if (code === 46 /* . */ || code === 48 /* 0 */) return 0;
  if (code >= 49 && code <= 57) return code - 48;
  if (code >= 65 && code <= 80) return code - 55; // A..P
  if (code >= 97 && code <= 112) return code - 87; // a..p
  return -1;
}

/** Value of a cell given on its own ('', '.', '0', '7', 'A', '10' …): 0 empty, -1 unknown. */
export function valueOfToken(token: string): number {
  const t = token.trim();
  if (t === '') return 0;
  if (/^(?:0|[1-9]\d?)$/.test(t)) return Number(t);
  if (t.length === 1) return valueOfChar(t.charCodeAt(0));
  return -1;
}

/** Render cells as text: '.' for empty. */
export function formatCells(cells: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < cells.length; i++) s += symbolFor(cells[i]);
  return s;
}
