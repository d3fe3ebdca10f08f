// The search kernel for every r×c shape up to 25×25 in AssemblyScript, compiled to WebAssembly
// (`npm run build:wasm`). Called through ../kernel.ts, which owns the contract of solve.ts
// (statuses, conflicts, the outcome object, which shapes it takes); this file only searches.
//
// State of one level, cell-major: one u32 per cell, bit v for each value v+1 the cell may take,
// and bit 31 once the value is placed (a placed cell keeps its one value bit). A level is N² words
// (2.5 kB at 25×25), copied once per guess.
//
// Propagation, to a fixed point (each rule only removes values no solution holds, so the order
// does not change the fixed point):
//  - naked singles: a cell left with one value is queued, and placing it removes the value from
//    its peers (a precomputed list per cell); a cell left with none is a contradiction;
//  - hidden singles, per unit changed since last checked (three dirty masks: rows, columns,
//    boxes): once/twice over the unit's cells; a value with no place is a contradiction;
//  - locked candidates (pointing and claiming, in rows and columns) over every box, once no
//    single is left.
//
// Search: the open cell with the fewest values (the first such in row-major order; a bivalue
// cell ends the scan), values ascending, the last value in place on the same level. A second mode
// branches on the first open cell in row-major order: its first solution is the lexicographically
// first. Budget: a node per entry of the loop in node() (the root included); the imported clock
// is read every 256 nodes.

declare function now(): f64;

const MAXN: i32 = 25;
const MAXNN: i32 = MAXN * MAXN;
const MAXPEERS: i32 = 64; // 2·24 + 4·4 at 25×25 (5×5 boxes), the most of any shape up to 25
const PLACED: u32 = 0x80000000;

const PEERS = memory.data(MAXNN * MAXPEERS * 2, 16); // u16 per peer
const UNIT_CELLS = memory.data(3 * MAXN * MAXN * 2, 16); // u16: rows, then columns, then boxes
const CELL_BOX = memory.data(MAXNN, 16); // u8: the box of each cell
const CELL_ROW = memory.data(MAXNN, 16); // u8: its row
const CELL_COL = memory.data(MAXNN, 16); // u8: its column
const SEG = memory.data(MAXNN * 4, 16); // u32 scratch of the locked candidates
const STACK_BOXES = memory.data(MAXN * 4, 16); // u32 per stack: the mask of its boxes
const QUEUE = memory.data(MAXNN * 4, 16);
const INPUT = memory.data(MAXNN, 16);
const OUTPUT = memory.data(MAXNN, 16);
const STATS = memory.data(12, 16);
const LEVELS = memory.data((MAXNN + 4) * MAXNN * 4, 16); // the root at 1, two more for a lookahead's probes
const BEST1 = memory.data(MAXNN * 4, 16);
const BEST2 = memory.data(MAXNN * 4, 16);

let n: i32 = 0;
let br: i32 = 0;
let bc: i32 = 0;
let nn: i32 = 0;
let all: u32 = 0;
let peerCount: i32 = 0;
let stride: usize = 0;

let qHead: i32 = 0;
let qTail: i32 = 0;
let dRows: u32 = 0;
let dCols: u32 = 0;
let dBoxes: u32 = 0;
/** Boxes changed since the level's last locked-candidates pass (a guess starts from a fixed point). */
let dLocked: u32 = 0;

let nodes: i32 = 0;
let backtracks: i32 = 0;
let maxNodes: i32 = 0;
let deadline: f64 = 0;
let exhausted: bool = false;
let solutions: i32 = 0;
let limit: i32 = 2;
let rowMajor: bool = false;

function setShape(size: i32, boxRows: i32, boxCols: i32): void {
  if (size == n && boxRows == br && boxCols == bc) return;
  n = size;
  br = boxRows;
  bc = boxCols;
  nn = size * size;
  all = ((<u32>1) << size) - 1;
  stride = <usize>(nn << 2);
  const stacks = size / boxCols;
  for (let s = 0; s < stacks; s++) {
    let m: u32 = 0;
    for (let band = 0; band < size / boxRows; band++) m |= (<u32>1) << (band * stacks + s);
    store<u32>(STACK_BOXES + ((<usize>s) << 2), m);
  }
  for (let cell = 0; cell < nn; cell++) {
    const r = cell / size;
    const c = cell % size;
    const box = (r / boxRows) * stacks + c / boxCols;
    store<u8>(CELL_BOX + <usize>cell, <u8>box);
    store<u8>(CELL_ROW + <usize>cell, <u8>r);
    store<u8>(CELL_COL + <usize>cell, <u8>c);
    store<u16>(UNIT_CELLS + ((<usize>(r * size + c)) << 1), <u16>cell);
    store<u16>(UNIT_CELLS + ((<usize>((size + c) * size + r)) << 1), <u16>cell);
    const inBox = (r % boxRows) * boxCols + (c % boxCols);
    store<u16>(UNIT_CELLS + ((<usize>((2 * size + box) * size + inBox)) << 1), <u16>cell);
  }
  for (let cell = 0; cell < nn; cell++) {
    const r = cell / size;
    const c = cell % size;
    const box = <i32>load<u8>(CELL_BOX + <usize>cell);
    let k = 0;
    const base = PEERS + ((<usize>(cell * MAXPEERS)) << 1);
    for (let p = 0; p < nn; p++) {
      if (p == cell) continue;
      if (p / size == r || p % size == c || <i32>load<u8>(CELL_BOX + <usize>p) == box) {
        store<u16>(base + ((<usize>k) << 1), <u16>p);
        k++;
      }
    }
    peerCount = k;
  }
}

function dirtyCell(cell: i32): void {
  const r = cell / n;
  dRows |= (<u32>1) << r;
  dCols |= (<u32>1) << (cell - r * n);
  const box = (<u32>1) << load<u8>(CELL_BOX + <usize>cell);
  dBoxes |= box;
  dLocked |= box;
}

/** Removes the values m from cell p; false when the cell is left without one (or loses its placed value). */
function eliminate(st: usize, p: i32, m: u32): bool {
  const a = st + ((<usize>p) << 2);
  const x = load<u32>(a);
  if ((x & m) == 0) return true;
  if ((x & PLACED) != 0) return false;
  const y = x & ~m;
  if (y == 0) return false;
  store<u32>(a, y);
  if ((y & (y - 1)) == 0) {
    store<i32>(QUEUE + ((<usize>qTail) << 2), p);
    qTail++;
  }
  dirtyCell(p);
  return true;
}

/** Value bit `bit` placed at `cell` (an open cell that holds it); false on a contradiction. */
function place(st: usize, cell: i32, bit: u32): bool {
  store<u32>(st + ((<usize>cell) << 2), bit | PLACED);
  dirtyCell(cell);
  const base = PEERS + ((<usize>(cell * MAXPEERS)) << 1);
  const k = peerCount;
  for (let i = 0; i < k; i++) {
    const p = <i32>load<u16>(base + ((<usize>i) << 1));
    const a = st + ((<usize>p) << 2);
    const x = load<u32>(a);
    if ((x & bit) == 0) continue;
    if ((x & PLACED) != 0) return false;
    const y = x & ~bit;
    if (y == 0) return false;
    store<u32>(a, y);
    if ((y & (y - 1)) == 0) {
      store<i32>(QUEUE + ((<usize>qTail) << 2), p);
      qTail++;
    }
    dirtyCell(p);
  }
  return true;
}

/** Once/twice/placed over `count` cells from `first`, `step` bytes apart, into ONCE/TWICE/PLACED_VALUES. */
let uOnce: u32 = 0;
let uTwice: u32 = 0;
let uPlaced: u32 = 0;

function fold(first: usize, count: i32, step: usize): void {
  let once = uOnce;
  let twice = uTwice;
  let placed = uPlaced;
  for (let k = 0, a = first; k < count; k++, a += step) {
    const x = load<u32>(a);
    twice |= once & x;
    once |= x;
    placed |= select<u32>(x, 0, (x & PLACED) != 0);
  }
  uOnce = once;
  uTwice = twice;
  uPlaced = placed;
}

/** fold() over `count` consecutive cells: four at a time in the lanes of a v128, then the rest. */
function foldRun(first: usize, count: i32): void {
  let k = 0;
  if (count >= 4) {
    let once = i32x4.splat(0);
    let twice = i32x4.splat(0);
    let placed = i32x4.splat(0);
    for (; k + 4 <= count; k += 4) {
      const x = v128.load(first + ((<usize>k) << 2));
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
      placed = v128.or(placed, v128.and(x, i32x4.shr_s(x, 31)));
    }
    // Lanes folded pairwise: once is the union, twice what two lanes share or either had twice.
    let o = i32x4.shuffle(once, once, 1, 0, 3, 2);
    let t = i32x4.shuffle(twice, twice, 1, 0, 3, 2);
    twice = v128.or(v128.or(twice, t), v128.and(once, o));
    once = v128.or(once, o);
    placed = v128.or(placed, i32x4.shuffle(placed, placed, 1, 0, 3, 2));
    o = i32x4.shuffle(once, once, 2, 3, 0, 1);
    t = i32x4.shuffle(twice, twice, 2, 3, 0, 1);
    twice = v128.or(v128.or(twice, t), v128.and(once, o));
    once = v128.or(once, o);
    placed = v128.or(placed, i32x4.shuffle(placed, placed, 2, 3, 0, 1));
    const vo = <u32>i32x4.extract_lane(once, 0);
    const vt = <u32>i32x4.extract_lane(twice, 0);
    uTwice |= vt | (uOnce & vo);
    uOnce |= vo;
    uPlaced |= <u32>i32x4.extract_lane(placed, 0);
  }
  if (k < count) fold(first + ((<usize>k) << 2), count - k, 4);
}

/** Hidden singles of unit u; false on a contradiction. */
function unitSingles(st: usize, u: i32): bool {
  uOnce = uTwice = uPlaced = 0;
  if (u < n) {
    foldRun(st + ((<usize>(u * n)) << 2), n);
  } else if (u < 2 * n) {
    fold(st + ((<usize>(u - n)) << 2), n, <usize>(n << 2));
  } else {
    const first = st + ((<usize>load<u16>(UNIT_CELLS + ((<usize>(u * n)) << 1))) << 2);
    for (let i = 0; i < br; i++) foldRun(first + ((<usize>(i * n)) << 2), bc);
  }
  const once = uOnce;
  if ((once & all) != all) return false;
  let h = once & ~uTwice & ~uPlaced & all;
  if (h == 0) return true;
  const cells = UNIT_CELLS + ((<usize>(u * n)) << 1);
  while (h != 0) {
    const bit = h & (0 - h);
    h ^= bit;
    let k = 0;
    while (k < n && (load<u32>(st + ((<usize>load<u16>(cells + ((<usize>k) << 1))) << 2)) & bit) == 0) k++;
    if (k == n) return false; // an earlier single of this unit took its place
    const cell = <i32>load<u16>(cells + ((<usize>k) << 1));
    const x = load<u32>(st + ((<usize>cell) << 2));
    if ((x & PLACED) != 0) continue;
    if (!place(st, cell, bit)) return false;
  }
  return true;
}

/** Removes m from the cells of unit u but its positions [from, from + len); false on a contradiction. */
function clearLine(st: usize, u: i32, m: u32, from: i32, len: i32): bool {
  const cells = UNIT_CELLS + ((<usize>(u * n)) << 1);
  for (let k = 0; k < n; k++) {
    if (k == from) {
      k += len - 1;
      continue;
    }
    if (!eliminate(st, <i32>load<u16>(cells + ((<usize>k) << 1)), m)) return false;
  }
  return true;
}

/** Removes m from the cells of box unit u but its row (rows: true) or column `keep`; false on a contradiction. */
function clearBox(st: usize, u: i32, m: u32, rows: bool, keep: i32): bool {
  const cells = UNIT_CELLS + ((<usize>(u * n)) << 1);
  for (let i = 0, k = 0; i < br; i++) {
    for (let j = 0; j < bc; j++, k++) {
      if ((rows ? i : j) == keep) continue;
      if (!eliminate(st, <i32>load<u16>(cells + ((<usize>k) << 1)), m)) return false;
    }
  }
  return true;
}

function seg(i: i32): u32 {
  return load<u32>(SEG + ((<usize>i) << 2));
}

/**
 * Locked candidates over every box, from the open cells: per band, each row's segment in each box
 * (pointing: a value of a box in one of its rows leaves the rest of that row; claiming: a value of
 * a row in one box leaves the rest of that box), then the same per stack with columns. A rule is
 * applied only where it removes something. Only the bands and stacks of boxes changed since the
 * last pass (dLocked): elsewhere every rule was applied and nothing it reads has changed. -1: a
 * contradiction; else whether anything was removed.
 */
function lockedCandidates(st: usize): i32 {
  const stacks = n / bc;
  const bands = n / br;
  const changed = dLocked;
  dLocked = 0;
  // Rows: SEG[i·stacks + s] is row i of the band in stack s.
  const bandBoxes: u32 = ((<u32>1) << stacks) - 1;
  for (let band = 0; band < bands; band++) {
    if ((changed & (bandBoxes << (band * stacks))) == 0) continue;
    for (let i = 0; i < br; i++) {
      const r = band * br + i;
      for (let s = 0; s < stacks; s++) {
        let m: u32 = 0;
        const a = st + ((<usize>(r * n + s * bc)) << 2);
        for (let j = 0; j < bc; j++) {
          const x = load<u32>(a + ((<usize>j) << 2));
          m |= select<u32>(0, x, (x & PLACED) != 0);
        }
        store<u32>(SEG + ((<usize>(i * stacks + s)) << 2), m);
      }
    }
    for (let s = 0; s < stacks; s++) {
      let once: u32 = 0;
      let twice: u32 = 0;
      for (let i = 0; i < br; i++) {
        const m = seg(i * stacks + s);
        twice |= once & m;
        once |= m;
      }
      const only = once & ~twice;
      for (let i = 0; i < br; i++) {
        const m = seg(i * stacks + s);
        // Pointing: in the box only on this row, and elsewhere on the row too.
        let outside: u32 = 0;
        for (let t = 0; t < stacks; t++) if (t != s) outside |= seg(i * stacks + t);
        const point = m & only & outside;
        if (point != 0 && !clearLine(st, band * br + i, point, s * bc, bc)) return -1;
        // Claiming: on the row only in this box, and on the box's other rows too (twice).
        const claim = m & ~outside & twice;
        if (claim != 0 && !clearBox(st, 2 * n + band * stacks + s, claim, true, i)) return -1;
      }
    }
  }
  // Columns: SEG[j·bands + band] is column j of the stack in band `band`.
  for (let s = 0; s < stacks; s++) {
    if ((changed & load<u32>(STACK_BOXES + ((<usize>s) << 2))) == 0) continue;
    for (let j = 0; j < bc; j++) {
      const c = s * bc + j;
      for (let band = 0; band < bands; band++) {
        let m: u32 = 0;
        const a = st + ((<usize>(band * br * n + c)) << 2);
        for (let i = 0; i < br; i++) {
          const x = load<u32>(a + ((<usize>(i * n)) << 2));
          m |= select<u32>(0, x, (x & PLACED) != 0);
        }
        store<u32>(SEG + ((<usize>(j * bands + band)) << 2), m);
      }
    }
    for (let band = 0; band < bands; band++) {
      let once: u32 = 0;
      let twice: u32 = 0;
      for (let j = 0; j < bc; j++) {
        const m = seg(j * bands + band);
        twice |= once & m;
        once |= m;
      }
      const only = once & ~twice;
      for (let j = 0; j < bc; j++) {
        const m = seg(j * bands + band);
        let outside: u32 = 0;
        for (let t = 0; t < bands; t++) if (t != band) outside |= seg(j * bands + t);
        const point = m & only & outside;
        if (point != 0 && !clearLine(st, n + s * bc + j, point, band * br, br)) return -1;
        const claim = m & ~outside & twice;
        if (claim != 0 && !clearBox(st, 2 * n + band * stacks + s, claim, false, j)) return -1;
      }
    }
  }
  // Every removal marks its cell's units (propagate() calls this with none marked).
  return (dRows | dCols | dBoxes) != 0 ? 1 : 0;
}

/** Propagates the level at `st` to a fixed point; false on a contradiction. */
function propagate(st: usize): bool {
  while (true) {
    while (qHead < qTail) {
      const cell = load<i32>(QUEUE + ((<usize>qHead) << 2));
      qHead++;
      const x = load<u32>(st + ((<usize>cell) << 2));
      if ((x & PLACED) != 0) continue;
      if (!place(st, cell, x)) return false;
    }
    qHead = qTail = 0;
    if ((dRows | dCols | dBoxes) != 0) {
      let m = dRows;
      dRows = 0;
      while (m != 0) {
        const u = <i32>ctz(m);
        m &= m - 1;
        if (!unitSingles(st, u)) return false;
      }
      m = dCols;
      dCols = 0;
      while (m != 0) {
        const u = <i32>ctz(m);
        m &= m - 1;
        if (!unitSingles(st, n + u)) return false;
      }
      m = dBoxes;
      dBoxes = 0;
      while (m != 0) {
        const u = <i32>ctz(m);
        m &= m - 1;
        if (!unitSingles(st, 2 * n + u)) return false;
      }
      continue;
    }
    const lc = lockedCandidates(st);
    if (lc < 0) return false;
    if (lc == 0) return true;
  }
}

/** From this many open cells on, a node probes its best bivalue cells first (as lookahead.ts). */
const LOOKAHEAD_MIN_OPEN: i32 = 65;
/** Bivalue cells a lookahead probes. */
const TOP_CELLS: i32 = 4;

/** After choose(): the best bivalue cells (up to TOP_CELLS where a lookahead may run), best first. */
let topCount: i32 = 0;
const TOP = memory.data(TOP_CELLS * 4, 16);
const TOP_SCORE = memory.data(TOP_CELLS * 4, 16);
const UNIT_OPEN = memory.data(3 * MAXN * 4, 16); // open cells per row, column, box

/**
 * The branch cell: -1 when every cell is placed. MRV; among equals the cell whose row, column and
 * box have the most open cells (its placement narrows the most), the first in row-major order.
 */
function choose(st: usize): i32 {
  const cells = nn;
  topCount = 0;
  if (rowMajor) {
    for (let cell = 0; cell < cells; cell++) if ((load<u32>(st + ((<usize>cell) << 2)) & PLACED) == 0) return cell;
    return -1;
  }
  memory.fill(UNIT_OPEN, 0, <usize>(12 * n));
  const colAt = UNIT_OPEN + ((<usize>n) << 2);
  const boxAt = UNIT_OPEN + ((<usize>(2 * n)) << 2);
  let open = 0;
  for (let r = 0, cell = 0; r < n; r++) {
    let inRow = 0;
    for (let c = 0; c < n; c++, cell++) {
      if ((load<u32>(st + ((<usize>cell) << 2)) & PLACED) != 0) continue;
      inRow++;
      const ca = colAt + ((<usize>c) << 2);
      store<i32>(ca, load<i32>(ca) + 1);
      const ba = boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2);
      store<i32>(ba, load<i32>(ba) + 1);
    }
    store<i32>(UNIT_OPEN + ((<usize>r) << 2), inRow);
    open += inRow;
  }
  if (open == 0) return -1;
  const keep = open >= LOOKAHEAD_MIN_OPEN ? TOP_CELLS : 1;
  let best = -1;
  let bestCount: i32 = 99;
  let bestScore = -1;
  for (let r = 0, cell = 0; r < n; r++) {
    const rowOpen = load<i32>(UNIT_OPEN + ((<usize>r) << 2));
    for (let c = 0; c < n; c++, cell++) {
      const x = load<u32>(st + ((<usize>cell) << 2));
      if ((x & PLACED) != 0) continue;
      const k = <i32>popcnt(x);
      if (k > bestCount) continue;
      const score = rowOpen + load<i32>(colAt + ((<usize>c) << 2)) + load<i32>(boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2));
      if (k == 2) {
        bestCount = 2;
        // Keep the top cells by score, earlier cells first among equals.
        let i = topCount < keep ? topCount++ : keep;
        if (i == keep) {
          if (score <= load<i32>(TOP_SCORE + ((<usize>(keep - 1)) << 2))) continue;
          i--;
        }
        for (; i > 0 && load<i32>(TOP_SCORE + ((<usize>(i - 1)) << 2)) < score; i--) {
          store<i32>(TOP + ((<usize>i) << 2), load<i32>(TOP + ((<usize>(i - 1)) << 2)));
          store<i32>(TOP_SCORE + ((<usize>i) << 2), load<i32>(TOP_SCORE + ((<usize>(i - 1)) << 2)));
        }
        store<i32>(TOP + ((<usize>i) << 2), cell);
        store<i32>(TOP_SCORE + ((<usize>i) << 2), score);
        continue;
      }
      if (k < bestCount || score > bestScore) {
        bestCount = k;
        bestScore = score;
        best = cell;
      }
    }
  }
  return topCount > 0 ? load<i32>(TOP) : best;
}

/** Open cells of the level at `st`. */
function countOpen(st: usize): i32 {
  let open = 0;
  for (let cell = 0; cell < nn; cell++) open += <i32>((load<u32>(st + ((<usize>cell) << 2)) >>> 31) ^ 1);
  return open;
}

function record(st: usize): void {
  for (let cell = 0; cell < nn; cell++) {
    store<u8>(OUTPUT + <usize>cell, <u8>(ctz(load<u32>(st + ((<usize>cell) << 2)) & all) + 1));
  }
}

function reset(): void {
  qHead = qTail = 0;
  dRows = dCols = dBoxes = dLocked = 0;
}

/** Value `bit` at `cell` on the copy of `from` at `to`, propagated: false on a contradiction. */
function guess(from: usize, to: usize, cell: i32, bit: u32): bool {
  memory.copy(to, from, stride);
  reset();
  return place(to, cell, bit) && propagate(to);
}

/**
 * The subtree of the (propagated) level. False when the search stops: limit reached or budget spent.
 *
 * With many open cells, a node first probes both values of its best bivalue cells (on copies,
 * propagated): a refuted value leaves the cell its other one, on this level; else the cell whose
 * two probes leave the fewest open cells is branched on, its probes being the branches. Probes
 * are not nodes; a branch refuted at once is no node and no backtrack.
 */
function node(level: i32): bool {
  const st = LEVELS + <usize>level * stride;
  const next = st + stride;
  const after = next + stride;
  while (true) {
    nodes++;
    if (nodes > maxNodes || ((nodes & 255) == 0 && now() > deadline)) {
      exhausted = true;
      return false;
    }
    const cell = choose(st);
    if (cell < 0) {
      if (++solutions == 1) record(st);
      return solutions < limit;
    }
    if (topCount > 1) {
      let bestOpen = 0x7fffffff;
      let forced = false;
      for (let k = 0; k < topCount; k++) {
        const c = load<i32>(TOP + ((<usize>k) << 2));
        const m = load<u32>(st + ((<usize>c) << 2));
        const b1 = m & (0 - m);
        if (!guess(st, next, c, b1)) {
          // The cell takes its other value, on this level.
          reset();
          if (!place(st, c, m ^ b1) || !propagate(st)) return true;
          forced = true;
          break;
        }
        if (!guess(st, after, c, m ^ b1)) {
          memory.copy(st, next, stride);
          forced = true;
          break;
        }
        const open = countOpen(next) + countOpen(after);
        if (open < bestOpen) {
          bestOpen = open;
          memory.copy(BEST1, next, stride);
          memory.copy(BEST2, after, stride);
        }
      }
      if (forced) continue;
      memory.copy(next, BEST1, stride);
      memory.copy(st, BEST2, stride);
      if (!node(level + 1)) return false;
      backtracks++;
      continue;
    }
    let m = load<u32>(st + ((<usize>cell) << 2));
    // Every value but the last on a copy of the level.
    while ((m & (m - 1)) != 0) {
      const bit = m & (0 - m);
      m ^= bit;
      if (guess(st, next, cell, bit)) {
        if (!node(level + 1)) return false;
        backtracks++;
      }
    }
    // The last value in place: this loop goes on as its node.
    reset();
    if (!place(st, cell, m) || !propagate(st)) return true;
  }
}

/**
 * The givens at level 0, then propagation; false on a clash or a contradiction. Per unit the
 * values given in it (a value given twice in one unit is a clash), then each open cell takes the
 * values none of its three units holds: one pass over the cells, not one per given and peer.
 */
function loadBoard(): bool {
  const st = LEVELS;
  reset();
  memory.fill(UNIT_OPEN, 0, <usize>(12 * n)); // here: the values given per row, column, box
  const colAt = UNIT_OPEN + ((<usize>n) << 2);
  const boxAt = UNIT_OPEN + ((<usize>(2 * n)) << 2);
  for (let r = 0, cell = 0; r < n; r++) {
    for (let c = 0; c < n; c++, cell++) {
      const v = <i32>load<u8>(INPUT + <usize>cell);
      if (v == 0) continue;
      if (v > n) return false;
      const bit = (<u32>1) << (v - 1);
      const ra = UNIT_OPEN + ((<usize>r) << 2);
      const ca = colAt + ((<usize>c) << 2);
      const ba = boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2);
      const seen = load<u32>(ra) | load<u32>(ca) | load<u32>(ba);
      if ((seen & bit) != 0) return false;
      store<u32>(ra, load<u32>(ra) | bit);
      store<u32>(ca, load<u32>(ca) | bit);
      store<u32>(ba, load<u32>(ba) | bit);
    }
  }
  for (let r = 0, cell = 0; r < n; r++) {
    const inRow = load<u32>(UNIT_OPEN + ((<usize>r) << 2));
    for (let c = 0; c < n; c++, cell++) {
      const v = <i32>load<u8>(INPUT + <usize>cell);
      if (v != 0) {
        store<u32>(st + ((<usize>cell) << 2), ((<u32>1) << (v - 1)) | PLACED);
        continue;
      }
      const x = all & ~(inRow | load<u32>(colAt + ((<usize>c) << 2)) | load<u32>(boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2)));
      if (x == 0) return false;
      store<u32>(st + ((<usize>cell) << 2), x);
      if ((x & (x - 1)) == 0) {
        store<i32>(QUEUE + ((<usize>qTail) << 2), cell);
        qTail++;
      }
    }
  }
  dRows = dCols = dBoxes = dLocked = all;
  return propagate(st);
}

function count(lim: i32, major: bool): i32 {
  memory.copy(LEVELS + stride, LEVELS, stride);
  solutions = 0;
  limit = lim;
  rowMajor = major;
  exhausted = false;
  node(1);
  return solutions;
}

export const STATUS_CONTRADICTION = 0;
export const STATUS_NO_SOLUTION = 1;
export const STATUS_SOLVED = 2;
export const STATUS_LIMIT_EXCEEDED = 3;

/** Where the caller writes the N² cells (0 = empty, 1..N) before solveShape(). */
export function inputPtr(): usize {
  return INPUT;
}

/** Where solveShape() writes the solution (SOLVED: the lexicographically first). */
export function outputPtr(): usize {
  return OUTPUT;
}

/** Where solveShape() leaves the solutions counted, the nodes and the backtracks (three i32). */
export function statsPtr(): usize {
  return STATS;
}

/**
 * Solves the board of `size` (≤ 25) with boxes of boxRows × boxCols at inputPtr(): counts up to
 * `lim` (≥ 2) solutions within `budgetNodes` nodes and the absolute `deadlineAt` of the imported
 * clock. A STATUS_* constant; counts at statsPtr().
 */
export function solveShape(size: i32, boxRows: i32, boxCols: i32, lim: i32, budgetNodes: i32, deadlineAt: f64): i32 {
  setShape(size, boxRows, boxCols);
  nodes = 0;
  backtracks = 0;
  maxNodes = budgetNodes;
  deadline = deadlineAt;
  exhausted = false;
  solutions = 0;
  const code = search(lim);
  store<i32>(STATS, solutions);
  store<i32>(STATS, nodes, 4);
  store<i32>(STATS, backtracks, 8);
  return code;
}

function search(lim: i32): i32 {
  if (!loadBoard()) return STATUS_CONTRADICTION;
  const found = count(lim, false);
  if (exhausted) return STATUS_LIMIT_EXCEEDED;
  if (found == 0) return STATUS_NO_SOLUTION;
  if (found == 1) return STATUS_SOLVED;
  count(1, true);
  solutions = found;
  return exhausted ? STATUS_LIMIT_EXCEEDED : STATUS_SOLVED;
}
