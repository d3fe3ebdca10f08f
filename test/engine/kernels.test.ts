// The kernel contract (src/engine/search/kernels.ts, specialize.ts): every per-shape kernel is in
// the one registry, reads no module import, reads as `this.x | 0` only the constants the
// registry lists (and as `pk.x | 0` only int32 fields of the Packing), and runs as a named copy.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { geometryOf, STANDARD_SHAPES, type Shape } from '../../src/engine/index.js';
import { KERNELS, kernelName } from '../../src/engine/search/kernels.js';
import { Packing } from '../../src/engine/search/packing.js';
import { Search } from '../../src/engine/search/search.js';
import type { Kernel } from '../../src/engine/search/specialize.js';

const CONSTANT_READ = /\b(this|pk)\.(\w+)\s*\|\s*0\b/g;

/** Identifiers a function's source reads but does not declare, and that are no globals: module imports. */
export function freeIdentifiers(source: string): string[] {
  // A method's source ("propagate(level) {") as a function expression.
  const fn = source.replace(/^(?:function\b\s*)?([\w$]*)\s*\(/, 'function $1(');
  const file = ts.createSourceFile('kernel.js', `(${fn})`, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const p = node.parent;
      const isName =
        (ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isFunctionLike(p) || ts.isBindingElement(p)) && p.name === node;
      const isProperty =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isPropertyAssignment(p) && p.name === node) ||
        (ts.isBindingElement(p) && p.propertyName === node) ||
        ((ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p)) && p.label === node);
      if (isName) declared.add(node.text);
      else if (!isProperty) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...used].filter((name) => !declared.has(name) && !(name in globalThis));
}

function kernelsOf(): { owner: string; method: string; source: string; constants: readonly string[] }[] {
  return KERNELS.flatMap((e) =>
    e.methods.map((method) => ({
      owner: e.owner,
      method,
      source: String((e.prototype as Record<string, Kernel>)[method]),
      constants: e.constants,
    })),
  );
}

describe('the checks themselves', () => {
  it('freeIdentifiers finds a module import and ignores locals, parameters, properties and globals', () => {
    const source = `function f(a, { b: c }) { const d = a + c; let e = Math.max(d, popcount(d)); label: for (;;) break label; return { x: e, y: this.z | 0, w: new Int32Array(1) }; }`;
    expect(freeIdentifiers(source)).toEqual(['popcount']);
  });
});

describe.each(kernelsOf().map((k) => [`${k.owner}.${k.method}`, k] as const))('kernel %s', (_, kernel) => {
  it('uses no module import: only its parameters, locals, `this` and globals', () => {
    expect(freeIdentifiers(kernel.source)).toEqual([]);
  });

  it('reads as `this.x | 0` only listed constants, as `pk.x | 0` only int32 fields of the Packing', () => {
    const pk = new Packing(geometryOf({ size: 9, boxRows: 3, boxCols: 3 })) as unknown as Record<string, unknown>;
    const unlisted = [...kernel.source.matchAll(CONSTANT_READ)]
      .filter(([, receiver, name]) => (receiver === 'this' ? !kernel.constants.includes(name) : typeof pk[name] !== 'number'))
      .map(([read]) => read);
    expect(unlisted).toEqual([]);
  });
});

describe('the registry is the only place that installs kernels', () => {
  it('no engine file but kernels.ts calls specialize()', () => {
    const dir = fileURLToPath(new URL('../../src/engine/', import.meta.url));
    const callers = (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /\bspecialize\(/.test(readFileSync(join(dir, f), 'utf8').replace(/export function specialize/, '')))
      .map((f) => f.replace(/\\/g, '/'));
    expect(callers).toEqual(['search/kernels.ts']);
  });

  const shapes: Shape[] = [
    ...STANDARD_SHAPES,
    { size: 12, boxRows: 2, boxCols: 6 },
    { size: 25, boxRows: 1, boxCols: 25 },
    { size: 22, boxRows: 2, boxCols: 11 },
  ];
  it.each(shapes.map((s) => [`${s.size} (${s.boxRows}x${s.boxCols})`, s] as const))(
    '%s: a search runs named copies of every kernel, each constant read a literal',
    (_name, shape) => {
      const search = new Search(shape);
      const levels = search.levels as unknown as Record<string, unknown> & { locked: object; packing: Packing };
      const choice = (search as unknown as { choice: object }).choice;
      const instances: Record<string, object> = { Levels: levels, LockedCandidates: levels.locked, BranchChoice: choice };
      for (const { owner, method } of kernelsOf()) {
        const copy = (instances[owner] as Record<string, Kernel>)[method];
        expect(Object.hasOwn(instances[owner], method), `${owner}.${method} installed on the instance`).toBe(true);
        expect(copy.name).toBe(kernelName(method, levels.packing, shape.boxRows));
        expect(copy.toString()).not.toMatch(CONSTANT_READ);
      }
    },
  );
});
