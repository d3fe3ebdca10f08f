// Stored puzzles: generation, lookup, history, and the Puzzle type's fields.
import {
  DIFFICULTIES,
  isDifficulty,
  resolveShape,
  variantsOf,
  type Board,
  type Difficulty,
  type ParseError,
  type Shape,
} from '../../engine/index.js';
import { formatCells } from '../../engine/codec.js';
import { NO_CANONICAL_KEY, type NewPuzzle, type PuzzleRow, type Repository } from '../../db/repository.js';
import type { KeyedGenerateOutcome } from '../../pool/compute.js';
import type { Context } from '../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { badInput, userError } from '../errors.js';
import { generateOptions } from '../generate-args.js';
import { connection, pageArgs } from '../pagination.js';
import { playerOf } from '../player-id.js';
import { rulesJson, storedBoard, storedRules } from '../stored-boards.js';
import { wellFormedText } from '../text-input.js';

export const MAX_SEED_LENGTH = 200;

function asDifficulty(value: string): Difficulty {
  if (!isDifficulty(value)) throw new Error(`stored difficulty '${value}' is not one of ${DIFFICULTIES.join(',')}`);
  return value;
}

/** The generatePuzzle argument a shape error names ('box': the pair does not tile, named by boxRows). */
function shapeArgument(error: ParseError): 'size' | 'boxRows' | 'boxCols' {
  return error.field === 'size' || error.field === 'boxCols' ? error.field : 'boxRows';
}

/** The shape of a generate request, or BAD_USER_INPUT naming size/boxRows/boxCols/seed. */
export function generateShape(
  size: number | null | undefined,
  boxRows: number | null | undefined,
  boxCols: number | null | undefined,
  seed: string | null | undefined,
): Shape {
  // Defaults apply only when an argument is omitted; an explicit null means the same here.
  const shape = resolveShape(size ?? 9, boxRows, boxCols);
  if (!shape.ok) throw badInput(shapeArgument(shape.error), shape.error.message);
  wellFormedText('seed', seed);
  if (seed != null && seed.length > MAX_SEED_LENGTH) {
    throw badInput('seed', `at most ${MAX_SEED_LENGTH} characters, got ${seed.length}`);
  }
  return shape.value;
}

/** What a puzzle row keeps of a board's rules: the rules (JSON) and the variants they make (the filter's rows). */
export const variantColumns = (board: Board) => ({ rules: rulesJson(board), variants: variantsOf(board.rules) });

/** A generation's outcome as the row to store (rated, with the canonical key its task computed), or its failure as a typed error. */
export function generatedPuzzle(shape: Shape, generated: KeyedGenerateOutcome): NewPuzzle {
  if (generated.status === 'BAD_SHAPE') throw badInput(shapeArgument(generated.error), generated.error.message);
  if (generated.status === 'BAD_OPTION') throw badInput(generated.field, generated.message);
  if (generated.status === 'GRADE_NOT_REACHED') {
    // offer: a technique requireTechnique alone delivers on this shape (a TechniqueName), for the page to offer instead.
    throw userError('GRADE_NOT_REACHED', `generatePuzzle: ${generated.message}`, {
      nearest: generated.nearest,
      offer: generated.offer,
    });
  }
  if (generated.status === 'LIMIT_EXCEEDED') throw userError('LIMIT_EXCEEDED', `generatePuzzle: ${generated.message}`);
  const { puzzle, solution, rating, gradeMet } = generated;
  return {
    ...shape,
    difficulty: generated.difficulty,
    seed: generated.seed,
    cells: formatCells(puzzle.cells),
    solution: formatCells(solution.cells),
    givens: puzzle.cells.length - generated.removed,
    source: 'GENERATED',
    rating,
    gradeMet,
    canonicalKey: generated.canonicalKey ?? NO_CANONICAL_KEY,
    ...variantColumns(puzzle),
  };
}

/** A generation's outcome stored as a GENERATED puzzle with its rating, or its failure as a typed error. */
export async function storeGenerated(repo: Repository, shape: Shape, generated: KeyedGenerateOutcome): Promise<PuzzleRow> {
  return repo.puzzles.create(generatedPuzzle(shape, generated));
}

/**
 * `run` once `n` stored puzzles are paid for from the address's limit (rate-limit.ts); the charge is
 * given back when `run` fails (nothing was stored).
 */
export async function payingForPuzzles<T>(ctx: Pick<Context, 'repo' | 'client'>, n: number, run: () => Promise<T>): Promise<T> {
  const paid = await ctx.client.limits.pay(ctx.repo, ctx.client.limits.puzzleCharges(ctx.client.address, n));
  try {
    return await run();
  } catch (e) {
    await paid.refund();
    throw e;
  }
}

// One frozen shape object per stored shape, not one per row of every page.
const shapes = new Map<number, Shape>();
function shapeOf(p: PuzzleRow): Shape {
  const key = (p.size * 64 + p.boxRows) * 64 + p.boxCols;
  let shape = shapes.get(key);
  if (shape === undefined) shapes.set(key, (shape = Object.freeze({ size: p.size, boxRows: p.boxRows, boxCols: p.boxCols })));
  return shape;
}

export const puzzleResolvers: Resolvers = {
  Mutation: {
    generatePuzzle: async (_, { size, boxRows, boxCols, seed, ...args }, ctx) => {
      const shape = generateShape(size, boxRows, boxCols, seed);
      const options = { ...generateOptions(shape, args), seed: seed ?? undefined };
      return payingForPuzzles(ctx, 1, async () => storeGenerated(ctx.repo, shape, await ctx.compute.generatePuzzle(options)));
    },
  },
  Query: {
    puzzle: (_, { id }, { puzzleById }) => {
      wellFormedText('id', id);
      return puzzleById.load(id);
    },
    puzzles: async (_, { first, after, size, difficulty, player, variant }, { repo }, info) => {
      const page = pageArgs(first, after, info);
      const filter = {
        size: size ?? undefined,
        difficulty: difficulty ?? undefined,
        player: player == null ? undefined : playerOf(player),
        variant: variant ?? undefined,
      };
      return connection(await repo.puzzles.list(filter, page), () => repo.puzzles.count(filter));
    },
  },
  Puzzle: {
    size: (p) => shapeOf(p),
    difficulty: (p) => asDifficulty(p.difficulty),
    board: (p) => storedBoard(p, p.cells),
    solution: (p) => storedBoard(p, p.solution),
    variants: (p) => variantsOf(storedRules(p)),
    source: (p) => (p.source === 'IMPORTED' ? 'IMPORTED' : 'GENERATED'),
    gradeMet: (p) => (p.source === 'IMPORTED' ? null : p.gradeMet),
    rating: (p) =>
      p.ratingLevel === null || p.ratingScore === null
        ? null
        : { level: p.ratingLevel, score: p.ratingScore, hardest: p.ratingHardest, levelTechnique: p.ratingLevelTechnique },
    solveRecords: async (p, { first, after }, { repo }, info) => {
      const page = pageArgs(first, after, info);
      const filter = { puzzleId: p.id };
      return connection(await repo.solveRecords.list(filter, page), () => repo.solveRecords.count(filter));
    },
  },
  PuzzleConnection: {
    totalCount: (c) => c.totalCount(),
  },
};
