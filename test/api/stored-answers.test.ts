// Answers kept while the stored data cannot have changed (src/server/stored-answers.ts): never stale
// (a write through this server, or through another connection to the same database, is in the
// next answer), kept only when made at one data version, and only for queries of stored data.
import { ApolloServer } from '@apollo/server';
import { buildSchema, getNamedType, isObjectType, parse, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readsStoredDataOnly } from '../../src/server/cost/price.js';
import { KEPT_ROOTS } from '../../src/server/cost/table.js';
import { storedAnswers } from '../../src/server/stored-answers.js';
import { typeDefs } from '../../src/server/schema.js';
import { startApi, testProvider, type TestApi } from './harness.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const PAGE = `query Page($status: SolveStatus) { solveRecords(first: 3, status: $status) { totalCount edges { node { id status } } } }`;

describe('which operations read stored data only', () => {
  const op = (text: string) => {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    return readsStoredDataOnly(operation as never, document);
  };
  it.each([
    ['{ puzzles { totalCount } }', true],
    ['query { solveRecords(first: 2) { edges { node { id } } } boardSizes { id } __typename }', true],
    ['query { ...F } fragment F on Query { puzzle(id: "x") { id } ... on Query { puzzles { totalCount } } }', true],
    ['query { ...F } fragment F on Query { puzzles { totalCount } hint(board: { cells: "" }) { row } }', false],
    ['{ puzzles { totalCount } playerSolves(player: "p") { totalCount } }', false],
    ['{ dailyPuzzle { id } }', false],
    ['{ __schema { queryType { name } } }', false],
    ['mutation { solve(board: { cells: "" }) { status } }', false],
    ['query { ...Missing }', false],
  ])('%s → %s', (text, expected) => {
    expect(op(text)).toBe(expected);
  });
});

describe('every field reachable from the stored roots', () => {
  // Puzzle.canonicalKey is the stored column (computed once when the puzzle was stored; never on read).
  it('is one of these, each a function of stored rows and its arguments (add a field here only if it is)', () => {
    const schema = buildSchema(typeDefs);
    const fields = new Set<string>();
    const seen = new Set<string>();
    const visit = (type: GraphQLNamedType) => {
      if (!isObjectType(type) || seen.has(type.name)) return;
      seen.add(type.name);
      for (const f of Object.values(type.getFields())) {
        fields.add(`${type.name}.${f.name}`);
        visit(getNamedType(f.type));
      }
    };
    const query = schema.getQueryType()!;
    for (const root of KEPT_ROOTS) {
      if (root === '__typename') continue;
      const f = query.getFields()[root]!;
      fields.add(`Query.${root}`);
      visit(getNamedType(f.type));
    }
    expect([...fields].sort()).toEqual(
      [
        'Board.cells',
        'Board.givens',
        'Board.rows',
        'Board.size',
        // A stored board's rules, their variants and its text in a format: functions of the row and the format argument.
        'Board.rules',
        'Board.text',
        'Board.variants',
        'CellRef.col',
        'CellRef.row',
        'Rule.cell',
        'Rule.cells',
        'Rule.circle',
        'Rule.clue',
        'Rule.color',
        'Rule.difference',
        'Rule.direction',
        'Rule.greater',
        'Rule.index',
        'Rule.kind',
        'Rule.lesser',
        'Rule.line',
        'Rule.of',
        'Rule.parity',
        'Rule.regions',
        'Rule.sum',
        'Rule.unit',
        'Rule.value',
        'Rule.values',
        'Game.finish',
        'Game.id',
        'Game.puzzle',
        'Game.startedAt',
        'PlayerSolve.claimedElapsedMs',
        'PlayerSolve.createdAt',
        'PlayerSolve.elapsedMs',
        'PlayerSolve.game',
        'PlayerSolve.hintsUsed',
        'PlayerSolve.id',
        'PlayerSolve.puzzle',
        'PlayerSolve.tooFast',
        'PlayerSolveConnection.edges',
        'PlayerSolveConnection.pageInfo',
        'PlayerSolveConnection.totalCount',
        'PlayerSolveEdge.cursor',
        'PlayerSolveEdge.node',
        'Puzzle.alreadyStored',
        'Puzzle.canonicalKey',
        'Puzzle.playerSolves',
        'BoardSize.boxCols',
        'BoardSize.boxRows',
        'BoardSize.id',
        'BoardSize.size',
        'BoardSize.symbols',
        'PageInfo.endCursor',
        'PageInfo.hasNextPage',
        'Puzzle.board',
        'Puzzle.createdAt',
        'Puzzle.difficulty',
        'Puzzle.givens',
        'Puzzle.gradeMet',
        'Puzzle.id',
        'Puzzle.rating',
        'Puzzle.seed',
        'Puzzle.size',
        'Puzzle.solution',
        'Puzzle.solveRecords',
        'Puzzle.source',
        'Puzzle.variants',
        'PuzzleConnection.edges',
        'PuzzleConnection.pageInfo',
        'PuzzleConnection.totalCount',
        'PuzzleEdge.cursor',
        'PuzzleEdge.node',
        'Query.boardSizes',
        'Query.puzzle',
        'Query.puzzles',
        'Query.solveRecords',
        'Rating.hardest',
        'Rating.level',
        'Rating.levelTechnique',
        'Rating.score',
        'SolveRecord.board',
        'SolveRecord.createdAt',
        'SolveRecord.id',
        'SolveRecord.puzzle',
        'SolveRecord.solution',
        'SolveRecord.stats',
        'SolveRecord.status',
        'SolveRecord.unique',
        'SolveRecordConnection.edges',
        'SolveRecordConnection.pageInfo',
        'SolveRecordConnection.totalCount',
        'SolveRecordEdge.cursor',
        'SolveRecordEdge.node',
        'SolveStats.backtracks',
        'SolveStats.durationMs',
        'SolveStats.nodes',
      ].sort(),
    );
  });
});

describe('the plugin, on a schema of its own', () => {
  // `puzzles` counts its executions; `solveRecords` fails; `hint` is not a stored root.
  const schema = `type Query { puzzles(n: Int): Int, solveRecords: Int, hint: Int }`;
  let ran = 0;
  let version: string | undefined = 'v1';
  let during: (() => void) | undefined;
  const server = new ApolloServer({
    typeDefs: schema,
    resolvers: {
      Query: {
        puzzles: (_: unknown, { n }: { n?: number }) => {
          ran++;
          during?.();
          return (n ?? 0) * 10 + ran;
        },
        solveRecords: () => {
          ran++;
          throw new Error('no');
        },
        hint: () => ++ran,
      },
    },
    plugins: [
      storedAnswers(
        async () => {
          if (version === 'throws') throw new Error('gone');
          return version;
        },
        { maxAnswers: 2, maxChars: 1 << 20, maxKeyChars: 200 },
      ),
    ],
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const ask = async (query: string, variables?: Record<string, unknown>) => {
    const r = await server.executeOperation({ query, variables });
    if (r.body.kind !== 'single') throw new Error('not single');
    return r.body.singleResult;
  };
  const reset = (v: string | undefined) => {
    ran = 0;
    version = v;
    during = undefined;
  };

  it('answers a repeated query at one version without executing it again, and executes at a new version', async () => {
    reset('a1');
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 1 });
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 1 });
    expect(ran).toBe(1);
    version = 'a2';
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 2 });
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 2 });
    expect(ran).toBe(2);
  });

  it('keys by query text and variables', async () => {
    reset('b1');
    const q = 'query Q($n: Int) { puzzles(n: $n) }';
    expect((await ask(q, { n: 1 })).data).toEqual({ puzzles: 11 });
    expect((await ask(q, { n: 2 })).data).toEqual({ puzzles: 22 });
    expect((await ask(q, { n: 1 })).data).toEqual({ puzzles: 11 });
    expect((await ask('{ puzzles(n: 1) }')).data).toEqual({ puzzles: 13 });
    expect(ran).toBe(3);
  });

  it('does not keep an answer made while the version moved', async () => {
    reset('c1');
    during = () => (version = 'c2');
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 1 });
    during = undefined;
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 2 });
    expect((await ask('{ puzzles }')).data).toEqual({ puzzles: 2 });
    expect(ran).toBe(2);
  });

  it('executes every time without a version, when reading it fails, for errors and for other roots', async () => {
    for (const v of [undefined, 'throws']) {
      reset(v);
      await ask('{ puzzles }');
      await ask('{ puzzles }');
      expect(ran).toBe(2);
    }
    reset('d1');
    expect((await ask('{ solveRecords }')).errors).toHaveLength(1);
    expect((await ask('{ solveRecords }')).errors).toHaveLength(1);
    await ask('{ puzzles hint }');
    await ask('{ puzzles hint }');
    expect(ran).toBe(6);
  });

  it('keeps at most maxAnswers, dropping the least recently used, and no answer past maxKeyChars', async () => {
    reset('e1');
    await ask('{ a: puzzles }');
    await ask('{ b: puzzles }');
    await ask('{ a: puzzles }'); // kept; b is now the least recently used
    await ask('{ c: puzzles }'); // drops b
    expect(ran).toBe(3);
    await ask('{ a: puzzles }');
    await ask('{ c: puzzles }');
    expect(ran).toBe(3);
    await ask('{ b: puzzles }');
    expect(ran).toBe(4);
    const long = `{ ${'x'.repeat(200)}: puzzles }`;
    await ask(long);
    await ask(long);
    expect(ran).toBe(6);
  });
});

describe(`a server's kept answers (${testProvider()})`, () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    a = await startApi();
    // A second server on the same database: another connection (SQLite) or pool (PostgreSQL).
    b = await startApi({}, a.db);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await a?.db.remove();
  });
  const solve = (api: TestApi) => api.gql(`mutation($c: String) { solve(board: { cells: $c }) { status record { id } } }`, { c: EASY });
  const page = async (api: TestApi, status?: string) => {
    const r = await api.gql(PAGE, status ? { status } : {});
    expect(r.errors).toBeUndefined();
    return r.data.solveRecords as { totalCount: number; edges: { node: { id: string; status: string } }[] };
  };

  it('executes a repeated page once at one data version', async () => {
    await solve(a);
    const list = vi.spyOn(a.app.repo.solveRecords, 'list');
    try {
      const first = await page(a);
      expect(await page(a)).toEqual(first);
      expect(await page(a)).toEqual(first);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it('is never stale: a write through this server or through another connection is in the next answer', async () => {
    const before = await page(a);
    await page(a);
    const mine = (await solve(a)).data.solve.record.id;
    const after = await page(a);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.edges[0]!.node.id).toBe(mine);
    await page(a);
    const theirs = (await solve(b)).data.solve.record.id;
    const later = await page(a);
    expect(later.totalCount).toBe(before.totalCount + 2);
    expect(later.edges.map((e) => e.node.id).slice(0, 2)).toEqual([theirs, mine]);
    expect(await page(b)).toEqual(later);
  });

  it('keeps no answer with an error, and each filter has its own answer', async () => {
    const missing = `{ solveRecords(puzzleId: "nope") { totalCount } }`;
    for (let i = 0; i < 2; i++) expect((await a.gql(missing)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const solved = await page(a, 'SOLVED');
    expect(solved.edges.every((e) => e.node.status === 'SOLVED')).toBe(true);
    expect((await page(a, 'CONFLICT')).totalCount).toBe(0);
    expect(await page(a, 'SOLVED')).toEqual(solved);
  });
});
