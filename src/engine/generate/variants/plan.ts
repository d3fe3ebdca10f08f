// Which variants the generator makes and how (docs/variants.md, "Generation"): a request's `variants`
// checked once (linear in the request, no search) into a recipe, or refused with the reason.
//
// Three kinds of variant:
// - grid rules, fixed data: X (both diagonals), WINDOKU, DISJOINT_GROUPS, ANTI_KNIGHT, ANTI_KING,
//   NON_CONSECUTIVE; and seeded layouts: JIGSAW (regions replacing the boxes), EXTRA_REGIONS;
// - KILLER: cages drawn over the grid, pure (no givens);
// - clue marks drawn from the solution, then the digger: KROPKI, XV, EVEN_ODD, GREATER_THAN, THERMO,
//   ARROW, LITTLE_KILLER, SANDWICH, WHISPERS, RENBAN, PALINDROME, QUADRUPLE.
// Grid rules combine with each other and with either KILLER or any clue marks. Refused, with why:
// KILLER with clue marks (a pure killer's cages are its only clues), DISJOINT_GROUPS with JIGSAW (a
// jigsaw has no boxes to take positions in), NON_CONSECUTIVE with KROPKI (the white dots with their
// negative rule already say which neighbours are consecutive).
import type { Rule, Variant } from '../../rules/types.js';
import { VARIANTS } from '../../rules/variants.js';
import { windows } from '../../rules/kinds/windoku.js';
import type { Shape } from '../../types.js';

/** The grid rules (fixed data or a seeded layout): every other variant but KILLER is a clue mark. */
const GRID_VARIANTS = [
  'X',
  'WINDOKU',
  'DISJOINT_GROUPS',
  'EXTRA_REGIONS',
  'JIGSAW',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'NON_CONSECUTIVE',
] as const;

/** The variants drawn from a solution as marks, then dug like givens (clues.ts). */
export type MarkVariant = Exclude<Variant, (typeof GRID_VARIANTS)[number] | 'KILLER'>;

const isMark = (v: Variant): v is MarkVariant => v !== 'KILLER' && !(GRID_VARIANTS as readonly Variant[]).includes(v);

/** The grid rules of fixed data, each variant's rules. */
const FIXED: Partial<Readonly<Record<Variant, readonly Rule[]>>> = {
  X: [
    { kind: 'DIAGONAL', direction: 'MAIN' },
    { kind: 'DIAGONAL', direction: 'ANTI' },
  ],
  WINDOKU: [{ kind: 'WINDOKU' }],
  DISJOINT_GROUPS: [{ kind: 'DISJOINT_GROUPS' }],
  ANTI_KNIGHT: [{ kind: 'ANTI_KNIGHT' }],
  ANTI_KING: [{ kind: 'ANTI_KING' }],
  NON_CONSECUTIVE: [{ kind: 'NON_CONSECUTIVE' }],
};

export interface VariantRecipe {
  /** The variants asked, each once, in VARIANTS order. */
  readonly variants: readonly Variant[];
  /** Grid rules of fixed data (X's diagonals, WINDOKU…), in the order the formats write them. */
  readonly fixed: readonly Rule[];
  readonly jigsaw: boolean;
  readonly extraRegions: boolean;
  readonly killer: boolean;
  readonly marks: readonly MarkVariant[];
}

export type RecipeResult = { ok: true; recipe: VariantRecipe } | { ok: false; message: string; field?: 'symmetry' | 'minimal' };

/**
 * The recipe for `variants` on `shape` (a list with at least one entry), or why it is refused (by
 * `field` when another option is what does not fit: a clue symmetry or minimality asks for givens,
 * and a pure killer has none).
 */
export function recipeOf(variants: readonly unknown[], shape: Shape, options: { symmetry?: string; minimal?: boolean } = {}): RecipeResult {
  if (!Array.isArray(variants)) return { ok: false, message: 'variants must be a list of variant names' };
  for (const v of variants) {
    if (typeof v !== 'string' || !(VARIANTS as readonly string[]).includes(v)) {
      return { ok: false, message: `unknown variant '${String(v)}' (known: ${VARIANTS.join(', ')})` };
    }
  }
  const asked = VARIANTS.filter((v) => variants.includes(v));
  const has = (v: Variant) => asked.includes(v);
  const marks = asked.filter(isMark);
  if (has('KILLER') && marks.length > 0) {
    return {
      ok: false,
      message:
        `KILLER is generated pure (its cages are the only clues), so it does not combine with ${marks.join(', ')}; ` +
        `it combines with the grid rules (X, JIGSAW, WINDOKU, EXTRA_REGIONS, DISJOINT_GROUPS, ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE)`,
    };
  }
  if (has('JIGSAW') && has('DISJOINT_GROUPS')) {
    return { ok: false, message: 'DISJOINT_GROUPS takes the cells at one position in their boxes, and a JIGSAW has no boxes' };
  }
  if (has('NON_CONSECUTIVE') && has('KROPKI')) {
    return {
      ok: false,
      message:
        'KROPKI is generated with its negative rule, whose white dots already say which neighbours are consecutive: ' +
        'NON_CONSECUTIVE adds nothing but a clash of readings',
    };
  }
  if (has('WINDOKU') && windows(shape).length === 0) {
    return {
      ok: false,
      message: `a ${shape.boxRows}×${shape.boxCols} WINDOKU window does not fit inside a ${shape.size}×${shape.size} grid`,
    };
  }
  if (has('KILLER') && options.symmetry !== undefined && options.symmetry !== 'NONE') {
    return { ok: false, field: 'symmetry', message: 'a pure KILLER has no givens to place symmetrically' };
  }
  if (has('KILLER') && options.minimal === true) {
    return {
      ok: false,
      field: 'minimal',
      message: 'a pure KILLER has no givens to make minimal (its cages are merged while it stays unique)',
    };
  }
  const fixed = asked.flatMap((v) => FIXED[v] ?? []);
  return {
    ok: true,
    recipe: { variants: asked, fixed, jigsaw: has('JIGSAW'), extraRegions: has('EXTRA_REGIONS'), killer: has('KILLER'), marks },
  };
}
