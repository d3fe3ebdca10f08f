// An independent solution checker: shares no code with the engine, so it can catch engine bugs.

/** True when `solution` is a complete valid N×N grid (boxes boxRows×boxCols) that keeps every given of `puzzle`. Values 1..N, 0 = empty. */
export function isValidSolution(
  puzzle: ArrayLike<number>,
  solution: ArrayLike<number>,
  n: number,
  boxRows: number,
  boxCols: number,
): boolean {
  if (solution.length !== n * n || puzzle.length !== n * n) return false;
  for (let i = 0; i < n * n; i++) {
    const v = solution[i];
    if (!(v >= 1 && v <= n)) return false;
    if (puzzle[i] !== 0 && puzzle[i] !== v) return false;
  }
  const seen = new Uint8Array(n + 1);
  const unitOk = (cellAt: (k: number) => number): boolean => {
    seen.fill(0);
    for (let k = 0; k < n; k++) {
      const v = solution[cellAt(k)];
      if (seen[v]) return false;
      seen[v] = 1;
    }
    return true;
  };
  for (let u = 0; u < n; u++) {
    if (!unitOk((k) => u * n + k)) return false;
    if (!unitOk((k) => k * n + u)) return false;
    const r0 = Math.floor(u / (n / boxCols)) * boxRows;
    const c0 = (u % (n / boxCols)) * boxCols;
    if (!unitOk((k) => (r0 + Math.floor(k / boxCols)) * n + c0 + (k % boxCols))) return false;
  }
  return true;
}

export function sameCells(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Digits 1-9 then letters A.. (either case) are 1..N; '.' and '0' are 0. Independent of the engine's parser. */
export function cellsOf(line: string): Uint8Array {
  const out = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) {
    const ch = line.charCodeAt(i) | 0x20; // lower-case letters; digits and '.' are unchanged by this bit
    out[i] = ch >= 0x31 && ch <= 0x39 ? ch - 0x30 : ch >= 0x61 && ch <= 0x7a ? ch - 0x61 + 10 : 0;
  }
  return out;
}

/**
 * The lexicographically first solution of the empty N×N board by plain row-major backtracking
 * (smallest value first, no propagation: the first grid it completes is the first in that order).
 * Null when `maxNodes` ran out first.
 */
export function lexFirstEmpty(n: number, boxRows: number, boxCols: number, maxNodes: number): Uint8Array | null {
  const rows = new Int32Array(n);
  const cols = new Int32Array(n);
  const boxes = new Int32Array(n);
  const grid = new Uint8Array(n * n);
  const boxesPerRow = n / boxCols;
  let nodes = 0;
  const place = (i: number): boolean | null => {
    if (i === n * n) return true;
    if (++nodes > maxNodes) return null;
    const r = Math.floor(i / n);
    const c = i % n;
    const b = Math.floor(r / boxRows) * boxesPerRow + Math.floor(c / boxCols);
    const used = rows[r] | cols[c] | boxes[b];
    for (let v = 1; v <= n; v++) {
      const bit = 1 << (v - 1);
      if (used & bit) continue;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      grid[i] = v;
      const done = place(i + 1);
      if (done !== false) return done;
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
    }
    grid[i] = 0;
    return false;
  };
  return place(0) === true ? grid : null;
}
