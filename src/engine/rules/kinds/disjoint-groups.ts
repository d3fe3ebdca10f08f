// DISJOINT_GROUPS: the cells at the same position within their boxes hold every value once. The boxes
// are the shape's r×c boxes, also when a JIGSAW rule replaces them as houses.
import type { RuleModule } from '../module.js';
import type { Shape } from '../../types.js';

function groupsOf(shape: Shape): number[][] {
  const { size: n, boxRows, boxCols } = shape;
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) out[(r % boxRows) * boxCols + (c % boxCols)].push(r * n + c);
  return out;
}

export const disjointGroups: RuleModule<'DISJOINT_GROUPS'> = {
  kind: 'DISJOINT_GROUPS',
  // The admitted transforms map the groups onto the groups (rules/canon.ts).
  image: (rule) => rule,
  check(_rule, ctx) {
    return { cells: Array.from({ length: ctx.n * ctx.n }, (_, i) => i), key: 'DISJOINT_GROUPS' };
  },
  compile(_rule, b, ctx) {
    for (const g of groupsOf(ctx.shape)) b.house(g, { kind: 'DISJOINT_GROUPS', rule: ctx.index });
  },
};
