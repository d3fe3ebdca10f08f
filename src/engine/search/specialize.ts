// Per-shape copies of the hot kernels (propagation, placement, locked candidates, the branch
// choice), with the shape's numbers written in as literals.
//
// Why: V8 then folds masks and loop bounds into the machine code instead of loading them, and
// each shape's copy keeps its own type feedback, so solving 16×16 boards does not re-optimize
// code tuned on 9×9 ones. The source is the kernel's own (Function.prototype.toString), so there
// is one implementation to read and test; the copy differs only in where its numbers come from.
//
// Contract for a kernel: it reads each shape constant as `this.name | 0` or `pk.name | 0`
// (the `| 0` types it as int32, see packing.ts). Exactly those reads whose receiver and name are
// given in `constants` become literals; everything else is left as written, so a read the
// caller does not list stays a plain (correct, slower) property read. Kernels may use only their
// parameters, `this`, and globals: module imports are out of the copy's scope. Which methods are
// kernels, and which constants each reads, is listed once, in kernels.ts (tested by
// test/engine/kernels.test.ts).

/** Receivers `this` and `pk` and their constant fields. Values must be int32 integers. */
/** Any function or method: its source is all a copy needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Kernel = (this: any, ...args: any[]) => unknown;

export interface KernelConstants {
  readonly this: Readonly<Record<string, number>>;
  readonly pk?: object;
}

const CONSTANT_READ = /\b(this|pk)\.(\w+)\s*\|\s*0\b/g;

/** The kernel's source with the listed constant reads replaced by literals, and how many. */
export function specializedSource(kernel: Kernel, constants: KernelConstants): { source: string; replaced: number } {
  let replaced = 0;
  const source = kernel.toString().replace(CONSTANT_READ, (read: string, receiver: string, name: string) => {
    const holder = (receiver === 'this' ? constants.this : constants.pk) as Record<string, unknown> | undefined;
    const value = holder?.[name];
    if (typeof value !== 'number' || (value | 0) !== value) return read;
    replaced++;
    return `(${value})`;
  });
  return { source, replaced };
}

/**
 * A copy of `kernel` (a class method or a function) with the listed constants as literals, to be
 * installed on one instance. Strict mode, as in the class body it came from. Where the runtime
 * forbids code from strings (node --disallow-code-generation-from-strings, a strict CSP), the
 * kernel itself: same answers, without the speed-up.
 */
export function specialize<F extends Kernel>(kernel: F, constants: KernelConstants, name = kernel.name): F {
  const { source } = specializedSource(kernel, constants);
  // A method's source starts with its name ("propagate(level) {"), a function's with
  // "function name(": either way the copy becomes `function <name>(`, named for stack traces.
  const declaration = source.replace(/^(?:function\b\s*)?[\w$]*\s*\(/, `function ${name}(`);
  try {
    return new Function(`"use strict"; return (${declaration});`)() as F;
  } catch {
    return kernel;
  }
}
