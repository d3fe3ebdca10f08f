// KROPKI: WHITE: the two orthogonally adjacent cells differ by `value` (default 1); BLACK: one is
// `value` (default 2) times the other. One dot of each colour per pair at most.
import { badRule, isRuleError, pairImage, pairKey, readEnum, readNeighbours, type RuleModule } from '../module.js';
import type { Rule } from '../types.js';

/** The dot's value, its default filled in. */
export const dotValue = (rule: Extract<Rule, { kind: 'KROPKI' }>): number => rule.value ?? (rule.color === 'WHITE' ? 1 : 2);

/** Whether a and b make the relation of a dot of this colour and value. */
export function kropkiHolds(color: 'WHITE' | 'BLACK', value: number, a: number, b: number): boolean {
  return color === 'WHITE' ? Math.abs(a - b) === value : a === value * b || b === value * a;
}

export const kropki: RuleModule<'KROPKI'> = {
  kind: 'KROPKI',
  image: (rule, m) => ({ ...rule, cells: pairImage(rule.cells, m) }),
  check(rule, ctx) {
    const cells = readNeighbours(rule.cells, ctx);
    if (isRuleError(cells)) return cells;
    const color = readEnum(rule.color, ctx, 'color', ['WHITE', 'BLACK'] as const);
    if (isRuleError(color)) return color;
    if (rule.value !== undefined && rule.value !== null) {
      const v: unknown = rule.value;
      const [lo, hi] = color === 'WHITE' ? [1, ctx.n - 1] : [2, ctx.n];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
        return badRule(ctx, `a ${color.toLowerCase()} dot's value ${JSON.stringify(v) ?? String(v)} is outside ${lo}…${hi}`, cells[0]);
      }
    }
    return { cells, key: `KROPKI ${color} ${pairKey(cells[0], cells[1])}` };
  },
  compile(rule, b, ctx) {
    const value = dotValue(rule);
    b.relate(rule.cells[0], rule.cells[1], (x, y) => kropkiHolds(rule.color, value, x, y), { kind: 'KROPKI', rule: ctx.index });
  },
};
