// Variant puzzles with exactly one solution, for the logic's tests and benches (test support, not
// the product's generator): a random grid that keeps the variant's global rules (the variant search
// with a random value order), the variant's local rules read off it (cages with its sums, dots
// between its neighbours, thermometers along its rising paths…), then givens taken away in a random
// order while the search still proves one solution. Seeded: a (shape, variant, seed) gives one board.
import { randomFromSeed, type Random } from '../../../src/engine/rng.js';
import { compileRules } from '../../../src/engine/rules/check.js';
import type { Rule, Variant } from '../../../src/engine/rules/types.js';
import { VARIANTS } from '../../../src/engine/rules/variants.js';
import type { Board, Shape } from '../../../src/engine/types.js';
import { variantSearchFor } from '../../../src/engine/variants/solve.js';

/** The variants this support builds, each one rule family on a classic grid: every variant the engine knows (rules/variants.ts). */
export const SUPPORT_VARIANTS: readonly Variant[] = VARIANTS;
export type SupportVariant = Variant;

export interface VariantPuzzle {
  readonly board: Board;
  readonly solution: Uint8Array;
}

const int = (random: Random, lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
function shuffled<T>(random: Random, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [out[k], out[j]] = [out[j], out[k]];
  }
  return out;
}

function neighbours(cell: number, n: number, king: boolean): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!king && dr !== 0 && dc !== 0)) continue;
      if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) out.push((r + dr) * n + c + dc);
    }
  }
  return out;
}

/** Orthogonal neighbour pairs (a < b). */
function orthogonalPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n * n; i++) for (const j of neighbours(i, n, false)) if (i < j) out.push([i, j]);
  return out;
}

/** A path of distinct unused cells (king moves) of up to `length` cells, each step where `ok` holds; the longest of a few tries. */
function path(
  random: Random,
  n: number,
  length: number,
  ok: (path: readonly number[], to: number) => boolean,
  used: Set<number>,
): number[] {
  let best: number[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const start = int(random, 0, n * n - 1);
    if (used.has(start)) continue;
    const out = [start];
    while (out.length < length) {
      const options = neighbours(out[out.length - 1], n, true).filter((c) => !out.includes(c) && !used.has(c) && ok(out, c));
      if (options.length === 0) break;
      out.push(pick(random, options));
    }
    if (out.length > best.length) best = out;
    if (best.length === length) break;
  }
  return best;
}

/** Whether the cells of region `k` are connected (orthogonally). */
function connected(region: readonly number[], k: number, n: number): boolean {
  const cells = region.flatMap((x, i) => (x === k ? [i] : []));
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length > 0) {
    for (const c of neighbours(stack.pop()!, n, false)) {
      if (region[c] === k && !seen.has(c)) {
        seen.add(c);
        stack.push(c);
      }
    }
  }
  return seen.size === cells.length;
}

/** A connected jigsaw layout: the shape's boxes, then random swaps of two cells between neighbouring regions that keep both connected. */
function jigsawLayout(random: Random, shape: Shape): number[] {
  const { size: n, boxRows, boxCols } = shape;
  const region = Array.from(
    { length: n * n },
    (_, i) => Math.floor(Math.floor(i / n) / boxRows) * (n / boxCols) + Math.floor((i % n) / boxCols),
  );
  for (let swaps = 0, tries = 0; swaps < 3 * n && tries < 200 * n; tries++) {
    const a = int(random, 0, n * n - 1);
    const outside = neighbours(a, n, false).filter((x) => region[x] !== region[a]);
    if (outside.length === 0) continue;
    const ka = region[a];
    const kb = region[pick(random, outside)];
    // A cell of kb beside ka (other than a's neighbours' swap partner, any will do).
    const options = region.flatMap((x, i) => (x === kb && neighbours(i, n, false).some((y) => region[y] === ka && y !== a) ? [i] : []));
    if (options.length === 0) continue;
    const b = pick(random, options);
    region[a] = kb;
    region[b] = ka;
    if (connected(region, ka, n) && connected(region, kb, n)) swaps++;
    else {
      region[a] = ka;
      region[b] = kb;
    }
  }
  return region;
}

/** The rules that hold everywhere (the grid is filled under them). */
function globalRules(variant: SupportVariant, shape: Shape, random: Random): Rule[] | null {
  switch (variant) {
    case 'X':
      return [
        { kind: 'DIAGONAL', direction: 'MAIN' },
        { kind: 'DIAGONAL', direction: 'ANTI' },
      ];
    case 'JIGSAW':
      return [{ kind: 'JIGSAW', regions: jigsawLayout(random, shape) }];
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'NON_CONSECUTIVE':
      return [{ kind: variant } as Rule];
    default:
      return [];
  }
}

/** A random full grid under `rules`, or null when the search gives up. */
function fill(shape: Shape, rules: readonly Rule[], random: Random, maxNodes: number): Uint8Array | null {
  const compiled = compileRules(shape, rules);
  if (!compiled.ok) return null;
  const search = variantSearchFor(compiled.value);
  search.begin({ maxNodes, deadline: performance.now() + 60_000 });
  if (!search.load(new Uint8Array(shape.size * shape.size))) return null;
  const found = search.countWithin(1, maxNodes, { random });
  return found === 1 ? search.solution.slice() : null;
}

/** The variant's local rules read off the grid `g`. */
function localRules(variant: SupportVariant, g: Uint8Array, n: number, random: Random): Rule[] {
  const out: Rule[] = [];
  const pairs = orthogonalPairs(n);
  const cells = Array.from({ length: n * n }, (_, i) => i);
  switch (variant) {
    case 'KILLER': {
      // Every cell in a cage of 1–5 cells holding distinct values; few of one cell.
      const cage = new Int32Array(n * n).fill(-1);
      let count = 0;
      for (const start of shuffled(random, cells)) {
        if (cage[start] >= 0) continue;
        const size = random() < 0.1 ? int(random, 1, 2) : int(random, 2, 5);
        const piece = [start];
        cage[start] = count;
        while (piece.length < size) {
          const options = piece.flatMap((c) => neighbours(c, n, false)).filter((c) => cage[c] < 0 && !piece.some((x) => g[x] === g[c]));
          if (options.length === 0) break;
          const c = pick(random, options);
          cage[c] = count;
          piece.push(c);
        }
        out.push({ kind: 'KILLER_CAGE', cells: piece, sum: piece.reduce((s, c) => s + g[c], 0) });
        count++;
      }
      break;
    }
    case 'EXTRA_REGIONS':
      for (let k = int(random, 2, 3); k > 0; k--) {
        const at = shuffled(
          random,
          Array.from({ length: n }, (_, v) => v + 1),
        ).map((v) =>
          pick(
            random,
            cells.filter((i) => g[i] === v && !out.some((r) => r.kind === 'EXTRA_REGION' && r.cells.includes(i))),
          ),
        );
        if (at.every((c) => c !== undefined)) out.push({ kind: 'EXTRA_REGION', cells: at });
      }
      break;
    case 'KROPKI':
      for (const [a, b] of pairs) {
        const hi = Math.max(g[a], g[b]);
        const lo = Math.min(g[a], g[b]);
        if (hi === 2 * lo && random() < 0.7) out.push({ kind: 'KROPKI', cells: [a, b], color: 'BLACK' });
        else if (hi - lo === 1 && random() < 0.7) out.push({ kind: 'KROPKI', cells: [a, b], color: 'WHITE' });
      }
      break;
    case 'XV':
      for (const [a, b] of pairs) {
        const s = g[a] + g[b];
        if ((s === 5 || s === 10) && random() < 0.8) out.push({ kind: 'XV', cells: [a, b], sum: s });
      }
      break;
    case 'EVEN_ODD':
      for (const c of shuffled(random, cells).slice(0, Math.round(0.35 * n * n)))
        out.push({ kind: 'PARITY', cell: c, parity: g[c] % 2 === 0 ? 'EVEN' : 'ODD' });
      break;
    case 'GREATER_THAN':
      for (const [a, b] of shuffled(random, pairs).slice(0, Math.round(0.45 * pairs.length))) {
        out.push(g[a] > g[b] ? { kind: 'GREATER_THAN', greater: a, lesser: b } : { kind: 'GREATER_THAN', greater: b, lesser: a });
      }
      break;
    case 'THERMO': {
      const used = new Set<number>();
      for (let k = int(random, n - 2, n + 2); k > 0; k--) {
        const line = path(random, n, int(random, 3, Math.min(n, 6)), (p, to) => g[to] > g[p[p.length - 1]], used);
        if (line.length >= 3) {
          out.push({ kind: 'THERMOMETER', cells: line });
          line.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'WHISPERS': {
      const d = Math.ceil(n / 2);
      const used = new Set<number>();
      for (let k = int(random, n - 2, n + 1); k > 0; k--) {
        const line = path(random, n, int(random, 3, 7), (p, to) => Math.abs(g[to] - g[p[p.length - 1]]) >= d, used);
        if (line.length >= 3) {
          out.push({ kind: 'WHISPERS', cells: line });
          line.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'RENBAN': {
      const used = new Set<number>();
      for (let k = int(random, n - 2, n + 1); k > 0; k--) {
        const size = int(random, 3, Math.min(n, 5));
        const line = path(
          random,
          n,
          size,
          (p, to) => {
            const vs = [...p.map((c) => g[c]), g[to]];
            return new Set(vs).size === vs.length && Math.max(...vs) - Math.min(...vs) < size;
          },
          used,
        );
        const vs = line.map((c) => g[c]);
        if (line.length >= 3 && Math.max(...vs) - Math.min(...vs) === line.length - 1) {
          out.push({ kind: 'RENBAN', cells: line });
          line.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'PALINDROME': {
      const used = new Set<number>();
      for (let k = int(random, n - 3, n); k > 0; k--) {
        // Grown from its middle: each end steps to a fresh neighbour, both holding one value.
        const middle = pick(
          random,
          cells.filter((c) => !used.has(c)),
        );
        const left = [middle];
        const right = [middle];
        for (let len = int(random, 1, 3); len > 0; len--) {
          const options: [number, number][] = [];
          for (const a of neighbours(left[0], n, true)) {
            for (const b of neighbours(right[right.length - 1], n, true)) {
              if (a !== b && g[a] === g[b] && ![...left, ...right, ...used].includes(a) && ![...left, ...right, ...used].includes(b))
                options.push([a, b]);
            }
          }
          if (options.length === 0) break;
          const [a, b] = pick(random, options);
          left.unshift(a);
          right.push(b);
        }
        const line = [...left, ...right.slice(1)];
        if (line.length >= 3) {
          out.push({ kind: 'PALINDROME', cells: line });
          line.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'ARROW': {
      const used = new Set<number>();
      for (let k = int(random, n - 2, n + 1); k > 0; k--) {
        const circle = pick(
          random,
          cells.filter((c) => !used.has(c) && g[c] >= 3),
        );
        if (circle === undefined) break;
        // A line from the circle (king moves) whose values add up to it.
        const walk = [circle];
        let sum = 0;
        for (;;) {
          const options = neighbours(walk[walk.length - 1], n, true).filter(
            (c) => !walk.includes(c) && !used.has(c) && sum + g[c] <= g[circle],
          );
          if (options.length === 0 || sum === g[circle]) break;
          const c = pick(random, options);
          walk.push(c);
          sum += g[c];
        }
        if (sum === g[circle] && walk.length >= 3) {
          out.push({ kind: 'ARROW', circle: [circle], line: walk.slice(1) });
          walk.forEach((c) => used.add(c));
        }
      }
      break;
    }
    case 'LITTLE_KILLER': {
      const clues: { row: number; col: number; dir: 'DOWN_RIGHT' | 'DOWN_LEFT' | 'UP_RIGHT' | 'UP_LEFT' }[] = [];
      for (let i = 0; i < n; i++) {
        clues.push({ row: -1, col: i, dir: 'DOWN_RIGHT' }, { row: -1, col: i, dir: 'DOWN_LEFT' });
        clues.push({ row: i, col: -1, dir: 'DOWN_RIGHT' }, { row: i, col: n, dir: 'UP_LEFT' });
      }
      for (const clue of shuffled(random, clues).slice(0, 2 * n)) {
        const [dr, dc] =
          clue.dir === 'DOWN_RIGHT' ? [1, 1] : clue.dir === 'DOWN_LEFT' ? [1, -1] : clue.dir === 'UP_RIGHT' ? [-1, 1] : [-1, -1];
        const diag: number[] = [];
        for (let r = clue.row + dr, c = clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) diag.push(r * n + c);
        if (diag.length < 2) continue;
        out.push({
          kind: 'LITTLE_KILLER',
          clue: { row: clue.row, col: clue.col },
          direction: clue.dir,
          sum: diag.reduce((s, c) => s + g[c], 0),
        });
      }
      break;
    }
    case 'SANDWICH':
      for (const line of ['ROW', 'COLUMN'] as const) {
        for (let i = 0; i < n; i++) {
          if (random() > 0.7) continue;
          const at = Array.from({ length: n }, (_, k) => (line === 'ROW' ? i * n + k : k * n + i));
          const p = at.findIndex((c) => g[c] === 1);
          const q = at.findIndex((c) => g[c] === n);
          let sum = 0;
          for (let k = Math.min(p, q) + 1; k < Math.max(p, q); k++) sum += g[at[k]];
          out.push({ kind: 'SANDWICH', line, index: i, sum });
        }
      }
      break;
    case 'QUADRUPLE':
      for (const c of shuffled(
        random,
        cells.filter((i) => i % n < n - 1 && i < n * (n - 1)),
      ).slice(0, int(random, n - 1, n + 3))) {
        const block = [c, c + 1, c + n, c + n + 1].map((x) => g[x]);
        out.push({ kind: 'QUADRUPLE', cell: c, values: shuffled(random, block).slice(0, int(random, 2, 4)) });
      }
      break;
    default:
      break;
  }
  return out;
}

/**
 * A puzzle of `variant` on `shape` with exactly one solution, from `seed`: null when a step gave up
 * (a layout that fits no grid, a search over its budget). Givens go in a random order while the
 * puzzle stays unique; `keep` (a share of the cells: 0 up to 9×9, 0.45 above, where the search
 * proving uniqueness gets slow on sparse boards) stops the digging early.
 */
export function variantPuzzle(shape: Shape, variant: SupportVariant, seed: string, keep = shape.size > 9 ? 0.45 : 0): VariantPuzzle | null {
  const random = randomFromSeed(`${seed}|${shape.size}x${shape.boxRows}x${shape.boxCols}|${variant}`);
  const n = shape.size;
  for (let attempt = 0; attempt < 6; attempt++) {
    const global = globalRules(variant, shape, random);
    if (global === null) continue;
    const grid = fill(shape, global, random, n <= 9 ? 20_000 : 400_000);
    if (grid === null) continue;
    const rules = [...global, ...localRules(variant, grid, n, random)];
    const compiled = compileRules(shape, rules);
    if (!compiled.ok) continue;
    const search = variantSearchFor(compiled.value);
    const givens = grid.slice();
    const unique = (cells: Uint8Array): boolean => {
      search.begin({ maxNodes: n <= 9 ? 3_000 : 5_000, deadline: performance.now() + 10_000 });
      if (!search.load(cells)) return false;
      const count = search.countWithin(2, Infinity, { preferred: grid });
      return count === 1 && !search.exhausted;
    };
    // A puzzle read off the grid may have several solutions even with every given: give up on it.
    if (!unique(givens)) continue;
    const floor = Math.round(keep * n * n);
    let left = n * n;
    for (const c of shuffled(
      random,
      Array.from({ length: n * n }, (_, i) => i),
    )) {
      if (left <= floor) break;
      givens[c] = 0;
      if (unique(givens)) left--;
      else givens[c] = grid[c];
    }
    return { board: { shape, cells: givens, rules }, solution: grid };
  }
  return null;
}
