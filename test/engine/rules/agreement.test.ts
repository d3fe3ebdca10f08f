// solve() agrees with the independent reference checker (reference.ts) on 1,000 random boards of each
// rule kind, and of mixed kinds, over shapes 4×4 to 9×9: status, the lexicographically first solution,
// uniqueness. Each kind's boards include some with no solution and some with several.
import { describe, expect, it } from 'vitest';
import { sweep, SWEPT_KINDS } from './agreement.js';

describe('solve() against the reference checker, 1,000 boards per rule kind', () => {
  for (const kind of SWEPT_KINDS) {
    it(kind, () => {
      const tally = sweep(kind, 1000, 20240101);
      expect(tally.none).toBeGreaterThan(10);
      expect(tally.one).toBeGreaterThan(10);
      expect(tally.several).toBeGreaterThan(10);
      // The reference gives up on a few boards at most (its step budget); they are not counted.
      expect(tally.skipped).toBeLessThan(25);
    });
  }
});
