import { describe, expect, it } from 'vitest';
import { aic, xyChain } from '../../../src/engine/logic/techniques/chains.js';
import { xyWing } from '../../../src/engine/logic/techniques/wings.js';
import { colCells, ctxOf, elimNames, fullGrid, only, rowCells, S12, S9, set } from './techniques-fixture.js';

describe('XY-Chain', () => {
  it('r1c1 {1,2} - r1c4 {2,3} - r5c4 {3,4} - r5c8 {4,1}: 1 leaves r1c8 and r5c1', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r1c4', '23');
    set(g, 'r5c4', '34');
    set(g, 'r5c8', '14');
    expect(xyWing(ctxOf(g))).toBeNull();
    const step = xyChain(ctxOf(g));
    expect(step?.technique).toBe('XY_CHAIN');
    expect(elimNames(step)).toEqual(['r1c8:1', 'r5c1:1']);
    expect(step?.cells).toEqual([0, 3, 39, 43]);
    expect(step?.explanation).toBe(
      'The chain 1r1c1=2r1c1-2r1c4=3r1c4-3r5c4=4r5c4-4r5c8=1r5c8 shows r1c1 or r5c8 is 1, so 1 leaves r1c8 and r5c1.',
    );
  });

  it('on 12×12 (3×4 boxes): a five-cell chain', () => {
    const g = fullGrid(S12);
    set(g, 'r1c1', 'AB');
    set(g, 'r1c9', 'B1');
    set(g, 'r7c9', '12');
    set(g, 'r7c5', '23');
    set(g, 'r10c5', '3A');
    // Ends r1c1 and r10c5 with A: they share no unit, and column 1 ∩ row 10 and row 1 ∩ column 5 see both.
    expect(elimNames(xyChain(ctxOf(g)))).toEqual(['r1c5:10', 'r10c1:10']);
  });
});

describe('AIC', () => {
  it('1r1c1=1r1c5-2r1c5=2r4c5-2r4c1=1r4c1 (row, cell and column links): 1 leaves the rest of column 1', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c5']);
    only(g, 2, colCells(g, 5), ['r1c5', 'r4c5']);
    set(g, 'r4c1', '12');
    const step = aic(ctxOf(g));
    expect(step?.technique).toBe('AIC');
    expect(elimNames(step)).toEqual(['r2c1:1', 'r3c1:1', 'r5c1:1', 'r6c1:1', 'r7c1:1', 'r8c1:1', 'r9c1:1']);
    expect(step?.units).toEqual([
      { kind: 'ROW', index: 0 },
      { kind: 'COLUMN', index: 4 },
    ]);
    expect(step?.explanation).toBe(
      'The chain 1r1c1=1r1c5-2r1c5=2r4c5-2r4c1=1r4c1 shows r1c1 or r4c1 is 1, so 1 leaves r2c1, r3c1, r5c1, r6c1, r7c1, r8c1 and r9c1.',
    );
  });

  it('ends in two peers with different digits: each loses the other end digit', () => {
    // 3r2c2 = 3r2c7 (row 2) - 3r5c7 = 4r5c7 (bivalue) - 4r5c3 = 4r1c3 (column 3): r2c2 is 3 or r1c3 is 4,
    // and they share box 1, so r2c2 is not 4 and r1c3 is not 3.
    const g = fullGrid(S9);
    only(g, 3, rowCells(g, 2), ['r2c2', 'r2c7']);
    set(g, 'r5c7', '34');
    only(g, 4, colCells(g, 3), ['r5c3', 'r1c3']);
    const step = aic(ctxOf(g));
    // Found from its other end first (start nodes in cell order).
    expect(elimNames(step)).toEqual(['r1c3:3', 'r2c2:4']);
    expect(step?.explanation).toBe(
      'The chain 4r1c3=4r5c3-4r5c7=3r5c7-3r2c7=3r2c2 shows r1c3 is 4 or r2c2 is 3, so 3 leaves r1c3 and 4 leaves r2c2.',
    );
  });
});
