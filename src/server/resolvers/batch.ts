// Mutation.solveMany and Mutation.generatePuzzles: a batch in one request, run as one pool task per
// chunk (see pool/compute.ts) under one solve's / one generation's deadline, stored in order.
import { plannedLevel } from '../../engine/index.js';
import type { Resolvers } from '../../generated/graphql.js';
import { parseBoardInput } from '../board-input.js';
import { badInput } from '../errors.js';
import { generateOptions } from '../generate-args.js';
import { generatedPuzzle, generateShape, MAX_SEED_LENGTH, payingForPuzzles } from './puzzles.js';
import { recordOf } from '../../db/repository.js';
import { batchSizeProblem, MAX_GENERATE_MANY, MAX_SOLVE_MANY, maxGenerateMany } from '../cost/batch-limits.js';

export const batchResolvers: Resolvers = {
  Mutation: {
    solveMany: async (_, { boards }, { repo, compute, client, decoded }) => {
      if (boards.length < 1 || boards.length > MAX_SOLVE_MANY) {
        throw badInput('boards', `between 1 and ${MAX_SOLVE_MANY} boards, got ${boards.length}`);
      }
      const inputs = boards.map((b, i) => parseBoardInput(b, `boards[${i}]`, decoded));
      const tooMany = batchSizeProblem(inputs);
      if (tooMany) throw badInput('boards', tooMany);
      client.limits.records(client.address, inputs.length); // as many stored records (rate-limit.ts)
      const outcomes = await compute.solveBoards(inputs);
      const records = await repo.solveRecords.createMany(inputs.map((input, i) => recordOf(outcomes[i], input, null)));
      return inputs.map((board, i) => ({ outcome: outcomes[i], board, record: records[i] }));
    },
    generatePuzzles: async (_, { count, size, boxRows, boxCols, seed, ...args }, ctx) => {
      if (count < 1 || count > MAX_GENERATE_MANY) throw badInput('count', `between 1 and ${MAX_GENERATE_MANY}, got ${count}`);
      const shape = generateShape(size, boxRows, boxCols, seed);
      // Puzzle k > 1 stores `seed#k`: the seed leaves room for the suffix, so every stored seed is
      // one generatePuzzle takes back (at most MAX_SEED_LENGTH) and replays.
      const room = MAX_SEED_LENGTH - `#${count}`.length;
      if (count > 1 && seed != null && seed.length > room) {
        throw badInput('seed', `at most ${room} characters with count ${count} (puzzle k stores seed#k), got ${seed.length}`);
      }
      const options = generateOptions(shape, args);
      const level = plannedLevel(options);
      const most = maxGenerateMany(shape.size, level);
      if (count > most) throw badInput('count', `at most ${most} for ${shape.size}x${shape.size} ${level}, got ${count}`);
      const list = Array.from({ length: count }, (_, k) => ({
        ...options,
        // Puzzle 1 replays `seed` itself, as generatePuzzle would; puzzle k > 1 replays `seed#k`.
        seed: seed == null ? undefined : k === 0 ? seed : `${seed}#${k + 1}`,
      }));
      return payingForPuzzles(ctx, count, async () => {
        const generated = await ctx.compute.generatePuzzles(list);
        // All or nothing: a failure (e.g. the shared deadline) stores none of the batch. Every row
        // is made (canonical keys came with the generations) before anything is written, and the
        // rows go in one INSERT, so a failure never follows a stored puzzle.
        const failed = generated.find((g) => g.status !== 'GENERATED');
        if (failed) generatedPuzzle(shape, failed); // throws its typed error
        return ctx.repo.puzzles.createMany(generated.map((g) => generatedPuzzle(shape, g)));
      });
    },
  },
};
