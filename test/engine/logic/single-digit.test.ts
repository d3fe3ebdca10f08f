import { describe, expect, it } from 'vitest';
import { skyscraper, twoStringKite, xChain } from '../../../src/engine/logic/techniques/single-digit.js';
import { colCells, ctxOf, elimNames, fullGrid, only, rowCells, S12, S6, S9 } from './techniques-fixture.js';

describe('Skyscraper', () => {
  it('1 in row 2 only at r2c1, r2c5 and in row 6 only at r6c1, r6c6: 1 leaves the cells seeing both tops', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 2), ['r2c1', 'r2c5']);
    only(g, 1, rowCells(g, 6), ['r6c1', 'r6c6']);
    const step = skyscraper(ctxOf(g));
    expect(step?.technique).toBe('SKYSCRAPER');
    expect(elimNames(step)).toEqual(['r1c6:1', 'r3c6:1', 'r4c5:1', 'r5c5:1']);
    expect(step?.units).toEqual([
      { kind: 'ROW', index: 1 },
      { kind: 'ROW', index: 5 },
    ]);
    expect(step?.explanation).toBe(
      'In row 2, 1 fits only r2c1 and r2c5, and in row 6 only r6c1 and r6c6, so one of r2c5 and r6c6 is 1 ' +
        'and 1 leaves r1c6, r3c6, r4c5 and r5c5.',
    );
  });

  it('on 12×12 (3×4 boxes): rows 1 and 5 with bases in column 1', () => {
    const g = fullGrid(S12);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c6']);
    only(g, 1, rowCells(g, 5), ['r5c1', 'r5c7']);
    expect(elimNames(skyscraper(ctxOf(g)))).toEqual(['r2c7:1', 'r3c7:1', 'r4c6:1', 'r6c6:1']);
  });

  it('works on columns too, and an X-Wing (tops in one line) is not a skyscraper', () => {
    const g = fullGrid(S9);
    only(g, 7, colCells(g, 2), ['r1c2', 'r5c2']);
    only(g, 7, colCells(g, 6), ['r1c6', 'r6c6']);
    expect(elimNames(skyscraper(ctxOf(g)))).toEqual(['r5c4:7', 'r5c5:7', 'r6c1:7', 'r6c3:7']);
    const x = fullGrid(S9);
    only(x, 7, colCells(x, 2), ['r1c2', 'r5c2']);
    only(x, 7, colCells(x, 6), ['r1c6', 'r5c6']);
    expect(skyscraper(ctxOf(x))).toBeNull();
  });
});

describe('2-String Kite', () => {
  it('1 in row 1 only at r1c2, r1c6 and in column 1 only at r2c1, r7c1 (r1c2, r2c1 share box 1): 1 leaves r7c6', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c2', 'r1c6']);
    only(g, 1, colCells(g, 1), ['r2c1', 'r7c1']);
    const step = twoStringKite(ctxOf(g));
    expect(step?.technique).toBe('TWO_STRING_KITE');
    expect(elimNames(step)).toEqual(['r7c6:1']);
    expect(step?.explanation).toBe(
      'In row 1, 1 fits only r1c2 and r1c6, and in column 1 only r2c1 and r7c1; r1c2 and r2c1 share box 1, ' +
        'so one of r1c6 and r7c1 is 1 and 1 leaves r7c6.',
    );
    expect(skyscraper(ctxOf(g))).toBeNull();
  });

  it('on 12×12 (3×4 boxes): the box is 3 rows by 4 columns', () => {
    const g = fullGrid(S12);
    only(g, 5, rowCells(g, 3), ['r3c4', 'r3c10']);
    only(g, 5, colCells(g, 2), ['r1c2', 'r9c2']);
    expect(elimNames(twoStringKite(ctxOf(g)))).toEqual(['r9c10:5']);
  });
});

describe('X-Chain', () => {
  it('for 1, r1c1=r1c5-r4c5=r4c8-r7c8=r7c2, three strong links in rows: 1 leaves the cells seeing both ends', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c5']);
    only(g, 1, rowCells(g, 4), ['r4c5', 'r4c8']);
    only(g, 1, rowCells(g, 7), ['r7c8', 'r7c2']);
    const step = xChain(ctxOf(g));
    expect(step?.technique).toBe('X_CHAIN');
    expect(elimNames(step)).toEqual(['r2c2:1', 'r3c2:1', 'r8c1:1', 'r9c1:1']);
    expect(step?.units).toEqual([
      { kind: 'ROW', index: 0 },
      { kind: 'ROW', index: 3 },
      { kind: 'ROW', index: 6 },
    ]);
    expect(step?.explanation).toBe(
      'For 1, the chain r1c1=r1c5-r4c5=r4c8-r7c8=r7c2 shows r1c1 or r7c2 is 1, so 1 leaves r2c2, r3c2, r8c1 and r9c1.',
    );
  });

  it('on 6×6 (2×3 boxes): 1: r1c1=r1c4-r3c4=r3c6-r5c6=r5c2', () => {
    const g = fullGrid(S6);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c4']);
    only(g, 1, rowCells(g, 3), ['r3c4', 'r3c6']);
    only(g, 1, rowCells(g, 5), ['r5c6', 'r5c2']);
    const step = xChain(ctxOf(g));
    expect(elimNames(step)).toEqual(['r2c2:1', 'r6c1:1']);
    expect(step?.explanation).toContain('For 1, the chain r1c1=r1c4-r3c4=r3c6-r5c6=r5c2 shows');
  });

  it('finds the skyscraper as a two-link chain', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 2), ['r2c1', 'r2c5']);
    only(g, 1, rowCells(g, 6), ['r6c1', 'r6c6']);
    expect(elimNames(xChain(ctxOf(g)))).toEqual(['r1c6:1', 'r3c6:1', 'r4c5:1', 'r5c5:1']);
  });

  it('finds nothing with a single strong link', () => {
    const g = fullGrid(S9);
    only(g, 1, rowCells(g, 1), ['r1c1', 'r1c5']);
    expect(xChain(ctxOf(g))).toBeNull();
  });
});
