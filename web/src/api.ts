// The page's only link to the server: GraphQL over POST with a JSON body (which also satisfies
// Apollo's CSRF prevention). Every operation is a typed document generated from schema.graphql
// (codegen.ts, client preset), so a field the schema lacks or a wrong variable fails the build.
// Errors come back as values so callers can branch on the code.
import { graphql } from './generated/gql.js';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/index.js';
import type { MySolvesQuery, StatsQuery, TypedDocumentString } from './generated/graphql.js';

/** Every level the grader has, easiest first (the engine's one list). */
export const LEVELS = DIFFICULTIES;
export type Level = Difficulty;

export type PlayerStats = StatsQuery['playerStats'];
export type MySolve = MySolvesQuery['playerSolves']['edges'][number]['node'];

export interface GqlError {
  message: string;
  code: string;
  extensions: Record<string, unknown>;
}

export type GqlResult<T> = { ok: true; data: T } | { ok: false; error: GqlError };

const failure = (message: string, code: string): GqlResult<never> => ({ ok: false, error: { message, code, extensions: {} } });

export async function gql<R, V>(
  doc: TypedDocumentString<R, V>,
  ...[variables]: V extends Record<string, never> ? [] | [V] : [V]
): Promise<GqlResult<R>> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: doc.toString(), variables: variables ?? {} }),
    });
  } catch {
    return failure('The server cannot be reached.', 'NETWORK');
  }
  let body: { data?: R; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = await res.json();
  } catch {
    return failure(`The server answered ${res.status}.`, 'HTTP_' + res.status);
  }
  const first = body.errors?.[0];
  if (first) {
    const extensions = first.extensions ?? {};
    return {
      ok: false,
      error: { message: first.message, code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN', extensions },
    };
  }
  if (body.data == null) return failure('Empty answer.', 'UNKNOWN');
  return { ok: true, data: body.data };
}

// A rule as Board.rules answers it: every field (those of other kinds are null); api-rules.ts reads it.
graphql(`
  fragment RuleFields on Rule {
    kind
    cells {
      row
      col
    }
    cell {
      row
      col
    }
    regions
    direction
    sum
    color
    value
    of
    parity
    greater {
      row
      col
    }
    lesser {
      row
      col
    }
    circle {
      row
      col
    }
    line {
      row
      col
    }
    clue {
      row
      col
    }
    unit
    index
    difference
    values
  }
`);

// `rating` is the logic grade stored with a generated puzzle; describePuzzle (info.ts) shows it.
graphql(`
  fragment PuzzleFields on Puzzle {
    id
    difficulty
    gradeMet
    createdAt
    size {
      id
      size
      boxRows
      boxCols
    }
    board {
      cells
      rules {
        ...RuleFields
      }
    }
    variants
    rating {
      level
      score
      hardest
    }
  }
`);

// What the page reads of a solve, whether of the typed board or of a stored puzzle.
graphql(`
  fragment SolveFields on SolveResult {
    status
    unique
    solution {
      cells
    }
    conflicts {
      row
      col
    }
    stats {
      nodes
      durationMs
    }
  }
`);

export const Q = {
  sizes: graphql(`
    query Sizes {
      boardSizes {
        id
        size
        boxRows
        boxCols
      }
    }
  `),
  // Every level, and Practice's technique: the puzzle's hardest step must be it (GRADE_NOT_REACHED otherwise);
  // the variants chosen in the menu (the server's generator, as the engine in this browser offline).
  generate: graphql(`
    mutation Generate(
      $size: Int!
      $boxRows: Int
      $boxCols: Int
      $difficulty: Difficulty!
      $requireTechnique: Technique
      $variants: [Variant!]
    ) {
      generatePuzzle(
        size: $size
        boxRows: $boxRows
        boxCols: $boxCols
        difficulty: $difficulty
        requireTechnique: $requireTechnique
        variants: $variants
      ) {
        ...PuzzleFields
      }
    }
  `),
  // A game the server times for this browser's player; its id is needed to finish it.
  startGame: graphql(`
    mutation StartGame($puzzleId: ID!, $player: String) {
      startGame(puzzleId: $puzzleId, player: $player) {
        id
        startedAt
        finish {
          id
        }
      }
    }
  `),
  submit: graphql(`
    mutation SubmitGame($gameId: ID!, $cells: String!, $hintsUsed: Int!, $claimedElapsedMs: Int, $moves: String) {
      submitSolution(gameId: $gameId, cells: $cells, hintsUsed: $hintsUsed, claimedElapsedMs: $claimedElapsedMs, moves: $moves) {
        id
        elapsedMs
        claimedElapsedMs
        hintsUsed
        game {
          id
        }
      }
    }
  `),
  daily: graphql(`
    query Daily($size: Int, $date: String) {
      dailyPuzzle(size: $size, date: $date) {
        ...PuzzleFields
      }
    }
  `),
  stats: graphql(`
    query Stats($player: String!) {
      playerStats(player: $player) {
        shapes {
          size
          boxRows
          boxCols
          difficulty
          finished
          bestMs
          medianMs
          hintsUsed
        }
        techniquesFound {
          technique
          games
        }
        currentDailyStreak
        longestDailyStreak
        dailyFinished
      }
    }
  `),
  mySolves: graphql(`
    query MySolves($player: String!, $first: Int) {
      playerSolves(player: $player, first: $first) {
        totalCount
        edges {
          node {
            elapsedMs
            hintsUsed
            createdAt
            game {
              id
            }
            puzzle {
              id
              difficulty
              givens
              size {
                id
                size
              }
            }
          }
        }
      }
    }
  `),
  puzzle: graphql(`
    query OpenPuzzle($id: ID!) {
      puzzle(id: $id) {
        ...PuzzleFields
      }
    }
  `),
  solution: graphql(`
    query PuzzleSolution($id: ID!) {
      puzzle(id: $id) {
        id
        solution {
          cells
        }
      }
    }
  `),
  validate: graphql(`
    query Validate($board: BoardInput!) {
      validate(board: $board) {
        complete
        solved
        emptyCells
        conflicts {
          row
          col
        }
      }
    }
  `),
  candidates: graphql(`
    query Candidates($board: BoardInput!) {
      candidates(board: $board) {
        row
        col
        values
      }
    }
  `),
  nextStep: graphql(`
    query NextStep($board: BoardInput!, $notes: [CellNotes!]) {
      nextStep(board: $board, notes: $notes) {
        technique
        placements {
          row
          col
          value
          symbol
        }
        eliminations {
          row
          col
          value
        }
        cells {
          row
          col
        }
        units {
          kind
          index
        }
        explanation
      }
    }
  `),
  hint: graphql(`
    query Hint($board: BoardInput!) {
      hint(board: $board) {
        row
        col
        value
        symbol
        kind
        reason
      }
    }
  `),
  solveBoard: graphql(`
    mutation SolveBoard($board: BoardInput!) {
      solve(board: $board) {
        ...SolveFields
      }
    }
  `),
  solvePuzzle: graphql(`
    mutation SolvePuzzle($id: ID!) {
      solve(puzzleId: $id) {
        ...SolveFields
      }
    }
  `),
  analyze: graphql(`
    query SolutionPath($board: BoardInput!) {
      analyze(board: $board) {
        steps {
          technique
          placements {
            row
            col
            value
            symbol
          }
          eliminations {
            row
            col
            value
          }
          cells {
            row
            col
          }
          units {
            kind
            index
          }
          explanation
        }
      }
    }
  `),
  history: graphql(`
    query History($first: Int!, $after: String, $player: String) {
      puzzles(first: $first, after: $after, player: $player) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            difficulty
            variants
            createdAt
            givens
            size {
              id
              size
              boxRows
              boxCols
            }
            playerSolves(first: 1) {
              totalCount
              edges {
                node {
                  elapsedMs
                  hintsUsed
                }
              }
            }
            solveRecords(first: 3) {
              totalCount
              edges {
                node {
                  id
                  status
                  stats {
                    durationMs
                  }
                }
              }
            }
          }
        }
      }
    }
  `),
};
