// Attacks on what one GraphQL request may ask: issue 14 items 1, 2, 3 and 9, and the classic limits
// the first attack found holding (depth, aliases, tokens, cost, batching, body size, CSRF,
// introspection, bad boards).
import { createHash } from 'node:crypto';
import { CLASSIC } from '../../support/boards.js';
import { aliased, CANDIDATES_15, EMPTY_25X25, fragmentDoubling, HINTS_15 } from '../../support/attacks.js';
import { budgetEater } from '../../support/hard-boards.js';
import { gqlPost, post, send } from './http.js';
import { bounded, refused } from './judge.js';
import type { Attack } from './types.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status } }`;
const noSuggestion = (s: { text: string }) => (/did you mean/i.test(s.text) ? 'leaks a suggestion' : undefined);

function deep(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `solveRecords { edges { node { puzzle { ${inner} } } } }`;
  return `{ puzzle(id: "x") { ${inner} } }`;
}

export const graphqlLimitAttacks: Attack[] = [
  // Item 1: 2^40 fragment paths in ~1 KB; /health must answer meanwhile.
  {
    name: 'fragment doubling, 40 levels, with /health beside it',
    item: '14.1',
    async run(t) {
      const attack = gqlPost(t.url, fragmentDoubling(40));
      const health = send(`${t.origin}/health`);
      const [a, h] = await Promise.all([attack, health]);
      const code = a.body?.errors?.[0]?.extensions?.code ?? '-';
      const ok = a.status === 400 && code === 'GRAPHQL_VALIDATION_FAILED' && a.ms < 2000 && h.status === 200 && h.ms < 2000;
      return { status: a.status, code, ms: a.ms, ok, note: `/health ${h.status} in ${h.ms.toFixed(0)} ms` };
    },
  },
  refused('15 candidates aliases on an empty 25×25', '14.2', (t) => gqlPost(t.url, CANDIDATES_15, { b: { cells: EMPTY_25X25 } }), {
    status: 400,
    code: 'COST_LIMIT_EXCEEDED',
  }),
  refused(
    '2 candidates given as 25×25 rows',
    '14.2',
    (t) => gqlPost(t.url, aliased(2, 'candidates', '{ row }'), { b: { rows: Array.from({ length: 25 }, () => Array(25).fill('')) } }),
    {
      status: 400,
      code: 'COST_LIMIT_EXCEEDED',
    },
  ),
  bounded(
    '1 candidates on an empty 25×25 (largest allowed)',
    '14.2',
    (t) => gqlPost(t.url, aliased(1, 'candidates', '{ row col values symbols }'), { b: { cells: EMPTY_25X25 } }),
    {
      codes: ['-'],
      maxMs: () => 2000,
    },
  ),
  refused('15 hint aliases', '14.3', (t) => gqlPost(t.url, HINTS_15, { b: { cells: CLASSIC } }), {
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  }),
  refused(
    '2 solves hidden in fragments',
    '14.3',
    (t) =>
      gqlPost(
        t.url,
        `mutation($c: String) { ...A ...B } fragment A on Mutation { a: solve(board: { cells: $c }) { status } } fragment B on Mutation { b: solve(board: { cells: $c }) { status } }`,
        { c: CLASSIC },
      ),
    {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ),
  refused(
    'enum value misspelt (literal)',
    '14.9',
    (t) => gqlPost(t.url, `mutation { generatePuzzle(size: 4, difficulty: HARDD) { id } }`),
    {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      check: noSuggestion,
    },
  ),
  refused(
    'enum value misspelt (variable)',
    '14.9',
    (t) => gqlPost(t.url, `mutation($d: Difficulty!) { generatePuzzle(size: 4, difficulty: $d) { id } }`, { d: 'HARDD' }),
    {
      status: 400,
      code: 'BAD_USER_INPUT',
      check: noSuggestion,
    },
  ),
  refused('field misspelt', '14.9', (t) => gqlPost(t.url, `{ boardSize { id } }`), {
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
    check: noSuggestion,
  }),
  refused(
    'persisted-query hash mismatch',
    '14.9',
    (t) =>
      post(t.url, {
        query: '{ boardSizes { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('other').digest('hex') } },
      }),
    {
      status: 400,
      code: 'PERSISTED_QUERY_HASH_MISMATCH',
    },
  ),
  refused('depth 13', 'classic', (t) => gqlPost(t.url, deep(3)), { status: 400, code: 'GRAPHQL_VALIDATION_FAILED' }),
  refused(
    '16 aliases',
    'classic',
    (t) => gqlPost(t.url, `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: boardSizes { id }`).join(' ')} }`),
    {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ),
  refused('2,001 tokens', 'classic', (t) => gqlPost(t.url, `{ boardSizes { ${'id '.repeat(2001)} } }`), {
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  }),
  refused(
    'cost over 5,000 (40 spreads of a wide fragment)',
    'classic',
    (t) =>
      gqlPost(
        t.url,
        `{ puzzles { edges { node { ${'...F '.repeat(40)} } } } } fragment F on Puzzle { id seed givens createdAt board { cells givens size { id size boxRows boxCols symbols } } solution { cells givens } }`,
      ),
    {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ),
  refused(
    'batched operations',
    'classic',
    (t) =>
      post(t.url, [
        { query: SOLVE, variables: { c: CLASSIC } },
        { query: SOLVE, variables: { c: CLASSIC } },
      ]),
    { status: 400, code: 'BAD_REQUEST' },
  ),
  refused('2 MB body', 'classic', (t) => post(t.url, { query: '{ boardSizes { id } }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } }), {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  }),
  refused('malformed JSON', 'classic', (t) => post(t.url, '{"query": "{ boardSizes { id } }"'), { status: 400, code: 'BAD_REQUEST' }),
  refused('cross-site GET (CSRF)', 'classic', (t) => send(`${t.url}?query=${encodeURIComponent('{ boardSizes { id } }')}`), {
    status: 400,
    code: 'BAD_REQUEST',
  }),
  refused('introspection in production', 'classic', (t) => gqlPost(t.url, `{ __schema { types { name } } }`), {
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  }),
  refused('board of 80 cells', 'classic', (t) => gqlPost(t.url, SOLVE, { c: CLASSIC.slice(1) }), { status: 200, code: 'BAD_USER_INPUT' }),
  refused('board with a symbol out of range', 'classic', (t) => gqlPost(t.url, SOLVE, { c: 'Z' + CLASSIC.slice(1) }), {
    status: 200,
    code: 'BAD_USER_INPUT',
  }),
  refused(
    'ragged rows',
    'classic',
    (t) => gqlPost(t.url, `query($b: BoardInput!) { validate(board: $b) { emptyCells } }`, { b: { rows: [['1', '2'], ['3']] } }),
    {
      status: 200,
      code: 'BAD_USER_INPUT',
    },
  ),
  refused(
    'box shape that does not tile',
    'classic',
    (t) =>
      gqlPost(t.url, `query($b: BoardInput!) { validate(board: $b) { emptyCells } }`, { b: { cells: CLASSIC, boxRows: 2, boxCols: 4 } }),
    {
      status: 200,
      code: 'BAD_USER_INPUT',
    },
  ),
  bounded('a 25×25 no search refutes (runs to its budget)', 'classic', (t) => gqlPost(t.url, SOLVE, { c: budgetEater() }), {
    codes: ['NO_SOLUTION', 'LIMIT_EXCEEDED'],
    maxMs: (t) => t.solveDeadlineMs + 3000,
  }),
];
