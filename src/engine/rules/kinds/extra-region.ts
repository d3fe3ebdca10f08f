// EXTRA_REGION: its cells hold no value twice (N cells: every value once).
import { cellSetImage, isRuleError, readCells, type RuleModule } from '../module.js';

export const extraRegion: RuleModule<'EXTRA_REGION'> = {
  kind: 'EXTRA_REGION',
  image: (rule, m) => ({ kind: 'EXTRA_REGION', cells: cellSetImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 1, ctx.n);
    if (isRuleError(cells)) return cells;
    return { cells, key: `EXTRA_REGION ${[...cells].sort((x, y) => x - y).join(',')}` };
  },
  compile(rule, b, ctx) {
    b.distinct(rule.cells, { kind: 'EXTRA_REGION', rule: ctx.index });
  },
};
