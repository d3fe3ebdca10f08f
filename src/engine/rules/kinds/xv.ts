// XV: the two orthogonally adjacent cells add up to `sum` (5 = V, 10 = X).
import { badRule, isRuleError, pairImage, pairKey, readNeighbours, type RuleModule } from '../module.js';

export const xv: RuleModule<'XV'> = {
  kind: 'XV',
  image: (rule, m) => ({ ...rule, cells: pairImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readNeighbours(rule.cells, ctx);
    if (isRuleError(cells)) return cells;
    if (rule.sum !== 5 && rule.sum !== 10)
      return badRule(ctx, `sum ${JSON.stringify(rule.sum) ?? String(rule.sum)} is neither 5 (V) nor 10 (X)`, cells[0]);
    // Neighbours share a row or column, so their values differ: the largest sum is N + N−1.
    if (rule.sum > 2 * ctx.n - 1) return badRule(ctx, `no two different values of 1…${ctx.n} add up to ${rule.sum}`, cells[0]);
    return { cells, key: `XV ${pairKey(cells[0], cells[1])}` };
  },
  compile(rule, b, ctx) {
    b.relate(rule.cells[0], rule.cells[1], (x, y) => x + y === rule.sum, { kind: 'XV', rule: ctx.index });
  },
};
