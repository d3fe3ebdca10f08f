// Work bounds of the techniques on 25×25: they charge ctx.work, return null once over the limit,
// stay bounded on an empty board, and give the same step again when the budget suffices.
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/engine/index.js';
import type { CandidateGrid } from '../../../src/engine/logic/types.js';
import { ctxOf, fullGrid, S25 } from './techniques-fixture.js';
import { TECHNIQUES } from './soundness-harness.js';

/** The largest single charge a technique makes between two checks on 25×25 (a pivot's pincer pairs: 72²). */
const SLACK = 72 * 72 + 3 * 25 * 25;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A 25×25 grid keeping a solution's values plus random others: many bivalue cells and strong links. */
let solution: Uint8Array | undefined;
function busyGrid(seed: number, extra: number): CandidateGrid {
  solution ??= solve({ shape: S25, cells: new Uint8Array(625) }).solution!;
  const random = rng(seed);
  const g = fullGrid(S25);
  for (let i = 0; i < 625; i++) {
    let m = 1 << (solution[i] - 1);
    for (let k = 0; k < extra; k++) m |= 1 << Math.floor(random() * 25);
    g.cands[i] = m;
  }
  return g;
}

describe.each(TECHNIQUES.map((t) => [t.name, t] as const))('%s on 25×25', (_name, technique) => {
  it('finds nothing on the empty board, with bounded work', () => {
    const ctx = ctxOf(fullGrid(S25), { unique: true, limit: 1e9 });
    expect(technique(ctx)).toBeNull();
    expect(ctx.work.spent).toBeGreaterThan(0);
    expect(ctx.work.spent).toBeLessThanOrEqual(20_000);
  });

  it.each([1, 2, 3])('on a busy grid with %i extra candidates per cell: null once over any limit, the same step within it', (extra) => {
    const grid = busyGrid(extra * 31, extra);
    const free = ctxOf(grid, { limit: 1e9 });
    const step = technique(free);
    expect(free.work.spent).toBeLessThan(2_000_000);
    for (const limit of [0, 50, 500, 2_000, 10_000, 50_000]) {
      const ctx = ctxOf(grid, { limit });
      const got = technique(ctx);
      expect(ctx.work.spent).toBeLessThanOrEqual(limit + SLACK);
      if (ctx.work.spent > limit) expect(got).toBeNull();
      else expect(got).toEqual(step);
    }
    // Deterministic: the same grid gives the same step.
    expect(technique(ctxOf(grid, { limit: 1e9 }))).toEqual(step);
  });
});
