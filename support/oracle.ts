// Independent oracles for the engine tests and the bench (support/: shared by test/ and bench/, imports neither). Nothing here imports engine code: a bug shared by
// the engine and its checker would otherwise go unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Box {
  readonly boxRows: number;
  readonly boxCols: number;
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** Text → values (0 empty); '.' or '0' empty, letters either case. Throws on anything else. */
export function toValues(text: string): number[] {
  return [...text.replace(/\s+/g, '')].map((ch) => {
    if (ch === '.' || ch === '0') return 0;
    const v = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
    if (v <= 0) throw new Error(`oracle: bad symbol ${ch}`);
    return v;
  });
}

export function toText(values: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < values.length; i++) s += values[i] === 0 ? '.' : SYMBOLS[values[i] - 1];
  return s;
}

function boxIndex(n: number, box: Box, row: number, col: number): number {
  return Math.floor(row / box.boxRows) * (n / box.boxCols) + Math.floor(col / box.boxCols);
}

/** The three unit ids (row, column, box) of every cell, from first principles. */
function unitIds(n: number, box: Box): Int32Array {
  const ids = new Int32Array(3 * n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      ids[3 * i] = r;
      ids[3 * i + 1] = n + c;
      ids[3 * i + 2] = 2 * n + boxIndex(n, box, r, c);
    }
  }
  return ids;
}

/** True when `grid` is a complete valid solution (and agrees with `givens` if passed). */
export function isValidSolution(grid: ArrayLike<number>, n: number, box: Box, givens?: ArrayLike<number>): boolean {
  if (grid.length !== n * n || box.boxRows * box.boxCols !== n) return false;
  const seen = new Set<string>();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = grid[r * n + c];
      if (!Number.isInteger(v) || v < 1 || v > n) return false;
      if (givens && givens[r * n + c] !== 0 && givens[r * n + c] !== v) return false;
      for (const key of [`r${r}:${v}`, `c${c}:${v}`, `b${boxIndex(n, box, r, c)}:${v}`]) {
        if (seen.has(key)) return false;
        seen.add(key);
      }
    }
  }
  return true;
}

/** Values 1..n no filled peer of cell i holds (for an empty cell). */
export function plainCandidates(cells: ArrayLike<number>, n: number, box: Box, i: number): number[] {
  const r = Math.floor(i / n);
  const c = i % n;
  const used = new Set<number>();
  for (let k = 0; k < n; k++) {
    used.add(cells[r * n + k]);
    used.add(cells[k * n + c]);
  }
  const r0 = r - (r % box.boxRows);
  const c0 = c - (c % box.boxCols);
  for (let dr = 0; dr < box.boxRows; dr++) for (let dc = 0; dc < box.boxCols; dc++) used.add(cells[(r0 + dr) * n + c0 + dc]);
  const out: number[] = [];
  for (let v = 1; v <= n; v++) if (!used.has(v)) out.push(v);
  return out;
}

export interface OracleResult {
  /** Solutions found, capped at `limit`. */
  count: number;
  /** First solution met; with order 'rowMajor' that is the lexicographically first one. */
  first: number[] | null;
  /** True when the node cap stopped the search before it was complete. */
  gaveUp: boolean;
  nodes: number;
}

/**
 * Exhaustive backtracking over bitmask unit sets. 'rowMajor' branches on the first empty cell
 * with values ascending (so the first solution met is the lexicographically first); 'mrv'
 * branches on the cell with fewest candidates (faster; the first solution is then arbitrary).
 * Both reject a node where any empty cell has no candidate (forward checking), which prunes
 * without changing the order solutions are met in.
 */
export function oracleSolve(
  givens: ArrayLike<number>,
  n: number,
  box: Box,
  opts: { limit?: number; order?: 'rowMajor' | 'mrv'; maxNodes?: number; hall?: boolean } = {},
): OracleResult {
  const limit = opts.limit ?? 2;
  const order = opts.order ?? 'rowMajor';
  const maxNodes = opts.maxNodes ?? 5_000_000;
  const cellCount = n * n;
  const ids = unitIds(n, box);
  const used = new Int32Array(3 * n);
  const cells = Array.from(givens);
  const all = (1 << n) - 1;
  const result: OracleResult = { count: 0, first: null, gaveUp: false, nodes: 0 };
  for (let i = 0; i < cellCount; i++) {
    const v = cells[i];
    if (v === 0) continue;
    const bit = 1 << (v - 1);
    for (let k = 0; k < 3; k++) {
      if (used[ids[3 * i + k]] & bit) return result; // clashing givens: no solution
      used[ids[3 * i + k]] |= bit;
    }
  }
  const free = (i: number) => all & ~(used[ids[3 * i]] | used[ids[3 * i + 1]] | used[ids[3 * i + 2]]);
  const popcount = (m: number) => {
    let k = 0;
    for (; m; m &= m - 1) k++;
    return k;
  };

  // With `hall`: every unit's empty cells must take distinct values from their free sets (a
  // matching, by augmenting paths), else the node has no solution. Lets the row-major search
  // reach 25×25 without changing the order solutions are met in.
  const members: number[][] = Array.from({ length: opts.hall ? 3 * n : 0 }, () => []);
  if (opts.hall) for (let i = 0; i < cellCount; i++) for (let k = 0; k < 3; k++) members[ids[3 * i + k]].push(i);
  const owner = new Int32Array(n);
  const hallHolds = (): boolean => {
    for (const unit of members) {
      const masks = unit.filter((i) => cells[i] === 0).map(free);
      owner.fill(-1);
      let seen = 0;
      const augment = (j: number): boolean => {
        for (let v = 0; v < n; v++) {
          const bit = 1 << v;
          if (!(masks[j] & bit) || seen & bit) continue;
          seen |= bit;
          if (owner[v] < 0 || augment(owner[v])) {
            owner[v] = j;
            return true;
          }
        }
        return false;
      };
      for (let j = 0; j < masks.length; j++) {
        seen = 0;
        if (!augment(j)) return false;
      }
    }
    return true;
  };

  const search = (): boolean => {
    if (++result.nodes > maxNodes) {
      result.gaveUp = true;
      return true;
    }
    if (opts.hall && !hallHolds()) return false;
    let pick = -1;
    let pickCount = n + 1;
    for (let i = 0; i < cellCount; i++) {
      if (cells[i] !== 0) continue;
      const k = popcount(free(i));
      if (k === 0) return false;
      if (order === 'rowMajor' ? pick < 0 : k < pickCount) {
        pick = i;
        pickCount = k;
      }
    }
    if (pick < 0) {
      result.count++;
      if (result.first === null) result.first = cells.slice();
      return result.count >= limit;
    }
    const mask = free(pick);
    for (let v = 1; v <= n; v++) {
      const bit = 1 << (v - 1);
      if (!(mask & bit)) continue;
      cells[pick] = v;
      for (let k = 0; k < 3; k++) used[ids[3 * pick + k]] |= bit;
      const stop = search();
      for (let k = 0; k < 3; k++) used[ids[3 * pick + k]] &= ~bit;
      cells[pick] = 0;
      if (stop) return true;
    }
    return false;
  };
  search();
  return result;
}

/** ../shared/datasets from the repository root; throws (never skips) when it is missing. */
export function datasetsDir(): string {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = resolve(root, '..', 'shared', 'datasets');
  if (!existsSync(dir)) throw new Error(`datasets folder missing: expected ${dir} (CI provides ../shared/datasets)`);
  return dir;
}

/** The first `count` non-blank lines of a dataset file (path relative to the datasets folder). */
export function readLines(relative: string, count = Infinity): string[] {
  const file = join(datasetsDir(), relative);
  if (!existsSync(file)) throw new Error(`dataset file missing: ${file}`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, count);
}
