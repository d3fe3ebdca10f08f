// Random and malformed input at every operation (fast-check): the answer is data or a typed
// client error — never INTERNAL_SERVER_ERROR, never an HTTP 5xx — and a rejected mutation stores
// nothing while an accepted one stores exactly one row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GqlResponse, rowCounts, useApi } from '../api/harness.js';

const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'BOARD_CONFLICT',
  'NO_SOLUTION',
  'LIMIT_EXCEEDED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
]);

const RUNS = 120;

function expectClientOutcome(r: GqlResponse): void {
  expect(r.status === 200 || r.status === 400, `HTTP ${r.status}: ${JSON.stringify(r.errors)}`).toBe(true);
  for (const e of r.errors ?? []) {
    expect(CLIENT_CODES.has(e.extensions?.code), `unexpected error ${JSON.stringify(e)}`).toBe(true);
    expect(e.extensions?.stacktrace).toBeUndefined();
  }
}

// Symbols of every size, their near misses, and characters no board uses.
const symbol = fc.constantFrom(...'.0123456789ABCDEFGHIJKLMNOPabcpqzZ -_#é😀\n\t'.split(''), '10', '');
const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16, 25, 26];
const squareCells = fc
  .constantFrom(...sizes)
  .chain((n) => fc.array(symbol, { minLength: n * n, maxLength: n * n }))
  .map((a) => a.join(''));
// Well-formed boards too, so answers (CONFLICT, SOLVED, NO_SOLUTION…) and their records are exercised.
const wellFormed = fc
  .constantFrom(4, 6, 9)
  .chain((n) => fc.array(fc.constantFrom('.', '.', '.', ...'123456789'.slice(0, n).split('')), { minLength: n * n, maxLength: n * n }))
  .map((a) => a.join(''));
const cells = fc.oneof(
  wellFormed,
  squareCells,
  fc.string({ maxLength: 700 }),
  fc.array(symbol, { maxLength: 700 }).map((a) => a.join('')),
);
const cellText = fc.oneof(
  fc.constantFrom('', '.', '0', '7', 'A', 'p', '10', '16', '25', '26', '-1', '1.5', ' 3 '),
  fc.string({ maxLength: 3 }),
);
const squareRows = fc
  .constantFrom(...sizes)
  .chain((n) => fc.array(fc.array(cellText, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }));
const rows = fc.oneof(squareRows, fc.array(fc.array(cellText, { maxLength: 27 }), { maxLength: 27 }));
// GraphQL Int is 32-bit: values beyond it must be refused by coercion, not crash anything.
const int = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 40), 1.5));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const boardInput = fc.record({ cells: maybe(cells), rows: maybe(rows), boxRows: maybe(int), boxCols: maybe(int) }, { requiredKeys: [] });
// Variables of the wrong type entirely.
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const anyBoard = fc.oneof(
  { weight: 3, arbitrary: fc.record({ cells: wellFormed }) },
  { weight: 5, arbitrary: boardInput },
  { weight: 1, arbitrary: junk },
);
const id = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '0', 'x'.repeat(500)));
const cursor = fc.oneof(fc.string({ maxLength: 40 }), fc.base64String({ maxLength: 40 }));

describe('random and malformed input at every operation', () => {
  // A short budget keeps random boards quick; production masks anything unexpected. Hundreds of
  // random boards back to back would outrun the main thread's work bucket (admission.test.ts
  // covers that refusal), so its rate is lifted here: this suite is about input, not admission.
  const api = useApi({ production: true, budget: { deadlineMs: 300 }, admission: { workPerSecond: 1e9, burstWork: 1e9 } });

  it('validate, candidates and hint answer data or a client error', async () => {
    await fc.assert(
      fc.asyncProperty(anyBoard, fc.constantFrom('validate', 'candidates', 'hint'), async (b, op) => {
        const selection = {
          validate: '{ complete emptyCells conflicts { row col units } }',
          candidates: '{ row col values }',
          hint: '{ row col value kind }',
        }[op];
        expectClientOutcome(await api.gql(`query($b: BoardInput!) { ${op}(board: $b) ${selection} }`, { b }));
      }),
      { numRuns: RUNS },
    );
  });

  it('solve stores exactly one record when it answers and none when it refuses', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 6, arbitrary: fc.record({ b: anyBoard }) },
          { weight: 2, arbitrary: fc.record({ p: id }) },
          { weight: 1, arbitrary: fc.record({ b: anyBoard, p: id }) },
          { weight: 1, arbitrary: fc.constant({}) },
        ),
        async (vars) => {
          const before = await rowCounts(api);
          const r = await api.gql(`mutation($b: BoardInput, $p: ID) { solve(board: $b, puzzleId: $p) { status record { id } } }`, vars);
          expectClientOutcome(r);
          const after = await rowCounts(api);
          expect(after).toEqual({ puzzles: before.puzzles, records: before.records + (r.errors ? 0 : 1) });
          if (!r.errors) answered++;
        },
      ),
      { numRuns: RUNS },
    );
    // The property saw both sides: accepted solves and refused ones.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(RUNS);
  });

  it('generatePuzzle stores exactly one puzzle when it answers and none when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        maybe(fc.oneof(fc.constantFrom(4, 6, 9), int)),
        maybe(int),
        maybe(int),
        maybe(fc.oneof(fc.constantFrom('EASY', 'MEDIUM', 'HARD'), fc.string({ maxLength: 8 }))),
        maybe(fc.string({ maxLength: 260 })),
        async (size, boxRows, boxCols, difficulty, seed) => {
          const before = await rowCounts(api);
          const r = await api.gql(
            `mutation($n: Int, $r: Int, $c: Int, $d: Difficulty, $s: String) { generatePuzzle(size: $n, boxRows: $r, boxCols: $c, difficulty: $d, seed: $s) { id givens } }`,
            { n: size, r: boxRows, c: boxCols, d: difficulty, s: seed },
          );
          expectClientOutcome(r);
          const after = await rowCounts(api);
          expect(after).toEqual({ puzzles: before.puzzles + (r.errors ? 0 : 1), records: before.records });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('history queries take any id, cursor, page size and filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        id,
        maybe(fc.oneof(int, fc.integer({ min: 1, max: 100 }))),
        maybe(cursor),
        maybe(int),
        maybe(fc.string({ maxLength: 8 })),
        async (pid, first, after, size, word) => {
          const q = [
            api.gql(`query($id: ID!) { puzzle(id: $id) { id solveRecords(first: 2) { totalCount } } }`, { id: pid }),
            api.gql(
              `query($f: Int, $a: String, $n: Int, $d: Difficulty) { puzzles(first: $f, after: $a, size: $n, difficulty: $d) { totalCount edges { cursor } } }`,
              { f: first, a: after, n: size, d: word },
            ),
            api.gql(
              `query($f: Int, $a: String, $p: ID, $s: SolveStatus) { solveRecords(first: $f, after: $a, puzzleId: $p, status: $s) { totalCount } }`,
              { f: first, a: after, p: pid, s: word },
            ),
          ];
          for (const r of await Promise.all(q)) expectClientOutcome(r);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('garbage documents and bodies are parse or validation errors, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.constantFrom('{', '{ solve }', 'mutation { solve { status } }', '{ __typename @skip }', 'query { boardSizes(x: 1) { id } }'),
        ),
        async (query) => {
          expectClientOutcome(await api.gql(query));
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.json()), async (body) => {
        const res = await fetch(api.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        expect([200, 400]).toContain(res.status);
        const text = await res.text();
        expect(text).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: RUNS },
    );
  });
});
