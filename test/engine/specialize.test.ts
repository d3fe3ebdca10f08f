import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BranchChoice } from '../../src/engine/search/choice.js';
import { Levels } from '../../src/engine/search/levels.js';
import { LOOKAHEAD_MIN_OPEN } from '../../src/engine/search/lookahead.js';
import { geometryOf, STANDARD_SHAPES, type Shape } from '../../src/engine/index.js';
import type { Packing } from '../../src/engine/search/packing.js';
import { specialize, specializedSource } from '../../src/engine/search/specialize.js';

const CONSTANT_READ = /\b(this|pk)\.\w+\s*\|\s*0\b/;

class Sample {
  readonly width = 7;
  readonly pk = { k: 3, mask: -1, ratio: 0.5 };
  scale = 2;
  sum(x: number): number {
    const pk = this.pk;
    return x * (this.width | 0) + (pk.k | 0) + (pk.mask | 0) + (this.scale | 0) + (pk.ratio | 0);
  }
}

describe('specializedSource', () => {
  it('turns exactly the listed int32 reads into literals and leaves the rest as written', () => {
    const s = new Sample();
    const { source, replaced } = specializedSource(Sample.prototype.sum, { this: { width: 7 }, pk: s.pk });
    expect(replaced).toBe(3);
    expect(source).toContain('(7)');
    expect(source).toContain('(3)');
    expect(source).toContain('(-1)');
    // Not listed on `this`, and not an int32 on pk: both stay reads.
    expect(source).toMatch(/this\.scale\s*\|\s*0/);
    expect(source).toMatch(/pk\.ratio\s*\|\s*0/);
    expect(source.match(new RegExp(CONSTANT_READ, 'g'))).toHaveLength(2);
  });
});

describe('specialize', () => {
  it('makes a copy that computes what the method computes, with its constants fixed', () => {
    const s = new Sample();
    const copy = specialize(Sample.prototype.sum, { this: { width: 7 }, pk: s.pk });
    for (const x of [0, 1, -5, 1000]) expect(copy.call(s, x)).toBe(s.sum(x));
    // The listed constants are now part of the code; the unlisted field is still read.
    s.scale = 10;
    (s as { width: number }).width = 100;
    expect(copy.call(s, 1)).toBe(7 + 3 - 1 + 10);
    expect(s.sum(1)).toBe(100 + 3 - 1 + 10);
  });

  it('keeps strict mode, as in the class body the method came from', () => {
    class Strict {
      readonly n = 4;
      probe(): boolean {
        return (function (this: unknown) {
          return this === undefined;
        })() && (this.n | 0) === 4;
      }
    }
    const copy = specialize(Strict.prototype.probe, { this: { n: 4 } });
    expect(copy.call(new Strict())).toBe(true);
  });
});

describe('without code generation from strings', () => {
  it('solves with the kernels as written (node --disallow-code-generation-from-strings)', () => {
    const engine = fileURLToPath(new URL('../../src/engine/index.ts', import.meta.url));
    const script = join(mkdtempSync(join(tmpdir(), 'specialize-')), 'solve.mts');
    writeFileSync(
      script,
      `const E = await import(${JSON.stringify(engine)});
const out = E.solve(E.parseCells('${'.'.repeat(81)}').value);
console.log(out.status, out.unique, E.formatCells(out.solution).slice(0, 18));`,
    );
    const run = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('SOLVED false 123456789456789123');
  });
});

type Kernels = { propagate: Function; place: Function; locked: { run: Function } };
type ChoiceKernels = { mostConstrained: Function; score: Function };

describe('the engine installs its kernels per shape', () => {
  const shapes: Shape[] = [...STANDARD_SHAPES, { size: 12, boxRows: 2, boxCols: 6 }, { size: 25, boxRows: 1, boxCols: 25 }, { size: 22, boxRows: 2, boxCols: 11 }];

  it.each(shapes.map((s) => [`${s.size} (${s.boxRows}x${s.boxCols})`, s] as const))(
    '%s: every constant read of propagate, place, locked candidates and the branch choice is a literal',
    (_name, shape) => {
      const levels = new Levels(shape, 2) as unknown as Kernels;
      for (const kernel of [levels.propagate, levels.place, levels.locked.run]) {
        expect(kernel.toString()).not.toMatch(CONSTANT_READ);
      }
      expect(levels.propagate).not.toBe((Levels.prototype as unknown as Kernels).propagate);
      const choice = new BranchChoice(geometryOf(shape), (levels as unknown as { packing: Packing }).packing, LOOKAHEAD_MIN_OPEN) as unknown as ChoiceKernels;
      for (const kernel of [choice.mostConstrained, choice.score]) expect(kernel.toString()).not.toMatch(CONSTANT_READ);
    },
  );
});
