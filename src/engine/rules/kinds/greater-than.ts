// GREATER_THAN: orthogonal neighbours, `greater` holds the larger value.
import { isRuleError, pairKey, readNeighbours, type RuleModule } from '../module.js';

export const greaterThan: RuleModule<'GREATER_THAN'> = {
  kind: 'GREATER_THAN',
  image: (rule, m) => ({ kind: 'GREATER_THAN', greater: m.cell(rule.greater), lesser: m.cell(rule.lesser) }),
  check(rule, ctx) {
    const cells = readNeighbours([rule.greater, rule.lesser], ctx, 'greater and lesser');
    if (isRuleError(cells)) return cells;
    // One sign per pair: the same sign twice is a duplicate, the reverse one a contradiction.
    return { cells, key: `GREATER_THAN ${pairKey(cells[0], cells[1])}` };
  },
  compile(rule, b, ctx) {
    b.relate(rule.greater, rule.lesser, (g, l) => g > l, { kind: 'GREATER_THAN', rule: ctx.index });
  },
};
