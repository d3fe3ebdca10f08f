// Every attack `npm run attack` replays, in order. Add a file per group and list it here.
// `LAST_ATTACKS` break the server for good (its database file is deleted): the script runs them
// after everything else, the latency runs included.
import { analysisMemoryAttacks } from './analysis-memory.js';
import { batchAndFinishAttacks } from './batches-and-finishes.js';
import { graphqlLimitAttacks } from './graphql-limits.js';
import { hostileClientAttacks } from './hostile-clients.js';
import { poolAttacks } from './pool.js';
import { processAttacks, storageAttacks } from './process-and-storage.js';
import { roundThreeAttacks } from './round-three.js';
import type { Attack } from './types.js';

export const attacks = (short: boolean): readonly Attack[] => [
  ...graphqlLimitAttacks,
  ...poolAttacks,
  ...batchAndFinishAttacks,
  ...processAttacks(short),
  ...hostileClientAttacks(short),
  ...analysisMemoryAttacks,
  ...roundThreeAttacks(short),
];
export const LAST_ATTACKS: readonly Attack[] = storageAttacks;
export type { Attack, AttackOutcome, AttackTarget } from './types.js';
