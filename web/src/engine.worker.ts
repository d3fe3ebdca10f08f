// The engine in the browser: the pure TypeScript engine (src/engine) in a Web Worker, so the page
// can generate, check, hint and detect the finish without the network. One request at a time per
// message; answers carry the request's id.
//
// The WebAssembly search kernels (search9: 9×9, searchn: every other shape, docs/engine.md) are
// fetched as the build's own assets (Vite emits them from these URLs, hashed; the service worker
// keeps them with every other file of the build) and installed before the first request runs.
// Where a fetch fails or WebAssembly SIMD is missing, the TypeScript kernel serves, silently.
import {
  analyze,
  candidates,
  generate,
  hint,
  nextStep,
  solve,
  type Board,
  type Difficulty,
  type Rule,
  type Shape,
} from '../../src/engine/index.js';
import { initWasmKernel, kernelFor } from '../../src/engine/kernel.js';
import type { LocalRequest, LocalAnswer } from './local.js';

const KERNELS = [new URL('../../dist/wasm/search9.wasm', import.meta.url), new URL('../../dist/wasm/searchn.wasm', import.meta.url)];

/** Settles once every module is installed or given up on (never rejects). */
const kernels: Promise<unknown> = Promise.all(KERNELS.map((url) => initWasmKernel(fetch(url)).catch(() => false)));

/** The engine's board: with rules exactly as the server passes them (empty: the classic puzzle). */
const board = (shape: Shape, cells: number[], rules: readonly Rule[]): Board => ({
  shape,
  cells: Uint8Array.from(cells),
  ...(rules.length ? { rules } : {}),
});
const at = (n: number, i: number) => ({ row: Math.floor(i / n), col: i % n });

function run(req: LocalRequest): LocalAnswer {
  const n = req.shape.size;
  switch (req.op) {
    case 'generate': {
      const o = generate({
        ...req.shape,
        difficulty: req.difficulty as Difficulty,
        seed: req.seed,
        ...(req.variants.length ? { variants: req.variants } : {}),
        ...(req.requireTechnique ? { requireTechnique: req.requireTechnique } : {}),
      });
      if (o.status !== 'GENERATED')
        return {
          ok: false,
          code: o.status,
          message: 'message' in o ? String(o.message) : undefined,
          // A practice refusal names the technique this shape delivers instead (the page offers it).
          ...(o.status === 'GRADE_NOT_REACHED' && o.offer ? { offer: o.offer } : {}),
        };
      return {
        ok: true,
        givens: [...o.puzzle.cells],
        solution: [...o.solution.cells],
        rating: o.rating,
        difficulty: o.difficulty,
        rules: [...(o.puzzle.rules ?? [])],
        kernel: kernelFor(req.shape),
      };
    }
    case 'candidates':
      return { ok: true, candidates: candidates(board(req.shape, req.cells, req.rules)).map((c) => ({ ...c, values: [...c.values] })) };
    case 'solve': {
      const o = solve(board(req.shape, req.cells, req.rules), { limit: 2 });
      return o.status === 'SOLVED' && o.solution
        ? { ok: true, solution: [...o.solution], unique: o.unique !== false }
        : { ok: false, code: o.status };
    }
    case 'nextStep': {
      const o = nextStep(board(req.shape, req.cells, req.rules), req.notes ?? undefined);
      if (o.status === 'STEP') return { ok: true, step: { ...o.step, cells: o.step.cells.map((i) => at(n, i)) } };
      if (o.status === 'WRONG_NOTES') return { ok: false, code: 'WRONG_NOTES', cells: [...o.cells] };
      return { ok: false, code: o.status };
    }
    case 'hint': {
      const o = hint(board(req.shape, req.cells, req.rules));
      if (o.status === 'HINT') return { ok: true, hint: { ...o.hint } };
      return { ok: false, code: o.status };
    }
    case 'analyze': {
      const o = analyze(board(req.shape, req.cells, req.rules));
      if (o.status !== 'ANALYZED') return { ok: false, code: o.status };
      return { ok: true, steps: o.analysis.steps.map((s) => ({ ...s, cells: s.cells.map((i) => at(n, i)) })) };
    }
  }
}

self.onmessage = async (e: MessageEvent<{ id: number; req: LocalRequest }>) => {
  await kernels;
  let answer: LocalAnswer;
  try {
    answer = run(e.data.req);
  } catch (err) {
    answer = { ok: false, code: 'FAILED', message: String(err) };
  }
  (self as unknown as { postMessage(m: unknown): void }).postMessage({ id: e.data.id, answer });
};
