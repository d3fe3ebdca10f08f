// THERMOMETER: values strictly increase from the bulb (cells[0]) along the line. A thermometer that
// branches is one rule per branch, each from the bulb.
import { cellLineImage, isRuleError, readCells, type RuleModule } from '../module.js';

export const thermometer: RuleModule<'THERMOMETER'> = {
  kind: 'THERMOMETER',
  image: (rule, m) => ({ kind: 'THERMOMETER', cells: cellLineImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 2, ctx.n);
    if (isRuleError(cells)) return cells;
    return { cells, key: `THERMOMETER ${cells.join(',')}` };
  },
  compile(rule, b, ctx) {
    const source = { kind: 'THERMOMETER' as const, rule: ctx.index };
    for (let k = 1; k < rule.cells.length; k++) b.relate(rule.cells[k - 1], rule.cells[k], (x, y) => x < y, source);
  },
};
