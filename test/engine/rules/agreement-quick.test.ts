// The agreement of agreement.test.ts on a sample (test:quick): 60 boards per rule kind.
import { describe, expect, it } from 'vitest';
import { sweep, SWEPT_KINDS } from './agreement.js';

describe('solve() against the reference checker, a sample', () => {
  for (const kind of SWEPT_KINDS) {
    it(kind, () => {
      const tally = sweep(kind, 60, 7);
      expect(tally.none + tally.one + tally.several + tally.skipped).toBe(60);
    });
  }
});
