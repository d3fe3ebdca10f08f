// The variant sets the generator tests sweep: every variant alone and the combinations the issue names.
import type { Variant } from '../../src/engine/index.js';

/** Every variant the generator makes alone, and the combinations the issue names. */
export const GENERATED_SETS: readonly (readonly Variant[])[] = [
  ['X'],
  ['WINDOKU'],
  ['DISJOINT_GROUPS'],
  ['EXTRA_REGIONS'],
  ['JIGSAW'],
  ['KILLER'],
  ['ANTI_KNIGHT'],
  ['ANTI_KING'],
  ['NON_CONSECUTIVE'],
  ['KROPKI'],
  ['XV'],
  ['EVEN_ODD'],
  ['GREATER_THAN'],
  ['THERMO'],
  ['ARROW'],
  ['LITTLE_KILLER'],
  ['SANDWICH'],
  ['WHISPERS'],
  ['RENBAN'],
  ['PALINDROME'],
  ['QUADRUPLE'],
  ['X', 'KILLER'],
  ['JIGSAW', 'KILLER'],
  ['X', 'JIGSAW'],
  ['X', 'ANTI_KNIGHT'],
  ['THERMO', 'ARROW'],
];
