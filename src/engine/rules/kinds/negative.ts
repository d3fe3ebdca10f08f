// NEGATIVE: every dot or letter of the family is given. Orthogonal neighbours with no KROPKI dot (for
// WHITE and BLACK, a dot of either colour spares the pair) or no XV letter (for XV) make none of the
// family's relations that appear in the puzzle, nor the family's default (WHITE: difference 1; BLACK:
// ratio 2; XV: sums 5 and 10).
import { everyCell, isRuleError, orthogonalPairs, pairKey, readEnum, type RuleModule } from '../module.js';
import { dotValue, kropkiHolds } from './kropki.js';

export const negative: RuleModule<'NEGATIVE'> = {
  kind: 'NEGATIVE',
  image: (rule) => rule,
  check(rule, ctx) {
    const of = readEnum(rule.of, ctx, 'of', ['WHITE', 'BLACK', 'XV'] as const);
    if (isRuleError(of)) return of;
    return { cells: everyCell(ctx.n), key: `NEGATIVE ${of}` };
  },
  compile(rule, b, ctx) {
    const marked = new Set<string>();
    const values = new Set<number>(rule.of === 'WHITE' ? [1] : rule.of === 'BLACK' ? [2] : [5, 10]);
    for (const r of ctx.rules) {
      if ((r.kind === 'XV' && rule.of === 'XV') || (r.kind === 'KROPKI' && rule.of !== 'XV')) marked.add(pairKey(r.cells[0], r.cells[1]));
      if (r.kind === 'KROPKI' && r.color === rule.of) values.add(dotValue(r));
    }
    const all = [...values];
    const breaks =
      rule.of === 'XV'
        ? (x: number, y: number) => all.includes(x + y)
        : (x: number, y: number) => all.some((v) => kropkiHolds(rule.of as 'WHITE' | 'BLACK', v, x, y));
    const source = { kind: 'NEGATIVE' as const, rule: ctx.index };
    for (const [a, c] of orthogonalPairs(ctx.n)) {
      if (!marked.has(pairKey(a, c))) b.relate(a, c, (x, y) => !breaks(x, y), source);
    }
  },
};
