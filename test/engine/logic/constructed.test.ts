// Patterns rare on real 9×9 boards, built on the empty board's notes: every cell notes every
// value except where the pattern says otherwise, so the pattern is the only thing to find. The
// notes keep the value of the solution the search returns for the empty board (nextStep checks
// notes against it), so the expected eliminations follow from that solution by the rule alone.
import { describe, expect, it } from 'vitest';
import { nextStep, type CellNotes } from '../../../src/engine/logic/index.js';
import { solve } from '../../../src/engine/solve.js';
import { STANDARD_SHAPES } from '../../../src/engine/shapes.js';
import type { Board } from '../../../src/engine/types.js';

const shape = STANDARD_SHAPES.find((s) => s.size === 9)!;
const n = 9;
const empty: Board = { shape, cells: new Uint8Array(81) };
const S = solve(empty).solution!;
const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function notesWith(keep: (row: number, col: number, v: number) => boolean): CellNotes[] {
  const out: CellNotes[] = [];
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) out.push({ row, col, values: all.filter((v) => keep(row, col, v)) });
  return out;
}

function fourLines(): number[][] {
  const out: number[][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) out.push([a, b, c, d]);
  return out;
}

const text = (xs: readonly { row: number; col: number; value: number }[]): string[] =>
  xs.map((e) => `r${e.row + 1}c${e.col + 1}=${e.value}`).sort();

describe('constructed 9×9 patterns', () => {
  for (const byRows of [true, false]) {
    it(`jellyfish on value 1 in four ${byRows ? 'rows' : 'columns'}`, () => {
      const at = (line: number, x: number): number => (byRows ? line * n + x : x * n + line);
      const coverOf = (lines: number[]): number[] => lines.map((line) => [...Array(n).keys()].find((x) => S[at(line, x)] === 1)!);
      // Four lines whose 1s meet every box band across them, and no band wholly in the base:
      // otherwise a box would hold 1 in one line only, and pointing would come first.
      const base = fourLines().find((b) => {
        const cover = coverOf(b);
        return [0, 1, 2].every((s) => cover.some((x) => Math.floor(x / 3) === s) && b.filter((l) => Math.floor(l / 3) === s).length < 3);
      })!;
      const cover = coverOf(base);
      const notes = notesWith((row, col, v) => {
        const [line, x] = byRows ? [row, col] : [col, row];
        return !(v === 1 && base.includes(line) && !cover.includes(x));
      });
      const r = nextStep(empty, notes);
      if (r.status !== 'STEP') throw new Error(r.status);
      expect(r.step.technique).toBe('JELLYFISH');
      const expected: { row: number; col: number; value: number }[] = [];
      for (let line = 0; line < n; line++) {
        if (base.includes(line)) continue;
        for (const x of cover) expected.push(byRows ? { row: line, col: x, value: 1 } : { row: x, col: line, value: 1 });
      }
      expect(text(r.step.eliminations)).toEqual(text(expected));
      expect(r.step.eliminations).toHaveLength(20);
      expect(r.step.placements).toEqual([]);
      expect(r.step.cells).toHaveLength(16);
    });
  }

  it('hidden quad in row 1, cells in columns 1, 4, 7 and 8', () => {
    const cols = [0, 3, 6, 7];
    const quad = cols.map((c) => S[c]);
    const notes = notesWith((row, col, v) => row !== 0 || cols.includes(col) || !quad.includes(v));
    const r = nextStep(empty, notes);
    if (r.status !== 'STEP') throw new Error(r.status);
    expect(r.step.technique).toBe('HIDDEN_QUAD');
    const expected = cols.flatMap((col) => all.filter((v) => !quad.includes(v)).map((value) => ({ row: 0, col, value })));
    expect(text(r.step.eliminations)).toEqual(text(expected));
    expect(r.step.units).toEqual([{ kind: 'ROW', index: 0 }]);
  });

  it('full notes on the empty board: nothing applies, the step is TRIAL on one cell with the search value', () => {
    const r = nextStep(
      empty,
      notesWith(() => true),
    );
    if (r.status !== 'STEP') throw new Error(r.status);
    expect(r.step.technique).toBe('TRIAL');
    expect(r.step.placements).toEqual([{ row: 0, col: 0, value: S[0] }]);
  });
});
