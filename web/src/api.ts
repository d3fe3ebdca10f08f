// The page's only link to the server: GraphQL over POST with a JSON body (which also satisfies
// Apollo's CSRF prevention). Errors come back as values so callers can branch on the code.

export interface GqlError {
  message: string;
  code: string;
}

export type GqlResult<T> = { ok: true; data: T } | { ok: false; error: GqlError };

export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    return { ok: false, error: { message: 'The server cannot be reached.', code: 'NETWORK' } };
  }
  let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    body = await res.json();
  } catch {
    return { ok: false, error: { message: `The server answered ${res.status}.`, code: 'HTTP_' + res.status } };
  }
  const first = body.errors?.[0];
  if (first) return { ok: false, error: { message: first.message, code: first.extensions?.code ?? 'UNKNOWN' } };
  if (body.data === undefined) return { ok: false, error: { message: 'Empty answer.', code: 'UNKNOWN' } };
  return { ok: true, data: body.data };
}

export interface BoardSize {
  id: string;
  size: number;
  boxRows: number;
  boxCols: number;
  symbols: string;
}

export interface ApiBoard {
  rows: number[][];
}

export interface Puzzle {
  id: string;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  createdAt: string;
  size: BoardSize;
  board: ApiBoard;
}

export interface SolveRecord {
  id: string;
  status: 'SOLVED' | 'NO_SOLUTION' | 'CONFLICT' | 'LIMIT_EXCEEDED';
  createdAt: string;
  stats: { nodes: number; durationMs: number };
}

export interface PuzzleSummary {
  id: string;
  difficulty: Puzzle['difficulty'];
  createdAt: string;
  givens: number;
  size: { id: string; size: number };
  solveRecords: { totalCount: number; edges: { node: SolveRecord }[] };
}

export interface Conflict {
  row: number;
  col: number;
}

export interface Validation {
  complete: boolean;
  solved: boolean;
  emptyCells: number;
  conflicts: Conflict[];
}

export interface Hint {
  row: number;
  col: number;
  value: number;
  symbol: string;
  kind: string;
  reason: string;
}

export interface SolveResult {
  status: SolveRecord['status'];
  unique: boolean | null;
  solution: ApiBoard | null;
  conflicts: Conflict[];
  stats: { nodes: number; backtracks: number; durationMs: number };
}

const SIZE = 'id size boxRows boxCols symbols';
const PUZZLE = `id difficulty createdAt size { ${SIZE} } board { rows }`;
const RECORD = 'id status createdAt stats { nodes durationMs }';

export const Q = {
  sizes: `query { boardSizes { ${SIZE} } }`,
  generate: `mutation($size: Int!, $difficulty: Difficulty!) { generatePuzzle(size: $size, difficulty: $difficulty) { ${PUZZLE} } }`,
  validate: `query($board: BoardInput!) { validate(board: $board) { complete solved emptyCells conflicts { row col } } }`,
  hint: `query($board: BoardInput!) { hint(board: $board) { row col value symbol kind reason } }`,
  solveBoard: `mutation($board: BoardInput!) { solve(board: $board) { status unique solution { rows } conflicts { row col } stats { nodes backtracks durationMs } } }`,
  solvePuzzle: `mutation($id: ID!) { solve(puzzleId: $id) { status unique solution { rows } conflicts { row col } stats { nodes backtracks durationMs } } }`,
  puzzle: `query($id: ID!) { puzzle(id: $id) { ${PUZZLE} } }`,
  history: `query($first: Int!, $after: String) { puzzles(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id difficulty createdAt givens size { id size } solveRecords(first: 3) { totalCount edges { node { ${RECORD} } } } } } } }`,
};
