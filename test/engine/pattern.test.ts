// The generator's last resort (pattern.ts), for every r×c shape from 2 to 25: exactly the target
// of empty cells, a valid grid (independent checker), and exactly one solution, also at the
// largest target it allows (⌈3N²/4⌉ empty: the bare critical set).
import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../src/engine/geometry.js';
import { patternPuzzle } from '../../src/engine/generate/pattern.js';
import { randomFromSeed } from '../../src/engine/rng.js';
import { removalTarget } from '../../src/engine/generate/generate.js';
import { solve } from '../../src/engine/index.js';
import { isValidSolution } from '../../support/oracle.js';

const SHAPES: [number, number, number][] = [];
for (let n = 2; n <= 25; n++) for (let r = 1; r <= n; r++) if (n % r === 0) SHAPES.push([n, r, n / r]);

describe.each(SHAPES)('pattern puzzle of N = %i with %i×%i boxes', (n, boxRows, boxCols) => {
  const shape = { size: n, boxRows, boxCols };
  const g = geometryOf(shape);
  const largest = n * n - Math.floor((n * n) / 4);

  it.each([
    ['HARD', removalTarget(n, 'HARD')],
    ['EASY', removalTarget(n, 'EASY')],
    ['the bare critical set', largest],
  ])('%s: exactly the target of empty cells, a valid grid, one solution', (_, target) => {
    const p = patternPuzzle(g, randomFromSeed(`pattern-${n}-${boxRows}`), target);
    expect(p.puzzle.filter((v) => v === 0).length).toBe(target);
    expect(isValidSolution(p.solution, n, { boxRows, boxCols }, p.puzzle)).toBe(true);
    const r = solve({ shape, cells: p.puzzle }, { limit: 2 });
    expect(r.status).toBe('SOLVED');
    expect(r.solutionCount).toBe(1);
    expect(Array.from(r.solution!)).toEqual(Array.from(p.solution));
  });

  it('the same seed gives the same puzzle; another seed (from 4×4 on) another grid', () => {
    const target = removalTarget(n, 'MEDIUM');
    const a = patternPuzzle(g, randomFromSeed('same'), target);
    const b = patternPuzzle(g, randomFromSeed('same'), target);
    expect(Array.from(b.puzzle)).toEqual(Array.from(a.puzzle));
    if (n >= 4) expect(Array.from(patternPuzzle(g, randomFromSeed('other'), target).solution)).not.toEqual(Array.from(a.solution));
  });
});
