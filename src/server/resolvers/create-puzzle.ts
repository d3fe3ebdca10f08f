// Mutation.createPuzzle: a client's own puzzle, stored (source IMPORTED) once the engine shows it
// has exactly one solution.
import { REMOVAL_FRACTION, type Board, type Difficulty } from '../../engine/index.js';
import { formatCells } from '../../engine/codec.js';
import type { Resolvers } from '../../generated/graphql.js';
import { parseBoardInput } from '../board-input.js';
import { userError } from '../errors.js';
import { boardKeyOf, NO_CANONICAL_KEY, type PuzzleRow, type Repository } from '../../db/repository.js';
import type { Compute } from '../compute.js';
import { variantColumns } from './puzzles.js';

/**
 * The level of an imported board: the client's, else the logic grade, else (a grade past its
 * budget) the level whose removal share (the one the generator aims at) is nearest this board's
 * share of blanks.
 */
export function importedDifficulty(board: Board, given: Difficulty | null | undefined, graded: Difficulty | undefined): Difficulty {
  if (given != null) return given;
  if (graded !== undefined) return graded;
  let blanks = 0;
  for (const v of board.cells) if (v === 0) blanks++;
  const share = blanks / board.cells.length;
  let best: Difficulty = 'EASY';
  for (const level of Object.keys(REMOVAL_FRACTION) as Difficulty[]) {
    if (Math.abs(REMOVAL_FRACTION[level] - share) < Math.abs(REMOVAL_FRACTION[best] - share)) best = level;
  }
  return best;
}

export const createPuzzleResolvers: Resolvers = {
  Mutation: {
    createPuzzle: async (_, { board, difficulty }, { repo, compute, client, decoded }) => {
      const input = parseBoardInput(board, 'board', decoded);
      const cells = formatCells(input.cells);
      // The same exact board stored before is that puzzle, found by its unique key without a search
      // (whether or not its canonical form was within budget).
      const exact = await repo.puzzles.findByBoard(boardKeyOf({ ...input.shape, cells, rules: variantColumns(input).rules }));
      if (exact) return { ...exact, alreadyStored: true };
      const paid = await client.limits.pay(repo, client.limits.puzzleCharges(client.address, 1));
      try {
        const made = await importBoard(repo, compute, input, cells, difficulty);
        if (made.alreadyStored) await paid.refund();
        return made;
      } catch (e) {
        await paid.refund();
        throw e;
      }
    },
  },
};

/** The search, the canonical lookup and the store of a board not stored as such before. */
async function importBoard(
  repo: Repository,
  compute: Compute,
  input: Board,
  cells: string,
  difficulty: Difficulty | null | undefined,
): Promise<PuzzleRow & { alreadyStored: boolean }> {
  // One pool task: the search, then for a unique board its canonical key and its logic grade
  // (no rating if that runs past its budget; no key if canonicalisation does).
  const { solved: outcome, canonicalKey, rating } = await compute.importPuzzle(input);
  switch (outcome.status) {
    case 'CONFLICT':
      throw userError('BOARD_CONFLICT', 'board: givens clash', { field: 'board', conflicts: outcome.conflicts });
    case 'NO_SOLUTION':
      throw userError('NO_SOLUTION', 'board: no solution', { field: 'board' });
    case 'LIMIT_EXCEEDED':
      throw userError('LIMIT_EXCEEDED', 'board: uniqueness not settled within the search budget', { field: 'board' });
    case 'SOLVED':
      if (!outcome.unique) throw userError('NOT_UNIQUE', 'board: more than one solution', { field: 'board' });
  }
  // An image of a stored puzzle (same canonical key) is that puzzle: returned, not stored again.
  const stored = canonicalKey === null ? null : await repo.puzzles.findByKey(canonicalKey);
  if (stored) return { ...stored, alreadyStored: true };
  let givens = 0;
  for (const v of input.cells) if (v !== 0) givens++;
  // The unique exact-board key decides between concurrent imports of one board, on any replica.
  const { row, created } = await repo.puzzles.createImported({
    ...input.shape,
    difficulty: importedDifficulty(input, difficulty, rating?.level),
    seed: '',
    cells,
    solution: formatCells(outcome.solution!),
    givens,
    source: 'IMPORTED',
    rating,
    canonicalKey: canonicalKey ?? NO_CANONICAL_KEY,
    ...variantColumns(input),
  });
  return { ...row, alreadyStored: !created };
}
