// KILLER_CAGE: its cells hold no value twice and, with `sum`, add up to it. Cages may not overlap
// (rules/check.ts); a cage need not be connected.
import { badRule, cellSetImage, distinctSumRange, isRuleError, readCells, readInt, type RuleModule } from '../module.js';

export const killerCage: RuleModule<'KILLER_CAGE'> = {
  kind: 'KILLER_CAGE',
  image: (rule, m) => ({ ...rule, cells: cellSetImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 1, ctx.n);
    if (isRuleError(cells)) return cells;
    if (rule.sum !== undefined && rule.sum !== null) {
      const sum = readInt(rule.sum, ctx, 'sum', 0, Number.MAX_SAFE_INTEGER);
      if (isRuleError(sum)) return sum;
      const [lo, hi] = distinctSumRange(cells.length, ctx.n);
      if (sum < lo || sum > hi) {
        return badRule(ctx, `no ${cells.length} different values of 1…${ctx.n} add up to ${sum} (${lo}…${hi} can)`, cells[0]);
      }
    }
    return { cells, key: `KILLER_CAGE ${[...cells].sort((x, y) => x - y).join(',')}` };
  },
  compile(rule, b, ctx) {
    const source = { kind: 'KILLER_CAGE' as const, rule: ctx.index };
    b.distinct(rule.cells, source);
    if (rule.sum !== undefined && rule.sum !== null) {
      b.sum(
        rule.cells,
        rule.cells.map(() => 1),
        rule.sum,
        true,
        source,
      );
    }
  },
};
