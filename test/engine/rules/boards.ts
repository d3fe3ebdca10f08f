// Random boards with rules of one kind for the agreement tests: a random grid that keeps the kind's
// global rules (found by the reference checker with a random value order), rules read off it (cages with
// its sums, dots between its neighbours, thermometers along its rising paths…), some of them or a
// given changed now and then (boards with no solution), and a share of its values as givens (few
// givens: boards with several solutions). Shapes 4×4 to 9×9, mostly small so the reference stays fast.
import { RULE_KINDS, type Rule, type RuleKind } from '../../../src/engine/index.js';
import { referenceFill, type ReferenceBoard } from './reference.js';

export type Random = () => number;

/** A small seeded generator (mulberry32). */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
function shuffled<T>(random: Random, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [out[k], out[j]] = [out[j], out[k]];
  }
  return out;
}

interface Shape3 {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
}

const SHAPES: readonly [Shape3, number][] = [
  [{ size: 4, boxRows: 2, boxCols: 2 }, 0.35],
  [{ size: 6, boxRows: 2, boxCols: 3 }, 0.3],
  [{ size: 6, boxRows: 3, boxCols: 2 }, 0.1],
  [{ size: 8, boxRows: 2, boxCols: 4 }, 0.07],
  [{ size: 9, boxRows: 3, boxCols: 3 }, 0.18],
];

function pickShape(random: Random): Shape3 {
  let x = random();
  for (const [shape, w] of SHAPES) {
    if (x < w) return shape;
    x -= w;
  }
  return SHAPES[0][0];
}

/** King-move neighbours inside the grid. */
function around(cell: number, n: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) out.push((r + dr) * n + c + dc);
    }
  }
  return out;
}

function orthogonal(cell: number, n: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  if (r > 0) out.push(cell - n);
  if (r + 1 < n) out.push(cell + n);
  if (c > 0) out.push(cell - 1);
  if (c + 1 < n) out.push(cell + 1);
  return out;
}

/** A path of distinct cells (king moves) from a random start, each step where `next(prev, cell)` holds. */
function path(
  random: Random,
  n: number,
  length: number,
  next: (from: number, to: number, path: number[]) => boolean,
  used = new Set<number>(),
): number[] {
  let best: number[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const start = int(random, 0, n * n - 1);
    if (used.has(start)) continue;
    const out = [start];
    while (out.length < length) {
      const options = around(out[out.length - 1], n).filter((c) => !out.includes(c) && !used.has(c) && next(out[out.length - 1], c, out));
      if (options.length === 0) break;
      out.push(pick(random, options));
    }
    if (out.length > best.length) best = out;
    if (best.length === length) break;
  }
  return best;
}

/** A random partition of cells into connected pieces of 1..maxSize cells with distinct values in g. */
function pieces(random: Random, n: number, maxSize: number, cover: number, g: number[]): number[][] {
  const owner = new Int32Array(n * n).fill(-1);
  const out: number[][] = [];
  for (const start of shuffled(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  )) {
    if (owner[start] >= 0 || random() > cover) continue;
    const size = int(random, 1, maxSize);
    const piece = [start];
    owner[start] = out.length;
    while (piece.length < size) {
      const options = piece.flatMap((c) => orthogonal(c, n)).filter((c) => owner[c] < 0 && !piece.some((x) => g[x] === g[c]));
      if (options.length === 0) break;
      const c = pick(random, options);
      owner[c] = out.length;
      piece.push(c);
    }
    out.push(piece);
  }
  return out;
}

/** Connected regions of N cells grown from random seeds (a jigsaw layout), or null when growing got stuck. */
function jigsawLayout(random: Random, n: number): number[] | null {
  const region = new Array<number>(n * n).fill(-1);
  const sizes = new Array<number>(n).fill(0);
  const seeds = shuffled(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  ).slice(0, n);
  seeds.forEach((s, k) => {
    region[s] = k;
    sizes[k] = 1;
  });
  for (let placed = n; placed < n * n;) {
    const growable = shuffled(
      random,
      Array.from({ length: n }, (_, k) => k),
    ).filter((k) => sizes[k] < n);
    let grew = false;
    for (const k of growable) {
      const options = region.flatMap((x, i) => (x === k ? orthogonal(i, n).filter((c) => region[c] < 0) : []));
      if (options.length === 0) continue;
      const c = pick(random, options);
      region[c] = k;
      sizes[k]++;
      placed++;
      grew = true;
      break;
    }
    if (!grew) return null;
  }
  return region;
}

/** Kinds whose rules hold everywhere: the random grid must keep them. */
function globalRules(kind: RuleKind, random: Random): Rule[] {
  switch (kind) {
    case 'DIAGONAL':
      return pick(random, [
        [{ kind: 'DIAGONAL', direction: 'MAIN' }],
        [{ kind: 'DIAGONAL', direction: 'ANTI' }],
        [
          { kind: 'DIAGONAL', direction: 'MAIN' },
          { kind: 'DIAGONAL', direction: 'ANTI' },
        ],
      ] as Rule[][]);
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'NON_CONSECUTIVE':
      return [{ kind } as Rule];
    default:
      return [];
  }
}

/** Rules of `kind` that the grid `g` keeps. */
function rulesFrom(kind: RuleKind, g: number[], n: number, random: Random): Rule[] {
  const out: Rule[] = [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n * n; i++) for (const j of orthogonal(i, n)) if (i < j) pairs.push([i, j]);
  switch (kind) {
    case 'EXTRA_REGION':
      for (let k = int(random, 1, 2); k > 0; k--) {
        const values = shuffled(
          random,
          Array.from({ length: n }, (_, v) => v + 1),
        ).slice(0, int(random, 2, n));
        out.push({
          kind,
          cells: values.map((v) =>
            pick(
              random,
              g.flatMap((x, i) => (x === v ? [i] : [])),
            ),
          ),
        });
      }
      break;
    case 'KILLER_CAGE':
      {
        // Now and then most cages without a sum: boards with several solutions.
        const summed = random() < 0.3 ? 0.3 : 0.9;
        for (const piece of pieces(random, n, Math.min(n, 4), random() < 0.5 ? 1 : 0.7, g)) {
          const sum = piece.reduce((s, c) => s + g[c], 0);
          out.push(random() < summed ? { kind, cells: piece, sum } : { kind, cells: piece });
        }
      }
      break;
    case 'KROPKI':
      for (const [a, b] of shuffled(random, pairs).slice(0, int(random, 1, n))) {
        const hi = Math.max(g[a], g[b]);
        const lo = Math.min(g[a], g[b]);
        if (hi % lo === 0 && random() < 0.5)
          out.push(hi / lo === 2 ? { kind, cells: [a, b], color: 'BLACK' } : { kind, cells: [a, b], color: 'BLACK', value: hi / lo });
        else out.push(hi - lo === 1 ? { kind, cells: [a, b], color: 'WHITE' } : { kind, cells: [a, b], color: 'WHITE', value: hi - lo });
      }
      break;
    case 'XV':
      for (const [a, b] of shuffled(random, pairs)) {
        const s = g[a] + g[b];
        if ((s === 5 || s === 10) && random() < 0.6) out.push({ kind, cells: [a, b], sum: s });
      }
      break;
    case 'NEGATIVE': {
      const of = pick(random, ['WHITE', 'BLACK', 'XV'] as const);
      out.push({ kind: 'NEGATIVE', of });
      // Every pair of the family drawn (the negative rule then holds), one sometimes left out.
      const skip = random() < 0.3 ? int(random, 0, pairs.length - 1) : -1;
      pairs.forEach(([a, b], k) => {
        if (k === skip) return;
        const [x, y] = [g[a], g[b]];
        if (of === 'XV' && (x + y === 5 || x + y === 10)) out.push({ kind: 'XV', cells: [a, b], sum: (x + y) as 5 | 10 });
        if (of === 'WHITE' && Math.abs(x - y) === 1) out.push({ kind: 'KROPKI', cells: [a, b], color: 'WHITE' });
        if (of === 'BLACK' && (x === 2 * y || y === 2 * x)) out.push({ kind: 'KROPKI', cells: [a, b], color: 'BLACK' });
      });
      break;
    }
    case 'PARITY':
      for (const c of shuffled(
        random,
        Array.from({ length: n * n }, (_, i) => i),
      ).slice(0, int(random, 1, n * 2))) {
        out.push({ kind, cell: c, parity: g[c] % 2 === 0 ? 'EVEN' : 'ODD' });
      }
      break;
    case 'GREATER_THAN':
      for (const [a, b] of shuffled(random, pairs).slice(0, int(random, 1, 2 * n))) {
        out.push(g[a] > g[b] ? { kind, greater: a, lesser: b } : { kind, greater: b, lesser: a });
      }
      break;
    case 'THERMOMETER': {
      const used = new Set<number>();
      for (let k = int(random, 1, 3); k > 0; k--) {
        const cells = path(random, n, int(random, 2, Math.min(n, 5)), (from, to) => g[to] > g[from], used);
        if (cells.length >= 2) {
          out.push({ kind, cells });
          cells.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'WHISPERS': {
      const difference = random() < 0.7 ? undefined : int(random, 1, Math.ceil(n / 2));
      const d = difference ?? Math.ceil(n / 2);
      for (let k = int(random, 1, 3); k > 0; k--) {
        const cells = path(random, n, int(random, 2, 6), (from, to) => Math.abs(g[to] - g[from]) >= d);
        if (cells.length >= 2) out.push(difference === undefined ? { kind, cells } : { kind, cells, difference });
      }
      break;
    }
    case 'RENBAN':
      for (let k = int(random, 1, 3); k > 0; k--) {
        const cells = path(random, n, int(random, 2, Math.min(n, 5)), (_from, to, p) => {
          const vs = [...p.map((c) => g[c]), g[to]];
          return new Set(vs).size === vs.length && Math.max(...vs) - Math.min(...vs) < vs.length + 1;
        });
        const vs = cells.map((c) => g[c]);
        if (cells.length >= 2 && Math.max(...vs) - Math.min(...vs) === cells.length - 1) out.push({ kind, cells });
      }
      break;
    case 'PALINDROME':
      for (let k = int(random, 1, 2); k > 0; k--) {
        const used = new Set<number>();
        const left: number[] = [];
        const right: number[] = [];
        for (let j = int(random, 1, 3); j > 0; j--) {
          const v = int(random, 1, n);
          const at = shuffled(
            random,
            g.flatMap((x, i) => (x === v && !used.has(i) ? [i] : [])),
          );
          if (at.length < 2) continue;
          left.push(at[0]);
          right.unshift(at[1]);
          used.add(at[0]).add(at[1]);
        }
        const middle = random() < 0.5 ? g.findIndex((_, i) => !used.has(i)) : -1;
        const cells = [...left, ...(middle >= 0 ? [middle] : []), ...right];
        if (cells.length >= 2) out.push({ kind, cells });
      }
      break;
    case 'ARROW':
      for (let k = int(random, 1, 3); k > 0; k--) {
        const line = path(random, n, int(random, 1, 3), () => true);
        const sum = line.reduce((s, c) => s + g[c], 0);
        const free = g.flatMap((x, i) => (!line.includes(i) ? [i] : []));
        if (sum <= n) {
          const circles = free.filter((i) => g[i] === sum);
          if (circles.length > 0) out.push({ kind, circle: [pick(random, circles)], line });
        } else if (n <= 9 && sum >= 11) {
          const pills = free.filter((i) => i % n < n - 1 && free.includes(i + 1) && g[i] * 10 + g[i + 1] === sum);
          if (pills.length > 0) {
            const at = pick(random, pills);
            out.push({ kind, circle: [at, at + 1], line });
          }
        }
      }
      break;
    case 'LITTLE_KILLER':
      for (let k = int(random, 1, 4); k > 0; k--) {
        const direction = pick(random, ['UP_LEFT', 'UP_RIGHT', 'DOWN_LEFT', 'DOWN_RIGHT'] as const);
        const [dr, dc] = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] }[direction];
        // A clue on the side the diagonal enters from: the row above/below or the column left/right.
        const onRow = random() < 0.5;
        const clue = onRow ? { row: dr > 0 ? -1 : n, col: int(random, 0, n - 1) } : { row: int(random, 0, n - 1), col: dc > 0 ? -1 : n };
        let sum = 0;
        let count = 0;
        for (let r = clue.row + dr, c = clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
          sum += g[r * n + c];
          count++;
        }
        if (count > 0) out.push({ kind, clue, direction, sum });
      }
      break;
    case 'SANDWICH':
      for (let k = int(random, 1, 3); k > 0; k--) {
        const line = pick(random, ['ROW', 'COLUMN'] as const);
        const index = int(random, 0, n - 1);
        const cells = Array.from({ length: n }, (_, j) => (line === 'ROW' ? index * n + j : j * n + index));
        const vs = cells.map((c) => g[c]);
        const a = vs.indexOf(1);
        const b = vs.indexOf(n);
        let sum = 0;
        for (let j = Math.min(a, b) + 1; j < Math.max(a, b); j++) sum += vs[j];
        out.push({ kind, line, index, sum });
      }
      break;
    case 'QUADRUPLE':
      for (let k = int(random, 1, 3); k > 0; k--) {
        const cell = int(random, 0, n - 2) * n + int(random, 0, n - 2);
        const values = shuffled(random, [g[cell], g[cell + 1], g[cell + n], g[cell + n + 1]]).slice(0, int(random, 1, 4));
        out.push({ kind, cell, values: values.sort((x, y) => x - y) });
      }
      break;
    default:
      break;
  }
  return out;
}

/** Changes one rule's number (a sum, a difference…) within what the rule's check accepts. */
function perturb(rules: Rule[], n: number, random: Random): Rule[] {
  const k = int(random, 0, rules.length - 1);
  const r = rules[k];
  let changed: Rule = r;
  switch (r.kind) {
    case 'KILLER_CAGE': {
      if (r.sum === undefined) break;
      const k2 = r.cells.length;
      const lo = (k2 * (k2 + 1)) / 2;
      const hi = (k2 * (2 * n - k2 + 1)) / 2;
      changed = { ...r, sum: Math.max(lo, Math.min(hi, r.sum + pick(random, [-2, -1, 1, 2]))) };
      break;
    }
    case 'LITTLE_KILLER': {
      const [dr, dc] = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] }[r.direction];
      let count = 0;
      for (let y = r.clue.row + dr, x = r.clue.col + dc; y >= 0 && y < n && x >= 0 && x < n; y += dr, x += dc) count++;
      changed = { ...r, sum: Math.max(count, Math.min(count * n, r.sum + pick(random, [-1, 1]))) };
      break;
    }
    case 'XV':
      if (n >= 6) changed = { ...r, sum: r.sum === 5 ? 10 : 5 };
      break;
    case 'KROPKI':
      changed = { ...r, color: r.color === 'WHITE' ? 'BLACK' : 'WHITE', value: undefined };
      break;
    case 'GREATER_THAN':
      changed = { kind: r.kind, greater: r.lesser, lesser: r.greater };
      break;
    case 'PARITY':
      changed = { ...r, parity: r.parity === 'EVEN' ? 'ODD' : 'EVEN' };
      break;
    case 'THERMOMETER':
      changed = { ...r, cells: [...r.cells].reverse() };
      break;
    case 'WHISPERS':
      changed = { ...r, difference: Math.min(n - 1, (r.difference ?? Math.ceil(n / 2)) + 1) };
      break;
    case 'PALINDROME':
    case 'RENBAN': {
      // One cell swapped for another not on the line.
      const other = int(random, 0, n * n - 1);
      if (!r.cells.includes(other)) changed = { ...r, cells: [...r.cells.slice(0, -1), other] };
      break;
    }
    case 'SANDWICH': {
      // Any sum of some of 2..N−1.
      const sums = new Set([0]);
      for (let v = 2; v < n; v++) for (const t of [...sums]) sums.add(t + v);
      changed = { ...r, sum: pick(random, [...sums]) };
      break;
    }
    case 'QUADRUPLE': {
      const values = [...r.values.slice(1), int(random, 1, n)].sort((x, y) => x - y);
      if (values.every((v) => values.filter((x) => x === v).length <= 2)) changed = { ...r, values };
      break;
    }
    case 'ARROW':
      changed = {
        ...r,
        line: [
          ...r.line,
          ...around(r.line[r.line.length - 1], n)
            .filter((c) => !r.line.includes(c) && !r.circle.includes(c))
            .slice(0, 1),
        ],
      };
      break;
    default:
      break;
  }
  const out = [...rules];
  out[k] = changed;
  return out;
}

export interface GeneratedBoard extends ReferenceBoard {
  readonly kind: RuleKind | 'MIXED';
}

/** Kinds a mixed board draws from (NEGATIVE is drawn with its own kind's dots only). */
const MIXABLE: readonly RuleKind[] = RULE_KINDS.filter((k) => k !== 'NEGATIVE');

/**
 * A random board with rules of `kind` (null when the seed gave none: the caller draws again); kind
 * 'MIXED' draws two or three kinds at once (killer and X, jigsaw and kropki…).
 */
export function boardFor(kind: RuleKind | 'MIXED', seed: number): GeneratedBoard | null {
  const random = seeded(seed);
  const kinds: RuleKind[] = kind === 'MIXED' ? shuffled(random, MIXABLE).slice(0, int(random, 2, 3)) : [kind];
  let shape = pickShape(random);
  if (kinds.includes('JIGSAW') && shape.size > 6) shape = SHAPES[1][0];
  if (kinds.includes('WINDOKU') && shape.size === 4) shape = SHAPES[1][0];
  const n = shape.size;
  let rules: Rule[] = kinds.flatMap((k) => globalRules(k, random));
  if (kinds.includes('JIGSAW')) {
    const layout = jigsawLayout(random, n);
    if (layout === null) return null;
    rules = [...rules, { kind: 'JIGSAW', regions: layout }];
  }
  const empty = new Array<number>(n * n).fill(0);
  const grid = referenceFill({ ...shape, cells: empty, rules }, random);
  if (grid === null) {
    // No grid keeps the global rules (or none was found quickly): the board without givens has none.
    return n <= 6 ? { ...shape, cells: empty, rules, kind } : null;
  }
  // One rule per place (a second sandwich on a line, clue or quadruple would be refused as a duplicate).
  const places = new Set<string>();
  const placeOf = (r: Rule): string | null => {
    switch (r.kind) {
      case 'SANDWICH':
        return `S${r.line}${r.index}`;
      case 'LITTLE_KILLER':
        return `L${r.clue.row},${r.clue.col},${r.direction}`;
      case 'QUADRUPLE':
        return `Q${r.cell}`;
      case 'EXTRA_REGION':
      case 'RENBAN':
        return `${r.kind}${[...r.cells].sort((a, b) => a - b).join(',')}`;
      case 'WHISPERS':
      case 'THERMOMETER':
      case 'PALINDROME':
        return `${r.kind}${r.cells.join(',')}`;
      default:
        return null;
    }
  };
  const fresh = kinds
    .flatMap((k) => rulesFrom(k, grid, n, random))
    .filter((r) => {
      const place = placeOf(r);
      if (place === null) return true;
      if (places.has(place)) return false;
      places.add(place);
      return true;
    });
  rules = [...rules, ...fresh];
  if (rules.length === 0) return null;
  if (random() < 0.2) rules = perturb(rules, n, random);
  // Givens: a share of the grid, more on larger boards so the reference stays quick.
  const [lo, hi] =
    n <= 4 ? [0, 0.5] : n <= 6 ? [0.15, 0.6] : n <= 8 ? [0.4, 0.7] : kinds.includes('KILLER_CAGE') ? [0.35, 0.65] : [0.45, 0.75];
  const share = n <= 6 && random() < 0.1 ? 0 : lo + random() * (hi - lo);
  const cells = grid.map((v) => (random() < share ? v : 0));
  if (random() < 0.1) {
    const at = int(random, 0, n * n - 1);
    cells[at] = int(random, 1, n);
  }
  return { ...shape, cells, rules, kind };
}
