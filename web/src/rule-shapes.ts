// What each rule of a variant puzzle looks like on the board, as plain drawing data in grid units
// (cell r,c spans [c, c+1] × [r, r+1]; outside clues sit in the margin, row or column −1 or N): a
// cage's dashed outline and its sum in the top-left corner, a thermometer's bulb and line, an
// arrow's circle (or pill) and shaft, dots, letters and chevrons on the edge between two cells,
// shaded regions, diagonals, coloured lines, parity shapes, quadruple circles, little killer and
// sandwich clues. Pure (no DOM), so the unit tests check it; rule-layer.ts turns it into SVG.
// `keepOuts` says where each cell's pencil marks must make room (a cage's sum, a dot on an edge,
// a quadruple's circle on a corner), so no drawing covers a mark or a value.
import type { Rule } from '../../src/engine/index.js';
import { outlinePath } from './outline.js';
import type { Room, Spot } from './mark-layout.js';

export type Depth = 'under' | 'over';

export type Item =
  | { t: 'path'; d: string; cls: string }
  | { t: 'circle'; cx: number; cy: number; r: number; cls: string }
  | { t: 'rect'; x: number; y: number; w: number; h: number; rx: number; cls: string }
  | { t: 'text'; x: number; y: number; text: string; size: number; cls: string; anchor: 'start' | 'middle' };

/** One rule's drawing: its index in the board's rules, the layer it goes in and its parts. */
export interface Drawing {
  rule: number;
  depth: Depth;
  items: Item[];
  /** Boxes the rule's lines leave open (a cage's dashed line breaks around its sum). */
  holes: { x: number; y: number; w: number; h: number }[];
}

/** A cell's spot taken by a drawing, with its size in fractions of the cell. */
export type KeepOut = Partial<Record<Spot, { w: number; h: number }>>;

/** Room around the grid, in cells, when a rule has clues outside it (little killer, sandwich). */
export const OUTSIDE_MARGIN = 0.85;

/** Sizes in fractions of a cell. */
const CAGE_INSET = 0.07;
const SUM_FONT = 0.25;
const SUM_X = 0.05;
const SUM_Y = 0.035;
const DOT_R = 0.11;
const DOT_R_LABELLED = 0.14;
const QUAD_R = 0.29;
const LETTER_FONT = 0.3;
/** A digit's advance as a share of its font size (the sans-serif faces the page uses are ≤ 0.62). */
const DIGIT_W = 0.62;

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const centre = (i: number, n: number): [number, number] => [(i % n) + 0.5, Math.floor(i / n) + 0.5];
const polyline = (pts: readonly [number, number][]) => pts.map(([x, y], k) => `${k ? 'L' : 'M'}${r3(x)} ${r3(y)}`).join('');
const linePath = (cells: readonly number[], n: number) => polyline(cells.map((c) => centre(c, n)));

/** The cell a cage's sum is written in: its top-left cell (the first in row-major order). */
export const sumCell = (cells: readonly number[]): number => Math.min(...cells);

/** The width of a cage sum's box (its text and a little room), in cells. */
const sumBox = (sum: number) => ({ w: SUM_X + String(sum).length * DIGIT_W * SUM_FONT + 0.03, h: SUM_Y + SUM_FONT * 0.82 + 0.03 });

/** Where the two cells of an edge rule meet: the midpoint and whether they sit side by side. */
function edge(a: number, b: number, n: number): { x: number; y: number; across: boolean } {
  const [ax, ay] = centre(a, n);
  const [bx, by] = centre(b, n);
  return { x: (ax + bx) / 2, y: (ay + by) / 2, across: ay === by };
}

/** The main or anti diagonal, corner to corner. */
const diagonal = (dir: 'MAIN' | 'ANTI', n: number) =>
  dir === 'MAIN'
    ? polyline([
        [0, 0],
        [n, n],
      ])
    : polyline([
        [0, n],
        [n, 0],
      ]);

/** Cells as one shaded path (each a unit square). */
const squares = (cells: Iterable<number>, n: number) => [...cells].map((i) => `M${i % n} ${Math.floor(i / n)}h1v1h-1Z`).join('');

/** The windows of a windoku: boxRows × boxCols windows at 1 + k·(side + 1), inside the grid. */
export function windokuCells(n: number, boxRows: number, boxCols: number): number[][] {
  const out: number[][] = [];
  for (let r0 = 1; r0 + boxRows <= n; r0 += boxRows + 1)
    for (let c0 = 1; c0 + boxCols <= n; c0 += boxCols + 1) {
      const w: number[] = [];
      for (let r = r0; r < r0 + boxRows; r++) for (let c = c0; c < c0 + boxCols; c++) w.push(r * n + c);
      out.push(w);
    }
  return out;
}

/** An arrow: its circle (a pill over 2–3 cells) and a shaft from the circle's edge with a head at the end. */
function arrow(circle: readonly number[], line: readonly number[], n: number): Item[] {
  const pts = circle.map((c) => centre(c, n));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const R = 0.38;
  const ring: Item =
    circle.length === 1
      ? { t: 'circle', cx: pts[0]![0], cy: pts[0]![1], r: R, cls: 'arrow-circle' }
      : {
          t: 'rect',
          x: r3(Math.min(...xs) - R),
          y: r3(Math.min(...ys) - R),
          w: r3(Math.max(...xs) - Math.min(...xs) + 2 * R),
          h: r3(Math.max(...ys) - Math.min(...ys) + 2 * R),
          rx: R,
          cls: 'arrow-circle',
        };
  if (line.length === 0) return [ring];
  // The shaft leaves from the circle cell next to the line's first cell, at the circle's edge.
  const first = centre(line[0]!, n);
  const from = pts.reduce((best, p) =>
    Math.hypot(p[0] - first[0], p[1] - first[1]) < Math.hypot(best[0] - first[0], best[1] - first[1]) ? p : best,
  );
  const d = Math.hypot(first[0] - from[0], first[1] - from[1]) || 1;
  const start: [number, number] = [from[0] + ((first[0] - from[0]) / d) * R, from[1] + ((first[1] - from[1]) / d) * R];
  const body = [start, ...line.map((c) => centre(c, n))];
  const end = body[body.length - 1]!;
  const prev = body[body.length - 2]!;
  const len = Math.hypot(end[0] - prev[0], end[1] - prev[1]) || 1;
  const [ux, uy] = [(end[0] - prev[0]) / len, (end[1] - prev[1]) / len];
  const H = 0.22;
  const head: [number, number][] = [
    [end[0] - ux * H - uy * H * 0.75, end[1] - uy * H + ux * H * 0.75],
    end,
    [end[0] - ux * H + uy * H * 0.75, end[1] - uy * H - ux * H * 0.75],
  ];
  return [ring, { t: 'path', d: polyline(body) + polyline(head), cls: 'arrow-line' }];
}

/** A little killer's clue: its sum in the margin and a short arrow toward the diagonal it adds up. */
function littleKiller(rule: Extract<Rule, { kind: 'LITTLE_KILLER' }>, n: number): Item[] {
  const m = OUTSIDE_MARGIN;
  const place = (k: number) => (k < 0 ? -m / 2 : k >= n ? n + m / 2 : k + 0.5);
  const x = place(rule.clue.col);
  const y = place(rule.clue.row);
  const dx = rule.direction.endsWith('RIGHT') ? 1 : -1;
  const dy = rule.direction.startsWith('DOWN') ? 1 : -1;
  // The number sits back from the arrow, which points along the diagonal toward the grid.
  const tx = x - dx * 0.1;
  const ty = y - dy * 0.1;
  const a: [number, number] = [x + dx * 0.14, y + dy * 0.14];
  const b: [number, number] = [x + dx * 0.36, y + dy * 0.36];
  const h = 0.11;
  const head: [number, number][] = [[b[0] - dx * h, b[1]], b, [b[0], b[1] - dy * h]];
  return [
    { t: 'text', x: r3(tx), y: r3(ty), text: String(rule.sum), size: 0.3, cls: 'clue', anchor: 'middle' },
    { t: 'path', d: polyline([a, b]) + polyline(head), cls: 'clue-arrow' },
  ];
}

/** Every rule's drawing. Global rules with nothing to draw (anti-knight, non-consecutive…) give none. */
export function ruleDrawings(rules: readonly Rule[], n: number, boxRows: number, boxCols: number): Drawing[] {
  const out: Drawing[] = [];
  rules.forEach((rule, index) => {
    const draw = (depth: Depth, items: Item[], holes: Drawing['holes'] = []) => out.push({ rule: index, depth, items, holes });
    switch (rule.kind) {
      case 'DIAGONAL':
        return draw('under', [{ t: 'path', d: diagonal(rule.direction, n), cls: 'diagonal' }]);
      case 'WINDOKU': {
        // Each window outlined as well as shaded: the shade alone is lost under a selection's highlight.
        const windows = windokuCells(n, boxRows, boxCols);
        return draw('under', [
          { t: 'path', d: squares(windows.flat(), n), cls: 'shade' },
          { t: 'path', d: windows.map((w) => outlinePath(w, n, 0)).join(' '), cls: 'shade-edge' },
        ]);
      }
      case 'EXTRA_REGION':
        return draw('under', [
          { t: 'path', d: squares(rule.cells, n), cls: 'shade' },
          { t: 'path', d: outlinePath(rule.cells, n, 0), cls: 'shade-edge' },
        ]);
      case 'KILLER_CAGE': {
        const items: Item[] = [{ t: 'path', d: outlinePath(rule.cells, n, CAGE_INSET), cls: 'cage' }];
        const holes: Drawing['holes'] = [];
        if (rule.sum !== undefined) {
          const at = sumCell(rule.cells);
          const [x, y] = [at % n, Math.floor(at / n)];
          const box = sumBox(rule.sum);
          items.push({
            t: 'text',
            x: r3(x + SUM_X),
            y: r3(y + SUM_Y + SUM_FONT * 0.8),
            text: String(rule.sum),
            size: SUM_FONT,
            cls: 'cage-sum',
            anchor: 'start',
          });
          holes.push({ x: x, y: y, w: r3(box.w), h: r3(box.h) });
        }
        return draw('under', items, holes);
      }
      case 'THERMOMETER': {
        const [bx, by] = centre(rule.cells[0]!, n);
        return draw('under', [
          { t: 'circle', cx: bx, cy: by, r: 0.32, cls: 'thermo-bulb' },
          { t: 'path', d: linePath(rule.cells, n), cls: 'thermo-line' },
        ]);
      }
      case 'ARROW':
        return draw('under', arrow(rule.circle, rule.line, n));
      case 'WHISPERS':
      case 'RENBAN':
      case 'PALINDROME':
        return draw('under', [{ t: 'path', d: linePath(rule.cells, n), cls: `line ${rule.kind.toLowerCase()}` }]);
      case 'PARITY': {
        const [x, y] = centre(rule.cell, n);
        return draw(
          'under',
          rule.parity === 'EVEN'
            ? [{ t: 'rect', x: x - 0.34, y: y - 0.34, w: 0.68, h: 0.68, rx: 0.04, cls: 'parity' }]
            : [{ t: 'circle', cx: x, cy: y, r: 0.36, cls: 'parity' }],
        );
      }
      case 'KROPKI': {
        const e = edge(rule.cells[0], rule.cells[1], n);
        const normal = rule.value === undefined || rule.value === (rule.color === 'WHITE' ? 1 : 2);
        const items: Item[] = [
          { t: 'circle', cx: e.x, cy: e.y, r: normal ? DOT_R : DOT_R_LABELLED, cls: `dot ${rule.color.toLowerCase()}` },
        ];
        if (!normal)
          items.push({
            t: 'text',
            x: e.x,
            y: r3(e.y + 0.055),
            text: String(rule.value),
            size: 0.15,
            cls: `dot-value ${rule.color.toLowerCase()}`,
            anchor: 'middle',
          });
        return draw('over', items);
      }
      case 'XV': {
        const e = edge(rule.cells[0], rule.cells[1], n);
        return draw('over', [
          {
            t: 'text',
            x: e.x,
            y: r3(e.y + LETTER_FONT * 0.36),
            text: rule.sum === 10 ? 'X' : 'V',
            size: LETTER_FONT,
            cls: 'xv',
            anchor: 'middle',
          },
        ]);
      }
      case 'GREATER_THAN': {
        const e = edge(rule.greater, rule.lesser, n);
        const [gx, gy] = centre(rule.greater, n);
        const [lx, ly] = centre(rule.lesser, n);
        const [ux, uy] = [Math.sign(lx - gx), Math.sign(ly - gy)];
        // The chevron's point faces the smaller value: ">" between greater (left) and lesser (right).
        const tip: [number, number] = [e.x + ux * 0.07, e.y + uy * 0.07];
        const arm = (s: number): [number, number] => [e.x - ux * 0.07 + s * uy * 0.12, e.y - uy * 0.07 + s * ux * 0.12];
        return draw('over', [{ t: 'path', d: polyline([arm(-1), tip, arm(1)]), cls: 'chevron' }]);
      }
      case 'QUADRUPLE': {
        const cx = (rule.cell % n) + 1;
        const cy = Math.floor(rule.cell / n) + 1;
        const v = rule.values;
        const items: Item[] = [{ t: 'circle', cx, cy, r: QUAD_R, cls: 'quad' }];
        // One to four values, in a 2×2 arrangement (one or two on a line of their own).
        const rows = v.length <= 2 ? [v] : [v.slice(0, 2), v.slice(2)];
        const size = v.length <= 2 ? 0.19 : 0.17;
        rows.forEach((row, k) => {
          const y = cy + (rows.length === 1 ? 0 : (k === 0 ? -1 : 1) * size * 0.58) + size * 0.36;
          items.push({ t: 'text', x: cx, y: r3(y), text: row.join(' '), size, cls: 'quad-value', anchor: 'middle' });
        });
        return draw('over', items);
      }
      case 'LITTLE_KILLER':
        return draw('over', littleKiller(rule, n));
      case 'SANDWICH': {
        const m = OUTSIDE_MARGIN;
        const [x, y] = rule.line === 'ROW' ? [-m / 2, rule.index + 0.5] : [rule.index + 0.5, -m / 2];
        return draw('over', [{ t: 'text', x: r3(x), y: r3(y + 0.12), text: String(rule.sum), size: 0.34, cls: 'clue', anchor: 'middle' }]);
      }
      default:
        // JIGSAW is the grid's own borders (Grid.build); the global rules have no drawing.
        return;
    }
  });
  return out;
}

/** Whether the board needs a margin for clues outside the grid. */
export const needsMargin = (rules: readonly Rule[]): boolean => rules.some((r) => r.kind === 'LITTLE_KILLER' || r.kind === 'SANDWICH');

/** The jigsaw's region map, or null when the board keeps its boxes. */
export function regionsOf(rules: readonly Rule[]): readonly number[] | null {
  const j = rules.find((r) => r.kind === 'JIGSAW');
  return j ? j.regions : null;
}

/**
 * Where each cell's marks make room: a cage's sum takes the top-left spot; a dot, letter or chevron
 * the middle of the edge it sits on (in both cells); a quadruple's circle the corner it covers.
 * Also the cells in a cage (their corner marks keep inside its dashed line).
 */
export function keepOuts(rules: readonly Rule[], n: number): { spots: Map<number, KeepOut>; caged: Set<number> } {
  const spots = new Map<number, KeepOut>();
  const caged = new Set<number>();
  const take = (cell: number, spot: Spot, w: number, h: number) => {
    const k = spots.get(cell) ?? {};
    const old = k[spot];
    k[spot] = { w: Math.max(w, old?.w ?? 0), h: Math.max(h, old?.h ?? 0) };
    spots.set(cell, k);
  };
  const onEdge = (a: number, b: number, half: number) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    // Side by side: the right edge's middle of the left cell and the left edge's of the right one.
    if (hi - lo === 1) {
      take(lo, 'mr', half, 2 * half);
      take(hi, 'ml', half, 2 * half);
    } else {
      take(lo, 'bc', 2 * half, half);
      take(hi, 'tc', 2 * half, half);
    }
  };
  for (const rule of rules) {
    if (rule.kind === 'KILLER_CAGE') {
      for (const c of rule.cells) caged.add(c);
      if (rule.sum !== undefined) {
        const box = sumBox(rule.sum);
        take(sumCell(rule.cells), 'tl', box.w, box.h);
      }
    } else if (rule.kind === 'KROPKI') {
      const normal = rule.value === undefined || rule.value === (rule.color === 'WHITE' ? 1 : 2);
      onEdge(rule.cells[0], rule.cells[1], normal ? DOT_R : DOT_R_LABELLED);
    } else if (rule.kind === 'XV') onEdge(rule.cells[0], rule.cells[1], LETTER_FONT * 0.42);
    else if (rule.kind === 'GREATER_THAN') onEdge(rule.greater, rule.lesser, 0.13);
    else if (rule.kind === 'QUADRUPLE') {
      const c = rule.cell;
      take(c, 'br', QUAD_R, QUAD_R);
      take(c + 1, 'bl', QUAD_R, QUAD_R);
      take(c + n, 'tr', QUAD_R, QUAD_R);
      take(c + n + 1, 'tl', QUAD_R, QUAD_R);
    }
  }
  return { spots, caged };
}

/** Corner marks' distance from the edges inside a cage: clear of its dashed line. */
const CAGED_PAD = CAGE_INSET + 0.045;

/** Each cell's room for drawings, as the mark layout takes it (cells without drawings are left out). */
export function roomOf(rules: readonly Rule[], n: number): Map<number, Room> {
  const { spots, caged } = keepOuts(rules, n);
  const out = new Map<number, Room>();
  for (const [cell, taken] of spots) out.set(cell, { taken });
  for (const cell of caged) out.set(cell, { ...out.get(cell), pad: CAGED_PAD });
  return out;
}

/** The cells a rule is about (a hint about it outlines them): a cage's, a line's, the pair of a dot, a clue's diagonal… */
export function ruleCells(rule: Rule, n: number): number[] {
  const all = Array.from({ length: n * n }, (_, i) => i);
  switch (rule.kind) {
    case 'DIAGONAL':
      return all.filter((i) => (rule.direction === 'MAIN' ? i % n === Math.floor(i / n) : i % n === n - 1 - Math.floor(i / n)));
    case 'EXTRA_REGION':
    case 'KILLER_CAGE':
    case 'THERMOMETER':
    case 'WHISPERS':
    case 'RENBAN':
    case 'PALINDROME':
    case 'KROPKI':
    case 'XV':
      return [...rule.cells];
    case 'PARITY':
      return [rule.cell];
    case 'GREATER_THAN':
      return [rule.greater, rule.lesser];
    case 'ARROW':
      return [...rule.circle, ...rule.line];
    case 'QUADRUPLE':
      return [rule.cell, rule.cell + 1, rule.cell + n, rule.cell + n + 1];
    case 'SANDWICH':
      return all.filter((i) => (rule.line === 'ROW' ? Math.floor(i / n) === rule.index : i % n === rule.index));
    case 'LITTLE_KILLER': {
      const dr = rule.direction.startsWith('DOWN') ? 1 : -1;
      const dc = rule.direction.endsWith('RIGHT') ? 1 : -1;
      const out: number[] = [];
      for (let r = rule.clue.row + dr, c = rule.clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) out.push(r * n + c);
      return out;
    }
    default:
      return [];
  }
}
