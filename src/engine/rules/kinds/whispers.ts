// WHISPERS: neighbours along the line differ by at least `difference` (default ⌈N/2⌉: 5 on 9×9).
import { isRuleError, readCells, readInt, undirectedLineImage, type RuleModule } from '../module.js';

export const whispersDifference = (n: number, difference?: number): number => difference ?? Math.ceil(n / 2);

export const whispers: RuleModule<'WHISPERS'> = {
  kind: 'WHISPERS',
  image: (rule, m) => ({ ...rule, cells: undirectedLineImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readCells(rule.cells, ctx, 'cells', 2, ctx.n * ctx.n);
    if (isRuleError(cells)) return cells;
    if (rule.difference !== undefined && rule.difference !== null) {
      const d = readInt(rule.difference, ctx, 'difference', 1, ctx.n - 1);
      if (isRuleError(d)) return d;
    }
    return { cells, key: `WHISPERS ${cells.join(',')}` };
  },
  compile(rule, b, ctx) {
    const d = whispersDifference(ctx.n, rule.difference ?? undefined);
    const source = { kind: 'WHISPERS' as const, rule: ctx.index };
    for (let k = 1; k < rule.cells.length; k++) b.relate(rule.cells[k - 1], rule.cells[k], (x, y) => Math.abs(x - y) >= d, source);
  },
};
