// A sample of the variant soundness sweep, in npm test and test:quick alike (`npm run soundness --
// --variants` runs the long one, bench/RESULTS.md): two generated 9×9 puzzles of every variant and
// one 6×6, each step checked against the solution.
import { describe, expect, it } from 'vitest';
import { SUPPORT_VARIANTS, sweepVariant } from './variant-soundness-check.js';

describe('logic on boards with rules: a sample', () => {
  for (const variant of SUPPORT_VARIANTS) {
    it(`${variant}: every step keeps the solution, the replay ends at it`, () => {
      const nine = sweepVariant({ size: 9, boxRows: 3, boxCols: 3 }, variant, 2, 'quick-');
      const six = sweepVariant({ size: 6, boxRows: 2, boxCols: 3 }, variant, 1, 'quick-');
      expect([...nine.problems, ...six.problems]).toEqual([]);
      expect(nine.puzzles + six.puzzles).toBeGreaterThanOrEqual(2);
    });
  }
});
