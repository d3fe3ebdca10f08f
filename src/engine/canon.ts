// Canonical identity of a board (docs/formats.md, "Canonical keys"): the lexicographically smallest
// image of its cells (row-major, empty = 0 smallest, values as labels 1…N) under every symmetry of
// its shape that keeps it a sudoku: relabelling the values, permuting the rows inside a band, the
// bands, the columns inside a stack, the stacks, and transposing when the boxes are square (r = c).
// Two boards get the same key exactly when one is such an image of the other.
//
// The search is minlex pruning with lazy columns. Output rows are chosen one by one (the first from
// the rows whose best first row is smallest, then within the band rules). The columns are an ordered
// partition: after the first row fixes the order of the stacks, each stack is a run of classes of
// columns not told apart yet. A new row sorts every class by its symbols (empty, then values already
// labelled in label order, then values not labelled yet) and splits it into runs; only the order of
// not-yet-labelled values inside one class is a real choice (it decides which value gets which
// label), so only it branches. Labels are given on the fly in order of first appearance. Before any
// candidate input row is searched, the string it gives the output row is computed (one pass, see
// rowString) and only the candidates giving the smallest are searched. A branch
// stops as soon as its prefix is larger than the best string known; a smaller prefix becomes the new
// best at once (every prefix can be completed). Boards with many symmetries (a nearly empty board)
// can still need many branches: the work is bounded by a node budget, and running out is the
// status LIMIT_EXCEEDED.
import { formatBoardText } from './formats/text.js';
import type { Board } from './types.js';

export const DEFAULT_CANON_NODES = 2_000_000;

/**
 * How the canonical form is read off the board: canonical cell (i, j) holds the board's cell
 * (rows[i], cols[j]), or (cols[j], rows[i]) when `transpose`, its value relabelled by `labels`
 * (labels[v] is the canonical label of the board's value v; labels[0] = 0). Where the board has
 * symmetries several transforms give the form; this is one of them.
 */
export interface CanonTransform {
  readonly transpose: boolean;
  readonly rows: readonly number[];
  readonly cols: readonly number[];
  readonly labels: readonly number[];
}

export type CanonOutcome =
  | {
      readonly status: 'CANONICAL';
      readonly key: string;
      readonly board: Board;
      readonly transform: CanonTransform;
      /** Nodes the search took: any budget of at least this many gives the same outcome. */
      readonly nodes: number;
    }
  | { readonly status: 'LIMIT_EXCEEDED'; readonly nodes: number };

// The search state is module-level typed arrays, sized for 25×25 and reused: a call allocates only
// its answer.
const MAX = 25;
const UNLABELLED = 255;
let N = 0;
let R = 0;
let C = 0;
let grid: Uint8Array = new Uint8Array(MAX * MAX);
const grids: Uint8Array[] = [new Uint8Array(MAX * MAX), new Uint8Array(MAX * MAX)];
const best = new Uint8Array(MAX * MAX);
let bestLen = 0;
const rowOf = new Int32Array(MAX);
/** Column partition per output row d: colAt[d·N + j] is the input column at output position j. */
const colAt = new Int32Array((MAX + 1) * MAX);
/** starts[d·N + j] = 1 when position j begins a class of row d's partition. */
const starts = new Uint8Array((MAX + 1) * MAX);
const keys = new Uint8Array(MAX);
const label = new Uint8Array(MAX + 1);
let nextLabel = 1;
const assigned = new Uint8Array(MAX * MAX);
let assignedTop = 0;
let usedRows = 0;
let usedBands = 0;
let nodes = 0;
let budget = 0;
let stop = false;
/** Per transposition and row: its stacks' empty counts, most first. */
const profiles = new Uint8Array(2 * MAX * MAX);
const empties: number[] = [];
const order: number[] = [];

/** Compares output symbol `s` at position p with the best; false when the branch is pruned. */
function accept(p: number, s: number): boolean {
  if (p >= bestLen) {
    best[p] = s;
    bestLen = p + 1;
    return true;
  }
  const b = best[p];
  if (s > b) return false;
  if (s < b) {
    best[p] = s;
    bestLen = p + 1;
  }
  return true;
}

function undoLabels(top: number): void {
  while (assignedTop > top) {
    label[assigned[--assignedTop]] = 0;
    nextLabel--;
  }
}

/** The transform of the branch that last completed the best string (every completion equals it). */
let bestTranspose = 0;
const bestRows = new Int32Array(MAX);
const bestCols = new Int32Array(MAX);
const bestLabels = new Uint8Array(MAX + 1);
/** Which of `grids` the search reads (1: the transposed board). */
let transposed = 0;

/** Output row i (≥ 1) onwards: choose its input row within the band rules. */
function laterRow(i: number): void {
  if (i === N) {
    // A branch reaches here only with every symbol accepted, so its string is the best one.
    bestTranspose = transposed;
    for (let k = 0; k < N; k++) {
      bestRows[k] = rowOf[k];
      bestCols[k] = colAt[N * N + k];
    }
    for (let v = 0; v <= N; v++) bestLabels[v] = label[v];
    return;
  }
  if (++nodes > budget) {
    stop = true;
    return;
  }
  const startBand = i % R === 0;
  const from = startBand ? 0 : ((rowOf[i - 1] / R) | 0) * R;
  const to = startBand ? N : from + R;
  // First the row string each candidate gives output row i: without a repeated value every order of
  // its unlabelled values gives the same string, so only candidates giving the smallest can lead to
  // the minimum, and none if that is larger than the best's row i. A row with a repeated value (a
  // board with a clash) is always tried.
  const at = i * MAX * MAX;
  let least = -1;
  for (let k = from; k < to; k++) {
    kind[i * MAX + k] = SKIP;
    if (usedRows & (1 << k)) continue;
    if (startBand && usedBands & (1 << ((k / R) | 0))) continue;
    if (!rowString(i, k, at + k * MAX)) {
      kind[i * MAX + k] = TRY;
      continue;
    }
    kind[i * MAX + k] = TRY;
    if (least < 0) {
      least = k;
      continue;
    }
    const c = compareRows(at + k * MAX, at + least * MAX);
    if (c < 0) {
      kind[i * MAX + least] = SKIP;
      for (let q = from; q < k; q++)
        if (kind[i * MAX + q] === TRY && rowIsExact(q) && compareRows(at + q * MAX, at + k * MAX) > 0) kind[i * MAX + q] = SKIP;
      least = k;
    } else if (c > 0) kind[i * MAX + k] = SKIP;
  }
  if (least >= 0 && bestLen > i * N) {
    const lim = Math.min(N, bestLen - i * N);
    const s = at + least * MAX;
    for (let j = 0; j < lim; j++) {
      if (candidates[s + j] !== best[i * N + j]) {
        if (candidates[s + j] > best[i * N + j]) {
          for (let k = from; k < to; k++) if (rowIsExact(k)) kind[i * MAX + k] = SKIP;
        }
        break;
      }
    }
  }
  for (let k = from; k < to && !stop; k++) {
    if (kind[i * MAX + k] !== TRY) continue;
    const b = (k / R) | 0;
    rowOf[i] = k;
    usedRows |= 1 << k;
    if (startBand) usedBands |= 1 << b;
    const top = assignedTop;
    rowClass(i, 0);
    undoLabels(top);
    usedRows &= ~(1 << k);
    if (startBand) usedBands &= ~(1 << b);
  }
}

const SKIP = 0;
const TRY = 1;
/** Per output row and input row: whether laterRow tries it. */
const kind = new Uint8Array(MAX * MAX);
/** Per output row and input row: the row string it gives (valid when exact[…] = 1). */
const candidates = new Uint8Array(MAX * MAX * MAX);
const exact = new Uint8Array(MAX);
const seen = new Uint8Array(MAX + 1);
const classLabels = new Uint8Array(MAX);

function rowIsExact(k: number): boolean {
  return exact[k] === 1;
}

function compareRows(a: number, b: number): number {
  for (let j = 0; j < N; j++) if (candidates[a + j] !== candidates[b + j]) return candidates[a + j] - candidates[b + j];
  return 0;
}

/**
 * The string input row k gives as output row i under row i's column partition and the labels so
 * far, written at candidates[out]; false (string not written) when the row repeats a value.
 */
function rowString(i: number, k: number, out: number): boolean {
  const here = i * N;
  const row = k * N;
  seen.fill(0);
  exact[k] = 0;
  let fresh = nextLabel;
  let pos = 0;
  let o = out;
  while (pos < N) {
    let end = pos + 1;
    while (end < N && starts[here + end] === 0) end++;
    let empty = 0;
    let n = 0;
    let unlabelled = 0;
    for (let j = pos; j < end; j++) {
      const v = grid[row + colAt[here + j]];
      if (v === 0) {
        empty++;
        continue;
      }
      if (seen[v] === 1) return false;
      seen[v] = 1;
      const l = label[v];
      if (l === 0) {
        unlabelled++;
        continue;
      }
      let q = n++;
      while (q > 0 && classLabels[q - 1] > l) {
        classLabels[q] = classLabels[q - 1];
        q--;
      }
      classLabels[q] = l;
    }
    for (let e = 0; e < empty; e++) candidates[o++] = 0;
    for (let q = 0; q < n; q++) candidates[o++] = classLabels[q];
    for (let u = 0; u < unlabelled; u++) candidates[o++] = fresh++;
    pos = end;
  }
  exact[k] = 1;
  return true;
}

/**
 * Row i from output position pos: each class of its partition in turn, sorted into the next
 * partition; a class with several unlabelled values hands the rest of the row to the permutation.
 * Returns with the labels as it found them.
 */
function rowClass(i: number, pos: number): void {
  const top = assignedTop;
  const here = i * N;
  const next = here + N;
  const row = rowOf[i] * N;
  while (pos < N) {
    const col0 = colAt[here + pos];
    if (pos + 1 === N || starts[here + pos + 1] === 1) {
      // A class of one column: no sorting, no choice.
      const v = grid[row + col0];
      let key = 0;
      if (v !== 0) {
        key = label[v];
        if (key === 0) {
          key = label[v] = nextLabel++;
          assigned[assignedTop++] = v;
        }
      }
      if (!accept(here + pos, key)) {
        undoLabels(top);
        return;
      }
      colAt[next + pos] = col0;
      starts[next + pos] = 1;
      pos++;
      continue;
    }
    let end = pos + 1;
    while (end < N && starts[here + end] === 0) end++;
    // Sort the class's columns by symbol into the next partition (insertion sort: classes are small).
    for (let j = pos; j < end; j++) {
      const col = colAt[here + j];
      const v = grid[row + col];
      const key = v === 0 ? 0 : label[v] || UNLABELLED;
      let q = j;
      while (q > pos && keys[q - 1] > key) {
        keys[q] = keys[q - 1];
        colAt[next + q] = colAt[next + q - 1];
        q--;
      }
      keys[q] = key;
      colAt[next + q] = col;
    }
    let j = pos;
    while (j < end && keys[j] !== UNLABELLED) {
      const key = keys[j];
      if (!accept(here + j, key)) {
        undoLabels(top);
        return;
      }
      starts[next + j] = j === pos || keys[j - 1] !== key ? 1 : 0;
      j++;
    }
    if (j < end) {
      permuteUnlabelled(i, j, end);
      undoLabels(top);
      return;
    }
    pos = end;
  }
  laterRow(i + 1);
  undoLabels(top);
}

/** Positions q…end of row i hold values not labelled yet: every order of them is tried. */
function permuteUnlabelled(i: number, q: number, end: number): void {
  if (q === end) {
    rowClass(i, end);
    return;
  }
  if (++nodes > budget) {
    stop = true;
    return;
  }
  const next = (i + 1) * N;
  const row = rowOf[i] * N;
  // A value repeated in the row (only on a board with a clash) is labelled at its first place: the
  // smallest symbol goes first, so only the places giving it are tried.
  let least = nextLabel;
  for (let x = q; x < end; x++) {
    const l = label[grid[row + colAt[next + x]]];
    if (l !== 0 && l < least) least = l;
  }
  for (let x = q; x < end && !stop; x++) {
    const col = colAt[next + x];
    const v = grid[row + col];
    if ((label[v] || nextLabel) !== least) continue;
    colAt[next + x] = colAt[next + q];
    colAt[next + q] = col;
    const top = assignedTop;
    if (label[v] === 0) {
      label[v] = nextLabel++;
      assigned[assignedTop++] = v;
    }
    if (accept(i * N + q, label[v])) {
      starts[next + q] = 1;
      permuteUnlabelled(i, q + 1, end);
    }
    undoLabels(top);
    colAt[next + q] = colAt[next + x];
    colAt[next + x] = col;
  }
}

/** Empty cells per stack of row r. */
function stackEmpties(g: Uint8Array, r: number, out: number[]): number[] {
  out.length = 0;
  for (let s = 0; s < N / C; s++) {
    let e = 0;
    for (let k = s * C; k < (s + 1) * C; k++) if (g[r * N + k] === 0) e++;
    out.push(e);
  }
  return out;
}

/** Stack orders for the first row: most empties first (any other order gives a larger first row). */
function stackOrders(empties: number[], order: number[], used: number, at: number): void {
  const S = empties.length;
  if (at === S) {
    for (let s = 0; s < S; s++) {
      for (let k = 0; k < C; k++) {
        colAt[s * C + k] = order[s] * C + k;
        starts[s * C + k] = k === 0 ? 1 : 0;
      }
    }
    rowClass(0, 0);
    return;
  }
  for (let s = 0; s < S && !stop; s++) {
    if (used & (1 << s)) continue;
    if (at > 0 && empties[s] > empties[order[at - 1]]) continue;
    // Among stacks with as many empties, any order: they differ later.
    order[at] = s;
    stackOrders(empties, order, used | (1 << s), at + 1);
  }
}

/** The canonical form of a board and its key `size-boxRows-boxCols:cells` (cells in DIGITS_LETTERS, '.' empty). */
export function canonicalize(board: Board, maxNodes: number = DEFAULT_CANON_NODES): CanonOutcome {
  const { size, boxRows, boxCols } = board.shape;
  N = size;
  R = boxRows;
  C = boxCols;
  const cells = board.cells;
  grids[0].set(cells);
  const transposes = R === C ? 2 : 1;
  if (transposes === 2) {
    const t = grids[1];
    for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) t[c * N + r] = cells[r * N + c];
  }
  bestLen = 0;
  nodes = 0;
  budget = maxNodes;
  stop = false;
  label.fill(0);
  nextLabel = 1;
  assignedTop = 0;
  // A row's best first row is its stacks by most empties, each empties first and then new labels
  // 1, 2, … whatever its values: only rows whose sorted empty counts are largest can start.
  const S = N / C;
  let top = -1;
  for (let t = 0; t < transposes; t++) {
    for (let r0 = 0; r0 < N; r0++) {
      const at = (t * N + r0) * S;
      stackEmpties(grids[t], r0, empties);
      for (let k = 0; k < S; k++) {
        // insertion sort, most empties first
        let q = k;
        while (q > 0 && profiles[at + q - 1] < empties[k]) {
          profiles[at + q] = profiles[at + q - 1];
          q--;
        }
        profiles[at + q] = empties[k];
      }
      if (top < 0 || compareProfiles(at, top, S) > 0) top = at;
    }
  }
  for (let t = 0; t < transposes && !stop; t++) {
    grid = grids[t];
    transposed = t;
    for (let r0 = 0; r0 < N && !stop; r0++) {
      if (compareProfiles((t * N + r0) * S, top, S) !== 0) continue;
      rowOf[0] = r0;
      usedRows = 1 << r0;
      usedBands = 1 << ((r0 / R) | 0);
      stackOrders(stackEmpties(grid, r0, empties), order, 0, 0);
    }
  }
  if (stop) return { status: 'LIMIT_EXCEEDED', nodes };
  const out = best.slice(0, N * N);
  const key = `${N}-${R}-${C}:${formatBoardText(out, 'DIGITS_LETTERS')}`;
  // Values absent from the board got no label: they take the free labels in order.
  const labels = Array.from(bestLabels.subarray(0, N + 1));
  let free = 1;
  const taken = new Set(labels);
  for (let v = 1; v <= N; v++) {
    if (labels[v] !== 0) continue;
    while (taken.has(free)) free++;
    labels[v] = free++;
  }
  labels[0] = 0;
  const transform: CanonTransform = {
    transpose: bestTranspose === 1,
    rows: Array.from(bestRows.subarray(0, N)),
    cols: Array.from(bestCols.subarray(0, N)),
    labels,
  };
  return { status: 'CANONICAL', key, board: { shape: board.shape, cells: out }, transform, nodes };
}

/** > 0 when the sorted empty counts at a give a smaller first row than those at b (more empties in an earlier stack). */
function compareProfiles(a: number, b: number, S: number): number {
  for (let i = 0; i < S; i++) if (profiles[a + i] !== profiles[b + i]) return profiles[a + i] - profiles[b + i];
  return 0;
}
