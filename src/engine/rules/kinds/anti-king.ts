// ANTI_KING: two cells a chess king's move apart (diagonal neighbours; orthogonal ones share a row
// or column already) never hold the same value.
import { everyCell, excludeMoves, type RuleModule } from '../module.js';

const KING: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

export const antiKing: RuleModule<'ANTI_KING'> = {
  kind: 'ANTI_KING',
  image: (rule) => rule,
  check: (_rule, ctx) => ({ cells: everyCell(ctx.n), key: 'ANTI_KING' }),
  compile: (_rule, b, ctx) => excludeMoves(KING, b, ctx),
};
