// The cost table (src/server/cost/table.ts) against the schema: every root field of Query and
// Mutation has a row (a new field without one fails here), every row a field, and each row's
// columns name arguments and fields the schema has. Then what the rows decide: a pool row's boards
// are the pool's work, a main-thread row's the main thread's (once, analyzeMany's and
// canonicalKey's boards were priced as main-thread work), and the token buckets both admission
// and the rate limits draw from.
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createBuckets } from '../../src/server/cost/bucket.js';
import { priceWork } from '../../src/server/cost/price.js';
import { COST_TABLE, type RootCost } from '../../src/server/cost/table.js';
import { documentWalk, effectiveVariables } from '../../src/server/cost/walk.js';
import { typeDefs } from '../../src/server/schema.js';
import { CLASSIC } from '../../support/boards.js';
import { EMPTY_25X25 } from '../../support/attacks.js';

const schema = buildSchema(typeDefs);
const roots: [keyof typeof COST_TABLE, GraphQLObjectType][] = [
  ['Query', schema.getQueryType()!],
  ['Mutation', schema.getMutationType()!],
];

/** The work price before any text is decoded (test/hardening/decode-pricing.test.ts has the decodes). */
function price(text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const { work, main, decodeChars } = priceWork(operation, documentWalk(document, effectiveVariables(operation, variables)));
  return { work, main, decodeChars };
}

/** `f(board: $b)` (or `boards: [$b]`) with a selection if its type needs one. */
function withBoard(kind: 'query' | 'mutation', name: string, field: GraphQLField<unknown, unknown>, row: RootCost): string {
  const arg = row.boards!.arg === 'boards' ? 'boards: [$b]' : `${row.boards!.arg}: $b`;
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}($b: BoardInput!) { ${name}(${arg})${selection} }`;
}

describe('the cost table and the schema', () => {
  it.each(roots)('every %s field has a row, and every row a field', (type, object) => {
    expect(Object.keys(COST_TABLE[type]).sort()).toEqual(Object.keys(object.getFields()).sort());
  });

  it.each(roots)("%s rows name the schema's own arguments and fields", (type, object) => {
    for (const [name, row] of Object.entries(COST_TABLE[type])) {
      const field = object.getFields()[name];
      const args = new Map(field.args.map((a) => [a.name, a.type]));
      if (row.boards) {
        const t = args.get(row.boards.arg);
        const inner = t && isNonNullType(t) ? t.ofType : t;
        expect(getNamedType(t!).name, `${name}.${row.boards.arg}`).toBe('BoardInput');
        expect(isListType(inner), `${name}.${row.boards.arg}`).toBe(row.boards.arg === 'boards');
      }
      if (row.generates) expect(args.has('size'), `${name} generates`).toBe(true);
      if (row.page) {
        expect(args.has('first'), `${name} page`).toBe(true);
        expect(getNamedType(field.type).name, `${name} page`).toMatch(/Connection$/);
      }
      if (row.decodes) expect(getNamedType(args.get(row.decodes)!).name, `${name} decodes`).toBe('String');
      if (row.perCell) {
        const answer = getNamedType(field.type) as GraphQLObjectType;
        expect(Object.keys(answer.getFields()), `${name} perCell`).toContain(row.perCell.field);
      }
      if (row.kept) expect(type, `${name} kept`).toBe('Query');
    }
  });

  it('lists the pool fields the one-search rule counts', () => {
    const pool = Object.values(COST_TABLE).flatMap((rows) => Object.keys(rows).filter((name) => rows[name].runs === 'pool'));
    expect(pool.sort()).toEqual(
      [
        'analyze',
        'analyzeMany',
        'canonicalKey',
        'createPuzzle',
        'dailyPuzzle',
        'gameReview',
        'generatePuzzle',
        'generatePuzzles',
        'hint',
        'nextStep',
        'solve',
        'solveMany',
        'submitSolution',
      ].sort(),
    );
  });
});

describe('where a board is priced', () => {
  it.each(roots)("prices each %s row's board by its cells, as the main thread's work only where the row runs there", (type, object) => {
    const kind = type === 'Query' ? 'query' : 'mutation';
    let boards = 0;
    for (const [name, row] of Object.entries(COST_TABLE[type])) {
      if (!row.boards) continue;
      boards++;
      const p = price(withBoard(kind, name, object.getFields()[name], row), { b: { cells: CLASSIC } });
      expect(p.work, name).toBe(row.boards.work === 'cells' ? 81 : 81 * 9);
      expect(p.main, name).toBe(row.runs === 'main' ? p.work : 0);
    }
    expect(boards).toBeGreaterThanOrEqual(3);
  });

  it("prices analyzeMany's and canonicalKey's boards as the pool's work (once main-thread work)", () => {
    const many = price(`query($b: [BoardInput!]!) { analyzeMany(boards: $b) { status } }`, {
      b: Array.from({ length: 25 }, () => ({ cells: CLASSIC })),
    });
    expect(many).toEqual({ work: 25 * 81, main: 0, decodeChars: 0 });
    const key = price(`query($b: BoardInput!) { canonicalKey(board: $b) }`, { b: { cells: EMPTY_25X25 } });
    expect(key).toEqual({ work: 625, main: 0, decodeChars: 0 });
    // Beside a main-thread row, only that row's board is the main thread's.
    const both = price(`query($b: BoardInput!) { canonicalKey(board: $b) validate(board: $b) { solved } }`, { b: { cells: CLASSIC } });
    expect(both).toEqual({ work: 162, main: 81, decodeChars: 0 });
  });

  it("keeps a pool row's answer pages on the main thread", () => {
    const p = price(`mutation($b: BoardInput!) { solve(board: $b) { record { puzzle { solveRecords(first: 10) { totalCount } } } } }`, {
      b: { cells: CLASSIC },
    });
    expect(p).toEqual({ work: 81 + 10, main: 10, decodeChars: 0 });
  });

  it('counts text to decode: a board in a format, and convert', () => {
    const link = 'https://sudokupad.app/fpuzzles' + 'N4Ig'.repeat(20);
    const board = price(`query($b: BoardInput!) { validate(board: $b) { solved } }`, { b: { cells: link, format: 'SUDOKUPAD' } });
    expect(board.decodeChars).toBe(link.length);
    expect(price(`query($t: String!) { convert(text: $t, to: CELLS) { text } }`, { t: link }).decodeChars).toBe(link.length);
    expect(price(`query($b: BoardInput!) { validate(board: $b) { solved } }`, { b: { cells: CLASSIC } }).decodeChars).toBe(0);
  });
});

describe('token buckets (admission and rate limits)', () => {
  it('takes what a key holds, answers the wait otherwise, and refills at capacity per window', () => {
    let t = 0;
    const b = createBuckets({ capacity: 10, windowMs: 1000, now: () => t });
    expect(b.take('a', 6)).toBe(0);
    expect(b.take('a', 6)).toBe(200); // 4 held: 2 more take 200 ms at 10 a second
    expect(b.level('a')).toBe(4);
    expect(b.take('b', 10)).toBe(0); // another key has its own bucket
    expect(b.take('a', 11)).toBe(700); // more than a bucket holds: never taken
    t += 600;
    expect(b.take('a', 6)).toBe(0);
    b.spend('a', 10); // past empty
    expect(b.level('a')).toBe(-6);
    t += 10_000;
    expect(b.level('a')).toBe(10);
  });

  it('keeps at most maxKeys keys, dropping the least recently touched (which is then full again)', () => {
    const b = createBuckets({ capacity: 5, windowMs: 1000, maxKeys: 2, now: () => 0 });
    b.spend('a', 5);
    b.spend('b', 5);
    b.level('a');
    b.spend('c', 5); // drops b
    expect(b.size).toBe(2);
    expect(b.level('a')).toBe(0);
    expect(b.level('b')).toBe(5);
  });

  it('forgets full buckets now and then, so the map holds only keys that are drawn down', () => {
    let t = 0;
    const b = createBuckets({ capacity: 5, windowMs: 1000, now: () => t });
    for (let i = 0; i < 1000; i++) b.spend(`k${i}`, 1);
    t += 1000; // every bucket full again
    for (let i = 0; i < 100; i++) b.level('x');
    expect(b.size).toBeLessThan(100);
  });
});
