// What the A/B scripts of the WebAssembly kernels share (search9-ab.ts, searchn-ab.ts): a build
// instantiated from its file, and rounds of one pass of each build, who goes first alternating.
import { readFileSync } from 'node:fs';
import { median } from './stats.js';

// Typed here: the project's lib has no WebAssembly types.
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { Instance: new (m: object, i: object) => { exports: object }; Module: new (b: Uint8Array) => object };
  }
).WebAssembly;

/** The exports of the module at `path`, its clock imported as `namespace.now` (the kernel's import). */
export function instantiate<T>(path: string, namespace: string): T {
  const now = { now: () => performance.now() };
  return new wasmApi.Instance(new wasmApi.Module(readFileSync(path)), { [namespace]: now }).exports as T;
}

/** Per build, the figure of each round (µs a puzzle), and the median of the per-round ratios OLD ÷ NEW. */
export interface RoundsResult {
  readonly old: number[];
  readonly next: number[];
  readonly ratio: number;
}

/** `rounds` rounds of one pass of each build (a pass returns its figure), who goes first alternating. */
export function alternateRounds(rounds: number, passOld: () => number, passNew: () => number): RoundsResult {
  const old: number[] = [];
  const next: number[] = [];
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      old.push(passOld());
      next.push(passNew());
    } else {
      next.push(passNew());
      old.push(passOld());
    }
  }
  return { old, next, ratio: median(old.map((t, i) => t / next[i])) };
}
