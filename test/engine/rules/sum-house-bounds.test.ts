// The sum propagator's house bounds (rules/props/sum.ts, `houseBounds`, used by the logic's rule
// steps): cells that see each other hold different values, so a group of k of them adds k different
// values. Sound against brute force on random small sums: every value some satisfying assignment
// gives a cell stays; and the bounds count what they should on a hand-checked case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeInto } from '../../../src/engine/rules/props/propagator.js';
import { groupedRange, SumPropagator, sumGroups } from '../../../src/engine/rules/props/sum.js';

const N = 9;

/** Every assignment of the masks' values satisfying the sum with cells that see each other apart: the values each cell takes in one. */
function support(masks: number[], coefs: number[], total: number, apart: (i: number, j: number) => boolean): number[] | null {
  const k = masks.length;
  const out = new Array<number>(k).fill(0);
  const vals = new Array<number>(k).fill(0);
  let any = false;
  const go = (i: number, sum: number): void => {
    if (i === k) {
      if (sum !== total) return;
      any = true;
      vals.forEach((v, j) => (out[j] |= 1 << (v - 1)));
      return;
    }
    for (let v = 1; v <= N; v++) {
      if ((masks[i] & (1 << (v - 1))) === 0) continue;
      let ok = true;
      for (let j = 0; j < i && ok; j++) if (apart(i, j) && vals[j] === v) ok = false;
      if (!ok) continue;
      vals[i] = v;
      go(i + 1, sum + coefs[i] * v);
    }
  };
  go(0, 0);
  return any ? out : null;
}

describe('SumPropagator with house bounds', () => {
  it('keeps every value a satisfying assignment uses (random sums of up to 5 cells)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((k) =>
          fc.record({
            masks: fc.array(fc.integer({ min: 1, max: (1 << N) - 1 }), { minLength: k, maxLength: k }),
            coefs: fc.array(fc.constantFrom(1, 1, 1, -1, 10, -10), { minLength: k, maxLength: k }),
            edges: fc.array(fc.boolean(), { minLength: k * k, maxLength: k * k }),
            total: fc.integer({ min: -60, max: 60 }),
          }),
        ),
        ({ masks, coefs, edges, total }) => {
          const k = masks.length;
          const apart = (i: number, j: number): boolean => i !== j && edges[Math.min(i, j) * k + Math.max(i, j)];
          const cells = Int32Array.from({ length: k }, (_, i) => i);
          const p = new SumPropagator(cells, Int32Array.from(coefs), total, N, false, apart, true);
          const m = Int32Array.from(masks);
          const ok = p.propagate(m, writeInto(m));
          const truth = support(masks, coefs, total, apart);
          if (truth === null) return; // nothing satisfies it: any answer is sound
          expect(ok).toBe(true);
          for (let i = 0; i < k; i++) expect(m[i] & truth[i]).toBe(truth[i]);
        },
      ),
      { numRuns: 3000, seed: 48 },
    );
  });

  it('a group of three cells that see each other ranges over 1 + 2 + 3 to 7 + 8 + 9', () => {
    const group = sumGroups(4, [1, 1, 1, 1], (i, j) => i < 3 && j < 3);
    expect(Array.from(group)).toEqual([0, 0, 0, 1]);
    expect(groupedRange([511, 511, 511, 511], [1, 1, 1, 1], group)).toEqual([6 + 1, 24 + 9]);
  });
});
