// The search kernel for every r×c shape up to 25×25 in AssemblyScript, compiled to WebAssembly
// (`npm run build:wasm`). Called through ../kernel.ts, which owns the contract of solve.ts
// (statuses, conflicts, the outcome object, which shapes it takes); this file only searches.
//
// State of one level, value-major and bit-parallel: for each value a plane of V v128, one row
// per lane, then one plane of the placed cells. The code is generic over the row word W: u16 for
// boards of up to 16 columns (8 rows a vector, V = ⌈N/8⌉, 2 at 16×16), u32 above (4 rows a
// vector, V = ⌈N/4⌉, 7 at 25×25); lane i of vector j is row L·j + i (L rows a vector), bit c its
// column c; lanes past row N − 1 and bits past column N − 1 are 0. solveShape() picks W by N. A
// placed cell keeps its value's bit and no other; its peers lose that bit. A level is
// (N + 1)·V·16 bytes (2.9 kB at 25×25), copied once per guess.
//
// Propagation, to a fixed point (each rule only removes values no solution holds, so the order
// does not change the fixed point), as whole-board operations:
//  - placing v at a cell: one AND-NOT of the cell's precomputed peer bitboard per vector of v's
//    plane, and the cell's bit cleared in the other planes (one row word each);
//  - naked singles and empty cells of the whole board: once/twice over the N planes, V vectors
//    at a time (a cell in `once` but not `twice` and not placed has one value; one in no plane none);
//  - hidden singles per value changed since last checked: rows a vector (4 or 8) at a time (x & (x − 1)),
//    columns by folding the plane's vectors and lanes, boxes band by band with carries confined
//    to each box's columns (`top`/`rest`/`low` below; with 4-row boxes in up to 4 bands, and at
//    25×25 for bands 0-3, the bands in the lanes of one vector); a row, column or box without v
//    is a contradiction;
//  - locked candidates per value changed since its last pass, band by band: pointing and
//    claiming in rows (which boxes each row of the band reaches) and in columns (which columns
//    each band reaches in each box); with 4-row boxes and 16-bit rows, and at 25×25, every band
//    at once in the lanes of a vector (lockedValue4, lockedValue5).
//
// Search: the open cell with the fewest values; ties to the cell whose row, column and box have
// the most open cells, then the first in row-major order. Values ascending, the last value in
// place on the same level. From 65 open cells a node probes both values of its best six bivalue
// cells (as lookahead.ts, which probes four: six cut nodes and time here, bench/RESULTS.md). A
// second mode branches on the first open cell in row-major order: its first solution is the
// lexicographically first. Budget: a node per entry of the loop in node() (the root included);
// the imported clock is read every 256 nodes.

declare function now(): f64;

const MAXN: i32 = 25;
const MAXNN: i32 = MAXN * MAXN;
const MAXV: i32 = 7; // vectors per plane at 25×25
const MAXPLANE: i32 = MAXV * 16;
const MAXLEVEL: i32 = (MAXN + 1) * MAXPLANE;

const PEERS = memory.data(MAXNN * MAXPLANE, 16); // per cell: the bitboard of its peers
const VALID = memory.data(MAXPLANE, 16); // the board's cells
const VALID_ROWS = memory.data(MAXPLANE, 16); // lanes of the board's rows: all ones
const CELL_BOX = memory.data(MAXNN, 16); // u8: the box of each cell
const SCRATCH = memory.data(MAXPLANE, 16);
const SCRATCH_G = memory.data(16, 16);
const NO_PLANE = memory.data(16, 16); // what loadBoard reads for an empty cell: stays 0
const BAND_LANES = memory.data(16, 16); // lanes 0..bands − 1 all ones (boxSingles4)
// u32 scratch of the locked candidates: per row the boxes it reaches; per band its columns, the
// columns alone in their box, the boxes claimed by one of its rows, the boxes reached by one row.
const ROWNZ = memory.data(MAXN * 4, 16);
const BANDW = memory.data(MAXN * 4, 16);
const BANDP = memory.data(MAXN * 4, 16);
const BANDC = memory.data(MAXN * 4, 16);
const BANDO = memory.data(MAXN * 4, 16);
/** In BANDO: a rule in rows removes something in this band. */
const ROWS_CHANGE: u32 = 0x80000000;
const INPUT = memory.data(MAXNN, 16);
const OUTPUT = memory.data(MAXNN, 16);
const STATS = memory.data(12, 16);
const LEVELS = memory.data((MAXNN + 4) * MAXLEVEL, 16); // the root at 1, two more for a lookahead's probes
const BEST1 = memory.data(MAXLEVEL, 16);
const BEST2 = memory.data(MAXLEVEL, 16);

let n: i32 = 0;
let br: i32 = 0;
let bc: i32 = 0;
let nn: i32 = 0;
let vecs: i32 = 0; // V
let pb: usize = 0; // bytes per plane
let stride: usize = 0; // bytes per level
let full: u32 = 0;
let stacks: i32 = 0;
let bands: i32 = 0;
// Each box's columns within a row word: its top bit, its other bits, its lowest bit.
let top: u32 = 0;
let rest: u32 = 0;
let low: u32 = 0;

/** Values changed since their last hidden-singles check, and since their last locked-candidates pass. */
let dVals: u32 = 0;
let dLocked: u32 = 0;

let nodes: i32 = 0;
let backtracks: i32 = 0;
let maxNodes: i32 = 0;
let deadline: f64 = 0;
let exhausted: bool = false;
let solutions: i32 = 0;
let limit: i32 = 2;
let rowMajor: bool = false;
let probing: bool = false;

function setShape<W>(size: i32, boxRows: i32, boxCols: i32): void {
  if (size == n && boxRows == br && boxCols == bc) return;
  n = size;
  br = boxRows;
  bc = boxCols;
  nn = size * size;
  vecs = (size + lanes<W>() - 1) / lanes<W>();
  pb = <usize>(vecs << 4);
  stride = <usize>(size + 1) * pb;
  full = ((<u32>1) << size) - 1;
  stacks = size / boxCols;
  bands = size / boxRows;
  top = 0;
  low = 0;
  for (let s = 0; s < stacks; s++) {
    top |= (<u32>1) << (s * boxCols + boxCols - 1);
    low |= (<u32>1) << (s * boxCols);
  }
  rest = full & ~top;
  memory.fill(VALID, 0, <usize>MAXPLANE);
  memory.fill(VALID_ROWS, 0, <usize>MAXPLANE);
  memory.fill(BAND_LANES, 0, 16);
  for (let b = 0; b < bands && b < lanes<W>(); b++) setWord<W>(BAND_LANES + rowAt<W>(b), 0xffffffff);
  for (let r = 0; r < size; r++) {
    setWord<W>(VALID + rowAt<W>(r), full);
    setWord<W>(VALID_ROWS + rowAt<W>(r), 0xffffffff);
  }
  for (let cell = 0; cell < nn; cell++) {
    const r = cell / size;
    const c = cell % size;
    const s = c / boxCols;
    store<u8>(CELL_BOX + <usize>cell, <u8>((r / boxRows) * stacks + s));
    const box = boxMask(s);
    const bit = (<u32>1) << c;
    const base = PEERS + <usize>cell * pb;
    memory.fill(base, 0, pb);
    for (let q = 0; q < size; q++) {
      let m: u32 = bit;
      if (q == r) m = full & ~bit;
      else if (q / boxRows == r / boxRows) m |= box;
      setWord<W>(base + rowAt<W>(q), m);
    }
  }
}

/** The columns of stack s. */
function boxMask(s: i32): u32 {
  return (((<u32>1) << bc) - 1) << (s * bc);
}

/** The top bit of each box whose columns meet x. */
function boxesOf(x: u32): u32 {
  return (((x & rest) + rest) | x) & top;
}

/** The columns of the boxes whose top bits are t. */
function expand(t: u32): u32 {
  return (t << 1) - (t >>> (bc - 1));
}

/** Row words a vector holds: 8 (u16 rows, N ≤ 16) or 4 (u32 rows). */
function lanes<W>(): i32 {
  return 16 / <i32>sizeof<W>();
}

/** The byte offset of row r in a plane. */
function rowAt<W>(r: i32): usize {
  return <usize>r * sizeof<W>();
}

/** The row word at a. */
function word<W>(a: usize): u32 {
  return <u32>load<W>(a);
}

function setWord<W>(a: usize, x: u32): void {
  store<W>(a, <W>x);
}

function plane(st: usize, v: i32): usize {
  return st + <usize>v * pb;
}

function solvedPlane(st: usize): usize {
  return st + <usize>n * pb;
}

/**
 * Value v placed at row r, column c (an open cell that holds it); `others`: a superset of the
 * cell's other values (0 for a naked single), whose planes lose the cell.
 */
function place<W>(st: usize, v: i32, r: i32, c: i32, others: u32): void {
  const p = plane(st, v);
  const peers = PEERS + <usize>(r * n + c) * pb;
  for (let j = 0; j < vecs; j++) {
    const o = (<usize>j) << 4;
    v128.store(p + o, v128.andnot(v128.load(p + o), v128.load(peers + o)));
  }
  const bit = (<u32>1) << c;
  const nb = ~bit;
  const row = rowAt<W>(r);
  let dv: u32 = (<u32>1) << v;
  for (let m = others & ~dv; m != 0; m &= m - 1) {
    const u = <i32>ctz(m);
    const a = st + row + <usize>u * pb;
    const x = word<W>(a);
    dv |= ((x >>> c) & 1) << u;
    setWord<W>(a, x & nb);
  }
  const sa = solvedPlane(st) + row;
  setWord<W>(sa, word<W>(sa) | bit);
  dVals |= dv;
  dLocked |= dv;
}

/** The values cell (r, c) may take, bit v for value v + 1. */
function candidates<W>(st: usize, r: i32, c: i32): u32 {
  // Gathered from 9 planes on (measured 0.94× on 4×4 against the loop); the loop below that.
  if (sizeof<W>() == 2 && n > 8) return candidates16(st + rowAt<W>(r), c);
  if (n > 20) return candidates32(st + rowAt<W>(r), c);
  let m: u32 = 0;
  for (let u = 0, a = st + rowAt<W>(r); u < n; u++, a += pb) m |= ((word<W>(a) >>> c) & 1) << u;
  return m;
}

/** Planes 4k-4k+3's words at a, a + pb, … in the lanes of one vector. */
function gather4(a: usize): v128 {
  let x = v128.load32_zero(a);
  x = v128.load32_lane(a + pb, x, 1);
  x = v128.load32_lane(a + 2 * pb, x, 2);
  return v128.load32_lane(a + 3 * pb, x, 3);
}

/**
 * candidates() for 32-bit rows from 21 to 25 columns: the row word of planes 0-27 gathered four
 * lanes a vector, column c shifted to each lane's sign bit, read as bitmasks; planes past N − 1
 * (the placed plane and what follows, inside the levels' memory) are masked off.
 */
function candidates32(a: usize, c: i32): u32 {
  const up = 31 - c;
  const d = pb << 2;
  let m = i32x4.bitmask(i32x4.shl(gather4(a), up));
  m |= i32x4.bitmask(i32x4.shl(gather4(a + d), up)) << 4;
  m |= i32x4.bitmask(i32x4.shl(gather4(a + 2 * d), up)) << 8;
  m |= i32x4.bitmask(i32x4.shl(gather4(a + 3 * d), up)) << 12;
  m |= i32x4.bitmask(i32x4.shl(gather4(a + 4 * d), up)) << 16;
  m |= i32x4.bitmask(i32x4.shl(gather4(a + 5 * d), up)) << 20;
  m |= i32x4.bitmask(i32x4.shl(gather4(a + 6 * d), up)) << 24;
  return m & full;
}

/**
 * candidates() for 16-bit rows: row word a of planes 0-15 gathered a lane at a time into two
 * vectors, column c shifted to each lane's sign bit, read as one bitmask. Planes past N − 1 read
 * the placed plane and whatever follows (inside the levels' memory) and are masked off.
 */
function candidates16(a: usize, c: i32): u32 {
  const z = i32x4.splat(0);
  const d = pb << 2;
  // Four short chains of lane inserts (each waits on the last), merged by ORs.
  let x0 = v128.load16_lane(a, z, 0);
  let x1 = v128.load16_lane(a + d, z, 4);
  let y0 = v128.load16_lane(a + 2 * d, z, 0);
  let y1 = v128.load16_lane(a + 3 * d, z, 4);
  a += pb;
  x0 = v128.load16_lane(a, x0, 1);
  x1 = v128.load16_lane(a + d, x1, 5);
  y0 = v128.load16_lane(a + 2 * d, y0, 1);
  y1 = v128.load16_lane(a + 3 * d, y1, 5);
  a += pb;
  x0 = v128.load16_lane(a, x0, 2);
  x1 = v128.load16_lane(a + d, x1, 6);
  y0 = v128.load16_lane(a + 2 * d, y0, 2);
  y1 = v128.load16_lane(a + 3 * d, y1, 6);
  a += pb;
  x0 = v128.load16_lane(a, x0, 3);
  x1 = v128.load16_lane(a + d, x1, 7);
  y0 = v128.load16_lane(a + 2 * d, y0, 3);
  y1 = v128.load16_lane(a + 3 * d, y1, 7);
  const up = 15 - c;
  const m = i16x8.bitmask(i16x8.shl(v128.or(x0, x1), up)) | (i16x8.bitmask(i16x8.shl(v128.or(y0, y1), up)) << 8);
  return m & (((<u32>1) << n) - 1);
}

/** The lowest value in candidate mask m, or -1 when m is empty. */
function lowestValue(m: u32): i32 {
  return m == 0 ? -1 : <i32>ctz(m);
}

/** The smallest value cell (r, c) may take, or -1 (its planes read only up to that value). */
function firstValue<W>(st: usize, r: i32, c: i32): i32 {
  const bit = (<u32>1) << c;
  const end = st + <usize>n * pb;
  for (let a = st + rowAt<W>(r), u = 0; a < end; a += pb, u++) if ((word<W>(a) & bit) != 0) return u;
  return -1;
}

/** Naked singles of the whole board: -1 on a contradiction (a cell without values), else how many were placed. */
function nakedSingles<W>(st: usize): i32 {
  const sp = solvedPlane(st);
  let found = false;
  // Four vectors a pass over the planes, then two, then one (fewer loop steps, independent chains).
  let j = 0;
  for (; j + 4 <= vecs; j += 4) {
    const o = (<usize>j) << 4;
    let once = i32x4.splat(0);
    let twice = once;
    let once2 = once;
    let twice2 = once;
    let once3 = once;
    let twice3 = once;
    let once4 = once;
    let twice4 = once;
    for (let u = 0, a = st + o; u < n; u++, a += pb) {
      const x = v128.load(a);
      const y = v128.load(a, 16);
      const z = v128.load(a, 32);
      const w = v128.load(a, 48);
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
      twice2 = v128.or(twice2, v128.and(once2, y));
      once2 = v128.or(once2, y);
      twice3 = v128.or(twice3, v128.and(once3, z));
      once3 = v128.or(once3, z);
      twice4 = v128.or(twice4, v128.and(once4, w));
      once4 = v128.or(once4, w);
    }
    const va = VALID + o;
    const off = v128.or(
      v128.or(v128.xor(once, v128.load(va)), v128.xor(once2, v128.load(va, 16))),
      v128.or(v128.xor(once3, v128.load(va, 32)), v128.xor(once4, v128.load(va, 48))),
    );
    if (v128.any_true(off)) return -1;
    const sa = sp + o;
    const s = v128.andnot(v128.andnot(once, twice), v128.load(sa));
    const s2 = v128.andnot(v128.andnot(once2, twice2), v128.load(sa, 16));
    const s3 = v128.andnot(v128.andnot(once3, twice3), v128.load(sa, 32));
    const s4 = v128.andnot(v128.andnot(once4, twice4), v128.load(sa, 48));
    v128.store(SCRATCH + o, s);
    v128.store(SCRATCH + o, s2, 16);
    v128.store(SCRATCH + o, s3, 32);
    v128.store(SCRATCH + o, s4, 48);
    if (v128.any_true(v128.or(v128.or(s, s2), v128.or(s3, s4)))) found = true;
  }
  for (; j + 2 <= vecs; j += 2) {
    const o = (<usize>j) << 4;
    let once = i32x4.splat(0);
    let twice = once;
    let once2 = once;
    let twice2 = once;
    for (let u = 0, a = st + o; u < n; u++, a += pb) {
      const x = v128.load(a);
      const y = v128.load(a, 16);
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
      twice2 = v128.or(twice2, v128.and(once2, y));
      once2 = v128.or(once2, y);
    }
    if (v128.any_true(v128.or(v128.xor(once, v128.load(VALID + o)), v128.xor(once2, v128.load(VALID + o, 16))))) return -1;
    const s = v128.andnot(v128.andnot(once, twice), v128.load(sp + o));
    const s2 = v128.andnot(v128.andnot(once2, twice2), v128.load(sp + o, 16));
    v128.store(SCRATCH + o, s);
    v128.store(SCRATCH + o, s2, 16);
    if (v128.any_true(v128.or(s, s2))) found = true;
  }
  if (j < vecs) {
    const o = (<usize>j) << 4;
    let once = i32x4.splat(0);
    let twice = once;
    for (let u = 0, a = st + o; u < n; u++, a += pb) {
      const x = v128.load(a);
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
    }
    if (v128.any_true(v128.xor(once, v128.load(VALID + o)))) return -1;
    const s = v128.andnot(v128.andnot(once, twice), v128.load(sp + o));
    v128.store(SCRATCH + o, s);
    if (v128.any_true(s)) found = true;
  }
  if (!found) return 0;
  let placed = 0;
  for (let r = 0; r < n; r++) {
    let w = word<W>(SCRATCH + rowAt<W>(r));
    while (w != 0) {
      const c = <i32>ctz(w);
      w &= w - 1;
      // 25 planes: scanning them up to the bit beats gathering all 25 (bench/RESULTS.md); at 16
      // and below, gathering the candidates measured no worse.
      const v = sizeof<W>() == 4 ? firstValue<W>(st, r, c) : lowestValue(candidates<W>(st, r, c));
      if (v < 0) return -1; // emptied by a placement earlier in this pass
      place<W>(st, v, r, c, 0);
      placed++;
    }
  }
  return placed;
}

/** The row of plane p holding column bit `bit` among rows [from, to), or -1. */
function rowWith<W>(p: usize, bit: u32, from: i32, to: i32): i32 {
  for (let r = from; r < to; r++) if ((word<W>(p + rowAt<W>(r)) & bit) != 0) return r;
  return -1;
}

/** Hidden singles of value v: -1 on a contradiction (a row, column or box without v), else how many were placed. */
function hiddenSingles<W>(st: usize, v: i32): i32 {
  const p = plane(st, v);
  const sp = solvedPlane(st);
  const zero = i32x4.splat(0);
  const one = v128.splat<W>(<W>1);
  let placed = 0;
  // Rows, a vector of them at a time: one value bit and not placed.
  let once = zero;
  let twice = zero;
  let solved = zero;
  for (let j = 0; j < vecs; j++) {
    const o = (<usize>j) << 4;
    const x = v128.load(p + o);
    const s = v128.and(x, v128.load(sp + o));
    if (v128.any_true(v128.and(v128.eq<W>(x, zero), v128.load(VALID_ROWS + o)))) return -1;
    const single = v128.andnot(v128.eq<W>(v128.and(x, v128.sub<W>(x, one)), zero), v128.eq<W>(v128.xor(x, s), zero));
    if (v128.any_true(single)) {
      let rows = v128.bitmask<W>(single);
      while (rows != 0) {
        const r = j * lanes<W>() + <i32>ctz(rows);
        rows &= rows - 1;
        const w = word<W>(p + rowAt<W>(r));
        if (w == 0) return -1; // taken by a placement earlier in this pass
        const c = <i32>ctz(w);
        place<W>(st, v, r, c, candidates<W>(st, r, c));
        placed++;
      }
    }
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    solved = v128.or(solved, s);
  }
  if (placed != 0) return placed;
  // Columns: the lanes folded pairwise (once is the union, twice what two share or either had twice);
  // 16-bit rows first fold neighbours, then the 32-bit lanes as with 32-bit rows.
  if (sizeof<W>() == 2) {
    const o = i16x8.shuffle(once, once, 1, 0, 3, 2, 5, 4, 7, 6);
    const t = i16x8.shuffle(twice, twice, 1, 0, 3, 2, 5, 4, 7, 6);
    twice = v128.or(v128.or(twice, t), v128.and(once, o));
    once = v128.or(once, o);
    solved = v128.or(solved, i16x8.shuffle(solved, solved, 1, 0, 3, 2, 5, 4, 7, 6));
  }
  let o = i32x4.shuffle(once, once, 1, 0, 3, 2);
  let t = i32x4.shuffle(twice, twice, 1, 0, 3, 2);
  twice = v128.or(v128.or(twice, t), v128.and(once, o));
  once = v128.or(once, o);
  solved = v128.or(solved, i32x4.shuffle(solved, solved, 1, 0, 3, 2));
  o = i32x4.shuffle(once, once, 2, 3, 0, 1);
  t = i32x4.shuffle(twice, twice, 2, 3, 0, 1);
  twice = v128.or(v128.or(twice, t), v128.and(once, o));
  once = v128.or(once, o);
  solved = v128.or(solved, i32x4.shuffle(solved, solved, 2, 3, 0, 1));
  const co = (<u32>i32x4.extract_lane(once, 0)) & full;
  if (co != full) return -1;
  let h = co & ~(<u32>i32x4.extract_lane(twice, 0)) & ~(<u32>i32x4.extract_lane(solved, 0));
  while (h != 0) {
    const bit = h & (0 - h);
    h ^= bit;
    const r = rowWith<W>(p, bit, 0, n);
    if (r < 0) return -1;
    const c = <i32>ctz(bit);
    place<W>(st, v, r, c, candidates<W>(st, r, c));
    placed++;
  }
  if (placed != 0) return placed;
  // Boxes, band by band: a box whose columns meet the band's rows in one column, met once, not placed.
  if (br == 4 && bands <= 4) return boxSingles4<W>(st, v, p, sp);
  if (sizeof<W>() == 4 && br == 5 && bands == 5) return boxSingles5(st, v, p, sp);
  for (let b = 0; b < bands; b++) {
    const r0 = b * br;
    let bo: u32 = 0;
    let bt: u32 = 0;
    let bs: u32 = 0;
    for (let r = r0; r < r0 + br; r++) {
      const x = word<W>(p + rowAt<W>(r));
      bt |= bo & x;
      bo |= x;
      bs |= x & word<W>(sp + rowAt<W>(r));
    }
    if (boxesOf(bo) != top) return -1;
    const many = bo & (bo - low); // every box has a column here: no borrow leaves a box
    const g = top & ~(boxesOf(many) | boxesOf(bt | bs));
    if (g == 0) continue;
    const k = placeInBoxes<W>(st, v, p, r0, g);
    if (k < 0) return -1;
    placed += k;
  }
  return placed;
}

/** v placed in band r0's boxes whose top bits are g, each at its one cell: -1 if one has none left, else how many. */
function placeInBoxes<W>(st: usize, v: i32, p: usize, r0: i32, g: u32): i32 {
  let placed = 0;
  while (g != 0) {
    const tb = g & (0 - g);
    g ^= tb;
    const cols = expand(tb);
    let r = r0;
    while (r < r0 + br && (word<W>(p + rowAt<W>(r)) & cols) == 0) r++;
    if (r == r0 + br) return -1;
    const c = <i32>ctz(word<W>(p + rowAt<W>(r)) & cols);
    place<W>(st, v, r, c, candidates<W>(st, r, c));
    placed++;
  }
  return placed;
}

/** Per lane, boxesOf() on vectors. */
function boxesOfV<W>(x: v128, restV: v128, topV: v128): v128 {
  return v128.and(v128.or(v128.add<W>(v128.and(x, restV), restV), x), topV);
}

/**
 * The box part of hiddenSingles where a band is one vector or half of one (4-row boxes, at most 4 bands: 16×16,
 * 12×12, 8×8): the bands transposed so that lane b folds band b's four rows, every band at once.
 */
function boxSingles4<W>(st: usize, v: i32, p: usize, sp: usize): i32 {
  const zero = i32x4.splat(0);
  // Lane b of ti is row i of band b; lane b of bs the placed columns of band b.
  let t0: v128, t1: v128, t2: v128, t3: v128, bs: v128;
  if (sizeof<W>() == 2) {
    // Rows 0-7 in a, 8-15 in b: one shuffle a row of the bands (lanes 4-7 repeat 0-3).
    const a = v128.load(p);
    const b = bands > 2 ? v128.load(p, 16) : zero;
    t0 = i16x8.shuffle(a, b, 0, 4, 8, 12, 0, 4, 8, 12);
    t1 = i16x8.shuffle(a, b, 1, 5, 9, 13, 1, 5, 9, 13);
    t2 = i16x8.shuffle(a, b, 2, 6, 10, 14, 2, 6, 10, 14);
    t3 = i16x8.shuffle(a, b, 3, 7, 11, 15, 3, 7, 11, 15);
    const sa = v128.and(a, v128.load(sp));
    const sb = bands > 2 ? v128.and(b, v128.load(sp, 16)) : zero;
    const s01 = v128.or(i16x8.shuffle(sa, sb, 0, 4, 8, 12, 0, 4, 8, 12), i16x8.shuffle(sa, sb, 1, 5, 9, 13, 1, 5, 9, 13));
    const s23 = v128.or(i16x8.shuffle(sa, sb, 2, 6, 10, 14, 2, 6, 10, 14), i16x8.shuffle(sa, sb, 3, 7, 11, 15, 3, 7, 11, 15));
    bs = v128.or(s01, s23);
  } else {
    const a = v128.load(p);
    const b = bands > 1 ? v128.load(p, 16) : zero;
    const c = bands > 2 ? v128.load(p, 32) : zero;
    const d = bands > 3 ? v128.load(p, 48) : zero;
    let u0 = i32x4.shuffle(a, b, 0, 4, 1, 5);
    let u1 = i32x4.shuffle(a, b, 2, 6, 3, 7);
    let u2 = i32x4.shuffle(c, d, 0, 4, 1, 5);
    let u3 = i32x4.shuffle(c, d, 2, 6, 3, 7);
    t0 = i32x4.shuffle(u0, u2, 0, 1, 4, 5);
    t1 = i32x4.shuffle(u0, u2, 2, 3, 6, 7);
    t2 = i32x4.shuffle(u1, u3, 0, 1, 4, 5);
    t3 = i32x4.shuffle(u1, u3, 2, 3, 6, 7);
    const sa = v128.and(a, v128.load(sp));
    const sb = bands > 1 ? v128.and(b, v128.load(sp, 16)) : zero;
    const sc = bands > 2 ? v128.and(c, v128.load(sp, 32)) : zero;
    const sd = bands > 3 ? v128.and(d, v128.load(sp, 48)) : zero;
    // Placed columns per band: the OR of each vector's lanes, into lane b.
    u0 = i32x4.shuffle(sa, sb, 0, 4, 1, 5);
    u1 = i32x4.shuffle(sa, sb, 2, 6, 3, 7);
    u2 = i32x4.shuffle(sc, sd, 0, 4, 1, 5);
    u3 = i32x4.shuffle(sc, sd, 2, 6, 3, 7);
    const s01 = v128.or(u0, u1);
    const s23 = v128.or(u2, u3);
    bs = v128.or(i32x4.shuffle(s01, s23, 0, 1, 4, 5), i32x4.shuffle(s01, s23, 2, 3, 6, 7));
  }
  let bt = v128.and(t0, t1);
  let bo = v128.or(t0, t1);
  bt = v128.or(bt, v128.and(bo, t2));
  bo = v128.or(bo, t2);
  bt = v128.or(bt, v128.and(bo, t3));
  bo = v128.or(bo, t3);
  const topV = v128.splat<W>(<W>top);
  const restV = v128.splat<W>(<W>rest);
  const inBands = v128.load(BAND_LANES);
  if (v128.any_true(v128.and(v128.xor(boxesOfV<W>(bo, restV, topV), topV), inBands))) return -1;
  const many = v128.and(bo, v128.sub<W>(bo, v128.splat<W>(<W>low)));
  const g = v128.and(v128.andnot(topV, v128.or(boxesOfV<W>(many, restV, topV), boxesOfV<W>(v128.or(bt, bs), restV, topV))), inBands);
  if (!v128.any_true(g)) return 0;
  v128.store(SCRATCH_G, g);
  let placed = 0;
  for (let band = 0; band < bands; band++) {
    const k = placeInBoxes<W>(st, v, p, band << 2, word<W>(SCRATCH_G + rowAt<W>(band)));
    if (k < 0) return -1;
    placed += k;
  }
  return placed;
}

/**
 * The box part of hiddenSingles at 25×25 (5×5 boxes, 32-bit rows): bands 0-3 in the lanes of one
 * vector (lane b folds rows 5b..5b + 4, gathered a lane at a time), band 4 as the general loop.
 * Band 4's fold and the lane tail repeat hiddenSingles' loop and boxSingles4's on purpose: shared,
 * they measured 0.98–0.99× at 25×25 (bench/RESULTS.md).
 */
function boxSingles5(st: usize, v: i32, p: usize, sp: usize): i32 {
  let bo = i32x4.splat(0);
  let bt = bo;
  let bs = bo;
  for (let i: usize = 0, a = p, s = sp; i < 5; i++, a += 4, s += 4) {
    let x = v128.load32_zero(a);
    x = v128.load32_lane(a, x, 1, 20);
    x = v128.load32_lane(a, x, 2, 40);
    x = v128.load32_lane(a, x, 3, 60);
    let y = v128.load32_zero(s);
    y = v128.load32_lane(s, y, 1, 20);
    y = v128.load32_lane(s, y, 2, 40);
    y = v128.load32_lane(s, y, 3, 60);
    bt = v128.or(bt, v128.and(bo, x));
    bo = v128.or(bo, x);
    bs = v128.or(bs, v128.and(x, y));
  }
  const topV = i32x4.splat(top);
  const restV = i32x4.splat(rest);
  if (v128.any_true(v128.xor(boxesOfV<u32>(bo, restV, topV), topV))) return -1;
  const many = v128.and(bo, i32x4.sub(bo, i32x4.splat(low)));
  const g = v128.andnot(topV, v128.or(boxesOfV<u32>(many, restV, topV), boxesOfV<u32>(v128.or(bt, bs), restV, topV)));
  let o: u32 = 0;
  let t: u32 = 0;
  let d: u32 = 0;
  for (let r = 20; r < 25; r++) {
    const x = load<u32>(p + ((<usize>r) << 2));
    t |= o & x;
    o |= x;
    d |= x & load<u32>(sp + ((<usize>r) << 2));
  }
  if (boxesOf(o) != top) return -1;
  const g4 = top & ~(boxesOf(o & (o - low)) | boxesOf(t | d));
  if (g4 == 0 && !v128.any_true(g)) return 0;
  v128.store(SCRATCH_G, g);
  let placed = 0;
  for (let b = 0; b < 5; b++) {
    const gb = b < 4 ? load<u32>(SCRATCH_G + ((<usize>b) << 2)) : g4;
    if (gb == 0) continue;
    const k = placeInBoxes<u32>(st, v, p, b * 5, gb);
    if (k < 0) return -1;
    placed += k;
  }
  return placed;
}

/**
 * Locked candidates of value v, band by band, from the plane as it was on entry (a rule read from
 * more candidates than are left still holds). Rows: a box of the band where v is on one row only
 * (pointing: the row loses v outside the box), a row of the band where v is in one box only
 * (claiming: the band's other rows lose v in that box). Columns: a box where v is in one column
 * only (the column loses v in the other bands), a column where v is in one band only (its box
 * loses v in its other columns). -1 on a contradiction, else whether anything was removed.
 */
function lockedValue<W>(st: usize, v: i32): i32 {
  const p = plane(st, v);
  let co: u32 = 0;
  let ct: u32 = 0;
  let points: u32 = 0;
  for (let b = 0, r = 0; b < bands; b++) {
    let o: u32 = 0;
    let t: u32 = 0;
    let claims: u32 = 0;
    let bo: u32 = 0;
    for (let i = 0; i < br; i++, r++) {
      const x = word<W>(p + rowAt<W>(r));
      const nz = boxesOf(x);
      store<u32>(ROWNZ + ((<usize>r) << 2), nz);
      t |= o & nz;
      o |= nz;
      bo |= x;
      if ((nz & (nz - 1)) == 0) {
        if ((claims & nz) != 0) return -1; // two rows of the band claim v in one box
        claims |= nz;
      }
    }
    if (boxesOf(bo) != top) return -1;
    // Whether a rule in rows removes something here: a claimed box another row reaches, or a
    // row that is its box's only one and reaches other boxes.
    const only = o & ~t;
    let rows = (claims & t) != 0;
    if (only != 0) {
      for (let q = r - br; q < r; q++) {
        const pt = load<u32>(ROWNZ + ((<usize>q) << 2)) & only;
        if ((pt & (pt - 1)) != 0) return -1; // two boxes need v on this one row
        if (pt != 0 && pt != load<u32>(ROWNZ + ((<usize>q) << 2))) rows = true;
      }
    }
    const point = bo & ~expand(boxesOf(bo & (bo - low)));
    if ((points & point) != 0) return -1; // one column needs v in two bands
    points |= point;
    store<u32>(BANDW + ((<usize>b) << 2), bo);
    store<u32>(BANDP + ((<usize>b) << 2), point);
    store<u32>(BANDC + ((<usize>b) << 2), claims);
    store<u32>(BANDO + ((<usize>b) << 2), rows ? only | ROWS_CHANGE : only);
    ct |= co & bo;
    co |= bo;
  }
  if (co != full) return -1;
  const claim = co & ~ct;
  let changed = 0;
  for (let b = 0, r = 0; b < bands; b++) {
    const bo = load<u32>(BANDW + ((<usize>b) << 2));
    const cb = claim & bo;
    const bandKeep = ~(points & ~load<u32>(BANDP + ((<usize>b) << 2))) & ~(expand(boxesOf(cb)) & ~cb);
    const claims = load<u32>(BANDC + ((<usize>b) << 2));
    let only = load<u32>(BANDO + ((<usize>b) << 2));
    if ((only & ROWS_CHANGE) == 0 && (bo & bandKeep) == bo) {
      r += br;
      continue;
    }
    only &= ~ROWS_CHANGE;
    for (let i = 0; i < br; i++, r++) {
      const a = p + rowAt<W>(r);
      const x = word<W>(a);
      const nz = load<u32>(ROWNZ + ((<usize>r) << 2));
      // Claims of the band's other rows (a row reaching one box claims it).
      const own = (nz & (nz - 1)) == 0 ? nz : 0;
      let keep = bandKeep & ~expand(claims & ~own);
      const pt = nz & only;
      if (pt != 0) keep &= expand(pt);
      const y = x & keep;
      if (y != x) {
        setWord<W>(a, y);
        changed = 1;
      }
    }
  }
  return changed;
}

/** Per lane, expand() on vectors of row words W (unsigned, so the shift right is logical). */
function expandV<W>(t: v128): v128 {
  return v128.sub<W>(v128.shl<W>(t, 1), v128.shr<W>(t, bc - 1));
}

/** Lanes of 32-bit rows folded: every lane gets the OR of all four. */
function orLanes32(x: v128): v128 {
  x = v128.or(x, i32x4.shuffle(x, x, 1, 0, 3, 2));
  return v128.or(x, i32x4.shuffle(x, x, 2, 3, 0, 1));
}

/** Lanes of 32-bit rows folded: every lane gets the bits set in two or more of the four. */
function twiceLanes32(x: v128): v128 {
  let o = i32x4.shuffle(x, x, 1, 0, 3, 2);
  const t = v128.and(x, o);
  x = v128.or(x, o);
  o = i32x4.shuffle(x, x, 2, 3, 0, 1);
  return v128.or(v128.or(t, i32x4.shuffle(t, t, 2, 3, 0, 1)), v128.and(x, o));
}

/** Neighbouring 16-bit lanes swapped. */
function pairLanes16(x: v128): v128 {
  return i16x8.shuffle(x, x, 1, 0, 3, 2, 5, 4, 7, 6);
}

/** Lanes of 16-bit rows folded: every lane gets the OR of all eight (pairs, then as 32-bit lanes). */
function orLanes16(x: v128): v128 {
  return orLanes32(v128.or(x, pairLanes16(x)));
}

/** Lanes of 16-bit rows folded: every lane gets the bits set in two or more of the eight. */
function twiceLanes16(x: v128): v128 {
  const o = pairLanes16(x);
  // In both lanes of a pair, or in two of the pairs.
  return v128.or(orLanes32(v128.and(x, o)), twiceLanes32(v128.or(x, o)));
}

/** Per lane, the box a row reaching one box (or none) claims: its boxes if one, else 0. */
function ownOf<W>(nz: v128): v128 {
  return v128.and(nz, v128.eq<W>(v128.and(nz, v128.sub<W>(nz, v128.splat<W>(<W>1))), i32x4.splat(0)));
}

/** Per lane, the columns of band columns `bo` that are their box's only one (pointing in columns). */
function pointOf<W>(bo: v128, restV: v128, topV: v128): v128 {
  return v128.andnot(bo, expandV<W>(boxesOfV<W>(v128.and(bo, v128.sub<W>(bo, v128.splat<W>(<W>low))), restV, topV)));
}

/**
 * Per lane, what the column rules leave a band: not the columns another band points at, and in a
 * box with a column `cb` claimed by this band, that column only.
 */
function bandKeepOf<W>(points: v128, point: v128, cb: v128, restV: v128, topV: v128): v128 {
  return v128.andnot(v128.not(v128.andnot(points, point)), v128.andnot(expandV<W>(boxesOfV<W>(cb, restV, topV)), cb));
}

/**
 * What a row of each band keeps: bandKeep, less the boxes the band's other rows claim, and where
 * the row is its box's only one (pt), that box alone.
 */
function keepRow<W>(bandKeep: v128, claims: v128, own: v128, pt: v128): v128 {
  const keep = v128.andnot(bandKeep, expandV<W>(v128.andnot(claims, own)));
  return v128.and(keep, v128.or(expandV<W>(pt), v128.eq<W>(pt, i32x4.splat(0))));
}

// lockedValue5's groups of bands in lanes, 18 vectors a group: rows t0-t4 of each band (a lane a band), what the rows
// claim (own0-4), the boxes they are the only row of (pt0-4), and per band its columns (bo), its
// columns that are their box's only one (point) and its claimed boxes (claims). Two groups.
const LOCK = memory.data(2 * 18 * 16, 16);
const L_OWN: usize = 5 * 16;
const L_PT: usize = 10 * 16;
const L_BO: usize = 15 * 16;
const L_POINT: usize = 16 * 16;
const L_CLAIMS: usize = 17 * 16;

/**
 * The rules inside each band of a group (its br rows at g, words W): fills the group's own, pt,
 * bo, point and claims; true on a contradiction in a band of `inLanes`.
 */
function lockBands<W>(g: usize, inLanes: v128): bool {
  const zero = i32x4.splat(0);
  const one = v128.splat<W>(<W>1);
  const topV = v128.splat<W>(<W>top);
  const restV = v128.splat<W>(<W>rest);
  const end = (<usize>br) << 4;
  let claims = zero;
  let bad = zero;
  let o = zero;
  let t = zero;
  let bo = zero;
  for (let i: usize = 0; i < end; i += 16) {
    const x = v128.load(g + i);
    // The boxes the row reaches; a row reaching one box (or none) claims it.
    const nz = boxesOfV<W>(x, restV, topV);
    const own = ownOf<W>(nz);
    v128.store(g + L_OWN + i, own);
    v128.store(g + L_PT + i, nz); // the boxes the row reaches, until `only` is known
    bad = v128.or(bad, v128.and(claims, own)); // two rows of a band claim v in one box
    claims = v128.or(claims, own);
    t = v128.or(t, v128.and(o, nz));
    o = v128.or(o, nz);
    bo = v128.or(bo, x);
  }
  // Boxes reached by one row of the band only (pointing in rows).
  const only = v128.andnot(o, t);
  for (let i: usize = 0; i < end; i += 16) {
    const pt = v128.and(v128.load(g + L_PT + i), only);
    v128.store(g + L_PT + i, pt);
    bad = v128.or(bad, v128.and(pt, v128.sub<W>(pt, one))); // two boxes need v on one row
  }
  bad = v128.or(bad, v128.xor(boxesOfV<W>(bo, restV, topV), topV)); // a box of the band without v
  // Columns that are their box's only one in the band (pointing in columns).
  const point = pointOf<W>(bo, restV, topV);
  v128.store(g + L_BO, bo);
  v128.store(g + L_POINT, point);
  v128.store(g + L_CLAIMS, claims);
  return v128.any_true(v128.and(bad, inLanes));
}

/**
 * The group's rows at g as they keep v, written over them; true if any lost it somewhere. A row
 * keeps what the column rules leave (`claim`: columns with v in one band only; `points`: the
 * columns pointed at by any band), less the boxes the band's other rows claim, and where the row
 * is its box's only one, that box alone.
 */
function keepBands<W>(g: usize, claim: v128, points: v128): bool {
  const zero = i32x4.splat(0);
  const topV = v128.splat<W>(<W>top);
  const restV = v128.splat<W>(<W>rest);
  const end = (<usize>br) << 4;
  const bo = v128.load(g + L_BO);
  const claims = v128.load(g + L_CLAIMS);
  const cb = v128.and(claim, bo);
  const bandKeep = bandKeepOf<W>(points, v128.load(g + L_POINT), cb, restV, topV);
  let lost = zero;
  for (let i: usize = 0; i < end; i += 16) {
    const keep = keepRow<W>(bandKeep, claims, v128.load(g + L_OWN + i), v128.load(g + L_PT + i));
    const x = v128.load(g + i);
    lost = v128.or(lost, v128.andnot(x, keep));
    v128.store(g + i, v128.and(x, keep));
  }
  return v128.any_true(lost);
}

/**
 * lockedValue() for 16-bit rows and 4-row boxes (16×16, 12×12 and 8×8 with 4-row boxes): the
 * bands transposed as in boxSingles4 (lane b of ti is row i of band b, lanes past the last band
 * 0), every rule of every band computed at once without branches, the rows transposed back. The
 * same contradictions and the same removals as lockedValue(), all read from the plane on entry.
 * The same steps as lockBands and keepBands, kept in registers: through LOCK's memory they
 * measured 0.98× on 16×16 (bench/RESULTS.md).
 */
function lockedValue4(st: usize, v: i32): i32 {
  const p = plane(st, v);
  const zero = i32x4.splat(0);
  const one = i16x8.splat(1);
  const a = v128.load(p);
  const b = bands > 2 ? v128.load(p, 16) : zero;
  const inBands = v128.load(BAND_LANES);
  const t0 = v128.and(i16x8.shuffle(a, b, 0, 4, 8, 12, 0, 4, 8, 12), inBands);
  const t1 = v128.and(i16x8.shuffle(a, b, 1, 5, 9, 13, 1, 5, 9, 13), inBands);
  const t2 = v128.and(i16x8.shuffle(a, b, 2, 6, 10, 14, 2, 6, 10, 14), inBands);
  const t3 = v128.and(i16x8.shuffle(a, b, 3, 7, 11, 15, 3, 7, 11, 15), inBands);
  const topV = i16x8.splat(<i16>top);
  const restV = i16x8.splat(<i16>rest);
  // The boxes each row reaches, and the one it claims.
  const nz0 = boxesOfV<u16>(t0, restV, topV);
  const nz1 = boxesOfV<u16>(t1, restV, topV);
  const nz2 = boxesOfV<u16>(t2, restV, topV);
  const nz3 = boxesOfV<u16>(t3, restV, topV);
  const own0 = ownOf<u16>(nz0);
  const own1 = ownOf<u16>(nz1);
  const own2 = ownOf<u16>(nz2);
  const own3 = ownOf<u16>(nz3);
  let claims = v128.or(own0, own1);
  let bad = v128.and(own0, own1); // two rows of a band claim v in one box
  bad = v128.or(bad, v128.and(claims, own2));
  claims = v128.or(claims, own2);
  bad = v128.or(bad, v128.and(claims, own3));
  claims = v128.or(claims, own3);
  // Boxes reached by one row of the band only (pointing in rows).
  let o = v128.or(nz0, nz1);
  let t = v128.and(nz0, nz1);
  t = v128.or(t, v128.and(o, nz2));
  o = v128.or(o, nz2);
  t = v128.or(t, v128.and(o, nz3));
  o = v128.or(o, nz3);
  const only = v128.andnot(o, t);
  const pt0 = v128.and(nz0, only);
  const pt1 = v128.and(nz1, only);
  const pt2 = v128.and(nz2, only);
  const pt3 = v128.and(nz3, only);
  // Two boxes that need v on one row.
  bad = v128.or(bad, v128.or(v128.and(pt0, i16x8.sub(pt0, one)), v128.and(pt1, i16x8.sub(pt1, one))));
  bad = v128.or(bad, v128.or(v128.and(pt2, i16x8.sub(pt2, one)), v128.and(pt3, i16x8.sub(pt3, one))));
  const bo = v128.or(v128.or(t0, t1), v128.or(t2, t3));
  bad = v128.or(bad, v128.and(v128.xor(boxesOfV<u16>(bo, restV, topV), topV), inBands)); // a box of the band without v
  // One column needing v in two bands is a contradiction, and so is a column without v.
  const point = pointOf<u16>(bo, restV, topV);
  bad = v128.or(bad, twiceLanes16(point));
  const co = orLanes16(bo);
  bad = v128.or(bad, v128.xor(co, i16x8.splat(<i16>full)));
  if (v128.any_true(bad)) return -1;
  const claim = v128.andnot(co, twiceLanes16(bo)); // columns with v in one band only
  const bandKeep = bandKeepOf<u16>(orLanes16(point), point, v128.and(claim, bo), restV, topV);
  const y0 = v128.and(t0, keepRow<u16>(bandKeep, claims, own0, pt0));
  const y1 = v128.and(t1, keepRow<u16>(bandKeep, claims, own1, pt1));
  const y2 = v128.and(t2, keepRow<u16>(bandKeep, claims, own2, pt2));
  const y3 = v128.and(t3, keepRow<u16>(bandKeep, claims, own3, pt3));
  // Back to rows: lanes (y0, y1) and (y2, y3) interleaved, then their 32-bit pairs.
  const e = i16x8.shuffle(y0, y1, 0, 8, 1, 9, 2, 10, 3, 11);
  const f = i16x8.shuffle(y2, y3, 0, 8, 1, 9, 2, 10, 3, 11);
  const na = i32x4.shuffle(e, f, 0, 4, 1, 5);
  const nb = i32x4.shuffle(e, f, 2, 6, 3, 7);
  v128.store(p, na);
  if (bands > 2) v128.store(p, nb, 16);
  return v128.any_true(v128.or(v128.xor(na, a), v128.xor(nb, b))) ? 1 : 0;
}

/**
 * lockedValue() at 25×25 (5×5 boxes, 32-bit rows): bands 0-3 in the lanes of one group (row
 * 5b + i of band b gathered a lane at a time, as boxSingles5), band 4 in lane 0 of a second, the
 * rules inside bands computed a group at once, the rules across bands from the groups' lanes
 * folded. The same contradictions and removals as lockedValue(), read from the plane on entry.
 */
function lockedValue5(st: usize, v: i32): i32 {
  const p = plane(st, v);
  const ga = LOCK;
  const gb = LOCK + 18 * 16;
  for (let i: usize = 0, a = p; i < 80; i += 16, a += 4) {
    let x = v128.load32_zero(a);
    x = v128.load32_lane(a, x, 1, 20);
    x = v128.load32_lane(a, x, 2, 40);
    x = v128.load32_lane(a, x, 3, 60);
    v128.store(ga + i, x);
    v128.store(gb + i, v128.load32_zero(a, 80));
  }
  if (lockBands<u32>(ga, i32x4.splat(-1)) || lockBands<u32>(gb, i32x4(-1, 0, 0, 0))) return -1;
  const boA = v128.load(ga + L_BO);
  const oA = orLanes32(boA);
  const oB = orLanes32(v128.load(gb + L_BO));
  const pointA = v128.load(ga + L_POINT);
  const pA = orLanes32(pointA);
  const pB = orLanes32(v128.load(gb + L_POINT));
  // One column needing v in two bands, or a column without v.
  const co = v128.or(oA, oB);
  if (v128.any_true(v128.or(v128.or(twiceLanes32(pointA), v128.and(pA, pB)), v128.xor(co, i32x4.splat(full))))) return -1;
  const claim = v128.andnot(co, v128.or(twiceLanes32(boA), v128.and(oA, oB))); // columns with v in one band only
  const points = v128.or(pA, pB);
  const changed = keepBands<u32>(ga, claim, points) | keepBands<u32>(gb, claim, points);
  if (!changed) return 0;
  for (let i: usize = 0, a = p; i < 80; i += 16, a += 4) {
    const x = v128.load(ga + i);
    v128.store32_lane(a, x, 0);
    v128.store32_lane(a, x, 1, 20);
    v128.store32_lane(a, x, 2, 40);
    v128.store32_lane(a, x, 3, 60);
    v128.store32_lane(a, v128.load(gb + i), 0, 80);
  }
  return 1;
}

/** Propagates the level at `st` to a fixed point; false on a contradiction. */
function propagate<W>(st: usize): bool {
  while (true) {
    const k = nakedSingles<W>(st);
    if (k < 0) return false;
    if (k > 0) continue;
    if (dVals != 0) {
      let m = dVals;
      dVals = 0;
      while (m != 0) {
        const v = <i32>ctz(m);
        m &= m - 1;
        if (hiddenSingles<W>(st, v) < 0) return false;
      }
    }
    if (dVals != 0) continue;
    if (dLocked == 0 || probing) return true;
    let m = dLocked;
    dLocked = 0;
    let changed: u32 = 0;
    while (m != 0) {
      const v = <i32>ctz(m);
      m &= m - 1;
      const lc =
        sizeof<W>() == 2 && br == 4
          ? lockedValue4(st, v)
          : sizeof<W>() == 4 && br == 5 && bands == 5
            ? lockedValue5(st, v)
            : lockedValue<W>(st, v);
      if (lc < 0) return false;
      if (lc > 0) changed |= (<u32>1) << v;
    }
    if (changed == 0) return true;
    dVals |= changed;
    dLocked |= changed;
  }
}

/** From this many open cells on, a node probes its best bivalue cells first (as lookahead.ts). */
const LOOKAHEAD_MIN_OPEN: i32 = 65;
/** Bivalue cells a lookahead probes (4, 5, 6, 8, 10 measured: 6 was fastest on 16×16 d1.0 and 25×25). */
const TOP_CELLS: i32 = 6;

/** After choose(): the best bivalue cells (up to TOP_CELLS where a lookahead may run), best first. */
let topCount: i32 = 0;
const TOP = memory.data(TOP_CELLS * 4, 16);
const TOP_SCORE = memory.data(TOP_CELLS * 4, 16);
const UNIT_OPEN = memory.data(3 * MAXN * 4, 16); // open cells per row, column, box
const BIVALUE = memory.data(MAXPLANE, 16);

/**
 * The branch cell: -1 when every cell is placed. MRV; among equals the cell whose row, column and
 * box have the most open cells (its placement narrows the most), the first in row-major order.
 */
function choose<W>(st: usize): i32 {
  const sp = solvedPlane(st);
  topCount = 0;
  if (rowMajor) {
    for (let r = 0; r < n; r++) {
      const open = full & ~word<W>(sp + rowAt<W>(r));
      if (open != 0) return r * n + <i32>ctz(open);
    }
    return -1;
  }
  memory.fill(UNIT_OPEN, 0, <usize>(12 * n));
  const colAt = UNIT_OPEN + ((<usize>n) << 2);
  const boxAt = UNIT_OPEN + ((<usize>(2 * n)) << 2);
  let open = 0;
  // Open cells per column as five bit planes (counts up to 31), summed row by row.
  let k0: u32 = 0;
  let k1: u32 = 0;
  let k2: u32 = 0;
  let k3: u32 = 0;
  let k4: u32 = 0;
  for (let r = 0; r < n; r++) {
    const w = full & ~word<W>(sp + rowAt<W>(r));
    const k = <i32>popcnt(w);
    store<i32>(UNIT_OPEN + ((<usize>r) << 2), k);
    open += k;
    const t1 = k0 & w;
    k0 ^= w;
    const t2 = k1 & t1;
    k1 ^= t1;
    const t3 = k2 & t2;
    k2 ^= t2;
    k4 ^= k3 & t3;
    k3 ^= t3;
    const band = (r / br) * stacks;
    for (let s = 0; s < stacks; s++) {
      const ba = boxAt + ((<usize>(band + s)) << 2);
      store<i32>(ba, load<i32>(ba) + <i32>popcnt(w & boxMask(s)));
    }
  }
  if (open == 0) return -1;
  for (let c = 0; c < n; c++) {
    const count = ((k0 >>> c) & 1) | (((k1 >>> c) & 1) << 1) | (((k2 >>> c) & 1) << 2) | (((k3 >>> c) & 1) << 3) | (((k4 >>> c) & 1) << 4);
    store<i32>(colAt + ((<usize>c) << 2), <i32>count);
  }
  // Bivalue cells of the whole board: once/twice/thrice over the planes.
  let any = false;
  for (let j = 0; j < vecs; j++) {
    const o = (<usize>j) << 4;
    let once = i32x4.splat(0);
    let twice = once;
    let thrice = once;
    for (let u = 0, a = st + o; u < n; u++, a += pb) {
      const x = v128.load(a);
      thrice = v128.or(thrice, v128.and(twice, x));
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
    }
    const bv = v128.andnot(v128.andnot(twice, thrice), v128.load(sp + o));
    v128.store(BIVALUE + o, bv);
    if (v128.any_true(bv)) any = true;
  }
  const keep = open >= LOOKAHEAD_MIN_OPEN ? TOP_CELLS : 1;
  if (any) {
    for (let r = 0; r < n; r++) {
      const rowOpen = load<i32>(UNIT_OPEN + ((<usize>r) << 2));
      for (let x = word<W>(BIVALUE + rowAt<W>(r)); x != 0; x &= x - 1) {
        const c = <i32>ctz(x);
        const cell = r * n + c;
        const score = rowOpen + load<i32>(colAt + ((<usize>c) << 2)) + load<i32>(boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2));
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
      }
    }
    return load<i32>(TOP);
  }
  let best = -1;
  let bestCount: i32 = 99;
  let bestScore = -1;
  for (let r = 0; r < n; r++) {
    const rowOpen = load<i32>(UNIT_OPEN + ((<usize>r) << 2));
    for (let x = full & ~word<W>(sp + rowAt<W>(r)); x != 0; x &= x - 1) {
      const c = <i32>ctz(x);
      const k = <i32>popcnt(candidates<W>(st, r, c));
      if (k > bestCount) continue;
      const cell = r * n + c;
      const score = rowOpen + load<i32>(colAt + ((<usize>c) << 2)) + load<i32>(boxAt + ((<usize>load<u8>(CELL_BOX + <usize>cell)) << 2));
      if (k < bestCount || score > bestScore) {
        bestCount = k;
        bestScore = score;
        best = cell;
      }
    }
  }
  return best;
}

/** Open cells of the level at `st`. */
function countOpen<W>(st: usize): i32 {
  const sp = solvedPlane(st);
  let open = 0;
  for (let r = 0; r < n; r++) open += <i32>popcnt(full & ~word<W>(sp + rowAt<W>(r)));
  return open;
}

function record<W>(st: usize): void {
  for (let v = 0; v < n; v++) {
    const p = plane(st, v);
    for (let r = 0; r < n; r++) {
      for (let x = word<W>(p + rowAt<W>(r)); x != 0; x &= x - 1) store<u8>(OUTPUT + <usize>(r * n + <i32>ctz(x)), <u8>(v + 1));
    }
  }
}

function reset(): void {
  dVals = dLocked = 0;
}

/** Value v at `cell`, whose values are `cand`, on the copy of `from` at `to`, propagated: false on a contradiction. */
function guess<W>(from: usize, to: usize, cell: i32, v: i32, cand: u32): bool {
  memory.copy(to, from, stride);
  reset();
  const r = cell / n;
  place<W>(to, v, r, cell - r * n, cand);
  return propagate<W>(to);
}

/** guess() for a lookahead: singles only, no locked candidates. */
function probe<W>(from: usize, to: usize, cell: i32, v: i32, cand: u32): bool {
  probing = true;
  const ok = guess<W>(from, to, cell, v, cand);
  probing = false;
  return ok;
}

/** Value v at `cell`, whose values are `cand`, on the level itself, propagated: false on a contradiction. */
function force<W>(st: usize, cell: i32, v: i32, cand: u32): bool {
  reset();
  const r = cell / n;
  place<W>(st, v, r, cell - r * n, cand);
  return propagate<W>(st);
}

/**
 * The subtree of the (propagated) level. False when the search stops: limit reached or budget spent.
 *
 * With many open cells, a node first probes both values of its best bivalue cells (on copies,
 * propagated): a refuted value leaves the cell its other one, on this level; else the cell whose
 * two probes leave the fewest open cells is branched on, its probes being the branches. Probes
 * are not nodes; a branch refuted at once is no node and no backtrack.
 */
function node<W>(level: i32): bool {
  const st = LEVELS + <usize>level * stride;
  const next = st + stride;
  const after = next + stride;
  while (true) {
    nodes++;
    if (nodes > maxNodes || ((nodes & 255) == 0 && now() > deadline)) {
      exhausted = true;
      return false;
    }
    const cell = choose<W>(st);
    if (cell < 0) {
      if (++solutions == 1) record<W>(st);
      return solutions < limit;
    }
    if (topCount > 1) {
      let bestOpen = 0x7fffffff;
      let forced = false;
      for (let k = 0; k < topCount; k++) {
        const c = load<i32>(TOP + ((<usize>k) << 2));
        const r = c / n;
        const m = candidates<W>(st, r, c - r * n);
        const v1 = <i32>ctz(m);
        const v2 = <i32>ctz(m & (m - 1));
        if (!probe<W>(st, next, c, v1, m)) {
          // The cell takes its other value, on this level.
          if (!force<W>(st, c, v2, m)) return true;
          forced = true;
          break;
        }
        if (!probe<W>(st, after, c, v2, m)) {
          memory.copy(st, next, stride);
          forced = true;
          break;
        }
        const open = countOpen<W>(next) + countOpen<W>(after);
        if (open < bestOpen) {
          bestOpen = open;
          memory.copy(BEST1, next, stride);
          memory.copy(BEST2, after, stride);
        }
      }
      if (forced) continue;
      memory.copy(next, BEST1, stride);
      memory.copy(st, BEST2, stride);
      if (!node<W>(level + 1)) return false;
      backtracks++;
      continue;
    }
    const r = cell / n;
    const cand = candidates<W>(st, r, cell - r * n);
    let m = cand;
    // Every value but the last on a copy of the level.
    while ((m & (m - 1)) != 0) {
      const v = <i32>ctz(m);
      m &= m - 1;
      if (guess<W>(st, next, cell, v, cand)) {
        if (!node<W>(level + 1)) return false;
        backtracks++;
      }
    }
    // The last value in place: this loop goes on as its node.
    if (!force<W>(st, cell, <i32>ctz(m), cand)) return true;
  }
}

/**
 * The givens at level 0, then propagation; false on a clash or a contradiction. One pass over
 * the cells marks each given in its value's plane (a row already given that value is a clash;
 * empty cells write nothing, through NO_PLANE, with no branch on the cell); then per value a
 * pass over its plane's rows finds the columns and, band by band, the boxes given it (a column
 * or box given it twice is a clash), and a second builds its rows at once: a row given v keeps
 * that cell, any other keeps its open cells outside the columns and boxes given v (what placing
 * the givens one by one would leave, without a pass over peers per given).
 */
function loadBoard<W>(): bool {
  const st = LEVELS;
  const sp = solvedPlane(st);
  reset();
  memory.fill(st, 0, stride);
  let bad: u32 = 0;
  for (let r = 0, cell = 0; r < n; r++) {
    let solved: u32 = 0;
    const row = st + rowAt<W>(r) - pb;
    for (let c = 0; c < n; c++, cell++) {
      const v = <u32>load<u8>(INPUT + <usize>cell);
      const given = v - 1 < <u32>n; // not empty and not past the last value
      const a = select<usize>(row + <usize>v * pb, NO_PLANE, given);
      const cb = select<u32>((<u32>1) << c, 0, given);
      const x = word<W>(a);
      bad |= x | (<u32>(v > <u32>n));
      setWord<W>(a, x | cb);
      solved |= cb;
    }
    setWord<W>(sp + rowAt<W>(r), solved);
  }
  if (bad != 0) return false;
  for (let v = 0, p = st; v < n; v++, p += pb) {
    let cols: u32 = 0;
    for (let r0 = 0, b = 0; r0 < n; r0 += br, b++) {
      const end = p + rowAt<W>(r0 + br);
      let g: u32 = 0;
      for (let a = p + rowAt<W>(r0); a < end; a += sizeof<W>()) {
        const x = word<W>(a);
        bad |= (cols & x) | (boxesOf(g) & boxesOf(x));
        g |= x;
      }
      cols |= g;
      store<u32>(BANDW + ((<usize>b) << 2), g);
    }
    if (bad != 0) return false;
    for (let r0 = 0, b = 0; r0 < n; r0 += br, b++) {
      const end = p + rowAt<W>(r0 + br);
      const open = full & ~(cols | expand(boxesOf(load<u32>(BANDW + ((<usize>b) << 2)))));
      for (let a = p + rowAt<W>(r0), s = sp + rowAt<W>(r0); a < end; a += sizeof<W>(), s += sizeof<W>()) {
        const x = word<W>(a);
        setWord<W>(a, select<u32>(x, open & ~word<W>(s), x != 0));
      }
    }
  }
  dVals = dLocked = full;
  return propagate<W>(st);
}

function count<W>(lim: i32, major: bool): i32 {
  memory.copy(LEVELS + stride, LEVELS, stride);
  solutions = 0;
  limit = lim;
  rowMajor = major;
  exhausted = false;
  node<W>(1);
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
  nodes = 0;
  backtracks = 0;
  maxNodes = budgetNodes;
  deadline = deadlineAt;
  exhausted = false;
  solutions = 0;
  let code: i32;
  // Rows of up to 16 columns as 16-bit words: half the vectors a plane (16×16: 2 instead of 4).
  if (size <= 16) {
    setShape<u16>(size, boxRows, boxCols);
    code = search<u16>(lim);
  } else {
    setShape<u32>(size, boxRows, boxCols);
    code = search<u32>(lim);
  }
  store<i32>(STATS, solutions);
  store<i32>(STATS, nodes, 4);
  store<i32>(STATS, backtracks, 8);
  return code;
}

function search<W>(lim: i32): i32 {
  if (!loadBoard<W>()) return STATUS_CONTRADICTION;
  const found = count<W>(lim, false);
  if (exhausted) return STATUS_LIMIT_EXCEEDED;
  if (found == 0) return STATUS_NO_SOLUTION;
  if (found == 1) return STATUS_SOLVED;
  count<W>(1, true);
  solutions = found;
  return exhausted ? STATUS_LIMIT_EXCEEDED : STATUS_SOLVED;
}
