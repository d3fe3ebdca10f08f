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
// best at once (every prefix can be completed). Branches that are images of each other under an
// automorphism of the board (a nearly empty board has millions) are searched once: two unchosen
// rows, bands or stacks equal cell for cell are one option, and the automorphisms met as two leaves
// of one string (nauty's rule) send the search back to where the two paths parted and prune, at
// every later choice, the options an automorphism fixing that choice's state maps onto one tried
// (see `pruning` below). What is left is bounded by a node budget; running out is the status
// LIMIT_EXCEEDED (dense 16×16 and 25×25 boards, whose first rows tie in every order).
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
      /** Nodes the search took (rows and orders of unlabelled values tried): any budget of at least this many gives the same outcome. */
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
    bestLeaf = false;
    return true;
  }
  const b = best[p];
  if (s > b) return false;
  if (s < b) {
    best[p] = s;
    bestLen = p + 1;
    bestLeaf = false;
  }
  return true;
}

function undoLabels(top: number): void {
  while (assignedTop > top) {
    label[assigned[--assignedTop]] = 0;
    nextLabel--;
  }
}

/**
 * The transform of the branch that last completed the best string (every completion equals it);
 * with pruning, of the first (a later one is an automorphic image, and jumps back).
 */
let bestTranspose = 0;
const bestRows = new Int32Array(MAX);
const bestCols = new Int32Array(MAX);
const bestLabels = new Uint8Array(MAX + 1);
/** Which of `grids` the search reads (1: the transposed board). */
let transposed = 0;

// Pruning by automorphisms (nauty's rule for two leaves of one image): every choice the search
// makes is numbered by its depth (`level`: the orientation, the first row, each stack of the first
// row's order, each row, each place of a class's not-yet-labelled values) and pathAt[d] is the
// option taken at depth d. A leaf whose string equals the best leaf's (bestLeaf: no symbol of the
// best changed since) is that leaf's image under an automorphism γ of the board, and γ maps the
// best leaf's path onto this one's from the depth where they part: everything under this option
// there is the image of what was searched under the other, so the search jumps back to that depth.
// Without pruning (canonicalizeForGrading's first search) every branch is searched.
let pruning = true;
let level = 0;
/** The depth the search unwinds to, or -1. */
let jump = -1;
let bestLeaf = false;
let bestPathLen = 0;
/** Choices on the current path and on the best leaf's: at most 2 + MAX for the first row and 1 + MAX per row. */
const pathAt = new Int32Array(2 + MAX + MAX * (MAX + 1));
const bestPath = new Int32Array(pathAt.length);

/** Output row i (≥ 1) onwards: choose its input row within the band rules. */
function laterRow(i: number): void {
  if (i === N) {
    // A branch reaches here only with every symbol accepted, so its string is the best one. When
    // the best leaf was reached already with the same string, the two transforms differ by an
    // automorphism of the board, which maps the whole subtree the earlier leaf's path took where
    // the two paths part onto the one this leaf's path took: the rest of it is skipped.
    if (pruning && bestLeaf) {
      let at = 0;
      while (at < level && at < bestPathLen && pathAt[at] === bestPath[at]) at++;
      jump = at;
      if (transposed === bestTranspose) keepAutomorphism();
      return;
    }
    bestTranspose = transposed;
    for (let k = 0; k < N; k++) {
      bestRows[k] = rowOf[k];
      bestCols[k] = colAt[N * N + k];
    }
    for (let v = 0; v <= N; v++) bestLabels[v] = label[v];
    for (let k = 0; k < level; k++) bestPath[k] = pathAt[k];
    bestPathLen = level;
    bestLeaf = true;
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
  const lvl = level++;
  tried[lvl] = 0;
  orbitGens[lvl] = -1;
  for (let k = from; k < to && !stop; k++) {
    if (kind[i * MAX + k] !== TRY) continue;
    if (pruning && seenOrbit(lvl, startBand ? OPTIONS_BAND_ROWS : OPTIONS_ROWS, k, i, PART_ROW, i)) continue;
    const b = (k / R) | 0;
    rowOf[i] = k;
    usedRows |= 1 << k;
    if (startBand) usedBands |= 1 << b;
    pathAt[lvl] = k;
    const top = assignedTop;
    rowClass(i, 0);
    undoLabels(top);
    usedRows &= ~(1 << k);
    if (startBand) usedBands &= ~(1 << b);
    triedAt[lvl * MAX + tried[lvl]++] = k;
    if (jump >= 0 && unwound(lvl)) break;
  }
  level--;
}

// The automorphisms found (at most MAX_GENERATORS), each as the row, column and value maps of the
// orientation it was found in: g maps the board's cell (r, c) holding v to (ρ(r), σ(c)) holding π(v).
const MAX_GENERATORS = 64;
let generators = 0;
const genT = new Uint8Array(MAX_GENERATORS);
const genRows = new Int32Array(MAX_GENERATORS * MAX);
const genCols = new Int32Array(MAX_GENERATORS * MAX);
const genValues = new Uint8Array(MAX_GENERATORS * (MAX + 1));
const bestLabelled = new Uint8Array(MAX + 1);

/** The automorphism taking this leaf's transform to the best leaf's (same orientation, same string). */
function keepAutomorphism(): void {
  if (generators === MAX_GENERATORS) return;
  const g = generators++;
  genT[g] = transposed;
  for (let k = 0; k < N; k++) {
    genRows[g * MAX + rowOf[k]] = bestRows[k];
    genCols[g * MAX + colAt[N * N + k]] = bestCols[k];
  }
  bestLabelled.fill(0);
  for (let v = 1; v <= N; v++) if (bestLabels[v] !== 0) bestLabelled[bestLabels[v]] = v;
  const at = g * (MAX + 1);
  for (let v = 0; v <= N; v++) genValues[at + v] = v === 0 || label[v] === 0 ? v : bestLabelled[label[v]];
}

/** Generator g's image of row r (or, with `cols`, column r) in the orientation searched now. */
function image(g: number, r: number, cols: boolean): number {
  // A generator found on the other orientation maps the transposed board's rows as the columns.
  return (genT[g] === transposed) === cols ? genCols[g * MAX + r] : genRows[g * MAX + r];
}

// Pruning by orbits: at a choice, two options that an automorphism fixing everything chosen so far
// maps onto each other lead to the same strings, so only the first of each orbit (of the group the
// kept automorphisms fixing the choice's state generate) is searched. The state is the rows chosen
// (fixed one by one), the columns' ordered partition (each class mapped onto itself) and the values
// labelled (each fixed). Per depth: the orbits (union-find over rows, columns or stacks), how many
// generators they reflect (-1: not computed at this choice yet) and the options searched.
const LEVELS = 2 + MAX + MAX * (MAX + 1);
const orbitOf = new Int32Array(LEVELS * MAX);
const orbitGens = new Int32Array(LEVELS).fill(-1);
const triedAt = new Int32Array(LEVELS * MAX);
const tried = new Int32Array(LEVELS);
/** Per column, its class in the state being checked. */
const classOf = new Int32Array(MAX);

/** Options: rows within a band, rows starting a band (or the first row), columns of a class, stacks. */
const OPTIONS_ROWS = 0;
const OPTIONS_COLUMNS = 1;
const OPTIONS_STACKS = 2;
const OPTIONS_BAND_ROWS = 3;

// Lines equal cell for cell need no automorphism found: two unchosen rows of one band that are
// equal (empty rows, say) swap onto each other fixing everything else, as do two unused bands
// whose rows are equal in some order (each row onto its equal), and two stacks alike. Per
// orientation, hashed once per call when first needed (equal hashes are then compared cell by
// cell): each row and column, and each band and stack as the multiset of its lines' hashes.
const rowHash = new Int32Array(2 * MAX);
const colHash = new Int32Array(2 * MAX);
const bandSig = new Int32Array(2 * MAX);
const stackSig = new Int32Array(2 * MAX);
/** Bit t: orientation t's lines are hashed (lineHashes). */
let hashesReady = 0;

function lineHashes(t: number): void {
  hashesReady |= 1 << t;
  const g = grids[t];
  const o = t * MAX;
  for (let x = 0; x < N; x++) {
    let hr = 0;
    let hc = 0;
    for (let k = 0; k < N; k++) {
      hr = (Math.imul(hr, 0x01000193) ^ g[x * N + k]) | 0;
      hc = (Math.imul(hc, 0x01000193) ^ g[k * N + x]) | 0;
    }
    rowHash[o + x] = hr;
    colHash[o + x] = hc;
  }
  signatures(rowHash, R, o, bandSig);
  signatures(colHash, C, o, stackSig);
}

/** Each group of `size` lines (bands, stacks) an order-free signature: the sums of its lines' hashes and of their squares. */
function signatures(hashes: Int32Array, size: number, o: number, out: Int32Array): void {
  for (let b = 0; b < N / size; b++) {
    let s1 = 0;
    let s2 = 0;
    for (let k = o + b * size; k < o + b * size + size; k++) {
      s1 = (s1 + hashes[k]) | 0;
      s2 = (s2 + Math.imul(hashes[k], hashes[k] | 1)) | 0;
    }
    out[o + b] = s1 ^ Math.imul(s2, 0x9e3779b1);
  }
}

/** Are rows (or with `cols` columns) x and y of the grid searched equal cell for cell? */
function equalLines(x: number, y: number, cols: boolean): boolean {
  const hashes = cols ? colHash : rowHash;
  if (hashes[transposed * MAX + x] !== hashes[transposed * MAX + y]) return false;
  const step = cols ? N : 1;
  const from = cols ? 1 : N;
  for (let k = 0; k < N; k++) if (grid[x * from + k * step] !== grid[y * from + k * step]) return false;
  return true;
}

/** Are the bands (or stacks) a and b equal as multisets of lines? */
function equalGroups(a: number, b: number, cols: boolean): boolean {
  const sig = cols ? stackSig : bandSig;
  if (sig[transposed * MAX + a] !== sig[transposed * MAX + b]) return false;
  const size = cols ? C : R;
  let matched = 0;
  for (let i = 0; i < size; i++) {
    let j = 0;
    while (j < size && ((matched >> j) & 1 || !equalLines(a * size + i, b * size + j, cols))) j++;
    if (j === size) return false;
    matched |= 1 << j;
  }
  return true;
}

/** Is option x (a row, or with OPTIONS_STACKS a stack) the image of one tried at depth lvl by swapping equal lines? */
function sameLine(lvl: number, options: number, x: number): boolean {
  if ((hashesReady & (1 << transposed)) === 0) lineHashes(transposed);
  const at = lvl * MAX;
  for (let k = 0; k < tried[lvl]; k++) {
    const y = triedAt[at + k];
    if (options === OPTIONS_STACKS) {
      if (equalGroups(x, y, true)) return true;
    } else if (equalLines(x, y, false)) {
      // In one band (a row within a band, or two unused rows of one band at a band's start), or
      // in two unused bands with the same rows.
      const bx = (x / R) | 0;
      const by = (y / R) | 0;
      if (bx === by || (options === OPTIONS_BAND_ROWS && equalGroups(bx, by, false))) return true;
    }
  }
  return false;
}

/** Does generator g fix the state: rows rowOf[0..fixedRows) one by one, every class of classOf, every labelled value? */
function fixes(g: number, fixedRows: number, withClasses: boolean): boolean {
  for (let k = 0; k < fixedRows; k++) if (image(g, rowOf[k], false) !== rowOf[k]) return false;
  if (withClasses) for (let c = 0; c < N; c++) if (classOf[image(g, c, true)] !== classOf[c]) return false;
  const at = g * (MAX + 1);
  for (let v = 1; v <= N; v++) if (label[v] !== 0 && genValues[at + v] !== v) return false;
  return true;
}

function findOrbit(at: number, x: number): number {
  while (orbitOf[at + x] !== x) x = orbitOf[at + x] = orbitOf[at + orbitOf[at + x]];
  return x;
}

/** The partition of the state a choice is made in: none (the first row), row i's, row i's being split at q…end, the first stacks. */
const PART_NONE = 0;
const PART_ROW = 1;
const PART_SPLIT = 2;
const PART_STACKS = 3;

/** Writes classOf for a partition kind (see PART_*). */
function classesOf(part: number, i: number, q: number, end: number): void {
  if (part === PART_STACKS) {
    // q stacks chosen (order[0..q)), each its own class; the others one class.
    for (let c = 0; c < N; c++) classOf[c] = q;
    for (let j = 0; j < q; j++) for (let k = 0; k < C; k++) classOf[order[j] * C + k] = j;
    return;
  }
  const here = i * N;
  const next = here + N;
  let id = 0;
  for (let j = 0; j < N; j++) {
    if (part === PART_ROW || j >= end) {
      if (j > 0 && (starts[here + j] === 1 || j === end)) id++;
      classOf[colAt[here + j]] = id;
    } else {
      if (j > 0 && j <= q && starts[next + j] === 1) id++;
      classOf[colAt[next + j]] = id;
    }
  }
}

/**
 * Is option x (a row, column or stack per `options`) at depth lvl the image of one searched there
 * already? The state's rows are rowOf[0..fixedRows), its partition `part` (classesOf).
 */
function seenOrbit(lvl: number, options: number, x: number, fixedRows: number, part: number, i = 0, q = 0, end = 0): boolean {
  if (tried[lvl] === 0) return false;
  const at = lvl * MAX;
  if (options !== OPTIONS_COLUMNS && sameLine(lvl, options, x)) return true;
  if (generators === 0) return false;
  if (orbitGens[lvl] !== generators) {
    if (part !== PART_NONE) classesOf(part, i, q, end);
    for (let y = 0; y < N; y++) orbitOf[at + y] = y;
    for (let g = 0; g < generators; g++) {
      if (!fixes(g, fixedRows, part !== PART_NONE)) continue;
      for (let y = 0; y < N; y++) {
        if (options === OPTIONS_STACKS && y * C >= N) break;
        const to =
          options === OPTIONS_ROWS || options === OPTIONS_BAND_ROWS
            ? image(g, y, false)
            : options === OPTIONS_COLUMNS
              ? image(g, y, true)
              : (image(g, y * C, true) / C) | 0;
        const a = findOrbit(at, y);
        const b = findOrbit(at, to);
        if (a !== b) orbitOf[at + a] = b;
      }
    }
    orbitGens[lvl] = generators;
  }
  const root = findOrbit(at, x);
  for (let k = 0; k < tried[lvl]; k++) if (findOrbit(at, triedAt[at + k]) === root) return true;
  return false;
}

/** After a choice at level lvl returned during a jump: true when the jump goes further up. */
function unwound(lvl: number): boolean {
  if (jump < lvl) return true;
  jump = -1;
  return false;
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
  const lvl = level++;
  tried[lvl] = 0;
  orbitGens[lvl] = -1;
  for (let x = q; x < end && !stop; x++) {
    const col = colAt[next + x];
    const v = grid[row + col];
    if ((label[v] || nextLabel) !== least) continue;
    if (pruning && seenOrbit(lvl, OPTIONS_COLUMNS, col, i + 1, PART_SPLIT, i, q, end)) continue;
    colAt[next + x] = colAt[next + q];
    colAt[next + q] = col;
    pathAt[lvl] = x;
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
    triedAt[lvl * MAX + tried[lvl]++] = col;
    if (jump >= 0 && unwound(lvl)) break;
  }
  level--;
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
  const lvl = level++;
  tried[lvl] = 0;
  orbitGens[lvl] = -1;
  for (let s = 0; s < S && !stop; s++) {
    if (used & (1 << s)) continue;
    if (at > 0 && empties[s] > empties[order[at - 1]]) continue;
    if (pruning && seenOrbit(lvl, OPTIONS_STACKS, s, 1, PART_STACKS, 0, at)) continue;
    // Among stacks with as many empties, any order: they differ later.
    order[at] = s;
    pathAt[lvl] = s;
    stackOrders(empties, order, used | (1 << s), at + 1);
    triedAt[lvl * MAX + tried[lvl]++] = s;
    if (jump >= 0 && unwound(lvl)) break;
  }
  level--;
}

/** The canonical form of a board and its key `size-boxRows-boxCols:cells` (cells in DIGITS_LETTERS, '.' empty). */
export function canonicalize(board: Board, maxNodes: number = DEFAULT_CANON_NODES): CanonOutcome {
  return search(board, maxNodes, true);
}

/**
 * The canonical form analyze grades on (logic/analyze.ts): the same key, and where the board has
 * automorphisms (several transforms give the form) the transform the search without pruning
 * returns, the last it reached, on which analyses were graded before the pruning; a board that
 * search cannot finish within maxNodes gets the pruned search's (within maxNodes again).
 */
export function canonicalizeForGrading(board: Board, maxNodes: number): CanonOutcome {
  const plain = search(board, maxNodes, false);
  return plain.status === 'CANONICAL' ? plain : search(board, maxNodes, true);
}

function search(board: Board, maxNodes: number, prune: boolean): CanonOutcome {
  pruning = prune;
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
  hashesReady = 0;
  bestLen = 0;
  bestLeaf = false;
  bestPathLen = 0;
  level = 0;
  jump = -1;
  generators = 0;
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
    pathAt[0] = t;
    tried[1] = 0;
    orbitGens[1] = -1;
    for (let r0 = 0; r0 < N && !stop; r0++) {
      if (compareProfiles((t * N + r0) * S, top, S) !== 0) continue;
      if (pruning && seenOrbit(1, OPTIONS_BAND_ROWS, r0, 0, PART_NONE)) continue;
      rowOf[0] = r0;
      usedRows = 1 << r0;
      usedBands = 1 << ((r0 / R) | 0);
      pathAt[1] = r0;
      level = 2;
      stackOrders(stackEmpties(grid, r0, empties), order, 0, 0);
      triedAt[MAX + tried[1]++] = r0;
      if (jump >= 0 && unwound(1)) break;
    }
    if (jump >= 0) jump = -1;
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
