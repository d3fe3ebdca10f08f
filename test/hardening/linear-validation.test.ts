// Issue 14 item 1: a 1 KB document of fragments that each spread the next one twice once froze
// the event loop (the one-search rule walked every path, 2^levels). Every custom rule now expands
// each fragment once per operation: its work is counted here, and the server answers such a
// document, and a /health probe sent meanwhile, at once.
import { buildSchema, parse, validate, type OperationDefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { priceWork } from '../../src/server/cost/price.js';
import { ONE_COMPUTE_MESSAGE, oneComputePerOperation } from '../../src/server/cost/rules.js';
import { lookupWalk, rootFields } from '../../src/server/cost/walk.js';
import { typeDefs } from '../../src/server/schema.js';
import { codes, useApi } from '../api/harness.js';
import { EMPTY_25X25, fragmentDoubling, fragmentDoublingSelections } from '../../support/attacks.js';

const LEVELS = 40;
const schema = buildSchema(typeDefs);

function split(source: string) {
  const doc = parse(source);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
  return { doc, operation, fragments };
}

describe('the root-field walk behind the per-operation rules', () => {
  it(`looks at each selection of a ${LEVELS}-level doubling document at most once`, () => {
    const { operation, fragments } = split(fragmentDoubling(LEVELS));
    const walk = rootFields(operation.selectionSet, (n) => fragments.get(n));
    // 2^40 paths lead to the leaf; the walk sees each fragment's two spreads and the leaf once.
    expect(walk.visits).toBe(fragmentDoublingSelections(LEVELS));
    expect(walk.fields.map((f) => f.name.value)).toEqual(['__typename']);
  });

  it('counts a field reached through many paths once, as execution runs it once', () => {
    const { operation, fragments } = split(fragmentDoubling(LEVELS, 'hint(board: { cells: "." }) { row }', 'query'));
    const walk = rootFields(operation.selectionSet, (n) => fragments.get(n));
    expect(walk.fields).toHaveLength(1);
  });

  it('stops at the first excess', () => {
    const { operation, fragments } = split(
      `query { a: hint(board: {cells: "."}) { row } b: hint(board: {cells: "."}) { row } c: hint(board: {cells: "."}) { row } }`,
    );
    const walk = rootFields(operation.selectionSet, (n) => fragments.get(n), { stopAfter: 2 });
    expect(walk).toMatchObject({ stopped: true, visits: 2 });
    expect(walk.fields.map((f) => f.alias?.value)).toEqual(['a', 'b']);
  });

  it('prices board work through the same walk (a doubled candidates costs one 25×25: 25³)', () => {
    const { operation, fragments } = split(
      fragmentDoubling(LEVELS, 'candidates(board: { cells: $c }) { row }', 'query').replace('query {', 'query($c: String) {'),
    );
    expect(
      priceWork(
        operation,
        lookupWalk((n) => fragments.get(n), { c: EMPTY_25X25 }),
        1e9,
      ).work,
    ).toBe(15_625);
  });
});

describe('oneComputePerOperation in graphql validation', () => {
  it(`passes a ${LEVELS}-level doubling document with one search at its leaf`, () => {
    const errors = validate(schema, parse(fragmentDoubling(LEVELS, 'hint(board: { cells: "." }) { row }', 'query')), [
      oneComputePerOperation,
    ]);
    expect(errors).toEqual([]);
  });

  it(`refuses a ${LEVELS}-level doubling document with two searches at its leaf`, () => {
    const leaf = 'a: hint(board: { cells: "." }) { row } b: hint(board: { cells: "." }) { row }';
    const errors = validate(schema, parse(fragmentDoubling(LEVELS, leaf, 'query')), [oneComputePerOperation]);
    expect(errors.map((e) => e.message)).toEqual([ONE_COMPUTE_MESSAGE]);
  });
});

describe(`a ${LEVELS}-level doubling document against the server`, () => {
  const api = useApi({ production: true });

  it('is refused with a validation error, and a /health probe sent meanwhile answers', { timeout: 20_000 }, async () => {
    const origin = new URL(api.url).origin;
    const started = performance.now();
    const attack = api.gql(fragmentDoubling(LEVELS)).then((r) => ({ r, ms: performance.now() - started }));
    const health = fetch(`${origin}/health`).then(async (res) => ({ status: res.status, ms: performance.now() - started }));
    const [a, h] = await Promise.all([attack, health]);
    expect(a.r.status).toBe(400);
    expect(new Set(codes(a.r))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    expect(h.status).toBe(200);
    // The work is proved linear above; these bounds only catch a server that froze (generous for a
    // loaded 2-core machine: the freeze doubled from 27 s at 22 levels).
    expect(a.ms).toBeLessThan(2000);
    expect(h.ms).toBeLessThan(2000);
  });
});
