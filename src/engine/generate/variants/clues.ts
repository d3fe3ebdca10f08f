// Clue marks drawn from a full grid (the solution), before the digger removes givens: every mark holds
// in the solution by construction, so the solution stays a solution whatever is drawn.
//
// - KROPKI: every dot of the solution (white: neighbours differing by 1; black: one twice the other;
//   a 1–2 pair gets one dot of a colour drawn at random), with both negative rules.
// - XV: every X (sum 10) and V (sum 5) of the solution, with the negative rule.
// - GREATER_THAN: every sign between orthogonal neighbours of one box (or jigsaw region).
// - SANDWICH: the sandwich sum of every row and column.
// - EVEN_ODD: the parity of a random third of the cells.
// - THERMO, ARROW, WHISPERS, RENBAN, PALINDROME: lines walked through the solution (king steps, no
//   cell on two lines), each following the solution's own order, sums, differences, runs or
//   mirror values; LITTLE_KILLER diagonals and QUADRUPLE blocks with their sums and values.
// Rules come back grouped by kind in the order the f-puzzles writer keeps (so a puzzle's rules read
// back from its link in the same order).
import type { Diagonal, OutsideCell, Rule } from '../../rules/types.js';
import { littleKillerCells } from '../../rules/kinds/little-killer.js';
import { sandwichCells } from '../../rules/kinds/sandwich.js';
import { shuffle, type Random } from '../../rng.js';
import { pick, shuffleList } from './draw.js';
import type { MarkVariant } from './plan.js';

/** Walks tried per line drawn. */
const WALK_TRIES = 40;

interface Grid {
  readonly n: number;
  readonly values: Uint8Array;
  /** Cells on a line already (lines do not share cells). */
  readonly used: Uint8Array;
  readonly random: Random;
  /** Each cell's eight king neighbours. */
  readonly king: readonly (readonly number[])[];
}

function kingNeighbours(n: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const list: number[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < n && cc >= 0 && cc < n) list.push(rr * n + cc);
      }
    }
    out.push(list);
  }
  return out;
}

/** Orthogonal neighbour pairs (a < b), row-major. */
function neighbourPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n * n; i++) {
    if (i % n < n - 1) out.push([i, i + 1]);
    if (i + n < n * n) out.push([i, i + n]);
  }
  return out;
}

/**
 * A random walk of up to `length` king steps over free cells from `start`, each step one that `ok`
 * accepts given the path so far; the path as it ends (maybe shorter).
 */
function walk(g: Grid, start: number, length: number, ok: (path: readonly number[], next: number) => boolean): number[] {
  const path = [start];
  const on = new Set(path);
  while (path.length < length) {
    const last = path[path.length - 1];
    const options = g.king[last].filter((d) => g.used[d] === 0 && !on.has(d) && ok(path, d));
    if (options.length === 0) break;
    const next = pick(options, g.random);
    path.push(next);
    on.add(next);
  }
  return path;
}

function take(g: Grid, cells: readonly number[]): void {
  for (const c of cells) g.used[c] = 1;
}

function freeCells(g: Grid): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.used.length; i++) if (g.used[i] === 0) out.push(i);
  return out;
}

/** How many lines of a line kind to draw on N: a share of N, at least 2. */
const lineCount = (n: number, share: number): number => Math.max(2, Math.round(n * share));

/**
 * Up to lineCount(N, share) lines: each drawn by `draw` from the free cells (null: this try failed,
 * WALK_TRIES tries a line), its cells taken, its rule made by `make`.
 */
function lines(g: Grid, share: number, draw: (free: number[]) => { taken: number[]; rule: Rule } | null): Rule[] {
  const out: Rule[] = [];
  for (let k = 0; k < lineCount(g.n, share); k++) {
    for (let t = 0; t < WALK_TRIES; t++) {
      const free = freeCells(g);
      if (free.length === 0) return out;
      const line = draw(free);
      if (line === null) continue;
      take(g, line.taken);
      out.push(line.rule);
      break;
    }
  }
  return out;
}

/** Thermometers rising along the grid, bulbs in the lower half of the values (so that they can climb). */
const thermometers = (g: Grid): Rule[] =>
  lines(g, 2 / 3, (free) => {
    const starts = free.filter((c) => g.values[c] <= Math.ceil(g.n / 2));
    if (starts.length === 0) return null;
    const want = 3 + Math.floor(g.random() * Math.max(1, Math.min(g.n, 6) - 2));
    const path = walk(g, pick(starts, g.random), want, (p, d) => g.values[d] > g.values[p[p.length - 1]]);
    return path.length < 3 ? null : { taken: path, rule: { kind: 'THERMOMETER', cells: path } };
  });

/** Arrows: a circle of 3 or more, a line of 2 or more cells from next to it adding up to it. */
const arrows = (g: Grid): Rule[] =>
  lines(g, 1 / 2, (free) => {
    const circles = free.filter((c) => g.values[c] >= 3);
    if (circles.length === 0) return null;
    const circle = pick(circles, g.random);
    const total = g.values[circle];
    const firsts = g.king[circle].filter((d) => g.used[d] === 0 && g.values[d] < total);
    if (firsts.length === 0) return null;
    g.used[circle] = 1; // not on its own line
    const sumOf = (p: readonly number[]) => p.reduce((s, c) => s + g.values[c], 0);
    const path = walk(g, pick(firsts, g.random), g.n, (p, d) => sumOf(p) + g.values[d] <= total);
    g.used[circle] = 0;
    if (path.length < 2 || sumOf(path) !== total) return null;
    return { taken: [circle, ...path], rule: { kind: 'ARROW', circle: [circle], line: path } };
  });

/** German whispers: 3–6 cells, neighbours at least ⌈N/2⌉ apart. */
const whispers = (g: Grid): Rule[] =>
  lines(g, 1 / 2, (free) => {
    const gap = Math.ceil(g.n / 2);
    const want = 3 + Math.floor(g.random() * 4);
    const path = walk(g, pick(free, g.random), want, (p, d) => Math.abs(g.values[d] - g.values[p[p.length - 1]]) >= gap);
    return path.length < 3 ? null : { taken: path, rule: { kind: 'WHISPERS', cells: path } };
  });

/** Renban: 3–5 distinct values that stay within a run of consecutive ones. */
const renbans = (g: Grid): Rule[] =>
  lines(g, 1 / 3, (free) => {
    const want = 3 + Math.floor(g.random() * Math.max(1, Math.min(3, g.n - 3)));
    const path = walk(g, pick(free, g.random), want, (p, d) => {
      const vs = [...p.map((c) => g.values[c]), g.values[d]];
      return new Set(vs).size === vs.length && Math.max(...vs) - Math.min(...vs) < want;
    });
    return path.length !== want ? null : { taken: path, rule: { kind: 'RENBAN', cells: path } };
  });

/** Palindromes grown from their middle outwards, each step adding two free cells of one value. */
const palindromes = (g: Grid): Rule[] =>
  lines(g, 1 / 3, (free) => {
    let path = [pick(free, g.random)];
    const on = new Set(path);
    const want = 3 + 2 * Math.floor(g.random() * 3);
    while (path.length < want) {
      const a = path[0];
      const b = path[path.length - 1];
      const pairs: [number, number][] = [];
      for (const x of g.king[a]) {
        if (g.used[x] !== 0 || on.has(x)) continue;
        for (const y of g.king[b]) {
          if (y !== x && g.used[y] === 0 && !on.has(y) && g.values[x] === g.values[y]) pairs.push([x, y]);
        }
      }
      if (pairs.length === 0) break;
      const [x, y] = pick(pairs, g.random);
      path = [x, ...path, y];
      on.add(x);
      on.add(y);
    }
    return path.length < 3 ? null : { taken: path, rule: { kind: 'PALINDROME', cells: path } };
  });

const DIRECTIONS: readonly Diagonal[] = ['DOWN_RIGHT', 'DOWN_LEFT', 'UP_RIGHT', 'UP_LEFT'];

/** Little killer clues on about N diagonals of 3 cells or more, each diagonal once. */
function littleKillers(g: Grid): Rule[] {
  const n = g.n;
  const clues: { clue: OutsideCell; direction: Diagonal; cells: number[] }[] = [];
  const seen = new Set<string>();
  for (let k = -1; k <= n; k++) {
    for (const [row, col] of [
      [-1, k],
      [n, k],
      [k, -1],
      [k, n],
    ]) {
      if (row >= 0 && row < n && col >= 0 && col < n) continue;
      for (const direction of DIRECTIONS) {
        const cells = littleKillerCells({ row, col }, direction, n);
        if (cells.length < 3) continue;
        const key = [...cells].sort((a, b) => a - b).join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        clues.push({ clue: { row, col }, direction, cells });
      }
    }
  }
  shuffleList(clues, g.random);
  return clues.slice(0, n).map((c) => ({
    kind: 'LITTLE_KILLER' as const,
    clue: c.clue,
    direction: c.direction,
    sum: c.cells.reduce((s, i) => s + g.values[i], 0),
  }));
}

function sandwiches(g: Grid): Rule[] {
  const n = g.n;
  const out: Rule[] = [];
  for (const line of ['ROW', 'COLUMN'] as const) {
    for (let index = 0; index < n; index++) {
      const vs = sandwichCells(line, index, n).map((c) => g.values[c]);
      const a = vs.indexOf(1);
      const b = vs.indexOf(n);
      let sum = 0;
      for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) sum += vs[k];
      out.push({ kind: 'SANDWICH', line, index, sum });
    }
  }
  return out;
}

function quadruples(g: Grid): Rule[] {
  const n = g.n;
  const corners: number[] = [];
  for (let r = 0; r < n - 1; r++) for (let c = 0; c < n - 1; c++) corners.push(r * n + c);
  shuffle(corners, g.random);
  const out: Rule[] = [];
  const taken = new Set<number>();
  for (const cell of corners) {
    if (out.length >= lineCount(n, 1 / 2)) break;
    const block = [cell, cell + 1, cell + n, cell + n + 1];
    if (block.some((c) => taken.has(c))) continue;
    for (const c of block) taken.add(c);
    out.push({ kind: 'QUADRUPLE', cell, values: block.map((c) => g.values[c]).sort((a, b) => a - b) });
  }
  return out.sort((a, b) => (a as { cell: number }).cell - (b as { cell: number }).cell);
}

function kropki(g: Grid): Rule[] {
  const white: Rule[] = [];
  const black: Rule[] = [];
  for (const [a, b] of neighbourPairs(g.n)) {
    const x = g.values[a];
    const y = g.values[b];
    const isWhite = Math.abs(x - y) === 1;
    const isBlack = x === 2 * y || y === 2 * x;
    // A 1–2 pair is both: one dot, its colour drawn.
    const colour = isWhite && isBlack ? (g.random() < 0.5 ? 'WHITE' : 'BLACK') : isWhite ? 'WHITE' : isBlack ? 'BLACK' : null;
    if (colour === 'WHITE') white.push({ kind: 'KROPKI', cells: [a, b], color: 'WHITE' });
    else if (colour === 'BLACK') black.push({ kind: 'KROPKI', cells: [a, b], color: 'BLACK' });
  }
  return [...white, ...black, { kind: 'NEGATIVE', of: 'WHITE' }, { kind: 'NEGATIVE', of: 'BLACK' }];
}

function xv(g: Grid): Rule[] {
  const out: Rule[] = [];
  for (const [a, b] of neighbourPairs(g.n)) {
    const s = g.values[a] + g.values[b];
    if (s === 10 || s === 5) out.push({ kind: 'XV', cells: [a, b], sum: s });
  }
  return [...out, { kind: 'NEGATIVE', of: 'XV' }];
}

function parities(g: Grid): Rule[] {
  const cells = Array.from({ length: g.values.length }, (_, i) => i);
  shuffle(cells, g.random);
  const marks = cells
    .slice(0, Math.round(cells.length / 3))
    .sort((a, b) => a - b)
    .map((cell) => ({ kind: 'PARITY' as const, cell, parity: g.values[cell] % 2 === 0 ? ('EVEN' as const) : ('ODD' as const) }));
  // Grouped by parity, the first cell's first (the formats keep a list per parity).
  return [...marks.filter((m) => m.parity === marks[0]?.parity), ...marks.filter((m) => m.parity !== marks[0]?.parity)];
}

/** Every sign between orthogonal neighbours of one region (box or jigsaw region). */
function greaterThan(g: Grid, regionOf: ArrayLike<number>): Rule[] {
  const out: Rule[] = [];
  for (const [a, b] of neighbourPairs(g.n)) {
    if (regionOf[a] !== regionOf[b]) continue;
    const [greater, lesser] = g.values[a] > g.values[b] ? [a, b] : [b, a];
    out.push({ kind: 'GREATER_THAN', greater, lesser });
  }
  return out;
}

/**
 * The marks of `marks` drawn from `solution` (N×N values), in the order of `marks` (the Variant list's);
 * `regionOf` is each cell's box or jigsaw region (for GREATER_THAN).
 */
export function drawMarks(
  marks: readonly MarkVariant[],
  solution: Uint8Array,
  n: number,
  regionOf: ArrayLike<number>,
  random: Random,
): Rule[] {
  const g: Grid = { n, values: solution, used: new Uint8Array(n * n), random, king: kingNeighbours(n) };
  const out: Rule[] = [];
  for (const mark of marks) {
    switch (mark) {
      case 'KROPKI':
        out.push(...kropki(g));
        break;
      case 'XV':
        out.push(...xv(g));
        break;
      case 'EVEN_ODD':
        out.push(...parities(g));
        break;
      case 'GREATER_THAN':
        out.push(...greaterThan(g, regionOf));
        break;
      case 'THERMO':
        out.push(...thermometers(g));
        break;
      case 'ARROW':
        out.push(...arrows(g));
        break;
      case 'LITTLE_KILLER':
        out.push(...littleKillers(g));
        break;
      case 'SANDWICH':
        out.push(...sandwiches(g));
        break;
      case 'WHISPERS':
        out.push(...whispers(g));
        break;
      case 'RENBAN':
        out.push(...renbans(g));
        break;
      case 'PALINDROME':
        out.push(...palindromes(g));
        break;
      case 'QUADRUPLE':
        out.push(...quadruples(g));
        break;
    }
  }
  return out;
}
