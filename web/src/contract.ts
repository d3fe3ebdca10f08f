// The operations of the games, players, daily puzzle and statistics API (issues 24 and 27) and the
// generation arguments of issue 23, as fixed by the cross-branch contract. They are built in other
// branches; until schema.graphql has them here, codegen cannot type them, so their documents are
// plain strings with hand-written result types copied from the contract. Once the schema has them
// these can move into api.ts as `graphql(...)` documents with generated types (same text).
import { TypedDocumentString } from './generated/graphql.js';
import type { PuzzleFieldsFragment } from './generated/graphql.js';

/** Every level the grader has, easiest first (MASTER is issue 23's new top level). */
export const LEVELS = ['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'MASTER'] as const;
export type Level = (typeof LEVELS)[number];

const doc = <R, V>(text: string) => new TypedDocumentString<R, V>(text);

const PUZZLE_FIELDS = `
  fragment PuzzleFields on Puzzle {
    id
    difficulty
    createdAt
    size { id size boxRows boxCols }
    board { cells }
    rating { level score hardest }
  }
`;

export interface GameAnswer {
  id: string;
  startedAt: string;
  finish: { id: string } | null;
}

export interface FinishAnswer {
  id: string;
  elapsedMs: number;
  claimedElapsedMs: number | null;
  hintsUsed: number;
  game: { id: string };
}

export interface PlayerShapeStats {
  size: number;
  boxRows: number;
  boxCols: number;
  difficulty: string;
  finished: number;
  bestMs: number | null;
  medianMs: number | null;
  hintsUsed: number;
}

export interface PlayerStats {
  shapes: PlayerShapeStats[];
  currentDailyStreak: number;
  longestDailyStreak: number;
  dailyFinished: string[];
}

export interface MySolve {
  elapsedMs: number;
  hintsUsed: number;
  createdAt: string;
  puzzle: { id: string; difficulty: string; givens: number; size: { id: string; size: number } };
}

export const C = {
  startGame: doc<{ startGame: GameAnswer }, { puzzleId: string; player: string }>(`
    mutation StartGame($puzzleId: ID!, $player: String) {
      startGame(puzzleId: $puzzleId, player: $player) { id startedAt finish { id } }
    }
  `),
  submit: doc<{ submitSolution: FinishAnswer }, { gameId: string; cells: string; hintsUsed: number; claimedElapsedMs: number }>(`
    mutation SubmitGame($gameId: ID!, $cells: String!, $hintsUsed: Int!, $claimedElapsedMs: Int) {
      submitSolution(gameId: $gameId, cells: $cells, hintsUsed: $hintsUsed, claimedElapsedMs: $claimedElapsedMs) {
        id elapsedMs claimedElapsedMs hintsUsed game { id }
      }
    }
  `),
  daily: doc<{ dailyPuzzle: PuzzleFieldsFragment }, { size: number; date?: string | null }>(`
    query Daily($size: Int, $date: String) { dailyPuzzle(size: $size, date: $date) { ...PuzzleFields } }
    ${PUZZLE_FIELDS}
  `),
  stats: doc<{ playerStats: PlayerStats }, { player: string }>(`
    query Stats($player: String!) {
      playerStats(player: $player) {
        shapes { size boxRows boxCols difficulty finished bestMs medianMs hintsUsed }
        currentDailyStreak longestDailyStreak dailyFinished
      }
    }
  `),
  mySolves: doc<{ playerSolves: { totalCount: number; edges: { node: MySolve }[] } }, { player: string; first: number }>(`
    query MySolves($player: String!, $first: Int) {
      playerSolves(player: $player, first: $first) {
        totalCount
        edges { node { elapsedMs hintsUsed createdAt puzzle { id difficulty givens size { id size } } } }
      }
    }
  `),
  generate: doc<
    { generatePuzzle: PuzzleFieldsFragment },
    { size: number; boxRows: number; boxCols: number; difficulty: Level; requireTechnique?: string | null }
  >(`
    mutation GenerateLevel($size: Int!, $boxRows: Int, $boxCols: Int, $difficulty: Difficulty!, $requireTechnique: Technique) {
      generatePuzzle(size: $size, boxRows: $boxRows, boxCols: $boxCols, difficulty: $difficulty, requireTechnique: $requireTechnique) {
        ...PuzzleFields
      }
    }
    ${PUZZLE_FIELDS}
  `),
};
