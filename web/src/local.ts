// The page's side of the engine worker (engine.worker.ts): typed requests, answered as promises.
// Used when the server cannot be reached (offline), and for the solution path of a local board.
import type { Rule, Shape } from './board.js';
import type { Variant } from '../../src/engine/index.js';

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

/** Every request but generate names a board: its shape, cells and rules (empty: classic), as the server takes them. */
export type LocalRequest =
  | { op: 'generate'; shape: Shape; difficulty: string; seed?: string; variants: Variant[]; requireTechnique?: string }
  | { op: 'candidates'; shape: Shape; cells: number[]; rules: readonly Rule[] }
  | { op: 'solve'; shape: Shape; cells: number[]; rules: readonly Rule[] }
  | {
      op: 'nextStep';
      shape: Shape;
      cells: number[];
      rules: readonly Rule[];
      notes: { row: number; col: number; values: number[] }[] | null;
    }
  | { op: 'hint'; shape: Shape; cells: number[]; rules: readonly Rule[] }
  | { op: 'analyze'; shape: Shape; cells: number[]; rules: readonly Rule[] };

export type LocalAnswer =
  | { ok: false; code: string; cells?: LocalCell[]; message?: string; offer?: string }
  | {
      ok: true;
      givens: number[];
      solution: number[];
      rating: { level: string; score: number; hardest: string | null };
      difficulty: string;
      /** The generated puzzle's rules (empty: classic). */
      rules: Rule[];
      /** The search kernel that served this shape in the worker: 'wasm' (WebAssembly SIMD) or 'ts'. */
      kernel: 'ts' | 'wasm';
    }
  | { ok: true; candidates: { row: number; col: number; values: number[] }[] }
  | { ok: true; solution: number[]; unique: boolean }
  | { ok: true; step: LocalStep }
  | { ok: true; hint: { row: number; col: number; value: number; kind: 'NAKED_SINGLE' | 'SOLUTION_CELL'; reason: string } }
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
  /** With `requireTechnique`: a practice puzzle of that technique (the engine's bank travels with the worker). */
  generate: (shape: Shape, difficulty: string, variants: Variant[] = [], requireTechnique?: string) =>
    ask({ op: 'generate', shape, difficulty, variants, ...(requireTechnique ? { requireTechnique } : {}) }) as Promise<Answer<'givens'>>,
  candidates: (shape: Shape, cells: number[], rules: readonly Rule[]) =>
    ask({ op: 'candidates', shape, cells, rules }) as Promise<Answer<'candidates'>>,
  solve: (shape: Shape, cells: number[], rules: readonly Rule[]) => ask({ op: 'solve', shape, cells, rules }) as Promise<Answer<'unique'>>,
  nextStep: (shape: Shape, cells: number[], rules: readonly Rule[], notes: { row: number; col: number; values: number[] }[] | null) =>
    ask({ op: 'nextStep', shape, cells, rules, notes }) as Promise<Answer<'step'>>,
  hint: (shape: Shape, cells: number[], rules: readonly Rule[]) => ask({ op: 'hint', shape, cells, rules }) as Promise<Answer<'hint'>>,
  analyze: (shape: Shape, cells: number[], rules: readonly Rule[]) =>
    ask({ op: 'analyze', shape, cells, rules }) as Promise<Answer<'steps'>>,
};
