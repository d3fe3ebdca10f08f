// Boards built to defeat search: no visible clash, every cell keeps candidates, yet three values
// fit only two cells of one box. The engine must prove them unsolvable, not spend its budget.
import { describe, expect, it } from 'vitest';
import { parseCells, solve } from '../../src/engine/index.js';
import { budgetEater, pathological16 } from '../hardening/fixtures/boards.js';

describe('pigeonhole boards', () => {
  for (const spare of [4, 8, 10, 12]) {
    it(`16×16 with ${spare} spare cells: NO_SOLUTION well inside the default budget`, () => {
      const parsed = parseCells(pathological16(spare));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const r = solve(parsed.value);
      expect(r.status).toBe('NO_SOLUTION');
      expect(r.conflicts).toEqual([]);
      expect(r.stats.nodes).toBeLessThan(10_000);
    });
  }
});

describe('the matching check does not cut the budget', () => {
  // Stated in nodes, not time: the node budget ends the search (the deadline is far away), and
  // the search spends all of it, past the matching check at HARD_AFTER_NODES (2048 nodes).
  it('a 25×25 whose contradiction spans three rows (matching holds) searches past the check until its node budget', () => {
    const parsed = parseCells(budgetEater());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const maxNodes = 5000;
    const r = solve(parsed.value, { maxNodes, deadlineMs: 120_000 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.stats.nodes).toBeGreaterThan(maxNodes);
  });
});
