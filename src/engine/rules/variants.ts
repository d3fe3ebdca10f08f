// A puzzle's variants, derived from its rules (never stored beside them by hand): the variant of each
// rule's kind (types.ts VARIANT_OF_KIND); NEGATIVE names the family it negates.
import { VARIANT_OF_KIND, type Rule, type Variant } from './types.js';

/** Every variant, in the order the Variant type lists them (legends, filters, errors). */
export const VARIANTS: readonly Variant[] = [
  'X',
  'WINDOKU',
  'DISJOINT_GROUPS',
  'EXTRA_REGIONS',
  'JIGSAW',
  'KILLER',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'NON_CONSECUTIVE',
  'KROPKI',
  'XV',
  'EVEN_ODD',
  'GREATER_THAN',
  'THERMO',
  'ARROW',
  'LITTLE_KILLER',
  'SANDWICH',
  'WHISPERS',
  'RENBAN',
  'PALINDROME',
  'QUADRUPLE',
];

/** Every variant the rules bring, each once, in a fixed order (empty for the classic puzzle). */
export function variantsOf(rules: readonly Rule[] | undefined): Variant[] {
  const found = new Set<Variant>();
  for (const rule of rules ?? []) {
    if (rule.kind === 'NEGATIVE') found.add(rule.of === 'XV' ? 'XV' : 'KROPKI');
    else found.add(VARIANT_OF_KIND[rule.kind]);
  }
  return VARIANTS.filter((v) => found.has(v));
}
