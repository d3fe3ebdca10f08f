// DIAGONAL: the main (r1c1 → rNcN) or anti (rNc1 → r1cN) diagonal holds every value once (Sudoku X).
import { isRuleError, readEnum, type RuleModule } from '../module.js';

/** The cells of a diagonal, top row first. */
export function diagonalCells(n: number, direction: 'MAIN' | 'ANTI'): number[] {
  return Array.from({ length: n }, (_, r) => r * n + (direction === 'MAIN' ? r : n - 1 - r));
}

export const diagonal: RuleModule<'DIAGONAL'> = {
  kind: 'DIAGONAL',
  // The admitted transforms map a diagonal onto a diagonal: the main one when every image cell is on it.
  image: (rule, m) => ({
    kind: 'DIAGONAL',
    direction: diagonalCells(m.n, rule.direction).every((x) => Math.floor(m.cell(x) / m.n) === m.cell(x) % m.n) ? 'MAIN' : 'ANTI',
  }),
  check(rule, ctx) {
    const direction = readEnum(rule.direction, ctx, 'direction', ['MAIN', 'ANTI'] as const);
    if (isRuleError(direction)) return direction;
    return { cells: diagonalCells(ctx.n, direction), key: `DIAGONAL ${direction}` };
  },
  compile(rule, b, ctx) {
    b.house(diagonalCells(ctx.n, rule.direction), { kind: 'DIAGONAL', rule: ctx.index });
  },
};
