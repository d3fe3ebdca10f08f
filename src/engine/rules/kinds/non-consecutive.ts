// NON_CONSECUTIVE: orthogonal neighbours differ by more than 1, except across a KROPKI dot of either
// colour.
import { everyCell, orthogonalPairs, pairKey, type RuleModule } from '../module.js';

export const nonConsecutive: RuleModule<'NON_CONSECUTIVE'> = {
  kind: 'NON_CONSECUTIVE',
  image: (rule) => rule,
  check: (_rule, ctx) => ({ cells: everyCell(ctx.n), key: 'NON_CONSECUTIVE' }),
  compile(_rule, b, ctx) {
    const dotted = new Set<string>();
    for (const r of ctx.rules) if (r.kind === 'KROPKI') dotted.add(pairKey(r.cells[0], r.cells[1]));
    const source = { kind: 'NON_CONSECUTIVE' as const, rule: ctx.index };
    for (const [a, c] of orthogonalPairs(ctx.n)) {
      if (!dotted.has(pairKey(a, c))) b.relate(a, c, (x, y) => Math.abs(x - y) !== 1, source);
    }
  },
};
