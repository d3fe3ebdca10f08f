import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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

  it('names the copy as asked, for profiles and stack traces', () => {
    const s = new Sample();
    const copy = specialize(Sample.prototype.sum, { this: { width: 7 }, pk: s.pk }, 'sum_9x9_3x3');
    expect(copy.name).toBe('sum_9x9_3x3');
    expect(specialize(Sample.prototype.sum, { this: {} }).name).toBe('sum');
    function plain(x: number): number {
      return x + 1;
    }
    expect(specialize(plain, { this: {} }, 'plain_4x4').name).toBe('plain_4x4');
  });

  it('keeps strict mode, as in the class body the method came from', () => {
    class Strict {
      readonly n = 4;
      probe(): boolean {
        return (
          (function (this: unknown) {
            return this === undefined;
          })() && (this.n | 0) === 4
        );
      }
    }
    const copy = specialize(Strict.prototype.probe, { this: { n: 4 } });
    expect(copy.call(new Strict())).toBe(true);
  });
});

describe('without code generation from strings', () => {
  it('solves with the kernels as written (node --disallow-code-generation-from-strings)', () => {
    const engine = fileURLToPath(new URL('../../src/engine/index.ts', import.meta.url));
    const codec = fileURLToPath(new URL('../../src/engine/codec.ts', import.meta.url));
    const script = join(mkdtempSync(join(tmpdir(), 'specialize-')), 'solve.mts');
    writeFileSync(
      script,
      `const E = await import(${JSON.stringify(engine)});
const C = await import(${JSON.stringify(codec)});
const out = E.solve(C.parseBoardText('${'.'.repeat(81)}').value);
console.log(out.status, out.unique, C.formatCells(out.solution).slice(0, 18));`,
    );
    const run = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('SOLVED false 123456789456789123');
  });
});
