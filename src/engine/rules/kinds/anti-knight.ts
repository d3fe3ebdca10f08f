// ANTI_KNIGHT: two cells a chess knight's move apart never hold the same value.
import { everyCell, excludeMoves, type RuleModule } from '../module.js';

const KNIGHT: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
];

export const antiKnight: RuleModule<'ANTI_KNIGHT'> = {
  kind: 'ANTI_KNIGHT',
  image: (rule) => rule,
  check: (_rule, ctx) => ({ cells: everyCell(ctx.n), key: 'ANTI_KNIGHT' }),
  compile: (_rule, b, ctx) => excludeMoves(KNIGHT, b, ctx),
};
