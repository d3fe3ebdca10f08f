// The engine's kernel door, for composition roots and benches: which search kernel solves which
// board, and handing the WebAssembly modules' bytes to the engine (it does no I/O itself; Node's
// loader is src/node/engine-kernel.ts, the page's is its engine worker). Tracked like the other
// doors (index.ts).
export {
  installWasmKernel,
  initWasmKernel,
  selectKernel,
  selectedKernel,
  kernelFor,
  wasmSimdSupported,
  wasmKernelMemoryBytes,
  setWasmShapeMinSize,
  WASM_SHAPE_DEFAULT_MIN_SIZE,
  type KernelName,
} from './search/wasm/kernel.js';
