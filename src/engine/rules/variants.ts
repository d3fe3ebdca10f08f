// A puzzle's variants, derived from its rules (never stored beside them by hand): the variant of each
// rule's kind (types.ts VARIANT_OF_KIND); NEGATIVE names the family it negates.
import { RULE_KINDS, VARIANT_OF_KIND, type Rule, type Variant } from './types.js';

/** Every variant, in the order of the rule kinds that bring them (types.ts RULE_KINDS). */
export const VARIANTS: readonly Variant[] = [...new Set(RULE_KINDS.flatMap((k) => (k === 'NEGATIVE' ? [] : [VARIANT_OF_KIND[k]])))];

/** Every variant the rules bring, each once, in a fixed order (empty for the classic puzzle). */
export function variantsOf(rules: readonly Rule[] | undefined): Variant[] {
  const found = new Set<Variant>();
  for (const rule of rules ?? []) {
    if (rule.kind === 'NEGATIVE') found.add(rule.of === 'XV' ? 'XV' : 'KROPKI');
    else found.add(VARIANT_OF_KIND[rule.kind]);
  }
  return VARIANTS.filter((v) => found.has(v));
}
