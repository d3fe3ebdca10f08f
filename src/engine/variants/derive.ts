// What the search derives from a model before it starts (never part of the model's meaning: each is
// implied by the rules, and only speeds up propagation):
// - segments: two houses sharing two or more cells; a value confined to the common cells in one is
//   confined to them in the other (a box and a row: pointing and claiming; search.ts counts them);
// - the law of leftovers of a jigsaw: rows 1..i and the regions mostly inside them leave the same values;
// - the 45 rule over killer cages: a house minus the cages inside it adds up to what they leave (an
//   innie sum), a cage sticking out of a house by one cell ties that cell to the rest (an outie), and
//   rows, columns or boxes 1..i against the cages mostly inside them give innie − outie sums; the
//   cells outside every cage add up to the rest of the grid's total.
import { allSee, type RuleSpace } from '../rules/space.js';

/** Two cell sets that hold the same values; `distinct`: each side's cells see each other. */
export interface SameValues {
  readonly left: number[];
  readonly right: number[];
  readonly distinct: boolean;
}

/** Σ coefs·values = total, derived. */
export interface DerivedSum {
  readonly cells: number[];
  readonly coefs: number[];
  readonly total: number;
}

/** Largest derived sum with cells of cages on both sides (more cells prune too little for their cost). */
const MAX_MIXED_SUM = 6;

/** Two houses meeting in 2+ (and fewer than N) cells: the common cells, and what each house has beyond them. */
export interface Segment {
  readonly cells: number[];
  readonly houses: readonly [number, number];
  /** outside[k]: the cells of houses[k] not in the segment. */
  readonly outside: readonly [number[], number[]];
}

/**
 * Every intersection of two houses in 2+ cells. A value whose places in one house all lie in the
 * segment lies there in the other house too (pointing and claiming, for every pair of houses).
 */
export function segments(space: RuleSpace): Segment[] {
  const houses = space.houses;
  const mark = new Int32Array(space.cellCount).fill(-1);
  const out: Segment[] = [];
  // Counted before anything is built: most pairs of houses meet in one cell or none (this runs once
  // per model, cold, so it allocates only for the segments kept).
  for (let i = 0; i < houses.length; i++) {
    const a = houses[i].cells;
    for (let k = 0; k < a.length; k++) mark[a[k]] = i;
    for (let j = i + 1; j < houses.length; j++) {
      const b = houses[j].cells;
      let common = 0;
      for (let k = 0; k < b.length; k++) if (mark[b[k]] === i) common++;
      if (common < 2 || common === space.size) continue;
      const cells: number[] = [];
      const outsideB: number[] = [];
      for (let k = 0; k < b.length; k++) (mark[b[k]] === i ? cells : outsideB).push(b[k]);
      for (let k = 0; k < b.length; k++) mark[b[k]] = -2 - i;
      const outsideA: number[] = [];
      for (let k = 0; k < a.length; k++) {
        if (mark[a[k]] !== -2 - i) outsideA.push(a[k]);
        mark[a[k]] = i;
      }
      out.push({ cells, houses: [i, j], outside: [outsideA, outsideB] });
    }
  }
  return out;
}

/**
 * Lines (rows or columns) in both directions, and boxes in order when they are houses: lists of the
 * houses' own cell arrays, built by loops (the walk reads them in its loop; lists of one kind keep its
 * optimized code).
 */
function sweeps(space: RuleSpace): Int32Array[][] {
  const n = space.size;
  const houses = space.houses;
  const run = (from: number, order: (k: number) => number): Int32Array[] => {
    const list: Int32Array[] = [];
    for (let k = 0; k < n; k++) list.push(houses[from + order(k)].cells);
    return list;
  };
  const forward = (k: number) => k;
  const backward = (k: number) => n - 1 - k;
  const out = [run(0, forward), run(0, backward), run(n, forward), run(n, backward)];
  if (space.boxes) {
    const across = n / space.shape.boxCols;
    const down = n / across;
    // Boxes column by column: the k-th is box (k mod down)·across + ⌊k / down⌋.
    const byCol = (k: number) => (k % down) * across + Math.floor(k / down);
    out.push(
      run(2 * n, forward),
      run(2 * n, backward),
      run(2 * n, byCol),
      run(2 * n, (k) => byCol(n - 1 - k)),
    );
  }
  return out;
}

/** One step of overlapWalk: houses 1..`houses` of a sweep against the pieces mostly inside them. */
interface WalkStep {
  /** The cells inside the houses but not the pieces, and those in the pieces but not the houses. */
  readonly onlyHouses: number[];
  readonly onlyPieces: number[];
  /** The pieces taken so far: the first `takenCount` of the walk's `taken`. */
  readonly takenCount: number;
  readonly houses: number;
}

/**
 * Walks houses 1..i of a sweep, adding the pieces that lie more than half inside them: the steps
 * from i = 2 on that `wanted(onlyHouses, onlyPieces)` keeps (by their counts of cells), and the
 * pieces in the order they were taken. Its callers read the steps afterwards: a callback called
 * from the walk's loop would be compiled into it, and the walk runs hot enough, once per model and
 * sweep, for its optimized compilations to cost more CPU than the walk.
 */
function overlapWalk(
  space: RuleSpace,
  sweep: readonly Int32Array[],
  pieces: readonly Int32Array[],
  wanted: (onlyHouses: number, onlyPieces: number) => boolean,
): { steps: WalkStep[]; taken: number[] } {
  // Plain loops and typed arrays: this runs once per model and sweep, mostly before the JIT has
  // warmed up, so it counts each piece's cells inside the houses as the houses come in.
  const cellCount = space.cellCount;
  const inHouses = new Uint8Array(cellCount);
  const inPieces = new Uint8Array(cellCount);
  const pieceStart = new Int32Array(cellCount + 1);
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k];
    for (let j = 0; j < piece.length; j++) pieceStart[piece[j] + 1]++;
  }
  for (let c = 0; c < cellCount; c++) pieceStart[c + 1] += pieceStart[c];
  const pieceOf = new Int32Array(pieceStart[cellCount]);
  const fill = pieceStart.slice(0, cellCount);
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k];
    for (let j = 0; j < piece.length; j++) pieceOf[fill[piece[j]]++] = k;
  }
  const inside = new Int32Array(pieces.length);
  const done = new Uint8Array(pieces.length);
  const taken: number[] = [];
  const steps: WalkStep[] = [];
  // How many cells lie in the houses only and in the pieces only: the cells are listed only for the
  // steps the caller wants.
  let a = 0;
  let b = 0;
  for (let i = 0; i < sweep.length - 1; i++) {
    const house = sweep[i];
    for (let j = 0; j < house.length; j++) {
      const c = house[j];
      if (inHouses[c] === 1) continue;
      inHouses[c] = 1;
      if (inPieces[c] === 1) b--;
      else a++;
      for (let k = pieceStart[c]; k < pieceStart[c + 1]; k++) inside[pieceOf[k]]++;
    }
    for (let k = 0; k < pieces.length; k++) {
      if (done[k] === 1 || 2 * inside[k] <= pieces[k].length) continue;
      done[k] = 1;
      taken.push(k);
      const piece = pieces[k];
      for (let j = 0; j < piece.length; j++) {
        const c = piece[j];
        if (inPieces[c] === 1) continue;
        inPieces[c] = 1;
        if (inHouses[c] === 1) a--;
        else b++;
      }
    }
    if (i === 0 || !wanted(a, b)) continue;
    const onlyHouses: number[] = [];
    const onlyPieces: number[] = [];
    for (let c = 0; c < cellCount; c++) {
      if (inHouses[c] === 1 && inPieces[c] === 0) onlyHouses.push(c);
      else if (inPieces[c] === 1 && inHouses[c] === 0) onlyPieces.push(c);
    }
    steps.push({ onlyHouses, onlyPieces, takenCount: taken.length, houses: i + 1 });
  }
  return { steps, taken };
}

/** The law of leftovers for the jigsaw regions (none without a JIGSAW rule). */
export function leftovers(space: RuleSpace, sees: (a: number, b: number) => boolean): SameValues[] {
  const regions: Int32Array[] = [];
  for (const h of space.houses) if (h.source.kind === 'JIGSAW') regions.push(h.cells);
  if (regions.length === 0) return [];
  const n = space.size;
  const out: SameValues[] = [];
  const seen = new Set<string>();
  for (const sweep of sweeps(space).slice(0, 4)) {
    for (const { onlyHouses, onlyPieces } of overlapWalk(space, sweep, regions, (a, b) => a > 0 && a === b && a < n).steps) {
      if (onlyHouses.length === 0 || onlyHouses.length !== onlyPieces.length || onlyHouses.length >= n) continue;
      const key = `${onlyHouses.join(',')}|${onlyPieces.join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ left: onlyHouses, right: onlyPieces, distinct: allSee(onlyHouses, sees) && allSee(onlyPieces, sees) });
    }
  }
  return out;
}

/** The 45 rule's sums over the killer cages that carry a sum (none without them). */
export function cageSums(space: RuleSpace): DerivedSum[] {
  const cages = space.sums.filter((s) => s.source.kind === 'KILLER_CAGE');
  if (cages.length === 0) return [];
  const n = space.size;
  const houseTotal = (n * (n + 1)) / 2;
  const cageOf = new Int32Array(space.cellCount).fill(-1);
  let cagesTotal = 0;
  for (let k = 0; k < cages.length; k++) {
    cagesTotal += cages[k].total;
    const cells = cages[k].cells;
    for (let j = 0; j < cells.length; j++) cageOf[cells[j]] = k;
  }
  const out: DerivedSum[] = [];
  const seen = new Set<string>(cages.map((c) => [...c.cells].sort((x, y) => x - y).join(',')));
  // Plain loops rather than spreads and maps: the lists come from several places, and an optimized
  // spread or map of one kind of list is thrown away (and compiled again) at the next.
  const add = (plus: number[], minus: number[], total: number) => {
    if (plus.length + minus.length === 0) return;
    plus.sort((x, y) => x - y);
    minus.sort((x, y) => x - y);
    const key = minus.length === 0 ? plus.join(',') : `${plus.join(',')}-${minus.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const cells: number[] = [];
    const coefs: number[] = [];
    for (let j = 0; j < plus.length; j++) {
      cells.push(plus[j]);
      coefs.push(1);
    }
    for (let j = 0; j < minus.length; j++) {
      cells.push(minus[j]);
      coefs.push(-1);
    }
    out.push({ cells, coefs, total });
  };
  // Per house: the cells the cages inside it leave (innies), and each cage sticking out by one cell.
  // Stamps instead of sets (run once per model, cold); the cages in the order the house meets them.
  const houseStamp = new Int32Array(space.cellCount).fill(-1);
  const insideStamp = new Int32Array(space.cellCount).fill(-1);
  const cageStamp = new Int32Array(cages.length).fill(-1);
  space.houses.forEach((house, h) => {
    const hc = house.cells;
    for (let j = 0; j < hc.length; j++) houseStamp[hc[j]] = h;
    let inside = 0;
    let insideCount = 0;
    const touching: number[] = [];
    for (let j = 0; j < hc.length; j++) {
      const k = cageOf[hc[j]];
      if (k >= 0 && cageStamp[k] !== h) {
        cageStamp[k] = h;
        touching.push(k);
      }
    }
    for (const k of touching) {
      const cc = cages[k].cells;
      let all = true;
      for (let j = 0; j < cc.length && all; j++) all = houseStamp[cc[j]] === h;
      if (!all) continue;
      inside += cages[k].total;
      for (let j = 0; j < cc.length; j++) {
        if (insideStamp[cc[j]] !== h) insideCount++;
        insideStamp[cc[j]] = h;
      }
    }
    const rest: number[] = [];
    for (let j = 0; j < hc.length; j++) if (insideStamp[hc[j]] !== h) rest.push(hc[j]);
    if (insideCount > 0 && rest.length > 0) add(rest, [], houseTotal - inside);
    for (const k of touching) {
      const cc = cages[k].cells;
      const out1: number[] = [];
      for (let j = 0; j < cc.length; j++) if (houseStamp[cc[j]] !== h) out1.push(cc[j]);
      if (out1.length !== 1) continue;
      const others = rest.filter((c) => cageOf[c] !== k);
      if (others.length + 1 > MAX_MIXED_SUM) continue;
      add(others, out1, houseTotal - inside - cages[k].total);
    }
  });
  // Sweeps: houses 1..i against the cages mostly inside them.
  const pieces: Int32Array[] = [];
  for (let k = 0; k < cages.length; k++) pieces.push(cages[k].cells);
  for (const sweep of sweeps(space)) {
    const walk = overlapWalk(space, sweep, pieces, (a, b) => a + b > 0 && a + b <= n && (a <= 2 || b <= 2));
    for (const { onlyHouses, onlyPieces, takenCount, houses } of walk.steps) {
      const a = onlyHouses.length;
      const b = onlyPieces.length;
      if (a + b === 0 || a + b > n || (a > 2 && b > 2)) continue;
      let covered = true;
      for (let j = 0; j < a && covered; j++) covered = cageOf[onlyHouses[j]] >= 0;
      for (let j = 0; j < b && covered; j++) covered = cageOf[onlyPieces[j]] >= 0;
      if (covered && a + b > MAX_MIXED_SUM) continue;
      let total = -houseTotal * houses;
      for (let j = 0; j < takenCount; j++) total += cages[walk.taken[j]].total;
      // Σ onlyPieces − Σ onlyHouses = Σ pieces − Σ houses
      add(onlyPieces, onlyHouses, total);
    }
  }
  // The cells outside every cage.
  const free: number[] = [];
  for (let c = 0; c < cageOf.length; c++) if (cageOf[c] < 0) free.push(c);
  if (free.length > 0 && free.length < n) add(free, [], houseTotal * n - cagesTotal);
  return out;
}
