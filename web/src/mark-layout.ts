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
  /** Corner marks' distance from the cell's edges. */
  pad: number;
}

/**
 * Room a cell's marks leave to drawings on it (rule-shapes.ts): spots taken, each with its size in
 * fractions of the cell (a cage's sum in the top-left corner, a dot on an edge's middle, a
 * quadruple's circle on a corner), and a larger distance from the edges (inside a cage's line).
 */
export interface Room {
  taken?: Partial<Record<Spot, { w: number; h: number }>>;
  pad?: number;
}

const sum = (values: readonly number[], width: Widths) => values.reduce((w, v) => w + width(symbolFor(v)), 0);

/** Where centre and corner marks go in a cell of an N×N board, around what `room` keeps free. */
export function layoutMarks(centre: readonly number[], corner: readonly number[], n: number, width: Widths, room: Room = {}): MarkLayout {
  const pad = room.pad ?? PAD;
  const taken = room.taken ?? {};
  // A drawing in a corner crowds the middle of its edges too (a cage's sum is wider than half an
  // edge's free room): those middles are left empty. Every spot taken (it never happens on a real
  // board): the marks go where they would without drawings.
  const crowded = (s: Spot) =>
    (s === 'tc' && (taken.tl || taken.tr)) ||
    (s === 'bc' && (taken.bl || taken.br)) ||
    (s === 'ml' && (taken.tl || taken.bl)) ||
    (s === 'mr' && (taken.tr || taken.br));
  const open = SPOTS.filter((s) => !taken[s] && !crowded(s));
  const free = open.length ? open : SPOTS;
  const per = corner.length ? Math.ceil(corner.length / free.length) : 0;
  const spots = per
    ? free.slice(0, Math.ceil(corner.length / per)).map((spot, k) => ({ spot, values: corner.slice(k * per, (k + 1) * per) }))
    : [];
  // A spot's width and height: a fixed part (a drawing) and a part in units of the corner font (marks).
  const em = (s: Spot) => {
    const at = spots.find((x) => x.spot === s);
    return at ? sum(at.values, width) : 0;
  };
  const rows = (s: Spot) => (spots.some((x) => x.spot === s) ? 1 : 0);
  const fixedW = (s: Spot) => taken[s]?.w ?? 0;
  const fixedH = (s: Spot) => taken[s]?.h ?? 0;
  const present = (s: Spot) => rows(s) > 0 || taken[s] !== undefined;
  const half = 0.5 - pad - GAP;
  const whole = 1 - 2 * pad - GAP;
  /** The largest font with fixed + font·units ≤ limit (no limit where no marks take part). */
  const fit = (limit: number, fixed: number, units: number) => (units > 0 ? (limit - fixed) / units : Infinity);
  let font = CORNER_MAX;
  if (spots.length) {
    // Along the top and bottom edges, and down each side: corners, and the middles when present.
    for (const [a, mid, b] of [
      ['tl', 'tc', 'tr'],
      ['bl', 'bc', 'br'],
    ] as const) {
      if (present(mid)) {
        font = Math.min(
          font,
          fit(half, fixedW(a) + fixedW(mid) / 2, em(a) + em(mid) / 2),
          fit(half, fixedW(b) + fixedW(mid) / 2, em(b) + em(mid) / 2),
        );
      } else font = Math.min(font, fit(whole, fixedW(a) + fixedW(b), em(a) + em(b)));
    }
    for (const [a, mid, b] of [
      ['tl', 'ml', 'bl'],
      ['tr', 'mr', 'br'],
    ] as const) {
      if (present(mid)) {
        font = Math.min(
          font,
          fit(half, fixedH(a) + fixedH(mid) / 2, rows(a) + rows(mid) / 2),
          fit(half, fixedH(b) + fixedH(mid) / 2, rows(b) + rows(mid) / 2),
        );
      } else font = Math.min(font, fit(whole, fixedH(a) + fixedH(b), rows(a) + rows(b)));
    }
    // Marks along an edge are as tall as the font; two rows of marks down a side, or three with the middles.
    font = Math.min(font, spots.some((x) => x.spot === 'ml' || x.spot === 'mr') ? half / 1.5 : whole / 2);
    font = Math.max(font, 0);
  }
  // The centre marks keep out of every spot in use: above and below, the tallest of the edges' spots; to the sides, the middles.
  const height = (s: Spot) => Math.max(rows(s) * font, fixedH(s));
  const side = (s: Spot) => Math.max(em(s) * (spots.length ? font : 0), fixedW(s));
  const edgeH = Math.max(...(['tl', 'tc', 'tr', 'bl', 'bc', 'br'] as const).map(height));
  // Without marks at the edges, the centre line keeps `pad` from them (inside a cage's line).
  const insetY = edgeH > 0 ? pad + edgeH + GAP : pad;
  const sideW = Math.max(side('ml'), side('mr'));
  const insetX = sideW > 0 ? pad + sideW + GAP : pad;
  let centreOut: MarkLayout['centre'] = null;
  if (centre.length) {
    const availW = 1 - 2 * insetX;
    const availH = 1 - 2 * insetY;
    const maxLines = n <= 9 ? 1 : Math.min(4, centre.length);
    let best: { font: number; lines: number[][] } | null = null;
    for (let l = 1; l <= maxLines; l++) {
      const lines = balanced(centre, l);
      const widest = Math.max(...lines.map((line) => sum(line, width)));
      const f = Math.min(CENTRE_MAX, availW / widest, availH / l);
      if (!best || f > best.font + 1e-9) best = { font: f, lines };
    }
    centreOut = best;
  }
  return { centre: centreOut, corner: spots.length ? { font, spots } : null, pad };
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
