// A board with rules is graded on its canonical form and told back in the player's frame
// (logic/frame.ts): an image of a puzzle with the same canonical key gets the image of every step of
// the puzzle's own analysis — its cells, placements, eliminations, units, rules (a region, window
// or disjoint group by the image's numbering), chain links, and its sentence with every cell and
// unit named as the image names it (rule names included: a cage's cells, a sandwich's row).
import { describe, expect, it } from 'vitest';
import { analyze, type Step } from '../../../src/engine/logic/index.js';
import { geometryFor } from '../../../src/engine/logic/grid.js';
import type { LogicGeometry, UnitRef } from '../../../src/engine/logic/types.js';
import { canonicalKey } from '../../../src/engine/rules/canon.js';
import type { Variant } from '../../../src/engine/rules/types.js';
import type { Board, Shape } from '../../../src/engine/types.js';
import type { Symmetry } from '../../../support/transforms.js';
import { soundnessWork } from './soundness-check.js';
import { gridSymmetries, imageCells, variantImageOf } from './variant-transforms.js';
import { variantPuzzle } from './variant-puzzles.js';

const NINE: Shape = { size: 9, boxRows: 3, boxCols: 3 };
const n = 9;
const iota = (k: number) => Array.from({ length: k }, (_, i) => i);
const [identity, flipColumns, flipRows, halfTurn, transpose, quarterLeft, quarterRight] = gridSymmetries(n);
/** Bands 1 and 2 swapped, and columns 1 and 2 with them: a sudoku transform that is no symmetry of the square. */
const bands: Symmetry = { rows: [3, 4, 5, 0, 1, 2, 6, 7, 8], cols: [1, 0, ...iota(n).slice(2)], relabel: iota(n + 1), transpose: false };

/** Each variant with transforms its key admits (diagonals kept for X: the sentence names them by direction). */
const CASES: [Variant, Symmetry[]][] = [
  ['KILLER', [bands, transpose]],
  ['JIGSAW', [quarterLeft, bands]],
  ['WINDOKU', [flipRows]],
  ['DISJOINT_GROUPS', [transpose, quarterRight]],
  ['X', [halfTurn]],
  ['EXTRA_REGIONS', [bands]],
  ['SANDWICH', [quarterRight]],
  ['LITTLE_KILLER', [flipColumns]],
  ['THERMO', [transpose]],
  ['ARROW', [identity, bands]],
];

const budget = { maxWork: soundnessWork(n), maxNodes: 50_000_000, deadlineMs: 600_000 };

function partOf(geo: LogicGeometry, rule: number, cell: number): number {
  for (let k = geo.cellUnitStart[cell]; k < geo.cellUnitStart[cell + 1]; k++) {
    const u = geo.cellUnits[k];
    if (geo.rules!.unitRule[u] === rule && geo.rules!.unitPart[u] >= 0) return geo.rules!.unitPart[u];
  }
  return -1;
}

/** The image of a step under `t` as the image board's analysis should tell it (its sentence aside). */
function stepImage(step: Step, board: Board, image: Board, t: Symmetry): object {
  const at = imageCells(n, t);
  const cv = (x: { row: number; col: number; value: number }) => {
    const c = at[x.row * n + x.col];
    return { row: Math.floor(c / n), col: c % n, value: x.value };
  };
  const sorted = <T extends { row: number; col: number; value: number }>(xs: T[]) =>
    xs.sort((a, b) => a.row - b.row || a.col - b.col || a.value - b.value);
  const unit = (u: UnitRef): UnitRef => {
    if (u.kind === 'BOX') {
      const first = Math.floor(u.index / 3) * 3 * n + (u.index % 3) * 3;
      const c = at[first];
      return { kind: 'BOX', index: Math.floor(Math.floor(c / n) / 3) * 3 + Math.floor((c % n) / 3) };
    }
    const [a, b] = u.kind === 'ROW' ? [at[u.index * n], at[u.index * n + 1]] : [at[u.index], at[u.index + n]];
    return Math.floor(a / n) === Math.floor(b / n) ? { kind: 'ROW', index: Math.floor(a / n) } : { kind: 'COLUMN', index: a % n };
  };
  const from = geometryFor(board);
  const to = geometryFor(image);
  return {
    technique: step.technique,
    cells: step.cells.map((c) => at[c]),
    placements: sorted(step.placements.map(cv)),
    eliminations: sorted(step.eliminations.map(cv)),
    units: step.units.map(unit),
    rules: step.rules?.map((r) => {
      if (r.part === undefined) return r;
      const u = iota(from.unitKinds.length).find((w) => from.rules!.unitRule[w] === r.rule && from.rules!.unitPart[w] === r.part)!;
      return { ...r, part: partOf(to, r.rule, at[from.units[u * n]]) };
    }),
    links: step.links?.map((l) => ({ ...l, fromCell: at[l.fromCell], toCell: at[l.toCell] })),
  };
}

const told = (s: Step) => ({
  technique: s.technique,
  cells: s.cells,
  placements: s.placements,
  eliminations: s.eliminations,
  units: s.units,
  rules: s.rules,
  links: s.links,
});

/**
 * The sentence of a step of the board as the image names it: every cell (a chain's "1r5c5" too), and every row, column,
 * box, window and disjoint group named alone (a region keeps its number: the image keeps the
 * jigsaw's numbering); null where units are named together ("rows 1–2"), which a substitution of
 * names cannot tell.
 */
function sentenceImage(text: string, board: Board, image: Board, t: Symmetry): string | null {
  if (/\b(rows|columns|boxes) /.test(text)) return null;
  const at = imageCells(n, t);
  const name = (c: number) => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`;
  const from = geometryFor(board);
  const to = geometryFor(image);
  return text.replace(/(?<![a-z])(r(\d+)c(\d+)|(row|column|box|window|disjoint group) (\d+))/g, (whole, _, r, c, word: string, k) => {
    if (r !== undefined) return name(at[(Number(r) - 1) * n + Number(c) - 1]);
    const index = Number(k) - 1;
    if (word === 'box') {
      const c0 = at[Math.floor(index / 3) * 3 * n + (index % 3) * 3];
      return `box ${Math.floor(Math.floor(c0 / n) / 3) * 3 + Math.floor((c0 % n) / 3) + 1}`;
    }
    if (word === 'row' || word === 'column') {
      const [a, b] = word === 'row' ? [at[index * n], at[index * n + 1]] : [at[index], at[index + n]];
      return Math.floor(a / n) === Math.floor(b / n) ? `row ${Math.floor(a / n) + 1}` : `column ${(a % n) + 1}`;
    }
    const kind = word === 'window' ? 'WINDOKU' : 'DISJOINT_GROUPS';
    const rule = board.rules!.findIndex((x) => x.kind === kind);
    const u = iota(from.unitKinds.length).find((w) => from.rules!.unitRule[w] === rule && from.rules!.unitPart[w] === index)!;
    return `${word} ${partOf(to, rule, at[from.units[u * n]]) + 1}`;
  });
}

describe('variant frame: an image with the same key is told the image of every step', () => {
  for (const [variant, symmetries] of CASES) {
    it(variant, () => {
      const p = variantPuzzle(NINE, variant, 'inv-0')!;
      const a = analyze(p.board, budget);
      if (a.status !== 'ANALYZED') throw new Error(a.status);
      let sentences = 0;
      for (const t of symmetries) {
        const image = variantImageOf(p.board, t);
        const key = (x: Board) => {
          const k = canonicalKey(x);
          return k.status === 'CANONICAL' ? k.key : k.status;
        };
        expect(key(image)).toEqual(key(p.board));
        const b = analyze(image, budget);
        if (b.status !== 'ANALYZED') throw new Error(b.status);
        expect(b.analysis.steps.map(told)).toEqual(a.analysis.steps.map((s) => stepImage(s, p.board, image, t)));
        expect(b.analysis.levelSteps.map(told)).toEqual(a.analysis.levelSteps.map((s) => stepImage(s, p.board, image, t)));
        a.analysis.steps.forEach((s, k) => {
          const expected = sentenceImage(s.explanation, p.board, image, t);
          if (expected === null) return;
          sentences++;
          expect([k, b.analysis.steps[k].explanation]).toEqual([k, expected]);
        });
      }
      expect(sentences).toBeGreaterThan(0);
    });
  }
});
