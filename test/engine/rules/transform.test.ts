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
