// Published example positions (HoDoKu's technique pages, hodoku.sourceforge.net/en/show_example.php,
// files xy01, xy02, w02, sk01, u101): the candidate grids and the eliminations HoDoKu reports for
// them. Each technique here finds exactly that step first.
import { describe, expect, it } from 'vitest';
import { xyChain } from '../../../src/engine/logic/techniques/chains.js';
import { skyscraper, xChain } from '../../../src/engine/logic/techniques/single-digit.js';
import { uniqueLoops } from '../../../src/engine/logic/techniques/uniqueness.js';
import { wWing, xyWing } from '../../../src/engine/logic/techniques/wings.js';
import { ctxOf, elimNames, gridOfPencilmarks } from './techniques-fixture.js';

const XY02 = () =>
  gridOfPencilmarks(`
      | 7    1    4    | 29    6    29  | 5    3    8 |
      | 8    29   29   | 4     5    3   | 16   16   7 |
      | 3    5    6    | 7     1    8   | 4    2    9 |
      | 16   369  1379 | 19    2    4   | 67   8    5 |
      | 4    69   179  | 1589  89   59  | 3    67   2 |
      | 2    8    5    | 3     7    6   | 9    4    1 |
      | 9    7    8    | 6     3    1   | 2    5    4 |
      | 15   234  123  | 2589  489  7   | 18   19   6 |
      | 156  246  12   | 2589  489  259 | 178  179  3 |`);

const SK01 = () =>
  gridOfPencilmarks(`
      | 6    9    7 | 1345  13458  158 | 1458  148  2  |
      | 45   58   1 | 9     7      2   | 458   6    3  |
      | 245  258  3 | 145   1458   6   | 7     9    18 |
      | 9    1    2 | 345   3458   58  | 6     38   7  |
      | 3    7    4 | 2     6      18  | 9     5    18 |
      | 8    6    5 | 7     13     9   | 13    2    4  |
      | 1    4    8 | 6     9      3   | 2     7    5  |
      | 7    35   9 | 15    2      4   | 138   138  6  |
      | 25   235  6 | 8     15     7   | 134   134  9  |`);

describe('HoDoKu example positions', () => {
  it('XY-Wing xy01: 5/7/2 in r1c36,r2c1 => r2c6<>2', () => {
    const g = gridOfPencilmarks(`
      | 8 145 57 | 3 6 25 | 9 147 12 |  | 27 45 9 | 47 1 25 | 8 6 3 |  | 127 6 3 | 47 8 9 | 24 147 5 |
      | 9 2 4 | 6 7 3 | 1 5 8 |        | 3 8 6 | 9 5 1 | 7 2 4 |      | 5 7 1 | 8 2 4 | 3 9 6 |
      | 4 3 2 | 1 9 6 | 5 8 7 |        | 6 9 8 | 5 3 7 | 24 14 12 |   | 17 15 57 | 2 4 8 | 6 3 9 |`);
    const step = xyWing(ctxOf(g));
    expect(elimNames(step)).toEqual(['r2c6:2']);
    expect(step?.explanation).toBe(
      'r1c3 holds 5 or 7, and its peers r1c6 (2 or 5) and r2c1 (2 or 7) mean one of r1c6 and r2c1 is 2, so 2 leaves r2c6.',
    );
  });

  it('XY-Wing xy02: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9', () => {
    const g = XY02();
    expect(elimNames(xyWing(ctxOf(g)))).toEqual(['r4c2:9', 'r4c3:9', 'r5c4:9', 'r5c5:9', 'r5c6:9']);
  });

  it('W-Wing w02: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4', () => {
    const g = gridOfPencilmarks(`
      | 6     134    123 | 9   5  48 | 12348  7    14   |
      | 347   1347   9   | 67  2  48 | 13458  136  145  |
      | 247   5      8   | 67  3  1  | 24     269  49   |
      | 1     6      4   | 3   8  9  | 7      5    2    |
      | 238   38     23  | 1   7  5  | 9      4    6    |
      | 5     9      7   | 2   4  6  | 13     13   8    |
      | 9     2      5   | 4   1  7  | 6      8    3    |
      | 3478  13478  13  | 5   6  2  | 14     19   1479 |
      | 47    147    6   | 8   9  3  | 1245   12   1457 |`);
    const step = wWing(ctxOf(g));
    expect(elimNames(step)).toEqual(['r1c7:4', 'r2c7:4', 'r3c7:4', 'r8c9:4', 'r9c9:4']);
    expect(step?.units).toEqual([{ kind: 'COLUMN', index: 2 }]);
  });

  it('Skyscraper sk01: 1 in r1c6,r3c9 (connected by r5c69) => r1c78,r3c45<>1', () => {
    const g = SK01();
    const step = skyscraper(ctxOf(g));
    expect(elimNames(step)).toEqual(['r1c7:1', 'r1c8:1', 'r3c4:1', 'r3c5:1']);
    expect(step?.units).toEqual([
      { kind: 'COLUMN', index: 5 },
      { kind: 'COLUMN', index: 8 },
    ]);
  });

  it('Unique Rectangle type 1 u101: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9', () => {
    const g = gridOfPencilmarks(`
      | 5   34   2  | 134  134   8  | 9    6  7 |
      | 1   389  89 | 7    36    69 | 4    5  2 |
      | 49  6    7  | 5    24    29 | 3    8  1 |
      | 2   1    3  | 6    5     7  | 8    4  9 |
      | 6   5    4  | 8    9     1  | 2    7  3 |
      | 7   89   89 | 23   23    4  | 6    1  5 |
      | 8   2    1  | 9    67    56 | 57   3  4 |
      | 3   47   6  | 124  1247  25 | 157  9  8 |
      | 49  479  5  | 14   8     3  | 17   2  6 |`);
    expect(elimNames(uniqueLoops(ctxOf(g, { unique: true })))).toEqual(['r2c2:8', 'r2c2:9']);
  });

  // HoDoKu: "An XY-Wing is really a short XY-Chain" and a Skyscraper is a Turbot Fish (an X-chain of
  // two strong links); the chain techniques find the same eliminations on the same grids.
  it('XY-Chain on xy02: the XY-Wing as a three-cell chain, same eliminations', () => {
    const step = xyChain(ctxOf(XY02()));
    expect(elimNames(step)).toEqual(['r4c2:9', 'r4c3:9', 'r5c4:9', 'r5c5:9', 'r5c6:9']);
    expect(step?.explanation).toBe(
      'The chain 9r4c4=1r4c4-1r4c1=6r4c1-6r5c2=9r5c2 shows r4c4 or r5c2 is 9, so 9 leaves r4c2, r4c3, r5c4, r5c5 and r5c6.',
    );
  });

  it('X-Chain on sk01: the Skyscraper as a two-link chain, same eliminations', () => {
    const step = xChain(ctxOf(SK01()));
    expect(elimNames(step)).toEqual(['r1c7:1', 'r1c8:1', 'r3c4:1', 'r3c5:1']);
    expect(step?.explanation).toBe('For 1, the chain r1c6=r5c6-r5c9=r3c9 shows r1c6 or r3c9 is 1, so 1 leaves r1c7, r1c8, r3c4 and r3c5.');
  });
});
