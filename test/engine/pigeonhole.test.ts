// Boards built to defeat search: no visible clash, every cell keeps candidates, yet three values
// fit only two cells of one box. The engine must prove them unsolvable, not spend its budget.
import { describe, expect, it } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import { solve } from '../../src/engine/index.js';
import { budgetEater, pathological16, threeRowsTwoColumns } from '../../support/hard-boards.js';

describe('pigeonhole boards', () => {
  for (const spare of [4, 8, 10, 12]) {
    it(`16×16 with ${spare} spare cells: NO_SOLUTION well inside the default budget`, () => {
      const parsed = parseBoardText(pathological16(spare));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const r = solve(parsed.value);
      expect(r.status).toBe('NO_SOLUTION');
      expect(r.conflicts).toEqual([]);
      expect(r.stats.nodes).toBeLessThan(10_000);
    });
  }
});

describe('contradictions across several units (issue 14 item 10)', () => {
  it('a 25×25 whose value 1 fits only two columns among three rows is proved NO_SOLUTION at the hard-search check', () => {
    const parsed = parseBoardText(threeRowsTwoColumns());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = solve(parsed.value, { deadlineMs: 10_000 });
    expect(r.status).toBe('NO_SOLUTION');
    // Proved where the search turns hard (its first share of nodes), not run to a budget.
    expect(r.stats.nodes).toBeLessThanOrEqual(2049);
  });

  it('the same board transposed (three columns, two rows) too', () => {
    const cells = threeRowsTwoColumns();
    const n = 25;
    let t = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) t += cells[c * n + r];
    const parsed = parseBoardText(t);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = solve(parsed.value, { deadlineMs: 10_000 });
    expect(r.status).toBe('NO_SOLUTION');
    expect(r.stats.nodes).toBeLessThanOrEqual(2049);
  });
});

describe('the checks do not cut the budget', () => {
  // Stated in nodes, not time: the node budget ends the search (the deadline is far away), and
  // the search spends all of it, past both checks at HARD_AFTER_NODES (2048 nodes) and the
  // row-major share (1024 nodes).
  it('a 25×25 whose contradiction only a band matching would see searches past the checks until its node budget', () => {
    const parsed = parseBoardText(budgetEater());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const maxNodes = 5000;
    const r = solve(parsed.value, { maxNodes, deadlineMs: 120_000 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.stats.nodes).toBeGreaterThan(maxNodes);
  });
});
