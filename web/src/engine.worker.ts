// The engine in the browser: the pure TypeScript engine (src/engine) in a Web Worker, so the page
// can generate, check, hint and detect the finish without the network. One request at a time per
// message; answers carry the request's id.
import { analyze, candidates, generate, nextStep, solve, type Board, type Difficulty, type Shape } from '../../src/engine/index.js';
import type { LocalRequest, LocalAnswer } from './local.js';

const board = (shape: Shape, cells: number[]): Board => ({ shape, cells: Uint8Array.from(cells) });
const at = (n: number, i: number) => ({ row: Math.floor(i / n), col: i % n });

function run(req: LocalRequest): LocalAnswer {
  const n = req.shape.size;
  switch (req.op) {
    case 'generate': {
      const o = generate({ ...req.shape, difficulty: req.difficulty as Difficulty, seed: req.seed });
      if (o.status !== 'GENERATED') return { ok: false, code: o.status };
      return { ok: true, givens: [...o.puzzle.cells], solution: [...o.solution.cells], rating: o.rating, difficulty: o.difficulty };
    }
    case 'candidates':
      return { ok: true, candidates: candidates(board(req.shape, req.cells)).map((c) => ({ ...c, values: [...c.values] })) };
    case 'solve': {
      const o = solve(board(req.shape, req.cells), { limit: 2 });
      return o.status === 'SOLVED' && o.solution ? { ok: true, solution: [...o.solution] } : { ok: false, code: o.status };
    }
    case 'nextStep': {
      const o = nextStep(board(req.shape, req.cells), req.notes ?? undefined);
      if (o.status === 'STEP') return { ok: true, step: { ...o.step, cells: o.step.cells.map((i) => at(n, i)) } };
      if (o.status === 'WRONG_NOTES') return { ok: false, code: 'WRONG_NOTES', cells: [...o.cells] };
      return { ok: false, code: o.status };
    }
    case 'analyze': {
      const o = analyze(board(req.shape, req.cells));
      if (o.status !== 'ANALYZED') return { ok: false, code: o.status };
      return { ok: true, steps: o.analysis.steps.map((s) => ({ ...s, cells: s.cells.map((i) => at(n, i)) })) };
    }
  }
}

self.onmessage = (e: MessageEvent<{ id: number; req: LocalRequest }>) => {
  let answer: LocalAnswer;
  try {
    answer = run(e.data.req);
  } catch (err) {
    answer = { ok: false, code: 'FAILED', message: String(err) };
  }
  (self as unknown as { postMessage(m: unknown): void }).postMessage({ id: e.data.id, answer });
};
