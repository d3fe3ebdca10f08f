// The image of a board with rules under the transform its canonical search returns (rules/canon.ts
// variantForm, rules/transform.ts, each kind's RuleModule.image), on a generated 9×9 and 6×6 puzzle
// of every variant: the image's rules pass their checks, it has the board's form (the transform writes
// it), its one solution is the solution's image, and canonicalImage gives the same board whatever
// order the board lists its rules in (and whichever end it draws a whispers or palindrome line from),
// telling which of the board's rules each is.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../src/engine/rules/check.js';
import { variantForm } from '../../../src/engine/rules/canon.js';
import { boardImage, canonicalImage, ruleImage, ruleMap } from '../../../src/engine/rules/transform.js';
import { littleKillerCells } from '../../../src/engine/rules/kinds/little-killer.js';
import { sandwichCells } from '../../../src/engine/rules/kinds/sandwich.js';
import { VARIANTS } from '../../../src/engine/rules/variants.js';
import { solve } from '../../../src/engine/solve.js';
import type { Board, Shape } from '../../../src/engine/types.js';
import { variantPuzzle } from '../logic/variant-puzzles.js';

const SHAPES: Shape[] = [
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 6, boxRows: 2, boxCols: 3 },
];

function formOf(board: Board) {
  const f = variantForm(board);
  if (f.status !== 'CANONICAL') throw new Error(f.status);
  return f;
}

describe('the canonical transform of a board with rules', () => {
  for (const variant of VARIANTS) {
    it(variant, () => {
      let boards = 0;
      for (const shape of SHAPES) {
        for (const seed of ['inv-0', 'tr-1']) {
          const p = variantPuzzle(shape, variant, seed);
          if (p === null) continue;
          boards++;
          const n = shape.size;
          const f = formOf(p.board);
          const t = f.transform;
          const image = boardImage(p.board, t);
          expect(compileRules(shape, image.rules!).ok).toBe(true);
          expect(Array.from(formOf(image).form)).toEqual(Array.from(f.form));
          // Image cell (i, j) holds the board's (rows[i], cols[j]), or (cols[j], rows[i]) transposed.
          const expected = new Uint8Array(n * n);
          for (let i = 0; i < n; i++) {
            for (let j = 0; j < n; j++)
              expected[i * n + j] = t.labels[p.solution[t.transpose ? t.cols[j] * n + t.rows[i] : t.rows[i] * n + t.cols[j]]];
          }
          const s = solve(image, { limit: 2 });
          expect([s.status, s.unique, Array.from(s.solution ?? [])]).toEqual(['SOLVED', true, Array.from(expected)]);
          // The rules listed the other way round, and sets and lines read the same either way written
          // backwards: the same canonical board, each rule told by its index.
          const backwards = new Set(['KILLER_CAGE', 'EXTRA_REGION', 'RENBAN', 'WHISPERS', 'PALINDROME']);
          const redrawn = p.board.rules!.map((r) => (backwards.has(r.kind) && 'cells' in r ? { ...r, cells: [...r.cells].reverse() } : r));
          const reversed: Board = { ...p.board, rules: (redrawn as Board['rules'])!.slice().reverse() };
          const a = canonicalImage(p.board, t);
          const b = canonicalImage(reversed, formOf(reversed).transform);
          expect(b.board).toEqual(a.board);
          const m = ruleMap(n, t);
          a.board.rules!.forEach((r, k) => expect(r).toEqual(ruleImage(p.board.rules![a.ruleOf[k]], m)));
          expect(Array.from(b.ruleOf).map((k) => p.board.rules!.length - 1 - k)).toEqual(Array.from(a.ruleOf));
        }
      }
      expect(boards).toBeGreaterThan(1);
    });
  }
});

describe('clues outside the grid under the square’s symmetries', () => {
  it('every little killer and sandwich clue of a 6×6 and 9×9 grid goes to the clue on the images of its cells', () => {
    let checked = 0;
    for (const n of [6, 9]) {
      const id = Array.from({ length: n }, (_, k) => k);
      const rev = [...id].reverse();
      for (const transpose of [false, true]) {
        for (const rows of [id, rev]) {
          for (const cols of [id, rev]) {
            const m = ruleMap(n, { transpose, rows, cols, labels: Array.from({ length: n + 1 }, (_, v) => v) });
            const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
            for (let row = -1; row <= n; row++) {
              for (let col = -1; col <= n; col++) {
                if (row >= 0 && row < n && col >= 0 && col < n) continue;
                for (const direction of ['UP_LEFT', 'UP_RIGHT', 'DOWN_LEFT', 'DOWN_RIGHT'] as const) {
                  const rule = { kind: 'LITTLE_KILLER' as const, clue: { row, col }, direction, sum: 1 };
                  const cells = littleKillerCells(rule.clue, direction, n);
                  if (cells.length === 0) continue;
                  const image = ruleImage(rule, m);
                  expect(littleKillerCells(image.clue, image.direction, n)).toEqual(cells.map((x) => m.cell(x)));
                  checked++;
                }
              }
            }
            for (const line of ['ROW', 'COLUMN'] as const) {
              for (let index = 0; index < n; index++) {
                const image = ruleImage({ kind: 'SANDWICH', line, index, sum: 0 }, m);
                expect(sorted(sandwichCells(image.line, image.index, n))).toEqual(
                  sorted(sandwichCells(line, index, n).map((x) => m.cell(x))),
                );
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
