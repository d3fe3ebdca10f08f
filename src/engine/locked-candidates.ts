// Locked candidates (pointing and claiming) for every box shape, over all boxes and lines at once.
// A segment is the part of a row (column) inside one box. A value whose places in a line all lie in
// one segment leaves the rest of that box (claiming); a value whose places in a box all lie in one
// line leaves the rest of that line (pointing). Masks are "effective only": each one removes at
// least one candidate, so a pass over a board where nothing is left to do costs no eliminations.
// Placed cells are included in the segment masks: a placed value is confined to its own segment
// and missing from every other cell of its box and lines, so no effective mask ever carries it.
import type { Geometry } from './geometry.js';

/** What the rule reads and writes of a search level, and how it removes candidates. */
export interface LockedCandidatesState {
  readonly geometry: Geometry;
  readonly cand: Int32Array;
  /** Scratch: one mask per row segment and per column segment, and 8 rows of N for line summaries. */
  readonly rowSeg: Int32Array;
  readonly colSeg: Int32Array;
  readonly lineScratch: Int32Array;
  /** Remove `mask` from a cell at level offset `off`: 1 changed, 0 unchanged, -1 contradiction. */
  eliminate(off: number, cell: number, mask: number): number;
}

/** One pass at level offset `off`: the number of masks applied, or -1 on a contradiction. */
export function lockedCandidates(s: LockedCandidatesState, off: number): number {
  const g = s.geometry;
  const n = g.size;
  const br = g.boxRows;
  const bc = g.boxCols;
  const across = n / bc;
  const down = n / br;
  const cand = s.cand;
  const rowSeg = s.rowSeg;
  const colSeg = s.colSeg;
  // Placed cells are included: see the header comment.
  for (let r = 0, k = 0, i = off; r < n; r++) {
    for (let a = 0; a < across; a++, k++) {
      let m = 0;
      for (let e = i + bc; i < e; i++) m |= cand[i];
      rowSeg[k] = m;
    }
  }
  for (let c = 0, k = 0; c < n; c++) {
    for (let d = 0; d < down; d++, k++) {
      let m = 0;
      for (let r = d * br, i = off + r * n + c, e = i + br * n; i < e; i += n) m |= cand[i];
      colSeg[k] = m;
    }
  }
  const t = s.lineScratch;
  const rowConf = 0, rowTwice = n, colConf = 2 * n, colTwice = 3 * n;
  const boxRowConf = 4 * n, boxRowTwice = 5 * n, boxColConf = 6 * n, boxColTwice = 7 * n;
  for (let r = 0; r < n; r++) {
    let once = 0, twice = 0;
    for (let k = r * across; k < r * across + across; k++) {
      twice |= once & rowSeg[k];
      once |= rowSeg[k];
    }
    t[rowConf + r] = once & ~twice;
    t[rowTwice + r] = twice;
  }
  for (let c = 0; c < n; c++) {
    let once = 0, twice = 0;
    for (let k = c * down; k < c * down + down; k++) {
      twice |= once & colSeg[k];
      once |= colSeg[k];
    }
    t[colConf + c] = once & ~twice;
    t[colTwice + c] = twice;
  }
  for (let b = 0; b < n; b++) {
    const r0 = ((b / across) | 0) * br;
    const c0 = (b % across) * bc;
    let once = 0, twice = 0;
    for (let r = r0; r < r0 + br; r++) {
      const m = rowSeg[r * across + (b % across)];
      twice |= once & m;
      once |= m;
    }
    t[boxRowConf + b] = once & ~twice;
    t[boxRowTwice + b] = twice;
    once = 0;
    twice = 0;
    for (let c = c0; c < c0 + bc; c++) {
      const m = colSeg[c * down + ((b / across) | 0)];
      twice |= once & m;
      once |= m;
    }
    t[boxColConf + b] = once & ~twice;
    t[boxColTwice + b] = twice;
  }
  let changed = 0;
  for (let b = 0; b < n; b++) {
    const bandRow = (b / across) | 0;
    const bandCol = b % across;
    const r0 = bandRow * br;
    const c0 = bandCol * bc;
    for (let r = r0; r < r0 + br; r++) {
      const seg = rowSeg[r * across + bandCol];
      const claim = seg & t[rowConf + r] & t[boxRowTwice + b];
      if (claim !== 0) {
        for (let rr = r0; rr < r0 + br; rr++) {
          if (rr === r) continue;
          for (let c = c0; c < c0 + bc; c++) {
            if (s.eliminate(off, rr * n + c, claim) < 0) return -1;
          }
        }
        changed++;
      }
      const point = seg & t[boxRowConf + b] & t[rowTwice + r];
      if (point !== 0) {
        for (let c = 0; c < n; c++) {
          if (c >= c0 && c < c0 + bc) continue;
          if (s.eliminate(off, r * n + c, point) < 0) return -1;
        }
        changed++;
      }
    }
    for (let c = c0; c < c0 + bc; c++) {
      const seg = colSeg[c * down + bandRow];
      const claim = seg & t[colConf + c] & t[boxColTwice + b];
      if (claim !== 0) {
        for (let cc = c0; cc < c0 + bc; cc++) {
          if (cc === c) continue;
          for (let r = r0; r < r0 + br; r++) {
            if (s.eliminate(off, r * n + cc, claim) < 0) return -1;
          }
        }
        changed++;
      }
      const point = seg & t[boxColConf + b] & t[colTwice + c];
      if (point !== 0) {
        for (let r = 0; r < n; r++) {
          if (r >= r0 && r < r0 + br) continue;
          if (s.eliminate(off, r * n + c, point) < 0) return -1;
        }
        changed++;
      }
    }
  }
  return changed;
}
