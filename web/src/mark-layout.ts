// Pencil marks as SudokuPad draws them: centre marks are one centred line that shrinks to fit
// (boards above 9×9 wrap a long line into a few balanced lines, so 16 or 25 candidates stay
// legible), corner marks sit in the corners and then the edges' middles (TL, TR, BL, BR, TC, BC,
// ML, MR). The layout is computed, not left to CSS wrapping: every box is sized from the
// symbols' measured widths, so centre and corner marks never overlap at any size or zoom.
// All lengths are fractions of the cell's inner width (the `.marks` box is a size container).
// Pure arithmetic (the unit tests run it without a browser); marks.ts builds the elements.
import { symbolFor } from './board.js';

/** A symbol's advance width in em. */
export type Widths = (symbol: string) => number;

export type Spot = 'tl' | 'tr' | 'bl' | 'br' | 'tc' | 'bc' | 'ml' | 'mr';
const SPOTS: readonly Spot[] = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr'];

/** Space kept free along the cell's edges and between mark groups. */
export const PAD = 0.05;
export const GAP = 0.03;
const CORNER_MAX = 0.26;
const CENTRE_MAX = 0.32;

export interface MarkLayout {
  /** Centre marks: font size and the values of each line. */
  centre: { font: number; lines: number[][] } | null;
  /** Corner marks: font size and the values at each spot used. */
  corner: { font: number; spots: { spot: Spot; values: number[] }[] } | null;
}

const sum = (values: readonly number[], width: Widths) => values.reduce((w, v) => w + width(symbolFor(v)), 0);

/** Where centre and corner marks go in a cell of an N×N board. */
export function layoutMarks(centre: readonly number[], corner: readonly number[], n: number, width: Widths): MarkLayout {
  let cornerOut: MarkLayout['corner'] = null;
  let insetX = PAD;
  let insetY = PAD;
  if (corner.length) {
    const per = Math.ceil(corner.length / SPOTS.length);
    const spots = SPOTS.slice(0, Math.ceil(corner.length / per)).map((spot, k) => ({ spot, values: corner.slice(k * per, (k + 1) * per) }));
    const w = (s: Spot) => {
      const at = spots.find((x) => x.spot === s);
      return at ? sum(at.values, width) : 0;
    };
    const has = (s: Spot) => spots.some((x) => x.spot === s);
    let font = CORNER_MAX;
    const half = 0.5 - PAD - GAP;
    for (const [a, mid, b] of [
      ['tl', 'tc', 'tr'],
      ['bl', 'bc', 'br'],
    ] as const) {
      if (has(mid)) font = Math.min(font, half / (w(a) + w(mid) / 2), half / (w(b) + w(mid) / 2));
      else if (w(a) + w(b) > 0) font = Math.min(font, (1 - 2 * PAD - GAP) / (w(a) + w(b)));
    }
    // Down a side: two rows of marks, or three when the edges' middles are used.
    font = Math.min(font, has('ml') || has('mr') ? half / 1.5 : (1 - 2 * PAD - GAP) / 2);
    cornerOut = { font, spots };
    insetY = PAD + font + GAP;
    if (has('ml') || has('mr')) insetX = PAD + Math.max(w('ml'), w('mr')) * font + GAP;
  }
  let centreOut: MarkLayout['centre'] = null;
  if (centre.length) {
    const availW = 1 - 2 * insetX;
    const availH = 1 - 2 * insetY;
    const maxLines = n <= 9 ? 1 : Math.min(4, centre.length);
    let best: { font: number; lines: number[][] } | null = null;
    for (let l = 1; l <= maxLines; l++) {
      const lines = balanced(centre, l);
      const widest = Math.max(...lines.map((line) => sum(line, width)));
      const font = Math.min(CENTRE_MAX, availW / widest, availH / l);
      if (!best || font > best.font + 1e-9) best = { font, lines };
    }
    centreOut = best;
  }
  return { centre: centreOut, corner: cornerOut };
}

/** `values` in `l` lines of nearly equal length, the longer lines first. */
function balanced(values: readonly number[], l: number): number[][] {
  const out: number[][] = [];
  let at = 0;
  for (let k = 0; k < l; k++) {
    const take = Math.ceil((values.length - at) / (l - k));
    out.push(values.slice(at, at + take));
    at += take;
  }
  return out;
}

/** A conservative width table (DejaVu Sans Bold, the widest common UI face), for tests and before measuring. */
const WIDE: Record<string, number> = { I: 0.37, J: 0.37, M: 1.0, W: 1.0 };
export const defaultWidths: Widths = (s) => (/[0-9]/.test(s) ? 0.7 : (WIDE[s] ?? 0.84));
