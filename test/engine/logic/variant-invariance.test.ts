// Issue 48's invariance on boards with rules: the transforms each rule kind admits
// (test/engine/logic/variant-transforms.ts RULE_TRANSFORMS, docs/variants.md "Transforms that keep a puzzle")
// keep a generated puzzle of every variant the same puzzle, the ones it refuses do not, and analyze
// gives every admitted image the same score and level. Unlike the classic analysis (invariance.test.ts),
// a board with rules is graded as given, not in a canonical form, so the path (and with it the
// technique multiset, which differs on most 9×9 images) may change; within the soundness budget the
// score and level hold except for the cases listed in NOT_INVARIANT, each checked to differ exactly so.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import { findRuleConflicts } from '../../../src/engine/rules/conflicts.js';
import { VARIANTS } from '../../../src/engine/rules/variants.js';
import type { Variant } from '../../../src/engine/rules/types.js';
import { solve } from '../../../src/engine/solve.js';
import type { Board, Shape } from '../../../src/engine/types.js';
import type { Symmetry } from '../../../support/transforms.js';
import { admits, complement, gridSymmetries, ruleImage, variantImageOf } from './variant-transforms.js';
import { soundnessWork } from './soundness-check.js';
import { variantPuzzle } from './variant-puzzles.js';

const NINE: Shape = { size: 9, boxRows: 3, boxCols: 3 };
const SIX: Shape = { size: 6, boxRows: 2, boxCols: 3 };

const swap = (n: number, a: number, b: number): number[] => Array.from({ length: n + 1 }, (_, v) => (v === a ? b : v === b ? a : v));
/** The relabellings tried: the identity, the complement, one that keeps parity (1 ↔ 3), one that keeps nothing (1 ↔ 2). */
const relabellings = (n: number): [string, number[]][] => [
  ['id', swap(n, 1, 1)],
  ['complement', complement(n)],
  ['1↔3', swap(n, 1, 3)],
  ['1↔2', swap(n, 1, 2)],
];
/** The square's symmetries by name, in gridSymmetries' order. */
const GRID_NAMES = [
  'identity',
  'flip columns',
  'flip rows',
  'half turn',
  'transpose',
  'quarter turn left',
  'quarter turn right',
  'anti-transpose',
];

interface Named {
  readonly name: string;
  readonly t: Symmetry;
}
const iota = (n: number) => Array.from({ length: n }, (_, i) => i);
/**
 * Two sudoku transforms that are none of the eight symmetries, digits kept: rows 1 and 2 swapped
 * (within the first band); the first two bands swapped and columns 1 and 2 with them.
 */
function sudokuTransforms(shape: Shape): Named[] {
  const { size: n, boxRows: r } = shape;
  const rowsSwapped = [1, 0, ...iota(n).slice(2)];
  const bands = [...iota(n).slice(r, 2 * r), ...iota(n).slice(0, r), ...iota(n).slice(2 * r)];
  const relabel = iota(n + 1);
  return [
    { name: 'rows 1 ↔ 2, id', t: { rows: rowsSwapped, cols: iota(n), relabel, transpose: false } },
    { name: 'bands 1 ↔ 2 and columns 1 ↔ 2, id', t: { rows: bands, cols: rowsSwapped, relabel, transpose: false } },
  ];
}
/** The eight symmetries × the four relabellings, then the two sudoku transforms. */
function transforms(shape: Shape): Named[] {
  const n = shape.size;
  return [
    ...gridSymmetries(n).flatMap((g, k) =>
      relabellings(n).map(([label, relabel]) => ({ name: `${GRID_NAMES[k]}, ${label}`, t: { ...g, relabel } })),
    ),
    ...sudokuTransforms(shape),
  ];
}

/** The image of a full grid under `t`. */
const gridImage = (board: Board, solution: Uint8Array, t: Symmetry): Uint8Array =>
  variantImageOf({ shape: board.shape, cells: solution }, t).cells;

/**
 * How many transforms each variant admits (the 8 symmetries × 4 relabellings above, then the 2 sudoku
 * transforms): on 9×9 every symmetry; on 6×6 (2×3 boxes) the four that keep the boxes, all eight with
 * a jigsaw, only the identity for windoku (its windows sit off-centre); digits: ANY 4, COMPLEMENT 2
 * (identity and complement), PARITY 3 on 9×9 (1 ↔ 3 and, N odd, the complement) and 2 on 6×6, NONE
 * 1; the 2 sudoku transforms for the kinds without geometry (RULE_TRANSFORMS grid SUDOKU).
 */
const ADMITTED: Record<Variant, [number, number]> = {
  X: [32, 16],
  JIGSAW: [34, 34],
  EXTRA_REGIONS: [34, 18],
  WINDOKU: [32, 4],
  DISJOINT_GROUPS: [32, 16],
  KILLER: [18, 10],
  ANTI_KNIGHT: [32, 16],
  ANTI_KING: [32, 16],
  NON_CONSECUTIVE: [16, 8],
  KROPKI: [8, 4],
  XV: [8, 4],
  EVEN_ODD: [26, 10],
  GREATER_THAN: [16, 8],
  THERMO: [18, 10],
  ARROW: [10, 6],
  LITTLE_KILLER: [16, 8],
  SANDWICH: [8, 4],
  WHISPERS: [18, 10],
  RENBAN: [18, 10],
  PALINDROME: [34, 18],
  QUADRUPLE: [32, 16],
};

/**
 * The admitted images whose score or level differ from the puzzle's within the soundness budget
 * (variant and size: shape, transform, score and level before → after), measured; every other
 * admitted image agrees. DISJOINT_GROUPS 9×9 runs out of budget (TRIAL, 12) on every image, and the
 * players' level, found on its own path, reaches MASTER on the puzzle as given, its relabellings, the
 * transpose and the right quarter turn but stops at EXPERT under the other five symmetries: where the
 * budget ends depends on the order cells are tried in.
 * With the default budget (measured once, not a test: the 9×9 NON_CONSECUTIVE board alone takes
 * about 50 s of wall time an image, loaded) these agree and two others differ instead:
 * EXTRA_REGIONS 9×9, 9.3 → 9.4 under flip rows, half turn, transpose, both quarter turns and anti-transpose, and
 * WHISPERS 9×9, 10.5 → 10.6 under transpose and the right quarter turn (a board with rules is
 * graded as given, so its dynamic forcing chains are found in the image's cell order).
 */
const NOT_INVARIANT: Partial<Record<string, string[]>> = {
  'DISJOINT_GROUPS 9': [
    '9×9 flip columns, id: 12 MASTER → 12 EXPERT',
    '9×9 flip rows, id: 12 MASTER → 12 EXPERT',
    '9×9 half turn, id: 12 MASTER → 12 EXPERT',
    '9×9 quarter turn left, id: 12 MASTER → 12 EXPERT',
    '9×9 anti-transpose, id: 12 MASTER → 12 EXPERT',
  ],
};

/**
 * The transforms analyzed: on 6×6 all 34; on 9×9 (where one analysis may take a second) each
 * symmetry and sudoku transform with the digits kept and each relabelling with the grid kept.
 */
const analysed = (shape: Shape): Named[] => transforms(shape).filter((x, k) => shape.size !== 9 || k % 4 === 0 || k < 4 || k >= 32);

/**
 * The soundness sweep's budget (soundness-check.ts), with no deadline a loaded machine could reach:
 * with the default budget, forcing chains run for tens of seconds on some of these boards (the 9×9
 * NON_CONSECUTIVE one: about 50 s of wall time an image on the loaded 2-core machine).
 */
const budget = (n: number) => ({ maxWork: soundnessWork(n), maxNodes: 50_000_000, deadlineMs: 600_000 });

const puzzles = (variant: Variant) =>
  [NINE, SIX].map((shape) => ({ shape, p: variantPuzzle(shape, variant, 'inv-0') })).filter((x) => x.p !== null);

describe('variant invariance: the transforms each rule admits', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: each admitted image is the same puzzle (its one solution the solution's image); the refused relabelling breaks it`, () => {
      const got: [number, number][] = [];
      for (const { shape, p } of puzzles(variant)) {
        const admitted = transforms(shape).filter(({ t }) => admits(p!.board, t));
        got.push([shape.size, admitted.length]);
        for (const { name, t } of admitted) {
          const image = variantImageOf(p!.board, t);
          const expected = gridImage(p!.board, p!.solution, t);
          const s = solve(image, { limit: 2 });
          expect([name, s.status, s.unique, Array.from(s.solution ?? []).join('')]).toEqual([
            name,
            'SOLVED',
            true,
            Array.from(expected).join(''),
          ]);
        }
        // 1 ↔ 2 and the shift v → v+1 (N → 1) keep the rules only where the kind admits any relabelling:
        // elsewhere the relabelled solution breaks a rule under one of them at least.
        const breaks = [swap(shape.size, 1, 2), [0, ...Array.from({ length: shape.size }, (_, v) => ((v + 1) % shape.size) + 1)]].map(
          (relabel) => {
            const t: Symmetry = { ...gridSymmetries(shape.size)[0], relabel };
            const rules = (p!.board.rules ?? []).map((r) => ruleImage(r, shape.size, t));
            const broken = findRuleConflicts({ shape, cells: gridImage(p!.board, p!.solution, t), rules });
            if (!broken.ok) throw new Error(broken.error.message);
            return { admitted: admits(p!.board, t), broken: broken.value.length > 0 };
          },
        );
        expect([shape.size, breaks.some((x) => x.broken)]).toEqual([shape.size, breaks.some((x) => !x.admitted)]);
        expect(breaks.filter((x) => x.admitted && x.broken)).toEqual([]);
      }
      expect(got).toEqual([
        [9, ADMITTED[variant][0]],
        [6, ADMITTED[variant][1]],
      ]);
    });
  }
});

describe('variant invariance: analyze gives every admitted image the same score and level', () => {
  for (const variant of VARIANTS) {
    it(
      variant,
      () => {
        for (const { shape, p } of puzzles(variant)) {
          const r0 = analyze(p!.board, budget(shape.size));
          if (r0.status !== 'ANALYZED') throw new Error(r0.status);
          const a0 = r0.analysis;
          const differ: string[] = [];
          for (const { name, t } of analysed(shape).filter((x) => admits(p!.board, x.t))) {
            const r = analyze(variantImageOf(p!.board, t), budget(shape.size));
            if (r.status !== 'ANALYZED') throw new Error(`${name}: ${r.status}`);
            const a = r.analysis;
            if (a.score !== a0.score || a.level !== a0.level)
              differ.push(`${shape.size}×${shape.size} ${name}: ${a0.score} ${a0.level} → ${a.score} ${a.level}`);
          }
          expect(differ).toEqual(NOT_INVARIANT[`${variant} ${shape.size}`] ?? []);
        }
      },
      600_000,
    );
  }
});
