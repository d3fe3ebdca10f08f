// The 9×9 search kernel in AssemblyScript, compiled to WebAssembly with 128-bit SIMD
// (asconfig.json; `npm run build:wasm`). Called through ../kernel.ts, which owns the contract
// of solve.ts (statuses, conflicts, the outcome object); this file only searches.
//
// State of one level: for each value v, one v128 whose lanes 0..2 are the three bands (rows
// 0-2, 3-5, 6-8) and lane 3 is unused: bit i of lane b is the cell of row 3b + i / 9, column
// i % 9 (so lane b, bit i is the row-major cell 27b + i). A set bit: v may go there, or v is
// placed there. A tenth v128 holds the placed cells. Placing a value is ten vector operations
// (clear the cell in every value, clear the value's column in every band and its row and box in
// its own band), and the naked singles of all 81 cells are one bit-sliced count over the nine
// values, three bands at once.
//
// Per value and band, the band's nine minirows (row r ∩ box x, three cells) must hold the value
// in a permutation pattern (one per row and per box). The minirows that hold candidates are
// looked up as a 9-bit pattern, and a table gives the cells of the union of the six
// permutations inside it: that removes pointing and claiming candidates (locked candidates
// inside the band) in one step, and an empty union is a contradiction. A row left with one cell
// is a hidden single. The (value, band) pairs whose words changed since they were last reduced
// are the dirty mask (bit 4 * value + band). Propagation runs the bulk naked-singles pass first
// and again after every round that placed some; only when it finds none are the dirty bands
// reduced, then the column hidden singles (easy boards are then mostly cheap naked singles).
// Loops and branches cost more in V8 than the vector work they would save, so the hot paths
// are unrolled and read bits with SIMD compares and bitmasks.
//
// Search: propagate to a fixed point, branch on the bivalue cell with the most open peers (or,
// without one, the first cell with the fewest candidates), values ascending, the last value in
// place on the same level (no copy). A second mode branches on the first open cell in row-major
// order: its first solution is the lexicographically first (propagation only removes values no
// solution holds).
//
// Budget: nodes counted per search node (each entry of the loop in node(), the root included);
// the imported clock is read every 256 nodes.

declare function now(): f64;

const BAND: i32 = 0x7ffffff;
const STATE: i32 = 160; // bytes per level: 9 value vectors + the placed cells
const PLACED: i32 = 144;
const MAX_LEVELS: i32 = 84;

// Tables (filled at start below).
const ROW_MINI: usize = memory.data(512); // 9 bits of one row → 3 bits: the boxes it holds candidates in
const PERMS: usize = memory.data(2048, 4); // 9-bit minirow pattern → the cells of the union of the permutations inside it
const EXPAND: usize = memory.data(2048, 4); // 9-bit minirow pattern → its 27 cells (builds PERMS)
const CELL: usize = memory.data(81 * 16, 16); // per cell: its bit in its band's lane
const PEERS: usize = memory.data(81 * 16, 16); // per cell: its column in every band, its row and box in its own band
const LEVELS: usize = memory.data(STATE * MAX_LEVELS, 16);
const INPUT: usize = memory.data(96, 16); // 81 cells, then zeros up to a whole 16-byte chunk
const OUTPUT: usize = memory.data(81);
const STATS: usize = memory.data(12, 4); // after solve(): solutions, nodes, backtracks (i32 each)
// solveTextLines(): the caller's alphabet as two tables.
const VALUE_OF: usize = memory.data(128); // char code → its value + 1 where it is a value 0..9, else 0
const SYMBOL_OF: usize = memory.data(16); // value 1..9 → its symbol's char code
// solveTextLines(): many lines' chars in, the uniquely solved ones' symbols out (never more bytes
// than came in: 82 or 83 a line in, at most 82 out).
const LINES_BYTES: i32 = 16384;
const LINES_IN: usize = memory.data(LINES_BYTES, 16);
const LINES_OUT: usize = memory.data(LINES_BYTES, 16);
const LINES_STATS: usize = memory.data(12, 4); // bytes written, lines solved, the last line's status

let dirty: i64 = 0;
let nodes: i32 = 0;
let backtracks: i32 = 0;
let maxNodes: i32 = 0;
let deadline: f64 = 0;
let exhausted: bool = false;
let solutions: i32 = 0;
let limit: i32 = 2;
let rowMajor: bool = false;

function buildTables(): void {
  for (let v = 0; v < 512; v++) {
    store<u8>(ROW_MINI + v, ((v & 7) != 0 ? 1 : 0) | ((v & 0x38) != 0 ? 2 : 0) | ((v & 0x1c0) != 0 ? 4 : 0));
    let cells = 0;
    for (let k = 0; k < 9; k++) if ((v & (1 << k)) != 0) cells |= 7 << ((k / 3) * 9 + (k % 3) * 3);
    store<i32>(EXPAND + ((<usize>v) << 2), cells);
  }
  // The six permutations of boxes to the band's rows, as minirow patterns (bit 3r + x).
  const perms = memory.data<u16>([0x111, 0x0a1, 0x10a, 0x062, 0x08c, 0x054]);
  for (let s = 0; s < 512; s++) {
    let u = 0;
    for (let p = 0; p < 6; p++) {
      const m = <i32>load<u16>(perms + ((<usize>p) << 1));
      if ((s & m) == m) u |= m;
    }
    store<i32>(PERMS + ((<usize>s) << 2), load<i32>(EXPAND + ((<usize>u) << 2)));
  }
  for (let cell = 0; cell < 81; cell++) {
    const b = cell / 27;
    const i = cell % 27;
    const r = i / 9;
    const c = i % 9;
    const x = c / 3;
    const bit = 1 << i;
    const col = (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
    const rowBox = (0x1ff << (r * 9)) | (0x1c0e07 << (x * 3)); // 0x1c0e07: columns 0-2 of rows 0-2
    const own = (col | rowBox) & ~bit;
    let cv = i32x4.splat(0);
    let pv = i32x4.splat(0);
    for (let lane = 0; lane < 3; lane++) {
      const mine = lane == b;
      const cb = mine ? bit : 0;
      const pb = mine ? own : col;
      if (lane == 0) {
        cv = i32x4.replace_lane(cv, 0, cb);
        pv = i32x4.replace_lane(pv, 0, pb);
      } else if (lane == 1) {
        cv = i32x4.replace_lane(cv, 1, cb);
        pv = i32x4.replace_lane(pv, 1, pb);
      } else {
        cv = i32x4.replace_lane(cv, 2, cb);
        pv = i32x4.replace_lane(pv, 2, pb);
      }
    }
    v128.store(CELL + <usize>(cell << 4), cv);
    v128.store(PEERS + <usize>(cell << 4), pv);
  }
}
buildTables();

function lane(v: v128, b: i32): i32 {
  if (b == 0) return i32x4.extract_lane(v, 0);
  if (b == 1) return i32x4.extract_lane(v, 1);
  return i32x4.extract_lane(v, 2);
}

/** The dirty bits (bit 4e + lane) of the values e whose vector `cv` (one cell) hits, x0..x8 the nine values. */
function hits(cv: v128, x0: v128, x1: v128, x2: v128, x3: v128, x4: v128, x5: v128, x6: v128, x7: v128, x8: v128): i64 {
  // Per value a lane of all ones where it holds the cell, narrowed to bytes (value e: bytes
  // 4e..4e+3) and read as one bit per byte: no loop, no branch.
  const z = i32x4.splat(0);
  const n01 = i16x8.narrow_i32x4_s(i32x4.ne(v128.and(x0, cv), z), i32x4.ne(v128.and(x1, cv), z));
  const n23 = i16x8.narrow_i32x4_s(i32x4.ne(v128.and(x2, cv), z), i32x4.ne(v128.and(x3, cv), z));
  const n45 = i16x8.narrow_i32x4_s(i32x4.ne(v128.and(x4, cv), z), i32x4.ne(v128.and(x5, cv), z));
  const n67 = i16x8.narrow_i32x4_s(i32x4.ne(v128.and(x6, cv), z), i32x4.ne(v128.and(x7, cv), z));
  const n8 = i16x8.narrow_i32x4_s(i32x4.ne(v128.and(x8, cv), z), z);
  const lo = i8x16.bitmask(i8x16.narrow_i16x8_s(n01, n23));
  const hi = i8x16.bitmask(i8x16.narrow_i16x8_s(n45, n67));
  const top = i8x16.bitmask(i8x16.narrow_i16x8_s(n8, z));
  return (<i64>(<u32>lo)) | ((<i64>(<u32>hi)) << 16) | ((<i64>(<u32>top)) << 32);
}

/** The dirty bits of value d in the bands where `hit` has bits. */
function valueBands(hit: v128, d: i32): i64 {
  const bands: i64 = <u32>i32x4.bitmask(i32x4.ne(hit, i32x4.splat(0)));
  const shift: i64 = d << 2;
  return bands << shift;
}

/** Value d (0-based) at `cell` on the level at `st`; the caller checked that d may go there. */
function place(st: usize, d: i32, cell: i32): void {
  const cv = v128.load(CELL + <usize>(cell << 4));
  const x0 = v128.load(st);
  const x1 = v128.load(st, 16);
  const x2 = v128.load(st, 32);
  const x3 = v128.load(st, 48);
  const x4 = v128.load(st, 64);
  const x5 = v128.load(st, 80);
  const x6 = v128.load(st, 96);
  const x7 = v128.load(st, 112);
  const x8 = v128.load(st, 128);
  // Dirty: the values that lose this cell, and this value in the bands whose column it leaves.
  let touched = hits(cv, x0, x1, x2, x3, x4, x5, x6, x7, x8);
  v128.store(st, v128.andnot(x0, cv));
  v128.store(st, v128.andnot(x1, cv), 16);
  v128.store(st, v128.andnot(x2, cv), 32);
  v128.store(st, v128.andnot(x3, cv), 48);
  v128.store(st, v128.andnot(x4, cv), 64);
  v128.store(st, v128.andnot(x5, cv), 80);
  v128.store(st, v128.andnot(x6, cv), 96);
  v128.store(st, v128.andnot(x7, cv), 112);
  v128.store(st, v128.andnot(x8, cv), 128);
  const dp = st + <usize>(d << 4);
  const peers = v128.load(PEERS + <usize>(cell << 4));
  const before = v128.load(dp);
  const hit = v128.and(before, peers);
  touched |= valueBands(hit, d);
  v128.store(dp, v128.or(v128.andnot(before, peers), cv));
  v128.store(st, v128.or(v128.load(st, PLACED), cv), PLACED);
  dirty |= touched;
}

/** place() for a cell whose only candidate is d: no other value loses it. */
function placeSingle(st: usize, d: i32, cell: i32): void {
  const cv = v128.load(CELL + <usize>(cell << 4));
  const dp = st + <usize>(d << 4);
  const peers = v128.load(PEERS + <usize>(cell << 4));
  const before = v128.load(dp);
  const hit = v128.and(before, peers);
  v128.store(dp, v128.andnot(before, peers));
  v128.store(st, v128.or(v128.load(st, PLACED), cv), PLACED);
  dirty |= valueBands(hit, d);
}

/** The values (bit e: value e) that may go at bit i of band b on the level at `st`; unrolled (a loop costs more in V8). */
function cellValues(st: usize, b: i32, i: i32): i32 {
  const w = st + <usize>(b << 2);
  return (
    ((load<i32>(w) >>> i) & 1) |
    (((load<i32>(w, 16) >>> i) & 1) << 1) |
    (((load<i32>(w, 32) >>> i) & 1) << 2) |
    (((load<i32>(w, 48) >>> i) & 1) << 3) |
    (((load<i32>(w, 64) >>> i) & 1) << 4) |
    (((load<i32>(w, 80) >>> i) & 1) << 5) |
    (((load<i32>(w, 96) >>> i) & 1) << 6) |
    (((load<i32>(w, 112) >>> i) & 1) << 7) |
    (((load<i32>(w, 128) >>> i) & 1) << 8)
  );
}

/** One level onto another: ten vector moves (memory.copy is a call into the runtime in V8). */
function copyLevel(dst: usize, src: usize): void {
  v128.store(dst, v128.load(src));
  v128.store(dst, v128.load(src, 16), 16);
  v128.store(dst, v128.load(src, 32), 32);
  v128.store(dst, v128.load(src, 48), 48);
  v128.store(dst, v128.load(src, 64), 64);
  v128.store(dst, v128.load(src, 80), 80);
  v128.store(dst, v128.load(src, 96), 96);
  v128.store(dst, v128.load(src, 112), 112);
  v128.store(dst, v128.load(src, 128), 128);
  v128.store(dst, v128.load(src, 144), 144);
}

function rowSingles(a: i32): i32 {
  let s = 0;
  const r0 = a & 0x1ff;
  const r1 = a & 0x3fe00;
  const r2 = a & 0x7fc0000;
  s |= select<i32>(r0, 0, (r0 & (r0 - 1)) == 0);
  s |= select<i32>(r1, 0, (r1 & (r1 - 1)) == 0);
  s |= select<i32>(r2, 0, (r2 & (r2 - 1)) == 0);
  return s;
}

/**
 * Hidden singles in columns, value by value (the three bands of a column folded across lanes).
 * 1: some were placed; 0: none; -1: a column lost a value.
 */
function columnSingles(st: usize): i32 {
  const rowMask = i32x4.splat(0x1ff);
  let placedAny = 0;
  for (let d = 0; d < 9; d++) {
    const p = st + <usize>(d << 4);
    const x = v128.load(p);
    const r0 = v128.and(x, rowMask);
    const r1 = v128.and(i32x4.shr_u(x, 9), rowMask);
    const r2 = i32x4.shr_u(x, 18);
    const o = v128.or(v128.or(r0, r1), r2);
    const t = v128.or(v128.and(r0, r1), v128.and(r2, v128.or(r0, r1)));
    const o1 = i32x4.shuffle(o, o, 1, 2, 0, 3);
    const o2 = i32x4.shuffle(o, o, 2, 0, 1, 3);
    const t1 = i32x4.shuffle(t, t, 1, 2, 0, 3);
    const t2 = i32x4.shuffle(t, t, 2, 0, 1, 3);
    const all = v128.or(v128.or(o, o1), o2);
    if (i32x4.extract_lane(all, 0) != 0x1ff) return -1;
    const two = v128.or(v128.or(v128.or(t, t1), t2), v128.or(v128.and(o, o1), v128.and(o2, v128.or(o, o1))));
    const one = i32x4.extract_lane(v128.andnot(all, two), 0);
    if (one == 0) continue;
    const spread = one | (one << 9) | (one << 18);
    for (let b = 0; b < 3; b++) {
      let s = load<i32>(p + <usize>(b << 2)) & spread & ~load<i32>(st + <usize>PLACED + <usize>(b << 2));
      while (s != 0) {
        const i = ctz(s);
        s &= s - 1;
        const bit = 1 << i;
        if ((load<i32>(p + <usize>(b << 2)) & bit) == 0) return -1;
        place(st, d, b * 27 + i);
        placedAny = 1;
      }
    }
  }
  return placedAny;
}

/** Propagates the level at `st` to a fixed point; false on a contradiction. */
function propagate(st: usize): bool {
  const band = i32x4(BAND, BAND, BAND, 0);
  while (true) {
    // Naked singles, and empty cells, over all 81 cells at once.
    let once = v128.load(st);
    let x = v128.load(st, 16);
    let twice = v128.and(once, x);
    once = v128.or(once, x);
    x = v128.load(st, 32);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 48);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 64);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 80);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 96);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 112);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    x = v128.load(st, 128);
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
    const open = v128.andnot(band, v128.load(st, PLACED));
    // Every cell placed, each value seen once per unit (a single that met a peer's value found
    // its cell empty): a solution, whatever bands are still marked dirty.
    if (!v128.any_true(open)) return true;
    if (v128.any_true(v128.andnot(open, once))) return false;
    const single = v128.and(v128.andnot(once, twice), open);
    if (!v128.any_true(single)) {
      if (dirty != 0) {
        while (dirty != 0) {
          const j = <i32>ctz(dirty);
          dirty &= dirty - 1;
          const d = j >> 2;
          const b = j & 3;
          const p = st + <usize>(d << 4) + <usize>(b << 2);
          let a = load<i32>(p);
          const shrink =
            (<i32>load<u8>(ROW_MINI + <usize>(a & 0x1ff))) |
            ((<i32>load<u8>(ROW_MINI + <usize>((a >> 9) & 0x1ff))) << 3) |
            ((<i32>load<u8>(ROW_MINI + <usize>(a >>> 18))) << 6);
          const allowed = load<i32>(PERMS + ((<usize>shrink) << 2));
          if (allowed == 0) return false;
          a &= allowed;
          store<i32>(p, a);
          let single = rowSingles(a) & ~load<i32>(st + <usize>PLACED + <usize>(b << 2));
          while (single != 0) {
            const i = ctz(single);
            single &= single - 1;
            if ((load<i32>(p) & (1 << i)) == 0) return false;
            place(st, d, b * 27 + i);
          }
        }
        continue;
      }
      const hidden = columnSingles(st);
      if (hidden <= 0) return hidden == 0;
      continue;
    }
    for (let b = 0; b < 3; b++) {
      let s = lane(single, b);
      while (s != 0) {
        const i = ctz(s);
        s &= s - 1;
        const m = cellValues(st, b, i);
        if (m == 0) return false; // an earlier single of this pass took its last value
        placeSingle(st, ctz(m), b * 27 + i);
      }
    }
  }
}

/** The branch cell: -1 when every cell is placed. */
function choose(st: usize): i32 {
  const open = v128.andnot(i32x4(BAND, BAND, BAND, 0), v128.load(st, PLACED));
  if (!v128.any_true(open)) return -1;
  if (rowMajor) {
    for (let b = 0; b < 3; b++) {
      const o = lane(open, b);
      if (o != 0) return b * 27 + ctz(o);
    }
  }
  let once = v128.load(st);
  let twice = i32x4.splat(0);
  let thrice = i32x4.splat(0);
  for (let d = 1; d < 9; d++) {
    const x = v128.load(st + <usize>(d << 4));
    thrice = v128.or(thrice, v128.and(twice, x));
    twice = v128.or(twice, v128.and(once, x));
    once = v128.or(once, x);
  }
  const two = v128.and(v128.andnot(twice, thrice), open);
  if (v128.any_true(two)) {
    // The bivalue cell with the most open peers (ties: the first in row-major order).
    let best = -1;
    let bestScore = -1;
    for (let b = 0; b < 3; b++) {
      let t = lane(two, b);
      while (t != 0) {
        const cell = b * 27 + ctz(t);
        t &= t - 1;
        const seen = v128.and(open, v128.load(PEERS + <usize>(cell << 4)));
        const score =
          <i32>popcnt(i32x4.extract_lane(seen, 0)) + <i32>popcnt(i32x4.extract_lane(seen, 1)) + <i32>popcnt(i32x4.extract_lane(seen, 2));
        if (score > bestScore) {
          bestScore = score;
          best = cell;
        }
      }
    }
    return best;
  }
  // No bivalue cell: the first cell with the fewest candidates.
  let best = -1;
  let bestCount = 10;
  for (let b = 0; b < 3 && bestCount > 3; b++) {
    let o = lane(open, b);
    while (o != 0) {
      const i = ctz(o);
      o &= o - 1;
      const k = <i32>popcnt(cellValues(st, b, i));
      if (k < bestCount) {
        bestCount = k;
        best = b * 27 + i;
        if (k == 3) break;
      }
    }
  }
  return best;
}

/** Value v at the three cells of `x` (one band's word) from `base`. */
function recordBand(base: usize, x: i32, v: u8): void {
  store<u8>(base + <usize>ctz(x), v);
  x &= x - 1;
  store<u8>(base + <usize>ctz(x), v);
  x &= x - 1;
  store<u8>(base + <usize>ctz(x), v);
}

function record(st: usize): void {
  // A solved level holds each value in exactly three cells of every band: no loop over bits.
  for (let d = 0; d < 9; d++) {
    const v = <u8>(d + 1);
    const p = st + <usize>(d << 4);
    recordBand(OUTPUT, load<i32>(p), v);
    recordBand(OUTPUT + 27, load<i32>(p, 4), v);
    recordBand(OUTPUT + 54, load<i32>(p, 8), v);
  }
}

/** The subtree of the (propagated) level. False when the search stops: limit reached or budget spent. */
function node(level: i32): bool {
  const st = LEVELS + <usize>(level * STATE);
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
    const b = cell / 27;
    let m = cellValues(st, b, cell - b * 27);
    const next = st + <usize>STATE;
    // Every value but the last on a copy of the level.
    while ((m & (m - 1)) != 0) {
      const d = ctz(m);
      m &= m - 1;
      copyLevel(next, st);
      dirty = 0;
      place(next, d, cell);
      if (propagate(next)) {
        if (!node(level + 1)) return false;
      }
      backtracks++;
    }
    // The last value in place: this loop goes on as its node.
    dirty = 0;
    place(st, ctz(m), cell);
    if (!propagate(st)) {
      backtracks++;
      return true;
    }
  }
}

/** The cells of the input chunks c0..c5 (16 cells each) that hold `v`, as the three band lanes. */
function cellsOf(v: i32, c0: v128, c1: v128, c2: v128, c3: v128, c4: v128, c5: v128): v128 {
  const k = i8x16.splat(<i8>v);
  const lo =
    (<u64>i8x16.bitmask(i8x16.eq(c0, k))) |
    ((<u64>i8x16.bitmask(i8x16.eq(c1, k))) << 16) |
    ((<u64>i8x16.bitmask(i8x16.eq(c2, k))) << 32) |
    ((<u64>i8x16.bitmask(i8x16.eq(c3, k))) << 48);
  const hi = (<u32>i8x16.bitmask(i8x16.eq(c4, k))) | ((<u32>i8x16.bitmask(i8x16.eq(c5, k))) << 16); // cells 64..
  const v0 = i32x4.splat((<i32>lo) & BAND);
  const v1 = i32x4.replace_lane(v0, 1, (<i32>(lo >> 27)) & BAND);
  return i32x4.replace_lane(i32x4.replace_lane(v1, 2, ((<i32>(lo >> 54)) | (hi << 10)) & BAND), 3, 0);
}

function load9(): bool {
  const st = LEVELS;
  // The 81 cells as six chunks of 16 bytes (the last one padded with zeros), compared with
  // each value at once: no loop over the cells.
  const c0 = v128.load(INPUT);
  const c1 = v128.load(INPUT, 16);
  const c2 = v128.load(INPUT, 32);
  const c3 = v128.load(INPUT, 48);
  const c4 = v128.load(INPUT, 64);
  const c5 = v128.load(INPUT, 80);
  const nine = i8x16.splat(9);
  const big = v128.or(
    v128.or(v128.or(i8x16.gt_u(c0, nine), i8x16.gt_u(c1, nine)), v128.or(i8x16.gt_u(c2, nine), i8x16.gt_u(c3, nine))),
    v128.or(i8x16.gt_u(c4, nine), i8x16.gt_u(c5, nine)),
  );
  if (v128.any_true(big)) return false;
  const band = i32x4(BAND, BAND, BAND, 0);
  const all = v128.andnot(band, cellsOf(0, c0, c1, c2, c3, c4, c5)); // the cells with a given
  // Per value, the rows, columns and boxes its givens are in, as whole units; without a clash
  // each given adds nine cells to each (popcounts per byte, summed over the values below).
  const zero = i32x4.splat(0);
  let cellCount = zero;
  let unitCount = zero;
  for (let d = 0; d < 9; d++) {
    const g = cellsOf(d + 1, c0, c1, c2, c3, c4, c5);
    const rows = v128.or(
      v128.or(
        v128.andnot(i32x4.splat(0x1ff), i32x4.eq(v128.and(g, i32x4.splat(0x1ff)), zero)),
        v128.andnot(i32x4.splat(0x3fe00), i32x4.eq(v128.and(g, i32x4.splat(0x3fe00)), zero)),
      ),
      v128.andnot(i32x4.splat(0x7fc0000), i32x4.eq(v128.and(g, i32x4.splat(0x7fc0000)), zero)),
    );
    const boxes = v128.or(
      v128.or(
        v128.andnot(i32x4.splat(0x1c0e07), i32x4.eq(v128.and(g, i32x4.splat(0x1c0e07)), zero)),
        v128.andnot(i32x4.splat(0xe07038), i32x4.eq(v128.and(g, i32x4.splat(0xe07038)), zero)),
      ),
      v128.andnot(i32x4.splat(0x70381c0), i32x4.eq(v128.and(g, i32x4.splat(0x70381c0)), zero)),
    );
    const c = v128.and(v128.or(v128.or(g, i32x4.shr_u(g, 9)), i32x4.shr_u(g, 18)), i32x4.splat(0x1ff));
    const cAll = v128.or(v128.or(c, i32x4.shuffle(c, c, 1, 2, 0, 3)), i32x4.shuffle(c, c, 2, 0, 1, 3));
    const cols = v128.and(v128.or(v128.or(cAll, i32x4.shl(cAll, 9)), i32x4.shl(cAll, 18)), band);
    cellCount = i8x16.add(cellCount, i8x16.popcnt(g));
    unitCount = i8x16.add(unitCount, i8x16.add(i8x16.add(i8x16.popcnt(rows), i8x16.popcnt(boxes)), i8x16.popcnt(cols)));
    const peers = v128.or(v128.or(rows, boxes), cols);
    v128.store(st + <usize>(d << 4), v128.or(v128.andnot(band, v128.or(peers, all)), g));
  }
  // Each byte sums at most 27 givens' bits of 8 cells (≤ 8·9), units at most 3·72: widen first.
  const cells = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(cellCount));
  const units = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(unitCount));
  const total = i32x4.sub(i32x4.mul(cells, i32x4.splat(27)), units); // ≥ 0 in every lane; 0: no clash
  if (i32x4.extract_lane(total, 0) + i32x4.extract_lane(total, 1) + i32x4.extract_lane(total, 2) != 0) return false;
  v128.store(st, all, PLACED);
  dirty = 0x777777777;
  return propagate(st);
}

function count(lim: i32, major: bool): i32 {
  copyLevel(LEVELS + <usize>STATE, LEVELS);
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

/** Where the caller writes the 81 cells (0 = empty, 1..9) before solve(). */
export function inputPtr(): usize {
  return INPUT;
}

/** Where solve() writes the solution (SOLVED: the lexicographically first). */
export function outputPtr(): usize {
  return OUTPUT;
}

/**
 * Solves the board at inputPtr(): counts up to `lim` (≥ 2) solutions within `budgetNodes` nodes
 * and the absolute `deadlineAt` of the imported clock. A STATUS_* constant; the count is
 * solutionCount(), the work nodeCount() and backtrackCount() (also at statsPtr()).
 */
export function solve(lim: i32, budgetNodes: i32, deadlineAt: f64): i32 {
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
  if (!load9()) return STATUS_CONTRADICTION;
  const found = count(lim, false);
  if (exhausted) return STATUS_LIMIT_EXCEEDED;
  if (found == 0) return STATUS_NO_SOLUTION;
  if (found == 1) return STATUS_SOLVED;
  count(1, true);
  solutions = found;
  return exhausted ? STATUS_LIMIT_EXCEEDED : STATUS_SOLVED;
}

/** The caller's alphabet for solveTextLines(), char code → value + 1 (128 bytes; 0 where no value 0..9). */
export function valueTablePtr(): usize {
  return VALUE_OF;
}

/** The caller's alphabet for solveTextLines(), value 1..9 → char code (16 bytes). */
export function symbolTablePtr(): usize {
  return SYMBOL_OF;
}

/** Where the caller writes the lines for solveTextLines() (linesBytes() of them at most). */
export function linesInPtr(): usize {
  return LINES_IN;
}

/** Where solveTextLines() writes its answers. */
export function linesOutPtr(): usize {
  return LINES_OUT;
}

/** What solveTextLines() did besides reading (three i32): see there. */
export function linesStatsPtr(): usize {
  return LINES_STATS;
}

export function linesBytes(): i32 {
  return LINES_BYTES;
}

/**
 * solve() on each of the lines at linesInPtr() (`len` bytes), from the first, while a line is 81
 * value chars of the alphabet in the tables at valueTablePtr() and symbolTablePtr(), ended by LF
 * or CR LF, and solving it is settled here: the files of boards the CLI reads, without a loop
 * over their bytes on the caller's side; each line with exactly one
 * solution is answered at linesOutPtr() by its 81 symbols and an LF, and the next line. Stops
 * before a line that is not plain or whose givens contradict as loaded (solve() tells that
 * apart), before one that would take the answers past `room` bytes, and after a line with any
 * other answer: NO_SOLUTION, LIMIT_EXCEEDED or several solutions (whose lexicographically first
 * solution's 81 symbols then follow the answers, not counted as written). Each line gets
 * `budgetNodes` and its own deadline, `deadlineMs` on from its start by the imported clock.
 * Returns the bytes read; at linesStatsPtr(): the bytes written, the lines answered there and the
 * last line's STATUS_* (-1 where it stopped before a line instead; SOLVED: several solutions).
 */
export function solveTextLines(len: i32, lim: i32, budgetNodes: i32, deadlineMs: f64, room: i32): i32 {
  let at: i32 = 0;
  let written: i32 = 0;
  let solved: i32 = 0;
  let last: i32 = -1;
  while (at + 82 <= len && written + 82 <= room) {
    const line = LINES_IN + <usize>at;
    const end = load<u8>(line + 81);
    let next = at + 82;
    if (end == 13) {
      if (at + 83 > len || load<u8>(line + 82) != 10) break;
      next = at + 83;
    } else if (end != 10) break;
    let bad: u32 = 0;
    for (let i = 0; i < 81; i++) {
      const c = <u32>load<u8>(line + <usize>i);
      const v = c < 128 ? <u32>load<u8>(VALUE_OF + <usize>c) : 0;
      bad |= <u32>(v == 0);
      store<u8>(INPUT + <usize>i, <u8>(v - 1));
    }
    if (bad != 0) break;
    const code = solve(lim, budgetNodes, now() + deadlineMs);
    if (code == STATUS_CONTRADICTION) break;
    at = next;
    if (code == STATUS_SOLVED) {
      const out = LINES_OUT + <usize>written;
      for (let i = 0; i < 81; i++) store<u8>(out + <usize>i, load<u8>(SYMBOL_OF + <usize>load<u8>(OUTPUT + <usize>i)));
      if (solutions == 1) {
        store<u8>(out + 81, 10);
        written += 82;
        solved++;
        continue;
      }
    }
    last = code;
    break;
  }
  store<i32>(LINES_STATS, written);
  store<i32>(LINES_STATS, solved, 4);
  store<i32>(LINES_STATS, last, 8);
  return at;
}

/** Where solve() leaves the solutions counted, the nodes and the backtracks (three i32). */
export function statsPtr(): usize {
  return STATS;
}

export function solutionCount(): i32 {
  return solutions;
}

export function nodeCount(): i32 {
  return nodes;
}

export function backtrackCount(): i32 {
  return backtracks;
}
