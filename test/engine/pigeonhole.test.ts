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
  it('a 25×25 whose contradiction spans three rows (matching holds) searches past the check until its deadline', () => {
    const parsed = parseCells(budgetEater());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = solve(parsed.value, { deadlineMs: 800 });
    expect(r.status).toBe('LIMIT_EXCEEDED');
    expect(r.stats.nodes).toBeGreaterThan(4096);
    expect(r.stats.ms).toBeGreaterThanOrEqual(800);
  });
});
