import { describe, expect, it } from 'vitest';
import { uniqueRectangle1 } from '../../../src/engine/logic/techniques/uniqueness.js';
import { ctxOf, elimNames, fullGrid, S6, S9, set } from './techniques-fixture.js';

describe('Unique Rectangle type 1', () => {
  it('r1c1, r1c2, r4c1 hold {1,2} (boxes 1 and 4): 1 and 2 leave r4c2, only on a unique board', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r1c2', '12');
    set(g, 'r4c1', '12');
    set(g, 'r4c2', '1257');
    const step = uniqueRectangle1(ctxOf(g, { unique: true }));
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_1');
    expect(elimNames(step)).toEqual(['r4c2:1', 'r4c2:2']);
    expect(step?.cells).toEqual([0, 1, 27, 28]);
    expect(step?.explanation).toBe(
      'r1c1, r1c2 and r4c1 hold only 1 or 2, so r4c2 must not, or the two digits could swap in a second solution: ' + '1 and 2 leave r4c2.',
    );
    expect(uniqueRectangle1(ctxOf(g, { unique: false }))).toBeNull();
  });

  it('on 6×6 (2×3 boxes): rows 1 and 2, columns 1 and 4 (boxes 1 and 2)', () => {
    const g = fullGrid(S6);
    set(g, 'r1c1', '35');
    set(g, 'r1c4', '35');
    set(g, 'r2c1', '35');
    set(g, 'r2c4', '356');
    expect(elimNames(uniqueRectangle1(ctxOf(g, { unique: true })))).toEqual(['r2c4:3', 'r2c4:5']);
  });

  it('ignores rectangles over four boxes (no deadly pattern there)', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r1c5', '12');
    set(g, 'r5c1', '12');
    set(g, 'r5c5', '1257');
    expect(uniqueRectangle1(ctxOf(g, { unique: true }))).toBeNull();
  });
});
