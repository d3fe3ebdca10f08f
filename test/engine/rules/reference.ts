// An independent checker of boards with rules: a deliberately simple backtracking solver that reads the
// Rule objects directly (never the engine's compiled model, propagators or search). Cells are filled in
// row-major order with values tried smallest first, and each placement is checked against every rule
// touching the cell, only for what the filled cells already break; so the first solution met is the
// lexicographically first. Written from the rules' meaning in src/engine/rules/types.ts alone.
import type { Rule } from '../../../src/engine/index.js';

export interface ReferenceBoard {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly cells: ArrayLike<number>;
  readonly rules: readonly Rule[];
}

export interface ReferenceAnswer {
  /** Solutions found, up to the limit. */
  readonly count: number;
  /** The lexicographically first solution, when there is one. */
  readonly first?: number[];
  /** True when the search stopped on its step budget. */
  readonly gaveUp: boolean;
}

/** A check of the filled cells of a rule: false when they already break it (0 = empty). */
type Check = (g: number[]) => boolean;

const distinct = (cells: number[]): Check => {
  return (g) => {
    const seen = new Set<number>();
    for (const c of cells) {
      const v = g[c];
      if (v === 0) continue;
      if (seen.has(v)) return false;
      seen.add(v);
    }
    return true;
  };
};

const pair =
  (a: number, b: number, ok: (x: number, y: number) => boolean): Check =>
  (g) =>
    g[a] === 0 || g[b] === 0 || ok(g[a], g[b]);

/** Σ cells = target (target may read cells too, as an arrow's circle does): checked once all are filled, bounded before. */
function sumCheck(cells: number[], n: number, total: (g: number[]) => number | null, maxTotal: number): Check {
  return (g) => {
    let sum = 0;
    let empty = 0;
    for (const c of cells) {
      if (g[c] === 0) empty++;
      else sum += g[c];
    }
    const t = total(g);
    if (t === null) return sum + empty <= maxTotal;
    if (sum + empty > t) return false;
    if (sum + empty * n < t) return false;
    return empty > 0 || sum === t;
  };
}

function neighbourPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) out.push([r * n + c, r * n + c + 1]);
      if (r + 1 < n) out.push([r * n + c, (r + 1) * n + c]);
    }
  }
  return out;
}

const samePair = (p: readonly number[], a: number, b: number) => (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a);

/** Every check of the board, with the cells each reads. */
function checksOf(board: ReferenceBoard): { cells: number[]; check: Check }[] {
  const { size: n, boxRows, boxCols, rules } = board;
  const out: { cells: number[]; check: Check }[] = [];
  const all = (cells: number[]) => out.push({ cells, check: distinct(cells) });
  for (let r = 0; r < n; r++) all(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) all(Array.from({ length: n }, (_, r) => r * n + c));
  const jigsaw = rules.find((r) => r.kind === 'JIGSAW');
  if (jigsaw) {
    for (let region = 0; region < n; region++) all(jigsaw.regions.flatMap((x, i) => (x === region ? [i] : [])));
  } else {
    for (let br = 0; br < n; br += boxRows) {
      for (let bc = 0; bc < n; bc += boxCols) {
        const cells: number[] = [];
        for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) cells.push(r * n + c);
        all(cells);
      }
    }
  }
  const kropkiPairs = rules.filter((r) => r.kind === 'KROPKI').map((r) => r.cells);
  const xvPairs = rules.filter((r) => r.kind === 'XV').map((r) => r.cells);
  const moves = (offsets: number[][]) => {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        for (const [dr, dc] of offsets) {
          const r2 = r + dr;
          const c2 = c + dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          const a = r * n + c;
          const b = r2 * n + c2;
          if (a < b) out.push({ cells: [a, b], check: pair(a, b, (x, y) => x !== y) });
        }
      }
    }
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case 'DIAGONAL':
        all(Array.from({ length: n }, (_, r) => r * n + (rule.direction === 'MAIN' ? r : n - 1 - r)));
        break;
      case 'JIGSAW':
        break;
      case 'EXTRA_REGION':
        all([...rule.cells]);
        break;
      case 'WINDOKU':
        for (let top = 1; top + boxRows <= n; top += boxRows + 1) {
          for (let left = 1; left + boxCols <= n; left += boxCols + 1) {
            const cells: number[] = [];
            for (let r = top; r < top + boxRows; r++) for (let c = left; c < left + boxCols; c++) cells.push(r * n + c);
            all(cells);
          }
        }
        break;
      case 'DISJOINT_GROUPS':
        for (let dr = 0; dr < boxRows; dr++) {
          for (let dc = 0; dc < boxCols; dc++) {
            const cells: number[] = [];
            for (let r = dr; r < n; r += boxRows) for (let c = dc; c < n; c += boxCols) cells.push(r * n + c);
            all(cells);
          }
        }
        break;
      case 'KILLER_CAGE': {
        all([...rule.cells]);
        const sum = rule.sum;
        if (sum !== undefined) out.push({ cells: [...rule.cells], check: sumCheck([...rule.cells], n, () => sum, sum) });
        break;
      }
      case 'ANTI_KNIGHT':
        moves([
          [1, 2],
          [2, 1],
          [1, -2],
          [2, -1],
        ]);
        break;
      case 'ANTI_KING':
        moves([
          [1, 1],
          [1, -1],
        ]);
        break;
      case 'NON_CONSECUTIVE':
        for (const [a, b] of neighbourPairs(n)) {
          if (kropkiPairs.some((p) => samePair(p, a, b))) continue;
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => Math.abs(x - y) !== 1) });
        }
        break;
      case 'KROPKI': {
        const [a, b] = rule.cells;
        if (rule.color === 'WHITE') {
          const d = rule.value ?? 1;
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => Math.abs(x - y) === d) });
        } else {
          const q = rule.value ?? 2;
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => x === q * y || y === q * x) });
        }
        break;
      }
      case 'XV': {
        const [a, b] = rule.cells;
        out.push({ cells: [a, b], check: pair(a, b, (x, y) => x + y === rule.sum) });
        break;
      }
      case 'NEGATIVE': {
        const family = rule.of;
        let forbidden: (x: number, y: number) => boolean;
        if (family === 'XV') {
          forbidden = (x, y) => x + y === 5 || x + y === 10;
        } else if (family === 'WHITE') {
          const ds = new Set([1, ...rules.flatMap((r) => (r.kind === 'KROPKI' && r.color === 'WHITE' ? [r.value ?? 1] : []))]);
          forbidden = (x, y) => ds.has(Math.abs(x - y));
        } else {
          const qs = new Set([2, ...rules.flatMap((r) => (r.kind === 'KROPKI' && r.color === 'BLACK' ? [r.value ?? 2] : []))]);
          forbidden = (x, y) => [...qs].some((q) => x === q * y || y === q * x);
        }
        const marked = family === 'XV' ? xvPairs : kropkiPairs;
        for (const [a, b] of neighbourPairs(n)) {
          if (marked.some((p) => samePair(p, a, b))) continue;
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => !forbidden(x, y)) });
        }
        break;
      }
      case 'PARITY':
        out.push({ cells: [rule.cell], check: (g) => g[rule.cell] === 0 || g[rule.cell] % 2 === (rule.parity === 'EVEN' ? 0 : 1) });
        break;
      case 'GREATER_THAN':
        out.push({ cells: [rule.greater, rule.lesser], check: pair(rule.greater, rule.lesser, (x, y) => x > y) });
        break;
      case 'THERMOMETER':
        for (let k = 1; k < rule.cells.length; k++) {
          const a = rule.cells[k - 1];
          const b = rule.cells[k];
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => x < y) });
        }
        break;
      case 'WHISPERS': {
        const d = rule.difference ?? Math.ceil(n / 2);
        for (let k = 1; k < rule.cells.length; k++) {
          const a = rule.cells[k - 1];
          const b = rule.cells[k];
          out.push({ cells: [a, b], check: pair(a, b, (x, y) => Math.abs(x - y) >= d) });
        }
        break;
      }
      case 'PALINDROME':
        for (let k = 0; k < rule.cells.length; k++) {
          const a = rule.cells[k];
          const b = rule.cells[rule.cells.length - 1 - k];
          if (a < b) out.push({ cells: [a, b], check: pair(a, b, (x, y) => x === y) });
        }
        break;
      case 'RENBAN': {
        const cells = [...rule.cells];
        all(cells);
        out.push({
          cells,
          check: (g) => {
            const vs = cells.map((c) => g[c]).filter((v) => v !== 0);
            return vs.length === 0 || Math.max(...vs) - Math.min(...vs) <= cells.length - 1;
          },
        });
        break;
      }
      case 'ARROW': {
        // The circle reads its cells in row-major order as one number (digits 1..9 only for pills).
        const circle = [...rule.circle].sort((a, b) => a - b);
        const line = [...rule.line];
        const number = (g: number[]) => (circle.some((c) => g[c] === 0) ? null : circle.reduce((acc, c) => acc * 10 + g[c], 0));
        const most = circle.length === 1 ? n : 10 ** circle.length - 1;
        out.push({ cells: [...circle, ...line], check: sumCheck(line, n, number, most) });
        break;
      }
      case 'LITTLE_KILLER': {
        const step = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] }[rule.direction];
        const cells: number[] = [];
        for (let r = rule.clue.row + step[0], c = rule.clue.col + step[1]; r >= 0 && r < n && c >= 0 && c < n; r += step[0], c += step[1]) {
          cells.push(r * n + c);
        }
        const sum = rule.sum;
        out.push({ cells, check: sumCheck(cells, n, () => sum, sum) });
        break;
      }
      case 'SANDWICH': {
        const cells = Array.from({ length: n }, (_, k) => (rule.line === 'ROW' ? rule.index * n + k : k * n + rule.index));
        out.push({
          cells,
          check: (g) => {
            if (cells.some((c) => g[c] === 0)) return true;
            const vs = cells.map((c) => g[c]);
            const a = vs.indexOf(1);
            const b = vs.indexOf(n);
            let s = 0;
            for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) s += vs[k];
            return s === rule.sum;
          },
        });
        break;
      }
      case 'QUADRUPLE': {
        const c0 = rule.cell;
        const cells = [c0, c0 + 1, c0 + n, c0 + n + 1];
        const need = [...rule.values];
        out.push({
          cells,
          check: (g) => {
            const filled = cells.map((c) => g[c]).filter((v) => v !== 0);
            const missing = [...need];
            for (const v of filled) {
              const at = missing.indexOf(v);
              if (at >= 0) missing.splice(at, 1);
            }
            return missing.length <= 4 - filled.length;
          },
        });
        break;
      }
    }
  }
  return out;
}

/** Solves by plain backtracking, counting up to `limit` solutions within `maxSteps` placements. */
export function referenceSolve(board: ReferenceBoard, limit = 2, maxSteps = 5_000_000): ReferenceAnswer {
  const n = board.size;
  const g = Array.from(board.cells);
  const checks = checksOf(board);
  const byCell: Check[][] = Array.from({ length: n * n }, () => []);
  for (const { cells, check } of checks) for (const c of new Set(cells)) byCell[c].push(check);
  // The givens must hold on their own.
  for (const { check } of checks) if (!check(g)) return { count: 0, gaveUp: false };
  let count = 0;
  let first: number[] | undefined;
  let steps = 0;
  let gaveUp = false;
  const go = (i: number): boolean => {
    while (i < n * n && g[i] !== 0 && board.cells[i] !== 0) i++;
    if (i === n * n) {
      count++;
      if (first === undefined) first = [...g];
      return count < limit;
    }
    for (let v = 1; v <= n; v++) {
      if (++steps > maxSteps) {
        gaveUp = true;
        return false;
      }
      g[i] = v;
      if (byCell[i].every((check) => check(g)) && !go(i + 1)) {
        g[i] = 0;
        return false;
      }
      g[i] = 0;
    }
    return true;
  };
  go(0);
  return { count, first, gaveUp };
}

/** A random solution of the board (values tried in a random order), or null: for generating test boards. */
export function referenceFill(board: ReferenceBoard, random: () => number, maxSteps = 200_000): number[] | null {
  const n = board.size;
  const g = Array.from(board.cells);
  const checks = checksOf(board);
  const byCell: Check[][] = Array.from({ length: n * n }, () => []);
  for (const { cells, check } of checks) for (const c of new Set(cells)) byCell[c].push(check);
  let steps = 0;
  const go = (i: number): boolean | null => {
    while (i < n * n && board.cells[i] !== 0) i++;
    if (i === n * n) return true;
    const order = Array.from({ length: n }, (_, k) => k + 1);
    for (let k = n - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const v of order) {
      if (++steps > maxSteps) return null;
      g[i] = v;
      if (byCell[i].every((check) => check(g))) {
        const r = go(i + 1);
        if (r !== false) return r;
      }
      g[i] = 0;
    }
    return false;
  };
  return go(0) === true ? g : null;
}
