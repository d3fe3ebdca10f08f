// The WebAssembly kernel (src/engine/search/wasm/) against the TypeScript kernel: the same status,
// solution, uniqueness and count on every puzzle of every file in ../shared/datasets/ (all of them:
// about 60,000 9×9 puzzles, each solved by both kernels) and on generated boards of every
// standard shape (unique, several solutions, no solution, clashing givens, empty); its budgets;
// its selection. Needs dist/wasm/search9.wasm (`npm run build:wasm`, run by `npm ci`'s prepare).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, solve, STANDARD_SHAPES, type Board, type Difficulty, type Shape } from '../../src/engine/index.js';
import { selectKernel, selectedKernel } from '../../src/engine/kernel.js';
import { kernelFromEnv, useEngineKernel, WASM_KERNEL_URL } from '../../src/node/engine-kernel.js';
import { answer, both, boardOf, everyShapeOnWasm } from './kernel-pair.js';
import { datasetsDir, readLines } from '../../support/oracle.js';

// The 16×16 and 4×4 files on searchn too (wasm-shape-kernel.test.ts), not only the shapes it takes by default.
everyShapeOnWasm();

function datasetFiles(): string[] {
  const root = datasetsDir();
  return (
    readdirSync(root, { withFileTypes: true })
      // variants/ holds rule data (cages, jigsaw layouts), not classic boards: the variant suites read it.
      .filter((d) => d.isDirectory() && d.name !== 'variants')
      .flatMap((d) =>
        readdirSync(join(root, d.name))
          .filter((f) => f.endsWith('.txt'))
          .map((f) => join(d.name, f)),
      )
      .sort()
  );
}

describe('every puzzle of every data set', () => {
  const files = datasetFiles();
  it('finds the data sets', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(files.filter((f) => f.startsWith('9x9/'))).toHaveLength(6);
  });
  it.each(files)(
    '%s: the same answers from both kernels',
    (file) => {
      const lines = readFileSync(join(datasetsDir(), file), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
      expect(lines.length).toBeGreaterThan(0);
      let differ = 0;
      const examples: string[] = [];
      for (const line of lines) {
        const { ts, wasm } = both(boardOf(line));
        if (answer(ts) !== answer(wasm)) {
          differ++;
          if (examples.length < 3) examples.push(`${line}\n  ts:   ${answer(ts)}\n  wasm: ${answer(wasm)}`);
        }
        expect(ts.status === 'SOLVED' || ts.status === 'NO_SOLUTION', line).toBe(true);
      }
      expect(examples).toEqual([]);
      expect(differ).toBe(0);
    },
    300_000,
  );
});

/** A deterministic stream for the board variants below. */
function stream(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** True when a peer of `cell` (row, column, box) holds `v`. */
function seenBy(shape: Shape, cells: Uint8Array, cell: number, v: number): boolean {
  const { size: n, boxRows, boxCols } = shape;
  const r = Math.floor(cell / n);
  const c = cell % n;
  for (let i = 0; i < n * n; i++) {
    const ri = Math.floor(i / n);
    const ci = i % n;
    const box = Math.floor(ri / boxRows) === Math.floor(r / boxRows) && Math.floor(ci / boxCols) === Math.floor(c / boxCols);
    if (i !== cell && cells[i] === v && (ri === r || ci === c || box)) return true;
  }
  return false;
}

const SHAPES: readonly Shape[] = STANDARD_SHAPES.filter((s) => s.size <= 16);
const LEVELS: readonly Difficulty[] = ['EASY', 'HARD'];

describe.each(SHAPES.map((s) => [`${s.size}×${s.size} (${s.boxRows}×${s.boxCols})`, s] as const))('generated %s boards', (_, shape) => {
  const n = shape.size;
  it('unique, several solutions, no solution, clashing and empty boards: the same answers', () => {
    const rand = stream(n * 7919);
    const boards: Board[] = [{ shape, cells: new Uint8Array(n * n) }];
    for (const difficulty of LEVELS) {
      for (let k = 0; k < (n <= 9 ? 6 : 2); k++) {
        // On the TypeScript kernel with a long deadline: generation is not what this test checks,
        // and on a loaded machine it may run to the default deadline.
        selectKernel('ts');
        const g = generate({ size: n, boxRows: shape.boxRows, boxCols: shape.boxCols, difficulty, seed: `wasm-${k}`, deadlineMs: 60_000 });
        if (g.status !== 'GENERATED') throw new Error(`generate ${n}: ${g.status}`);
        const puzzle = g.puzzle.cells;
        const solution = g.solution.cells;
        boards.push({ shape, cells: puzzle.slice() });
        // Several solutions: some givens taken away.
        const fewer = puzzle.slice();
        for (let i = 0; i < n * n; i++) if (fewer[i] !== 0 && rand() < 0.35) fewer[i] = 0;
        boards.push({ shape, cells: fewer });
        // No solution without a clash: an empty cell of the unique puzzle gets a value that is not
        // its solution's and that no given peer holds.
        const wrong = puzzle.slice();
        const open = [...wrong.keys()].filter((i) => wrong[i] === 0);
        const cell = open[Math.floor(rand() * open.length)];
        const free = [...Array(n).keys()].map((v) => v + 1).filter((v) => v !== solution[cell] && !seenBy(shape, puzzle, cell, v));
        wrong[cell] = free[0] ?? (solution[cell] % n) + 1;
        boards.push({ shape, cells: wrong });
        // Clashing givens: a given copied into a peer in its row.
        const clash = puzzle.slice();
        const row = Math.floor(cell / n);
        const given = [...Array(n).keys()].map((c) => row * n + c).find((i) => clash[i] !== 0);
        if (given !== undefined) clash[cell] = clash[given];
        boards.push({ shape, cells: clash });
        // A sparse random subset of a solution (often many solutions).
        boards.push({ shape, cells: solution.map((v) => (rand() < 0.2 ? v : 0)) });
      }
    }
    const statuses = new Set<string>();
    for (const board of boards) {
      const { ts, wasm } = both(board);
      expect(answer(wasm), Array.from(board.cells).join('')).toBe(answer(ts));
      statuses.add(ts.status === 'SOLVED' ? `SOLVED unique=${ts.unique}` : ts.status);
    }
    expect([...statuses].sort()).toEqual(['CONFLICT', 'NO_SOLUTION', 'SOLVED unique=false', 'SOLVED unique=true']);
  }, 120_000);
});

// search9 reads the 81 input bytes 16 at a time and finds a clash by counting unit cells (every
// given adds a row, a column and a box of nine cells unless two givens share one): one given on
// each cell (every chunk and band boundary), and two givens sharing exactly one unit.
describe('loading the givens in search9', () => {
  const shape = STANDARD_SHAPES.find((s) => s.size === 9 && s.boxRows === 3)!;
  const rowOf = (i: number) => Math.floor(i / 9);
  const colOf = (i: number) => i % 9;
  const boxOf = (i: number) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);

  it('one given on any of the 81 cells: several solutions, the same lexicographically first one', () => {
    for (let cell = 0; cell < 81; cell++) {
      const cells = new Uint8Array(81);
      cells[cell] = (cell % 9) + 1;
      const { ts, wasm } = both({ shape, cells });
      expect(answer(wasm), `cell ${cell}`).toBe(answer(ts));
      expect(wasm.status).toBe('SOLVED');
      expect(wasm.unique).toBe(false);
    }
  });

  it.each([
    ['a row only', (a: number, b: number) => rowOf(a) === rowOf(b) && boxOf(a) !== boxOf(b)],
    ['a column only', (a: number, b: number) => colOf(a) === colOf(b) && boxOf(a) !== boxOf(b)],
    ['a box only', (a: number, b: number) => boxOf(a) === boxOf(b) && rowOf(a) !== rowOf(b) && colOf(a) !== colOf(b)],
  ])('two equal givens sharing %s clash on every cell (CONFLICT, the same two cells as TS)', (_, shares) => {
    for (let a = 0; a < 81; a++) {
      const b = [...Array(81).keys()].find((i) => i !== a && shares(a, i))!;
      const cells = new Uint8Array(81);
      cells[a] = cells[b] = (a % 9) + 1;
      const { ts, wasm } = both({ shape, cells });
      expect(answer(wasm), `cells ${a}, ${b}`).toBe(answer(ts));
      expect(wasm.status).toBe('CONFLICT');
      expect(wasm.conflicts).toHaveLength(2);
    }
  });

  it("a whole solution given is its own unique solution; one cell changed to a peer's value is a CONFLICT", () => {
    const { ts } = both(boardOf(readLines('9x9/kaggle_easy_10k.txt', 1)[0]));
    const full = Uint8Array.from(ts.solution!);
    const { wasm } = both({ shape, cells: full });
    expect(wasm.status).toBe('SOLVED');
    expect(wasm.unique).toBe(true);
    expect(Array.from(wasm.solution!)).toEqual(Array.from(full));
    const changed = full.slice();
    changed[80] = full[79];
    const pair = both({ shape, cells: changed });
    expect(answer(pair.wasm)).toBe(answer(pair.ts));
    expect(pair.wasm.status).toBe('CONFLICT');
  });
});

describe('limits and budgets in the WebAssembly kernel', () => {
  const empty: Board = { shape: STANDARD_SHAPES.find((s) => s.size === 9)!, cells: new Uint8Array(81) };

  it('counts to the limit asked (here 1,000 solutions of the empty board) like the TypeScript kernel', () => {
    const { ts, wasm } = both(empty, { limit: 1000 });
    expect(answer(wasm)).toBe(answer(ts));
    expect(wasm.solutionCount).toBe(1000);
    expect(wasm.unique).toBe(false);
  });

  it('the node budget stops a count of the empty board: LIMIT_EXCEEDED after maxNodes + 1 nodes', () => {
    selectKernel('wasm');
    const r = solve(empty, { limit: 1e9, maxNodes: 5000 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.stats.nodes).toBe(5001);
    expect(r.solution).toBeUndefined();
    expect(r.solutionCount).toBeGreaterThan(0);
  });

  it('the deadline stops a count of the empty board long before its node budget', () => {
    selectKernel('wasm');
    const r = solve(empty, { limit: 1e9, maxNodes: 2e9, deadlineMs: 20 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(r.stats.nodes).toBeLessThan(2e9);
    expect(r.stats.nodes % 256).toBe(0); // the clock is read every 256 nodes
  });

  it('a budget of one node on a puzzle that needs a guess is LIMIT_EXCEEDED in both kernels', () => {
    const hard = boardOf(readLines('9x9/forum_hardest_1106.txt', 1)[0]);
    const { ts, wasm } = both(hard, { maxNodes: 1 });
    expect(ts.status).toBe('LIMIT_EXCEEDED');
    expect(wasm.status).toBe('LIMIT_EXCEEDED');
  });
});

describe('selection', () => {
  it('ENGINE_KERNEL: unset or wasm is wasm, ts is ts, anything else is an error naming it', () => {
    expect(kernelFromEnv({})).toBe('wasm');
    expect(kernelFromEnv({ ENGINE_KERNEL: 'wasm' })).toBe('wasm');
    expect(kernelFromEnv({ ENGINE_KERNEL: ' ts ' })).toBe('ts');
    expect(() => kernelFromEnv({ ENGINE_KERNEL: 'c++' })).toThrow(/ENGINE_KERNEL must be ts or wasm, got 'c\+\+'/);
  });

  it('selects the kernel asked for; the module is at the path the loader reads', () => {
    expect(WASM_KERNEL_URL.pathname.endsWith('/dist/wasm/search9.wasm')).toBe(true);
    expect(useEngineKernel('ts')).toBe('ts');
    expect(selectedKernel()).toBe('ts');
    expect(useEngineKernel('wasm')).toBe('wasm');
    expect(selectedKernel()).toBe('wasm');
  });
});
