// PALINDROME: the line reads the same from both ends (cells[k] = cells[len−1−k]).
import { isRuleError, readCells, undirectedLineImage, type RuleModule } from '../module.js';

export const palindrome: RuleModule<'PALINDROME'> = {
  kind: 'PALINDROME',
  image: (rule, m) => ({ kind: 'PALINDROME', cells: undirectedLineImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 2, ctx.n * ctx.n);
    if (isRuleError(cells)) return cells;
    return { cells, key: `PALINDROME ${cells.join(',')}` };
  },
  compile(rule, b, ctx) {
    const cells = rule.cells;
    const source = { kind: 'PALINDROME' as const, rule: ctx.index };
    for (let k = 0, j = cells.length - 1; k < j; k++, j--) b.relate(cells[k], cells[j], (x, y) => x === y, source, true);
  },
};
