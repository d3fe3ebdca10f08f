// WINDOKU: the windows of boxRows × boxCols cells whose top-left corners sit at row 1 + a·(boxRows+1),
// column 1 + b·(boxCols+1) and that lie inside the grid each hold every value once (on 9×9: the four
// windows at rows and columns 2–4 and 6–8).
import { badRule, type RuleModule } from '../module.js';
import type { Shape } from '../../types.js';

/** Every window's cells. */
export function windows(shape: Shape): number[][] {
  const { size: n, boxRows, boxCols } = shape;
  const out: number[][] = [];
  for (let top = 1; top + boxRows <= n; top += boxRows + 1) {
    for (let left = 1; left + boxCols <= n; left += boxCols + 1) {
      const cells: number[] = [];
      for (let r = 0; r < boxRows; r++) for (let c = 0; c < boxCols; c++) cells.push((top + r) * n + left + c);
      out.push(cells);
    }
  }
  return out;
}

export const windoku: RuleModule<'WINDOKU'> = {
  kind: 'WINDOKU',
  // The admitted transforms map the windows onto the windows (rules/canon.ts).
  image: (rule) => rule,
  check(_rule, ctx) {
    const all = windows(ctx.shape);
    if (all.length === 0)
      return badRule(ctx, `a ${ctx.shape.boxRows}×${ctx.shape.boxCols} window does not fit inside a ${ctx.n}×${ctx.n} grid`);
    return { cells: all.flat(), key: 'WINDOKU' };
  },
  compile(_rule, b, ctx) {
    for (const w of windows(ctx.shape)) b.house(w, { kind: 'WINDOKU', rule: ctx.index });
  },
};
