// The rule modules, one per kind: adding a rule kind is its module (rules/kinds/) and one line here
// (and its row in types.ts's Rule union).
import type { RuleModule } from './module.js';
import type { RuleKind } from './types.js';
import { antiKing } from './kinds/anti-king.js';
import { antiKnight } from './kinds/anti-knight.js';
import { arrow } from './kinds/arrow.js';
import { diagonal } from './kinds/diagonal.js';
import { disjointGroups } from './kinds/disjoint-groups.js';
import { extraRegion } from './kinds/extra-region.js';
import { greaterThan } from './kinds/greater-than.js';
import { jigsaw } from './kinds/jigsaw.js';
import { killerCage } from './kinds/killer-cage.js';
import { kropki } from './kinds/kropki.js';
import { littleKiller } from './kinds/little-killer.js';
import { negative } from './kinds/negative.js';
import { nonConsecutive } from './kinds/non-consecutive.js';
import { palindrome } from './kinds/palindrome.js';
import { parity } from './kinds/parity.js';
import { quadruple } from './kinds/quadruple.js';
import { renban } from './kinds/renban.js';
import { sandwich } from './kinds/sandwich.js';
import { thermometer } from './kinds/thermometer.js';
import { whispers } from './kinds/whispers.js';
import { windoku } from './kinds/windoku.js';
import { xv } from './kinds/xv.js';

export const RULE_MODULES: { readonly [K in RuleKind]: RuleModule<K> } = {
  DIAGONAL: diagonal,
  JIGSAW: jigsaw,
  EXTRA_REGION: extraRegion,
  WINDOKU: windoku,
  DISJOINT_GROUPS: disjointGroups,
  KILLER_CAGE: killerCage,
  ANTI_KNIGHT: antiKnight,
  ANTI_KING: antiKing,
  NON_CONSECUTIVE: nonConsecutive,
  KROPKI: kropki,
  XV: xv,
  NEGATIVE: negative,
  PARITY: parity,
  GREATER_THAN: greaterThan,
  THERMOMETER: thermometer,
  ARROW: arrow,
  LITTLE_KILLER: littleKiller,
  SANDWICH: sandwich,
  WHISPERS: whispers,
  RENBAN: renban,
  PALINDROME: palindrome,
  QUADRUPLE: quadruple,
};
