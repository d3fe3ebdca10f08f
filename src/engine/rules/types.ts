// The rule model: a puzzle is a grid plus rules (docs/variants.md). Plain data, JSON as it stands:
// every cell is a row-major index r·N + c (0-based), every value 1..N. A Board without `rules` (or
// with an empty list) is the classic puzzle: rows, columns and its shape's boxes, and nothing else.
//
// This file is the contract the engine's rule modules (rules/kinds/), the variant search, the logic,
// the formats, the API and the page build on: add a kind here and in exactly one rule module.

/**
 * One rule of a puzzle. Rows and columns always hold every value once; boxes do unless a JIGSAW rule
 * replaces them. Each kind's meaning:
 * - DIAGONAL: the main (r1c1 → rNcN) or anti (rNc1 → r1cN) diagonal holds every value once.
 * - JIGSAW: `regions[i]` (0..N−1) is cell i's region; the N regions of N cells replace the boxes.
 * - EXTRA_REGION: its cells hold no value twice (N cells: every value once).
 * - WINDOKU: the windows of boxRows × boxCols cells whose top-left corners sit at row
 *   1 + a·(boxRows+1), column 1 + b·(boxCols+1) (inside the grid) each hold every value once.
 * - DISJOINT_GROUPS: the cells at the same position within their boxes hold every value once.
 * - KILLER_CAGE: its cells hold no value twice and, with `sum`, add up to it.
 * - ANTI_KNIGHT / ANTI_KING: two cells a chess knight's (king's) move apart never hold the same value.
 * - NON_CONSECUTIVE: orthogonal neighbours differ by more than 1, except across a KROPKI dot of either
 *   colour (as f-puzzles: a black dot may join 1 and 2).
 * - KROPKI: WHITE: the two orthogonally adjacent cells differ by `value` (default 1); BLACK: one is
 *   `value` (default 2) times the other.
 * - XV: the two orthogonally adjacent cells add up to `sum` (5 = V, 10 = X).
 * - NEGATIVE: every dot or letter of the family is given: orthogonal neighbours with no KROPKI dot
 *   (WHITE, BLACK) or no XV letter (XV) do not make any relation of that family that appears in the
 *   puzzle, nor the family's default (WHITE: difference 1; BLACK: ratio 2; XV: sums 5 and 10).
 * - PARITY: the cell holds an even (or odd) value.
 * - GREATER_THAN: orthogonal neighbours, `greater` holds the larger value.
 * - THERMOMETER: values strictly increase from the bulb (`cells[0]`) along the line.
 * - ARROW: the values on `line` add up to the number in `circle` (one cell, or a pill of 2–3 cells
 *   read left to right / top to bottom as a decimal number; pills only where N ≤ 9).
 * - LITTLE_KILLER: the cells on the diagonal from the clue outside the grid (`clue`: row or column
 *   −1 or N) in `direction` add up to `sum`; values may repeat.
 * - SANDWICH: in that row (or column), the values strictly between the cells holding 1 and N add up to
 *   `sum`.
 * - WHISPERS: neighbours along the line differ by at least `difference` (default ⌈N/2⌉: 5 on 9×9).
 * - RENBAN: the line's values are distinct and consecutive, in any order.
 * - PALINDROME: the line reads the same from both ends.
 * - QUADRUPLE: the 2×2 block whose top-left cell is `cell` holds each of `values` (a value listed
 *   twice, at least twice).
 */
export type Rule =
  | { readonly kind: 'DIAGONAL'; readonly direction: 'MAIN' | 'ANTI' }
  | { readonly kind: 'JIGSAW'; readonly regions: readonly number[] }
  | { readonly kind: 'EXTRA_REGION'; readonly cells: readonly number[] }
  | { readonly kind: 'WINDOKU' }
  | { readonly kind: 'DISJOINT_GROUPS' }
  | { readonly kind: 'KILLER_CAGE'; readonly cells: readonly number[]; readonly sum?: number }
  | { readonly kind: 'ANTI_KNIGHT' }
  | { readonly kind: 'ANTI_KING' }
  | { readonly kind: 'NON_CONSECUTIVE' }
  | { readonly kind: 'KROPKI'; readonly cells: readonly [number, number]; readonly color: KropkiColor; readonly value?: number }
  | { readonly kind: 'XV'; readonly cells: readonly [number, number]; readonly sum: 5 | 10 }
  | { readonly kind: 'NEGATIVE'; readonly of: 'WHITE' | 'BLACK' | 'XV' }
  | { readonly kind: 'PARITY'; readonly cell: number; readonly parity: 'EVEN' | 'ODD' }
  | { readonly kind: 'GREATER_THAN'; readonly greater: number; readonly lesser: number }
  | { readonly kind: 'THERMOMETER'; readonly cells: readonly number[] }
  | { readonly kind: 'ARROW'; readonly circle: readonly number[]; readonly line: readonly number[] }
  | { readonly kind: 'LITTLE_KILLER'; readonly clue: OutsideCell; readonly direction: Diagonal; readonly sum: number }
  | { readonly kind: 'SANDWICH'; readonly line: 'ROW' | 'COLUMN'; readonly index: number; readonly sum: number }
  | { readonly kind: 'WHISPERS'; readonly cells: readonly number[]; readonly difference?: number }
  | { readonly kind: 'RENBAN'; readonly cells: readonly number[] }
  | { readonly kind: 'PALINDROME'; readonly cells: readonly number[] }
  | { readonly kind: 'QUADRUPLE'; readonly cell: number; readonly values: readonly number[] };

export type RuleKind = Rule['kind'];
export type KropkiColor = 'WHITE' | 'BLACK';
/** The way a little killer clue points into the grid. */
export type Diagonal = 'UP_LEFT' | 'UP_RIGHT' | 'DOWN_LEFT' | 'DOWN_RIGHT';
/** A clue position outside the grid: row or column is −1 or N (0-based), the other inside or outside. */
export interface OutsideCell {
  readonly row: number;
  readonly col: number;
}

/** The rule of a given kind. */
export type RuleOf<K extends RuleKind> = Extract<Rule, { readonly kind: K }>;

/** Every rule kind, in the order docs, legends and errors list them. */
export const RULE_KINDS: readonly RuleKind[] = [
  'DIAGONAL',
  'JIGSAW',
  'EXTRA_REGION',
  'WINDOKU',
  'DISJOINT_GROUPS',
  'KILLER_CAGE',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'NON_CONSECUTIVE',
  'KROPKI',
  'XV',
  'NEGATIVE',
  'PARITY',
  'GREATER_THAN',
  'THERMOMETER',
  'ARROW',
  'LITTLE_KILLER',
  'SANDWICH',
  'WHISPERS',
  'RENBAN',
  'PALINDROME',
  'QUADRUPLE',
];

/**
 * The variants a player names (the API's `enum Variant`, the page's chooser, history's filter): each is
 * the set of rule kinds it brings. A puzzle's variants are derived from its rules (one function,
 * rules/variants.ts), never stored beside them by hand.
 */
export type Variant =
  | 'X'
  | 'WINDOKU'
  | 'DISJOINT_GROUPS'
  | 'EXTRA_REGIONS'
  | 'JIGSAW'
  | 'KILLER'
  | 'ANTI_KNIGHT'
  | 'ANTI_KING'
  | 'NON_CONSECUTIVE'
  | 'KROPKI'
  | 'XV'
  | 'EVEN_ODD'
  | 'GREATER_THAN'
  | 'THERMO'
  | 'ARROW'
  | 'LITTLE_KILLER'
  | 'SANDWICH'
  | 'WHISPERS'
  | 'RENBAN'
  | 'PALINDROME'
  | 'QUADRUPLE';

/** Which variant each rule kind belongs to (NEGATIVE goes with the family it negates). */
export const VARIANT_OF_KIND: { readonly [K in Exclude<RuleKind, 'NEGATIVE'>]: Variant } = {
  DIAGONAL: 'X',
  JIGSAW: 'JIGSAW',
  EXTRA_REGION: 'EXTRA_REGIONS',
  WINDOKU: 'WINDOKU',
  DISJOINT_GROUPS: 'DISJOINT_GROUPS',
  KILLER_CAGE: 'KILLER',
  ANTI_KNIGHT: 'ANTI_KNIGHT',
  ANTI_KING: 'ANTI_KING',
  NON_CONSECUTIVE: 'NON_CONSECUTIVE',
  KROPKI: 'KROPKI',
  XV: 'XV',
  PARITY: 'EVEN_ODD',
  GREATER_THAN: 'GREATER_THAN',
  THERMOMETER: 'THERMO',
  ARROW: 'ARROW',
  LITTLE_KILLER: 'LITTLE_KILLER',
  SANDWICH: 'SANDWICH',
  WHISPERS: 'WHISPERS',
  RENBAN: 'RENBAN',
  PALINDROME: 'PALINDROME',
  QUADRUPLE: 'QUADRUPLE',
};
