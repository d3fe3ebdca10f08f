// The one registry of per-shape kernels: which methods of which search class get a copy with the
// shape's numbers written in as literals (specialize.ts), and which of their `this.x | 0` reads
// are those numbers. installKernels is the only caller of specialize(); a test
// (test/engine/kernels.test.ts) fails when a kernel reads a module import, or reads
// `this.x | 0` / `pk.x | 0` for an x not listed here.
//
// Why copies at all, and the contract a kernel keeps: see specialize.ts and docs/engine.md.
import { BranchChoice } from './choice.js';
import { Levels } from './levels.js';
import { LockedCandidates } from './locked-candidates.js';
import type { Packing } from './packing.js';
import { specialize, type Kernel } from './specialize.js';

export interface KernelEntry {
  /** The class whose prototype holds the kernels, by its name (for the copies' names). */
  readonly owner: string;
  readonly prototype: object;
  readonly methods: readonly string[];
  /** Fields of the instance read as `this.x | 0`: int32 numbers fixed per shape. */
  readonly constants: readonly string[];
  /** The instance's field holding the Packing, read as `pk.x | 0` (every int32 field of it). */
  readonly packing: string;
}

export const KERNELS: readonly KernelEntry[] = [
  {
    owner: 'Levels',
    prototype: Levels.prototype,
    methods: ['propagate', 'place'],
    constants: ['n', 'w', 'full', 'wordFull', 'posWords', 'auxWords'],
    packing: 'packing',
  },
  { owner: 'LockedCandidates', prototype: LockedCandidates.prototype, methods: ['run'], constants: ['n', 'bc'], packing: 'pk' },
  {
    owner: 'BranchChoice',
    prototype: BranchChoice.prototype,
    methods: ['mostConstrained', 'score'],
    constants: ['n', 'br', 'lookaheadMin', 'topCells'],
    packing: 'pk',
  },
];

/** The name of a kernel's copy for one shape, as profilers and stack traces show it. */
export function kernelName(method: string, pk: Packing, boxRows: number): string {
  return `${method}_${pk.n}x${pk.n}_${boxRows}x${pk.n / boxRows}`;
}

/** Installs every registered kernel on the search's instances: own properties over the prototype's. */
export function installKernels(levels: Levels, choice: BranchChoice): void {
  const boxRows = levels.geometry.boxRows;
  for (const instance of [levels, levels.locked, choice] as object[]) {
    const entry = KERNELS.find((e) => Object.getPrototypeOf(instance) === e.prototype);
    if (entry === undefined) throw new Error('installKernels: an instance without a registry entry');
    const fields = instance as Record<string, unknown>;
    const pk = fields[entry.packing] as Packing;
    const self: Record<string, number> = {};
    for (const name of entry.constants) self[name] = fields[name] as number;
    for (const method of entry.methods) {
      const kernel = (entry.prototype as Record<string, Kernel>)[method];
      fields[method] = specialize(kernel, { this: self, pk }, kernelName(method, pk, boxRows));
    }
  }
}
