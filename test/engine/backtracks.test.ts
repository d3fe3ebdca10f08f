// SolveStats.backtracks counts guesses taken back after their node was searched, so it can never
// exceed nodes — on easy, hard, minimal and 16×16 sets, and on boards with many solutions.
import { describe, expect, it } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import { solve } from '../../src/engine/index.js';
import { readLines } from '../../support/oracle.js';

describe('SolveStats.backtracks ≤ nodes', () => {
  it.each([
    ['9x9/forum_hardest_1106.txt', 300],
    ['9x9/17clue_20k.txt', 300],
    ['9x9/kaggle_easy_10k.txt', 300],
    ['16x16/algts_d1.0_100.txt', 20],
  ])('%s', (set, count) => {
    let guesses = 0;
    for (const line of readLines(set, count)) {
      const parsed = parseBoardText(line);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { stats, status } = solve(parsed.value);
      expect(status).toBe('SOLVED');
      expect(stats.backtracks).toBeLessThanOrEqual(stats.nodes);
      guesses += stats.backtracks;
    }
    if (!set.includes('easy')) expect(guesses).toBeGreaterThan(0);
  });

  it('on empty boards (many solutions) too', () => {
    for (const n of [4, 9, 16]) {
      const parsed = parseBoardText('.'.repeat(n * n));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { stats } = solve(parsed.value);
      expect(stats.backtracks).toBeLessThanOrEqual(stats.nodes);
    }
  });
});
