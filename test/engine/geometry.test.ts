import { describe, expect, it } from 'vitest';
import { geometryOf, STANDARD_SHAPES, standardShape, type Shape } from '../../src/engine/index.js';
import { shapeKey } from '../../src/engine/geometry.js';

const STANDARD: [number, number, number][] = [
  [4, 2, 2],
  [6, 2, 3],
  [8, 2, 4],
  [9, 3, 3],
  [10, 2, 5],
  [12, 3, 4],
  [15, 3, 5],
  [16, 4, 4],
  [25, 5, 5],
];
const NON_STANDARD: [number, number, number][] = [
  [12, 4, 3],
  [12, 2, 6],
  [8, 4, 2],
  [6, 3, 2],
];

describe('standard shapes', () => {
  it('lists exactly the standard box shapes per size', () => {
    expect(STANDARD_SHAPES.map((s) => [s.size, s.boxRows, s.boxCols])).toEqual(STANDARD);
    for (const [size, r, c] of STANDARD) expect(standardShape(size)).toEqual({ size, boxRows: r, boxCols: c });
  });
});

describe.each([...STANDARD, ...NON_STANDARD])('geometry of %i×%i with %i×%i boxes', (n, boxRows, boxCols) => {
  const shape: Shape = { size: n, boxRows, boxCols };
  const g = geometryOf(shape);
  const rowOf = (i: number) => Math.floor(i / n);
  const colOf = (i: number) => i % n;
  const boxOf = (i: number) => Math.floor(rowOf(i) / boxRows) * (n / boxCols) + Math.floor(colOf(i) / boxCols);
  const unitCells = (u: number) => Array.from(g.units.subarray(u * n, (u + 1) * n));

  it('has 3N units of N distinct cells: rows, then columns, then boxes', () => {
    expect(g.size).toBe(n);
    expect(g.cellCount).toBe(n * n);
    expect(g.unitCount).toBe(3 * n);
    expect(g.units.length).toBe(3 * n * n);
    for (let u = 0; u < 3 * n; u++) {
      const cells = unitCells(u);
      expect(new Set(cells).size).toBe(n);
      for (const i of cells) expect(i >= 0 && i < n * n).toBe(true);
      const kind = Math.floor(u / n);
      const idx = u % n;
      const key = kind === 0 ? rowOf : kind === 1 ? colOf : boxOf;
      for (const i of cells) expect(key(i)).toBe(idx);
    }
  });

  it('puts every cell in exactly 3 units: one row, one column, one box', () => {
    const memberships = Array.from({ length: n * n }, () => [] as number[]);
    for (let u = 0; u < 3 * n; u++) for (const i of unitCells(u)) memberships[i].push(u);
    for (let i = 0; i < n * n; i++) {
      expect(memberships[i]).toEqual([rowOf(i), n + colOf(i), 2 * n + boxOf(i)]);
      expect(Array.from(g.cellUnits.subarray(3 * i, 3 * i + 3))).toEqual(memberships[i]);
      expect(g.boxOf[i]).toBe(boxOf(i));
    }
  });

  it('has 3N − 1 − boxRows − boxCols peers per cell, exactly the cells sharing a row, column or box', () => {
    const expectedCount = 3 * n - 1 - boxRows - boxCols;
    expect(g.peerCount).toBe(expectedCount);
    expect(g.peers.length).toBe(n * n * expectedCount);
    for (let i = 0; i < n * n; i++) {
      const expected = new Set<number>();
      for (let j = 0; j < n * n; j++) {
        if (j !== i && (rowOf(j) === rowOf(i) || colOf(j) === colOf(i) || boxOf(j) === boxOf(i))) expected.add(j);
      }
      expect(expected.size).toBe(expectedCount);
      const actual = Array.from(g.peers.subarray(i * expectedCount, (i + 1) * expectedCount));
      expect(new Set(actual)).toEqual(expected);
    }
  });

  it('is cached by N-r-c: the same shape gives the same object', () => {
    expect(shapeKey(shape)).toBe(`${n}-${boxRows}-${boxCols}`);
    expect(geometryOf({ size: n, boxRows, boxCols })).toBe(g);
  });
});

it('keeps shapes of one size with different boxes apart', () => {
  const a = geometryOf({ size: 12, boxRows: 3, boxCols: 4 });
  const b = geometryOf({ size: 12, boxRows: 4, boxCols: 3 });
  expect(a).not.toBe(b);
  expect(a.boxOf[4]).toBe(1); // row 0, col 4: second 3×4 box
  expect(b.boxOf[4]).toBe(1); // row 0, col 4: second 4×3 box (cols 3..5)
  expect(a.boxOf[3 * 12]).toBe(3); // row 3 starts the second band of 3×4 boxes (3 boxes per band)
  expect(b.boxOf[3 * 12]).toBe(0); // row 3 is still in the first band of 4×3 boxes
});
