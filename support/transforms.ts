// Random symmetries of a sudoku shape (relabel, rows in bands, bands, columns in stacks, stacks,
// transposition when r = c), for the canonical-key tests and the canon benchmark.
import type { Board } from '../src/engine/index.js';

export type Random = () => number;

/** A small seeded generator (mulberry32) so a failing case replays. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function permutation(k: number, rnd: Random): number[] {
  const a = Array.from({ length: k }, (_, i) => i);
  for (let i = k - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * A symmetry of a shape: image cell (i, j) holds the board's cell (rows[i], cols[j]), or
 * (rows[j], cols[i]) when `transpose`, its value v written as relabel[v] (relabel[0] = 0).
 */
export interface Symmetry {
  readonly rows: readonly number[];
  readonly cols: readonly number[];
  readonly relabel: readonly number[];
  readonly transpose: boolean;
}

/** One random symmetry of the shape (rows within bands, bands, columns within stacks, stacks, relabelling, transposition when r = c). */
export function randomSymmetry(shape: Board['shape'], rnd: Random): Symmetry {
  const { size: n, boxRows: r, boxCols: c } = shape;
  const rows = permutation(n / r, rnd).flatMap((band) => permutation(r, rnd).map((x) => band * r + x));
  const cols = permutation(n / c, rnd).flatMap((stack) => permutation(c, rnd).map((x) => stack * c + x));
  const relabel = [0, ...permutation(n, rnd).map((x) => x + 1)];
  const transpose = r === c && rnd() < 0.5;
  return { rows, cols, relabel, transpose };
}

/** The board's cell each image cell shows: source[imageCell] = board cell. */
export function sourceCells(n: number, t: Symmetry): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out.push(t.transpose ? t.rows[j] * n + t.cols[i] : t.rows[i] * n + t.cols[j]);
  return out;
}

/** The image of a board under a symmetry. */
export function imageOf(board: Board, t: Symmetry): Board {
  const n = board.shape.size;
  const source = sourceCells(n, t);
  const out = new Uint8Array(n * n);
  for (let k = 0; k < n * n; k++) out[k] = t.relabel[board.cells[source[k]]];
  return { shape: board.shape, cells: out };
}

/** One random image of the board under its shape's symmetries. */
export function randomImage(board: Board, rnd: Random): Board {
  return imageOf(board, randomSymmetry(board.shape, rnd));
}
