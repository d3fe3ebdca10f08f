// The page's drawing arithmetic without a browser: pencil-mark boxes (mark-layout.ts) never overlap and
// stay inside the cell for every count of centre and corner marks on every standard size, with
// the widest symbol widths; and the outline of a set of cells (outline.ts) follows its border.
import { describe, expect, it } from 'vitest';
import { STANDARD_SHAPES } from '../../src/engine/index.js';
import { outlinePath, regionEdges } from '../../web/src/outline.js';
import { defaultWidths, layoutMarks, PAD, type MarkLayout, type Spot } from '../../web/src/mark-layout.js';
import { symbolFor } from '../../web/src/board.js';

type Box = { l: number; t: number; r: number; b: number; what: string };

const width = (values: readonly number[]) => values.reduce((w, v) => w + defaultWidths(symbolFor(v)), 0);

/** The boxes the CSS in board.css gives each part (positions in fractions of the cell). */
function boxes(layout: MarkLayout): Box[] {
  const out: Box[] = [];
  if (layout.centre) {
    const { font, lines } = layout.centre;
    const w = Math.max(...lines.map(width)) * font;
    const h = lines.length * font;
    out.push({ l: 0.5 - w / 2, r: 0.5 + w / 2, t: 0.5 - h / 2, b: 0.5 + h / 2, what: 'centre' });
  }
  for (const { spot, values } of layout.corner?.spots ?? []) {
    const f = layout.corner!.font;
    const w = width(values) * f;
    const x: Record<Spot, number> = {
      tl: PAD,
      bl: PAD,
      ml: PAD,
      tr: 1 - PAD - w,
      br: 1 - PAD - w,
      mr: 1 - PAD - w,
      tc: 0.5 - w / 2,
      bc: 0.5 - w / 2,
    };
    const y: Record<Spot, number> = {
      tl: PAD,
      tr: PAD,
      tc: PAD,
      bl: 1 - PAD - f,
      br: 1 - PAD - f,
      bc: 1 - PAD - f,
      ml: 0.5 - f / 2,
      mr: 0.5 - f / 2,
    };
    out.push({ l: x[spot], r: x[spot] + w, t: y[spot], b: y[spot] + f, what: spot });
  }
  return out;
}

const meet = (a: Box, b: Box) => a.l < b.r - 1e-9 && b.l < a.r - 1e-9 && a.t < b.b - 1e-9 && b.t < a.b - 1e-9;
const upTo = (k: number) => Array.from({ length: k }, (_, i) => i + 1);

describe('pencil-mark layout', () => {
  it('never overlaps and stays in the cell: every centre and corner count on every standard size', () => {
    let checked = 0;
    for (const { size: n } of STANDARD_SHAPES) {
      for (let c = 0; c <= n; c++) {
        for (let k = 0; k <= n; k++) {
          const parts = boxes(layoutMarks(upTo(c), upTo(k), n, defaultWidths));
          for (const [i, p] of parts.entries()) {
            expect(p.l >= 0 && p.t >= 0 && p.r <= 1 && p.b <= 1, `${n}: ${c} centre, ${k} corner: ${p.what} inside`).toBe(true);
            for (const q of parts.slice(i + 1)) expect(meet(p, q), `${n}: ${c} centre, ${k} corner: ${p.what}/${q.what}`).toBe(false);
          }
          checked++;
        }
      }
    }
    expect(checked).toBe(STANDARD_SHAPES.reduce((a, { size }) => a + (size + 1) ** 2, 0));
  });

  it('draws centre marks as one centred line up to 9×9 (shrinking as it grows), and wraps them only on bigger boards', () => {
    const one = layoutMarks([5], [], 9, defaultWidths).centre!;
    const nine = layoutMarks(upTo(9), [], 9, defaultWidths).centre!;
    expect(one.lines).toEqual([[5]]);
    expect(nine.lines).toEqual([upTo(9)]);
    expect(nine.font).toBeLessThan(one.font);
    expect(layoutMarks(upTo(16), [], 16, defaultWidths).centre!.lines.length).toBeGreaterThan(1);
    // Beside corner marks the line is smaller still, and corner marks take the corners first.
    expect(layoutMarks(upTo(4), upTo(8), 9, defaultWidths).centre!.font).toBeLessThan(
      layoutMarks(upTo(4), [], 9, defaultWidths).centre!.font,
    );
    expect(layoutMarks([], upTo(8), 9, defaultWidths).corner!.spots.map((s) => s.spot)).toEqual([
      'tl',
      'tr',
      'bl',
      'br',
      'tc',
      'bc',
      'ml',
      'mr',
    ]);
  });
});

describe('outlines and region borders', () => {
  it('outlines one cell, an L of three, and two cells touching at a corner as two loops', () => {
    expect(outlinePath([0], 3, 0.1)).toBe('M0.1 0.1L0.9 0.1L0.9 0.9L0.1 0.9Z');
    // Cells (0,0), (0,1), (1,0): six corners, the inner one moved into the shape.
    expect(outlinePath([0, 1, 3], 3, 0.1)).toBe('M0.1 0.1L1.9 0.1L1.9 0.9L0.9 0.9L0.9 1.9L0.1 1.9Z');
    expect(outlinePath([0, 4], 3, 0).split('M')).toHaveLength(3);
    // A whole row of a 9×9.
    expect(
      outlinePath(
        upTo(9).map((c) => 9 + c - 1),
        9,
        0,
      ),
    ).toBe('M0 1L9 1L9 2L0 2Z');
  });

  it('puts thick borders exactly where the region changes', () => {
    const boxes = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
    const e = regionEdges(boxes, 4);
    expect(e.flatMap((x, i) => (x.right ? [i] : []))).toEqual([1, 5, 9, 13]);
    expect(e.flatMap((x, i) => (x.bottom ? [i] : []))).toEqual([4, 5, 6, 7]);
  });
});
