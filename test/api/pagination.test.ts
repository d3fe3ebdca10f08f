// Connection arguments (src/server/pagination.ts): whether a page's selection asks for totalCount,
// which decides if the total is read in the page's statement, through fields, inline fragments and
// named fragments; and the connection answering the total read with the page without counting.
import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { asksTotal, connection, pageArgs } from '../../src/server/pagination.js';

/** The resolve info of the document's first root field, as far as asksTotal reads it. */
function infoOf(document: string): GraphQLResolveInfo {
  const doc = parse(document);
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return { fieldNodes: [op.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('a page selection asking for its total', () => {
  it('is seen directly, in an inline fragment and in named fragments (nested, and a cycle ends)', () => {
    expect(asksTotal(infoOf('{ puzzles { totalCount edges { cursor } } }'))).toBe(true);
    expect(asksTotal(infoOf('{ puzzles { ... on PuzzleConnection { totalCount } } }'))).toBe(true);
    expect(
      asksTotal(infoOf('{ puzzles { ...A } } fragment A on PuzzleConnection { ...B } fragment B on PuzzleConnection { totalCount }')),
    ).toBe(true);
    expect(asksTotal(infoOf('{ puzzles { ...A } } fragment A on PuzzleConnection { ...A edges { cursor } }'))).toBe(false);
  });

  it('is not seen when only the rows or a nested page ask for a total', () => {
    expect(asksTotal(infoOf('{ puzzles { edges { cursor node { id } } pageInfo { hasNextPage } } }'))).toBe(false);
    expect(asksTotal(infoOf('{ puzzles { edges { node { solveRecords { totalCount } } } } }'))).toBe(false);
  });

  it('sets withTotal on the page arguments only when asked', () => {
    expect(pageArgs(5, null, infoOf('{ puzzles { totalCount } }'))).toEqual({ first: 5, withTotal: true });
    expect(pageArgs(null, null, infoOf('{ puzzles { edges { cursor } } }'))).toEqual({ first: 20, withTotal: false });
    expect(pageArgs(3, null)).toEqual({ first: 3, withTotal: false });
  });

  it('answers the total read with the page and counts only without one', async () => {
    let counted = 0;
    const count = async () => ++counted;
    const withTotal = connection({ rows: [{ id: 'a' }], hasNextPage: false, total: 7 }, count);
    expect(withTotal.totalCount()).toBe(7);
    const without = connection({ rows: [{ id: 'a' }], hasNextPage: false }, count);
    expect(await without.totalCount()).toBe(1);
    expect(await without.totalCount()).toBe(1);
    expect(counted).toBe(1);
  });

  it('gives a kept (frozen) row the same edge on every page, and a fresh row its own', () => {
    const kept = Object.freeze({ id: 'k1' });
    const a = connection({ rows: [kept], hasNextPage: false }, async () => 0).edges[0];
    const b = connection({ rows: [kept], hasNextPage: false }, async () => 0).edges[0];
    expect(a).toBe(b);
    expect(a).toEqual({ cursor: pageCursor('k1'), node: kept });
    const fresh = { id: 'f1' };
    expect(connection({ rows: [fresh], hasNextPage: false }, async () => 0).edges[0]).not.toBe(
      connection({ rows: [fresh], hasNextPage: false }, async () => 0).edges[0],
    );
  });
});

const pageCursor = (id: string) => Buffer.from(`c1:${id}`, 'utf8').toString('base64url');
