// What the two kernel equality suites (wasm-kernel.test.ts, wasm-shape-kernel.test.ts) share: every
// shape on the WebAssembly kernels for the file's tests (searchn's default minimum side is set to 2
// explicitly, so the suites stay on it whatever the default becomes),
// one board solved by each kernel, and the fields both must agree on.
import { afterAll, beforeAll, expect } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import { selectKernel, setWasmShapeMinSize, WASM_SHAPE_DEFAULT_MIN_SIZE } from '../../src/engine/kernel.js';
import { solve, type Board, type SolveOptions, type SolveOutcome } from '../../src/engine/index.js';
import { useEngineKernel } from '../../src/node/engine-kernel.js';

/** Installs the WebAssembly kernels for every shape before the file's tests; restores the defaults after. */
export function everyShapeOnWasm(): void {
  beforeAll(() => {
    expect(useEngineKernel('wasm')).toBe('wasm');
    setWasmShapeMinSize(2);
  });
  afterAll(() => {
    setWasmShapeMinSize(WASM_SHAPE_DEFAULT_MIN_SIZE);
    selectKernel('ts');
  });
}

export function both(board: Board, options: SolveOptions = {}): { ts: SolveOutcome; wasm: SolveOutcome } {
  selectKernel('ts');
  const ts = solve(board, options);
  selectKernel('wasm');
  const wasm = solve(board, options);
  return { ts, wasm };
}

/** The fields both kernels must agree on (nodes and backtracks may differ: docs/engine.md). */
export function answer(r: SolveOutcome): string {
  const solution = r.solution === undefined ? '-' : Array.from(r.solution).join(',');
  const conflicts = r.conflicts.map((c) => `${c.row}:${c.col}`).join(' ');
  return `${r.status} unique=${r.unique} count=${r.solutionCount} ${solution} [${conflicts}]`;
}

export function boardOf(line: string, shape?: { boxRows?: number; boxCols?: number }): Board {
  const p = parseBoardText(line, shape);
  if (!p.ok) throw new Error(`${line}: ${p.error.message}`);
  return p.value;
}
