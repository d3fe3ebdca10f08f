// The npm peers, called the way their own docs and sources say. Both find one solution only
// (no uniqueness check), so they do less work per puzzle than our `solve(board, { limit: 2 })`.
import { SudokuSolver } from '@algorithm.ts/sudoku';
import sudoku from 'sudoku-peer';

export interface Peer<In> {
  readonly name: string;
  readonly supports: (size: number, boxRows: number, boxCols: number) => boolean;
  /** Converts our cells (0 = empty, 1..N) into the peer's input, outside the timed loop. */
  readonly prepare: (cells: Uint8Array, size: number) => In;
  /** Untimed set-up for a size (e.g. building a solver object). */
  readonly setup?: (size: number) => void;
  /** One solve; `out` receives the solution as 1..N, returns false when the peer found none. */
  readonly solve: (input: In, size: number, out: Uint8Array) => boolean;
}

const algoSolvers = new Map<number, SudokuSolver>();
const algoScratch = new Map<number, number[]>();

// @algorithm.ts/sudoku: DLX over an (a·a)×(a·a) board, values 0..N-1, -1 empty, square boxes only.
export const algorithmTs: Peer<number[]> = {
  name: '@algorithm.ts/sudoku',
  supports: (size, r, c) => r === c && r * c === size,
  prepare: (cells) => Array.from(cells, (v) => v - 1),
  // The solver preallocates its dancing-links arrays (~0.3-0.8 s for 16×16): built once, untimed, like our geometry cache.
  setup(size) {
    if (algoSolvers.has(size)) return;
    algoSolvers.set(size, new SudokuSolver({ childMatrixWidth: Math.round(Math.sqrt(size)) }));
    algoScratch.set(size, new Array<number>(size * size).fill(-1));
  },
  solve(input, size, out) {
    const solver = algoSolvers.get(size)!;
    const scratch = algoScratch.get(size)!;
    if (!solver.solve(input, scratch)) return false;
    for (let i = 0; i < scratch.length; i++) out[i] = scratch[i] + 1;
    return true;
  },
};

// sudoku (dachev): 9×9 only, values 0..8, null empty; solvepuzzle returns the answer or null.
export const dachevSudoku: Peer<(number | null)[]> = {
  name: 'sudoku',
  supports: (size, r, c) => size === 9 && r === 3 && c === 3,
  prepare: (cells) => Array.from(cells, (v) => (v === 0 ? null : v - 1)),
  solve(input, _size, out) {
    const answer = sudoku.solvepuzzle(input) as (number | null)[] | null;
    if (answer === null) return false;
    for (let i = 0; i < 81; i++) out[i] = (answer[i] ?? -1) + 1;
    return true;
  },
};

export const PEERS: readonly Peer<unknown>[] = [algorithmTs as Peer<unknown>, dachevSudoku as Peer<unknown>];
