// Rules of every kind on a 9×9 board, for the page's tests and screenshots: each kind at least once,
// placed apart so every drawing can be seen, and a set the engine's rule check accepts.
import type { Rule } from '../../src/engine/index.js';

const N = 9;
const c = (r: number, k: number): number => r * N + k;

/** One rule of every kind (JIGSAW apart: see JIGSAW_REGIONS), on 9×9. */
export const EVERY_KIND: readonly Rule[] = [
  { kind: 'DIAGONAL', direction: 'ANTI' },
  { kind: 'EXTRA_REGION', cells: [c(5, 1), c(5, 2), c(6, 3)] },
  { kind: 'WINDOKU' },
  { kind: 'DISJOINT_GROUPS' },
  { kind: 'KILLER_CAGE', cells: [c(0, 0), c(0, 1), c(1, 0)], sum: 12 },
  { kind: 'KILLER_CAGE', cells: [c(0, 2), c(0, 3)], sum: 17 },
  { kind: 'ANTI_KNIGHT' },
  { kind: 'ANTI_KING' },
  { kind: 'NON_CONSECUTIVE' },
  { kind: 'KROPKI', cells: [c(5, 5), c(5, 6)], color: 'WHITE' },
  { kind: 'KROPKI', cells: [c(5, 6), c(6, 6)], color: 'BLACK' },
  { kind: 'KROPKI', cells: [c(7, 7), c(7, 8)], color: 'BLACK', value: 3 },
  { kind: 'XV', cells: [c(2, 7), c(2, 8)], sum: 10 },
  { kind: 'XV', cells: [c(3, 7), c(4, 7)], sum: 5 },
  { kind: 'NEGATIVE', of: 'XV' },
  { kind: 'PARITY', cell: c(8, 8), parity: 'EVEN' },
  { kind: 'PARITY', cell: c(8, 6), parity: 'ODD' },
  { kind: 'GREATER_THAN', greater: c(1, 7), lesser: c(1, 8) },
  { kind: 'GREATER_THAN', greater: c(6, 4), lesser: c(5, 4) },
  { kind: 'THERMOMETER', cells: [c(2, 0), c(3, 0), c(4, 1), c(4, 2)] },
  { kind: 'ARROW', circle: [c(1, 4)], line: [c(2, 4), c(3, 5), c(3, 6)] },
  { kind: 'ARROW', circle: [c(6, 0), c(6, 1)], line: [c(7, 2), c(8, 3)] },
  { kind: 'LITTLE_KILLER', clue: { row: -1, col: 0 }, direction: 'DOWN_RIGHT', sum: 30 },
  { kind: 'LITTLE_KILLER', clue: { row: 9, col: 8 }, direction: 'UP_LEFT', sum: 41 },
  { kind: 'LITTLE_KILLER', clue: { row: 2, col: 9 }, direction: 'DOWN_LEFT', sum: 22 },
  { kind: 'SANDWICH', line: 'ROW', index: 4, sum: 15 },
  { kind: 'SANDWICH', line: 'COLUMN', index: 6, sum: 0 },
  { kind: 'WHISPERS', cells: [c(0, 5), c(0, 6), c(1, 6)] },
  { kind: 'RENBAN', cells: [c(3, 2), c(3, 3), c(2, 3)] },
  { kind: 'PALINDROME', cells: [c(6, 2), c(7, 3), c(8, 4), c(7, 5)] },
  { kind: 'QUADRUPLE', cell: c(4, 4), values: [1, 2, 5] },
];

/** A 9×9 jigsaw layout (region ids row by row), from datasets/variants/jigsaw-layouts-valid.txt's first line. */
export const JIGSAW_REGIONS: readonly number[] = [
  ...'111222233111222233114452333144455633444555666774556669777856699778888999778888999',
].map((d) => Number(d) - 1);
