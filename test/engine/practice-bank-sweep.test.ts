// Every puzzle of the practice bank, on every shape, is graded as the bank stores it (several
// minutes: the bank's MASTER puzzles need the nested chains). practice.test.ts checks a sample.
import { describe, it } from 'vitest';
import { bankPuzzles, shapeKey } from '../../src/engine/generate/practice.js';
import { PRACTICE_BANK } from '../../src/engine/generate/practice-bank.js';
import type { TechniqueName } from '../../src/engine/index.js';
import { checkBankPuzzle, SHAPES } from './practice-check.js';

describe.each(SHAPES)('the practice bank of $size×$size ($boxRows×$boxCols)', (shape) => {
  it.each(Object.keys(PRACTICE_BANK[shapeKey(shape)] ?? {}))('%s: every puzzle graded as stored', (t) => {
    const count = bankPuzzles(shape, t).length;
    for (let k = 0; k < count; k++) checkBankPuzzle(shape, t as TechniqueName, k);
  });
});
