// INNIES_OUTIES (the 45 rule) on constructed killer positions: exact eliminations, cells, cages and
// sentence, on 9×9 and 6×6; nothing where a cage without a sum spoils the count.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../src/engine/logic/grid.js';
import { inniesOuties } from '../../../src/engine/logic/techniques/rules/innies.js';
import type { Rule } from '../../../src/engine/rules/types.js';
import type { Shape } from '../../../src/engine/types.js';
import { ctxOf, elimNames, S6, S9 } from './techniques-fixture.js';

const cage = (sum: number | undefined, ...cells: number[]): Rule => ({ kind: 'KILLER_CAGE', cells, ...(sum === undefined ? {} : { sum }) });
const stepOf = (shape: Shape, rules: Rule[]) => inniesOuties(ctxOf(gridOf({ shape, cells: new Uint8Array(shape.size ** 2), rules })));
const allBut = (cell: string, keep: number, n = 9): string[] =>
  Array.from({ length: n }, (_, v) => v + 1)
    .filter((v) => v !== keep)
    .map((v) => `${cell}:${v}`);

describe('INNIES_OUTIES', () => {
  it('an innie: row 1 holds 45, its cages inside 38, so r1c9 is 7', () => {
    const step = stepOf(S9, [cage(3, 0, 1), cage(17, 2, 3), cage(9, 4, 5), cage(9, 6, 7)]);
    expect(step?.technique).toBe('INNIES_OUTIES');
    expect(elimNames(step)).toEqual(allBut('r1c9', 7));
    expect(step?.cells).toEqual([8]);
    expect(step?.rules?.map((r) => r.rule)).toEqual([0, 1, 2, 3]);
    expect(step?.units).toEqual([{ kind: 'ROW', index: 0 }]);
    expect(step?.explanation).toBe(
      'Row 1 holds 45; the cages wholly inside hold 38; so the innie r1c9 is 7: 1, 2, 3, 4, 5, 6, 8 and 9 leave r1c9.',
    );
  });

  it('an outie: row 1 is covered by cages holding 49, so r2c9, sticking out, is 4', () => {
    const step = stepOf(S9, [cage(3, 0, 1), cage(17, 2, 3), cage(9, 4, 5), cage(20, 6, 7, 8, 17)]);
    expect(elimNames(step)).toEqual(allBut('r2c9', 4));
    expect(step?.cells).toEqual([17]);
    expect(step?.explanation).toContain('the cages covering them hold 49; so the outie r2c9 is 4');
  });

  it('two innies across rows 1–2 add up to what the cages leave, by their bounds', () => {
    // Rows 1–2 hold 90; cages inside hold 87 (all but r2c8 and r2c9): the innies add up to 3, so they are 1 and 2.
    const rules = [cage(45, 0, 1, 2, 3, 4, 5, 6, 7, 8), cage(42, 9, 10, 11, 12, 13, 14, 15)];
    const step = stepOf(S9, rules);
    expect(step?.cells).toEqual([16, 17]);
    expect(elimNames(step)).toEqual([
      ...['3', '4', '5', '6', '7', '8', '9'].map((v) => `r2c8:${v}`),
      ...['3', '4', '5', '6', '7', '8', '9'].map((v) => `r2c9:${v}`),
    ]);
  });

  it('on 6×6: row 1 holds 21, its cages 18, so r1c6 is 3', () => {
    const step = stepOf(S6, [cage(3, 0, 1), cage(15, 2, 3, 4)]);
    expect(elimNames(step)).toEqual(allBut('r1c6', 3, 6));
  });

  it('a cage without a sum counts for nothing: its cells join the innies', () => {
    const step = stepOf(S9, [cage(undefined, 0, 1), cage(17, 2, 3), cage(9, 4, 5), cage(9, 6, 7)]);
    expect(step?.cells).toEqual([0, 1, 8]);
    expect(step?.rules?.map((r) => r.rule)).toEqual([1, 2, 3]);
    expect(step?.explanation).toBe(
      'Row 1 holds 45; the cages wholly inside hold 35; so the innies r1c1, r1c2 and r1c9 add up to 10: 8 and 9 leave r1c1, r1c2 and r1c9.',
    );
  });
});
