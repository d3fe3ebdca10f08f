// The WebAssembly search kernels, compiled by `npm run build:wasm`: assembly/search9.ts
// (dist/wasm/search9.wasm, 9×9 with 3×3 boxes, SIMD bands) and assembly/searchn.ts
// (dist/wasm/searchn.wasm, every other r×c shape up to 25×25): which boards each takes, and the
// engine's side of their calls.
//
// The engine does no I/O: a composition root (src/node/engine-kernel.ts in Node, the page's
// worker in a browser) reads each module's bytes and hands them over with installWasmKernel
// (synchronous, for Node's start-up) or initWasmKernel (asynchronous, for a browser's fetch);
// the module's exports say which of the two it is. Where WebAssembly or its 128-bit SIMD is
// missing, nothing is installed and the TypeScript kernel serves every board, as it does for the
// shapes no installed module takes.
import type { Shape } from '../../types.js';

/** Which kernel solve() uses for the boards the WebAssembly kernel takes. */
export type KernelName = 'ts' | 'wasm';

/** The module's bytes (Node's Buffer is a Uint8Array). */
export type WasmBytes = Uint8Array | ArrayBuffer;

/** The part of the WebAssembly global the engine uses (typed here: the engine's lib has no DOM types). */
interface WasmApi {
  validate(bytes: WasmBytes): boolean;
  readonly Module: new (bytes: WasmBytes) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: object };
  compile(bytes: WasmBytes): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ readonly exports: object }>;
}

const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** The exports of search9.wasm the engine calls. */
interface Search9Exports {
  readonly memory: { readonly buffer: ArrayBuffer };
  inputPtr(): number;
  outputPtr(): number;
  statsPtr(): number;
  solve(limit: number, maxNodes: number, deadline: number): number;
  solutionCount(): number;
  nodeCount(): number;
  backtrackCount(): number;
  /** The line path (solve.ts solvePlainLines); absent from a module built before it. */
  solveTextLines?(len: number, limit: number, maxNodes: number, deadlineMs: number, room: number): number;
  linesInPtr?(): number;
  linesOutPtr?(): number;
  linesStatsPtr?(): number;
  linesBytes?(): number;
  valueTablePtr?(): number;
  symbolTablePtr?(): number;
}

/** The exports of searchn.wasm the engine calls. */
interface SearchNExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  inputPtr(): number;
  outputPtr(): number;
  statsPtr(): number;
  solveShape(size: number, boxRows: number, boxCols: number, limit: number, maxNodes: number, deadline: number): number;
}

/** The largest side searchn.wasm takes (its tables are sized for it). */
export const WASM_SHAPE_MAX_SIZE = 25;

/** solve()'s and solveShape()'s return values (search9.ts and searchn.ts STATUS_*). */
export const WASM_CONTRADICTION = 0;
export const WASM_NO_SOLUTION = 1;
export const WASM_SOLVED = 2;
export const WASM_LIMIT_EXCEEDED = 3;

/** One instance's exports and views of its memory. */
export interface WasmKernel {
  readonly exports: Search9Exports;
  /** The 81 input cells (0 = empty). */
  readonly input: Uint8Array;
  /** The 81 cells of the solution solve() found. */
  readonly output: Uint8Array;
  /** After solve(): solutions counted, nodes, backtracks. */
  readonly stats: Int32Array;
  /** solveTextLines()'s lines in and answers out, and its alphabet tables; null without it. */
  readonly lines: LinesPath | null;
}

/** search9's line path: views of its memory, and which alphabet its tables now hold. */
export interface LinesPath {
  /** The lines' bytes in (as many as one call reads). */
  readonly input: Uint8Array;
  /** The answers out (as large as `input`: an answer is never longer than its line). */
  readonly output: Uint8Array;
  /** After a call: bytes written, lines answered, the last line's WASM_* status (-1: none; WASM_SOLVED: several solutions). */
  readonly stats: Int32Array;
  /** char code → value + 1 (0 where the char is no value 0..9). */
  readonly values: Uint8Array;
  /** value → char code. */
  readonly symbols: Uint8Array;
  alphabet: string | null;
}

/** One instance of searchn.wasm: its exports and views of its memory (N² cells, N ≤ 25). */
export interface WasmShapeKernel {
  readonly exports: SearchNExports;
  /** The N² input cells (0 = empty), from the start of the view. */
  readonly input: Uint8Array;
  /** The N² cells of the solution solveShape() found, from the start of the view. */
  readonly output: Uint8Array;
  /** After solveShape(): solutions counted, nodes, backtracks. */
  readonly stats: Int32Array;
}

let installed: WasmKernel | null = null;
let installedShapes: WasmShapeKernel | null = null;
let selected: KernelName = 'ts';

// A module of one function returning a v128 constant: valid only where SIMD is supported.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03, 0x02, 0x01, 0x00, 0x0a, 0x16, 0x01, 0x14,
  0x00, 0xfd, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0b,
]);

/** True where this runtime has WebAssembly with 128-bit SIMD. */
export function wasmSimdSupported(): boolean {
  try {
    return api !== undefined && api.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

function imports(): object {
  const now = { now: () => performance.now() };
  return { search9: now, searchn: now };
}

/** Keeps the instance in the slot its exports say it fills (searchn has solveShape, search9 solve). */
function adopt(instance: { readonly exports: object }): void {
  const raw = instance.exports as Record<string, unknown>;
  if (typeof raw.solveShape === 'function') {
    const exports = raw as unknown as SearchNExports;
    const buffer = exports.memory.buffer;
    const cells = WASM_SHAPE_MAX_SIZE * WASM_SHAPE_MAX_SIZE;
    installedShapes = {
      exports,
      input: new Uint8Array(buffer, exports.inputPtr(), cells),
      output: new Uint8Array(buffer, exports.outputPtr(), cells),
      stats: new Int32Array(buffer, exports.statsPtr(), 3),
    };
    return;
  }
  if (typeof raw.solve !== 'function') throw new Error('not a search kernel');
  const exports = raw as unknown as Search9Exports;
  const buffer = exports.memory.buffer;
  const { linesInPtr, linesOutPtr, linesStatsPtr, linesBytes, valueTablePtr, symbolTablePtr } = exports;
  const lines =
    typeof exports.solveTextLines === 'function' &&
    linesInPtr &&
    linesOutPtr &&
    linesStatsPtr &&
    linesBytes &&
    valueTablePtr &&
    symbolTablePtr
      ? {
          input: new Uint8Array(buffer, linesInPtr(), linesBytes()),
          output: new Uint8Array(buffer, linesOutPtr(), linesBytes()),
          stats: new Int32Array(buffer, linesStatsPtr(), 3),
          values: new Uint8Array(buffer, valueTablePtr(), 128),
          symbols: new Uint8Array(buffer, symbolTablePtr(), 16),
          alphabet: null,
        }
      : null;
  installed = {
    exports,
    input: new Uint8Array(buffer, exports.inputPtr(), 81),
    output: new Uint8Array(buffer, exports.outputPtr(), 81),
    stats: new Int32Array(buffer, exports.statsPtr(), 3),
    lines,
  };
}

/**
 * Compiles and instantiates a kernel (either module) from its bytes, synchronously, and selects
 * the WebAssembly kernels. False (and
 * the TypeScript kernel stays) where WebAssembly SIMD is missing or the bytes do not compile.
 */
export function installWasmKernel(bytes: WasmBytes): boolean {
  if (api === undefined || !wasmSimdSupported()) return false;
  try {
    adopt(new api.Instance(new api.Module(bytes), imports()));
  } catch {
    return false;
  }
  selected = 'wasm';
  return true;
}

/** What a fetch() answers, as far as initWasmKernel reads it. */
export interface FetchedBytes {
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** installWasmKernel for a browser: the module's bytes or its fetch response, compiled asynchronously. */
export async function initWasmKernel(source: WasmBytes | FetchedBytes | PromiseLike<FetchedBytes>): Promise<boolean> {
  if (api === undefined || !wasmSimdSupported()) return false;
  try {
    const bytes = source instanceof ArrayBuffer || source instanceof Uint8Array ? source : await (await source).arrayBuffer();
    const module = await api.compile(bytes);
    adopt(await api.instantiate(module, imports()));
  } catch {
    return false;
  }
  selected = 'wasm';
  return true;
}

/**
 * Chooses the kernel for the boards the WebAssembly kernel takes; 'wasm' only once installed.
 * Returns the kernel now selected.
 */
export function selectKernel(name: KernelName): KernelName {
  selected = name === 'wasm' && (installed !== null || installedShapes !== null) ? 'wasm' : 'ts';
  return selected;
}

/** The kernel solve() uses for the boards the WebAssembly kernel takes. */
export function selectedKernel(): KernelName {
  return selected;
}

/** The installed kernel when it is selected and takes boards of this shape, else null. */
export function wasmKernelFor(shape: Shape): WasmKernel | null {
  if (selected !== 'wasm' || shape.size !== 9 || shape.boxRows !== 3) return null;
  return installed;
}

/**
 * The smallest side searchn takes by default: every shape (its value-major kernel was faster
 * than the TypeScript kernel on every shape measured, 4×4 to 25×25: bench/RESULTS.md).
 * A larger minimum leaves the smaller shapes to the TypeScript kernel.
 */
export const WASM_SHAPE_DEFAULT_MIN_SIZE = 2;
let shapeMinSize = WASM_SHAPE_DEFAULT_MIN_SIZE;

/** Sets the smallest side searchn takes (2: every shape up to 25×25); returns the previous one. */
export function setWasmShapeMinSize(size: number): number {
  const previous = shapeMinSize;
  shapeMinSize = Math.max(2, size);
  return previous;
}

/**
 * The installed searchn kernel when it is selected and takes boards of this shape (any r×c box,
 * sides from the minimum above to 25; 9×9 with 3×3 boxes goes to search9 when that is installed),
 * else null.
 */
export function wasmShapeKernelFor(shape: Shape): WasmShapeKernel | null {
  if (selected !== 'wasm' || shape.size > WASM_SHAPE_MAX_SIZE || shape.size < shapeMinSize) return null;
  return installedShapes;
}

/** Bytes of the installed kernels' linear memories (0 when none is installed): fixed, they never grow. */
export function wasmKernelMemoryBytes(): number {
  return (
    (installed === null ? 0 : installed.exports.memory.buffer.byteLength) +
    (installedShapes === null ? 0 : installedShapes.exports.memory.buffer.byteLength)
  );
}

/** Which kernel solve() runs for boards of this shape now: 'wasm' where an installed, selected module takes it. */
export function kernelFor(shape: Shape): KernelName {
  return wasmKernelFor(shape) !== null || wasmShapeKernelFor(shape) !== null ? 'wasm' : 'ts';
}
