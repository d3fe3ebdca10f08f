// DIAGONAL: the main (r1c1 → rNcN) or anti (rNc1 → r1cN) diagonal holds every value once (Sudoku X).
import { isRuleError, readEnum, type RuleModule } from '../module.js';

/** The cells of a diagonal, top row first. */
export function diagonalCells(n: number, direction: 'MAIN' | 'ANTI'): number[] {
  return Array.from({ length: n }, (_, r) => r * n + (direction === 'MAIN' ? r : n - 1 - r));
}

export const diagonal: RuleModule<'DIAGONAL'> = {
  kind: 'DIAGONAL',
  check(rule, ctx) {
    const direction = readEnum(rule.direction, ctx, 'direction', ['MAIN', 'ANTI'] as const);
    if (isRuleError(direction)) return direction;
    return { cells: diagonalCells(ctx.n, direction), key: `DIAGONAL ${direction}` };
  },
  compile(rule, b, ctx) {
    b.house(diagonalCells(ctx.n, rule.direction), { kind: 'DIAGONAL', rule: ctx.index });
  },
};
