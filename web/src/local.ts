// The page's side of the engine worker (engine.worker.ts): typed requests, answered as promises.
// Used when the server cannot be reached (offline), and for the solution path of a local board.
import type { Shape } from './board.js';

export interface LocalCell {
  row: number;
  col: number;
}
export interface LocalStep {
  technique: string;
  placements: readonly { row: number; col: number; value: number }[];
  eliminations: readonly { row: number; col: number; value: number }[];
  cells: LocalCell[];
  units: readonly { kind: 'ROW' | 'COLUMN' | 'BOX'; index: number }[];
  explanation: string;
}

export type LocalRequest =
  | { op: 'generate'; shape: Shape; difficulty: string; seed?: string }
  | { op: 'candidates'; shape: Shape; cells: number[] }
  | { op: 'solve'; shape: Shape; cells: number[] }
  | { op: 'nextStep'; shape: Shape; cells: number[]; notes: { row: number; col: number; values: number[] }[] | null }
  | { op: 'analyze'; shape: Shape; cells: number[] };

export type LocalAnswer =
  | { ok: false; code: string; cells?: LocalCell[]; message?: string }
  | {
      ok: true;
      givens: number[];
      solution: number[];
      rating: { level: string; score: number; hardest: string | null };
      difficulty: string;
      /** The search kernel that served this shape in the worker: 'wasm' (WebAssembly SIMD) or 'ts'. */
      kernel: 'ts' | 'wasm';
    }
  | { ok: true; candidates: { row: number; col: number; values: number[] }[] }
  | { ok: true; solution: number[] }
  | { ok: true; step: LocalStep }
  | { ok: true; steps: LocalStep[] };

type Answer<K extends string> = Extract<LocalAnswer, { ok: false }> | Extract<LocalAnswer, Record<K, unknown>>;

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, (a: LocalAnswer) => void>();

/** Starts the worker (so its script is fetched, and cached for offline use, while online). */
export function warmLocal(): void {
  start();
}

function start(): void {
  if (!worker) {
    worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; answer: LocalAnswer }>) => {
      waiting.get(e.data.id)?.(e.data.answer);
      waiting.delete(e.data.id);
    };
  }
}

function ask(req: LocalRequest): Promise<LocalAnswer> {
  start();
  const id = ++next;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.postMessage({ id, req });
  });
}

export const local = {
  generate: (shape: Shape, difficulty: string) => ask({ op: 'generate', shape, difficulty }) as Promise<Answer<'givens'>>,
  candidates: (shape: Shape, cells: number[]) => ask({ op: 'candidates', shape, cells }) as Promise<Answer<'candidates'>>,
  solve: (shape: Shape, cells: number[]) => ask({ op: 'solve', shape, cells }) as Promise<Answer<'solution'>>,
  nextStep: (shape: Shape, cells: number[], notes: { row: number; col: number; values: number[] }[] | null) =>
    ask({ op: 'nextStep', shape, cells, notes }) as Promise<Answer<'step'>>,
  analyze: (shape: Shape, cells: number[]) => ask({ op: 'analyze', shape, cells }) as Promise<Answer<'steps'>>,
};
