// Unique rectangles and unique loops, types 1 to 4, on constructed candidate grids (9×9 and 6×6
// with 2×3 boxes): every cell holds every candidate but the pattern's digits, which are left only
// where the test says, so each grid has exactly the one pattern named.
import { describe, expect, it } from 'vitest';
import { uniqueLoops } from '../../../src/engine/logic/techniques/uniqueness.js';
import type { CandidateGrid } from '../../../src/engine/logic/types.js';
import { cellOf, ctxOf, elimNames, fullGrid, S6, S9, set } from './techniques-fixture.js';

/** Removes `digits` from every cell but those named. */
function onlyIn(g: CandidateGrid, digits: string, cells: readonly string[]): void {
  const keep = new Set(cells.map((c) => cellOf(g, c)));
  let mask = 0;
  for (const d of digits) mask |= 1 << (Number(d) - 1);
  for (let i = 0; i < g.cands.length; i++) if (!keep.has(i)) g.cands[i] &= ~mask;
}

/** A grid with `cells` set as given and the rectangle's or loop's pair nowhere else. */
function grid(
  shape: typeof S9,
  pair: string,
  cells: Readonly<Record<string, string>>,
  alsoOnly: readonly [string, readonly string[]][] = [],
) {
  const g = fullGrid(shape);
  onlyIn(g, pair, Object.keys(cells));
  for (const [digits, where] of alsoOnly) onlyIn(g, digits, where);
  for (const [name, c] of Object.entries(cells)) set(g, name, c);
  return g;
}

/** Adds `digits` to the cells named. */
function addTo(g: CandidateGrid, digits: string, cells: readonly string[]): void {
  for (const c of cells) for (const d of digits) g.cands[cellOf(g, c)] |= 1 << (Number(d) - 1);
}

/** Removes `digits` from the cells named. */
function removeFrom(g: CandidateGrid, digits: string, cells: readonly string[]): void {
  for (const c of cells) for (const d of digits) g.cands[cellOf(g, c)] &= ~(1 << (Number(d) - 1));
}

const run = (g: CandidateGrid, unique = true) => uniqueLoops(ctxOf(g, { unique }));

describe('Unique Rectangle type 1', () => {
  it('r1c1, r1c2, r4c1 hold {1,2} (boxes 1 and 4): 1 and 2 leave r4c2, only on a unique board', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '12', r4c2: '1257' });
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_1');
    expect(step?.rating).toBe(4.5);
    expect(elimNames(step)).toEqual(['r4c2:1', 'r4c2:2']);
    expect(step?.cells).toEqual([0, 1, 27, 28]);
    expect(step?.explanation).toBe(
      'The rectangle r1c1, r1c2, r4c2 and r4c1 would be a deadly pattern of 1 and 2 (the two could swap, giving a ' +
        'second solution) unless r4c2 takes another digit: 1 and 2 leave r4c2.',
    );
    expect(run(g, false)).toBeNull();
  });

  it('on 6×6 (2×3 boxes): rows 1 and 2, columns 1 and 4 (boxes 1 and 2)', () => {
    const g = grid(S6, '35', { r1c1: '35', r1c4: '35', r2c1: '35', r2c4: '356' });
    expect(elimNames(run(g))).toEqual(['r2c4:3', 'r2c4:5']);
  });

  it('ignores rectangles over four boxes (no deadly pattern there)', () => {
    const g = fullGrid(S9);
    set(g, 'r1c1', '12');
    set(g, 'r1c5', '12');
    set(g, 'r5c1', '12');
    set(g, 'r5c5', '1257');
    expect(run(g)).toBeNull();
  });
});

describe('Unique Rectangle type 2', () => {
  it('r4c1 and r4c2 hold {1,2,7}: one of them is 7, so 7 leaves r4c5 and r6c3 (they see both)', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '127', r4c2: '127' }, [['7', ['r4c1', 'r4c2', 'r4c5', 'r6c3', 'r9c1']]]);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_2');
    expect(step?.rating).toBe(4.5);
    expect(elimNames(step)).toEqual(['r4c5:7', 'r6c3:7']);
    expect(step?.explanation).toBe(
      'The rectangle r1c1, r1c2, r4c2 and r4c1 would be a deadly pattern of 1 and 2 (the two could swap, giving a ' +
        'second solution) unless r4c1 or r4c2 is 7, so one of them is: 7 leaves r4c5 and r6c3, which see both.',
    );
  });

  it('on 6×6: r1c2 and r2c2 hold {4,6,1} in box 1 and column 2: 1 leaves r5c2 and r2c3', () => {
    const g = grid(S6, '46', { r1c2: '146', r1c5: '46', r2c2: '146', r2c5: '46' }, [['1', ['r1c2', 'r2c2', 'r5c2', 'r2c3', 'r2c6']]]);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_2');
    expect(elimNames(step)).toEqual(['r2c3:1', 'r5c2:1']);
  });
});

describe('Unique Rectangle type 3', () => {
  it('naked pair: r4c1 {1,2,3}, r4c2 {1,2,4} act as one cell {3,4} with r4c5 {3,4}: 3 and 4 leave r4c8 (4.6)', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '123', r4c2: '124', r4c5: '34' }, [
      ['34', ['r4c1', 'r4c2', 'r4c5', 'r4c8', 'r5c3', 'r8c8']],
    ]);
    // 1 and 2 fit elsewhere in row 4 and box 4 (no type 4, no hidden pair).
    addTo(g, '12', ['r4c6', 'r4c9', 'r5c3', 'r6c3']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_3');
    expect(step?.rating).toBe(4.6);
    expect(elimNames(step)).toEqual(['r4c8:3', 'r4c8:4']);
    expect(step?.cells).toEqual([0, 1, 27, 28, 31]);
    expect(step?.units).toContainEqual({ kind: 'ROW', index: 3 });
    expect(step?.explanation).toBe(
      'The rectangle r1c1, r1c2, r4c2 and r4c1 would be a deadly pattern of 1 and 2 (the two could swap, giving a ' +
        'second solution) unless r4c1 or r4c2 holds 3 or 4; so one of them does, and with r4c5 they hold 3 and 4 in ' +
        'row 4, a naked pair: 3 leaves r4c8 and 4 leaves r4c8.',
    );
  });

  it('naked triple with r4c5 {3,5} and r4c6 {4,5}: 3, 4 and 5 leave r4c9 (4.7)', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '123', r4c2: '124', r4c5: '35', r4c6: '45' });
    removeFrom(g, '345', ['r4c3', 'r4c4', 'r4c7', 'r4c8']);
    addTo(g, '12', ['r4c7', 'r4c8', 'r5c3', 'r6c3']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_3');
    expect(step?.rating).toBe(4.7);
    expect(elimNames(step)).toEqual(['r4c9:3', 'r4c9:4', 'r4c9:5']);
  });

  it('hidden pair: 1 and 2 fit row 4 only in r4c1, r4c2 and r4c7; the corners hold at most one, so r4c7 keeps 1 and 2 (4.5)', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '123', r4c2: '124', r4c7: '1256' }, [['56', ['r4c7', 'r9c9']]]);
    // 1 and 2 fit box 4 elsewhere twice: no hidden pair or type 4 there.
    addTo(g, '12', ['r5c3', 'r6c3']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_3');
    expect(step?.rating).toBe(4.5);
    expect(elimNames(step)).toEqual(['r4c7:5', 'r4c7:6']);
  });

  it('on 6×6: r2c1 {2,5,1}, r2c4 {2,5,3} and r2c6 {1,3}: 1 and 3 leave r2c2 and r2c3', () => {
    const g = grid(S6, '25', { r1c1: '25', r1c4: '25', r2c1: '125', r2c4: '235', r2c6: '13' });
    removeFrom(g, '13', ['r2c5']);
    addTo(g, '25', ['r2c2', 'r2c3']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_3');
    expect(step?.rating).toBe(4.6);
    expect(elimNames(step)).toEqual(['r2c2:1', 'r2c2:3', 'r2c3:1', 'r2c3:3']);
  });
});

describe('Unique Rectangle type 4', () => {
  it('1 fits row 4 only in r4c1 and r4c2: one of them is 1, so 2 leaves both', () => {
    const g = grid(S9, '12', { r1c1: '12', r1c2: '12', r4c1: '123', r4c2: '124' });
    // 2 also fits twice elsewhere in row 4 and in box 4 (so no hidden pair of 1 and 2 there).
    addTo(g, '2', ['r4c5', 'r4c9', 'r5c3', 'r6c3']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_4');
    expect(step?.rating).toBe(4.5);
    expect(elimNames(step)).toEqual(['r4c1:2', 'r4c2:2']);
    expect(step?.explanation).toBe(
      'The rectangle r1c1, r1c2, r4c2 and r4c1 would be a deadly pattern of 1 and 2 (the two could swap, giving a ' +
        'second solution) unless r4c1 or r4c2 holds another digit; in row 4, 1 fits only those two, so one of them ' +
        'is 1 and neither may be 2: 2 leaves r4c1 and r4c2.',
    );
  });

  it('on 6×6: 6 fits column 4 only in r1c4 and r2c4 (box 2 too): 3 leaves both', () => {
    const g = grid(S6, '36', { r1c1: '36', r2c1: '36', r1c4: '136', r2c4: '356' });
    addTo(g, '3', ['r5c4', 'r1c6', 'r2c5', 'r4c4']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_4');
    expect(elimNames(step)).toEqual(['r1c4:3', 'r2c4:3']);
  });
});

// A 6-cell loop in one band of 9×9: r1c1-r1c4 (row 1), r1c4-r2c4 (box 2), r2c4-r2c7 (row 2),
// r2c7-r3c7 (box 3), r3c7-r3c1 (row 3), r3c1-r1c1 (box 1): each unit met holds two of its cells.
const LOOP9 = ['r1c1', 'r1c4', 'r2c4', 'r2c7', 'r3c7', 'r3c1'];
// On 6×6 (2×3 boxes) in the first stack: r1c1-r3c1 (column 1), r3c1-r3c2 (box 3), r3c2-r5c2
// (column 2), r5c2-r5c3 (box 5), r5c3-r1c3 (column 3), r1c3-r1c1 (box 1).
const LOOP6 = ['r1c1', 'r3c1', 'r3c2', 'r5c2', 'r5c3', 'r1c3'];
const loopOf = (names: readonly string[], pair: string, over: Readonly<Record<string, string>>) =>
  Object.fromEntries(names.map((c) => [c, over[c] ?? pair]));

describe('Unique Loop types 1 to 4', () => {
  it('type 1 on 9×9: r3c1 is the only cell of the loop with more than 1 and 2 (4.6)', () => {
    const g = grid(S9, '12', loopOf(LOOP9, '12', { r3c1: '125' }));
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_1');
    expect(step?.rating).toBe(4.6);
    expect(elimNames(step)).toEqual(['r3c1:1', 'r3c1:2']);
    expect(step?.explanation).toBe(
      'The loop of 6 cells r1c1, r1c4, r2c4, r2c7, r3c7 and r3c1 would be a deadly pattern of 1 and 2 (the two could ' +
        'swap, giving a second solution) unless r3c1 takes another digit: 1 and 2 leave r3c1.',
    );
    expect(run(g, false)).toBeNull();
  });

  it('type 1 on 6×6 (2×3 boxes)', () => {
    const g = grid(S6, '14', loopOf(LOOP6, '14', { r5c3: '124' }));
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_1');
    expect(elimNames(step)).toEqual(['r5c3:1', 'r5c3:4']);
  });

  it('type 2 on 9×9: r3c7 and r3c1 hold {1,2,8}: 8 leaves r3c5 (row 3)', () => {
    const g = grid(S9, '12', loopOf(LOOP9, '12', { r3c7: '128', r3c1: '128' }), [['8', ['r3c7', 'r3c1', 'r3c5', 'r6c1']]]);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_2');
    expect(step?.rating).toBe(4.6);
    expect(elimNames(step)).toEqual(['r3c5:8']);
  });

  it('type 2 on 6×6: r3c1 and r3c2 hold {1,4,6}: 6 leaves r4c3 and r3c6', () => {
    const g = grid(S6, '14', loopOf(LOOP6, '14', { r3c1: '146', r3c2: '146' }), [['6', ['r3c1', 'r3c2', 'r4c3', 'r3c6', 'r6c1']]]);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_2');
    expect(elimNames(step)).toEqual(['r3c6:6', 'r4c3:6']);
  });

  it('type 3 on 9×9: r2c4 {1,2,5} and r2c7 {1,2,6} with r2c9 {5,6}: a naked pair in row 2 (4.6 + 0.1)', () => {
    const g = grid(S9, '12', loopOf(LOOP9, '12', { r2c4: '125', r2c7: '126' }), [['56', ['r2c4', 'r2c7', 'r2c9', 'r2c2', 'r8c8']]]);
    set(g, 'r2c9', '56');
    addTo(g, '12', ['r2c5', 'r2c8']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_3');
    expect(step?.rating).toBe(4.7);
    expect(elimNames(step)).toEqual(['r2c2:5', 'r2c2:6']);
  });

  it('type 3 on 6×6: r1c1 {1,4,2} and r3c1 {1,4,3} with r5c1 {2,3} in column 1: 2 and 3 leave r6c1', () => {
    const g = grid(S6, '14', loopOf(LOOP6, '14', { r1c1: '124', r3c1: '134' }));
    set(g, 'r5c1', '23');
    removeFrom(g, '23', ['r2c1', 'r4c1']);
    addTo(g, '14', ['r2c1', 'r4c1']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_3');
    expect(step?.rating).toBe(4.7);
    expect(elimNames(step)).toEqual(['r6c1:2', 'r6c1:3']);
  });

  it('type 4 on 9×9: 2 fits row 2 only in r2c4 and r2c7: 1 leaves both', () => {
    const g = grid(S9, '12', loopOf(LOOP9, '12', { r2c4: '1235', r2c7: '1236' }));
    addTo(g, '1', ['r2c2', 'r2c9', 'r5c4', 'r6c7']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_4');
    expect(step?.rating).toBe(4.6);
    expect(elimNames(step)).toEqual(['r2c4:1', 'r2c7:1']);
  });

  it('type 4 on 6×6: 1 fits column 2 only in r3c2 and r5c2: 4 leaves both', () => {
    const g = grid(S6, '14', loopOf(LOOP6, '14', { r3c2: '145', r5c2: '146' }));
    addTo(g, '4', ['r1c2', 'r2c2']);
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_LOOP_4');
    expect(elimNames(step)).toEqual(['r3c2:4', 'r5c2:4']);
  });

  it('prefers the lower rating: a rectangle type 1 (4.5) over a loop type 1 (4.6)', () => {
    const g = grid(S9, '12', { ...loopOf(LOOP9, '12', { r3c1: '125' }), r5c5: '12', r5c6: '12', r8c5: '12', r8c6: '129' });
    const step = run(g);
    expect(step?.technique).toBe('UNIQUE_RECTANGLE_1');
    expect(elimNames(step)).toEqual(['r8c6:1', 'r8c6:2']);
  });
});
