// Stored puzzles: generation, lookup, history, and the Puzzle type's fields.
import {
  formatCells,
  resolveShape,
  type Difficulty,
  type GenerateError,
  type GeneratedPuzzle,
  type Result,
  type Shape,
} from '../../engine/index.js';
import type { Repository } from '../../db/repository.js';
import type { Puzzle } from '../../generated/prisma/client.js';
import type { Resolvers } from '../../generated/graphql.js';
import { badInput, userError } from '../errors.js';
import { connection, pageArgs } from '../pagination.js';
import { storedBoard } from '../storedBoards.js';

const MAX_SEED_LENGTH = 200;
const DIFFICULTIES: readonly string[] = ['EASY', 'MEDIUM', 'HARD'] satisfies Difficulty[];

function asDifficulty(value: string): Difficulty {
  if (!DIFFICULTIES.includes(value)) throw new Error(`stored difficulty '${value}' is not one of ${DIFFICULTIES}`);
  return value as Difficulty;
}

/** The shape of a generate request, or BAD_USER_INPUT naming size/boxRows/boxCols/seed. */
export function generateShape(size: number | null | undefined, boxRows: number | null | undefined, boxCols: number | null | undefined, seed: string | null | undefined): Shape {
  // Defaults apply only when an argument is omitted; an explicit null means the same here.
  const shape = resolveShape(size ?? 9, boxRows, boxCols);
  if (!shape.ok) {
    const m = shape.error.message;
    throw badInput(m.startsWith('size') ? 'size' : m.startsWith('boxCols') ? 'boxCols' : 'boxRows', m);
  }
  if (seed != null && seed.length > MAX_SEED_LENGTH) {
    throw badInput('seed', `at most ${MAX_SEED_LENGTH} characters, got ${seed.length}`);
  }
  return shape.value;
}

/** A generation's result stored as a GENERATED puzzle, or its failure as a typed error. */
export function storeGenerated(repo: Repository, shape: Shape, generated: Result<GeneratedPuzzle, GenerateError>): Promise<Puzzle> {
  if (!generated.ok) {
    const { code, message } = generated.error;
    throw code === 'BAD_SHAPE' ? badInput('size', message) : userError('LIMIT_EXCEEDED', `generatePuzzle: ${message}`);
  }
  const { puzzle, solution } = generated.value;
  return repo.puzzles.create({
    ...shape,
    difficulty: generated.value.difficulty,
    seed: generated.value.seed,
    cells: formatCells(puzzle.cells),
    solution: formatCells(solution.cells),
    givens: puzzle.cells.length - generated.value.removed,
    source: 'GENERATED',
  });
}

export const puzzleResolvers: Resolvers = {
  Mutation: {
    generatePuzzle: async (_, { size, boxRows, boxCols, difficulty, seed }, { repo, compute }) => {
      const shape = generateShape(size, boxRows, boxCols, seed);
      const generated = await compute.generatePuzzle({ ...shape, difficulty: difficulty ?? 'MEDIUM', seed: seed ?? undefined });
      return storeGenerated(repo, shape, generated);
    },
  },
  Query: {
    puzzle: (_, { id }, { puzzleById }) => puzzleById.load(id),
    puzzles: async (_, { first, after, size, difficulty }, { repo }) => {
      const page = pageArgs(first, after);
      const filter = { size: size ?? undefined, difficulty: difficulty ?? undefined };
      return connection(await repo.puzzles.list(filter, page), () => repo.puzzles.count(filter));
    },
  },
  Puzzle: {
    size: (p) => ({ size: p.size, boxRows: p.boxRows, boxCols: p.boxCols }),
    difficulty: (p) => asDifficulty(p.difficulty),
    source: (p) => (p.source === 'IMPORTED' ? 'IMPORTED' : 'GENERATED'),
    board: (p) => storedBoard(p, p.cells),
    solution: (p) => storedBoard(p, p.solution),
    solveRecords: async (p, { first, after }, { repo }) => {
      const page = pageArgs(first, after);
      const filter = { puzzleId: p.id };
      return connection(await repo.solveRecords.list(filter, page), () => repo.solveRecords.count(filter));
    },
  },
  PuzzleConnection: {
    totalCount: (c) => c.totalCount(),
  },
};
