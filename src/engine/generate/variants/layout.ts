// Seeded region layouts: jigsaw regions (N connected regions of N cells replacing the boxes) and extra
// regions (a few connected regions of N cells beside them). Regions are grown from random seed cells,
// the smallest region taking a random free neighbour first, so that they grow side by side; a growth
// that walls a region in below N cells starts again. A layout with a region that is a whole row,
// column or box is drawn again (it would be no jigsaw). Whether a grid fits the layout is the filler's
// question (generate-variants.ts): a layout the search refutes, or cannot fill within its node caps,
// is rejected and another drawn.
import type { Random } from '../../rng.js';
import type { Shape } from '../../types.js';

/** Growths tried per layout before giving up on this draw. */
const GROWTHS = 64;

const neighbourLists = new Map<number, number[][]>();

/** The orthogonal neighbours of every cell (built once per N). */
export function neighbours(n: number): number[][] {
  const known = neighbourLists.get(n);
  if (known !== undefined) return known;
  const out: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const list: number[] = [];
    if (r > 0) list.push(i - n);
    if (c > 0) list.push(i - 1);
    if (c < n - 1) list.push(i + 1);
    if (r < n - 1) list.push(i + n);
    out.push(list);
  }
  neighbourLists.set(n, out);
  return out;
}

/** True when `cells` (N of them) are a whole row, column or box of the shape. */
export function isUnitOfShape(cells: readonly number[], shape: Shape): boolean {
  const n = shape.size;
  const rows = new Set(cells.map((c) => Math.floor(c / n)));
  const cols = new Set(cells.map((c) => c % n));
  if (rows.size === 1 || cols.size === 1) return true;
  const boxes = new Set(cells.map((c) => Math.floor(Math.floor(c / n) / shape.boxRows) * n + Math.floor((c % n) / shape.boxCols)));
  return boxes.size === 1;
}

/** True when the cells form one orthogonally connected piece. */
export function isConnected(cells: readonly number[], n: number): boolean {
  if (cells.length === 0) return true;
  const inside = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  const adj = neighbours(n);
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (const d of adj[c]) {
      if (inside.has(d) && !seen.has(d)) {
        seen.add(d);
        stack.push(d);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * Grows `count` regions of `n` cells over the cells where `owner` is -1 (others are taken), from
 * random seeds; owner is filled in with region ids from `first`. False when a region got walled in.
 */
function grow(owner: Int32Array, n: number, count: number, first: number, random: Random, adj: number[][]): boolean {
  const free: number[] = [];
  for (let i = 0; i < owner.length; i++) if (owner[i] < 0) free.push(i);
  if (free.length < count * n) return false;
  const sizes = new Array<number>(count).fill(0);
  const members: number[][] = Array.from({ length: count }, () => []);
  for (let k = 0; k < count; k++) {
    // A seed not touching an earlier one, where there is one (regions then start apart).
    let seed = -1;
    for (let t = 0; t < 8 && seed < 0; t++) {
      const c = free[Math.floor(random() * free.length)];
      if (owner[c] < 0 && adj[c].every((d) => owner[d] < first)) seed = c;
    }
    if (seed < 0) {
      const open = free.filter((c) => owner[c] < 0);
      if (open.length === 0) return false;
      seed = open[Math.floor(random() * open.length)];
    }
    owner[seed] = first + k;
    sizes[k] = 1;
    members[k].push(seed);
  }
  for (;;) {
    // The smallest unfinished region (ties: the lowest id) takes a random free neighbour.
    let k = -1;
    for (let j = 0; j < count; j++) if (sizes[j] < n && (k < 0 || sizes[j] < sizes[k])) k = j;
    if (k < 0) return true;
    const frontier: number[] = [];
    for (const c of members[k]) for (const d of adj[c]) if (owner[d] < 0 && !frontier.includes(d)) frontier.push(d);
    if (frontier.length === 0) return false;
    frontier.sort((a, b) => a - b);
    const pick = frontier[Math.floor(random() * frontier.length)];
    owner[pick] = first + k;
    sizes[k]++;
    members[k].push(pick);
  }
}

/** Region ids renumbered 0… in order of first appearance (row-major), as the formats number them. */
function renumbered(owner: Int32Array): number[] {
  const map = new Map<number, number>();
  return Array.from(owner, (r) => {
    if (!map.has(r)) map.set(r, map.size);
    return map.get(r)!;
  });
}

/** Sizes of the components of the cells where `owner` is -1. */
function freeComponents(owner: Int32Array, adj: number[][]): number[] {
  const seen = new Uint8Array(owner.length);
  const sizes: number[] = [];
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] >= 0 || seen[i]) continue;
    let size = 0;
    const stack = [i];
    seen[i] = 1;
    while (stack.length > 0) {
      const c = stack.pop()!;
      size++;
      for (const d of adj[c]) {
        if (owner[d] >= 0 || seen[d]) continue;
        seen[d] = 1;
        stack.push(d);
      }
    }
    sizes.push(size);
  }
  return sizes;
}

/** Tries per region before the whole layout starts again. */
const REGION_TRIES = 24;

/**
 * A jigsaw layout (regions[i] = cell i's region, numbered in order of first appearance): N connected
 * regions of N cells, none a whole row, column or box. Regions grow one at a time from the first free
 * cell (row-major), each taking random free neighbours; a region is kept only when every component of
 * the cells still free can be cut into whole regions (its size a multiple of N), else it is grown
 * again. Null when GROWTHS layouts all failed.
 */
export function jigsawLayout(shape: Shape, random: Random): number[] | null {
  const n = shape.size;
  const adj = neighbours(n);
  for (let t = 0; t < GROWTHS; t++) {
    const owner = new Int32Array(n * n).fill(-1);
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const seed = owner.indexOf(-1);
      let grown = false;
      for (let tries = 0; tries < REGION_TRIES && !grown; tries++) {
        const region = [seed];
        owner[seed] = k;
        while (region.length < n) {
          const frontier: number[] = [];
          for (const c of region) for (const d of adj[c]) if (owner[d] < 0 && !frontier.includes(d)) frontier.push(d);
          if (frontier.length === 0) break;
          frontier.sort((a, b) => a - b);
          const next = frontier[Math.floor(random() * frontier.length)];
          owner[next] = k;
          region.push(next);
        }
        grown = region.length === n && freeComponents(owner, adj).every((size) => size % n === 0) && !isUnitOfShape(region, shape);
        if (!grown) for (const c of region) owner[c] = -1;
      }
      ok = grown;
    }
    if (ok) return renumbered(owner);
  }
  return null;
}

/** How many extra regions a generated puzzle gets: 2 up to 6×6, 3 above. */
export const extraRegionCount = (n: number): number => (n <= 6 ? 2 : 3);

/**
 * `count` disjoint connected extra regions of N cells, none a whole row, column, box or region of
 * `regions` (a jigsaw's, when there is one). Null when GROWTHS growths all failed.
 */
export function extraRegions(shape: Shape, random: Random, count: number, regions?: readonly number[]): number[][] | null {
  const n = shape.size;
  const adj = neighbours(n);
  for (let t = 0; t < GROWTHS; t++) {
    const owner = new Int32Array(n * n).fill(-1);
    if (!grow(owner, n, count, 0, random, adj)) continue;
    const out: number[][] = Array.from({ length: count }, () => []);
    owner.forEach((r, i) => {
      if (r >= 0) out[r].push(i);
    });
    const sameRegion = (cells: number[]) => regions !== undefined && cells.every((c) => regions[c] === regions[cells[0]]);
    if (out.some((c) => isUnitOfShape(c, shape) || sameRegion(c))) continue;
    // Ordered by first cell, as the formats list them back.
    return out.sort((a, b) => a[0] - b[0]);
  }
  return null;
}
