// The engine's search kernel for a Node process: a helper of the composition roots (the pool's
// workers, the CLI, the benches), which call it at start. ENGINE_KERNEL=wasm (the default) loads
// dist/wasm/search9.wasm and dist/wasm/searchn.wasm (built by `npm run build:wasm`, which `npm ci`
// runs through `prepare`) synchronously and installs them; ENGINE_KERNEL=ts keeps the TypeScript
// kernel. Where a file is missing or WebAssembly SIMD is not there, the TypeScript kernel serves,
// as it always does for the shapes the WebAssembly kernels do not take (docs/engine.md).
import { readFileSync } from 'node:fs';
import { installWasmKernel, selectKernel, type KernelName } from '../engine/kernel.js';

/** The modules, from src/node/ and from dist/node/ alike (and the CLI's bundle in dist/cli/): 9×9, and every other shape. */
export const WASM_KERNEL_URL = new URL('../../dist/wasm/search9.wasm', import.meta.url);
export const WASM_SHAPE_KERNEL_URL = new URL('../../dist/wasm/searchn.wasm', import.meta.url);

let loaded: boolean | undefined;

/** ENGINE_KERNEL's choice: unset or blank is 'wasm'; anything but ts or wasm throws naming it. */
export function kernelFromEnv(env: NodeJS.ProcessEnv = process.env): KernelName {
  const raw = env.ENGINE_KERNEL?.trim() ?? '';
  if (raw === '' || raw === 'wasm') return 'wasm';
  if (raw === 'ts') return 'ts';
  throw new Error(`ENGINE_KERNEL must be ts or wasm, got '${raw}'`);
}

/** Installs the kernel ENGINE_KERNEL asks for (or `wanted`), 'ts' where WebAssembly is unavailable; returns the one in use. */
export function useEngineKernel(wanted: KernelName = kernelFromEnv()): KernelName {
  if (wanted === 'wasm' && loaded === undefined) {
    loaded = false;
    for (const url of [WASM_KERNEL_URL, WASM_SHAPE_KERNEL_URL]) {
      try {
        if (installWasmKernel(readFileSync(url))) loaded = true;
      } catch {
        // That module is missing: the other one, or the TypeScript kernel, serves.
      }
    }
  }
  return selectKernel(wanted);
}
