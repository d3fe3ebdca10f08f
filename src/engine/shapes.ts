// Box shapes: the standard one for each size, and validation of any other r×c.
import { MAX_SIZE } from './symbols.js';
import type { InputField, ParseError, Result, Shape } from './types.js';

/** The standard shapes, one per supported standard size. */
export const STANDARD_SHAPES: readonly Shape[] = Object.freeze(
  (
    [
      [4, 2, 2],
      [6, 2, 3],
      [8, 2, 4],
      [9, 3, 3],
      [10, 2, 5],
      [12, 3, 4],
      [15, 3, 5],
      [16, 4, 4],
      [25, 5, 5],
    ] as const
  ).map(([size, boxRows, boxCols]) => Object.freeze({ size, boxRows, boxCols })),
);

/** The standard shape for N, or else the squarest r×c (r ≤ c) that tiles N; undefined when none with r,c ≥ 1 and N ≥ 2 exists. */
export function standardShape(size: number): Shape | undefined {
  const known = STANDARD_SHAPES.find((s) => s.size === size);
  if (known) return known;
  if (!Number.isInteger(size) || size < 2 || size > MAX_SIZE) return undefined;
  for (let r = Math.floor(Math.sqrt(size)); r >= 1; r--) {
    if (size % r === 0) return { size, boxRows: r, boxCols: size / r };
  }
  return undefined;
}

/**
 * The shape for N with an optional box: both box sides, one of them (the other derived), or
 * neither (the standard shape). Fails with BAD_SHAPE when the box does not tile N.
 */
export function resolveShape(size: number, boxRows?: number | null, boxCols?: number | null): Result<Shape, ParseError> {
  const bad = (field: InputField, message: string): Result<Shape, ParseError> => ({
    ok: false,
    error: { code: 'BAD_SHAPE', field, message },
  });
  if (!Number.isInteger(size) || size < 2 || size > MAX_SIZE) {
    return bad('size', `size ${size} is not supported: sizes run from 2 to ${MAX_SIZE}`);
  }
  const r = boxRows ?? undefined;
  const c = boxCols ?? undefined;
  if (r === undefined && c === undefined) {
    const s = standardShape(size);
    return s ? { ok: true, value: s } : bad('size', `size ${size} has no box shape`);
  }
  for (const [name, v] of [
    ['boxRows', r],
    ['boxCols', c],
  ] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < 1 || v > size || size % v !== 0)) {
      return bad(name, `${name} ${v} does not divide size ${size}`);
    }
  }
  const rows = r ?? size / c!;
  const cols = c ?? size / rows;
  if (rows * cols !== size) {
    return bad('box', `a ${rows}×${cols} box does not tile a ${size}×${size} board (${rows}·${cols} ≠ ${size})`);
  }
  return { ok: true, value: { size, boxRows: rows, boxCols: cols } };
}
