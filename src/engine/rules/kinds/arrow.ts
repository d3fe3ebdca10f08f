// ARROW: the values on `line` add up to the number in `circle`: one cell, or (where N ≤ 9) a pill of
// 2–3 cells in a row (left to right) or column (top to bottom) read as a decimal number. Compiled as
// Σ line − number = 0, the pill's digits weighted 100, 10, 1.
import { badRule, cellLineImage, isRuleError, readCells, type RuleModule } from '../module.js';

/** The circle's cells in reading order (row-major), and whether they are one straight, unbroken pill. */
function pillOrder(circle: readonly number[], n: number): number[] | null {
  const cells = [...circle].sort((x, y) => x - y);
  if (cells.length === 1) return cells;
  const across = cells.every((c, k) => k === 0 || (c === cells[k - 1] + 1 && Math.floor(c / n) === Math.floor(cells[0] / n)));
  const down = cells.every((c, k) => k === 0 || c === cells[k - 1] + n);
  return across || down ? cells : null;
}

export const arrow: RuleModule<'ARROW'> = {
  kind: 'ARROW',
  // The admitted transforms keep a pill's reading order (rules/canon.ts): its digits stay in order.
  image: (rule, m) => ({ kind: 'ARROW', circle: cellLineImage(rule.circle, m), line: cellLineImage(rule.line, m) }),
  check(rule, ctx) {
    const n = ctx.n;
    const circle = readCells(rule.circle, ctx, 'circle', 1, n <= 9 ? 3 : 1);
    if (isRuleError(circle)) return circle;
    const line = readCells(rule.line, ctx, 'line', 0, n * n);
    if (isRuleError(line)) return line;
    if (line.length === 0) return badRule(ctx, 'the arrow has no line', circle[0]);
    const shared = line.find((c) => circle.includes(c));
    if (shared !== undefined) return badRule(ctx, 'the cell is both on the line and in the circle', shared);
    if (pillOrder(circle, n) === null) return badRule(ctx, 'a pill is 2–3 cells in one row or column, side by side', circle[0]);
    // Bounds: the line's sum is at least its length; the circle reads at most N (one cell) or 99…/999….
    const digits = circle.length;
    const most = digits === 1 ? n : 10 ** digits - 1;
    const least = digits === 1 ? 1 : Number('1'.repeat(digits));
    if (line.length > most || line.length * n < least) {
      return badRule(
        ctx,
        `${line.length} cells of 1…${n} cannot add up to a ${digits === 1 ? 'value' : `${digits}-digit number`} in the circle`,
        circle[0],
      );
    }
    return { cells: [...circle, ...line], key: `ARROW ${circle.join(',')}:${line.join(',')}` };
  },
  compile(rule, b, ctx) {
    const circle = pillOrder(rule.circle, ctx.n)!;
    const cells = [...rule.line, ...circle];
    const coefs = [...rule.line.map(() => 1), ...circle.map((_, k) => -(10 ** (circle.length - 1 - k)))];
    b.sum(cells, coefs, 0, false, { kind: 'ARROW', rule: ctx.index });
  },
};
