// The forcing chains recycle their propagation buffers (branches, queues, working copies, the base
// grid's tables) from one search to the next: an analysis must not depend on what ran before it.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import { boardOf } from './golden-helpers.js';

// magictour_top1465 lines that need forcing chains, and a puzzle published at 9.1 (dynamic plus;
// support/calibration/calibration.txt).
const PUZZLES = [
  '8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........',
  '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..',
  '..64.15..3..5.9..1....3....2.5...7.3.3..4..2.67.....58.6.9.7.8.....5......23.49..',
];

const run = (text: string): string => {
  const o = analyze(boardOf(text));
  if (o.status !== 'ANALYZED') throw new Error(o.status);
  return JSON.stringify(o.analysis);
};

describe('forcing-chain buffers are reused without leaking state', () => {
  it('gives every puzzle the same analysis, step for step, whatever was analysed before', () => {
    const first = PUZZLES.map(run);
    const reversed = [...PUZZLES].reverse().map(run).reverse();
    expect(reversed).toEqual(first);
    expect(run(PUZZLES[0])).toEqual(first[0]);
    // The third needs dynamic chains (8.5 and up), so nested propagations ran too.
    expect(JSON.parse(first[2]).score).toBeGreaterThanOrEqual(8.5);
  }, 120_000);
});
