// Issue 23's invariance: an image of a puzzle (values relabelled, rows swapped within a band, bands
// swapped, columns within a stack, stacks, transposed when the boxes are square) gets the same
// analysis. analyze() grades the canonical form (canon.ts) and tells each step on the board it
// was given (logic/frame.ts), so the image's steps are the images of the puzzle's steps: the same
// techniques and ratings in the same order, the same work, each placement and elimination at the
// image cell with the image value, and each sentence naming the image's cells.
// The boards are ones whose score or level changed under such images before the canonical form:
// magictour_top1465 lines 1, 42, 56, 69 and 214 (9.1 → 9.0, 8.4 → 8.5, 8.5 → 8.4, REGION 8.5 →
// DYNAMIC 8.9 i.e. EXPERT → MASTER, HIDDEN_PAIR 3.4 MEDIUM → HARD) and 12×12 puzzles of the
// generator (seeds inv12-3, inv12-5, inv12-9: 8.6 → 8.7, 9.0 → 9.1, 9.1 → 9.0).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Step } from '../../../src/engine/logic/index.js';
import type { Analysis } from '../../../src/engine/logic/analyze.js';
import { boardOf } from './golden-helpers.js';
import { imageOf, randomSymmetry, seeded, sourceCells, type Symmetry } from '../../../support/transforms.js';

const BOARDS: readonly [string, string][] = [
  ['top1465 line 1', '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'],
  ['top1465 line 42', '.5.4.9......6....12.....3..7.3...2.....5...9.1.........68....4.....8........7....'],
  ['top1465 line 56', '7.8.2...........913.........46..........3.7.....5......5.9.6......4...1.2.....8..'],
  ['top1465 line 69', '3..8.1....5....6.9......4..5..7...8..4..6...........2.2..3.........9.1....7......'],
  ['top1465 line 214', '....28.7.4.1...........5......1..4.6.2..7..........3..6..34.....8.2...5..........'],
  [
    '12×12 inv12-3',
    '.BA2..71.4..9........7B..C4....2..3.2..3C8...........2A4B.8...8.97..C...7....4..1.C.6.....9.4...A.....1....98A....46...7C.......5.2...3.5A.....6',
  ],
  [
    '12×12 inv12-5',
    '....A..6.....4...9.......A3B..C.76..C.23..8..7.1.9.6.7.25.....1.3B.........95.3...........9.A.1.2.6.1....C.3.6.......3B.A....6.BC.5......8....72',
  ],
  [
    '12×12 inv12-9',
    '....687.B.......4..5.......7..C...5....9..A.47...264.9.13...5.B......8..19C2......A.B........C...3....4A.9...B..31..A.....7....2..6.CA1....8.27.',
  ],
];

function analysed(board: ReturnType<typeof boardOf>): Analysis {
  const r = analyze(board);
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  return r.analysis;
}

/** The step's placements or eliminations on the image: each at its image cell with its image value, row-major. */
function moved(list: Step['placements'], n: number, imageCell: number[], t: Symmetry): string[] {
  return list.map((x) => {
    const c = imageCell[x.row * n + x.col];
    return `r${Math.floor(c / n) + 1}c${(c % n) + 1}=${t.relabel[x.value]}`;
  });
}
const named = (list: Step['placements']): string[] => list.map((x) => `r${x.row + 1}c${x.col + 1}=${x.value}`);
const sorted = (xs: string[]): string[] => [...xs].sort();
/** The units a sentence names ("row 4", "columns 2 and 7", "boxes 1, 5 and 9"), as kind:index, sorted. */
function unitNames(text: string): string[] {
  const out: string[] = [];
  // One unit ("row 4", never a list: "In column 8, 3, 4 fit only …" names column 8 and values),
  // or several of one kind ending in "and N".
  for (const m of text.matchAll(/\b(?:(row|column|box) (\d+)|(row|column|box)(?:es|s) ((?:\d+, )*\d+ and \d+))/g)) {
    const kind = m[1] ?? m[3];
    for (const i of (m[2] ?? m[4]).split(/, | and /)) out.push(`${kind}:${Number(i) - 1}`);
  }
  return out.sort();
}

/** The cells of each unit of a shape, by its name ("row:3", "column:0", "box:8"). */
function unitCells(shape: { size: number; boxRows: number; boxCols: number }): Map<string, number[]> {
  const { size: n, boxRows, boxCols } = shape;
  const out = new Map<string, number[]>();
  for (let c = 0; c < n * n; c++) {
    const r = Math.floor(c / n);
    const box = Math.floor(r / boxRows) * (n / boxCols) + Math.floor((c % n) / boxCols);
    for (const key of [`row:${r}`, `column:${c % n}`, `box:${box}`]) out.set(key, [...(out.get(key) ?? []), c]);
  }
  return out;
}

/** Where the symmetry takes a unit of the board: the image's unit holding the images of its cells. */
function movedUnit(name: string, units: Map<string, number[]>, imageCell: number[]): string {
  const image = new Set(units.get(name)!.map((c) => imageCell[c]));
  for (const [key, cells] of units) if (cells.every((c) => image.has(c))) return key;
  throw new Error(`no image unit for ${name}`);
}

/** The rNcM names in a sentence, each once. */
const cellNames = (text: string): string[] => [...new Set(text.match(/r\d+c\d+/g) ?? [])].sort();

describe('invariance: every image of a puzzle gets the image of its analysis', () => {
  it.each(BOARDS)(
    '%s under 3 random images',
    (_name, text) => {
      const board = boardOf(text);
      const n = board.shape.size;
      const units = unitCells(board.shape);
      const a0 = analysed(board);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const t = randomSymmetry(board.shape, seeded(seed));
          const source = sourceCells(n, t);
          const imageCell: number[] = [];
          source.forEach((from, to) => (imageCell[from] = to));
          const a = analysed(imageOf(board, t));
          expect([a.score, a.level, a.hardest, a.end, a.work, a.steps.length]).toEqual([
            a0.score,
            a0.level,
            a0.hardest,
            a0.end,
            a0.work,
            a0.steps.length,
          ]);
          a.steps.forEach((s, k) => {
            const s0 = a0.steps[k];
            expect([k, s.technique, s.rating]).toEqual([k, s0.technique, s0.rating]);
            expect(sorted(named(s.placements))).toEqual(sorted(moved(s0.placements, n, imageCell, t)));
            expect(sorted(named(s.eliminations))).toEqual(sorted(moved(s0.eliminations, n, imageCell, t)));
            expect(sorted(s.cells.map(String))).toEqual(sorted(s0.cells.map((c) => String(imageCell[c]))));
            // The sentence names the image's cells: the puzzle's sentence's cells, moved.
            const moveName = (name: string): string => {
              const [, r, c] = /r(\d+)c(\d+)/.exec(name)!;
              const to = imageCell[(Number(r) - 1) * n + Number(c) - 1];
              return `r${Math.floor(to / n) + 1}c${(to % n) + 1}`;
            };
            expect(cellNames(s.explanation)).toEqual(cellNames(s0.explanation).map(moveName).sort());
            expect(unitNames(s.explanation)).toEqual(
              unitNames(s0.explanation)
                .map((u) => movedUnit(u, units, imageCell))
                .sort(),
            );
          });
          return true;
        }),
        { numRuns: 3, seed: 23 },
      );
    },
    120_000,
  );

  it('names the cells of the board as given: a single names the cell it fills and the value', () => {
    const board = boardOf(BOARDS[0][1]);
    const t = randomSymmetry(board.shape, seeded(5));
    for (const b of [board, imageOf(board, t)]) {
      const singles = analysed(b).steps.filter((s) => s.technique === 'HIDDEN_SINGLE' || s.technique === 'NAKED_SINGLE');
      expect(singles.length).toBeGreaterThan(0);
      for (const s of singles) {
        const [p] = s.placements;
        expect(b.cells[p.row * 9 + p.col]).toBe(0);
        expect(s.explanation).toContain(`r${p.row + 1}c${p.col + 1} is ${p.value}`);
      }
    }
  });
});
