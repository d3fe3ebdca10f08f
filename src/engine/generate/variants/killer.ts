// Pure killer puzzles: cages drawn over a full grid, no givens.
//
// 1. Partition: cages grown from the cells in random order, each to a size drawn from the level's
//    range, taking random orthogonal neighbours whose values the cage does not hold yet.
// 2. Repair: while a solution other than the grid exists (the search, seeded with the grid, finds
//    it), only the cages over the cells where the two differ change: the cage of a differing cell is
//    reshaped together with a neighbouring cage (their cells drawn again into cages of 2 or more),
//    or split where no reshaping fits.
// 3. Merging: neighbouring cages (values apart, the merged size within the level's cap) are merged
//    while the puzzle stays unique, tried in random order until a pass merges none.
// 4. The level hook (rating.ts): a puzzle that still rates below the request goes on merging past
//    the cap while it does not rate past the request, and stops once it meets it.
// Every check has a node cap (a check past it counts as not unique), so a seed replays.
import type { Analysis } from '../../logic/analyze.js';
import type { Rule } from '../../rules/types.js';
import { shuffle, type Random } from '../../rng.js';
import type { Difficulty } from '../../types.js';
import type { GeneratorSearch } from '../../variants/generator.js';
import { shuffleList } from './draw.js';
import { isConnected, neighbours } from './layout.js';
import type { Verdict } from './rating.js';

/** Cage sizes by level on 9×9: a cage grows to a size in [min, max]; merging goes up to `merged`. */
export const KILLER_SIZES: Readonly<Record<Difficulty, { readonly min: number; readonly max: number; readonly merged: number }>> = {
  EASY: { min: 2, max: 3, merged: 4 },
  MEDIUM: { min: 2, max: 4, merged: 5 },
  HARD: { min: 2, max: 5, merged: 6 },
  EXPERT: { min: 3, max: 5, merged: 7 },
  MASTER: { min: 3, max: 6, merged: 8 },
};

/**
 * Node caps of a killer's checks, and the merging's budget per cell (then it stops where it is). On
 * 9×9 propagation proves nearly every check in a few nodes; on 16×16 a node costs over 100 µs of CPU
 * and a check that runs long is mostly one that will not prove uniqueness: with caps of 2,000 (repair)
 * and 1,000 (merge) and 40 nodes a cell, 16×16 killers took 3.3–5.5 s of CPU; with these 2.1–4.3 s,
 * and 12×12 ones 0.1–0.4 s instead of 0.4–0.5 s (3 seeds each of pure, X and jigsaw killers).
 * Past the repair cap a largest cage is split; past the merge cap the merge is refused.
 */
export const KILLER_CHECK_NODES = 500;
export const MERGE_CHECK_NODES = 300;
export const MERGE_NODES_PER_CELL = 20;
/** Repairs (reshapes or splits) per attempt before it gives up. */
const MAX_REPAIRS = 64;
/** Draws of a reshaped pair of cages before a split is made instead. */
const RESHAPE_DRAWS = 12;

type Cage = number[];

/** The level's sizes on N×N: no cage larger than N − 1 (a cage of N cells tells nothing of its sum). */
export function killerSizes(level: Difficulty, n: number): { min: number; max: number; merged: number } {
  const s = KILLER_SIZES[level];
  const cap = Math.max(2, n - 1);
  return { min: Math.min(s.min, cap), max: Math.min(s.max, cap), merged: Math.min(s.merged, cap) };
}

/**
 * Grows cages over `cells` (all of them, none left out) with distinct values of `grid`, sizes drawn
 * from [min, max]; a cell walled in joins no cage of its own if a neighbouring cage can take it.
 */
function partition(cells: readonly number[], grid: Uint8Array, adj: number[][], min: number, max: number, random: Random): Cage[] {
  const free = new Set(cells);
  const order = [...cells];
  shuffle(order, random);
  const cages: Cage[] = [];
  const cageOf = new Map<number, number>();
  for (const start of order) {
    if (!free.has(start)) continue;
    const size = min + Math.floor(random() * (max - min + 1));
    const cage = [start];
    free.delete(start);
    let mask = 1 << grid[start];
    while (cage.length < size) {
      const frontier: number[] = [];
      for (const c of cage)
        for (const d of adj[c]) if (free.has(d) && (mask & (1 << grid[d])) === 0 && !frontier.includes(d)) frontier.push(d);
      if (frontier.length === 0) break;
      frontier.sort((a, b) => a - b);
      const next = frontier[Math.floor(random() * frontier.length)];
      cage.push(next);
      free.delete(next);
      mask |= 1 << grid[next];
    }
    cages.push(cage);
    for (const c of cage) cageOf.set(c, cages.length - 1);
  }
  // A single cell joins a neighbouring cage that has room and not its value.
  for (let k = 0; k < cages.length; k++) {
    const cage = cages[k];
    if (cage.length !== 1) continue;
    const c = cage[0];
    const hosts = adj[c]
      .map((d) => cageOf.get(d))
      .filter((h): h is number => h !== undefined && h !== k && cages[h].length > 0 && cages[h].length < max + 1)
      .filter((h) => cages[h].every((x) => grid[x] !== grid[c]));
    if (hosts.length === 0) continue;
    const h = hosts[Math.floor(random() * hosts.length)];
    cages[h].push(c);
    cageOf.set(c, h);
    cage.length = 0;
  }
  return cages.filter((c) => c.length > 0);
}

export interface KillerState {
  readonly gen: GeneratorSearch;
  /** The grid rules under the cages (diagonals, a jigsaw…). */
  readonly base: readonly Rule[];
  readonly solution: Uint8Array;
  readonly n: number;
  readonly random: Random;
}

/** The puzzle's rules: the grid rules, then the cages ordered by their first cell (cells ascending). */
export function killerRules(s: KillerState, cages: readonly Cage[]): Rule[] {
  const sorted = cages.map((c) => [...c].sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);
  return [
    ...s.base,
    ...sorted.map((cells) => ({ kind: 'KILLER_CAGE' as const, cells, sum: cells.reduce((t, c) => t + s.solution[c], 0) })),
  ];
}

/** Is the pure killer of `cages` unique (within the cap)? Else the other solution, or UNKNOWN. */
function otherOf(s: KillerState, cages: readonly Cage[], cap = KILLER_CHECK_NODES): Uint8Array | null | 'UNKNOWN' | 'BAD' {
  const found = s.gen.searchOf(killerRules(s, cages));
  if ('code' in found) return 'BAD';
  return s.gen.otherSolution(found.search, new Uint8Array(s.n * s.n), s.solution, cap);
}

/** Cages over `cells`, each of 2 or more cells with distinct values, drawn RESHAPE_DRAWS times; null when none fits. */
function redraw(s: KillerState, cells: readonly number[], adj: number[][], before: readonly Cage[], max: number): Cage[] | null {
  const key = (cs: readonly Cage[]) =>
    cs
      .map((c) => [...c].sort((a, b) => a - b).join(','))
      .sort()
      .join('|');
  const old = key(before);
  for (let t = 0; t < RESHAPE_DRAWS; t++) {
    const cages = partition(cells, s.solution, adj, 2, Math.min(max, cells.length), s.random);
    if (cages.every((c) => c.length >= 2) && key(cages) !== old) return cages;
  }
  return null;
}

/** Splits `cage` in two connected parts, `cell` in the smaller one (a random piece grown from it). */
function split(cage: Cage, cell: number, n: number, random: Random): [Cage, Cage] {
  const adj = neighbours(n);
  for (let t = 0; t < RESHAPE_DRAWS; t++) {
    const want = 1 + Math.floor(random() * Math.floor(cage.length / 2));
    const part = [cell];
    while (part.length < want) {
      const frontier = part.flatMap((c) => adj[c]).filter((d) => cage.includes(d) && !part.includes(d));
      if (frontier.length === 0) break;
      part.push(frontier[Math.floor(random() * frontier.length)]);
    }
    const rest = cage.filter((c) => !part.includes(c));
    if (rest.length > 0 && isConnected(rest, n)) return [part, rest];
  }
  // A cell whose removal keeps the rest connected always exists (a leaf of a spanning tree).
  const rest = (c: number) => cage.filter((x) => x !== c);
  const leaf = cage.find((c) => c !== cell && isConnected(rest(c), n)) ?? cage.find((c) => c !== cell)!;
  return [[leaf], rest(leaf)];
}

export interface Killer {
  readonly cages: Cage[];
  readonly rules: Rule[];
}

/** Partition and repair: a unique pure killer over the grid, or why not. */
export function uniqueKiller(s: KillerState, level: Difficulty): Killer | string {
  const { n, random } = s;
  const adj = neighbours(n);
  const sizes = killerSizes(level, n);
  const all = Array.from({ length: n * n }, (_, i) => i);
  let cages = partition(all, s.solution, adj, sizes.min, sizes.max, random);
  for (let repair = 0; ; repair++) {
    if (s.gen.spent()) return 'the node budget ran out repairing cages';
    const other = otherOf(s, cages);
    if (other === null) return { cages, rules: killerRules(s, cages) };
    if (other === 'BAD') return 'a cage set the rule checker refused';
    if (repair >= MAX_REPAIRS) return `still not unique after ${MAX_REPAIRS} repairs`;
    const cageIndex = new Int32Array(n * n);
    cages.forEach((c, k) => c.forEach((x) => (cageIndex[x] = k)));
    // The cells where the two solutions differ (past the cap: any cell of a largest cage).
    let differ: number[];
    if (other === 'UNKNOWN') {
      const largest = Math.max(...cages.map((c) => c.length));
      differ = cages.filter((c) => c.length === largest).flat();
    } else {
      differ = all.filter((i) => other[i] !== s.solution[i]);
    }
    const cell = differ[Math.floor(random() * differ.length)];
    const k = cageIndex[cell];
    const cage = cages[k];
    const neighbours = [...new Set(cage.flatMap((c) => adj[c]).map((d) => cageIndex[d]))].filter((j) => j !== k).sort((a, b) => a - b);
    shuffle(neighbours, random);
    let next: Cage[] | null = null;
    // Reshape with a neighbouring cage first (the cage count stays), then split.
    for (const j of neighbours.slice(0, 3)) {
      const drawn = redraw(s, [...cage, ...cages[j]], adj, [cage, cages[j]], sizes.max);
      if (drawn !== null) {
        next = [...cages.filter((_, x) => x !== k && x !== j), ...drawn];
        break;
      }
    }
    if (next === null || repair % 2 === 1) {
      const [a, b] = split(cage, cell, n, random);
      next = [...cages.filter((_, x) => x !== k), a, b];
    }
    cages = next;
  }
}

/**
 * Merges neighbouring cages of `killer` while it stays unique, each merged cage at most `cap` cells
 * with distinct values; passes in random order until one merges none, or `accept` (the level hook)
 * stops it. `accept` sees each merged candidate that stayed unique: KEEP it, UNDO it (the rating went
 * past the request), or STOP after keeping it (the request is met).
 */
export function mergeCages(s: KillerState, killer: Killer, cap: number, accept?: (k: Killer) => 'KEEP' | 'UNDO' | 'STOP'): Killer {
  const adj = neighbours(s.n);
  let cages = killer.cages.map((c) => [...c]);
  let current = killer;
  const refused = new Set<string>();
  const stopAt = s.gen.nodes + MERGE_NODES_PER_CELL * s.n * s.n;
  const single = ([k, j]: [number, number]) => (cages[k].length === 1 || cages[j].length === 1 ? 0 : 1);
  const pairKey = (a: Cage, b: Cage) => [Math.min(...a), Math.min(...b)].sort((x, y) => x - y).join('|') + `:${a.length + b.length}`;
  for (;;) {
    const cageIndex = new Int32Array(s.n * s.n);
    cages.forEach((c, k) => c.forEach((x) => (cageIndex[x] = k)));
    const pairs: [number, number][] = [];
    for (let k = 0; k < cages.length; k++) {
      const values = cages[k].reduce((m, c) => m | (1 << s.solution[c]), 0);
      const near = new Set(cages[k].flatMap((c) => adj[c]).map((d) => cageIndex[d]));
      for (const j of [...near].sort((a, b) => a - b)) {
        if (j <= k || cages[k].length + cages[j].length > cap) continue;
        if (cages[j].some((c) => (values & (1 << s.solution[c])) !== 0)) continue;
        if (refused.has(pairKey(cages[k], cages[j]))) continue;
        pairs.push([k, j]);
      }
    }
    shuffleList(pairs, s.random);
    // Single cells first: a one-cell cage is a given in all but name.
    pairs.sort((a, b) => single(a) - single(b));
    let merged = false;
    for (const [k, j] of pairs) {
      if (s.gen.spent() || s.gen.nodes >= stopAt) return current;
      const trial = [...cages.filter((_, x) => x !== k && x !== j), [...cages[k], ...cages[j]]];
      if (otherOf(s, trial, MERGE_CHECK_NODES) !== null) {
        refused.add(pairKey(cages[k], cages[j]));
        continue;
      }
      const candidate = { cages: trial, rules: killerRules(s, trial) };
      const verdict = accept ? accept(candidate) : 'KEEP';
      if (verdict === 'UNDO') {
        refused.add(pairKey(cages[k], cages[j]));
        continue;
      }
      cages = trial;
      current = candidate;
      if (verdict === 'STOP') return current;
      merged = true;
      break;
    }
    if (!merged) return current;
  }
}

/** Cage splits tried by the level hook below, per attempt. */
export const SPLIT_TRIES = 32;

/**
 * The level hook for a partition already past the request (EASY, mostly: cages of two and three
 * cells still need the 45 rule): splits cages, a random connected piece off a cage as the repair
 * does, while the puzzle stays unique. `judge` rates each candidate: MET stops there; a number is how
 * far an analysis stopped past the request got (cells placed), and a split is kept when it gets
 * further than the best so far (`progress`: the killer's own); null (unrated) undoes it. At most SPLIT_TRIES splits are tried.
 */
export function splitCages(s: KillerState, killer: Killer, progress: number, judge: (k: Killer) => 'MET' | number | null): Killer {
  let cages = killer.cages.map((c) => [...c]);
  let current = killer;
  let best = progress;
  for (let tried = 0; tried < SPLIT_TRIES; tried++) {
    if (s.gen.spent()) break;
    const splittable = cages.map((c, k) => (c.length >= 2 ? k : -1)).filter((k) => k >= 0);
    if (splittable.length === 0) break;
    const k = splittable[Math.floor(s.random() * splittable.length)];
    const cage = cages[k];
    const [a, b] = split(cage, cage[Math.floor(s.random() * cage.length)], s.n, s.random);
    const trial = [...cages.filter((_, x) => x !== k), a, b];
    if (otherOf(s, trial, MERGE_CHECK_NODES) !== null) continue;
    const candidate = { cages: trial, rules: killerRules(s, trial) };
    const verdict = judge(candidate);
    if (verdict === 'MET') return candidate;
    if (verdict === null || verdict <= best) continue;
    best = verdict;
    cages = trial;
    current = candidate;
  }
  return current;
}

/** The level hook for merging past the cap: the rating of each merged candidate against the request. */
export function gradedMerge(
  grade: (k: Killer) => { analysis: Analysis; verdict: Verdict } | null,
): (k: Killer) => 'KEEP' | 'UNDO' | 'STOP' {
  return (k) => {
    const g = grade(k);
    if (g === null || g.verdict === 'ABOVE') return 'UNDO';
    return g.verdict === 'MET' ? 'STOP' : 'KEEP';
  };
}
