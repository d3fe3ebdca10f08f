import { describe, expect, it } from 'vitest';
import { wWing, xyWing, xyzWing } from '../../../src/engine/logic/techniques/wings.js';
import { cellOf, colCells, ctxOf, elimNames, fullGrid, only, S6, S9, set } from './techniques-fixture.js';

describe('XY-Wing', () => {
  it('pivot r1c1 {1,2}, pincers r2c3 {1,3} (box) and r5c1 {2,3} (column): 3 leaves every cell seeing both pincers', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r2c3', '13');
    set(g, 'r5c1', '23');
    const step = xyWing(ctxOf(g));
    expect(step?.technique).toBe('XY_WING');
    expect(elimNames(step)).toEqual(['r2c1:3', 'r3c1:3', 'r4c3:3', 'r5c3:3', 'r6c3:3']);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual([cellOf(g, 'r1c1'), cellOf(g, 'r2c3'), cellOf(g, 'r5c1')]);
    expect(step?.units).toEqual([
      { kind: 'BOX', index: 0 },
      { kind: 'COLUMN', index: 0 },
    ]);
    expect(step?.explanation).toBe(
      'r1c1 holds 1 or 2, and its peers r2c3 (1 or 3) and r5c1 (2 or 3) mean one of r2c3 and r5c1 is 3, ' +
        'so 3 leaves r2c1, r3c1, r4c3, r5c3 and r6c3.',
    );
  });

  it('finds nothing when the pincers share their pivot digit', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r2c3', '13');
    set(g, 'r5c1', '13');
    expect(xyWing(ctxOf(g))).toBeNull();
  });
});

describe('XYZ-Wing', () => {
  it('on 6×6 (2×3 boxes): pivot r1c1 {1,2,3}, pincers r1c3 {1,3} and r3c1 {2,3}: 3 leaves r2c1 only', () => {
    const g = fullGrid(S6);
    set(g, 'r1c1', '123');
    set(g, 'r1c3', '13');
    set(g, 'r3c1', '23');
    const step = xyzWing(ctxOf(g));
    expect(step?.technique).toBe('XYZ_WING');
    expect(elimNames(step)).toEqual(['r2c1:3']);
    expect(step?.explanation).toBe(
      'r1c1 holds 1, 2 or 3, and its peers r1c3 (1 or 3) and r3c1 (2 or 3) mean one of the three is 3, so 3 leaves r2c1.',
    );
  });

  it('on 9×9: pivot r5c5 {4,6,8}, pincers r5c1 {4,8} and r4c6 {6,8}: 8 leaves r5c4 and r5c6', () => {
    const g = fullGrid(S9);
    set(g, 'r5c5', '468');
    set(g, 'r5c1', '48');
    set(g, 'r4c6', '68');
    expect(elimNames(xyzWing(ctxOf(g)))).toEqual(['r5c4:8', 'r5c6:8']);
  });
});

describe('W-Wing', () => {
  it('r1c1 and r5c9 hold {1,2}, 1 in column 5 only at r1c5 and r5c5: 2 leaves r1c9 and r5c1', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r5c9', '12');
    only(g, 1, colCells(g, 5), ['r1c5', 'r5c5']);
    const step = wWing(ctxOf(g));
    expect(step?.technique).toBe('W_WING');
    expect(elimNames(step)).toEqual(['r1c9:2', 'r5c1:2']);
    expect(step?.units).toEqual([{ kind: 'COLUMN', index: 4 }]);
    expect(step?.explanation).toBe(
      'r1c1 and r5c9 both hold 1 or 2, and in column 5, 1 fits only r1c5 (seen by r1c1) and r5c5 (seen by r5c9), ' +
        'so one of r1c1 and r5c9 is 2 and 2 leaves r1c9 and r5c1.',
    );
  });

  it('needs the link: without it, nothing', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r5c9', '12');
    expect(wWing(ctxOf(g))).toBeNull();
  });
});
