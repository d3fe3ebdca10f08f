// Every attack `npm run attack` replays, in order. Add a file per group and list it here.
import { graphqlLimitAttacks } from './graphql-limits.js';
import { poolAttacks } from './pool.js';
import type { Attack } from './types.js';

export const ATTACKS: readonly Attack[] = [...graphqlLimitAttacks, ...poolAttacks];
export type { Attack, AttackOutcome, AttackTarget } from './types.js';
