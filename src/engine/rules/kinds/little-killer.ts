// LITTLE_KILLER: the cells on the diagonal from the clue outside the grid (`clue`: row or column −1
// or N, 0-based) in `direction` add up to `sum`; values may repeat where no house forbids it.
import { badRule, isRuleError, readEnum, readInt, type RuleContext, type RuleModule } from '../module.js';
import type { RuleError } from '../../types.js';
import type { Diagonal, OutsideCell } from '../types.js';

const STEP: Record<Diagonal, [number, number]> = {
  UP_LEFT: [-1, -1],
  UP_RIGHT: [-1, 1],
  DOWN_LEFT: [1, -1],
  DOWN_RIGHT: [1, 1],
};

/** The cells the clue's diagonal crosses, nearest first. */
export function littleKillerCells(clue: OutsideCell, direction: Diagonal, n: number): number[] {
  const [dr, dc] = STEP[direction];
  const out: number[] = [];
  for (let r = clue.row + dr, c = clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) out.push(r * n + c);
  return out;
}

function readClue(v: unknown, ctx: RuleContext): OutsideCell | RuleError {
  if (typeof v !== 'object' || v === null) return badRule(ctx, 'clue is not a {row, col} position');
  const { row, col } = v as { row?: unknown; col?: unknown };
  const r = readInt(row, ctx, 'clue row', -1, ctx.n);
  if (isRuleError(r)) return r;
  const c = readInt(col, ctx, 'clue col', -1, ctx.n);
  if (isRuleError(c)) return c;
  if (r >= 0 && r < ctx.n && c >= 0 && c < ctx.n)
    return badRule(ctx, 'the clue is inside the grid; it sits outside, in row or column −1 or N', r * ctx.n + c);
  return { row: r, col: c };
}

export const littleKiller: RuleModule<'LITTLE_KILLER'> = {
  kind: 'LITTLE_KILLER',
  // The clue moves with the grid; its direction is where the image of its first cell lies from it.
  image(rule, m) {
    const [dr, dc] = STEP[rule.direction];
    const [r0, c0] = m.point(rule.clue.row, rule.clue.col);
    const [r1, c1] = m.point(rule.clue.row + dr, rule.clue.col + dc);
    const direction = (Object.keys(STEP) as Diagonal[]).find((d) => STEP[d][0] === r1 - r0 && STEP[d][1] === c1 - c0)!;
    return { kind: 'LITTLE_KILLER', clue: { row: r0, col: c0 }, direction, sum: rule.sum };
  },
  check(rule, ctx) {
    const clue = readClue(rule.clue, ctx);
    if (isRuleError(clue)) return clue;
    const c = clue;
    const direction = readEnum(rule.direction, ctx, 'direction', ['UP_LEFT', 'UP_RIGHT', 'DOWN_LEFT', 'DOWN_RIGHT'] as const);
    if (isRuleError(direction)) return direction;
    const cells = littleKillerCells(c, direction, ctx.n);
    if (cells.length === 0) return badRule(ctx, `the clue at row ${c.row + 1}, column ${c.col + 1} points ${direction} away from the grid`);
    const sum = readInt(rule.sum, ctx, 'sum', cells.length, cells.length * ctx.n);
    if (isRuleError(sum)) return sum;
    return { cells, key: `LITTLE_KILLER ${c.row},${c.col} ${direction}` };
  },
  compile(rule, b, ctx) {
    const cells = littleKillerCells(rule.clue, rule.direction, ctx.n);
    b.sum(
      cells,
      cells.map(() => 1),
      rule.sum,
      false,
      { kind: 'LITTLE_KILLER', rule: ctx.index },
    );
  },
};
