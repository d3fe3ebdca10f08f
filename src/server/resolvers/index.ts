import type { Resolvers } from '../../generated/graphql.js';
import { analysisResolvers } from './analysis.js';
import { batchResolvers } from './batch.js';
import { formatResolvers } from './formats.js';
import { createPuzzleResolvers } from './create-puzzle.js';
import { logicResolvers } from './logic.js';
import { puzzleResolvers } from './puzzles.js';
import { solveRecordResolvers } from './solve-records.js';
import { playerSolveResolvers } from './player-solves.js';
import { solveResolvers } from './solve.js';
import { typeResolvers } from './types.js';
import { dailyResolvers } from './daily.js';

const parts: Resolvers[] = [
  typeResolvers,
  analysisResolvers,
  logicResolvers,
  solveResolvers,
  puzzleResolvers,
  solveRecordResolvers,
  playerSolveResolvers,
  batchResolvers,
  createPuzzleResolvers,
  dailyResolvers,
  formatResolvers,
];

/** Merges the per-concept maps one level deep; a field defined twice is a bug, so it throws. */
function merge(maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map) as [string, Record<string, unknown>][]) {
      const target = out[type];
      if (!target) {
        out[type] = fields;
        continue;
      }
      for (const name of Object.keys(fields)) {
        if (name in target) throw new Error(`resolver ${type}.${name} is defined twice`);
      }
      out[type] = { ...target, ...fields };
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = merge(parts);
