// PARITY: the cell holds an even (or odd) value.
import { isRuleError, readCell, readEnum, type RuleModule } from '../module.js';

/** The even (or odd) values of 1..n. */
export function parityMask(n: number, parity: 'EVEN' | 'ODD'): number {
  let mask = 0;
  for (let v = parity === 'EVEN' ? 2 : 1; v <= n; v += 2) mask |= 1 << (v - 1);
  return mask;
}

export const parity: RuleModule<'PARITY'> = {
  kind: 'PARITY',
  image: (rule, m) => ({ ...rule, cell: m.cell(rule.cell) }),
  check(rule, ctx) {
    const cell = readCell(rule.cell, ctx, 'cell');
    if (isRuleError(cell)) return cell;
    const p = readEnum(rule.parity, ctx, 'parity', ['EVEN', 'ODD'] as const);
    if (isRuleError(p)) return p;
    // One parity mark per cell: a second is a duplicate or a contradiction.
    return { cells: [cell], key: `PARITY ${cell}` };
  },
  compile(rule, b, ctx) {
    b.restrict(rule.cell, parityMask(b.n, rule.parity), { kind: 'PARITY', rule: ctx.index });
  },
};
